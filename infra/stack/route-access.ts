import type { RouteId } from '../../shared/api/routes';
import type { TableId } from '../data/table-definitions';
import type { SecretId } from './secrets';

export type TableAccess = 'read' | 'write' | 'readWrite';

/** Cognito admin actions a handler may call on the shop's user pool. */
export type CognitoAction =
  | 'cognito-idp:AdminGetUser'
  | 'cognito-idp:AdminCreateUser'
  | 'cognito-idp:AdminSetUserPassword'
  | 'cognito-idp:AdminAddUserToGroup'
  | 'cognito-idp:AdminDeleteUser';

/** What one Lambda may touch. Anything not listed here is denied by IAM. */
export interface FunctionAccess {
  tables?: Partial<Record<TableId, TableAccess>>;
  secrets?: SecretId[];
  /** StartExecution on the order pipeline: only the routes that start or resume fulfilment. */
  startsFulfilment?: boolean;
  /** SES send from the shop's sender identity. */
  sendsMail?: boolean;
  cognito?: CognitoAction[];
  /** Presigned uploads of brand assets (the logo). */
  uploadsBrandAssets?: boolean;
  /** Converse with the stage's chat model, when the stage uses Bedrock. */
  invokesChatModel?: boolean;
}

// The eSIM provider's token is cached in DynamoDB, so every caller of the provider reads and writes it.
const PROVIDER: FunctionAccess = { secrets: ['esimProvider'], tables: { providerTokens: 'readWrite' } };

const merge = (...parts: FunctionAccess[]): FunctionAccess =>
  parts.reduce<FunctionAccess>(
    (all, part) => ({
      ...all,
      ...part,
      tables: { ...all.tables, ...part.tables },
      secrets: [...(all.secrets ?? []), ...(part.secrets ?? [])],
    }),
    {},
  );

/**
 * Least privilege per HTTP route: the grants each handler needs for its use-case, and nothing more.
 * A route missing here fails synth, so a new route cannot ship with silent extra rights.
 */
export const ROUTE_ACCESS: Record<RouteId, FunctionAccess> = {
  'get-catalogue': {},
  'get-brand': { tables: { brand: 'read' } },
  'validate-coupon': { tables: { coupons: 'read' } },
  'create-checkout': {
    tables: { orders: 'readWrite', users: 'readWrite', coupons: 'read', brand: 'read' },
    secrets: ['stripe'],
    startsFulfilment: true,
  },
  'payment-webhook': {
    tables: { orders: 'readWrite', paymentEvents: 'readWrite' },
    secrets: ['stripe'],
    startsFulfilment: true,
  },
  'get-order': { tables: { orders: 'read' } },
  'retry-order': { tables: { orders: 'readWrite' }, startsFulfilment: true },
  // Resends the stored QR code; the provider is not asked again.
  'resend-order-email': { tables: { orders: 'read', brand: 'read' }, sendsMail: true },
  'refresh-order-qr': merge(PROVIDER, { tables: { orders: 'readWrite' } }),
  'get-order-invoice': { tables: { orders: 'read' }, secrets: ['stripe'] },
  'check-esim-status': merge(PROVIDER, { tables: { users: 'read' } }),
  'send-iccid-reminder': { tables: { users: 'read', brand: 'read' }, sendsMail: true },
  'check-account': { tables: { users: 'read' } },
  'verify-account': { tables: { users: 'read' } },
  'set-account-password': {
    tables: { users: 'read' },
    cognito: [
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminCreateUser',
      'cognito-idp:AdminSetUserPassword',
      'cognito-idp:AdminAddUserToGroup',
    ],
  },
  'create-support-ticket': { tables: { supportTickets: 'write' }, sendsMail: true },
  'get-support-contact': {},
  // The brand name goes into the assistant's instructions; nothing else is read, no order ever.
  chat: { tables: { brand: 'read' }, invokesChatModel: true },
  'get-me': { tables: { users: 'read', orders: 'read' } },
  'list-admin-esims': merge(PROVIDER, { tables: { orders: 'read', users: 'read' } }),
  'update-brand': { tables: { brand: 'readWrite' } },
  'create-logo-upload': { uploadsBrandAssets: true },
  'create-admin': {
    tables: { users: 'readWrite' },
    cognito: [
      'cognito-idp:AdminCreateUser',
      'cognito-idp:AdminSetUserPassword',
      'cognito-idp:AdminAddUserToGroup',
      // Undoes the sign-in when the users row cannot be written.
      'cognito-idp:AdminDeleteUser',
    ],
  },
  'provider-proxy': PROVIDER,
  'send-test-email': { tables: { brand: 'read' }, sendsMail: true },
};
