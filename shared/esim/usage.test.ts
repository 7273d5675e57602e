import {
  countdownText,
  percentUsed,
  remainingColour,
  remainingMb,
  usageStatus,
  type SimUsage,
} from './usage';

const NOW = new Date('2025-07-01T12:00:00Z');
const usage = (patch: Partial<SimUsage>): SimUsage => ({ iccid: '8944500000000000001', ...patch });

describe('usageStatus', () => {
  it.each<[string, Partial<SimUsage>, string]>([
    ['no expiry', { bundleBalance: 1024 }, 'Not Activated'],
    ['a null expiry', { bundleExpiry: null, isBundleExpired: true }, 'Not Activated'],
    ['a depleted flag', { bundleExpiry: '2025-08-01T00:00:00Z', isBundleDepleted: true }, 'Depleted'],
    ['no data left', { bundleExpiry: '2025-08-01T00:00:00Z', bundleBalance: '0' }, 'Depleted'],
    [
      'an expired flag',
      { bundleExpiry: '2025-08-01T00:00:00Z', isBundleExpired: true, bundleBalance: 10 },
      'Expired',
    ],
    ['a past expiry', { bundleExpiry: '2025-06-30T00:00:00Z', bundleBalance: 10 }, 'Expired'],
    ['a future expiry and data', { bundleExpiry: '2025-08-01T00:00:00Z', bundleBalance: 500 }, 'Active'],
    ['a future expiry, balance unknown', { bundleExpiry: '2025-08-01T00:00:00Z' }, 'Active'],
  ])('%s → %s', (_label, patch, status) => {
    expect(usageStatus(usage(patch), NOW)).toBe(status);
  });
});

describe('remainingMb', () => {
  it.each<[SimUsage['bundleBalance'], number | null]>([
    [512, 512],
    ['1536.5', 1536.5],
    [' 42 ', 42],
    [0, 0],
    [-3, 0],
    ['', null],
    ['n/a', null],
    [null, null],
    [undefined, null],
  ])('balance %j → %j', (bundleBalance, mb) => {
    expect(remainingMb(usage({ bundleBalance }))).toBe(mb);
  });
});

describe('percentUsed', () => {
  it.each<[Partial<SimUsage>, number]>([
    [{ totalDataAllocation: 1000, bundleBalance: 1000 }, 0],
    [{ totalDataAllocation: 1000, bundleBalance: 250 }, 75],
    [{ totalDataAllocation: 1000, bundleBalance: '0' }, 100],
    [{ totalDataAllocation: 3, bundleBalance: 2 }, 33],
    [{ totalDataAllocation: 1000, bundleBalance: 2000 }, 0],
    [{ totalDataAllocation: 0, bundleBalance: 0 }, 0],
    [{ totalDataAllocation: null, bundleBalance: 10 }, 0],
    [{ totalDataAllocation: 1000 }, 0],
  ])('%j → %i %%', (patch, percent) => {
    expect(percentUsed(usage(patch))).toBe(percent);
  });
});

describe('remainingColour', () => {
  it.each<[number, string]>([
    [5000, 'green'],
    [301, 'green'],
    [300, 'yellow'],
    [101, 'yellow'],
    [100, 'red'],
    [0, 'red'],
  ])('%i MB → %s', (mb, colour) => {
    expect(remainingColour(mb)).toBe(colour);
  });
});

describe('countdownText', () => {
  it.each<[string | Date, string]>([
    ['2025-07-01T12:00:01Z', '0d 0h 0m 1s'],
    ['2025-07-02T13:01:01Z', '1d 1h 1m 1s'],
    [new Date('2025-07-31T12:00:00Z'), '30d 0h 0m 0s'],
    ['2025-07-01T12:00:00.999Z', '0d 0h 0m 0s'],
    ['2025-07-01T12:00:00Z', 'Expired'],
    ['2025-06-01T00:00:00Z', 'Expired'],
    ['not a date', 'Expired'],
  ])('%s → %s', (expiry, text) => {
    expect(countdownText(expiry, NOW)).toBe(text);
  });
});
