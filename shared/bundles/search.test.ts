import fc from 'fast-check';
import { activeBundles } from '../catalogue/catalogue';
import { loadCatalogue } from '../catalogue/shipped-catalogue';
import { MESSAGES } from '../validation/messages';
import { offerFromRow, searchBundles, tripLengthDays } from './search';

const catalogue = loadCatalogue();
const day = (iso: string) => new Date(`${iso}T00:00:00`);
const search = (countries: string[], start: string | null = null, end: string | null = null) =>
  searchBundles(catalogue, {
    countries,
    startDate: start ? day(start) : null,
    endDate: end ? day(end) : null,
  });
const ids = (countries: string[], start: string | null = null, end: string | null = null) =>
  search(countries, start, end).offers.map((offer) => offer.bundleId);

describe('tripLengthDays', () => {
  it.each([
    ['2025-07-01T00:00:00', '2025-07-01T00:00:00', 1],
    ['2025-07-01T00:00:00', '2025-07-02T00:00:00', 2],
    ['2025-07-01T00:00:00', '2025-07-11T00:00:00', 11],
    ['2025-07-01T10:00:00', '2025-07-02T09:00:00', 2],
    ['2025-07-01T10:00:00', '2025-07-02T11:00:00', 3],
    ['2025-07-05T00:00:00', '2025-07-01T00:00:00', 1],
  ])('%s → %s is %i days', (start, end, days) => {
    expect(tripLengthDays(new Date(start), new Date(end))).toBe(days);
  });

  describe('across a daylight-saving change', () => {
    const originalTz = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = 'Europe/Amsterdam';
    });
    afterAll(() => {
      process.env.TZ = originalTz;
    });

    it.each([
      ['2025-10-25', '2025-10-27', 3],
      ['2025-03-29', '2025-03-31', 3],
    ])('%s → %s is %i days', (start, end, days) => {
      expect(tripLengthDays(day(start), day(end))).toBe(days);
    });
  });
});

describe('offerFromRow', () => {
  it('describes the Europe 5 GB bundle with its net and VAT-inclusive price', () => {
    const row = activeBundles(catalogue).find((r) => r['Bundle ID'] === '01032_3')!;
    const europe = catalogue.zones.find((zone) => zone.name === 'Europe')!;
    expect(offerFromRow(catalogue, row)).toEqual({
      id: '01032_3',
      name: 'Europe 5GB',
      description: '5GB data for 10 days in Europe',
      price: 1373,
      priceWithVat: 1661,
      dataAmount: 5,
      validityDays: 10,
      regions: ['Europe'],
      isPopular: false,
      zone: 'Europe',
      size: '5GB',
      countries: europe.countries.map((country) => country.name),
      bundleId: '01032_3',
    });
  });

  it('names and sizes the half-gigabyte bundle alike, in MB', () => {
    const row = activeBundles(catalogue).find((r) => r['Bundle ID'] === '01032_6')!;
    expect(offerFromRow(catalogue, row)).toMatchObject({
      name: 'Europe 512MB',
      description: '512MB data for 2 days in Europe',
      size: '512MB',
      dataAmount: 0.5,
      price: 345,
      priceWithVat: 417,
    });
  });
});

describe('searchBundles', () => {
  it.each([[[]], [['']], [['  ']]])('offers nothing without a destination (%j)', (countries) => {
    expect(search(countries)).toEqual({
      offers: [],
      message: 'Please select at least one destination.',
      messageLevel: 'error',
      warning: null,
    });
  });

  it.each([
    ['France', ['01032_6', '01032_5', '01032_3', '01032_2', '01032_1', '01125_1']],
    ['United States', ['01038_4', '01038_2', '01038_1']],
    ['Brazil', ['01121_1', '01121_2', '01121_3', '01121_4', '01121_5']],
    ['Japan', ['01122_1', '01122_2', '01122_3', '01122_4', '01122_5']],
    ['Qatar', ['01041_4', '01041_2', '01041_1']],
    ['Kenya', ['01042_4', '01042_2', '01042_1']],
  ])('lists the bundles of the zone of %s, longest per data amount, cheapest first', (country, expected) => {
    const result = search([country]);
    expect(result.offers.map((offer) => offer.bundleId)).toEqual(expected);
    expect(result).toMatchObject({ message: null, messageLevel: null, warning: null });
  });

  it('lists offers by ascending price', () => {
    const prices = search(['France']).offers.map((offer) => offer.price);
    expect(prices).toEqual([345, 459, 1373, 2517, 4803, 11661]);
  });

  it('matches country names whatever their case', () => {
    expect(ids(['fRANCE', ' germany '])).toEqual(ids(['France', 'Germany']));
  });

  it.each([
    [
      'a same-day trip keeps every bundle',
      '2025-07-01',
      '2025-07-01',
      ['01032_6', '01032_5', '01032_3', '01032_2', '01032_1', '01125_1'],
    ],
    [
      'a 2-day trip keeps the 2-day bundle',
      '2025-07-01',
      '2025-07-02',
      ['01032_6', '01032_5', '01032_3', '01032_2', '01032_1', '01125_1'],
    ],
    [
      'a 3-day trip drops the 2-day bundle',
      '2025-07-01',
      '2025-07-03',
      ['01032_5', '01032_3', '01032_2', '01032_1', '01125_1'],
    ],
    [
      'an 8-day trip needs 10 days or more',
      '2025-07-01',
      '2025-07-08',
      ['01032_3', '01032_2', '01032_1', '01125_1'],
    ],
    ['a 31-day trip needs the 60-day bundle', '2025-07-01', '2025-07-31', ['01125_1']],
  ])('Europe: %s', (_label, start, end, expected) => {
    expect(ids(['Spain'], start, end)).toEqual(expected);
  });

  it('offers only bundles long enough once a shorter one of the same size is dropped', () => {
    // Asia Pacific has 1 GB for 5, 7 and 30 days; a 6-day trip keeps the 30-day one per size.
    expect(ids(['Thailand'], '2025-07-01', '2025-07-06')).toEqual([
      '01122_1',
      '01122_2',
      '01122_3',
      '01122_4',
      '01122_5',
    ]);
  });

  it('offers every bundle with a warning when the trip is longer than all of them', () => {
    const result = search(['Italy'], '2025-07-01', '2025-09-15');
    expect(result.offers.map((offer) => offer.bundleId)).toEqual(ids(['Italy']));
    expect(result).toMatchObject({
      message:
        'Your trip is longer than our standard bundle validity periods. Consider purchasing multiple bundles.',
      messageLevel: 'warning',
      warning: null,
    });
  });

  it('explains that countries of two zones need separate bundles', () => {
    expect(search(['France', 'Japan'], '2025-07-01', '2025-07-05')).toEqual({
      offers: [],
      message: "We couldn't find bundles covering all your selected destinations.",
      messageLevel: 'error',
      warning:
        'Current selection of countries is unavailable in a single bundle. Please consider purchasing separate bundles for our zones.',
    });
  });

  it('offers the zone that covers every selected country', () => {
    expect(ids(['France', 'Germany', 'Norway'])).toEqual(ids(['France']));
  });

  it("lists the traveller's destinations first in each offer's countries, keeping the whole coverage", () => {
    const [offer] = search(['spain', 'France']).offers;
    const zone = catalogue.zones.find((z) => z.name === offer?.zone);
    expect(offer?.countries.slice(0, 2).sort()).toEqual(['France', 'Spain']);
    expect([...(offer?.countries ?? [])].sort()).toEqual(zone?.countries.map((c) => c.name).sort());
  });

  it.each([[['Atlantis']], [['France', 'Atlantis']], [['Antarctica']]])(
    'finds nothing for a country no zone sells (%j)',
    (countries) => {
      expect(search(countries)).toEqual({
        offers: [],
        message: MESSAGES.search.noCoverage,
        messageLevel: 'error',
        warning: null,
      });
    },
  );

  it('never offers an Inactive bundle or a hidden zone', () => {
    // Serbia is only in Europe2 and the World zones, which have no Active bundle.
    expect(search(['Serbia']).offers).toEqual([]);
    const offered = new Set(search(['Germany']).offers.map((offer) => offer.zone));
    expect([...offered]).toEqual(['Europe']);
  });
});

describe('searchBundles properties', () => {
  const allCountryNames = [...new Set(catalogue.zones.flatMap((zone) => zone.countries.map((c) => c.name)))];
  const zoneCountries = new Map(
    catalogue.zones.map((zone) => [zone.name, new Set(zone.countries.map((c) => c.name))]),
  );
  const tripArb = fc.record({
    countries: fc.uniqueArray(fc.constantFrom(...allCountryNames), { minLength: 1, maxLength: 4 }),
    start: fc.date({ min: new Date('2025-01-01'), max: new Date('2027-01-01'), noInvalidDate: true }),
    lengthHours: fc.integer({ min: 0, max: 24 * 90 }),
  });

  it('never offers a bundle that misses a selected country', () => {
    fc.assert(
      fc.property(tripArb, ({ countries, start, lengthHours }) => {
        const end = new Date(start.getTime() + lengthHours * 3_600_000);
        const { offers } = searchBundles(catalogue, { countries, startDate: start, endDate: end });
        for (const offer of offers) {
          expect(countries.every((name) => zoneCountries.get(offer.zone)?.has(name))).toBe(true);
        }
      }),
    );
  });

  it('never offers a bundle shorter than the trip when a long-enough one exists', () => {
    fc.assert(
      fc.property(tripArb, ({ countries, start, lengthHours }) => {
        const end = new Date(start.getTime() + lengthHours * 3_600_000);
        const trip = tripLengthDays(start, end);
        const longEnoughExists = activeBundles(catalogue).some(
          (row) =>
            row['Bundle Validity Period (Days)'] >= trip &&
            countries.every((name) => zoneCountries.get(row.BundleZone)?.has(name)),
        );
        const { offers, message } = searchBundles(catalogue, { countries, startDate: start, endDate: end });
        expect(offers.every((offer) => offer.validityDays >= trip)).toBe(
          longEnoughExists || offers.length === 0,
        );
        expect(message === MESSAGES.search.tripTooLong).toBe(!longEnoughExists && offers.length > 0);
      }),
    );
  });

  it('lists offers cheapest first with one offer per zone and data amount', () => {
    fc.assert(
      fc.property(tripArb, ({ countries, start, lengthHours }) => {
        const end = new Date(start.getTime() + lengthHours * 3_600_000);
        const { offers, message, messageLevel } = searchBundles(catalogue, {
          countries,
          startDate: start,
          endDate: end,
        });
        const prices = offers.map((offer) => offer.price);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
        const keys = offers.map((offer) => `${offer.zone}/${offer.dataAmount}`);
        expect(new Set(keys).size).toBe(keys.length);
        expect(messageLevel).toBe(message === null ? null : offers.length === 0 ? 'error' : 'warning');
      }),
    );
  });
});
