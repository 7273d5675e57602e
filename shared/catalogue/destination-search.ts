import { visibleZones, type Catalogue, type Zone } from './catalogue';
import type { Country } from './countries';

/**
 * The one destination matcher: the planner's search field and the support assistant both ask it
 * which of the shop's zones and countries a name means, so "USA", "UK", "Holland" or "México" find
 * the same destination in either. Names are compared folded (case and accents ignored); a country
 * is also found by its ISO alpha-2 code and the names below.
 */

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
 * Names travellers use that are not the catalogue's country names: short forms, former names,
 * constituent countries, islands and big cities.
 */
export const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
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

/**
 * Abbreviations. In a search field each is the country; in running text they are also English
 * words ("us"), so there they count only when written in capitals.
 */
export const CAPITAL_ALIASES: Readonly<Record<string, string>> = {
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

/** Zone names and what travellers call them, in the languages the shop's visitors write most. */
export const ZONE_ALIASES: Readonly<Record<string, string>> = {
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

/**
 * How well a destination fits a query, best first: a name, alias or code equal to it; a name or
 * alias starting with it; a word of one starting with it; the shown name containing it.
 */
export const MATCH_RANKS = ['exact', 'prefix', 'word', 'contains'] as const;
export type MatchRank = (typeof MATCH_RANKS)[number];

export type DestinationMatch =
  { kind: 'zone'; zone: Zone; rank: MatchRank } | { kind: 'country'; country: Country; rank: MatchRank };

/** A destination with its shown name and the other names (folded) it is found by. */
interface Candidate {
  match: { kind: 'zone'; zone: Zone } | { kind: 'country'; country: Country };
  shown: string;
  aliases: string[];
}

const namesByTarget = (table: Readonly<Record<string, string>>) => {
  const names = new Map<string, string[]>();
  for (const [name, target] of Object.entries(table)) names.set(target, [...(names.get(target) ?? []), name]);
  return names;
};

/** Visible zones, then each of their countries once, with their aliases; built once per catalogue. */
function buildCandidates(catalogue: Catalogue): Candidate[] {
  const zoneAliases = namesByTarget(ZONE_ALIASES);
  const countryAliases = namesByTarget({ ...COUNTRY_ALIASES, ...CAPITAL_ALIASES });
  const zones = visibleZones(catalogue);
  const countries = new Map(zones.flatMap((zone) => zone.countries.map((c) => [c.alpha2, c] as const)));
  return [
    ...zones.map((zone) => ({
      match: { kind: 'zone' as const, zone },
      shown: foldText(zone.name),
      aliases: (zoneAliases.get(zone.name) ?? []).map(foldText),
    })),
    ...[...countries.values()].map((country) => ({
      match: { kind: 'country' as const, country },
      shown: foldText(country.name),
      aliases: [country.alpha2, ...(countryAliases.get(country.alpha2) ?? [])].map(foldText),
    })),
  ];
}

const candidatesByCatalogue = new WeakMap<Catalogue, Candidate[]>();

/** How well `candidate` fits the folded query, or null when it does not. */
function rankOf({ shown, aliases }: Candidate, query: string): MatchRank | null {
  const names = [shown, ...aliases];
  if (names.includes(query)) return 'exact';
  if (names.some((name) => name.startsWith(query))) return 'prefix';
  if (names.some((name) => name.split(' ').some((word) => word.startsWith(query)))) return 'word';
  // Only the shown name is searched inside: "land" is Finland, not England's United Kingdom.
  return shown.includes(query) ? 'contains' : null;
}

const rankIndex = (rank: MatchRank) => MATCH_RANKS.indexOf(rank);

/**
 * The visible zones and countries a query names, best first; at the same rank zones come before
 * countries, zones in catalogue order and countries by name. An empty query names nothing.
 */
export function matchDestinations(catalogue: Catalogue, query: string): DestinationMatch[] {
  const folded = foldText(query);
  if (folded === '') return [];
  let candidates = candidatesByCatalogue.get(catalogue);
  if (!candidates) {
    candidates = buildCandidates(catalogue);
    candidatesByCatalogue.set(catalogue, candidates);
  }
  const matches: DestinationMatch[] = [];
  for (const candidate of candidates) {
    const rank = rankOf(candidate, folded);
    if (rank) matches.push({ ...candidate.match, rank });
  }
  const kindOrder = (m: DestinationMatch) => (m.kind === 'zone' ? 0 : 1);
  return matches.sort(
    (a, b) =>
      rankIndex(a.rank) - rankIndex(b.rank) ||
      kindOrder(a) - kindOrder(b) ||
      (a.kind === 'country' && b.kind === 'country' ? a.country.name.localeCompare(b.country.name) : 0),
  );
}

/** The matches of the best rank: what a query means when only one answer is wanted. */
export function bestDestinations(matches: readonly DestinationMatch[]): DestinationMatch[] {
  return matches.filter((match) => match.rank === matches[0]?.rank);
}

/**
 * The planner's search: the matching zones and countries, each list best first. An empty query
 * lists every visible zone and no country.
 */
export function searchDestinations(
  catalogue: Catalogue,
  query: string,
): { zones: Zone[]; countries: Country[] } {
  if (foldText(query) === '') return { zones: visibleZones(catalogue), countries: [] };
  const matches = matchDestinations(catalogue, query);
  return {
    zones: matches.flatMap((m) => (m.kind === 'zone' ? [m.zone] : [])),
    countries: matches.flatMap((m) => (m.kind === 'country' ? [m.country] : [])),
  };
}
