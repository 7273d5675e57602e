import { API_ROUTES, routePath, type RouteContract, type RouteId } from './routes';

const ROUTE_IDS = Object.keys(API_ROUTES) as RouteId[];

describe('the route contract', () => {
  it.each(ROUTE_IDS)('%s has a schema field for each path parameter, and no other', (id) => {
    const route: RouteContract = API_ROUTES[id];
    const placeholders = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    const schema = route.params as { shape?: Record<string, unknown> } | undefined;
    expect(Object.keys(schema?.shape ?? {}).sort()).toEqual(placeholders);
  });

  it('accepts an order reference as the shop writes it and refuses what no order can be called', () => {
    const params = API_ROUTES['get-order'].params;
    expect(params.safeParse({ reference: 'roamly_order_1763800000000_01032_3_u-1' }).success).toBe(true);
    for (const reference of ['', 'bad ref!', 'a/b', 'x'.repeat(201)]) {
      expect(params.safeParse({ reference }).success).toBe(false);
    }
  });

  it('fills path parameters URL-encoded', () => {
    expect(routePath('get-order', { reference: 'a b/c' })).toBe('/api/orders/a%20b%2Fc');
  });
});
