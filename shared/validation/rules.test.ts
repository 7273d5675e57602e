import fc from 'fast-check';
import {
  emailSchema,
  emailSchemaWith,
  iccidBelongsTo,
  iccidSchema,
  normaliseIccid,
  parseIccidList,
  passwordSchema,
  passwordsMatch,
  statusCheckInput,
} from './rules';
import { passwordCriteria, passwordStrength } from './password-policy';
import {
  addDays,
  canShortenTrip,
  DEFAULT_DURATION_STEP,
  nextDatesOnArrival,
  parseDurationStep,
  stepDeparture,
  validateArrival,
  validateDeparture,
} from './trip-dates';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;
const day = (iso: string) => new Date(`${iso}T00:00:00`);
const iso = (date: Date | null) =>
  date &&
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

describe('emailSchema', () => {
  it.each([
    ['  Jane.Doe@Example.COM ', 'jane.doe@example.com'],
    ['a@b.co', 'a@b.co'],
    ['first+tag@sub.domain.org', 'first+tag@sub.domain.org'],
  ])('accepts %j as %j', (input, output) => {
    expect(emailSchema.parse(input)).toBe(output);
  });

  it.each(['plain', 'a@b', '@b.co', 'a b@c.de', 'a@b .de', 'a@@b.de'])('rejects %j', (input) => {
    expect(firstError(emailSchema.safeParse(input))).toBe('Please enter a valid email address');
  });

  it.each([
    [emailSchema, 'Please enter your email address'],
    [emailSchemaWith('Please provide your email address'), 'Please provide your email address'],
  ])('answers an empty e-mail with the form’s required message', (schema, message) => {
    expect(firstError(schema.safeParse('   '))).toBe(message);
  });
});

describe('ICCID', () => {
  it.each([
    ['8944 5000 0000 0000 001', '8944500000000000001'],
    ['89-44-50-00-00-00-00-00-00-12', '89445000000000000012'],
    ['abc', ''],
  ])('normaliseIccid(%j) = %j', (input, digits) => {
    expect(normaliseIccid(input)).toBe(digits);
  });

  it.each([
    ['8944500000000000001', true],
    ['89445000000000000012', true],
    ['8944 5000 0000 0000 001', true],
    ['894450000000000001', false],
    ['894450000000000000123', false],
    ['', false],
  ])('%j valid: %s', (input, valid) => {
    const result = iccidSchema.safeParse(input);
    expect(result.success).toBe(valid);
    expect(firstError(result)).toBe(valid ? undefined : 'ICCID should be 19-20 digits');
  });

  it.each([
    ['8944500000000000001, 89445000000000000012 ,', ['8944500000000000001', '89445000000000000012']],
    ['', []],
    [null, []],
  ])('parseIccidList(%j) = %j', (stored, list) => {
    expect(parseIccidList(stored)).toEqual(list);
  });

  it.each([
    ['8944500000000000001', '1111111111111111111, 8944500000000000001', true],
    ['8944 5000 0000 0000 001', '8944500000000000001', true],
    ['8944500000000000002', '8944500000000000001', false],
    ['', '', false],
  ])('%j belongs to %j: %s', (iccid, stored, belongs) => {
    expect(iccidBelongsTo(iccid, stored)).toBe(belongs);
  });
});

describe('passwords', () => {
  it.each([
    ['', 'Please enter a password'],
    ['short', 'Password must be at least 8 characters long'],
    ['1234567', 'Password must be at least 8 characters long'],
  ])('rejects %j with %j', (password, message) => {
    expect(firstError(passwordSchema.safeParse(password))).toBe(message);
  });

  it('accepts eight characters that meet the user pool’s policy, and no medium password', () => {
    expect(passwordSchema.parse('Tr@vel25')).toBe('Tr@vel25');
    expect(passwordSchema.safeParse('12345678').success).toBe(false);
    expect(passwordSchema.safeParse('abcdEFG1').success).toBe(false);
  });

  it.each([
    ['secret12', 'secret12', true],
    ['secret12', 'Secret12', false],
  ])('%j and %j match: %s', (a, b, match) => {
    expect(passwordsMatch(a, b)).toBe(match);
  });

  it.each([
    ['', 'weak'],
    ['abc', 'weak'],
    ['abcdefgh', 'weak'],
    ['abcDEF', 'weak'],
    ['abcDEF1', 'medium'],
    ['abcdefg1', 'medium'],
    ['abcdEFG1', 'medium'],
    ['aB1!', 'medium'],
    ['abcDEF1!', 'strong'],
    ['Tr@vel2025', 'strong'],
  ])('%j is %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });

  it('names which of the five criteria a password meets', () => {
    expect(passwordCriteria('abcDEF1')).toEqual({
      length: false,
      lowercase: true,
      uppercase: true,
      digit: true,
      symbol: false,
    });
    expect(Object.values(passwordCriteria('Tr@vel2025')).every(Boolean)).toBe(true);
  });
});

describe('parseDurationStep', () => {
  it('defaults to 1', () => {
    expect(DEFAULT_DURATION_STEP).toBe(1);
  });

  it.each([
    ['1', 1],
    ['7', 7],
    [' 14 ', 14],
    ['30', 30],
    ['05', 5],
    ['0', null],
    ['31', null],
    ['-1', null],
    ['2.5', null],
    ['abc', null],
    ['', null],
    ['1e1', null],
  ])('%j → %s', (input, step) => {
    expect(parseDurationStep(input)).toBe(step);
  });
});

describe('trip dates', () => {
  it.each([
    ['2025-07-01', '2025-07-01', null],
    ['2025-07-02', '2025-07-01', null],
    ['2025-06-30', '2025-07-01', 'Arrival cannot be in the past'],
  ])('arrival %s with today %s → %s', (arrival, today, message) => {
    expect(validateArrival(day(arrival), new Date(`${today}T18:30:00`))).toBe(message);
  });

  it.each([
    ['2025-07-01', '2025-07-01', null],
    ['2025-07-01', '2025-07-10', null],
    ['2025-07-02', '2025-07-01', 'Departure cannot be before arrival'],
  ])('arrival %s, departure %s → %s', (arrival, departure, message) => {
    expect(validateDeparture(day(arrival), day(departure))).toBe(message);
  });

  it.each([
    ['2025-07-05', '2025-07-10', '2025-07-10'],
    ['2025-07-10', '2025-07-10', '2025-07-10'],
    ['2025-07-12', '2025-07-10', '2025-07-12'],
    ['2025-07-05', null, null],
  ])('choosing arrival %s with departure %s leaves departure %s', (arrival, departure, next) => {
    const dates = nextDatesOnArrival(day(arrival), departure ? day(departure) : null);
    expect(iso(dates.arrival)).toBe(arrival);
    expect(iso(dates.departure)).toBe(next);
  });

  it.each([
    ['2025-07-01', '2025-07-05', 1, '2025-07-06'],
    ['2025-07-01', '2025-07-05', 7, '2025-07-12'],
    ['2025-07-01', '2025-07-05', -1, '2025-07-04'],
    ['2025-07-01', '2025-07-05', -4, '2025-07-01'],
    ['2025-07-01', '2025-07-05', -30, '2025-07-01'],
    ['2025-07-01', null, 3, '2025-07-04'],
    ['2025-07-30', '2025-07-31', 2, '2025-08-02'],
  ])('arrival %s, departure %s, step %i → %s', (arrival, departure, delta, next) => {
    expect(iso(stepDeparture(day(arrival), departure ? day(departure) : null, delta))).toBe(next);
  });

  it.each([
    ['2025-07-01', '2025-07-01', false],
    ['2025-07-01', '2025-07-02', true],
    ['2025-07-01', null, false],
  ])('minus enabled for %s → %s: %s', (arrival, departure, enabled) => {
    expect(canShortenTrip(day(arrival), departure ? day(departure) : null)).toBe(enabled);
  });

  it('never steps the departure before the arrival', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2025-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: -30, max: 30 }),
        (arrival, offset, delta) => {
          const next = stepDeparture(arrival, addDays(arrival, offset), delta);
          expect(validateDeparture(arrival, next)).toBeNull();
        },
      ),
    );
  });
});

describe('statusCheckInput', () => {
  it.each([
    [{}, { ok: false, field: null, message: 'Please enter either an email address or ICCID' }],
    [
      { email: ' ', iccid: '' },
      { ok: false, field: null, message: 'Please enter either an email address or ICCID' },
    ],
    [
      { email: 'jane@example.com' },
      {
        ok: false,
        field: 'iccid',
        message: 'Please provide your ICCID along with your email to verify your account.',
      },
    ],
    [{ iccid: '1234' }, { ok: false, field: 'iccid', message: 'ICCID should be 19-20 digits' }],
    // An invalid e-mail is named as such before the ICCID is asked for.
    [{ email: 'jane@example' }, { ok: false, field: 'email', message: 'Please enter a valid email address' }],
    [
      { email: 'jane@example', iccid: '1234' },
      { ok: false, field: 'email', message: 'Please enter a valid email address' },
    ],
    [
      { email: 'not-an-email', iccid: '8944500000000000001' },
      { ok: false, field: 'email', message: 'Please enter a valid email address' },
    ],
    [
      { iccid: '8944 5000 0000 0000 001' },
      { ok: false, field: 'email', message: 'Please enter both email and ICCID' },
    ],
    [
      { email: ' Jane@Example.com ', iccid: '8944500000000000001' },
      { ok: true, email: 'jane@example.com', iccid: '8944500000000000001' },
    ],
  ])('%j → %j', (input, result) => {
    expect(statusCheckInput(input)).toEqual(result);
  });
});
