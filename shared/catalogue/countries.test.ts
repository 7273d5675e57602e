import { countryFromCode } from './countries';

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
