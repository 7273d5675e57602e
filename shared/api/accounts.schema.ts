import * as z from '../validation/zod';
import { MESSAGES } from '../validation/messages';
import { esimStatusSchema } from './esim.schema';
import { orderStatusSchema } from './orders.schema';
import { iccidField, passwordField, requiredEmail } from './fields';
import { ORDER_KINDS } from '../order/order';

/** The spec's account types; each is also a Cognito group of the same name. */
export const ACCOUNT_TYPES = ['own-user', 'own-admin', 'business-admin', 'business-user'] as const;
export const accountTypeSchema = z.enum(ACCOUNT_TYPES);
export type AccountType = z.infer<typeof accountTypeSchema>;

/*
 * Ownership of an e-mail address: a one-time code mailed to it is exchanged for a short-lived proof,
 * which the routes that act for the owner take in their body. The proof is opaque to the browser.
 */

/** How long a mailed code can be exchanged for a proof. */
export const EMAIL_CODE_VALID_MINUTES = 10;
/** How long a proof is accepted. */
export const EMAIL_PROOF_VALID_MINUTES = 15;

/** POST /api/email-codes: mails a 6-digit code; the same answer whether or not an account exists. */
export const emailCodeRequestSchema = z.object({ email: requiredEmail(MESSAGES.email.required) });
export const emailCodeResponseSchema = z.object({ sent: z.literal(true) });

/** POST /api/email-codes/verify: the code from the mail, exchanged for a proof. */
export const emailCodeVerifyRequestSchema = z.object({
  email: requiredEmail(MESSAGES.email.required),
  code: z
    .string({ error: MESSAGES.emailCode.invalid })
    .check(z.trim(), z.regex(/^\d{6}$/, MESSAGES.emailCode.invalid)),
});
export const emailCodeVerifyResponseSchema = z.object({
  proof: z.string(),
  /** ISO time after which the proof is refused. */
  expiresAt: z.string(),
});
export type EmailCodeVerifyResponse = z.infer<typeof emailCodeVerifyResponseSchema>;

/**
 * The proof from /api/email-codes/verify. Required in the wire type; a missing or malformed one
 * reaches the server as '' and is refused like an expired one (403, 'Please verify your email
 * address first.').
 */
export const emailProofField = z.catch(z.string().check(z.trim(), z.maxLength(128)), '');

/** POST /api/accounts/check: only for the proven owner of the e-mail. */
export const accountCheckRequestSchema = z.object({
  email: requiredEmail(MESSAGES.email.required),
  proof: emailProofField,
});
export const accountCheckResponseSchema = z.object({
  exists: z.boolean(),
  account: z.nullable(
    z.object({
      fullName: z.string(),
      email: z.string(),
      /** Every ICCID of the account, in full (the caller proved the e-mail). */
      iccids: z.array(z.string()),
      accountType: accountTypeSchema,
      createdAt: z.string(),
      /** A sign-in exists (else the account was made by an anonymous checkout and can be claimed). */
      canSignIn: z.boolean(),
    }),
  ),
});
export type AccountCheckResponse = z.infer<typeof accountCheckResponseSchema>;

/** POST /api/accounts/verify: the proven e-mail plus one of the account's ICCIDs (the spec's check). */
export const accountVerifyRequestSchema = z.object({
  email: requiredEmail(MESSAGES.account.emailAndIccidRequired),
  iccid: iccidField(MESSAGES.iccid.invalidEntry),
  proof: emailProofField,
});
export const accountVerifyResponseSchema = z.object({ verified: z.literal(true) });

/** POST /api/accounts/password: set or change the password of an own-user account; uses up the proof. */
export const accountPasswordRequestSchema = z.extend(accountVerifyRequestSchema, { password: passwordField });
export const accountPasswordResponseSchema = z.object({
  success: z.literal(true),
  /** True when the sign-in was created now ('Password set'), false when it existed ('Password updated'). */
  created: z.boolean(),
});

export const fullNameField = z
  .string({ error: 'Please enter your full name' })
  .check(
    z.trim(),
    z.minLength(1, 'Please enter your full name'),
    z.maxLength(120, 'Please enter at most 120 characters'),
  );

/** POST /api/accounts/register: a new own-user with a sign-in, or the claim of an anonymous buyer's account. */
export const accountRegisterRequestSchema = z.object({
  email: requiredEmail(MESSAGES.email.required),
  fullName: fullNameField,
  password: passwordField,
  proof: emailProofField,
});
export const accountRegisterResponseSchema = z.object({ success: z.literal(true) });

/** GET /api/me (and the answer of PATCH /api/me): the session user object of the spec. */
export const meResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  type: accountTypeSchema,
  name: z.string(),
  businessId: z.nullable(z.string()),
  isActivated: z.boolean(),
  iccid: z.string(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/** PATCH /api/me: the name change of the Profile tab. */
export const meUpdateRequestSchema = z.object({ fullName: fullNameField });

/**
 * GET /api/me/esims: the status of every eSIM of the signed-in account. When the provider cannot
 * say for one eSIM, that eSIM still comes, with `statusAvailable: false` and nulls.
 */
export const myEsimsResponseSchema = z.object({
  esims: z.array(z.extend(esimStatusSchema, { statusAvailable: z.boolean() })),
  /**
   * How many eSIMs were bought for the account's e-mail by a buyer who did not prove it (signed out,
   * say): not in `esims` until the owner claims them with a one-time code (POST /api/me/esims/claim).
   */
  unclaimed: z.int(),
});
export type MyEsimsResponse = z.infer<typeof myEsimsResponseSchema>;

/**
 * POST /api/me/esims/claim: the signed-in owner proves the account's e-mail once more with a mailed
 * code, and the eSIMs bought for it without that proof join the account's list. Uses up the proof.
 */
export const claimMyEsimsRequestSchema = z.object({ proof: emailProofField });
export const claimMyEsimsResponseSchema = z.object({ claimed: z.array(z.string()) });
export type ClaimMyEsimsResponse = z.infer<typeof claimMyEsimsResponseSchema>;

/** GET /api/me/orders: the signed-in account's orders, newest first. */
export const myOrdersResponseSchema = z.object({
  orders: z.array(
    z.object({
      reference: z.string(),
      createdAt: z.string(),
      status: orderStatusSchema,
      bundleName: z.string(),
      zone: z.string(),
      totalCents: z.int().check(z.nonnegative()),
      delivered: z.boolean(),
      /** 'topup' for data added to an eSIM the account has; an eSIM order when absent. */
      kind: z.optional(z.enum(ORDER_KINDS)),
    }),
  ),
});
export type MyOrdersResponse = z.infer<typeof myOrdersResponseSchema>;

/** GET /api/business: the caller's business and its users (business-admin and business-user only). */
export const businessResponseSchema = z.object({
  business: z.object({
    name: z.string(),
    logoUrl: z.string(),
    primaryColor: z.string(),
    secondaryColor: z.string(),
  }),
  users: z.array(
    z.object({
      email: z.string(),
      fullName: z.string(),
      accountType: accountTypeSchema,
      createdAt: z.string(),
    }),
  ),
});
export type BusinessResponse = z.infer<typeof businessResponseSchema>;

/** POST /api/admin/admins */
export const createAdminRequestSchema = z.object({
  email: requiredEmail('Email and password are required'),
  password: passwordField,
});
export const createAdminResponseSchema = z.object({ id: z.string(), email: z.string(), name: z.string() });
