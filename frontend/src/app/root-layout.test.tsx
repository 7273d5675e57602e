import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { DEFAULT_BRAND } from '@shared/brand/brand';
import { Toaster } from '@/components/ui/toaster';
import { system } from '@/config/theme';
import { CartProvider, cartItemFromOffer } from '@/features/cart';
import { provideQueryClient } from '@/lib/app-query-client';
import { SessionProvider } from '@/lib/auth';
import { BrandStore, BrandStoreContext } from '@/lib/brand-store';
import { createFakeAuthClient, type FakeAuthClient } from '@/testing/fake-auth-client';
import { addUser } from '@/testing/mocks/db';
import { offerFor, storageWithCart } from '@/testing/offers';
import { expectPriceLinesAddUp, shownPriceLines } from '@/testing/price-lines';
import { MemoryStorage } from '@/testing/render';
import { RootLayout } from './root-layout';

vi.setConfig({ testTimeout: 30_000 });

function renderShell(storage = new MemoryStorage(), auth: FakeAuthClient = createFakeAuthClient()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  provideQueryClient(queryClient);
  const brandStore = new BrandStore({ ...DEFAULT_BRAND, name: 'Roam Test' });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <RootLayout>
          <Outlet />
        </RootLayout>
      ),
      children: [
        { index: true, element: <p>home page</p> },
        { path: 'checkout', element: <p>checkout page</p> },
        { path: 'account', element: <p>account page</p> },
        { path: 'admin', element: <p>admin page</p> },
        { path: 'login', element: <p>login page</p> },
      ],
    },
  ]);
  render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <BrandStoreContext value={brandStore}>
          <SessionProvider client={auth}>
            <CartProvider storage={storage}>
              <RouterProvider router={router} />
              <Toaster />
            </CartProvider>
          </SessionProvider>
        </BrandStoreContext>
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return { user: userEvent.setup(), router, storage };
}

describe('header', () => {
  it('shows the brand name linking home, the eSIM Status link and a cart without badge when empty', () => {
    renderShell();
    expect(screen.getByRole('link', { name: 'Roam Test home' })).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('link', { name: 'eSIM Status' })[0]).toHaveAttribute('href', '/esim-status');
    expect(screen.getByRole('button', { name: 'Open cart, empty' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
  });

  it('counts the bundle in the cart on the badge', () => {
    renderShell(storageWithCart());
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Open cart, 1 item' })).toBeInTheDocument();
  });

  it('offers Home and eSIM Status in the mobile menu', async () => {
    const { user } = renderShell();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(menu).getByRole('link', { name: 'eSIM Status' })).toHaveAttribute('href', '/esim-status');
  });

  it('tells whether the mobile menu is open, and gives focus back to its button when it closes', async () => {
    const { user } = renderShell();
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // The drawer knows the button as its trigger, so a press on it is not a click outside.
    await waitFor(() => expect(drawer).toHaveAttribute('data-state', 'open'));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(button).toHaveFocus());
  });
});

/**
 * The desktop bar. It is hidden below 768 px, and jsdom applies no media queries, so it is found by
 * its label and read by text rather than by accessible names, which hidden elements lack.
 */
function desktopBar(): HTMLElement {
  const bar = document.querySelector<HTMLElement>('nav[aria-label="Main"]');
  if (!bar) throw new Error('no desktop bar');
  return bar;
}

describe('header sign-in entry', () => {
  it('offers Sign In to a visitor, on the desktop bar and in the mobile menu', async () => {
    const { user } = renderShell();
    const main = desktopBar();
    expect(within(main).getByRole('link', { name: 'Sign In', hidden: true })).toHaveAttribute(
      'href',
      '/login',
    );

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it("shows a signed-in traveller's name opening Account and Sign out; signing out goes home", async () => {
    addUser({ email: 'ada@example.com', fullName: 'Ada Lovelace' });
    const auth = createFakeAuthClient({ signedInAs: 'ada@example.com' });
    const { user, router } = renderShell(new MemoryStorage(), auth);
    await router.navigate('/checkout');

    const trigger = (await within(desktopBar()).findByText('Ada Lovelace')).closest('button')!;
    expect(trigger).toHaveAttribute('aria-label', 'Account menu, signed in as Ada Lovelace');
    expect(within(desktopBar()).queryByText('Sign In')).toBeNull();
    await user.click(trigger);
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Account', 'Sign out']);
    expect(items[0]).toHaveAttribute('href', '/account');

    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(auth.signOuts).toBe(1);
    expect(within(desktopBar()).getByText('Sign In')).toHaveAttribute('href', '/login');
  });

  it('gives an admin the Admin entry, and the mobile menu the same entries with Sign out', async () => {
    addUser({ email: 'admin@example.com', fullName: 'Grace Admin', accountType: 'own-admin' });
    const auth = createFakeAuthClient({ signedInAs: 'admin@example.com' });
    const { user, router } = renderShell(new MemoryStorage(), auth);

    await within(desktopBar()).findByText('Grace Admin');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByText('Signed in as Grace Admin')).toBeInTheDocument();
    const accountNav = within(drawer).getByRole('navigation', { name: 'Account' });
    expect(within(accountNav).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(within(accountNav).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(within(drawer).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(auth.signOuts).toBe(1));
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('cart panel', () => {
  it('lists the bundle with its total and the VAT in it, and goes to checkout closing the panel', async () => {
    const { user, router } = renderShell(storageWithCart());
    await user.click(screen.getByRole('button', { name: 'Open cart, 1 item' }));

    const dialog = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    expect(within(dialog).getByText('Europe 5GB')).toBeInTheDocument();
    // The same lines as checkout and the order page: the item's price, the total, what it includes.
    const lines = shownPriceLines(dialog);
    expect(lines).toEqual(['Total €16.61', 'Subtotal (excl. tax) €13.73', 'Sales Tax (21%) included €2.88']);
    expectPriceLinesAddUp(lines, 1661);

    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Shopping Cart' })).not.toBeInTheDocument(),
    );
  });

  it('removes the bundle, toasts, and then shows the empty cart with the planner', async () => {
    const { user, storage } = renderShell(storageWithCart());
    await user.click(screen.getByRole('button', { name: 'Open cart, 1 item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shopping Cart' });

    await user.click(within(dialog).getByRole('button', { name: 'Remove Europe 5GB' }));

    expect(await screen.findByText('Bundle removed')).toBeInTheDocument();
    expect(within(dialog).getByText('Your cart is empty')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Add a bundle to get started with your eSIM journey.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Choose Your Travel eSIM' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
    expect(JSON.parse(storage.getItem('cart') ?? '')).toEqual({ items: [], total: 0 });
  });
});

describe('cart restored on start', () => {
  it('keeps one bundle of a stored cart holding several and says Cart Updated', async () => {
    const storage = new MemoryStorage();
    const first = cartItemFromOffer(offerFor('01032_3'));
    const second = cartItemFromOffer(offerFor('01038_1'));
    storage.setItem('cart', JSON.stringify({ items: [first, second], total: first.price + second.price }));

    renderShell(storage);

    expect(await screen.findByText('Cart Updated')).toBeInTheDocument();
    expect(
      screen.getByText('Only one bundle can be added at a time. Previous bundles were removed.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
  });
});
