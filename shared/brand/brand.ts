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
  /** The address /support shows; empty for the shop's configured support mailbox. */
  supportEmail: string;
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
  supportEmail: '',
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

/** The red, green and blue channels (0-255) of a hex colour; null when it is not one. */
function hexChannels(hex: string): [number, number, number] | null {
  const match = HEX_COLOUR.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16));
  return [r, g, b];
}

/**
 * A colour `delta` steps lighter (positive) or darker (negative) on each RGB channel, clamped to
 * 0-255. A value that is not a hex colour comes back unchanged so a bad entry cannot break a page.
 */
export function shadeHex(hex: string, delta: number): string {
  const channels = hexChannels(hex);
  if (!channels) return hex;
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

const WHITE = '#ffffff';
const INK = '#111111';

/** WCAG relative luminance of a hex colour (0 black … 1 white); null when it is not a hex colour. */
function luminance(hex: string): number | null {
  const channels = hexChannels(hex);
  if (!channels) return null;
  const linear = (value: number) => {
    const channel = value / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = channels;
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG's contrast ratio of two hex colours (1 … 21); null when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const [la, lb] = [luminance(a), luminance(b)];
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * The text colour that reads best on a brand colour: white or near-black, whichever contrasts more
 * (WCAG ratio), so a light primary chosen by an admin still gets legible button labels. A value that
 * is not a hex colour gets white.
 */
export function readableTextOn(background: string): string {
  const onWhite = contrastRatio(background, WHITE);
  if (onWhite === null) return WHITE;
  return onWhite >= contrastRatio(background, INK)! ? WHITE : INK;
}
