import { visibleZones, type Catalogue } from '../../shared/catalogue/catalogue';
import { countryFromCode, isoEnglishName, type Country } from '../../shared/catalogue/countries';
import {
  bestDestinations,
  CAPITAL_ALIASES,
  COUNTRY_ALIASES,
  foldText,
  matchDestinations,
  ZONE_ALIASES,
  type DestinationMatch,
} from '../../shared/catalogue/destination-search';
import { countryNames } from './place-names';

/** A place a traveller named: a country, or a zone standing for all of its countries. */
export type NamedPlace = { kind: 'country'; code: string } | { kind: 'zone'; zone: string };

/**
 * Country names in some language that read as ordinary English words, or that are too short to tell
 * from one; a traveller writing them in a question almost never means the country.
 */
const MIN_NAME_LENGTH = 4;
const NOT_A_COUNTRY = new Set(['pole', 'swede', 'chili', 'indie', 'sam', 'mena', 'pala', 'kina', 'sile']);

/** Scripts written without spaces between words: names are found inside the text instead. */
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

type Entry = NamedPlace & { words: number };

/** Every name → place, folded; built once per container. */
function buildIndex(catalogue: Catalogue) {
  const spaced = new Map<string, NamedPlace>();
  const unspaced = new Map<string, NamedPlace>();
  const add = (name: string, place: NamedPlace) => {
    const key = foldText(name);
    if (key.replace(/ /g, '').length < MIN_NAME_LENGTH && !UNSPACED_SCRIPT.test(key)) return;
    if (NOT_A_COUNTRY.has(key)) return;
    const target = UNSPACED_SCRIPT.test(key) ? unspaced : spaced;
    if (!target.has(key)) target.set(key, place);
  };
  // Zones first: "South America" is a zone even though "America" alone is a country alias.
  for (const zone of visibleZones(catalogue)) add(zone.name, { kind: 'zone', zone: zone.name });
  for (const [alias, zone] of Object.entries(ZONE_ALIASES)) add(alias, { kind: 'zone', zone });
  for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) add(alias, { kind: 'country', code });
  for (const [code, name] of countryNames()) add(name, { kind: 'country', code });
  for (const zone of catalogue.zones) {
    for (const country of zone.countries) add(country.name, { kind: 'country', code: country.alpha2 });
  }
  const longest = Math.max(...[...spaced.keys()].map((key) => key.split(' ').length));
  return { spaced, unspaced, longest };
}

const indexes = new WeakMap<Catalogue, ReturnType<typeof buildIndex>>();

/**
 * The countries and zones a message names, in the order it names them: country names in any of
 * PLACE_NAME_LANGUAGES (place-names.ts), the shop's zone names, and the destination matcher's aliases
 * (shared/catalogue/destination-search.ts: "USA", "UK", "Dubai").
 * The longest name wins where names overlap ("South Africa" is not "Africa").
 */
export function findPlaces(catalogue: Catalogue, text: string): NamedPlace[] {
  let index = indexes.get(catalogue);
  if (!index) {
    index = buildIndex(catalogue);
    indexes.set(catalogue, index);
  }
  const found: { at: number; place: NamedPlace }[] = [];
  const words = foldText(text).split(' ');
  for (let i = 0; i < words.length;) {
    let match: Entry | null = null;
    for (let n = Math.min(index.longest, words.length - i); n >= 1 && !match; n -= 1) {
      const place = index.spaced.get(words.slice(i, i + n).join(' '));
      if (place) match = { ...place, words: n };
    }
    if (match) {
      const { words: length, ...place } = match;
      found.push({ at: i, place });
      i += length;
    } else {
      i += 1;
    }
  }
  const folded = foldText(text);
  if (UNSPACED_SCRIPT.test(folded)) {
    for (const [name, place] of index.unspaced) {
      const at = folded.indexOf(name);
      if (at >= 0) found.push({ at: words.length + at, place });
    }
  }
  for (const [alias, code] of Object.entries(CAPITAL_ALIASES)) {
    const pattern = new RegExp(`(^|[^\\p{L}.])${alias.replace(/\./g, '\\.')}(?![\\p{L}])`, 'u');
    const match = pattern.exec(text);
    if (match) found.push({ at: -1, place: { kind: 'country', code } });
  }
  const seen = new Set<string>();
  return found
    .sort((a, b) => a.at - b.at)
    .map((f) => f.place)
    .filter((place) => {
      const key = place.kind === 'zone' ? `zone:${place.zone}` : place.code;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

const placeOf = (match: DestinationMatch): NamedPlace =>
  match.kind === 'zone'
    ? { kind: 'zone', zone: match.zone.name }
    : { kind: 'country', code: match.country.alpha2 };

/**
 * The places one destination name means (a tool's argument, not a sentence), as the planner's search
 * ranks them: its exact matches (a name, alias or code); else the places the name holds in any
 * language (`findPlaces`: "Espagne", "Tokyo and Kyoto"); else the one destination it begins.
 */
export function placesNamed(catalogue: Catalogue, name: string): NamedPlace[] {
  const best = bestDestinations(matchDestinations(catalogue, name));
  if (best[0]?.rank === 'exact') return best.map(placeOf);
  const inText = findPlaces(catalogue, name);
  if (inText.length > 0) return inText;
  return best.length === 1 && best[0]!.rank === 'prefix' ? best.map(placeOf) : [];
}

/** Whether ISO 3166-1 has this alpha-2 code. */
export function isKnownCountryCode(code: string): boolean {
  return isoEnglishName(code) !== undefined;
}

/** The countries behind named places: a zone stands for all of its countries; codes in order, once. */
export function placeCountries(catalogue: Catalogue, places: readonly NamedPlace[]): Country[] {
  const countries = new Map<string, Country>();
  for (const place of places) {
    if (place.kind === 'country') {
      countries.set(place.code, countryOf(catalogue, place.code));
    } else {
      const zone = visibleZones(catalogue).find((z) => z.name === place.zone);
      for (const country of zone?.countries ?? []) countries.set(country.alpha2, country);
    }
  }
  return [...countries.values()];
}

/** The catalogue's own spelling of a country, or the library's English name for one it does not sell. */
function countryOf(catalogue: Catalogue, code: string): Country {
  for (const zone of catalogue.zones) {
    const country = zone.countries.find((c) => c.alpha2 === code);
    if (country) return country;
  }
  return countryFromCode(code);
}
