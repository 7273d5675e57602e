import * as accounts from './accounts.schema';
import type { RouteContract } from './route-contract';

/** E-mail proofs, accounts and the signed-in traveller's own data. A handler imports its own area's routes, so it carries only their schemas. */
export const ACCOUNT_ROUTES = {
  'send-email-code': {
    method: 'POST',
    path: '/api/email-codes',
    auth: 'public',
    request: accounts.emailCodeRequestSchema,
    response: accounts.emailCodeResponseSchema,
  },
  'verify-email-code': {
    method: 'POST',
    path: '/api/email-codes/verify',
    auth: 'public',
    request: accounts.emailCodeVerifyRequestSchema,
    response: accounts.emailCodeVerifyResponseSchema,
  },
  'check-account': {
    method: 'POST',
    path: '/api/accounts/check',
    auth: 'public',
    request: accounts.accountCheckRequestSchema,
    response: accounts.accountCheckResponseSchema,
  },
  'verify-account': {
    method: 'POST',
    path: '/api/accounts/verify',
    auth: 'public',
    request: accounts.accountVerifyRequestSchema,
    response: accounts.accountVerifyResponseSchema,
  },
  'set-account-password': {
    method: 'POST',
    path: '/api/accounts/password',
    auth: 'public',
    request: accounts.accountPasswordRequestSchema,
    response: accounts.accountPasswordResponseSchema,
  },
  'register-account': {
    method: 'POST',
    path: '/api/accounts/register',
    auth: 'public',
    request: accounts.accountRegisterRequestSchema,
    response: accounts.accountRegisterResponseSchema,
  },
  'get-me': { method: 'GET', path: '/api/me', auth: 'user', response: accounts.meResponseSchema },
  'update-me': {
    method: 'PATCH',
    path: '/api/me',
    auth: 'user',
    request: accounts.meUpdateRequestSchema,
    response: accounts.meResponseSchema,
  },
  'list-my-esims': {
    method: 'GET',
    path: '/api/me/esims',
    auth: 'user',
    response: accounts.myEsimsResponseSchema,
  },
  'claim-my-esims': {
    method: 'POST',
    path: '/api/me/esims/claim',
    auth: 'user',
    request: accounts.claimMyEsimsRequestSchema,
    response: accounts.claimMyEsimsResponseSchema,
  },
  'list-my-orders': {
    method: 'GET',
    path: '/api/me/orders',
    auth: 'user',
    response: accounts.myOrdersResponseSchema,
  },
  'get-business': {
    method: 'GET',
    path: '/api/business',
    auth: 'user',
    response: accounts.businessResponseSchema,
  },
} as const satisfies Record<string, RouteContract>;
