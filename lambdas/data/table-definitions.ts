import type { TableId } from '../../shared/api/function-access';

/**
 * The DynamoDB tables the adapters read and write, defined once next to them: the CDK data construct
 * and the local runtime both build their tables from these. Plain data, no CDK import.
 */
export interface KeyAttribute {
  name: string;
  type: 'S' | 'N';
}

export interface TableDefinition {
  /** Logical id, also the suffix of the physical name and of the env var `TABLE_<ID>`. */
  id: TableId;
  partitionKey: KeyAttribute;
  sortKey?: KeyAttribute;
  globalIndexes: { name: string; partitionKey: KeyAttribute; sortKey?: KeyAttribute }[];
  /** Attribute holding an epoch-seconds expiry, when rows expire. */
  timeToLiveAttribute?: string;
}

export const TABLES = {
  orders: {
    id: 'orders',
    partitionKey: { name: 'order_id', type: 'S' },
    globalIndexes: [
      {
        name: 'by-email',
        partitionKey: { name: 'user_email', type: 'S' },
        sortKey: { name: 'created_at', type: 'S' },
      },
      // The admin's order list: newest first within each status (started, error, completed).
      {
        name: 'by-status-created',
        partitionKey: { name: 'status', type: 'S' },
        sortKey: { name: 'created_at', type: 'S' },
      },
    ],
  },
  users: {
    id: 'users',
    // Keyed by e-mail so that "create an account for an unknown e-mail" is one conditional put.
    partitionKey: { name: 'email', type: 'S' },
    globalIndexes: [
      { name: 'by-id', partitionKey: { name: 'id', type: 'S' } },
      // Sparse: only business-user rows name their business (the business-admin's id).
      { name: 'by-business', partitionKey: { name: 'business_id', type: 'S' } },
    ],
  },
  coupons: { id: 'coupons', partitionKey: { name: 'code', type: 'S' }, globalIndexes: [] },
  brand: { id: 'brand', partitionKey: { name: 'id', type: 'S' }, globalIndexes: [] },
  supportTickets: { id: 'supportTickets', partitionKey: { name: 'id', type: 'S' }, globalIndexes: [] },
  paymentEvents: {
    id: 'paymentEvents',
    partitionKey: { name: 'event_id', type: 'S' },
    globalIndexes: [],
    timeToLiveAttribute: 'expires_at',
  },
  providerTokens: {
    id: 'providerTokens',
    partitionKey: { name: 'id', type: 'S' },
    globalIndexes: [],
    timeToLiveAttribute: 'expires_at',
  },
  // E-mail codes (`code#<email>`) and the proofs they were exchanged for (`proof#<sha256>`).
  verifications: {
    id: 'verifications',
    partitionKey: { name: 'id', type: 'S' },
    globalIndexes: [],
    timeToLiveAttribute: 'expires_at',
  },
  // One counter per limit, subject and window: the routes' declared limits (`<counter>#<sha256>#<window>`)
  // and the staff tools' own (`<action>#<client>#<window start>`); each row is gone after its window.
  rateLimits: {
    id: 'rateLimits',
    partitionKey: { name: 'id', type: 'S' },
    globalIndexes: [],
    timeToLiveAttribute: 'expires_at',
  },
  // What admins and staff did, appended and never changed (lambdas/adapters/dynamo-audit-log.ts). Each
  // entry's key `position` is `<ISO time>#<uuid>`: unique, and sorting as time does. Every list is a
  // Query on one index partition, newest first by `position`: everyone's (`log` = `all`), one
  // admin's (by id or by e-mail) or one kind's; no scan.
  auditLog: {
    id: 'auditLog',
    partitionKey: { name: 'position', type: 'S' },
    globalIndexes: [
      {
        name: 'by-time',
        partitionKey: { name: 'log', type: 'S' },
        sortKey: { name: 'position', type: 'S' },
      },
      {
        name: 'by-actor-id',
        partitionKey: { name: 'actor_id', type: 'S' },
        sortKey: { name: 'position', type: 'S' },
      },
      {
        name: 'by-actor-email',
        partitionKey: { name: 'actor_email', type: 'S' },
        sortKey: { name: 'position', type: 'S' },
      },
      {
        name: 'by-kind',
        partitionKey: { name: 'kind', type: 'S' },
        sortKey: { name: 'position', type: 'S' },
      },
    ],
  },
  // The operator's catalogue (lambdas/adapters/dynamo-catalogue-store.ts): under `pk` = `catalogue`
  // the working state (`sk` = `state`) and the published snapshot the shop sells from (`sk` =
  // `published`, one GetItem); under `pk` = `prices#<zone>` each price version (`sk` = `v#<000001>`).
  catalogue: {
    id: 'catalogue',
    partitionKey: { name: 'pk', type: 'S' },
    sortKey: { name: 'sk', type: 'S' },
    globalIndexes: [],
  },
  // Sales figures kept on write (lambdas/adapters/dynamo-sales-ledger.ts, docs/decisions/0007): counters
  // under `pk` = `day#<YYYY-MM>`, `zone#<YYYY-MM>` or `coupon#<YYYY-MM>`, `sk` = the day (`2026-11-28`,
  // `2026-11-28#europe`); and one marker per order step or refund counted (`order#<reference>`, `sk` =
  // the step), which expires after a year. A range of days is a Query per month and dimension.
  sales: {
    id: 'sales',
    partitionKey: { name: 'pk', type: 'S' },
    sortKey: { name: 'sk', type: 'S' },
    globalIndexes: [],
    timeToLiveAttribute: 'expires_at',
  },
} as const satisfies { [Id in TableId]: TableDefinition & { id: Id } };

export type { TableId };
export const TABLE_IDS = Object.keys(TABLES) as TableId[];

/** Environment variable that carries a table's physical name to the Lambdas. */
export const tableEnvVar = (id: TableId): string =>
  `TABLE_${id.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
