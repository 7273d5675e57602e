import bundlesFile from '../../../shared/catalogue/data/bundles.json';
import { parseProviderProducts } from '../../../shared/catalogue/provider-products';
import { SIMULATED_PRODUCTS } from './products';

describe('the simulated provider’s product list', () => {
  it('is a product list the shop imports: every spec bundle with a wholesale cost, and one new product', () => {
    const parsed = parseProviderProducts(JSON.parse(JSON.stringify(SIMULATED_PRODUCTS)));
    expect(parsed.ok).toBe(true);
    const ids = SIMULATED_PRODUCTS.map((product) => product.bundleId);
    for (const row of bundlesFile.bundles) expect(ids).toContain(row['Bundle ID']);
    expect(SIMULATED_PRODUCTS.every((product) => product.wholesaleCostCents > 0)).toBe(true);
    expect(ids).toContain('01300_1');
    expect(ids.length).toBe(bundlesFile.bundles.length + 1);
  });
});
