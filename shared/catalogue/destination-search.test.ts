import { loadCatalogue } from './shipped-catalogue';
import { bestDestinations, foldText, matchDestinations, searchDestinations } from './destination-search';

const catalogue = loadCatalogue();
const VISIBLE = [
  'Europe',
  'North America',
  'Central and South America',
  'Asia Pacific',
  'Middle East',
  'Africa',
];

const found = (query: string) => {
  const result = searchDestinations(catalogue, query);
  return { zones: result.zones.map((zone) => zone.name), countries: result.countries.map((c) => c.name) };
};
const best = (query: string) =>
  bestDestinations(matchDestinations(catalogue, query)).map((m) =>
    m.kind === 'zone' ? `zone:${m.zone.name}` : m.country.alpha2,
  );

describe('searchDestinations (the planner search field)', () => {
  it.each(['', '   '])('lists every visible zone and no country for %j', (query) => {
    expect(found(query)).toEqual({ zones: VISIBLE, countries: [] });
  });

  it.each([
    ['eur', ['Europe'], []],
    ['fra', [], ['France']],
    [
      'land',
      [],
      ['Finland', 'Iceland', 'Ireland', 'Netherlands', 'New Zealand', 'Poland', 'Switzerland', 'Thailand'],
    ],
    ['africa', ['Africa'], ['South Africa']],
    ['united', [], ['United Arab Emirates', 'United Kingdom', 'United States']],
    ['serbia', [], []],
    ['zzz', [], []],
  ])('%j finds zones %j and countries %j', (query, zones, countries) => {
    expect(found(query)).toEqual({ zones, countries });
  });

  // Where the planner's substring search and the assistant's place names used to answer differently.
  it.each([
    ['AMERICA', ['North America', 'Central and South America'], ['United States']],
    ['USA', [], ['United States']],
    ['u.s.', [], ['United States']],
    ['uk', [], ['United Kingdom']],
    ['Holland', [], ['Netherlands']],
    ['México', [], ['Mexico']],
    ['czech republic', [], ['Czechia']],
    ['Macau', [], ['Macao']],
    ['korea', [], ['South Korea']],
    ['Dubai', [], ['United Arab Emirates']],
    ['latin america', ['Central and South America'], []],
    ['Europa', ['Europe'], []],
  ])('%j finds zones %j and countries %j, as the assistant reads it', (query, zones, countries) => {
    expect(found(query)).toEqual({ zones, countries });
  });

  it('ranks an exact name or code above names that only contain the query', () => {
    expect(found('fr')).toEqual({ zones: ['Africa'], countries: ['France', 'South Africa'] });
    expect(found('in').countries.slice(0, 2)).toEqual(['India', 'Indonesia']);
    expect(found('us').countries[0]).toBe('United States');
  });

  it('returns each country once with its flag', () => {
    expect(searchDestinations(catalogue, 'japan').countries).toEqual([
      { name: 'Japan', alpha2: 'JP', alpha3: 'JPN', flag: '🇯🇵' },
    ]);
  });
});

describe('bestDestinations (the assistant naming one destination)', () => {
  it.each([
    ['America', ['US']],
    ['Europe', ['zone:Europe']],
    ['South Africa', ['ZA']],
    ['Africa', ['zone:Africa']],
    ['IT', ['IT']],
    ['germ', ['DE']],
    ['united', ['AE', 'GB', 'US']],
    ['Serbia', []],
  ])('%j means %j', (query, expected) => {
    expect(best(query)).toEqual(expected);
  });
});

describe('foldText', () => {
  it('drops case, accents and punctuation', () => {
    expect(foldText("  Côte d'Ivoire! ")).toBe('cote d ivoire');
    expect(foldText('MÉXICO')).toBe('mexico');
  });
});
