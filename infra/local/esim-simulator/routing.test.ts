import { createSimulatorContext, type SimulatorContext } from './context';
import { dispatch, SIMULATOR_ROUTES } from './dispatcher';
import { matchRoute } from './routing';

const newContext = (): SimulatorContext =>
  createSimulatorContext(
    {
      allocationDelayMs: 0,
      activationDelayMs: 0,
      clientId: 'id',
      clientSecret: 'secret',
      tokenLifetimeSeconds: 60,
      stateFile: undefined,
      random: () => 0.5,
    },
    { nextSerial: 1, profiles: {} },
    {},
  );

/** One call through the dispatcher, as the HTTP shell makes it. */
const call = (
  ctx: SimulatorContext,
  method: string,
  path: string,
  options: { token?: string; body?: Record<string, unknown> } = {},
) =>
  dispatch(ctx, {
    method,
    url: new URL(path, 'http://simulator'),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    readBody: async () => options.body ?? {},
  });

const tokenFor = async (ctx: SimulatorContext) => {
  const reply = await call(ctx, 'POST', '/oauth/token', {
    body: { client_id: 'id', client_secret: 'secret' },
  });
  expect(reply.status).toBe(200);
  return (reply.body as { access_token: string }).access_token;
};

describe('the eSIM simulator route table', () => {
  it('matches on method and whole path, with the parameters by name', () => {
    const found = matchRoute(SIMULATOR_ROUTES, 'GET', '/top-up/history/iccids/8944000000000000001/90');
    expect(found?.params).toEqual({ iccid: '8944000000000000001', days: '90' });
    expect(matchRoute(SIMULATOR_ROUTES, 'DELETE', '/get-iccid.php')).toBeNull();
    expect(matchRoute(SIMULATOR_ROUTES, 'GET', '/get-iccid.php/extra')).toBeNull();
    // The dot is literal, and an ICCID is digits only.
    expect(matchRoute(SIMULATOR_ROUTES, 'GET', '/get-iccidXphp')).toBeNull();
    expect(matchRoute(SIMULATOR_ROUTES, 'GET', '/network/things/iccids/abc/bundle')).toBeNull();
  });

  it("takes the release path as release, not as an allocation of a bundle called 'release'", async () => {
    const ctx = newContext();
    const token = await tokenFor(ctx);
    const reply = await call(ctx, 'POST', '/network/things/consumer-profile/release', {
      token,
      body: { customReference: 'nobody' },
    });
    expect(reply).toEqual({ status: 404, body: { message: 'No profile for this custom reference' } });
  });

  it('answers 404 for an unknown path and for a known path with another method', async () => {
    const ctx = newContext();
    const token = await tokenFor(ctx);
    await expect(call(ctx, 'GET', '/nowhere', { token })).resolves.toEqual({
      status: 404,
      body: { message: 'No route for GET /nowhere' },
    });
    await expect(call(ctx, 'DELETE', '/account/products', { token })).resolves.toEqual({
      status: 404,
      body: { message: 'No route for DELETE /account/products' },
    });
    await expect(call(ctx, 'GET', '/account/products', { token })).resolves.toMatchObject({ status: 200 });
  });

  it('needs a valid bearer token everywhere but the token endpoint, before saying whether a path exists', async () => {
    const ctx = newContext();
    const unauthorised = { status: 401, body: { message: 'Invalid or expired token' } };
    await expect(call(ctx, 'GET', '/account/products')).resolves.toEqual(unauthorised);
    await expect(call(ctx, 'GET', '/nowhere')).resolves.toEqual(unauthorised);
    await expect(call(ctx, 'GET', '/account/products', { token: 'made-up' })).resolves.toEqual(unauthorised);
    const token = await tokenFor(ctx);
    ctx.tokens.set(token, Date.now() - 1);
    await expect(call(ctx, 'GET', '/account/products', { token })).resolves.toEqual(unauthorised);
    await expect(
      call(ctx, 'POST', '/oauth/token', { body: { client_id: 'id', client_secret: 'wrong' } }),
    ).resolves.toEqual({ status: 401, body: { error: 'invalid_client' } });
  });

  it('names an unknown ICCID before an unknown action under it', async () => {
    const ctx = newContext();
    const token = await tokenFor(ctx);
    await expect(call(ctx, 'PUT', '/network/things/iccids/123/alias', { token })).resolves.toEqual({
      status: 404,
      body: { message: 'No eSIM with ICCID 123' },
    });
  });
});
