import { ADMIN_CALLER, memoryAuditLog } from './fakes.test-support';
import { actorOf } from './audit-trail';
import { listActivity } from './list-activity';

const ADA = { id: 'sub-ada', email: 'ada@example.com' };
const BOB = { id: 'sub-bob', email: 'bob@example.com' };

/** Five entries a second apart: Ada's coupon, Bob's brand, Ada's brand, Bob's coupon, Ada's admin. */
async function filledLog() {
  const audit = memoryAuditLog();
  let second = 0;
  audit.now = () => new Date(Date.UTC(2026, 10, 22, 10, 0, second++));
  await audit.record({
    kind: 'coupon',
    action: 'create',
    actor: ADA,
    subject: 'SAVE5',
    after: { code: 'SAVE5' },
  });
  await audit.record({
    kind: 'brand',
    action: 'update',
    actor: BOB,
    subject: 'brand',
    before: { name: 'A' },
    after: { name: 'B' },
  });
  await audit.record({
    kind: 'brand',
    action: 'update',
    actor: ADA,
    subject: 'brand',
    before: { name: 'B' },
    after: { name: 'C' },
  });
  await audit.record({ kind: 'coupon', action: 'deactivate', actor: BOB, subject: 'SAVE5' });
  await audit.record({ kind: 'admin', action: 'create', actor: ADA, subject: 'carol@example.com' });
  return audit;
}

describe('listActivity', () => {
  it('lists everyone newest first, page by page with an opaque cursor', async () => {
    const audit = await filledLog();
    const first = await listActivity({ audit }, { limit: 2 });
    expect(first.entries.map((e) => `${e.actor.email} ${e.kind} ${e.action}`)).toEqual([
      'ada@example.com admin create',
      'bob@example.com coupon deactivate',
    ]);
    expect(first.entries[1]).toMatchObject({ subject: 'SAVE5', at: '2026-11-22T10:00:03.000Z' });
    expect(first.entries[0]).not.toHaveProperty('before');
    expect(first.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);

    const second = await listActivity({ audit }, { limit: 2, cursor: first.nextCursor! });
    expect(second.entries.map((e) => e.action)).toEqual(['update', 'update']);
    expect(second.entries[0]).toMatchObject({ before: { name: 'B' }, after: { name: 'C' } });
    const last = await listActivity({ audit }, { limit: 2, cursor: second.nextCursor! });
    expect(last.entries.map((e) => e.subject)).toEqual(['SAVE5']);
    expect(last.nextCursor).toBeNull();
  });

  it("filters by an admin's e-mail (any case) or user id, and by kind", async () => {
    const audit = await filledLog();
    const byEmail = await listActivity({ audit }, { admin: ' BOB@example.com ', limit: 10 });
    expect(byEmail.entries.map((e) => e.action)).toEqual(['deactivate', 'update']);
    const byId = await listActivity({ audit }, { admin: 'sub-ada', limit: 10 });
    expect(byId.entries.map((e) => e.kind)).toEqual(['admin', 'brand', 'coupon']);
    const brand = await listActivity({ audit }, { kind: 'brand', limit: 10 });
    expect(brand.entries.map((e) => e.actor.email)).toEqual(['ada@example.com', 'bob@example.com']);
    const adaCoupons = await listActivity({ audit }, { admin: 'ada@example.com', kind: 'coupon', limit: 10 });
    expect(adaCoupons.entries.map((e) => e.action)).toEqual(['create']);
  });

  it('refuses a cursor it did not give out', async () => {
    await expect(
      listActivity({ audit: memoryAuditLog() }, { limit: 10, cursor: 'bm90LWEtY3Vyc29y' }),
    ).rejects.toMatchObject({ statusCode: 400, message: 'This page link is no longer valid.' });
  });

  it("names the signed-in caller as the actor: the token's subject and e-mail", () => {
    expect(actorOf(ADMIN_CALLER)).toEqual({ id: 'admin-sub-1', email: 'boss@example.com' });
  });
});
