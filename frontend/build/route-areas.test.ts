import { routeAreas as contractAreas } from '../../shared/api/routes';
import { ROUTE_AREAS_MODULE, routeAreas } from './route-areas';

type Hooks = {
  resolveId: (id: string) => string | undefined;
  load: (this: { addWatchFile: (file: string) => void }, id: string) => Promise<string | undefined>;
};

describe('the route areas, resolved at build time', () => {
  const plugin = routeAreas() as unknown as Hooks;

  it("give the browser every route's area as the contract declares it, and watch the routes files", async () => {
    const watched: string[] = [];
    const resolved = plugin.resolveId(ROUTE_AREAS_MODULE);
    expect(resolved).toBeDefined();
    const code = await plugin.load.call({ addWatchFile: (file) => watched.push(file) }, resolved!);
    const module = (await import(`data:text/javascript,${encodeURIComponent(code!)}`)) as {
      default: unknown;
    };
    expect(module.default).toEqual(contractAreas());
    expect(watched.some((file) => file.endsWith('checkout.routes.ts'))).toBe(true);
  });

  it('leave every other module to Vite', async () => {
    expect(plugin.resolveId('virtual:something-else')).toBeUndefined();
    expect(await plugin.load.call({ addWatchFile: () => undefined }, 'checkout.routes.ts')).toBeUndefined();
  });
});
