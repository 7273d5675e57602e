import { iccidField, passwordField, requiredEmail } from '../api/fields';
import { MESSAGES } from './messages';

/*
 * The field schemas are the API contract's own (shared/api/fields.ts), so a form in the browser and
 * the handler behind it reject the same input with the same words.
 */

/** A required e-mail, trimmed and lower-cased; `requiredMessage` is the form's own "missing" text. */
export const emailSchemaWith = requiredEmail;
/** A required e-mail with the generic 'Please enter your email address' when it is missing. */
export const emailSchema = requiredEmail(MESSAGES.email.required);

/** The digits of an ICCID as a person typed it (spaces, dashes and the like are dropped). */
export function normaliseIccid(input: string): string {
  return input.replace(/\D/g, '');
}

/** 19 or 20 digits once everything else is dropped; outputs the digits. */
export const iccidSchema = iccidField(MESSAGES.iccid.invalid);

/** Required, at least 8 characters (the spec's messages), and the user pool's policy. */
export const passwordSchema = passwordField;

/** The confirmation must equal the password exactly ('Passwords do not match' otherwise). */
export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}

/** ICCIDs of a user record: the stored comma-separated list, trimmed, without empties. */
export function parseIccidList(stored: string | null | undefined): string[] {
  return (stored ?? '')
    .split(',')
    .map((iccid) => iccid.trim())
    .filter((iccid) => iccid !== '');
}

export type StatusCheckInput =
  | { ok: true; email: string; iccid: string }
  | { ok: false; field: 'email' | 'iccid' | null; message: string };

/**
 * The status checker's input rules: an e-mail with one of its ICCIDs. The answer carries the
 * activation code and QR, so neither an e-mail alone (the spec's request for the ICCID) nor an
 * ICCID alone proves ownership.
 */
export function statusCheckInput(input: { email?: string | null; iccid?: string | null }): StatusCheckInput {
  const emailText = input.email?.trim() ?? '';
  const iccidText = input.iccid?.trim() ?? '';
  if (emailText === '' && iccidText === '')
    return { ok: false, field: null, message: MESSAGES.status.inputRequired };
  // A mistyped e-mail is named first: asking for the ICCID would not help the visitor.
  const email = emailText === '' ? null : emailSchema.safeParse(emailText);
  if (email && !email.success) return { ok: false, field: 'email', message: MESSAGES.email.invalid };
  if (iccidText === '') return { ok: false, field: 'iccid', message: MESSAGES.status.iccidNeeded };
  const iccid = iccidSchema.safeParse(iccidText);
  if (!iccid.success) return { ok: false, field: 'iccid', message: MESSAGES.iccid.invalid };
  if (!email) return { ok: false, field: 'email', message: MESSAGES.account.emailAndIccidRequired };
  return { ok: true, email: email.data, iccid: iccid.data };
}

/** Whether an ICCID is one of the account's ("Both: the ICCID must be in the e-mail's list"). */
export function iccidBelongsTo(iccid: string, storedList: string | null | undefined): boolean {
  const digits = normaliseIccid(iccid);
  return digits !== '' && parseIccidList(storedList).some((owned) => normaliseIccid(owned) === digits);
}
