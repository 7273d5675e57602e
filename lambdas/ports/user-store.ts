import { parseIccidList } from '../../shared/validation/rules';
import type { AccountType } from '../../shared/api/accounts.schema';

export interface UserRecord {
  id: string;
  /** Lower-cased and trimmed. */
  email: string;
  full_name: string;
  account_type: AccountType;
  /** Comma-separated ICCIDs, trimmed (the spec's format). */
  iccid: string;
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

/** The user's ICCIDs as a list (the shared rule for the stored comma-separated format). */
export const iccidList = (user: Pick<UserRecord, 'iccid'>): string[] => parseIccidList(user.iccid);
