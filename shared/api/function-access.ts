/**
 * The vocabulary of what one function may touch, written in each route's contract entry (`grants`),
 * each pipeline task's and each job's declaration. Logical names only: the stack maps each to a
 * resource, an IAM grant and the environment variable that names it (lambdas/data/table-definitions.ts,
 * lambdas/config/secrets.ts).
 */

/** The shop's DynamoDB tables. */
export type TableId =
  | 'orders'
  | 'users'
  | 'coupons'
  | 'brand'
  | 'supportTickets'
  | 'paymentEvents'
  | 'providerTokens'
  | 'verifications'
  | 'rateLimits'
  | 'auditLog'
  | 'catalogue'
  | 'sales';

/** The shop's Secrets Manager secrets. */
export type SecretId = 'stripe' | 'esimProvider';

/**
 * `append` is PutItem alone: new rows only, no read, update or delete (the audit log's writers).
 * `write` and `readWrite` also update and delete.
 */
export type TableAccess = 'read' | 'write' | 'readWrite' | 'append';

/** Cognito admin actions a handler may call on the shop's user pool. */
export type CognitoAction =
  | 'cognito-idp:AdminGetUser'
  | 'cognito-idp:AdminCreateUser'
  | 'cognito-idp:AdminSetUserPassword'
  | 'cognito-idp:AdminAddUserToGroup'
  | 'cognito-idp:AdminDeleteUser'
  | 'cognito-idp:AdminSetUserMFAPreference';

/**
 * What one Lambda may touch. The stack turns each entry into IAM grants and, in the same step, into
 * the environment variables that name the granted resources (`functionEnvironment`): anything not
 * listed is denied by IAM and absent from the function's environment.
 */
export interface FunctionAccess {
  tables?: Partial<Record<TableId, TableAccess>>;
  /** Secrets Manager secrets; the eSIM provider's also brings the provider's URL. */
  secrets?: readonly SecretId[];
  /** StartExecution on the order pipeline: only the routes that start or resume fulfilment. */
  startsFulfilment?: boolean;
  /**
   * Resumes stalled orders: StartExecution and DescribeExecution on the order pipeline, and the
   * stall time (Retry Flow and the stalled-order sweeper).
   */
  resumesOrders?: boolean;
  /** SES send from the shop's sender identity. */
  sendsMail?: boolean;
  cognito?: readonly CognitoAction[];
  /** Presigned uploads of brand assets (the logo). */
  uploadsBrandAssets?: boolean;
  /** Checks the caller's Cognito token (signed-in and admin routes). */
  verifiesTokens?: boolean;
  /**
   * Knows whether the stage requires own-admins to sign in with a second factor (REQUIRE_ADMIN_TOTP),
   * and reads a caller's MFA setting (with `cognito-idp:AdminGetUser`): every admin route, which
   * refuses an own-admin without one where it is required, and the route that tells the browser.
   */
  checksAdminFactor?: boolean;
  /** Builds links to the shop: payment return pages, links in e-mails, logo addresses. */
  linksToShop?: boolean;
  /** Gives a service an address of the shop's API to call back (the provider's allocation callback). */
  receivesCallbacks?: boolean;
  /** Knows the support mailbox: shows it, or copies support tickets to it. */
  knowsSupportMailbox?: boolean;
  /** Answers the chat with the stage's assistant; converses with its Bedrock model when it has one. */
  invokesChatModel?: boolean;
  /** Invalidates cached public answers at the CDN (CloudFront's CreateInvalidation on the shop's distribution). */
  invalidatesEdgeCache?: boolean;
}

/** Creates a sign-in with its password and group, and removes it again when the rest fails. */
export const CREATES_SIGN_INS: readonly CognitoAction[] = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminDeleteUser',
];

/**
 * Calls the eSIM provider: its credentials, and its token, which is cached in DynamoDB, so every
 * caller of the provider reads and writes the cache.
 */
export const CALLS_PROVIDER: FunctionAccess = {
  secrets: ['esimProvider'],
  tables: { providerTokens: 'readWrite' },
};

/** One access entry holding everything the given ones grant. */
export function mergeAccess(...parts: FunctionAccess[]): FunctionAccess {
  return parts.reduce<FunctionAccess>(
    (all, part) => ({
      ...all,
      ...part,
      tables: { ...all.tables, ...part.tables },
      secrets: [...new Set([...(all.secrets ?? []), ...(part.secrets ?? [])])],
      cognito: [...new Set([...(all.cognito ?? []), ...(part.cognito ?? [])])],
    }),
    {},
  );
}
