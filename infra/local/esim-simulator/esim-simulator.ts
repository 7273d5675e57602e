import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import QRCode from 'qrcode';
import { SAMPLE_ICCID } from '../../../shared/api/provider-endpoints';
import { ALLOCATION_WEBHOOK_HEADER } from '../../../lambdas/adapters/http-esim-provider';
import { readBody as readText, sendJson, startHttpServer } from '../http-server';
import {
  bundleSize,
  bundleStatus,
  iccidForSerial,
  loadData,
  newActivationCode,
  SAMPLE_REFERENCE,
  sampleProfile,
  saveData,
  usedMb,
  type SimProfile,
  type SimulatorCounters,
  type SimulatorData,
} from './simulator-state';

/** Faults a test can switch on; they apply to every call after `setFaults`. */
export interface EsimSimulatorFaults {
  /** Chance (0–1) that any call answers 500. */
  errorRate?: number;
  /** Delay before every answer. */
  latencyMs?: number;
  /** The next `count` calls whose path starts with `path` answer `status` (default 503). */
  bursts?: { path: string; count: number; status?: number }[];
  /** get-iccid never finds a profile. */
  iccidNever?: boolean;
  /** get-iccid answers "not yet" to the first N calls for each order, whatever the delay. */
  iccidAfterPolls?: number;
  /**
   * No allocation callbacks: the shop must find the ICCID by asking. A provider that never allocates
   * (`iccidNever`) or is late (`iccidAfterPolls`) sends none either.
   */
  callbacksOff?: boolean;
}

export interface EsimSimulatorOptions {
  port?: number;
  /** Time from an allocation request until its ICCID can be fetched. */
  allocationDelayMs?: number;
  /** Time from allocation until the simulated traveller starts using data (the eSIM turns Active). */
  activationDelayMs?: number;
  faults?: EsimSimulatorFaults;
  clientId?: string;
  clientSecret?: string;
  tokenLifetimeSeconds?: number;
  /** Keep profiles across restarts in this JSON file. */
  stateFile?: string;
  random?: () => number;
}

export interface EsimSimulator {
  url: string;
  clientId: string;
  clientSecret: string;
  stop(): Promise<void>;
  setFaults(faults: EsimSimulatorFaults): void;
  state: { data: SimulatorData; counters: SimulatorCounters };
}

interface Reply {
  status: number;
  body: unknown;
  contentType?: string;
}

class HttpProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const json = (body: unknown, status = 200): Reply => ({ status, body });

const profileState = (profile: SimProfile) =>
  profile.released ? 'Released' : profile.failed ? 'Error' : profile.activatedAt ? 'Enabled' : 'Downloaded';

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const raw = await readText(req);
  if (!raw) return {};
  if ((req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(raw));
  }
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    throw new HttpProblem(400, 'Body is not valid JSON');
  }
}

const stringField = (body: Record<string, unknown>, name: string): string => {
  const value = body[name];
  if (typeof value !== 'string' || value.trim() === '') throw new HttpProblem(400, `${name} is required`);
  return value;
};

/**
 * Starts a simulated eSIM provider on 127.0.0.1 that speaks the provider paths the shop calls
 * (SPEC section 7): OAuth-style client-credentials token, asynchronous consumer-profile allocation
 * (posted to the webhook its request names once ready), get-iccid polling, profile codes and QR
 * PNGs, bundle status with simulated usage, top-ups, SIM list and the console endpoints. Every call except the token needs `Authorization: Bearer <token>`.
 */
export async function startEsimSimulator(options: EsimSimulatorOptions = {}): Promise<EsimSimulator> {
  const {
    allocationDelayMs = 2000,
    activationDelayMs = 60_000,
    clientId = 'local-client',
    clientSecret = 'local-secret',
    tokenLifetimeSeconds = 3600,
    stateFile,
    random = Math.random,
  } = options;
  let faults: EsimSimulatorFaults = structuredClone(options.faults ?? {});
  const data = loadData(stateFile);
  data.profiles[SAMPLE_REFERENCE] ??= sampleProfile(SAMPLE_ICCID);
  const counters: SimulatorCounters = {
    allocationRequests: {},
    iccidPolls: {},
    tokensIssued: 0,
    requests: 0,
    topUpRequests: {},
    callbacks: {},
  };
  /** The pending callback of each custom reference. */
  const callbackTimers = new Map<string, NodeJS.Timeout>();
  const tokens = new Map<string, number>();
  const persist = () => saveData(stateFile, data);

  const profileByIccid = (iccid: string): SimProfile => {
    const profile = Object.values(data.profiles).find((p) => p.iccid === iccid && Date.now() >= p.readyAt);
    if (!profile) throw new HttpProblem(404, `No eSIM with ICCID ${iccid}`);
    return profile;
  };

  const activate = (profile: SimProfile) => {
    if (profile.activatedAt === null && Date.now() >= profile.readyAt + activationDelayMs) {
      profile.activatedAt = profile.readyAt + activationDelayMs;
      persist();
    }
  };

  const issueToken = (body: Record<string, unknown>, req: IncomingMessage): Reply => {
    const basic = req.headers.authorization?.match(/^Basic (.+)$/)?.[1];
    const [id, secret] = basic
      ? Buffer.from(basic, 'base64').toString('utf8').split(':')
      : [body.client_id, body.client_secret];
    if (id !== clientId || secret !== clientSecret) return json({ error: 'invalid_client' }, 401);
    const token = randomBytes(24).toString('base64url');
    tokens.set(token, Date.now() + tokenLifetimeSeconds * 1000);
    counters.tokensIssued += 1;
    return json({ access_token: token, token_type: 'Bearer', expires_in: tokenLifetimeSeconds });
  };

  /** Posts the profile to the webhook its request named, as get-iccid answers it; a failure is only counted. */
  const sendCallback = async (profile: SimProfile, url: string) => {
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
  };

  /**
   * Calls the profile's webhook back once it is ready (at once when it is): one call per profile, to
   * the webhook its latest request named, as a provider answers the address it holds at the time.
   */
  const scheduleCallback = (profile: SimProfile) => {
    if (!profile.callbackUrl || callbackTimers.has(profile.customReference)) return;
    const timer = setTimeout(
      () => {
        callbackTimers.delete(profile.customReference);
        if (profile.callbackUrl) void sendCallback(profile, profile.callbackUrl);
      },
      Math.max(0, profile.readyAt - Date.now()),
    );
    callbackTimers.set(profile.customReference, timer);
  };

  const allocate = (
    bundleId: string,
    body: Record<string, unknown>,
    callbackUrl: string | undefined,
  ): Reply => {
    if (!/^\d{5}_\d+$/.test(bundleId)) throw new HttpProblem(400, `Unknown bundle ${bundleId}`);
    const customReference = stringField(body, 'customReference');
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
        readyAt: now + allocationDelayMs,
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
    persist();
    scheduleCallback(profile);
    return json({ customReference, bundleId: profile.bundleId, status: 'Requested' }, 202);
  };

  const getIccid = (orderId: string | null): Reply => {
    if (!orderId) throw new HttpProblem(400, 'orderId is required');
    const polls = (counters.iccidPolls[orderId] = (counters.iccidPolls[orderId] ?? 0) + 1);
    const profile = data.profiles[orderId];
    const notYet =
      !profile || faults.iccidNever || Date.now() < profile.readyAt || polls <= (faults.iccidAfterPolls ?? 0);
    if (notYet) return json({ message: 'No ICCID allocated for this order yet' }, 404);
    return json({ idValue: profile.iccid, activationCode: profile.activationCode, customReference: orderId });
  };

  const topUpHistory = (iccid: string, days: number): Reply => {
    const profile = profileByIccid(iccid);
    const since = Date.now() - days * 86_400_000;
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
  };

  /**
   * PUT /top-up/iccids/{iccid}: adds the bundle's data and validity. With a customReference, a
   * repeat of the same reference is answered as applied and adds nothing.
   */
  const topUp = (profile: SimProfile, body: Record<string, unknown>): Reply => {
    const bundleId = stringField(body, 'bundleId');
    if (!/^\d{5}_\d+$/.test(bundleId)) throw new HttpProblem(400, `Unknown bundle ${bundleId}`);
    const customReference = typeof body.customReference === 'string' ? body.customReference : null;
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
      persist();
    }
    return json({ iccid: profile.iccid, bundleId, customReference, status: 'Applied' });
  };

  const simList = (): Reply =>
    json(
      Object.values(data.profiles)
        .filter((p) => Date.now() >= p.readyAt)
        .map((p) => {
          activate(p);
          return {
            iccid: p.iccid,
            customReference: p.customReference,
            bundle: [bundleStatus(p, Date.now())],
          };
        }),
    );

  /** Forces a profile to Released (the console's Release Profile test: Error to Released). */
  const release = (profile: SimProfile): Reply => {
    const previousStatus = profileState(profile);
    profile.released = true;
    profile.failed = false;
    persist();
    return json({ iccid: profile.iccid, previousStatus, status: 'Released' });
  };

  /** Plausible answers for the staff console's per-ICCID cards. */
  const iccidDetail = (profile: SimProfile, detail: string): Reply => {
    const now = Date.now();
    const status = bundleStatus(profile, now);
    switch (detail) {
      case '':
        return json({
          iccid: profile.iccid,
          customReference: profile.customReference,
          profileStatus: profileState(profile),
          alias: profile.alias,
        });
      case 'usage':
        return json({ iccid: profile.iccid, usedMb: usedMb(profile, now), ...status });
      case 'status':
        return json({
          iccid: profile.iccid,
          state: profile.activatedAt ? 'Active' : 'Inactive',
          profileStatus: profileState(profile),
        });
      case 'usage/session':
        return json({
          sessions: profile.activatedAt
            ? [{ start: new Date(profile.activatedAt).toISOString(), mb: usedMb(profile, now) }]
            : [],
        });
      case 'usage/daily':
        return json({
          days: profile.activatedAt
            ? [{ date: new Date(now).toISOString().slice(0, 10), mb: usedMb(profile, now) }]
            : [],
        });
      case 'search':
      case 'search/location':
        return json({
          iccid: profile.iccid,
          country: 'ES',
          network: 'Simulated Mobile',
          lastSeen: new Date(now).toISOString(),
        });
      case 'advanced/roaming':
        return json({ roamingProfile: 3, zones: ['Europe'] });
      case 'advanced/network':
        return json({ rat: '4G', apn: 'internet', network: 'Simulated Mobile' });
      default:
        throw new HttpProblem(404, `Unknown path /network/things/iccids/${profile.iccid}/${detail}`);
    }
  };

  const route = async (req: IncomingMessage, url: URL): Promise<Reply> => {
    const method = req.method ?? 'GET';
    const path = url.pathname;
    const body = method === 'GET' || method === 'HEAD' ? {} : await readBody(req);
    if (method === 'POST' && path === '/oauth/token') return issueToken(body, req);

    const token = req.headers.authorization?.match(/^Bearer (.+)$/)?.[1];
    const expiry = token ? tokens.get(token) : undefined;
    if (!expiry || expiry < Date.now()) return json({ message: 'Invalid or expired token' }, 401);

    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/network/things/consumer-profile/release') {
      const profile = data.profiles[stringField(body, 'customReference')];
      if (!profile) throw new HttpProblem(404, 'No profile for this custom reference');
      return release(profile);
    }
    if (
      method === 'POST' &&
      (m = path.match(/^\/network\/things\/consumer-profile\/release\/iccids\/(\d+)$/))
    ) {
      return release(profileByIccid(m[1]!));
    }
    if (method === 'POST' && (m = path.match(/^\/network\/things\/consumer-profile\/([^/]+)$/))) {
      const webhook = req.headers[ALLOCATION_WEBHOOK_HEADER];
      return allocate(decodeURIComponent(m[1]!), body, typeof webhook === 'string' ? webhook : undefined);
    }
    if (method === 'GET' && path === '/get-iccid.php') return getIccid(url.searchParams.get('orderId'));
    if (
      method === 'GET' &&
      (m = path.match(/^\/network\/things\/consumer-profile-codes\/iccids\/(\d+)\/qrcode$/))
    ) {
      const profile = profileByIccid(m[1]!);
      const png = await QRCode.toBuffer(profile.activationCode, {
        type: 'png',
        errorCorrectionLevel: 'M',
        width: 300,
      });
      return { status: 200, body: png, contentType: 'image/png' };
    }
    if (method === 'GET' && (m = path.match(/^\/network\/things\/consumer-profile-codes\/iccids\/(\d+)$/))) {
      const profile = profileByIccid(m[1]!);
      return json({ iccid: profile.iccid, codes: { activationCode: profile.activationCode } });
    }
    if (method === 'GET' && (m = path.match(/^\/network\/things\/iccids\/(\d+)\/bundle$/))) {
      const profile = profileByIccid(m[1]!);
      activate(profile);
      return json({ iccid: profile.iccid, bundle: [bundleStatus(profile, Date.now())] });
    }
    if (method === 'GET' && (m = path.match(/^(?:\/network)?\/top-up\/history\/iccids\/(\d+)\/(\d+)$/))) {
      return topUpHistory(m[1]!, Number(m[2]));
    }
    if (method === 'PUT' && (m = path.match(/^\/top-up\/iccids\/(\d+)$/))) {
      return topUp(profileByIccid(m[1]!), body);
    }
    if (method === 'GET' && (path === '/api/esim-api/network/things' || path === '/network/things'))
      return simList();
    if (method === 'GET' && path === '/account/products') {
      return json(
        [...new Set(Object.values(data.profiles).map((p) => p.bundleId))].map((id) => ({
          productId: id,
          bundleId: id,
          ...bundleSize(id),
        })),
      );
    }
    if (method === 'GET' && path === '/account/countryAndNetwork') {
      return json([
        { country: 'ES', networks: ['Simulated Mobile', 'Movistar Sim'] },
        { country: 'FR', networks: ['Simulated Mobile'] },
        { country: 'US', networks: ['Simulated Mobile', 'T-Sim'] },
      ]);
    }
    if ((m = path.match(/^\/network\/things\/iccids\/(\d+)(?:\/(.+))?$/))) {
      const profile = profileByIccid(m[1]!);
      const detail = m[2] ?? '';
      if (method === 'GET') return iccidDetail(profile, detail);
      if (method === 'PATCH' && detail === 'products')
        return json({ iccid: profile.iccid, productId: body.productId ?? null });
      if (method === 'POST' && detail === 'roaming/zones')
        return json({ iccid: profile.iccid, profile: body.profile ?? 3 });
      if (method === 'POST' && detail === 'alias') {
        profile.alias[String(body.aliasNo ?? 1)] = String(body.alias ?? '');
        persist();
        return json({ iccid: profile.iccid, alias: profile.alias });
      }
      if (method === 'DELETE' && detail === 'alias') {
        delete profile.alias[String(body.aliasNo ?? url.searchParams.get('aliasNo') ?? 1)];
        persist();
        return json({ iccid: profile.iccid, alias: profile.alias });
      }
      if (method === 'POST' && detail === 'sms') return json({ messageId: randomUUID(), status: 'Queued' });
      if (method === 'POST' && detail === 'refreshes')
        return json({ iccid: profile.iccid, status: 'RefreshRequested' });
    }
    throw new HttpProblem(404, `No route for ${method} ${path}`);
  };

  /** Applies latency, bursts and the error rate; returns the fault reply, if any. */
  const injectFault = async (path: string): Promise<Reply | null> => {
    if (faults.latencyMs) await new Promise((r) => setTimeout(r, faults.latencyMs));
    const burst = faults.bursts?.find((b) => b.count > 0 && path.startsWith(b.path));
    if (burst) {
      burst.count -= 1;
      return json({ message: 'Simulated provider outage' }, burst.status ?? 503);
    }
    if (faults.errorRate && random() < faults.errorRate)
      return json({ message: 'Simulated provider error' }, 500);
    return null;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    counters.requests += 1;
    const url = new URL(req.url ?? '/', 'http://simulator');
    let reply: Reply;
    try {
      reply = (await injectFault(url.pathname)) ?? (await route(req, url));
    } catch (error) {
      reply =
        error instanceof HttpProblem
          ? json({ message: error.message }, error.status)
          : json({ message: `Simulator error: ${String(error)}` }, 500);
    }
    if (Buffer.isBuffer(reply.body)) {
      res.writeHead(reply.status, { 'content-type': reply.contentType ?? 'application/octet-stream' });
      res.end(reply.body);
    } else {
      sendJson(res, reply.status, reply.body);
    }
  };

  const server = await startHttpServer(handle, { port: options.port });
  return {
    url: server.url,
    clientId,
    clientSecret,
    state: { data, counters },
    setFaults: (next) => {
      faults = structuredClone(next);
    },
    stop: async () => {
      for (const timer of callbackTimers.values()) clearTimeout(timer);
      await server.stop();
    },
  };
}
