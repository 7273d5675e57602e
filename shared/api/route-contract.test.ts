import type { RouteContract } from './route-contract';
import { fillPath } from './route-contract';

// The type rules of a contract entry are checked by the typecheck of `npm test`: each entry marked
// as an expected error must not compile, and the typecheck fails the day one does.
const unlimited = { unlimited: 'A test route.' } as const;

export const RULES = {
  // @ts-expect-error A public route must say why it is public.
  publicWithoutReason: { method: 'GET', path: '/api/a', auth: 'public', limits: unlimited, grants: {} },
  // @ts-expect-error A signed-in route has no public reason.
  signedInWithReason: {
    method: 'GET',
    path: '/api/b',
    auth: 'user',
    publicReason: 'Nobody',
    limits: unlimited,
    grants: {},
  },
  // @ts-expect-error Every route declares its limits, or why it has none.
  withoutLimits: { method: 'GET', path: '/api/c', auth: 'admin', grants: {} },
  // @ts-expect-error Every route declares what its function may touch.
  withoutGrants: { method: 'GET', path: '/api/d', auth: 'admin', limits: unlimited },
  complete: {
    method: 'GET',
    path: '/api/e/{id}',
    auth: 'public',
    publicReason: 'A test route.',
    limits: unlimited,
    grants: { tables: { orders: 'read' } },
  },
} satisfies Record<string, RouteContract>;

describe('a route contract', () => {
  it('fills its path parameters, encoded', () => {
    expect(fillPath(RULES.complete.path, { id: 'a b/c' })).toBe('/api/e/a%20b%2Fc');
  });

  it('names a missing parameter', () => {
    expect(() => fillPath(RULES.complete.path, {}, 'complete')).toThrow(
      'Missing path parameter id for complete',
    );
  });
});
