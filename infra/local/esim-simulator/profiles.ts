import QRCode from 'qrcode';
import type { SimulatorContext } from './context';
import { checkBundleId, HttpProblem, json, stringField, type Reply } from './reply';
import { route, type RouteRequest, type SimulatorRoute } from './routing';
import { bundleSize, bundleStatus, type SimProfile } from './simulator-state';

/** The provider's name for a profile's state, as the console's cards show it. */
export const profileState = (profile: SimProfile) =>
  profile.released ? 'Released' : profile.failed ? 'Error' : profile.activatedAt ? 'Enabled' : 'Downloaded';

/** Forces a profile to Released (the console's Release Profile test: Error to Released). */
function release(ctx: SimulatorContext, profile: SimProfile): Reply {
  const previousStatus = profileState(profile);
  profile.released = true;
  profile.failed = false;
  ctx.persist();
  return json({ iccid: profile.iccid, previousStatus, status: 'Released' });
}

/** POST /network/things/consumer-profile/release: the profile named by its customReference. */
function releaseByReference(ctx: SimulatorContext, { body }: RouteRequest): Reply {
  const profile = ctx.data.profiles[stringField(body, 'customReference')];
  if (!profile) throw new HttpProblem(404, 'No profile for this custom reference');
  return release(ctx, profile);
}

function releaseByIccid(ctx: SimulatorContext, { params }: RouteRequest): Reply {
  return release(ctx, ctx.profileByIccid(params.iccid!));
}

/** The activation code as a PNG QR code, the image a traveller scans. */
async function qrCode(ctx: SimulatorContext, { params }: RouteRequest): Promise<Reply> {
  const profile = ctx.profileByIccid(params.iccid!);
  const png = await QRCode.toBuffer(profile.activationCode, {
    type: 'png',
    errorCorrectionLevel: 'M',
    width: 300,
  });
  return { status: 200, body: png, contentType: 'image/png' };
}

function activationCodes(ctx: SimulatorContext, { params }: RouteRequest): Reply {
  const profile = ctx.profileByIccid(params.iccid!);
  return json({ iccid: profile.iccid, codes: { activationCode: profile.activationCode } });
}

/** The bundle's balance and expiry; asking is when a due activation happens. */
function bundle(ctx: SimulatorContext, { params }: RouteRequest): Reply {
  const profile = ctx.profileByIccid(params.iccid!);
  ctx.activate(profile);
  return json({ iccid: profile.iccid, bundle: [bundleStatus(profile, Date.now())] });
}

/** The initial bundle and each top-up within the last `days` days. */
function topUpHistory(ctx: SimulatorContext, { params }: RouteRequest): Reply {
  const profile = ctx.profileByIccid(params.iccid!);
  const since = Date.now() - Number(params.days) * 86_400_000;
  const entries = [
    {
      initial: { value: profile.totalMb },
      productBundleId: profile.bundleId,
      date: new Date(profile.readyAt).toISOString(),
    },
    ...profile.topUps.map((t) => ({
      initial: { value: t.valueMb },
      productBundleId: t.productBundleId,
      date: t.date,
      customReference: t.customReference ?? null,
    })),
  ];
  return json(entries.filter((e) => Date.parse(e.date) >= since));
}

/**
 * PUT /top-up/iccids/{iccid}: adds the bundle's data and validity. With a customReference, a
 * repeat of the same reference is answered as applied and adds nothing.
 */
function topUp(ctx: SimulatorContext, { params, body }: RouteRequest): Reply {
  const profile = ctx.profileByIccid(params.iccid!);
  const bundleId = stringField(body, 'bundleId');
  checkBundleId(bundleId);
  const customReference = typeof body.customReference === 'string' ? body.customReference : null;
  const { counters } = ctx;
  if (customReference) {
    counters.topUpRequests[customReference] = (counters.topUpRequests[customReference] ?? 0) + 1;
  }
  const applied = customReference
    ? profile.topUps.find((t) => t.customReference === customReference)
    : undefined;
  if (!applied) {
    const size = bundleSize(bundleId);
    profile.topUps.push({
      productBundleId: bundleId,
      valueMb: size.mb,
      validityDays: size.days,
      date: new Date().toISOString(),
      customReference,
    });
    ctx.persist();
  }
  return json({ iccid: profile.iccid, bundleId, customReference, status: 'Applied' });
}

export const profileRoutes: SimulatorRoute[] = [
  route('POST', '/network/things/consumer-profile/release', releaseByReference),
  route('POST', '/network/things/consumer-profile/release/iccids/{iccid}', releaseByIccid),
  route('GET', '/network/things/consumer-profile-codes/iccids/{iccid}/qrcode', qrCode),
  route('GET', '/network/things/consumer-profile-codes/iccids/{iccid}', activationCodes),
  route('GET', '/network/things/iccids/{iccid}/bundle', bundle),
  // The shop's client asks under /network, the staff console's card without it.
  route('GET', '/network/top-up/history/iccids/{iccid}/{days}', topUpHistory),
  route('GET', '/top-up/history/iccids/{iccid}/{days}', topUpHistory),
  route('PUT', '/top-up/iccids/{iccid}', topUp),
];
