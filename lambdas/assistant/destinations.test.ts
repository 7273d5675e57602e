import { loadCatalogue } from '../../shared/catalogue/shipped-catalogue';
import {
  bestDestinations,
  matchDestinations,
  searchDestinations,
} from '../../shared/catalogue/destination-search';
import { placesNamed } from './destinations';
import { searchBundlesTool } from './shop-tools';

const catalogue = loadCatalogue();
const TODAY = new Date('2026-06-01T09:00:00Z');
const keys = (places: ReturnType<typeof placesNamed>) =>
  places.map((place) => (place.kind === 'zone' ? `zone:${place.zone}` : place.code));

describe('placesNamed: one destination name, as the planner ranks it', () => {
  it.each([
    ['USA', ['US']],
    ['uk', ['GB']],
    ['Holland', ['NL']],
    ['México', ['MX']],
    ['America', ['US']],
    ['latin america', ['zone:Central and South America']],
    ['germ', ['DE']],
    // Not the planner's: names in other languages and several places in one argument.
    ['Espagne', ['ES']],
    ['Tokyo, Japan', ['JP']],
    ['Serbia', ['RS']],
    // A part of a name that begins none, or several, names nothing.
    ['land', []],
    ['united', []],
  ])('%j is %j', (name, expected) => {
    expect(keys(placesNamed(catalogue, name))).toEqual(expected);
  });
});

describe('the planner and the assistant answer a destination query alike', () => {
  it.each([
    'USA',
    'uk',
    'Holland',
    'México',
    'czech republic',
    'Macau',
    'korea',
    'Dubai',
    'America',
    'fr',
    'Europa',
  ])('%j', (query) => {
    const assistant = searchBundlesTool(catalogue, { countries: [query], days: 7 }, TODAY);
    // The planner lists the matches best first; its top-ranked one is what the assistant searches for.
    const top = bestDestinations(matchDestinations(catalogue, query));
    const planner = searchDestinations(catalogue, query);
    expect(top).toHaveLength(1);
    const match = top[0]!;
    const [wanted, plannerFirst] =
      match.kind === 'zone' ? [match.zone, planner.zones[0]] : [match.country, planner.countries[0]];
    expect(plannerFirst).toEqual(wanted);
    const countries = match.kind === 'zone' ? match.zone.countries : [match.country];
    expect(assistant.countries).toEqual(countries.map((c) => c.name));
  });
});
