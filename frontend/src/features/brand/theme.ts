import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { DEFAULT_BRAND, type BrandSettings } from '@shared/brand/brand';

/**
 * The brand colours are CSS variables that the theme's tokens read. The Chakra system is built once;
 * when the white-label settings arrive from the API only the variables change, so every visitor sees
 * the configured colours without rebuilding styles.
 */
const cssVar = {
  primary: '--brand-primary',
  primaryLight: '--brand-primary-light',
  primaryDark: '--brand-primary-dark',
  secondary: '--brand-secondary',
  background: '--brand-background',
} as const satisfies Record<keyof BrandSettings['colors'], string>;

const ref = (name: keyof typeof cssVar) => `var(${cssVar[name]})`;
const tint = (percent: number) => `color-mix(in srgb, ${ref('primary')} ${percent}%, white)`;

const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          primary: { value: ref('primary') },
          primaryLight: { value: ref('primaryLight') },
          primaryDark: { value: ref('primaryDark') },
          secondary: { value: ref('secondary') },
          background: { value: ref('background') },
        },
      },
    },
    semanticTokens: {
      colors: {
        // The slots Chakra recipes read when a component uses colorPalette="brand".
        brand: {
          solid: { value: '{colors.brand.primary}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.primaryDark}' },
          muted: { value: tint(25) },
          subtle: { value: tint(12) },
          emphasized: { value: tint(40) },
          focusRing: { value: '{colors.brand.primary}' },
        },
      },
    },
  },
  globalCss: {
    // The default brand paints the first frame; the settings from the API override it inline.
    ':root': {
      '--brand-primary': DEFAULT_BRAND.colors.primary,
      '--brand-primary-light': DEFAULT_BRAND.colors.primaryLight,
      '--brand-primary-dark': DEFAULT_BRAND.colors.primaryDark,
      '--brand-secondary': DEFAULT_BRAND.colors.secondary,
      '--brand-background': DEFAULT_BRAND.colors.background,
    },
    body: { bg: 'brand.background' },
  },
});

export const system = createSystem(defaultConfig, config);

/** Writes the brand's colours into the CSS variables the theme reads. */
export function applyBrandColours(
  colors: BrandSettings['colors'],
  root: HTMLElement = document.documentElement,
) {
  for (const [key, variable] of Object.entries(cssVar) as [keyof typeof cssVar, string][]) {
    root.style.setProperty(variable, colors[key]);
  }
}
