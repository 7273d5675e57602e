import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import type { RouteAuth } from '../../../shared/api/route-contract';
import { MESSAGES } from '../../../shared/validation/messages';
import { OWN_ADMIN_GROUP, type AdminTokenVerifier, type AuthClaims, type TokenVerifier } from '../caller';
import { ForbiddenError, UnauthorizedError } from '../errors';

/** What `authenticate` adds to the event: the verified caller of a 'user' or 'admin' route. */
export interface Authenticated {
  caller?: AuthClaims;
  /** What `identify` adds: the verified e-mail of an optional caller's token, else null. */
  provenEmail?: string | null;
}

const bearer = (header: string | undefined) => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];

/**
 * Checks the caller of a 'user' or 'admin' route again in the function (API Gateway's authorizer
 * does first): 401 without a valid ID token, 403 when its e-mail is not verified (a token is
 * trusted for an e-mail only then), 403 for a non-admin on an admin route, and 403 for an own-admin
 * without the second factor the stage requires (the admin verifier's `adminFactor`). `verifyToken`
 * is the handler's to give, so a public route's function never loads a token verifier.
 */
export const authenticate = (
  auth: Exclude<RouteAuth, 'public'>,
  verifyToken: TokenVerifier | AdminTokenVerifier,
): MiddlewareObj<APIGatewayProxyEvent & Authenticated> => ({
  before: async (request) => {
    const token = bearer(request.event.headers['authorization']);
    if (!token) throw new UnauthorizedError();
    const claims = await verifyToken(token).catch(() => {
      throw new UnauthorizedError();
    });
    const { email } = claims;
    if (!email) throw new ForbiddenError(MESSAGES.emailCode.proofRequired);
    if (auth === 'admin' && !claims.groups.includes(OWN_ADMIN_GROUP)) throw new ForbiddenError();
    if (auth === 'admin') {
      if (!('adminFactor' in verifyToken)) throw new Error('An admin route needs an admin token verifier');
      await verifyToken.adminFactor({ ...claims, email });
    }
    request.event.caller = { ...claims, email };
  },
});

/**
 * The optional caller of a public route (`optionalCaller`): the e-mail of a valid ID token that says
 * it is verified, else null. No token, an invalid or foreign one, or an unverified e-mail leave the
 * caller anonymous (never refused: the route is open to anyone), so nothing is taken as proven.
 */
export const identify = (
  verifyToken: TokenVerifier,
): MiddlewareObj<APIGatewayProxyEvent & Authenticated> => ({
  before: async (request) => {
    const token = bearer(request.event.headers['authorization']);
    const claims = token ? await verifyToken(token).catch(() => null) : null;
    request.event.provenEmail = claims?.email ?? null;
  },
});
