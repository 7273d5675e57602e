import { landingPath, safeRedirect } from './landing';

describe('landingPath (SPEC section 6)', () => {
  it.each([
    ['own-user', '/account'],
    ['own-admin', '/admin'],
    ['business-admin', '/business'],
    ['business-user', '/business'],
  ] as const)('sends %s to %s', (type, path) => {
    expect(landingPath(type)).toBe(path);
  });
});

describe('safeRedirect', () => {
  it.each(['/account', '/account?tab=profile', '/success?reference=x_order_1'])('keeps %s', (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([
    null,
    '',
    'account',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
  ])('refuses %j', (value) => {
    expect(safeRedirect(value)).toBeNull();
  });
});
