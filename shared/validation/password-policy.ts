/**
 * The shop's one password policy. The user pool of the stack (infra/stack/auth.ts) and the local pool
 * (infra/local/cognito-local.ts) are configured from `PASSWORD_POLICY`, and every form and account
 * route checks a new password against the same rules first (`passwordField`), so the pool never
 * refuses a password the form accepted, and a refusal is worded by the shop, not by Cognito.
 *
 * The policy requires all five criteria of the spec's strength meter (8+ characters, a lowercase
 * letter, an uppercase letter, a number, a symbol): only a 'strong' password is accepted.
 */
import { MESSAGES } from './messages';

export const PASSWORD_POLICY = {
  minLength: 8,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
} as const;

/** The longest password Cognito takes. */
export const PASSWORD_MAX_LENGTH = 256;

/**
 * What Cognito counts as a symbol: its documented special characters and the space. Other
 * characters (é, €, emoji) are allowed in a password but are not a symbol to the pool, so they are
 * not one to the meter or the form either.
 */
export const PASSWORD_SYMBOLS = '^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+- ';

/** Cognito's letters and digits are Basic Latin ones. */
export const PASSWORD_CRITERIA = {
  length: (pw: string) => pw.length >= PASSWORD_POLICY.minLength,
  lowercase: (pw: string) => /[a-z]/.test(pw),
  uppercase: (pw: string) => /[A-Z]/.test(pw),
  digit: (pw: string) => /[0-9]/.test(pw),
  symbol: (pw: string) => [...pw].some((ch) => PASSWORD_SYMBOLS.includes(ch)),
} as const satisfies Record<string, (pw: string) => boolean>;
export type PasswordCriterion = keyof typeof PASSWORD_CRITERIA;

/** Which of the five criteria a password meets. */
export function passwordCriteria(password: string): Record<PasswordCriterion, boolean> {
  const met = {} as Record<PasswordCriterion, boolean>;
  for (const [name, test] of Object.entries(PASSWORD_CRITERIA))
    met[name as PasswordCriterion] = test(password);
  return met;
}

export type PasswordStrength = 'weak' | 'medium' | 'strong';

/** Lowercase, uppercase, digit, symbol, 8+ characters: two or fewer met is weak, five is strong. */
export function passwordStrength(password: string): PasswordStrength {
  const score = Object.values(passwordCriteria(password)).filter(Boolean).length;
  if (score <= 2) return 'weak';
  return score === 5 ? 'strong' : 'medium';
}

/** The character classes the policy requires, each with how the form's message names it. */
const REQUIRED_KINDS: readonly { criterion: PasswordCriterion; required: boolean; name: string }[] = [
  { criterion: 'lowercase', required: PASSWORD_POLICY.requireLowercase, name: 'a lowercase letter' },
  { criterion: 'uppercase', required: PASSWORD_POLICY.requireUppercase, name: 'an uppercase letter' },
  { criterion: 'digit', required: PASSWORD_POLICY.requireDigits, name: 'a number' },
  { criterion: 'symbol', required: PASSWORD_POLICY.requireSymbols, name: 'a symbol such as ! ? @ # $ %' },
];

/**
 * Why the policy refuses a password, in the words the form shows, first reason first; empty when
 * it is accepted. Length comes first with the spec's own messages ('Please enter a password',
 * 'Password must be at least 8 characters long').
 */
export function passwordProblems(password: string): string[] {
  if (password.length === 0) return [MESSAGES.password.required];
  const problems: string[] = [];
  if (password.length < PASSWORD_POLICY.minLength) problems.push(MESSAGES.password.tooShort);
  if (password.length > PASSWORD_MAX_LENGTH) problems.push(MESSAGES.password.tooLong);
  // Cognito refuses a password that begins or ends with white space.
  if (/^\s|\s$/.test(password)) problems.push(MESSAGES.password.edgeSpace);
  const met = passwordCriteria(password);
  const missing = REQUIRED_KINDS.filter(({ criterion, required }) => required && !met[criterion]).map(
    ({ name }) => name,
  );
  if (missing.length > 0) problems.push(MESSAGES.password.mustContain(missing));
  return problems;
}
