import { randomUUID } from 'node:crypto';
import type { SimulatorContext } from './context';
import { profileState } from './profiles';
import { HttpProblem, json, type Reply } from './reply';
import { route, type RouteRequest, type SimulatorRoute } from './routing';
import { SIMULATED_PRODUCTS } from './products';
import { bundleStatus, usedMb } from './simulator-state';

// Plausible answers for the staff console's per-ICCID cards, its SIM list and its account cards.

const ICCID = '/network/things/iccids/{iccid}';

function summary(ctx: SimulatorContext, { params }: RouteRequest): Reply {
  const profile = ctx.profileByIccid(params.iccid!);
  return json({
    iccid: profile.iccid,
    customReference: profile.customReference,
    profileStatus: profileState(profile),
    alias: profile.alias,
  });
}

function usage(ctx: SimulatorContext, { params }: RouteRequest): Reply {
  const profile = ctx.profileByIccid(params.iccid!);
  const now = Date.now();
  return json({ iccid: profile.iccid, usedMb: usedMb(profile, now), ...bundleStatus(profile, now) });
}

function status(ctx: SimulatorContext, { params }: RouteRequest): Reply {
  const profile = ctx.profileByIccid(params.iccid!);
  return json({
    iccid: profile.iccid,
    state: profile.activatedAt ? 'Active' : 'Inactive',
    profileStatus: profileState(profile),
  });
}

function usageSessions(ctx: SimulatorContext, { params }: RouteRequest): Reply {
  const profile = ctx.profileByIccid(params.iccid!);
  return json({
    sessions: profile.activatedAt
      ? [{ start: new Date(profile.activatedAt).toISOString(), mb: usedMb(profile, Date.now()) }]
      : [],
  });
}

function usageDaily(ctx: SimulatorContext, { params }: RouteRequest): Reply {
  const profile = ctx.profileByIccid(params.iccid!);
  const now = Date.now();
  return json({
    days: profile.activatedAt
      ? [{ date: new Date(now).toISOString().slice(0, 10), mb: usedMb(profile, now) }]
      : [],
  });
}

function location(ctx: SimulatorContext, { params }: RouteRequest): Reply {
  const profile = ctx.profileByIccid(params.iccid!);
  return json({
    iccid: profile.iccid,
    country: 'ES',
    network: 'Simulated Mobile',
    lastSeen: new Date().toISOString(),
  });
}

function roamingSettings(ctx: SimulatorContext, { params }: RouteRequest): Reply {
  ctx.profileByIccid(params.iccid!);
  return json({ roamingProfile: 3, zones: ['Europe'] });
}

function networkSettings(ctx: SimulatorContext, { params }: RouteRequest): Reply {
  ctx.profileByIccid(params.iccid!);
  return json({ rat: '4G', apn: 'internet', network: 'Simulated Mobile' });
}

function changeProduct(ctx: SimulatorContext, { params, body }: RouteRequest): Reply {
  const profile = ctx.profileByIccid(params.iccid!);
  return json({ iccid: profile.iccid, productId: body.productId ?? null });
}

function setRoamingZones(ctx: SimulatorContext, { params, body }: RouteRequest): Reply {
  const profile = ctx.profileByIccid(params.iccid!);
  return json({ iccid: profile.iccid, profile: body.profile ?? 3 });
}

function setAlias(ctx: SimulatorContext, { params, body }: RouteRequest): Reply {
  const profile = ctx.profileByIccid(params.iccid!);
  profile.alias[String(body.aliasNo ?? 1)] = String(body.alias ?? '');
  ctx.persist();
  return json({ iccid: profile.iccid, alias: profile.alias });
}

/** The alias number comes in the body or, as DELETE bodies are often dropped, in the query. */
function deleteAlias(ctx: SimulatorContext, { params, body, query }: RouteRequest): Reply {
  const profile = ctx.profileByIccid(params.iccid!);
  delete profile.alias[String(body.aliasNo ?? query.get('aliasNo') ?? 1)];
  ctx.persist();
  return json({ iccid: profile.iccid, alias: profile.alias });
}

function sendSms(ctx: SimulatorContext, { params }: RouteRequest): Reply {
  ctx.profileByIccid(params.iccid!);
  return json({ messageId: randomUUID(), status: 'Queued' });
}

function refresh(ctx: SimulatorContext, { params }: RouteRequest): Reply {
  const profile = ctx.profileByIccid(params.iccid!);
  return json({ iccid: profile.iccid, status: 'RefreshRequested' });
}

/**
 * Any other call under an ICCID: an unknown ICCID is named first (404 "No eSIM"), as the provider
 * looks the eSIM up before the action; a known one answers 404 for the path.
 */
function otherIccidPath(ctx: SimulatorContext, { method, path, params }: RouteRequest): Reply {
  const profile = ctx.profileByIccid(params.iccid!);
  if (method === 'GET') {
    throw new HttpProblem(404, `Unknown path /network/things/iccids/${profile.iccid}/${params.detail ?? ''}`);
  }
  throw new HttpProblem(404, `No route for ${method} ${path}`);
}

/** Every eSIM allocated so far, each with its bundle; listing is when due activations happen. */
function simList(ctx: SimulatorContext): Reply {
  return json(
    Object.values(ctx.data.profiles)
      .filter((p) => Date.now() >= p.readyAt)
      .map((p) => {
        ctx.activate(p);
        return {
          iccid: p.iccid,
          customReference: p.customReference,
          bundle: [bundleStatus(p, Date.now())],
        };
      }),
  );
}

/** The bundles this simulator has allocated, as the provider's product list. */
/**
 * The provider's product list, each bundle with its wholesale cost (products.ts). With the
 * `malformedProducts` fault, an answer that is not a product list.
 */
function accountProducts(ctx: SimulatorContext): Reply {
  if (ctx.faults.malformedProducts) return json({ products: 'unavailable' });
  return json(SIMULATED_PRODUCTS);
}

function countriesAndNetworks(): Reply {
  return json([
    { country: 'ES', networks: ['Simulated Mobile', 'Movistar Sim'] },
    { country: 'FR', networks: ['Simulated Mobile'] },
    { country: 'US', networks: ['Simulated Mobile', 'T-Sim'] },
  ]);
}

export const consoleRoutes: SimulatorRoute[] = [
  // The shop's client lists SIMs under /api/esim-api; /network/things is the same list.
  route('GET', '/api/esim-api/network/things', simList),
  route('GET', '/network/things', simList),
  route('GET', '/account/products', accountProducts),
  route('GET', '/account/countryAndNetwork', countriesAndNetworks),
  route('GET', ICCID, summary),
  route('GET', `${ICCID}/usage`, usage),
  route('GET', `${ICCID}/status`, status),
  route('GET', `${ICCID}/usage/session`, usageSessions),
  route('GET', `${ICCID}/usage/daily`, usageDaily),
  route('GET', `${ICCID}/search`, location),
  route('GET', `${ICCID}/search/location`, location),
  route('GET', `${ICCID}/advanced/roaming`, roamingSettings),
  route('GET', `${ICCID}/advanced/network`, networkSettings),
  route('PATCH', `${ICCID}/products`, changeProduct),
  route('POST', `${ICCID}/roaming/zones`, setRoamingZones),
  route('POST', `${ICCID}/alias`, setAlias),
  route('DELETE', `${ICCID}/alias`, deleteAlias),
  route('POST', `${ICCID}/sms`, sendSms),
  route('POST', `${ICCID}/refreshes`, refresh),
  // Last: only what no entry above answers.
  route('*', ICCID, otherIccidPath),
  route('*', `${ICCID}/{detail}`, otherIccidPath),
];
