import { CONSOLE_TOKEN_UNAVAILABLE } from '../../shared/api/admin.schema';
import { allowedBodyFields, matchProviderEndpoint } from '../../shared/api/provider-endpoints';
import { MESSAGES } from '../../shared/validation/messages';
import type { AuthClaims } from '../lib/caller';
import { ServiceUnavailableError, TooManyRequestsError, UpstreamError, ValidationError } from '../lib/errors';
import {
  ProviderTokenUnavailableError,
  type EsimProvider,
  type ProviderHttpResult,
} from '../ports/esim-provider';
import type { AuditLog } from '../ports/audit-log';
import type { RateLimit, RateLimiter } from '../ports/rate-limiter';
import { actorOf } from './audit-trail';

export const PROVIDER_PROXY_MESSAGES = {
  notOnList: 'This endpoint is not on the API console list',
  bodyField: (field: string) => `The field ${field} is not part of this endpoint's body`,
  tooMany: 'Too many API calls. Please wait a moment and try again.',
} as const;

/** Console calls per admin: any endpoint, and the ones that allocate, charge or message. */
export const PROVIDER_PROXY_LIMITS = {
  perMinute: 60,
  costlyPerHour: 20,
} as const;

/**
 * The staff API console's call, made by the server so that the provider token never reaches a
 * browser. Only an allow-listed method and path with the endpoint's own body fields is forwarded,
 * within the caller's limits. Each forwarded call is in the audit log: the request and the provider's
 * status (not its answer, which may hold activation codes).
 */
export async function proxyProviderCall(
  deps: { provider: EsimProvider; limiter: RateLimiter; audit: AuditLog },
  caller: AuthClaims,
  request: { method: string; path: string; body?: Record<string, unknown> | undefined },
): Promise<ProviderHttpResult> {
  const endpoint = matchProviderEndpoint(request.method, request.path);
  if (!endpoint) throw new ValidationError(PROVIDER_PROXY_MESSAGES.notOnList);
  const allowed = allowedBodyFields(endpoint);
  const extra = Object.keys(request.body ?? {}).find((field) => !allowed.includes(field));
  if (extra !== undefined) throw new ValidationError(PROVIDER_PROXY_MESSAGES.bodyField(extra));
  const limits: RateLimit[] = [
    { key: `provider-proxy#${caller.sub}`, limit: PROVIDER_PROXY_LIMITS.perMinute, windowSeconds: 60 },
    ...(endpoint.costly
      ? [
          {
            key: `provider-proxy-costly#${caller.sub}`,
            limit: PROVIDER_PROXY_LIMITS.costlyPerHour,
            windowSeconds: 3600,
          },
        ]
      : []),
  ];
  for (const limit of limits) {
    if (!(await deps.limiter.consume(limit)))
      throw new TooManyRequestsError(limit.windowSeconds, PROVIDER_PROXY_MESSAGES.tooMany);
  }
  const body = endpoint.body === undefined ? undefined : (request.body ?? {});
  const record = (outcome: { status: number } | { failed: string }) =>
    deps.audit.record({
      kind: 'staff',
      action: 'provider-call',
      actor: actorOf(caller),
      subject: `${endpoint.method} ${request.path}`,
      after: { ...(body !== undefined && { body }), ...outcome },
    });
  let result: ProviderHttpResult;
  try {
    result = await deps.provider.call(endpoint.method, request.path, body);
  } catch (error) {
    // A call that was never answered may still have reached the provider: it is recorded too.
    await record({ failed: error instanceof Error ? error.name : 'unknown' });
    if (error instanceof ProviderTokenUnavailableError) {
      throw new ServiceUnavailableError(CONSOLE_TOKEN_UNAVAILABLE, MESSAGES.console.tokenMissing.title);
    }
    throw new UpstreamError(MESSAGES.console.networkFailed, error);
  }
  await record({ status: result.status });
  return result;
}
