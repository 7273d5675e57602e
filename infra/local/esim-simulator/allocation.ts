import { ALLOCATION_WEBHOOK_HEADER } from '../../../lambdas/adapters/http-esim-provider';
import type { SimulatorContext } from './context';
import { checkBundleId, HttpProblem, json, stringField, type Reply } from './reply';
import { route, type RouteRequest, type SimulatorRoute } from './routing';
import { bundleSize, iccidForSerial, newActivationCode, type SimProfile } from './simulator-state';

/** Posts the profile to the webhook its request named, as get-iccid answers it; a failure is only counted. */
async function sendCallback(ctx: SimulatorContext, profile: SimProfile, url: string): Promise<void> {
  const { faults, counters } = ctx;
  if (faults.callbacksOff || faults.iccidNever || faults.iccidAfterPolls) return;
  let status = 0;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        idValue: profile.iccid,
        activationCode: profile.activationCode,
        customReference: profile.customReference,
      }),
      signal: AbortSignal.timeout(5000),
    });
    status = response.status;
    await response.body?.cancel();
  } catch {
    status = 0;
  }
  (counters.callbacks[profile.customReference] ??= []).push(status);
}

/**
 * Calls the profile's webhook back once it is ready (at once when it is): one call per profile, to
 * the webhook its latest request named, as a provider answers the address it holds at the time.
 */
function scheduleCallback(ctx: SimulatorContext, profile: SimProfile): void {
  const { callbackTimers } = ctx;
  if (!profile.callbackUrl || callbackTimers.has(profile.customReference)) return;
  const timer = setTimeout(
    () => {
      callbackTimers.delete(profile.customReference);
      if (profile.callbackUrl) void sendCallback(ctx, profile, profile.callbackUrl);
    },
    Math.max(0, profile.readyAt - Date.now()),
  );
  callbackTimers.set(profile.customReference, timer);
}

/**
 * POST /network/things/consumer-profile/{bundleId}: asks for a profile, allocated after the
 * allocation delay; a repeat with the same customReference returns the existing one.
 */
function requestAllocation(ctx: SimulatorContext, { params, body, headers }: RouteRequest): Reply {
  const webhook = headers[ALLOCATION_WEBHOOK_HEADER];
  const callbackUrl = typeof webhook === 'string' ? webhook : undefined;
  const bundleId = decodeURIComponent(params.bundleId!);
  checkBundleId(bundleId);
  const customReference = stringField(body, 'customReference');
  const { counters, data } = ctx;
  counters.allocationRequests[customReference] = (counters.allocationRequests[customReference] ?? 0) + 1;
  let profile = data.profiles[customReference];
  if (!profile) {
    const now = Date.now();
    const size = bundleSize(bundleId);
    profile = {
      customReference,
      bundleId,
      iccid: iccidForSerial(data.nextSerial++),
      activationCode: newActivationCode(),
      requestedAt: now,
      readyAt: now + ctx.settings.allocationDelayMs,
      activatedAt: null,
      totalMb: size.mb,
      validityDays: size.days,
      topUps: [],
      alias: {},
      released: false,
    };
    data.profiles[customReference] = profile;
  }
  profile.allocationRequests = (profile.allocationRequests ?? 0) + 1;
  // A repeated request names the webhook to answer from now on.
  if (callbackUrl) profile.callbackUrl = callbackUrl;
  ctx.persist();
  scheduleCallback(ctx, profile);
  return json({ customReference, bundleId: profile.bundleId, status: 'Requested' }, 202);
}

/** GET /get-iccid.php?orderId=: the allocated profile, or "not yet" (404) while it is being allocated. */
function getIccid(ctx: SimulatorContext, { query }: RouteRequest): Reply {
  const orderId = query.get('orderId');
  if (!orderId) throw new HttpProblem(400, 'orderId is required');
  const { counters, faults } = ctx;
  const polls = (counters.iccidPolls[orderId] = (counters.iccidPolls[orderId] ?? 0) + 1);
  const profile = ctx.data.profiles[orderId];
  const notYet =
    !profile || faults.iccidNever || Date.now() < profile.readyAt || polls <= (faults.iccidAfterPolls ?? 0);
  if (notYet) return json({ message: 'No ICCID allocated for this order yet' }, 404);
  return json({ idValue: profile.iccid, activationCode: profile.activationCode, customReference: orderId });
}

export const allocationRoutes: SimulatorRoute[] = [
  route('POST', '/network/things/consumer-profile/{bundleId}', requestAllocation),
  route('GET', '/get-iccid.php', getIccid),
];
