// The library's own entry (not its Node entry) so that only the English names are bundled, in the
// browser and in the Lambdas alike.
import isoCountries from 'i18n-iso-countries/index.js';
import en from 'i18n-iso-countries/langs/en.json';

isoCountries.registerLocale(en);

export type Country = { name: string; alpha2: string; alpha3: string; flag: string };

/**
 * Where the ISO name reads like a treaty ("Korea, Republic of", "People's Republic of China"), the
 * shop shows the name travellers search for. Every other country keeps its ISO English short name.
 */
const DISPLAY_NAMES: Readonly<Record<string, string>> = {
  BN: 'Brunei',
  CI: "Côte d'Ivoire",
  CN: 'China',
  CZ: 'Czechia',
  FM: 'Micronesia',
  GM: 'Gambia',
  IR: 'Iran',
  KR: 'South Korea',
  LA: 'Laos',
  MD: 'Moldova',
  MK: 'North Macedonia',
  PS: 'Palestine',
  RU: 'Russia',
  SY: 'Syria',
  TW: 'Taiwan',
  TZ: 'Tanzania',
  US: 'United States',
  VA: 'Vatican City',
};

const CODE_BY_DISPLAY_NAME = new Map(
  Object.entries(DISPLAY_NAMES).map(([code, name]) => [name.toLowerCase(), code]),
);

/** The regions whose names stand for many countries (zones such as Europe2 or World1). */
export type Region = 'middle-east' | 'europe' | 'asia' | 'africa' | 'america' | 'world';

const REGION_KEYWORDS: readonly (readonly [keyword: string, region: Region])[] = [
  ['middle east', 'middle-east'],
  ['europe', 'europe'],
  ['asia', 'asia'],
  ['africa', 'africa'],
  ['america', 'america'],
  ['world', 'world'],
];

/** The country with this ISO alpha-2 code; throws for a code ISO 3166-1 does not know. */
export function countryFromCode(alpha2: string): Country {
  const code = alpha2.trim().toUpperCase();
  const isoName = isoCountries.getName(code, 'en');
  const alpha3 = isoCountries.alpha2ToAlpha3(code);
  if (!isoName || !alpha3) throw new Error(`Unknown country code: ${alpha2}`);
  return { name: DISPLAY_NAMES[code] ?? isoName, alpha2: code, alpha3, flag: flagEmoji(code) };
}

function knownAlpha2(name: string): string | undefined {
  const trimmed = name.trim();
  return CODE_BY_DISPLAY_NAME.get(trimmed.toLowerCase()) ?? isoCountries.getAlpha2Code(trimmed, 'en');
}

/** ISO codes of a country name; an unknown name falls back to its first two (three) letters upper-cased. */
export function countryCodes(name: string): { alpha2: string; alpha3: string } {
  const alpha2 = knownAlpha2(name);
  const alpha3 = alpha2 && isoCountries.alpha2ToAlpha3(alpha2);
  if (alpha2 && alpha3) return { alpha2, alpha3 };
  const letters = name.trim().toUpperCase();
  return { alpha2: letters.slice(0, 2), alpha3: letters.slice(0, 3) };
}

/** The flag emoji of an alpha-2 code (two regional indicator symbols); '' when it is not two letters. */
export function flagEmoji(alpha2: string): string {
  const code = alpha2.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

/** What stands next to a destination's name: a country's flag or a region's globe. */
export type DestinationMark = { kind: 'flag'; alpha2: string } | { kind: 'region'; region: Region };

/**
 * The mark shown next to a destination: a regional globe for zone-like names (Europe, Asia, Africa,
 * America, Middle East, World), otherwise the country's flag. Real countries are checked first so
 * that South Africa or American Samoa keep their own flag.
 */
export function destinationMark(name: string): DestinationMark {
  const alpha2 = knownAlpha2(name);
  if (alpha2) return { kind: 'flag', alpha2 };
  const lower = name.toLowerCase();
  const regional = REGION_KEYWORDS.find(([keyword]) => lower.includes(keyword));
  return regional
    ? { kind: 'region', region: regional[1] }
    : { kind: 'flag', alpha2: countryCodes(name).alpha2 };
}
