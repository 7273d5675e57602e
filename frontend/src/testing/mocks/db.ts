import type { AccountType } from '@shared/api/accounts.schema';
import type { EsimStatus } from '@shared/api/esim.schema';
import type { OrderStatus } from '@shared/order/order';

/** A users row as the fakes keep it, with the sign-in (password) the identity provider would hold. */
export type FakeUser = {
  id: string;
  email: string;
  fullName: string;
  accountType: AccountType;
  iccids: string[];
  /** eSIMs bought for the e-mail by someone who did not prove it: out of `iccids` until claimed. */
  unclaimedIccids?: string[];
  createdAt: string;
  /** null: no sign-in yet (an anonymous buyer's row). */
  password: string | null;
  /** The business a business-user belongs to (its admin's id); business-admins are their own. */
  businessId: string | null;
  /** An authenticator app (TOTP) is turned on: every sign-in asks for its code. */
  totp?: boolean;
};

export type FakeOrder = {
  email: string;
  reference: string;
  createdAt: string;
  status: OrderStatus;
  bundleName: string;
  zone: string;
  totalCents: number;
  delivered: boolean;
};

/**
 * The state behind the network fakes and the fake identity provider, shared by all of them and
 * emptied before each test, so a test arranges data instead of stubbing answers.
 */
export const db = {
  users: new Map<string, FakeUser>(),
  esims: new Map<string, EsimStatus>(),
  orders: [] as FakeOrder[],
  /** ID tokens handed out by the fake identity provider → the e-mail they were issued to. */
  tokens: new Map<string, string>(),
  /** The one-time code last mailed to each address. */
  codes: new Map<string, string>(),
  /** Proofs handed out for a code → the e-mail they prove. */
  proofs: new Map<string, string>(),
  /** Every code mailed, in order, as a mailbox would show them. */
  mailbox: [] as { to: string; code: string }[],
  businesses: new Map<
    string,
    { name: string; logoUrl: string; primaryColor: string; secondaryColor: string }
  >(),
  /** Enterprise requests received, as the support mailbox would see them. */
  leads: [] as { interest: string; name: string; email: string; company: string; message: string }[],
  /** Provider calls the console's proxy forwarded (method and path). */
  providerCalls: [] as { method: string; path: string; body?: Record<string, unknown> }[],
  /** Test e-mails sent. */
  sentMail: [] as { to: string; subject: string }[],
  /** The stage's setting: own-admins must sign in with an authenticator app. */
  adminTotpRequired: false,
  /** Admins whose authenticator another admin turned off, in order. */
  totpResets: [] as { by: string; email: string }[],
};

export function resetDb(): void {
  db.users.clear();
  db.esims.clear();
  db.orders.length = 0;
  db.tokens.clear();
  db.codes.clear();
  db.proofs.clear();
  db.mailbox.length = 0;
  db.businesses.clear();
  db.leads.length = 0;
  db.providerCalls.length = 0;
  db.sentMail.length = 0;
  db.adminTotpRequired = false;
  db.totpResets.length = 0;
}

let nextId = 1;

/** Adds a users row (and a sign-in when `password` is given); returns it. */
export function addUser(user: Partial<FakeUser> & { email: string }): FakeUser {
  const row: FakeUser = {
    id: `user-${nextId++}`,
    fullName: 'Ada Traveller',
    accountType: 'own-user',
    iccids: [],
    createdAt: '2026-01-15T10:00:00.000Z',
    password: null,
    businessId: null,
    ...user,
  };
  db.users.set(row.email, row);
  return row;
}

/** The users row a bearer token belongs to. */
export function userOfToken(token: string | null): FakeUser | undefined {
  const email = token ? db.tokens.get(token) : undefined;
  return email ? db.users.get(email) : undefined;
}

/** The code last mailed to `email` (what the test's traveller reads in their inbox). */
export function lastCodeFor(email: string): string {
  const mail = db.mailbox.findLast((entry) => entry.to === email);
  if (!mail) throw new Error(`No code was mailed to ${email}`);
  return mail.code;
}
