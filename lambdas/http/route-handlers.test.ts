import { API_ROUTES, type RouteId } from '../../shared/api/routes';
import { routeHandlerModule } from './route-handlers';

const ROUTE_IDS = Object.keys(API_ROUTES) as RouteId[];

describe('the handler module of every route', () => {
  // httpHandler refuses, when the module loads, a rate-limited route wrapped without its counters and
  // a signed-in route without its token verifier: each handler must give what its route needs.
  it.each(ROUTE_IDS)('%s loads with what its route needs', async (id) => {
    const module = (await import(`../../${routeHandlerModule(id)}`)) as { handler?: unknown };
    expect(typeof module.handler).toBe('function');
  });
});
