import { iccidBelongsTo, parseIccidList } from '../../shared/validation/rules';
import type { AccountType } from '../../shared/api/accounts.schema';

export interface UserRecord {
  id: string;
  /** Lower-cased and trimmed. */
  email: string;
  full_name: string;
  account_type: AccountType;
  /**
   * The account's eSIMs: comma-separated ICCIDs, trimmed (the spec's format). Only purchases whose
   * buyer proved this e-mail (signed in with it, verified, at checkout; or a one-time code since).
   */
  iccid: string;
  /**
   * eSIMs bought for this e-mail by someone who did not prove it (anyone may check out with any
   * address): delivered to the mailbox, but out of the account's list until a one-time code claims
   * them (`claimIccids`). Same format; absent on rows written before.
   */
  unclaimed_iccid?: string;
  created_at: string;
  /** A business-user's business: the id of its business-admin's row. */
  business_id?: string | null;
}

export interface UserStore {
  getByEmail(email: string): Promise<UserRecord | null>;
  getById(id: string): Promise<UserRecord | null>;
  /**
   * Creates an own-user for an unknown e-mail, race-free: concurrent calls for one e-mail create one
   * row. Returns the existing or new user and whether this call created it.
   */
  ensureUser(email: string, fullName: string): Promise<{ user: UserRecord; created: boolean }>;
  /** Creates a user of the given type; ConflictError when the e-mail is taken. */
  create(user: UserRecord): Promise<void>;
  /**
   * Adds an ICCID to the user's comma-separated list (no duplicate). `user` is the row as the caller
   * read it: it is written from that, and read again only when it changed meanwhile.
   */
  addIccid(user: UserRecord, iccid: string): Promise<void>;
  /**
   * Records an eSIM bought for this e-mail by a buyer who did not prove it (`unclaimed_iccid`), unless
   * it is in either list already. Written like `addIccid`.
   */
  addUnclaimedIccid(user: UserRecord, iccid: string): Promise<void>;
  /**
   * Moves every unclaimed eSIM of the row with this e-mail into the account's list, once the owner of
   * the e-mail proved it; answers the ICCIDs moved (none when there is no row or nothing unclaimed).
   */
  claimIccids(email: string): Promise<string[]>;
  /** Renames the user with this e-mail; the updated row, or null when there is none. */
  updateName(email: string, fullName: string): Promise<UserRecord | null>;
  /** The rows whose business_id is this business id. */
  listByBusiness(businessId: string): Promise<UserRecord[]>;
  /**
   * Up to `limit` users whose e-mail contains `search` (lower-cased) or whose name contains it,
   * continuing after the user whose e-mail is `after`; `next` (an e-mail) is null at the end. In the
   * store's own order, not sorted.
   */
  listPage(input: {
    search?: string;
    limit: number;
    after?: string;
  }): Promise<{ users: UserRecord[]; next: string | null }>;
}

/** The account's ICCIDs as a list (the shared rule for the stored comma-separated format). */
export const iccidList = (user: Pick<UserRecord, 'iccid'>): string[] => parseIccidList(user.iccid);

/** The unclaimed ICCIDs of the e-mail, as a list. */
export const unclaimedIccidList = (user: Pick<UserRecord, 'unclaimed_iccid'>): string[] =>
  parseIccidList(user.unclaimed_iccid);

/**
 * Every eSIM delivered to the e-mail, claimed or not: what the e-mail's own checks go by (the status
 * checker with e-mail + ICCID, a proven owner's checks, the ICCID reminder mailed to that address),
 * never what the signed-in account lists.
 */
export const deliveredIccidList = (user: Pick<UserRecord, 'iccid' | 'unclaimed_iccid'>): string[] => [
  ...new Set([...iccidList(user), ...unclaimedIccidList(user)]),
];

/** Whether the ICCID (digits compared) is one delivered to the user's e-mail, claimed or not. */
export const isDeliveredTo = (iccid: string, user: Pick<UserRecord, 'iccid' | 'unclaimed_iccid'>): boolean =>
  iccidBelongsTo(iccid, deliveredIccidList(user).join(','));
