// The library's own entry (not its Node entry) so that only the English names are bundled into the
// Lambdas. The browser never loads this table: its catalogue is resolved at build time.
import isoCountries from 'i18n-iso-countries/index.js';
import en from 'i18n-iso-countries/langs/en.json';
import { flagEmoji } from './destination-mark';

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

/** The country with this ISO alpha-2 code; throws for a code ISO 3166-1 does not know. */
export function countryFromCode(alpha2: string): Country {
  const code = alpha2.trim().toUpperCase();
  const isoName = isoCountries.getName(code, 'en');
  const alpha3 = isoCountries.alpha2ToAlpha3(code);
  if (!isoName || !alpha3) throw new Error(`Unknown country code: ${alpha2}`);
  return { name: DISPLAY_NAMES[code] ?? isoName, alpha2: code, alpha3, flag: flagEmoji(code) };
}
