import { loadCatalogue } from '../catalogue/shipped-catalogue';
import { bundlePriceCents } from '../pricing/pricing';
import { offerFromRow } from './search';
import { bundleNameOf, findTopUpOffer, topUpOffers, zoneOfBundle } from './top-up-offers';

const catalogue = loadCatalogue();

describe('topUpOffers', () => {
  it("prices Europe's bundles from the top-up table per tier, VAT added, cheapest first", () => {
    // The spec's Europe top-up prices before VAT: 512 MB 1.14, 1 GB 2.29, 5 GB 11.43, 10 GB 22.86, 20 GB 45.72, 50 GB 114.31.
    expect(
      topUpOffers(catalogue, 'Europe').map((o) => [o.bundleId, o.size, o.price, o.priceWithVat]),
    ).toEqual([
      ['01032_6', '512MB', 114, 138],
      ['01032_5', '1GB', 229, 277],
      ['01032_3', '5GB', 1143, 1383],
      ['01032_2', '10GB', 2286, 2766],
      ['01032_1', '20GB', 4572, 5532],
      ['01125_1', '50GB', 11431, 13832],
    ]);
  });

  it('costs less than an eSIM of the same bundle: a top-up is data only', () => {
    for (const zone of ['Europe', 'North America', 'Asia Pacific', 'Middle East', 'Africa']) {
      for (const offer of topUpOffers(catalogue, zone)) {
        expect(offer.price).toBeLessThan(bundlePriceCents(catalogue, zone, offer.dataAmount * 1024, 'esim'));
      }
    }
  });

  it('offers one bundle per data amount, the longest validity, and only the zone asked for', () => {
    const offers = topUpOffers(catalogue, 'Central and South America');
    expect(offers.every((o) => o.zone === 'Central and South America')).toBe(true);
    const oneGb = offers.filter((o) => o.size === '1GB');
    // 01121_1 (1 GB, 30 days) and 01039_3 (1 GB, 5 days) share a size: the 30-day one is offered.
    expect(oneGb.map((o) => [o.bundleId, o.validityDays])).toEqual([['01121_1', 30]]);
    // 3072 MB sits in the 3 GB tier.
    expect(offers.find((o) => o.bundleId === '01121_2')?.price).toBe(
      catalogue.prices['Central and South America']!.topup['3GB'],
    );
  });

  it('has nothing for a zone without active bundles or an unknown one', () => {
    expect(topUpOffers(catalogue, 'World1')).toEqual([]);
    expect(topUpOffers(catalogue, 'Atlantis')).toEqual([]);
  });
});

describe('findTopUpOffer and zoneOfBundle', () => {
  it("finds a top-up only among the eSIM zone's offers", () => {
    expect(findTopUpOffer(catalogue, 'Europe', '01032_5')?.priceWithVat).toBe(277);
    expect(findTopUpOffer(catalogue, 'Europe', '01038_1')).toBeNull();
    expect(findTopUpOffer(catalogue, 'Europe', 'nope')).toBeNull();
  });

  it('names the zone of a catalogue bundle, null for an unknown or missing id', () => {
    expect(zoneOfBundle(catalogue, '01038_2')).toBe('North America');
    expect(zoneOfBundle(catalogue, 'nope')).toBeNull();
    expect(zoneOfBundle(catalogue, null)).toBeNull();
  });
});

describe('bundleNameOf', () => {
  it('names a bundle by zone and data amount, as its offer does, even when it is no longer sold', () => {
    expect(bundleNameOf(catalogue, '01032_5')).toBe('Europe 1GB');
    expect(bundleNameOf(catalogue, '01043_1')).toBe('Europe2 10GB');
    const row = catalogue.bundles.find((candidate) => candidate['Bundle ID'] === '01032_6')!;
    expect(bundleNameOf(catalogue, '01032_6')).toBe(offerFromRow(catalogue, row).name);
  });

  it('has no name for an unknown or missing id', () => {
    expect(bundleNameOf(catalogue, 'nope')).toBeNull();
    expect(bundleNameOf(catalogue, null)).toBeNull();
  });
});
