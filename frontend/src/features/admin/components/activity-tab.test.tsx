import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as z from '@shared/validation/zod';
import { ERROR_CODES } from '@shared/api/common.schema';
import { AUDIT_ROUTES } from '@shared/api/audit.routes';
import { activityQuerySchema, activityResponseSchema, type ActivityEntry } from '@shared/api/audit.schema';
import { createFakeAuthClient } from '@/testing/fake-auth-client';
import { contractViolations } from '@/testing/mocks/contract';
import { addUser } from '@/testing/mocks/db';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/render';
import { ActivityTab } from './activity-tab';

vi.setConfig({ testTimeout: 30_000 });

const ADMIN = 'ops@example.com';
const ADA = { id: 'sub-ada', email: 'ada@example.com' };
const BOB = { id: 'sub-bob', email: 'bob@example.com' };

/** The log, newest first, as the API keeps it. */
const LOG: ActivityEntry[] = [
  {
    id: 'e5',
    at: '2026-11-28T12:05:00.000Z',
    kind: 'admin',
    action: 'create',
    actor: ADA,
    subject: 'carol@example.com',
    after: { email: 'carol@example.com', accountType: 'own-admin' },
  },
  {
    id: 'e4',
    at: '2026-11-28T12:04:00.000Z',
    kind: 'brand',
    action: 'update',
    actor: BOB,
    subject: 'brand',
    before: { name: 'Roamly' },
    after: { name: 'Roam Far' },
  },
  {
    id: 'e3',
    at: '2026-11-28T12:03:00.000Z',
    kind: 'order',
    action: 'retry',
    actor: ADA,
    subject: 'roamly_1',
  },
  {
    id: 'e2',
    at: '2026-11-28T12:02:00.000Z',
    kind: 'coupon',
    action: 'deactivate',
    actor: BOB,
    subject: 'SAVE5',
    before: { status: 'active' },
    after: { status: 'inactive' },
  },
  {
    id: 'e1',
    at: '2026-11-28T12:01:00.000Z',
    kind: 'coupon',
    action: 'create',
    actor: ADA,
    subject: 'SAVE5',
  },
];

/** GET /api/admin/activity as the server answers it, two entries a page; each query is kept. */
function activityFake(asked: Record<string, string>[]) {
  return http.get(AUDIT_ROUTES['list-activity'].path, ({ request }) => {
    const raw = Object.fromEntries(new URL(request.url).searchParams);
    asked.push(raw);
    const query = z.safeParse(activityQuerySchema, raw);
    if (!query.success) {
      return HttpResponse.json(
        { error: { code: ERROR_CODES.validation, message: query.error.issues[0]!.message } },
        { status: 400 },
      );
    }
    const { admin, kind, cursor } = query.data;
    const matching = LOG.filter(
      (e) => (!admin || e.actor.email === admin || e.actor.id === admin) && (!kind || e.kind === kind),
    );
    const start = cursor ? Number(cursor.slice(1)) : 0;
    const page = matching.slice(start, start + 2);
    const body = { entries: page, nextCursor: start + 2 < matching.length ? `p${start + 2}` : null };
    if (!z.safeParse(activityResponseSchema, body).success)
      contractViolations.push('list-activity: bad answer');
    return HttpResponse.json(body);
  });
}

function renderActivity() {
  const asked: Record<string, string>[] = [];
  server.use(activityFake(asked));
  addUser({ email: ADMIN, accountType: 'own-admin', password: 'Admin-pass-1' });
  const view = renderWithProviders(<ActivityTab />, {
    route: '/admin?tab=activity',
    auth: createFakeAuthClient({ signedInAs: ADMIN }),
  });
  return { ...view, asked };
}

/** The table's rows below its header, as text. */
const rowsOf = () =>
  within(screen.getByRole('table', { name: 'Activity' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('the Activity tab', () => {
  it('lists who did what, newest first, and loads more pages', async () => {
    const { user, asked } = renderActivity();
    await screen.findByRole('table', { name: 'Activity' });
    expect(rowsOf()).toEqual([
      expect.stringMatching(/ada@example\.com.*Admin.*create.*carol@example\.com/),
      expect.stringMatching(/bob@example\.com.*Brand.*update.*brand/),
    ]);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rowsOf()).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rowsOf()).toHaveLength(5));
    expect(rowsOf()[4]).toMatch(/ada@example\.com.*Coupon.*create.*SAVE5/);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(asked.map((q) => q['cursor'])).toEqual([undefined, 'p2', 'p4']);
  });

  it('shows an entry’s before and after on demand', async () => {
    const { user } = renderActivity();
    await screen.findByRole('table', { name: 'Activity' });
    const table = within(screen.getByRole('table', { name: 'Activity' }));
    expect(table.queryByText('Roamly')).not.toBeInTheDocument();
    const [, brandChange] = table.getAllByRole('button', { name: 'Before → after' });
    await user.click(brandChange!);
    expect(brandChange).toHaveAttribute('aria-expanded', 'true');
    expect(table.getByText('name:')).toBeInTheDocument();
    expect(table.getByText('Roamly')).toBeInTheDocument();
    expect(table.getByText('Roam Far')).toBeInTheDocument();
    await user.click(table.getByRole('button', { name: 'Hide' }));
    expect(table.queryByText('Roamly')).not.toBeInTheDocument();
  });

  it('filters by admin and by kind', async () => {
    const { user, asked } = renderActivity();
    await screen.findByRole('table', { name: 'Activity' });
    const search = within(screen.getByRole('search', { name: 'Filter activity' }));
    await user.type(search.getByLabelText('Admin e-mail or user id'), 'bob@example.com');
    await user.selectOptions(search.getByLabelText('Kind'), 'coupon');
    await user.click(search.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(rowsOf()).toEqual([expect.stringMatching(/bob@example\.com.*Coupon.*deactivate.*SAVE5/)]),
    );
    expect(asked.at(-1)).toEqual({ admin: 'bob@example.com', kind: 'coupon' });

    await user.clear(search.getByLabelText('Admin e-mail or user id'));
    await user.selectOptions(search.getByLabelText('Kind'), 'refund');
    await user.click(search.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('No activity found.')).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ kind: 'refund' });
  });

  it('says why the list could not be read', async () => {
    server.use(
      http.get(AUDIT_ROUTES['list-activity'].path, () =>
        HttpResponse.json(
          { error: { code: ERROR_CODES.forbidden, message: 'You do not have access to this page.' } },
          { status: 403 },
        ),
      ),
    );
    addUser({ email: ADMIN, accountType: 'own-admin', password: 'Admin-pass-1' });
    renderWithProviders(<ActivityTab />, { auth: createFakeAuthClient({ signedInAs: ADMIN }) });
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
  });
});
