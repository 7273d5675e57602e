import { visibleZones, type Catalogue, type Zone } from '../catalogue/catalogue';

/** How much of a zone the selection holds. */
export function zoneSelectionState(selected: readonly string[], zone: Zone): 'all' | 'partial' | 'none' {
  const chosen = new Set(selected);
  const count = zone.countries.filter((country) => chosen.has(country.name)).length;
  if (count === 0) return 'none';
  return count === zone.countries.length ? 'all' : 'partial';
}

/** Selects every country of the zone, or deselects them all when the zone is already fully selected. */
export function toggleZone(selected: readonly string[], zone: Zone): string[] {
  const names = zone.countries.map((country) => country.name);
  if (zoneSelectionState(selected, zone) === 'all') {
    const inZone = new Set(names);
    return selected.filter((name) => !inZone.has(name));
  }
  return [...selected, ...names.filter((name) => !selected.includes(name))];
}

/** Adds the country, or removes it when it is already selected. */
export function toggleCountry(selected: readonly string[], name: string): string[] {
  return selected.includes(name) ? selected.filter((n) => n !== name) : [...selected, name];
}

/** '1 country' or 'N countries'. */
export function countryCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'country' : 'countries'}`;
}

/** The 'Selected Zones' list: each visible zone holding selected countries, with how many. */
export function selectedZoneSummaries(
  catalogue: Catalogue,
  selected: readonly string[],
): { zone: string; count: number; label: string }[] {
  const chosen = new Set(selected);
  return visibleZones(catalogue)
    .map((zone) => ({ zone: zone.name, count: zone.countries.filter((c) => chosen.has(c.name)).length }))
    .filter((summary) => summary.count > 0)
    .map((summary) => ({ ...summary, label: countryCountLabel(summary.count) }));
}
