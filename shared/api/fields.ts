import { MESSAGES } from '../validation/messages';
import { passwordProblems } from '../validation/password-policy';
import * as z from '../validation/zod';

/** Same pattern as the spec: non-space text, @, domain, dot, suffix. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/** A required e-mail: trimmed and lower-cased, `requiredMessage` when empty. */
export const requiredEmail = (requiredMessage: string) =>
  z.pipe(
    z
      .string({ error: requiredMessage })
      .check(
        z.trim(),
        z.minLength(1, requiredMessage),
        z.maxLength(254, INVALID_EMAIL_MESSAGE),
        z.regex(EMAIL_PATTERN, INVALID_EMAIL_MESSAGE),
      ),
    z.transform((s) => s.toLowerCase()),
  );

/** An ICCID as typed by a person: only its digits count, and there must be 19 or 20 of them. */
export const iccidField = (message = 'ICCID should be 19-20 digits') =>
  z
    .pipe(
      z.string({ error: message }).check(z.maxLength(64, message)),
      z.transform((s) => s.replace(/\D/g, '')),
    )
    .check(z.refine((d) => d.length >= 19 && d.length <= 20, message));

/**
 * A new password: the user pool's policy (shared/validation/password-policy.ts) checked here, with
 * the spec's messages first, so neither a form nor an account route lets through a password the
 * pool would refuse.
 */
export const passwordField = z.string({ error: MESSAGES.password.required }).check(
  z.superRefine((password, ctx) => {
    for (const message of passwordProblems(password))
      ctx.addIssue({ code: 'custom', message, input: password });
  }),
);
