import * as z from '../validation/zod';
import {
  ENDING_MESSAGE,
  MARGIN_MESSAGE,
  PRICE_MESSAGE,
  rollbackZonePricingRequestSchema,
  setZonePricingRequestSchema,
} from './catalogue-admin.schema';

const TIERS = {
  '512MB': 345,
  '1GB': 459,
  '3GB': 916,
  '5GB': 1373,
  '10GB': 2517,
  '20GB': 4803,
  '50GB': 11661,
};
const table = (cell: unknown) => ({
  pricing: { kind: 'table', esim: { ...TIERS, '1GB': cell }, topup: TIERS },
});
const rule = (marginPercent: unknown, ending: unknown = 99) => ({
  pricing: { kind: 'rule', marginPercent, ending },
});
const messages = (schema: z.core.$ZodType, body: unknown) => {
  const parsed = z.safeParse(schema, body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('the price and margin a request may set', () => {
  it.each([
    ['zero', 0],
    ['negative', -100],
    ['a fraction of a cent', 459.5],
    ['non-numeric', '4.59'],
    ['absurd', 10_000_000],
    ['missing', undefined],
  ])('refuses a %s price with its message', (_what, cell) => {
    expect(messages(setZonePricingRequestSchema, table(cell))).toEqual([PRICE_MESSAGE]);
  });

  it.each([
    ['zero', 0],
    ['negative', -10],
    ['non-numeric', '40%'],
    ['absurd', 5000],
  ])('refuses a %s margin with its message', (_what, margin) => {
    expect(messages(setZonePricingRequestSchema, rule(margin))).toEqual([MARGIN_MESSAGE]);
  });

  it.each([[100], [-1], [49.5], ['99']])('refuses the ending %s', (ending) => {
    expect(messages(setZonePricingRequestSchema, rule(40, ending))).toEqual([ENDING_MESSAGE]);
  });

  it('takes a whole table, a rule with an ending or none, and a rollback to a version from 1', () => {
    expect(messages(setZonePricingRequestSchema, table(499))).toEqual([]);
    expect(messages(setZonePricingRequestSchema, { ...rule(37.5), confirmBelowCost: true })).toEqual([]);
    expect(messages(setZonePricingRequestSchema, rule(40, null))).toEqual([]);
    expect(messages(rollbackZonePricingRequestSchema, { version: 0 })).not.toEqual([]);
    expect(messages(rollbackZonePricingRequestSchema, { version: 2 })).toEqual([]);
  });
});
