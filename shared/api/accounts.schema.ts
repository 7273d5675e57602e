import * as z from 'zod';
import { iccidField, passwordField, requiredEmail } from './fields';

/** The spec's account types; each is also a Cognito group of the same name. */
export const ACCOUNT_TYPES = ['own-user', 'own-admin', 'business-admin', 'business-user'] as const;
export const accountTypeSchema = z.enum(ACCOUNT_TYPES);
export type AccountType = z.infer<typeof accountTypeSchema>;

/** POST /api/accounts/check */
export const accountCheckRequestSchema = z.object({
  email: requiredEmail('Please enter your email address'),
});
export const accountCheckResponseSchema = z.object({
  exists: z.boolean(),
  account: z
    .object({
      fullName: z.string(),
      email: z.string(),
      iccid: z.string(),
      accountType: accountTypeSchema,
      createdAt: z.string(),
    })
    .nullable(),
});
export type AccountCheckResponse = z.infer<typeof accountCheckResponseSchema>;

/** POST /api/accounts/verify: e-mail plus one of the account's ICCIDs proves ownership. */
export const accountVerifyRequestSchema = z.object({
  email: requiredEmail('Please enter both email and ICCID'),
  iccid: iccidField('Please enter a valid ICCID (19-20 digits)'),
});
export const accountVerifyResponseSchema = z.object({ verified: z.literal(true) });

/** POST /api/accounts/password: set or change the password after verification. */
export const accountPasswordRequestSchema = accountVerifyRequestSchema.extend({ password: passwordField });
export const accountPasswordResponseSchema = z.object({ success: z.literal(true) });

/** GET /api/me: the session user object of the spec. */
export const meResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  type: accountTypeSchema,
  name: z.string(),
  businessId: z.string().nullable(),
  isActivated: z.boolean(),
  iccid: z.string(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/** POST /api/admin/admins */
export const createAdminRequestSchema = z.object({
  email: requiredEmail('Email and password are required'),
  password: passwordField,
});
export const createAdminResponseSchema = z.object({ id: z.string(), email: z.string(), name: z.string() });
