import { describeCoupon, formatSummary, type SummaryInput } from './summary';

const input: SummaryInput = {
  shopUrl: 'http://127.0.0.1:5173',
  apiUrl: 'http://127.0.0.1:3001',
  mailViewerUrl: 'http://127.0.0.1:40001',
  stripeStandinUrl: 'http://127.0.0.1:40002',
  esimProviderUrl: 'http://127.0.0.1:40003',
  usesSimulator: true,
  coupons: [{ code: 'FREEESIM', description: 'free eSIM (100 % off)' }],
  admin: { email: 'admin@example.com', password: 'Demo-admin-1' },
  dataDir: '/repo/.local',
  cwd: '/repo',
  unavailableRoutes: [],
  preview: false,
};

describe('formatSummary', () => {
  it('tells where to shop, read mail, which coupons and admin login to use, and where data is kept', () => {
    const text = formatSummary(input);
    expect(text).toContain('http://127.0.0.1:5173');
    expect(text).toContain('Mail viewer   http://127.0.0.1:40001');
    expect(text).toContain('FREEESIM');
    expect(text).toContain('admin@example.com / Demo-admin-1');
    expect(text).toContain('.local/');
    expect(text).toContain('npm run reset');
    expect(text).toContain('Ctrl-C');
    expect(text).toContain('Stripe stand-in');
    expect(text).not.toContain('Not available yet');
  });

  it('names real Stripe test mode and routes that are not available yet', () => {
    const text = formatSummary({ ...input, stripeStandinUrl: null, unavailableRoutes: ['chat', 'get-me'] });
    expect(text).toContain('Stripe test mode');
    expect(text).toContain('Not available yet (answer 501): chat, get-me');
  });
});

describe('describeCoupon', () => {
  const base = { code: 'X', status: 'active', discount_value: 10, valid_until: null };
  it.each([
    [{ ...base, discount_type: 'free' as const }, 'free eSIM (100 % off)'],
    [{ ...base, discount_type: 'percentage' as const }, '10 % off'],
    [{ ...base, discount_type: 'fixed' as const, discount_value: 5 }, '€5 off'],
    [
      { ...base, discount_type: 'percentage' as const, status: 'inactive' },
      '10 % off, inactive (ignored at checkout)',
    ],
    [
      { ...base, discount_type: 'percentage' as const, valid_until: '2020-01-01T00:00:00Z' },
      '10 % off, expired (ignored at checkout)',
    ],
  ])('%o → %s', (coupon, text) => {
    expect(describeCoupon(coupon)).toBe(text);
  });
});
