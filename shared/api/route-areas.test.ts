import { ROUTE_AREA, type RouteArea } from './route-areas';
import { API_ROUTES } from './routes';

const areaFiles = import.meta.glob<Record<string, object>>('./*.routes.ts', { eager: true });

/** The route ids each `<area>.routes.ts` declares. */
function declaredBy(area: RouteArea): string[] {
  const module = areaFiles[`./${area}.routes.ts`];
  if (!module) throw new Error(`No ${area}.routes.ts`);
  const routes = Object.entries(module).find(([name]) => name.endsWith('_ROUTES'))?.[1];
  return Object.keys(routes ?? {});
}

describe('ROUTE_AREA', () => {
  it('names, for every route, the area file that declares it', () => {
    for (const [route, area] of Object.entries(ROUTE_AREA)) {
      expect(declaredBy(area), `${route} in ${area}.routes.ts`).toContain(route);
    }
  });

  it('covers every route of the contract and every area file', () => {
    expect(Object.keys(ROUTE_AREA).sort()).toEqual(Object.keys(API_ROUTES).sort());
    const areas = new Set(Object.values(ROUTE_AREA));
    expect(
      Object.keys(areaFiles)
        .map((file) => file.replace(/^\.\/(.*)\.routes\.ts$/, '$1'))
        .sort(),
    ).toEqual([...areas].sort());
  });
});
