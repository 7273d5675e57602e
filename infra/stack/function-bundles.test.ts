import { LAMBDA_BUDGET_BYTES, OVER_BUDGET, SHOP_FUNCTION_ENTRIES, withinBudget } from './function-bundles';

describe('the Lambda bundle budget', () => {
  it('holds every function to 250 KB unless it is acknowledged with a reason and a ceiling of its own', () => {
    expect(withinBudget('route get-order', LAMBDA_BUDGET_BYTES)).toBe(true);
    expect(withinBudget('route get-order', LAMBDA_BUDGET_BYTES + 1)).toBe(false);
    expect(withinBudget('route chat', LAMBDA_BUDGET_BYTES + 1)).toBe(true);
    expect(withinBudget('route chat', OVER_BUDGET['route chat']!.ceilingBytes + 1)).toBe(false);
  });

  it('acknowledges only functions the stack deploys, each with why', () => {
    const names = new Set(SHOP_FUNCTION_ENTRIES.map((entry) => entry.name));
    for (const [name, { why, ceilingBytes }] of Object.entries(OVER_BUDGET)) {
      expect(names).toContain(name);
      expect(why.length).toBeGreaterThan(20);
      expect(ceilingBytes).toBeGreaterThan(LAMBDA_BUDGET_BYTES);
    }
  });
});
