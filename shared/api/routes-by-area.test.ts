import { API_ROUTES, routeAreas, ROUTES_BY_AREA, type RouteArea } from './routes';

const areaFiles = import.meta.glob<Record<string, object>>('./*.routes.ts', { eager: true });

/** The route ids each `<area>.routes.ts` declares. */
function declaredBy(area: RouteArea): string[] {
  const module = areaFiles[`./${area}.routes.ts`];
  if (!module) throw new Error(`No ${area}.routes.ts`);
  const routes = Object.entries(module).find(([name]) => name.endsWith('_ROUTES'))?.[1];
  return Object.keys(routes ?? {});
}

describe('the routes by area', () => {
  it('name each area after the file that declares its routes', () => {
    for (const [area, routes] of Object.entries(ROUTES_BY_AREA)) {
      expect(Object.keys(routes), `${area}.routes.ts`).toEqual(declaredBy(area as RouteArea));
    }
    expect(
      Object.keys(areaFiles)
        .map((file) => file.replace(/^\.\/(.*)\.routes\.ts$/, '$1'))
        .sort(),
    ).toEqual(Object.keys(ROUTES_BY_AREA).sort());
  });

  it('give every route of the contract its one area', () => {
    const areas = routeAreas();
    expect(Object.keys(areas).sort()).toEqual(Object.keys(API_ROUTES).sort());
    expect(areas['create-checkout']).toBe('checkout');
    expect(areas['list-top-up-offers']).toBe('top-up');
    for (const [route, area] of Object.entries(areas)) expect(declaredBy(area)).toContain(route);
  });

  it('never declare one route id in two areas', () => {
    const ids = Object.values(ROUTES_BY_AREA).flatMap((routes) => Object.keys(routes));
    expect(ids.length).toBe(new Set(ids).size);
  });
});
