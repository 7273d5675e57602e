import * as z from '../validation/zod';
import { requiredEmail } from './fields';

/** What the shop says about two-factor sign-in, in its own words (the spec has none for it). */
export const TWO_FACTOR_MESSAGES = {
  /** An admin route's answer (403) to an own-admin without a factor, where the stage requires one. */
  requiredForAdmins:
    'Admins must sign in with two-factor authentication. Set up an authenticator app on your account page first.',
  notForYourself: 'You cannot reset your own two-factor authentication. Ask another admin.',
  notAnAdmin: 'There is no admin with this email.',
  noFactor: 'This admin has no two-factor authentication to reset.',
  resetFailed: 'Could not reset two-factor authentication. Please try again.',
} as const;

/** GET /api/two-factor: whether the caller signs in with an authenticator app, and must. */
export const twoFactorStatusSchema = z.object({
  /** An authenticator app (TOTP) is turned on for the caller's sign-in. */
  enabled: z.boolean(),
  /** The caller is an own-admin and the stage requires admins to have one: admin routes refuse them without it. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/admin/two-factor/reset: another admin's lost authenticator, turned off. */
export const resetTwoFactorRequestSchema = z.object({ email: requiredEmail('Email is required') });
export const resetTwoFactorResponseSchema = z.object({ email: z.string(), enabled: z.literal(false) });
