import { visibleZones, type Catalogue } from '../../shared/catalogue/catalogue';
import { countryFromCode, isoEnglishName, type Country } from '../../shared/catalogue/countries';
import { countryNames } from './place-names';

/** A place a traveller named: a country, or a zone standing for all of its countries. */
export type NamedPlace = { kind: 'country'; code: string } | { kind: 'zone'; zone: string };

/** Lower case, accents dropped, anything but letters and digits as single spaces. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Names travellers use that are not the library's country names: short forms, constituent countries,
 * islands and big cities. Matched without regard to case.
 */
const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  america: 'US',
  'united states of america': 'US',
  'new york': 'US',
  hawaii: 'US',
  florida: 'US',
  california: 'US',
  britain: 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  london: 'GB',
  holland: 'NL',
  amsterdam: 'NL',
  'czech republic': 'CZ',
  prague: 'CZ',
  korea: 'KR',
  'south korea': 'KR',
  seoul: 'KR',
  russia: 'RU',
  vietnam: 'VN',
  turkey: 'TR',
  turkiye: 'TR',
  'ivory coast': 'CI',
  macau: 'MO',
  dubai: 'AE',
  'abu dhabi': 'AE',
  emirates: 'AE',
  bali: 'ID',
  paris: 'FR',
  rome: 'IT',
  sicily: 'IT',
  sardinia: 'IT',
  barcelona: 'ES',
  madrid: 'ES',
  mallorca: 'ES',
  majorca: 'ES',
  ibiza: 'ES',
  tenerife: 'ES',
  'canary islands': 'ES',
  lisbon: 'PT',
  madeira: 'PT',
  crete: 'GR',
  athens: 'GR',
  berlin: 'DE',
  vienna: 'AT',
  tokyo: 'JP',
  bangkok: 'TH',
  phuket: 'TH',
  singapore: 'SG',
  sydney: 'AU',
  toronto: 'CA',
  cancun: 'MX',
};

/** Abbreviations that are also English words ("us"), so they count only when written in capitals. */
const CAPITAL_ALIASES: Readonly<Record<string, string>> = {
  US: 'US',
  USA: 'US',
  'U.S.': 'US',
  'U.S.A.': 'US',
  UK: 'GB',
  'U.K.': 'GB',
  UAE: 'AE',
  KSA: 'SA',
  NZ: 'NZ',
};

/**
 * Country names in some language that read as ordinary English words, or that are too short to tell
 * from one; a traveller writing them in a question almost never means the country.
 */
const MIN_NAME_LENGTH = 4;
const NOT_A_COUNTRY = new Set(['pole', 'swede', 'chili', 'indie', 'sam', 'mena', 'pala', 'kina', 'sile']);

/** Zone names and what travellers call them, in the languages the shop's visitors write most. */
const ZONE_ALIASES: Readonly<Record<string, string>> = {
  europe: 'Europe',
  europa: 'Europe',
  eu: 'Europe',
  'european union': 'Europe',
  'north america': 'North America',
  nordamerika: 'North America',
  'amerique du nord': 'North America',
  'america del norte': 'North America',
  'nord america': 'North America',
  'south america': 'Central and South America',
  'central america': 'Central and South America',
  'latin america': 'Central and South America',
  'central and south america': 'Central and South America',
  sudamerika: 'Central and South America',
  lateinamerika: 'Central and South America',
  'amerique du sud': 'Central and South America',
  'amerique latine': 'Central and South America',
  'america del sur': 'Central and South America',
  'america latina': 'Central and South America',
  sudamerica: 'Central and South America',
  'asia pacific': 'Asia Pacific',
  asia: 'Asia Pacific',
  asien: 'Asia Pacific',
  asie: 'Asia Pacific',
  'south east asia': 'Asia Pacific',
  'southeast asia': 'Asia Pacific',
  'middle east': 'Middle East',
  'nahen osten': 'Middle East',
  nahost: 'Middle East',
  'moyen orient': 'Middle East',
  'oriente medio': 'Middle East',
  'medio oriente': 'Middle East',
  africa: 'Africa',
  afrika: 'Africa',
  afrique: 'Africa',
};

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
 * PLACE_NAME_LANGUAGES (place-names.ts), the shop's zone names, and the aliases above ("USA", "UK", "Dubai").
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
