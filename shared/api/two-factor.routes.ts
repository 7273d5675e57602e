import type { RouteContract } from './route-contract';
import { SIGNED_IN } from './rate-limits';
import * as twoFactor from './two-factor.schema';

/**
 * Two-factor sign-in. Enrolling and removing one's own authenticator app go from the browser to the
 * user pool (Amplify); the API says whether the caller has one and must, and lets an own-admin turn
 * off another admin's lost one. Every admin route also refuses an own-admin without a factor where
 * the stage requires it (`checksAdminFactor`, added to every admin route by route-access.ts).
 */
export const TWO_FACTOR_ROUTES = {
  'get-two-factor-status': {
    method: 'GET',
    path: '/api/two-factor',
    auth: 'user',
    response: twoFactor.twoFactorStatusSchema,
    limits: { unlimited: SIGNED_IN },
    grants: { cognito: ['cognito-idp:AdminGetUser'], checksAdminFactor: true },
  },
  'reset-admin-two-factor': {
    method: 'POST',
    path: '/api/admin/two-factor/reset',
    auth: 'admin',
    request: twoFactor.resetTwoFactorRequestSchema,
    response: twoFactor.resetTwoFactorResponseSchema,
    limits: { unlimited: SIGNED_IN },
    grants: {
      tables: { users: 'read', auditLog: 'append' },
      cognito: ['cognito-idp:AdminGetUser', 'cognito-idp:AdminSetUserMFAPreference'],
    },
  },
} as const satisfies Record<string, RouteContract>;
