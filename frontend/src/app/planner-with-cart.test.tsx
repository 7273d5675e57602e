import { screen, within } from '@testing-library/react';
import { searchBundles } from '@shared/bundles/search';
import { loadCatalogue } from '@shared/catalogue/shipped-catalogue';
import { formatEur } from '@shared/pricing/money';
import { addDays } from '@shared/validation/trip-dates';
import { renderWithProviders } from '@/testing/render';
import { LinkedPlannerWithCart, PlannerWithCart } from './planner-with-cart';

vi.setConfig({ testTimeout: 30_000 });

describe('choosing a bundle in the planner', () => {
  it('puts the chosen bundle in the cart, toasts Added to cart and goes to checkout', async () => {
    const { user, storage } = renderWithProviders(<PlannerWithCart />);

    await user.click(screen.getByRole('button', { name: /^North America \d+ countries$/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'When do you arrive?' }));
    await user.click(screen.getByRole('button', { name: /^Today, / }));
    await user.click(screen.getByRole('button', { name: 'Extend trip by 1 day' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const cheapest = within(
      await screen.findByRole('radiogroup', { name: 'Recommended Bundles' }),
    ).getAllByRole('radio')[0];
    expect(cheapest).toHaveAttribute('aria-checked', 'true');

    await user.click(screen.getByRole('button', { name: 'Start your journey and go to payment' }));

    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(screen.getByText('North America 1GB added to your cart')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
    const saved = JSON.parse(storage.getItem('cart') ?? '') as {
      items: { bundleId: string; price: number }[];
    };
    expect(saved.items).toHaveLength(1);
    expect(saved.items[0]?.bundleId).toMatch(/^01038_/);
  });
});

describe('opening the planner from a link', () => {
  const results = () => screen.findByRole('radiogroup', { name: 'Recommended Bundles' });

  it('starts on the results with the linked countries and a trip of the linked length', async () => {
    renderWithProviders(<LinkedPlannerWithCart />, { route: '/bundleselector?countries=ES,IT&days=12' });
    const cards = within(await results()).getAllByRole('radio');
    const today = new Date();
    const expected = searchBundles(loadCatalogue(), {
      countries: ['Spain', 'Italy'],
      startDate: today,
      endDate: addDays(today, 11),
    }).offers;
    expect(cards[0]).toHaveAccessibleName(
      `${expected[0]!.name}, ${expected[0]!.validityDays} days, ${formatEur(expected[0]!.priceWithVat)}`,
    );
    expect(cards[0]).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('button', { name: '2 destinations' })).toBeInTheDocument();
    expect(screen.getByText('12 days')).toBeInTheDocument();
  });

  it('shows the linked dates as the travel period', async () => {
    const year = new Date().getFullYear() + 1;
    renderWithProviders(<LinkedPlannerWithCart />, {
      route: `/bundleselector?countries=FR&from=${year}-05-03&to=${year}-05-15`,
    });
    await results();
    expect(screen.getByText('13 days')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`3 May ${year} – .*15 May ${year}`))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 destination' })).toBeInTheDocument();
  });

  it('asks for the dates again when the linked ones are in the past', async () => {
    renderWithProviders(<LinkedPlannerWithCart />, {
      route: '/bundleselector?countries=FR&from=2020-05-03&to=2020-05-15',
    });
    expect(await screen.findByRole('heading', { name: 'When are you traveling?' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your Trip Summary' })).not.toBeInTheDocument();
  });

  it('starts at the destinations without a country the shop sells', () => {
    renderWithProviders(<LinkedPlannerWithCart />, { route: '/bundleselector?countries=AQ&days=5' });
    expect(screen.getByRole('heading', { name: 'Choose Your Travel eSIM' })).toBeInTheDocument();
  });
});
