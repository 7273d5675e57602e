import * as z from 'zod';

/** Same pattern as the spec: non-space text, @, domain, dot, suffix. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/** A required e-mail: trimmed and lower-cased, `requiredMessage` when empty. */
export const requiredEmail = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(254, INVALID_EMAIL_MESSAGE)
    .regex(EMAIL_PATTERN, INVALID_EMAIL_MESSAGE)
    .transform((s) => s.toLowerCase());

/** An ICCID as typed by a person: only its digits count, and there must be 19 or 20 of them. */
export const iccidField = (message = 'ICCID should be 19-20 digits') =>
  z
    .string({ error: message })
    .max(64, message)
    .transform((s) => s.replace(/\D/g, ''))
    .refine((d) => d.length >= 19 && d.length <= 20, message);

export const passwordField = z
  .string({ error: 'Please enter a password' })
  .min(1, 'Please enter a password')
  .min(8, 'Password must be at least 8 characters long')
  .max(256, 'Password is too long');
