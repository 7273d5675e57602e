import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { PlannerWithCart } from './planner-with-cart';

vi.setConfig({ testTimeout: 30_000 });

describe('choosing a bundle in the planner', () => {
  it('puts the chosen bundle in the cart, toasts Added to cart and goes to checkout', async () => {
    const { user, storage } = renderWithProviders(<PlannerWithCart />);

    await user.click(screen.getByRole('button', { name: /^North America, \d+ countries$/ }));
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
