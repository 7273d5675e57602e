export type BrandColors = {
  primary: string;
  primaryLight: string;
  primaryDark: string;
  secondary: string;
  background: string;
};

/** The white-label settings: what the shop calls itself and how it looks. */
export type BrandSettings = {
  id: string;
  name: string;
  fullName: string;
  tagline: string;
  logoUrl: string;
  heroText: string;
  colors: BrandColors;
  /** Code of the brand this deployment belongs to; prefixes order references. */
  fixedBrand: string;
  whitelabel: true;
};

/** A partial update; colours merge one by one. */
export type BrandPatch = Partial<Omit<BrandSettings, 'colors' | 'whitelabel'>> & {
  colors?: Partial<BrandColors>;
};

/** The brand every deployment starts with until an admin saves its own. */
export const DEFAULT_BRAND: BrandSettings = {
  id: '1',
  name: 'Roamly',
  fullName: 'Roamly Travel eSIM',
  tagline: 'Your Ultimate Travel Companion',
  logoUrl: '',
  heroText: 'Travel the world with our eSIM solution',
  colors: {
    primary: '#2e75b6',
    primaryLight: '#2e75b6',
    primaryDark: '#2e75b6',
    secondary: '#894eef',
    background: '#f8f7ff',
  },
  fixedBrand: 'roamly',
  whitelabel: true,
};

const defined = <T extends object>(values: T): Partial<T> =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;

/** `current` with the fields the patch sets; fields the patch leaves out (or undefined) stay. */
export function mergeBrand(current: BrandSettings, patch: BrandPatch): BrandSettings {
  const { colors, ...rest } = patch;
  return {
    ...current,
    ...defined(rest),
    colors: { ...current.colors, ...defined(colors ?? {}) },
    whitelabel: true,
  };
}

const HEX_COLOUR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * A colour `delta` steps lighter (positive) or darker (negative) on each RGB channel, clamped to
 * 0-255. A value that is not a hex colour comes back unchanged so a bad entry cannot break a page.
 */
export function shadeHex(hex: string, delta: number): string {
  const match = HEX_COLOUR.exec(hex.trim());
  if (!match?.[1]) return hex;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const channels = [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16));
  const shifted = channels.map((c) => Math.min(255, Math.max(0, Math.round(c + delta))));
  return `#${shifted.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

export const PRIMARY_SHADE_STEP = 30;

/** The brand with its lighter and darker primary shades derived from the primary colour. */
export function withDerivedShades(brand: BrandSettings): BrandSettings {
  return {
    ...brand,
    colors: {
      ...brand.colors,
      primaryLight: shadeHex(brand.colors.primary, PRIMARY_SHADE_STEP),
      primaryDark: shadeHex(brand.colors.primary, -PRIMARY_SHADE_STEP),
    },
  };
}
