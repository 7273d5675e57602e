import * as accounts from './accounts.schema';
import type { RouteContract } from './route-contract';
import { CREATES_SIGN_INS, CALLS_PROVIDER, mergeAccess } from './function-access';
import {
  HOUR,
  MAILS_TO_MAILBOX,
  MINUTE,
  SIGNED_IN,
  guessesAbout,
  perClient,
  perClientAnd,
  wrongAnswerCeiling,
} from './rate-limits';

/** E-mail proofs, accounts and the signed-in traveller's own data. A handler imports its own area's routes, so it carries only their schemas. */
export const ACCOUNT_ROUTES = {
  'send-email-code': {
    method: 'POST',
    path: '/api/email-codes',
    auth: 'public',
    request: accounts.emailCodeRequestSchema,
    response: accounts.emailCodeResponseSchema,
    publicReason: 'Mails the one-time ownership code to the address itself',
    limits: {
      rules: [
        perClient('email-codes', 10, 15 * MINUTE),
        perClientAnd('email', 'email-codes-per-client-address', 3, HOUR),
        MAILS_TO_MAILBOX,
      ],
    },
    // Links to the shop for the logo in the mail's header.
    grants: {
      tables: { verifications: 'write', brand: 'read' },
      sendsMail: true,
      linksToShop: true,
    },
  },
  'verify-email-code': {
    method: 'POST',
    path: '/api/email-codes/verify',
    auth: 'public',
    request: accounts.emailCodeVerifyRequestSchema,
    response: accounts.emailCodeVerifyResponseSchema,
    publicReason: 'Checks the one-time code a guest received',
    // A code also burns after EMAIL_CODE_MAX_ATTEMPTS (12) wrong tries from anyone: more than one client
    // may make within the code's 10 minutes (5 a window, 10 across a window's end), so no single
    // stranger can burn it, and a fresh code replaces a burnt one.
    limits: {
      rules: [
        perClient('email-code-checks', 20, 15 * MINUTE),
        ...guessesAbout('email', 'email-code-failures', 5, 15 * MINUTE),
      ],
    },
    grants: { tables: { verifications: 'readWrite' } },
  },
  'check-account': {
    method: 'POST',
    path: '/api/accounts/check',
    auth: 'public',
    request: accounts.accountCheckRequestSchema,
    response: accounts.accountCheckResponseSchema,
    publicReason: 'Shows an account only with the proof of the e-mailed code',
    // The account routes need a proof of the address (a mailed code): a stranger has none, so their
    // requests fail, and count against the address only as failures.
    limits: {
      rules: [
        perClient('account-checks', 20, 15 * MINUTE),
        perClientAnd('email', 'account-checks-per-client-address', 10, 15 * MINUTE),
        wrongAnswerCeiling('email', 'account-check-failures-per-address', 10, 15 * MINUTE),
      ],
    },
    grants: {
      tables: { users: 'read', verifications: 'read' },
      cognito: ['cognito-idp:AdminGetUser'],
    },
  },
  'verify-account': {
    method: 'POST',
    path: '/api/accounts/verify',
    auth: 'public',
    request: accounts.accountVerifyRequestSchema,
    response: accounts.accountVerifyResponseSchema,
    publicReason: 'Works only with the proof of the e-mailed code',
    limits: {
      rules: [
        perClient('account-verifications', 20, 15 * MINUTE),
        perClientAnd('email', 'account-verifications-per-client-address', 10, 15 * MINUTE),
        perClientAnd('iccid', 'account-verifications-per-client-iccid', 10, 15 * MINUTE),
        wrongAnswerCeiling('email', 'account-verification-failures-per-address', 10, 15 * MINUTE),
        wrongAnswerCeiling('iccid', 'account-verification-failures-per-iccid', 10, 15 * MINUTE),
      ],
    },
    grants: { tables: { users: 'read', verifications: 'read' } },
  },
  'set-account-password': {
    method: 'POST',
    path: '/api/accounts/password',
    auth: 'public',
    request: accounts.accountPasswordRequestSchema,
    response: accounts.accountPasswordResponseSchema,
    publicReason: 'Sets a password only with the proof of the e-mailed code',
    limits: {
      rules: [
        perClient('password-setups', 10, HOUR),
        perClientAnd('email', 'password-setups-per-client-address', 5, HOUR),
        perClientAnd('iccid', 'password-setups-per-client-iccid', 5, HOUR),
        wrongAnswerCeiling('email', 'password-setup-failures-per-address', 5, HOUR),
        wrongAnswerCeiling('iccid', 'password-setup-failures-per-iccid', 5, HOUR),
      ],
    },
    // Uses the proof up (and gives it back when the password cannot be set).
    grants: {
      tables: { users: 'read', verifications: 'readWrite' },
      cognito: ['cognito-idp:AdminGetUser', ...CREATES_SIGN_INS],
    },
  },
  'register-account': {
    method: 'POST',
    path: '/api/accounts/register',
    auth: 'public',
    request: accounts.accountRegisterRequestSchema,
    response: accounts.accountRegisterResponseSchema,
    publicReason: 'Creates a sign-in only with the proof of the e-mailed code',
    limits: {
      rules: [
        perClient('registrations', 10, HOUR),
        perClientAnd('email', 'registrations-per-client-address', 5, HOUR),
        wrongAnswerCeiling('email', 'registration-failures-per-address', 5, HOUR),
      ],
    },
    grants: {
      tables: { users: 'readWrite', verifications: 'readWrite' },
      cognito: ['cognito-idp:AdminGetUser', ...CREATES_SIGN_INS],
    },
  },
  'get-me': {
    method: 'GET',
    path: '/api/me',
    auth: 'user',
    response: accounts.meResponseSchema,
    limits: { unlimited: SIGNED_IN },
    grants: { tables: { users: 'read' } },
  },
  'update-me': {
    method: 'PATCH',
    path: '/api/me',
    auth: 'user',
    request: accounts.meUpdateRequestSchema,
    response: accounts.meResponseSchema,
    limits: { unlimited: SIGNED_IN },
    grants: { tables: { users: 'readWrite' } },
  },
  'list-my-esims': {
    method: 'GET',
    path: '/api/me/esims',
    auth: 'user',
    response: accounts.myEsimsResponseSchema,
    limits: { unlimited: SIGNED_IN },
    grants: mergeAccess(CALLS_PROVIDER, { tables: { users: 'read', catalogue: 'read' } }),
  },
  'claim-my-esims': {
    method: 'POST',
    path: '/api/me/esims/claim',
    auth: 'user',
    request: accounts.claimMyEsimsRequestSchema,
    response: accounts.claimMyEsimsResponseSchema,
    // Mails nothing itself (the code comes from POST /api/email-codes, limited there); uses a proof up.
    limits: { unlimited: SIGNED_IN },
    // Uses up the proof of the account's e-mail, then moves its unclaimed eSIMs into its list.
    grants: { tables: { users: 'readWrite', verifications: 'readWrite' } },
  },
  'list-my-orders': {
    method: 'GET',
    path: '/api/me/orders',
    auth: 'user',
    response: accounts.myOrdersResponseSchema,
    limits: { unlimited: SIGNED_IN },
    // The account's orders: those whose eSIM is in its list (users) or whose buyer proved the e-mail.
    grants: { tables: { orders: 'read', users: 'read' } },
  },
  'get-business': {
    method: 'GET',
    path: '/api/business',
    auth: 'user',
    response: accounts.businessResponseSchema,
    limits: { unlimited: SIGNED_IN },
    grants: { tables: { users: 'read', brand: 'read' } },
  },
} as const satisfies Record<string, RouteContract>;
