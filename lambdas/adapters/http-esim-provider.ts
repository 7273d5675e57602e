import * as z from '../../shared/validation/zod';
import {
  ProviderTokenUnavailableError,
  type AllocatedProfile,
  type EsimProvider,
  type ProviderBundleStatus,
  type ProviderHttpResult,
  type ProviderSim,
  type ProviderTopUp,
} from '../ports/esim-provider';
import { PermanentProviderError, TransientProviderError } from '../ports/provider-errors';

/** Where a provider access token is kept between Lambda invocations. */
export interface TokenCache {
  get(id: string): Promise<string | null>;
  put(id: string, token: string, expiresAt: Date): Promise<void>;
}

export interface ProviderCredentials {
  clientId: string;
  clientSecret: string;
}

export interface HttpEsimProviderOptions {
  /** Provider origin, e.g. https://api.provider.example (no trailing path). */
  baseUrl: string;
  credentials: () => Promise<ProviderCredentials>;
  tokenCache?: TokenCache;
  /** Per call; the provider is asked again by the state machine when a call times out. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * The allocation request's header naming the webhook the provider posts its answer to (SPEC section 7:
 * "header naming a webhook path for response URLs"); the body it posts is get-iccid's answer.
 */
export const ALLOCATION_WEBHOOK_HEADER = 'x-webhook-url';

/** The spec caches the provider token for 50 minutes. */
const TOKEN_CACHE_MS = 50 * 60 * 1000;
const TOKEN_CACHE_ID = 'esim-provider';

/*
 * The provider's answers, parsed: anything of another shape is refused (PermanentProviderError)
 * where the shop needs it, and read as absent where it is optional (history, SIM list details).
 */
const tokenAnswer = z.object({
  access_token: z.string().check(z.minLength(1)),
  expires_in: z.catch(z.optional(z.number()), undefined),
});
/** get-iccid: `idValue` is empty (or missing) until the profile is allocated. */
const allocationAnswer = z.object({
  idValue: z.catch(z.optional(z.string().check(z.minLength(1))), undefined),
});
const allocatedProfile = z.object({ idValue: z.string(), activationCode: z.string() });
const activationCodeAnswer = z.object({
  codes: z.object({ activationCode: z.string().check(z.minLength(1)) }),
});
const providerBundle = z.object({
  bundleId: z.nullish(z.string()),
  bundleExpiry: z.nullish(z.string()),
  bundleBalance: z.nullish(z.union([z.number(), z.string()])),
  totalDataAllocation: z.nullish(z.number()),
  isBundleDepleted: z.optional(z.boolean()),
  isBundleExpired: z.optional(z.boolean()),
});
type ProviderBundle = z.infer<typeof providerBundle>;
const bundleStatusAnswer = z.object({ bundle: z.array(providerBundle) });
const topUp = z.object({
  productBundleId: z.catch(z.nullable(z.string()), null),
  initial: z.catch(z.nullable(z.object({ value: z.catch(z.nullable(z.number()), null) })), null),
  date: z.catch(z.nullable(z.string()), null),
  customReference: z.catch(z.optional(z.nullable(z.string())), null),
});
const sim = z.object({
  iccid: z.string(),
  customReference: z.catch(z.nullable(z.string()), null),
  bundle: z.catch(z.nullable(z.array(providerBundle)), null),
});

/** The items of a list that have the shape; the others are left out. */
const itemsOf = <T>(list: unknown[], schema: z.core.$ZodType<T>): T[] =>
  list.flatMap((item) => {
    const parsed = z.safeParse(schema, item);
    return parsed.success ? [parsed.data] : [];
  });

const toBundleStatus = (iccid: string, bundle: ProviderBundle | undefined): ProviderBundleStatus => ({
  iccid,
  bundleId: bundle?.bundleId ?? null,
  bundleExpiry: bundle?.bundleExpiry ?? null,
  bundleBalance: bundle?.bundleBalance ?? null,
  totalDataAllocation: bundle?.totalDataAllocation ?? null,
  isBundleDepleted: bundle?.isBundleDepleted ?? false,
  isBundleExpired: bundle?.isBundleExpired ?? false,
});

/**
 * The eSIM provider over HTTP (SPEC section 7). Authentication is an OAuth-style client-credentials
 * grant: `POST /oauth/token` with HTTP Basic client id and secret, answering `access_token` and
 * `expires_in`; the token is then sent as `Authorization: Bearer`. Every call has a timeout, and
 * failures are typed: network errors, timeouts, 408, 429 and 5xx are transient; other 4xx and
 * answers of the wrong shape are permanent.
 */
export class HttpEsimProvider implements EsimProvider {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly fetchFn: typeof fetch;
  private readonly now: () => number;
  /** Shared by concurrent callers in one container, so they fetch one token between them. */
  private tokenInFlight: Promise<string> | null = null;
  private memoryToken: { token: string; expiresAt: number } | null = null;

  constructor(private readonly options: HttpEsimProviderOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 8000;
    this.fetchFn = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
  }

  /** A valid access token: from memory, then the shared cache, then the provider. */
  async getToken(): Promise<string> {
    if (this.memoryToken && this.memoryToken.expiresAt > this.now()) return this.memoryToken.token;
    this.tokenInFlight ??= this.loadToken().finally(() => {
      this.tokenInFlight = null;
    });
    return this.tokenInFlight;
  }

  private async loadToken(): Promise<string> {
    const cached = await this.options.tokenCache?.get(TOKEN_CACHE_ID);
    if (cached) {
      // The cache holds it for at most 50 minutes; keep a shorter copy in memory.
      this.memoryToken = { token: cached, expiresAt: this.now() + 60_000 };
      return cached;
    }
    return this.fetchToken();
  }

  private async fetchToken(): Promise<string> {
    const { clientId, clientSecret } = await this.options.credentials();
    const response = await this.send('POST', '/oauth/token', {
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
    });
    if (!response.ok) throw this.errorFor(response, 'API request failed');
    const answer = tokenAnswer.safeParse(await this.readJson(response));
    if (!answer.success) throw new PermanentProviderError('No token returned from API', response.status);
    const token = answer.data.access_token;
    const lifetimeMs = answer.data.expires_in === undefined ? TOKEN_CACHE_MS : answer.data.expires_in * 1000;
    // Stop using a token a minute before the provider would, never later than the spec's 50 minutes.
    const expiresAt = this.now() + Math.min(TOKEN_CACHE_MS, lifetimeMs - 60_000);
    this.memoryToken = { token, expiresAt };
    await this.options.tokenCache?.put(TOKEN_CACHE_ID, token, new Date(expiresAt));
    return token;
  }

  async requestAllocation(bundleId: string, customReference: string, callbackUrl: string): Promise<void> {
    const response = await this.authorised(
      'POST',
      `/network/things/consumer-profile/${encodeURIComponent(bundleId)}`,
      { customReference },
      { [ALLOCATION_WEBHOOK_HEADER]: callbackUrl },
    );
    if (!response.ok) throw this.errorFor(response, 'Allocation refused');
  }

  async findAllocation(customReference: string): Promise<AllocatedProfile | null> {
    const response = await this.authorised(
      'GET',
      `/get-iccid.php?orderId=${encodeURIComponent(customReference)}`,
    );
    // The provider answers 404 (or an empty body) until the profile is allocated.
    if (response.status === 404) return null;
    if (!response.ok) throw this.errorFor(response, 'ICCID lookup failed');
    const text = await response.text();
    if (text.trim() === '') return null;
    const body = this.parseJson(text, response.status);
    if (!allocationAnswer.safeParse(body).data?.idValue) return null;
    const profile = allocatedProfile.safeParse(body);
    if (!profile.success) {
      throw new PermanentProviderError('ICCID answer has no activation code', response.status);
    }
    return { iccid: profile.data.idValue, activationCode: profile.data.activationCode };
  }

  async getActivationCode(iccid: string): Promise<string> {
    const body = await this.getJson(
      `/network/things/consumer-profile-codes/iccids/${encodeURIComponent(iccid)}`,
    );
    const answer = activationCodeAnswer.safeParse(body);
    if (!answer.success) throw new PermanentProviderError('No activation code returned');
    return answer.data.codes.activationCode;
  }

  async getQrCodePng(iccid: string): Promise<Uint8Array> {
    const response = await this.authorised(
      'GET',
      `/network/things/consumer-profile-codes/iccids/${encodeURIComponent(iccid)}/qrcode`,
    );
    if (!response.ok) throw this.errorFor(response, 'QR code request failed');
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (bytes.length === 0) throw new PermanentProviderError('Empty QR code image', response.status);
    return bytes;
  }

  async getBundleStatus(iccid: string): Promise<ProviderBundleStatus> {
    const body = await this.getJson(`/network/things/iccids/${encodeURIComponent(iccid)}/bundle`);
    const answer = bundleStatusAnswer.safeParse(body);
    if (!answer.success) throw new PermanentProviderError('Bundle status has no bundle list');
    return toBundleStatus(iccid, answer.data.bundle[0]);
  }

  async getTopUpHistory(iccid: string, days: number): Promise<ProviderTopUp[]> {
    const body = await this.getJson(`/network/top-up/history/iccids/${encodeURIComponent(iccid)}/${days}`);
    if (!Array.isArray(body)) throw new PermanentProviderError('Top-up history is not a list');
    return itemsOf(body, topUp).map((item) => ({
      productBundleId: item.productBundleId,
      valueMb: item.initial?.value ?? null,
      date: item.date,
      ...(item.customReference && { customReference: item.customReference }),
    }));
  }

  async applyTopUp(iccid: string, bundleId: string, customReference: string): Promise<void> {
    const response = await this.authorised('PUT', `/top-up/iccids/${encodeURIComponent(iccid)}`, {
      bundleId,
      customReference,
    });
    if (!response.ok) throw this.errorFor(response, 'Top-up refused');
  }

  async releaseProfile(iccid: string, customReference: string): Promise<void> {
    const response = await this.authorised(
      'POST',
      `/network/things/consumer-profile/release/iccids/${encodeURIComponent(iccid)}`,
      { customReference },
    );
    if (!response.ok) throw this.errorFor(response, 'Release refused');
  }

  async listSims(): Promise<ProviderSim[]> {
    const body = await this.getJson('/api/esim-api/network/things');
    if (!Array.isArray(body)) throw new PermanentProviderError('SIM list is not a list');
    return itemsOf(body, sim).map((item) => ({
      iccid: item.iccid,
      customReference: item.customReference,
      status: item.bundle ? toBundleStatus(item.iccid, item.bundle[0]) : null,
    }));
  }

  async call(method: string, path: string, body?: unknown): Promise<ProviderHttpResult> {
    // Only paths on the provider's own origin: the console must not become an open proxy.
    if (!path.startsWith('/') || path.startsWith('//') || path.includes('://')) {
      throw new PermanentProviderError('Provider path must start with a single /');
    }
    try {
      await this.getToken();
    } catch (error) {
      throw new ProviderTokenUnavailableError('No provider token', { cause: error });
    }
    const started = this.now();
    const response = await this.authorised(method.toUpperCase(), path, body);
    const contentType = response.headers.get('content-type') ?? '';
    const raw = contentType.startsWith('image/')
      ? `data:${contentType};base64,${Buffer.from(await response.arrayBuffer()).toString('base64')}`
      : await response.text();
    let parsed: unknown = raw;
    if (contentType.includes('json')) {
      try {
        parsed = JSON.parse(raw);
      } catch {
        parsed = raw;
      }
    }
    return {
      status: response.status,
      headers: Object.fromEntries(response.headers.entries()),
      body: parsed,
      durationMs: this.now() - started,
    };
  }

  private async getJson(path: string): Promise<unknown> {
    const response = await this.authorised('GET', path);
    if (!response.ok) throw this.errorFor(response, 'Request failed');
    return this.readJson(response);
  }

  /** A call with the bearer token; a 401 means the token went stale, so it fetches a new one once. */
  private async authorised(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const attempt = async (token: string) =>
      this.send(method, path, {
        headers: {
          ...headers,
          authorization: `Bearer ${token}`,
          accept: 'application/json, image/png',
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
    const response = await attempt(await this.getToken());
    if (response.status !== 401) return response;
    this.memoryToken = null;
    return attempt(await this.fetchToken());
  }

  private async send(method: string, path: string, init: { headers: Record<string, string>; body?: string }) {
    try {
      return await this.fetchFn(`${this.baseUrl}${path}`, {
        method,
        headers: init.headers,
        ...(init.body !== undefined && { body: init.body }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `timed out after ${this.timeoutMs} ms`
          : String(error);
      throw new TransientProviderError(`Provider unreachable: ${reason}`, null, { cause: error });
    }
  }

  private errorFor(response: Response, what: string): Error {
    const message = `${what}: ${response.status} ${response.statusText}`.trim();
    const transient = response.status >= 500 || response.status === 408 || response.status === 429;
    return transient
      ? new TransientProviderError(message, response.status)
      : new PermanentProviderError(message, response.status);
  }

  private async readJson(response: Response): Promise<unknown> {
    return this.parseJson(await response.text(), response.status);
  }

  private parseJson(text: string, status: number): unknown {
    try {
      return JSON.parse(text);
    } catch {
      throw new PermanentProviderError('Provider answer is not JSON', status);
    }
  }
}
