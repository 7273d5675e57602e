import { screen, within } from '@testing-library/react';
import { storageWithCart } from '@/testing/offers';
import { renderWithProviders } from '@/testing/render';
import { withStartupThemeOnly } from '@/testing/startup-theme';
import { AppPages } from './app';

// Home's first view renders before anything loads on demand, so with the start-up recipes alone
// (config/theme.ts). A component asking for a recipe the system lacks fails the test (setup-tests.ts).
withStartupThemeOnly();

vi.setConfig({ testTimeout: 30_000 });

describe("home's first view, before the rest of the theme has loaded", () => {
  it('styles the header with its cart count, the hero and the whole first step of the planner', async () => {
    const { user } = renderWithProviders(<AppPages />, { storage: storageWithCart() });
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
    expect(screen.getByRole('heading', { name: 'Choose Your Travel eSIM' })).toBeInTheDocument();

    // Zones opened and chosen, countries searched, chosen and removed: all of step 1.
    await user.click(screen.getByRole('button', { name: 'Show countries in Europe' }));
    await user.click(screen.getByRole('button', { name: /^North America \d+ countries$/ }));
    await user.type(screen.getByRole('combobox', { name: 'Search and select destinations' }), 'jap');
    const options = await screen.findByRole('listbox', { name: 'Destinations' });
    await user.click(within(options).getAllByRole('option')[0]!);
    await user.click((await screen.findAllByRole('button', { name: /^Remove / }))[0]!);
    // The next step loads on demand: its spinner shows first, and the step then has every recipe.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: 'When do you arrive?' })).toBeInTheDocument();
  });
});
