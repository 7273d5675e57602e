import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_BRAND, type BrandSettings } from '@shared/brand/brand';
import type { AdminCoupon, AdminOrder } from '@shared/api/admin-console.schema';
import { quoteFixture } from '@shared/pricing/quote-fixture.test-support';
import { MESSAGES } from '@shared/validation/messages';
import { STAFF_PAGES } from '@/config/staff-pages';
import { createFakeAuthClient } from '@/testing/fake-auth-client';
import { apiError, fakeRoute } from '@/testing/mocks/contract';
import { addUser } from '@/testing/mocks/db';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/render';
import { AdminManagement } from './admin-management';
import { AdminPage } from './admin-page';
import { BrandSettings as BrandSettingsTab } from './brand-settings';
import { CouponsTab } from './coupons-tab';
import { EsimManagement } from './esim-management';
import { OrdersTab } from './orders-tab';
import { stepStates } from './order-timeline';
import { UserManagement } from './user-management';

vi.setConfig({ testTimeout: 30_000 });

const ADMIN = 'ops@example.com';

function renderTab(ui: React.ReactElement, route = '/admin') {
  addUser({ email: ADMIN, accountType: 'own-admin', password: 'Admin-pass-1' });
  return renderWithProviders(ui, { route, auth: createFakeAuthClient({ signedInAs: ADMIN }) });
}

const order = (extra: Partial<AdminOrder> = {}): AdminOrder => ({
  reference: 'roamly_order_1_01032_3_u1',
  email: 'ada@example.com',
  customerName: 'Ada',
  bundleName: 'Europe 5GB',
  zone: 'Europe',
  kind: 'esim',
  status: 'completed',
  step: 'completed_order_completed',
  stepNumber: 6,
  paid: true,
  totalCents: 1661,
  quote: quoteFixture(),
  couponCode: null,
  iccid: '8944000000000000017',
  errorMessage: null,
  retryCount: 0,
  createdAt: '2026-11-24T09:00:00.000Z',
  updatedAt: '2026-11-24T09:02:00.000Z',
  ...extra,
});

describe('the admin console', () => {
  it('shows the spec’s tabs and the daily ones, opening the one in the URL', async () => {
    server.use(fakeRoute('list-coupons', () => ({ json: { coupons: [] } })));
    renderTab(<AdminPage />, '/admin?tab=coupons');

    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'eSIM Management',
      'Brand Settings',
      'User Management',
      'Admin Management',
      'Orders',
      'Coupons',
      'Catalogue & Pricing',
      'Sales',
      'Activity',
    ]);
    expect(screen.getByRole('tab', { name: 'Coupons' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No coupons yet.')).toBeInTheDocument();
    // Every staff page is one link away from the console.
    const staffLinks = within(screen.getByRole('navigation', { name: 'Staff tools' })).getAllByRole('link');
    expect(staffLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      STAFF_PAGES.map((page) => [page.label, page.path]),
    );
    expect(staffLinks.length).toBeGreaterThanOrEqual(4);
  });
});

describe('eSIM Management', () => {
  it('shows each SIM as a card with its status, remaining data coloured by the thresholds, and expiry', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      fakeRoute('list-admin-esims', () => ({
        json: {
          total: 2,
          page: 1,
          pageSize: 24,
          sims: [
            {
              iccid: '8944000000000000017',
              usageStatus: 'Active',
              bundleId: '01032_3',
              bundleExpiry: '2099-01-01T00:00:00Z',
              remainingMb: 250,
              totalMb: 5120,
              customReference: null,
            },
            {
              iccid: '8944000000000000025',
              usageStatus: 'Not Activated',
              bundleId: null,
              bundleExpiry: null,
              remainingMb: null,
              totalMb: null,
              customReference: null,
            },
          ],
        },
      })),
    );
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/admin/esims')) queries.push(new URL(request.url).searchParams);
    });
    const { user } = renderTab(<EsimManagement />);

    const active = await screen.findByRole('article', { name: 'eSIM 8944000000000000017' });
    expect(within(active).getByText('Active')).toBeInTheDocument();
    expect(within(active).getByText('250 MB remaining of 5120 MB')).toHaveAttribute('data-colour', 'yellow');
    expect(within(active).getByText(/^Expires/)).toBeInTheDocument();
    const inactive = screen.getByRole('article', { name: 'eSIM 8944000000000000025' });
    expect(within(inactive).getByText('eSIM is not activated')).toBeInTheDocument();
    expect(screen.getByText('2 eSIMs')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Search by ICCID or email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('ada@example.com'));
    expect(queries.at(-1)?.get('page')).toBe('1');
    server.events.removeAllListeners();
  });
});

describe('Brand Settings', () => {
  const saved: unknown[] = [];
  beforeEach(() => {
    saved.length = 0;
    server.use(
      fakeRoute('update-brand', ({ body }) => {
        saved.push(body);
        const brand: BrandSettings = {
          ...DEFAULT_BRAND,
          ...body,
          logoUrl: body.logoUrl ?? '',
          colors: {
            ...DEFAULT_BRAND.colors,
            ...body.colors,
            primaryLight: '#ff4646',
            primaryDark: '#b80a0a',
          },
        } as BrandSettings;
        return { json: brand };
      }),
    );
  });

  it('previews the colours as typed and saves every field with Save Changes; the shop’s brand follows', async () => {
    const { user, brandStore } = renderTab(<BrandSettingsTab />);

    const name = await screen.findByRole('textbox', { name: 'Short Name' });
    await user.clear(name);
    await user.type(name, 'Festival Roam');
    await user.clear(screen.getByRole('textbox', { name: /^Tagline/ }));
    await user.type(screen.getByRole('textbox', { name: /^Tagline/ }), 'Online from the first beat');
    const primary = screen.getByRole('textbox', { name: 'Primary Color' });
    await user.clear(primary);
    await user.type(primary, '#d62828');
    await user.click(screen.getByRole('textbox', { name: /^Support Email/ }));
    await user.paste('help@festival.example');

    const preview = screen.getByRole('figure', { name: 'Preview' });
    expect(within(preview).getAllByText('Festival Roam').length).toBeGreaterThan(0);
    expect(within(preview).getByText('Online from the first beat')).toBeInTheDocument();
    expect(getComputedStyle(within(preview).getByTestId('preview-button')).backgroundColor).toBe(
      'rgb(214, 40, 40)',
    );

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      name: 'Festival Roam',
      fullName: DEFAULT_BRAND.fullName,
      tagline: 'Online from the first beat',
      heroText: DEFAULT_BRAND.heroText,
      supportEmail: 'help@festival.example',
      logoUrl: '',
      colors: {
        primary: '#d62828',
        secondary: DEFAULT_BRAND.colors.secondary,
        background: DEFAULT_BRAND.colors.background,
      },
    });
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(brandStore.get()).toMatchObject({
      name: 'Festival Roam',
      colors: { primary: '#d62828' },
    });
  });

  it('shows each wrong field’s message and sends nothing', async () => {
    const { user } = renderTab(<BrandSettingsTab />);

    const primary = await screen.findByRole('textbox', { name: 'Primary Color' });
    await user.clear(primary);
    await user.type(primary, 'blue');
    await user.click(screen.getByRole('textbox', { name: /^Tagline/ }));
    await user.paste('x'.repeat(200));
    await user.click(screen.getByRole('textbox', { name: /^Support Email/ }));
    await user.paste('help at festival');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Use a colour like #2e75b6')).toBeInTheDocument();
    expect(screen.getByText('The tagline can be at most 200 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it('uploads a logo, previews it, and removes it again', async () => {
    const logoUrl = '/brand-assets/logo-7d1c2b8e-4c1f-4a8e-9a57-0a5d6c1e2f30.png';
    server.use(
      fakeRoute('create-logo-upload', () => ({
        json: { uploadUrl: 'http://127.0.0.1:4569/upload', uploadId: '7d1c2b8e-4c1f-4a8e-9a57-0a5d6c1e2f30' },
      })),
      fakeRoute('publish-logo', () => ({ json: { logoUrl } })),
    );
    const { http, HttpResponse } = await import('msw');
    server.use(http.put('http://127.0.0.1:4569/upload', () => new HttpResponse(null, { status: 200 })));
    const { user } = renderTab(<BrandSettingsTab />);

    await user.upload(
      await screen.findByLabelText('Logo file'),
      new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }),
    );

    const preview = screen.getByRole('figure', { name: 'Preview' });
    expect(await within(preview).findByRole('img', { name: DEFAULT_BRAND.name })).toHaveAttribute(
      'src',
      logoUrl,
    );
    await user.click(screen.getByRole('button', { name: 'Remove Logo' }));
    expect(within(preview).queryByRole('img')).not.toBeInTheDocument();
  });

  it('says which formats a logo may be, and offers only those in the file dialog', async () => {
    renderTab(<BrandSettingsTab />);
    expect(await screen.findByLabelText('Logo file')).toHaveAttribute(
      'accept',
      'image/png,image/jpeg,image/webp,image/gif',
    );
    expect(
      screen.getByText('PNG, JPEG, WebP or GIF, up to 2 MB. SVG is not accepted: save an SVG logo as PNG.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['a program', new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })],
    [
      'an SVG',
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' }),
    ],
  ])('refuses %s before uploading anything', async (_, file) => {
    renderTab(<BrandSettingsTab />);
    // A browser's file dialog may offer any file despite `accept`.
    fireEvent.change(await screen.findByLabelText('Logo file'), { target: { files: [file] } });
    expect(
      await screen.findByText(
        'Please choose a PNG, JPEG, WebP or GIF image (SVG is not accepted: save the logo as PNG)',
      ),
    ).toBeInTheDocument();
  });
});

describe('Admin Management', () => {
  it('creates an admin with the spec’s message, and says when it failed', async () => {
    let created = 0;
    server.use(
      fakeRoute('create-admin', ({ body }) => {
        created++;
        return created === 1
          ? { json: { id: 'a2', email: body.email, name: body.email.split('@')[0]! } }
          : apiError(409, 'conflict', 'An account with this email already exists.');
      }),
    );
    const { user } = renderTab(<AdminManagement />);

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create Admin' }));
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(created).toBe(0);

    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'Gr4ce!admin');
    await user.click(screen.getByRole('button', { name: 'Create Admin' }));
    expect(await screen.findByText(MESSAGES.admin.adminCreated)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Gr4ce!admin');
    await user.click(screen.getByRole('button', { name: 'Create Admin' }));
    expect(await screen.findByText(MESSAGES.admin.adminCreateFailed)).toBeInTheDocument();
    expect(screen.getByText('An account with this email already exists.')).toBeInTheDocument();
  });
});

describe('Orders', () => {
  it('shows the totals, a failed order’s step, message and timeline, and retries it', async () => {
    const retried: string[] = [];
    const failed = order({
      reference: 'roamly_order_2_01032_3_u2',
      status: 'error',
      step: 'error_poll_for_iccid',
      stepNumber: 2,
      iccid: null,
      errorMessage: 'Timeout waiting for ICCID. Please refresh or contact support.',
    });
    server.use(
      fakeRoute('list-admin-orders', () => ({
        json: {
          orders: [failed, order()],
          nextCursor: null,
          totals: { today: { count: 2, totalCents: 3322 }, week: { count: 5, totalCents: 8305 } },
        },
      })),
      fakeRoute('retry-admin-order', ({ params }) => {
        retried.push(String(params['reference']));
        return apiError(404, 'not_found', 'gone');
      }),
    );
    const { user } = renderTab(<OrdersTab />);

    expect(await screen.findByText('€33.22')).toBeInTheDocument();
    expect(screen.getByText('2 paid orders')).toBeInTheDocument();
    expect(screen.getByText('€83.05')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /roamly_order_2_01032_3_u2/ }));
    expect(
      await screen.findByText('Timeout waiting for ICCID. Please refresh or contact support.'),
    ).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Steps of roamly_order_2_01032_3_u2' });
    expect(
      within(steps)
        .getByText(/Wait for the ICCID/)
        .closest('li'),
    ).toHaveAttribute('data-state', 'failed');
    expect(screen.queryByRole('button', { name: 'Resend Email' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(retried).toEqual(['roamly_order_2_01032_3_u2']));
    expect(await screen.findByText('Retry failed')).toBeInTheDocument();
  });

  it('marks the steps of a running, a failed and a finished order', () => {
    expect(stepStates({ status: 'started', step: 'started_generate_qr_code', stepNumber: 3 })).toEqual([
      'done',
      'done',
      'done',
      'running',
      'waiting',
      'waiting',
      'waiting',
    ]);
    expect(stepStates({ status: 'started', step: 'order_created', stepNumber: -1 })).toEqual(
      Array(7).fill('waiting'),
    );
    expect(stepStates({ status: 'completed', step: 'completed_order_completed', stepNumber: 6 })).toEqual(
      Array(7).fill('done'),
    );
  });

  it('lists a top-up’s own three steps, not the seven of an eSIM', async () => {
    const topUp = order({
      reference: 'roamly_order_3_01032_5_u3',
      kind: 'topup',
      status: 'error',
      step: 'error_send_email',
      stepNumber: 1,
    });
    server.use(
      fakeRoute('list-admin-orders', () => ({
        json: {
          orders: [topUp],
          nextCursor: null,
          totals: { today: { count: 1, totalCents: 1661 }, week: { count: 1, totalCents: 1661 } },
        },
      })),
    );
    const { user } = renderTab(<OrdersTab />);

    await user.click(await screen.findByRole('button', { name: /roamly_order_3_01032_5_u3/ }));
    const steps = await screen.findByRole('list', { name: 'Steps of roamly_order_3_01032_5_u3' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      '0. Add the data to the eSIM (done)',
      '1. Send the e-mail (failed)',
      '2. Complete the order (not started)',
    ]);
    expect(within(steps).queryByText(/ICCID/)).not.toBeInTheDocument();
  });

  it('filters by every status an order can have, payment failed and cancelled among them', async () => {
    const asked: (string | null)[] = [];
    server.use(
      fakeRoute('list-admin-orders', () => ({
        json: {
          orders: [order({ status: 'cancelled', paid: false, step: 'order_created', stepNumber: -1 })],
          nextCursor: null,
          totals: { today: { count: 0, totalCents: 0 }, week: { count: 0, totalCents: 0 } },
        },
      })),
    );
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/admin/orders'))
        asked.push(new URL(request.url).searchParams.get('status'));
    });
    const { user } = renderTab(<OrdersTab />);

    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    const filter = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All statuses',
      'Started',
      'Error',
      'Completed',
      'Payment failed',
      'Cancelled',
      'Under review',
    ]);
    await user.selectOptions(filter, 'Payment failed');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked.at(-1)).toBe('payment_failed'));
    server.events.removeAllListeners();
  });
});

describe('Coupons', () => {
  it('creates a coupon, shows the field’s message for a bad value, deactivates one after asking, and reactivates it', async () => {
    const changes: string[] = [];
    const coupons: AdminCoupon[] = [
      {
        code: 'WELCOME10',
        status: 'active',
        discountType: 'percentage',
        discountValue: 10,
        validUntil: null,
        usable: true,
      },
    ];
    server.use(
      fakeRoute('list-coupons', () => ({ json: { coupons } })),
      fakeRoute('create-coupon', ({ body }) => {
        const coupon: AdminCoupon = {
          code: body.code,
          status: 'active',
          discountType: body.discountType,
          discountValue: body.discountValue ?? 0,
          validUntil: body.validUntil ?? null,
          usable: true,
        };
        coupons.push(coupon);
        return { json: coupon };
      }),
      fakeRoute('deactivate-coupon', ({ params }) => {
        const coupon = coupons.find((c) => c.code === params['code'])!;
        Object.assign(coupon, { status: 'inactive', usable: false });
        changes.push(`deactivate ${coupon.code}`);
        return { json: coupon };
      }),
      fakeRoute('reactivate-coupon', ({ params }) => {
        const coupon = coupons.find((c) => c.code === params['code'])!;
        Object.assign(coupon, { status: 'active', usable: true });
        changes.push(`reactivate ${coupon.code}`);
        return { json: coupon };
      }),
    );
    const { user } = renderTab(<CouponsTab />);

    const table = await screen.findByRole('table');
    expect(within(table).getByText('WELCOME10')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'summer15');
    await user.type(screen.getByRole('textbox', { name: /Percentage off/ }), '150');
    await user.click(screen.getByRole('button', { name: 'Create Coupon' }));
    expect(await screen.findByText('A percentage must be a whole number from 1 to 100')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: /Percentage off/ }));
    await user.type(screen.getByRole('textbox', { name: /Percentage off/ }), '15');
    await user.click(screen.getByRole('button', { name: 'Create Coupon' }));
    expect(await within(table).findByText('SUMMER15')).toBeInTheDocument();
    expect(within(table).getByText('15 %')).toBeInTheDocument();

    // Asked first: Cancel changes nothing.
    await user.click(screen.getByRole('button', { name: 'Deactivate WELCOME10' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Deactivate WELCOME10?' });
    expect(ask).toHaveTextContent('You can reactivate it later from this list.');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(changes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Deactivate WELCOME10' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }),
    );
    await waitFor(() => expect(within(table).getByText('Inactive')).toBeInTheDocument());
    expect(changes).toEqual(['deactivate WELCOME10']);

    // The undo.
    await user.click(await within(table).findByRole('button', { name: 'Reactivate WELCOME10' }));
    await waitFor(() =>
      expect(within(table).getByRole('button', { name: 'Deactivate WELCOME10' })).toBeInTheDocument(),
    );
    expect(changes).toEqual(['deactivate WELCOME10', 'reactivate WELCOME10']);
  });

  it('shows one card per coupon on a phone, not a table that pushes the page sideways', async () => {
    const phone = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query === '(max-width: 767.98px)',
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    server.use(
      fakeRoute('list-coupons', () => ({
        json: {
          coupons: [
            {
              code: 'WELCOME10',
              status: 'active',
              discountType: 'percentage',
              discountValue: 10,
              validUntil: null,
              usable: true,
            },
            {
              code: 'OLDFREE',
              status: 'inactive',
              discountType: 'free',
              discountValue: 0,
              validUntil: '2026-12-31T23:59:59.999Z',
              usable: false,
            },
          ],
        },
      })),
    );
    renderTab(<CouponsTab />);

    const cards = await screen.findByRole('list', { name: 'Coupons' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const welcome = within(cards).getByRole('listitem', { name: 'WELCOME10' });
    expect(welcome).toHaveTextContent('10 %');
    expect(welcome).toHaveTextContent('No end date');
    expect(within(welcome).getByRole('button', { name: 'Deactivate WELCOME10' })).toBeInTheDocument();
    const old = within(cards).getByRole('listitem', { name: 'OLDFREE' });
    expect(within(old).getByText('Inactive')).toBeInTheDocument();
    expect(within(old).getByRole('button', { name: 'Reactivate OLDFREE' })).toBeInTheDocument();
    phone.mockRestore();
  });
});

describe('User Management', () => {
  it('lists the accounts and searches them', async () => {
    const searches: string[] = [];
    server.use(
      fakeRoute('list-admin-users', () => ({
        json: {
          users: [
            {
              id: 'u1',
              email: 'ada@example.com',
              name: 'Ada Lovelace',
              accountType: 'own-user',
              createdAt: '2026-01-15T10:00:00.000Z',
            },
          ],
          nextCursor: null,
        },
      })),
    );
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/admin/users'))
        searches.push(new URL(request.url).searchParams.get('q') ?? '');
    });
    const { user } = renderTab(<UserManagement />);

    const table = await screen.findByRole('table');
    expect(within(table).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(table).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(table).getByText('own-user')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Search by email or name' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches.at(-1)).toBe('Ada'));
    server.events.removeAllListeners();
  });
});
