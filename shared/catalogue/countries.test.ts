import { countryCodes, countryFromCode, destinationMark, flagEmoji } from './countries';

describe('countryFromCode', () => {
  it.each([
    ['FR', 'France', 'FRA', '🇫🇷'],
    ['de', 'Germany', 'DEU', '🇩🇪'],
    ['US', 'United States', 'USA', '🇺🇸'],
    ['KR', 'South Korea', 'KOR', '🇰🇷'],
    ['CN', 'China', 'CHN', '🇨🇳'],
    ['GB', 'United Kingdom', 'GBR', '🇬🇧'],
    ['ZA', 'South Africa', 'ZAF', '🇿🇦'],
  ])('%s is %s (%s) %s', (code, name, alpha3, flag) => {
    expect(countryFromCode(code)).toEqual({ name, alpha2: code.toUpperCase(), alpha3, flag });
  });

  it('refuses a code ISO 3166-1 does not know', () => {
    expect(() => countryFromCode('QQ')).toThrow('Unknown country code: QQ');
  });
});

describe('countryCodes', () => {
  it.each([
    ['France', 'FR', 'FRA'],
    ['united states', 'US', 'USA'],
    ['United States of America', 'US', 'USA'],
    ['South Korea', 'KR', 'KOR'],
    ['Netherlands', 'NL', 'NLD'],
  ])('%s → %s / %s', (name, alpha2, alpha3) => {
    expect(countryCodes(name)).toEqual({ alpha2, alpha3 });
  });

  it('falls back to the first letters, upper-cased, for an unknown country', () => {
    expect(countryCodes('Atlantis')).toEqual({ alpha2: 'AT', alpha3: 'ATL' });
  });
});

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
    expect(destinationMark(name)).toEqual(mark);
  });
});
