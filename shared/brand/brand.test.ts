import { DEFAULT_BRAND, mergeBrand, readableTextOn, shadeHex, withDerivedShades } from './brand';

describe('DEFAULT_BRAND', () => {
  it('carries the spec defaults', () => {
    expect(DEFAULT_BRAND).toMatchObject({
      tagline: 'Your Ultimate Travel Companion',
      heroText: 'Travel the world with our eSIM solution',
      logoUrl: '',
      whitelabel: true,
      colors: {
        primary: '#2e75b6',
        primaryLight: '#2e75b6',
        primaryDark: '#2e75b6',
        secondary: '#894eef',
        background: '#f8f7ff',
      },
    });
    expect(DEFAULT_BRAND.name).not.toBe('');
  });
});

describe('mergeBrand', () => {
  it('changes only what the patch sets, colours one by one', () => {
    const merged = mergeBrand(DEFAULT_BRAND, { name: 'Wanderly', colors: { secondary: '#ff7846' } });
    expect(merged).toEqual({
      ...DEFAULT_BRAND,
      name: 'Wanderly',
      colors: { ...DEFAULT_BRAND.colors, secondary: '#ff7846' },
    });
  });

  it('ignores fields set to undefined and leaves the input untouched', () => {
    const before = structuredClone(DEFAULT_BRAND);
    const merged = mergeBrand(DEFAULT_BRAND, { tagline: undefined, colors: { primary: undefined } });
    expect(merged).toEqual(DEFAULT_BRAND);
    expect(DEFAULT_BRAND).toEqual(before);
  });

  it('can clear the logo', () => {
    const withLogo = mergeBrand(DEFAULT_BRAND, { logoUrl: 'https://cdn.example.com/logo.png' });
    expect(mergeBrand(withLogo, { logoUrl: '' }).logoUrl).toBe('');
  });
});

describe('shadeHex', () => {
  it.each([
    ['#2e75b6', 30, '#4c93d4'],
    ['#2e75b6', -30, '#105798'],
    ['#000000', -30, '#000000'],
    ['#ffffff', 30, '#ffffff'],
    ['#f0f0f0', 30, '#ffffff'],
    ['#0a0a0a', -30, '#000000'],
    ['#abc', 0, '#aabbcc'],
    ['2E75B6', 0, '#2e75b6'],
    ['red', 30, 'red'],
  ])('%s %i → %s', (hex, delta, shaded) => {
    expect(shadeHex(hex, delta)).toBe(shaded);
  });
});

describe('withDerivedShades', () => {
  it('derives the light and dark primary 30 steps either side', () => {
    const brand = withDerivedShades(mergeBrand(DEFAULT_BRAND, { colors: { primary: '#2e75b6' } }));
    expect(brand.colors).toEqual({
      ...DEFAULT_BRAND.colors,
      primaryLight: '#4c93d4',
      primaryDark: '#105798',
    });
  });
});

describe('readableTextOn', () => {
  it.each([
    ['#2e75b6', '#ffffff'],
    ['#894eef', '#ffffff'],
    ['#000', '#ffffff'],
    ['#ffd700', '#111111'],
    ['#f8f7ff', '#111111'],
    ['#FFFFFF', '#111111'],
    ['#999999', '#111111'],
    ['red', '#ffffff'],
  ])('text on %s is %s', (background, text) => {
    expect(readableTextOn(background)).toBe(text);
  });
});
