import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import shipped from 'virtual:shipped-catalogue';
import { CATALOGUE_ROUTES } from '@shared/api/catalogue.routes';
import { offerFromRow, searchBundles, type BundleOffer } from '@shared/bundles/search';
import { findBundle, type Catalogue } from '@shared/catalogue/catalogue';
import { formatEur } from '@shared/pricing/money';
import { addDays } from '@shared/validation/trip-dates';
import { cartItemFromOffer } from '@/features/cart';
import { CATALOGUE_PATH, CatalogueRefresh } from '@/lib/catalogue-store';
import { publishedCatalogue, withEsimPrice, withoutBundles } from '@/testing/mocks/handlers/catalogue';
import { server } from '@/testing/mocks/server';
import { MemoryStorage, renderWithProviders } from '@/testing/render';
import { LinkedPlannerWithCart } from './planner-with-cart';
import CheckoutRoute from './routes/checkout';

vi.setConfig({ testTimeout: 30_000 });

const TRIP_DAYS = 7;
const results = () => screen.findByRole('radiogroup', { name: 'Recommended Bundles' });
const cardName = (offer: BundleOffer) =>
  `${offer.name}, ${offer.validityDays} days, ${formatEur(offer.priceWithVat)}`;

/** The offers the planner makes for a week in France from `catalogue`. */
const franceOffers = (catalogue: Catalogue) => {
  // One instant for both ends: a millisecond between two `new Date()`s makes the trip a day longer.
  const today = new Date();
  return searchBundles(catalogue, {
    countries: ['France'],
    startDate: today,
    endDate: addDays(today, TRIP_DAYS - 1),
  }).offers;
};

const europe1Gb = (catalogue: Catalogue) =>
  franceOffers(catalogue).find((offer) => offer.name === 'Europe 1GB')!;

function renderPlanner() {
  return renderWithProviders(
    <>
      <CatalogueRefresh />
      <LinkedPlannerWithCart />
    </>,
    { route: `/bundleselector?countries=FR&days=${TRIP_DAYS}` },
  );
}

describe("the shop's catalogue: the build's first, the operator's once the API answers", () => {
  it('asks the path the route contract declares', () => {
    expect(CATALOGUE_ROUTES['get-catalogue'].path).toBe(CATALOGUE_PATH);
  });

  it("shows a price the operator changed instead of the build's, in the planner", async () => {
    const built = europe1Gb(shipped);
    const changed = withEsimPrice('Europe', '1GB', shipped.prices['Europe']!.esim['1GB'] + 140);
    const served = europe1Gb(changed);
    expect(served.priceWithVat).not.toBe(built.priceWithVat);
    server.use(publishedCatalogue(changed));

    renderPlanner();

    const list = await results();
    expect(await within(list).findByRole('radio', { name: cardName(served) })).toBeInTheDocument();
    expect(within(list).queryByRole('radio', { name: cardName(built) })).not.toBeInTheDocument();
  });

  it("drops a bundle the operator withdrew, and shows the build's until the API answers", async () => {
    const withdrawn = (row: Catalogue['bundles'][number]) =>
      row.BundleZone === 'Europe' && row['Bundle Value (MB)'] === 1024;
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    // The API answers once the build's catalogue has been seen.
    server.use(
      http.get(CATALOGUE_PATH, async () => {
        await answered;
        return HttpResponse.json(withoutBundles(withdrawn));
      }),
    );

    renderPlanner();

    const list = await results();
    expect(within(list).getByRole('radio', { name: cardName(europe1Gb(shipped)) })).toBeInTheDocument();
    answer();
    await waitFor(() =>
      expect(within(list).queryByRole('radio', { name: /^Europe 1GB,/ })).not.toBeInTheDocument(),
    );
    expect(within(list).getAllByRole('radio').length).toBeGreaterThan(0);
  });

  it('offers a bundle the operator activated since the build', async () => {
    const added = {
      BundleZone: 'Europe',
      BundleStatus: 'Active',
      'Bundle ID': '01300_1',
      'Bundle Value (MB)': 2048,
      'Bundle Validity Period (Days)': 8,
    };
    const activated: Catalogue = {
      ...shipped,
      version: `${shipped.version}+01300_1`,
      bundles: [...shipped.bundles, added],
    };
    const offer = franceOffers(activated).find((candidate) => candidate.bundleId === '01300_1');
    expect(offer).toBeDefined();
    expect(franceOffers(shipped).some((candidate) => candidate.bundleId === '01300_1')).toBe(false);
    server.use(publishedCatalogue(activated));

    const { user } = renderPlanner();

    await results();
    // The list shows the first few offers; the rest behind 'Show N more options'.
    await user.click(await screen.findByRole('button', { name: /^Show \d+ more option/ }));
    expect(await screen.findByRole('radio', { name: cardName(offer!) })).toBeInTheDocument();
  });

  it("prices a cart filled at the build's price at the operator's price in the checkout", async () => {
    const row = findBundle(shipped, europe1Gb(shipped).bundleId)!;
    const item = cartItemFromOffer(offerFromRow(shipped, row));
    const storage = new MemoryStorage();
    storage.setItem('cart', JSON.stringify({ items: [item], total: item.price }));
    const changed = withEsimPrice('Europe', '1GB', shipped.prices['Europe']!.esim['1GB'] + 140);
    const served = cartItemFromOffer(offerFromRow(changed, row));
    server.use(publishedCatalogue(changed));

    renderWithProviders(
      <>
        <CatalogueRefresh />
        <CheckoutRoute />
      </>,
      { route: '/checkout', storage },
    );

    const summary = await screen.findByTestId('checkout-item');
    await waitFor(() => expect(within(summary).getByText(formatEur(served.price))).toBeInTheDocument());
    expect(within(summary).queryByText(formatEur(item.price))).not.toBeInTheDocument();
  });
});
