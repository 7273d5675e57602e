import fc from 'fast-check';
import { passwordField } from '../api/fields';
import { MESSAGES } from './messages';
import {
  PASSWORD_POLICY,
  PASSWORD_SYMBOLS,
  passwordCriteria,
  passwordProblems,
  passwordStrength,
} from './password-policy';

const messages = (password: string) =>
  passwordField.safeParse(password).error?.issues.map((issue) => issue.message) ?? [];

describe('the password policy the forms, the account routes and the user pools share', () => {
  it('requires every criterion of the strength meter, so only a strong password passes', () => {
    expect(PASSWORD_POLICY).toEqual({
      minLength: 8,
      requireLowercase: true,
      requireUppercase: true,
      requireDigits: true,
      requireSymbols: true,
    });
  });

  it.each([
    ['', [MESSAGES.password.required]],
    ['Ab1!', [MESSAGES.password.tooShort]],
    ['abcdEFG1', ['Password must contain a symbol such as ! ? @ # $ %']],
    ['abcdefg1!', ['Password must contain an uppercase letter']],
    ['ABCDEFG1!', ['Password must contain a lowercase letter']],
    ['abcdEFGH!', ['Password must contain a number']],
    ['abcdefgh', ['Password must contain an uppercase letter, a number and a symbol such as ! ? @ # $ %']],
    [
      'short',
      [
        MESSAGES.password.tooShort,
        'Password must contain an uppercase letter, a number and a symbol such as ! ? @ # $ %',
      ],
    ],
    [' Tr@vel2026', ['Password cannot begin or end with a space']],
    ['Tr@vel2026 ', ['Password cannot begin or end with a space']],
    // é is not one of Cognito's symbols: the pool would refuse this password.
    ['Trävel2026', ['Password must contain a symbol such as ! ? @ # $ %']],
    [`Tr@vel2026${'x'.repeat(250)}`, ['Password must be at most 256 characters long']],
  ])('refuses %j with %j', (password, expected) => {
    expect(passwordProblems(password)).toEqual(expected);
    expect(messages(password)).toEqual(expected);
  });

  it('gives a medium password a message of its own, not the pool’s', () => {
    expect(passwordStrength('abcdEFG1')).toBe('medium');
    expect(messages('abcdEFG1')[0]).toBe('Password must contain a symbol such as ! ? @ # $ %');
  });

  it.each(['Tr@vel2026', 'Tr vel2026', 'abcDEF1!', 'Pa$$w0rd', 'a-B-c-1-2'])('accepts %j', (password) => {
    expect(passwordProblems(password)).toEqual([]);
    expect(passwordField.parse(password)).toBe(password);
  });

  it('counts exactly Cognito’s special characters and the space as symbols', () => {
    for (const symbol of '^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+- ')
      expect(passwordCriteria(symbol).symbol).toBe(true);
    for (const other of ['é', '€', '£', '§', '😀', '\t']) expect(passwordCriteria(other).symbol).toBe(false);
    expect(PASSWORD_SYMBOLS).toHaveLength(33);
  });

  it('accepts a password exactly when the meter rates it strong (apart from spaces at either end)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 40 }), (password) => {
        fc.pre(password.trim() === password);
        expect(passwordProblems(password).length === 0).toBe(passwordStrength(password) === 'strong');
      }),
    );
  });
});
