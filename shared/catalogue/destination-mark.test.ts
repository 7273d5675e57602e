import { alpha2ByName, destinationMark, flagEmoji } from './destination-mark';

const knownCountry = alpha2ByName([
  { name: 'France', alpha2: 'FR' },
  { name: 'South Africa', alpha2: 'ZA' },
  { name: 'American Samoa', alpha2: 'AS' },
]);

describe('flagEmoji', () => {
  it.each([
    ['JP', '🇯🇵'],
    ['es', '🇪🇸'],
    ['', ''],
    ['E', ''],
    ['E1', ''],
  ])('%j → %j', (code, flag) => {
    expect(flagEmoji(code)).toBe(flag);
  });
});

describe('destinationMark', () => {
  it.each([
    ['Europe', { kind: 'region', region: 'europe' }],
    ['Europe2', { kind: 'region', region: 'europe' }],
    ['Asia Pacific', { kind: 'region', region: 'asia' }],
    ['Africa', { kind: 'region', region: 'africa' }],
    ['Africa2', { kind: 'region', region: 'africa' }],
    ['North America', { kind: 'region', region: 'america' }],
    ['Central and South America', { kind: 'region', region: 'america' }],
    ['Middle East', { kind: 'region', region: 'middle-east' }],
    ['World1', { kind: 'region', region: 'world' }],
    ['France', { kind: 'flag', alpha2: 'FR' }],
    ['South Africa', { kind: 'flag', alpha2: 'ZA' }],
    ['American Samoa', { kind: 'flag', alpha2: 'AS' }],
    ['Atlantis', { kind: 'flag', alpha2: 'AT' }],
  ])('%s → %j', (name, mark) => {
    expect(destinationMark(name, knownCountry)).toEqual(mark);
  });
});

describe('alpha2ByName', () => {
  const lookup = alpha2ByName([
    { name: 'South Korea', alpha2: 'KR' },
    { name: 'France', alpha2: 'FR' },
  ]);

  it('finds a country by its name in any case, around spaces', () => {
    expect(lookup('south korea')).toBe('KR');
    expect(lookup(' FRANCE ')).toBe('FR');
  });

  it('knows only the countries it was given', () => {
    expect(lookup('Korea, Republic of')).toBeUndefined();
    expect(lookup('Germany')).toBeUndefined();
  });
});
