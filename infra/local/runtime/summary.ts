import { relative } from 'node:path';

export interface SummaryInput {
  shopUrl: string | null;
  apiUrl: string;
  mailViewerUrl: string;
  /** Where the stand-in's hosted checkout runs, or null with real Stripe test mode. */
  stripeStandinUrl: string | null;
  esimProviderUrl: string;
  usesSimulator: boolean;
  coupons: { code: string; description: string }[];
  admin: { email: string; password: string };
  dataDir: string;
  cwd: string;
  unavailableRoutes: string[];
  preview: boolean;
}

/** The one message a newcomer reads after `npm start`: where to click and what to type. */
export function formatSummary(s: SummaryInput): string {
  const dataDir = relative(s.cwd, s.dataDir) || '.';
  const shownDataDir = dataDir.startsWith('..') ? s.dataDir : `${dataDir}/`;
  const pad = (label: string) => label.padEnd(14);
  const lines = [
    '',
    'The eSIM shop is running.',
    '',
    s.shopUrl
      ? `  ${pad('Shop')}${s.shopUrl}${s.preview ? '  (production build)' : '  (hot reload)'}`
      : `  ${pad('Shop')}not started`,
    `  ${pad('Mail viewer')}${s.mailViewerUrl}  (every e-mail the shop sends)`,
    `  ${pad('API')}${s.apiUrl}/api`,
    s.stripeStandinUrl
      ? `  ${pad('Payments')}local Stripe stand-in at ${s.stripeStandinUrl}: its checkout page has Pay, Cancel, Decline card and Expire checkout, no card needed`
      : `  ${pad('Payments')}Stripe test mode (STRIPE_SECRET_KEY): pay with card 4242 4242 4242 4242`,
    `  ${pad('eSIM provider')}${s.usesSimulator ? `simulator at ${s.esimProviderUrl}` : s.esimProviderUrl}`,
    '',
    '  Demo coupons',
    ...s.coupons.map((c) => `    ${c.code.padEnd(12)}${c.description}`),
    '',
    `  ${pad('Admin login')}${s.admin.email} / ${s.admin.password}  (own-admin in the local user pool)`,
    `  ${pad('Data')}${shownDataDir}  (kept between runs; \`npm run reset\` wipes it)`,
    '',
    '  Stop with Ctrl-C.',
  ];
  if (s.unavailableRoutes.length > 0) {
    lines.push('', `  Not available yet (answer 501): ${s.unavailableRoutes.join(', ')}`);
  }
  return `${lines.join('\n')}\n`;
}

/** One line per coupon for the summary, from a seed coupon's fields. */
export function describeCoupon(coupon: {
  code: string;
  status: string;
  discount_type: 'free' | 'percentage' | 'fixed';
  discount_value: number;
  valid_until?: string | null;
}): string {
  const discount =
    coupon.discount_type === 'free'
      ? 'free eSIM (100 % off)'
      : coupon.discount_type === 'percentage'
        ? `${coupon.discount_value} % off`
        : `€${coupon.discount_value} off`;
  if (coupon.status !== 'active') return `${discount}, inactive (ignored at checkout)`;
  if (coupon.valid_until && Date.parse(coupon.valid_until) < Date.now())
    return `${discount}, expired (ignored at checkout)`;
  return discount;
}
