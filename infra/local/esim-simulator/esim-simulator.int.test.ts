import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { HttpEsimProvider } from '../../../lambdas/adapters/http-esim-provider';
import { SAMPLE_ICCID } from '../../../shared/api/provider-endpoints';
import { TransientProviderError } from '../../../lambdas/ports/provider-errors';
import { readBody, startHttpServer, type LocalHttpServer } from '../http-server';
import { startEsimSimulator, type EsimSimulator } from './esim-simulator';
import { SAMPLE_REFERENCE, sampleProfile } from './simulator-state';

let simulator: EsimSimulator;
let provider: HttpEsimProvider;
/** Where the allocation requests ask to be called back: notes every post, with its time. */
let webhook: LocalHttpServer;
const posts: { at: number; path: string; body: unknown }[] = [];

beforeAll(async () => {
  webhook = await startHttpServer(async (req, res) => {
    posts.push({ at: Date.now(), path: req.url ?? '', body: JSON.parse(await readBody(req)) });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"recorded":true}');
  });
  simulator = await startEsimSimulator({ allocationDelayMs: 150, activationDelayMs: 0 });
  provider = new HttpEsimProvider({
    baseUrl: simulator.url,
    credentials: async () => ({ clientId: simulator.clientId, clientSecret: simulator.clientSecret }),
    timeoutMs: 2000,
  });
});
afterAll(async () => {
  await simulator.stop();
  await webhook.stop();
});
afterEach(() => simulator.setFaults({}));

const waitForProfile = async (reference: string) => {
  for (let i = 0; i < 50; i++) {
    const found = await provider.findAllocation(reference);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 30));
  }
  throw new Error('no profile');
};

describe('eSIM provider simulator through the HTTP client', () => {
  it('allocates asynchronously and serves the profile, codes and a QR PNG of the LPA code', async () => {
    await provider.requestAllocation('01032_3', 'shop_order_1_01032_3_a', webhook.url);
    await expect(provider.findAllocation('shop_order_1_01032_3_a')).resolves.toBeNull();
    const profile = await waitForProfile('shop_order_1_01032_3_a');
    expect(profile.iccid).toMatch(/^\d{19,20}$/);
    expect(profile.activationCode).toMatch(/^LPA:1\$smdp\.example\.com\$[0-9A-F-]+$/);
    await expect(provider.getActivationCode(profile.iccid)).resolves.toBe(profile.activationCode);
    const png = await provider.getQrCodePng(profile.iccid);
    expect(Buffer.from(png.subarray(1, 4)).toString('latin1')).toBe('PNG');
    // The image is exactly the QR of the activation code (the encoder is deterministic).
    const expected = await QRCode.toBuffer(profile.activationCode, {
      type: 'png',
      errorCorrectionLevel: 'M',
      width: 300,
    });
    expect(Buffer.from(png).equals(expected)).toBe(true);
  });

  it('posts the allocated profile to the webhook the request named, once it is ready', async () => {
    const requestedAt = Date.now();
    await provider.requestAllocation('01032_3', 'shop_order_hook', `${webhook.url}/hook?token=t1`);
    await vi.waitFor(() => expect(posts.find((p) => p.path === '/hook?token=t1')).toBeDefined(), {
      timeout: 2000,
    });
    const post = posts.find((p) => p.path === '/hook?token=t1')!;
    expect(post.at - requestedAt).toBeGreaterThanOrEqual(140);
    const profile = await provider.findAllocation('shop_order_hook');
    expect(post.body).toEqual({
      idValue: profile!.iccid,
      activationCode: profile!.activationCode,
      customReference: 'shop_order_hook',
    });
    expect(simulator.state.counters.callbacks['shop_order_hook']).toEqual([200]);
  });

  it('sends no callback when callbacks are off, and counts an unreachable webhook', async () => {
    simulator.setFaults({ callbacksOff: true });
    await provider.requestAllocation('01032_3', 'shop_order_quiet', `${webhook.url}/quiet`);
    await provider.requestAllocation('01032_3', 'shop_order_lost', 'http://127.0.0.1:9/lost');
    await new Promise((r) => setTimeout(r, 250));
    expect(posts.some((p) => p.path === '/quiet')).toBe(false);
    expect(simulator.state.counters.callbacks['shop_order_lost']).toBeUndefined();
    simulator.setFaults({});
    await provider.requestAllocation('01032_3', 'shop_order_lost', 'http://127.0.0.1:9/lost');
    await vi.waitFor(() => expect(simulator.state.counters.callbacks['shop_order_lost']).toEqual([0]));
  });

  it('never allocates twice for one custom reference', async () => {
    await provider.requestAllocation('01038_1', 'shop_order_2', webhook.url);
    await provider.requestAllocation('01038_1', 'shop_order_2', webhook.url);
    expect(simulator.state.counters.allocationRequests.shop_order_2).toBe(2);
    expect(
      Object.values(simulator.state.data.profiles).filter((p) => p.customReference === 'shop_order_2'),
    ).toHaveLength(1);
  });

  it('reports usage, top-ups and the SIM list for an allocated eSIM', async () => {
    await provider.requestAllocation('01032_1', 'shop_order_3', webhook.url);
    const { iccid } = await waitForProfile('shop_order_3');
    const status = await provider.getBundleStatus(iccid);
    expect(status).toMatchObject({
      iccid,
      bundleId: '01032_1',
      totalDataAllocation: 20480,
      isBundleExpired: false,
    });
    expect(status.bundleExpiry).not.toBeNull();
    await provider.call('PUT', `/top-up/iccids/${iccid}`, { bundleId: '01032_5' });
    const history = await provider.getTopUpHistory(iccid, 90);
    expect(history.map((h) => [h.productBundleId, h.valueMb])).toEqual([
      ['01032_1', 20480],
      ['01032_5', 1024],
    ]);
    const sims = await provider.listSims();
    expect(sims.find((s) => s.iccid === iccid)?.customReference).toBe('shop_order_3');
  });

  it('tops up an eSIM once per reference: balance, total and expiry grow, the history names the reference', async () => {
    await provider.requestAllocation('01032_3', 'shop_order_topup_base', webhook.url);
    const { iccid } = await waitForProfile('shop_order_topup_base');
    const before = await provider.getBundleStatus(iccid);
    expect(before.totalDataAllocation).toBe(5120);

    await provider.applyTopUp(iccid, '01032_5', 'shop_order_topup_1');
    await provider.applyTopUp(iccid, '01032_5', 'shop_order_topup_1');
    const after = await provider.getBundleStatus(iccid);
    expect(after.totalDataAllocation).toBe(5120 + 1024);
    expect(Number(after.bundleBalance)).toBe(Number(before.bundleBalance) + 1024);
    // 01032_5 is valid 7 days: the expiry moves out by a week.
    expect(Date.parse(after.bundleExpiry!) - Date.parse(before.bundleExpiry!)).toBe(7 * 86_400_000);
    expect(simulator.state.counters.topUpRequests.shop_order_topup_1).toBe(2);

    const history = await provider.getTopUpHistory(iccid, 90);
    expect(history.map((h) => [h.productBundleId, h.valueMb, h.customReference ?? null])).toEqual([
      ['01032_3', 5120, null],
      ['01032_5', 1024, 'shop_order_topup_1'],
    ]);
    await expect(provider.applyTopUp(iccid, 'nope', 'shop_order_topup_2')).rejects.toMatchObject({
      name: 'PermanentProviderError',
    });
  });

  it('answers console calls with status and body, and 404 for an unknown ICCID', async () => {
    const products = await provider.call('GET', '/account/products');
    expect(products.status).toBe(200);
    expect(Array.isArray(products.body)).toBe(true);
    const unknown = await provider.call('GET', '/network/things/iccids/8900000000000000000/bundle');
    expect(unknown.status).toBe(404);
  });

  it('rejects calls without a valid bearer token', async () => {
    const response = await fetch(`${simulator.url}/network/things`, {
      headers: { authorization: 'Bearer nope' },
    });
    expect(response.status).toBe(401);
  });

  it('injects a 5xx burst on a path, then recovers', async () => {
    simulator.setFaults({ bursts: [{ path: '/network/things/consumer-profile/', count: 2 }] });
    await expect(provider.requestAllocation('01032_2', 'shop_order_4', webhook.url)).rejects.toBeInstanceOf(
      TransientProviderError,
    );
    await expect(provider.requestAllocation('01032_2', 'shop_order_4', webhook.url)).rejects.toBeInstanceOf(
      TransientProviderError,
    );
    await expect(provider.requestAllocation('01032_2', 'shop_order_4', webhook.url)).resolves.toBeUndefined();
  });

  it('holds the ICCID back for N polls, or for ever', async () => {
    await provider.requestAllocation('01032_2', 'shop_order_5', webhook.url);
    await new Promise((r) => setTimeout(r, 200));
    simulator.setFaults({ iccidNever: true });
    await expect(provider.findAllocation('shop_order_5')).resolves.toBeNull();
    // The call above was poll 1; with iccidAfterPolls 3, polls 2 and 3 still wait and poll 4 answers.
    simulator.setFaults({ iccidAfterPolls: 3 });
    await expect(provider.findAllocation('shop_order_5')).resolves.toBeNull();
    await expect(provider.findAllocation('shop_order_5')).resolves.toBeNull();
    await expect(provider.findAllocation('shop_order_5')).resolves.not.toBeNull();
  });

  it('fails every call at an error rate of 1 and adds latency on request', async () => {
    simulator.setFaults({ errorRate: 1 });
    await expect(provider.listSims()).rejects.toBeInstanceOf(TransientProviderError);
    simulator.setFaults({ latencyMs: 120 });
    const started = Date.now();
    await provider.listSims();
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
  });

  it('never activates the sample eSIM (in Error until released): it has no expiry, however often it is asked', async () => {
    for (let i = 0; i < 2; i++) {
      const status = await provider.getBundleStatus(SAMPLE_ICCID);
      expect(status).toMatchObject({ bundleExpiry: null, isBundleExpired: false });
    }
    const sample = (await provider.listSims()).find((s) => s.iccid === SAMPLE_ICCID);
    expect(sample?.status?.bundleExpiry ?? null).toBeNull();
    const [initial] = await provider.getTopUpHistory(SAMPLE_ICCID, 90);
    expect(Date.parse(initial?.date ?? '')).toBeGreaterThan(Date.parse('2020-01-01'));
  });

  it('repairs a sample eSIM saved activated at the epoch, which showed an expiry of 3 January 1970', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'esim-sim-'));
    try {
      const stateFile = join(dir, 'state.json');
      // As a run before the repair saved it: made at the epoch, activated a minute later.
      const sample = { ...sampleProfile(SAMPLE_ICCID, 0), activatedAt: 60_000 };
      writeFileSync(
        stateFile,
        JSON.stringify({ nextSerial: 1000, profiles: { [SAMPLE_REFERENCE]: sample } }),
      );

      const second = await startEsimSimulator({ allocationDelayMs: 0, stateFile });
      try {
        const client = new HttpEsimProvider({
          baseUrl: second.url,
          credentials: async () => ({ clientId: 'local-client', clientSecret: 'local-secret' }),
        });
        await expect(client.getBundleStatus(SAMPLE_ICCID)).resolves.toMatchObject({ bundleExpiry: null });
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps profiles across a restart when given a state file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'esim-sim-'));
    try {
      const stateFile = join(dir, 'state.json');
      const first = await startEsimSimulator({ allocationDelayMs: 0, stateFile });
      const client = (url: string) =>
        new HttpEsimProvider({
          baseUrl: url,
          credentials: async () => ({ clientId: 'local-client', clientSecret: 'local-secret' }),
        });
      await client(first.url).requestAllocation('01032_5', 'kept_order', webhook.url);
      const before = await client(first.url).findAllocation('kept_order');
      await first.stop();
      const second = await startEsimSimulator({ allocationDelayMs: 0, stateFile });
      try {
        await expect(client(second.url).findAllocation('kept_order')).resolves.toEqual(before);
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
