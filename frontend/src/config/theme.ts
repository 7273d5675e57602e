import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { DEFAULT_BRAND, readableTextOn, type BrandColors } from '@shared/brand/brand';
import { loadOnce } from '@/lib/load-once';

/**
 * The one place that names colours. The brand's colours are CSS variables that the theme's tokens
 * read; the Chakra system is built once, and when the white-label settings arrive from the API only
 * the variables change, so every visitor sees the configured colours without rebuilding styles.
 * Everything else in the SPA uses the semantic tokens below, never a palette name or a colour value
 * (a web test scans the sources for them).
 */
const brandVariable = {
  primary: '--brand-primary',
  primaryLight: '--brand-primary-light',
  primaryDark: '--brand-primary-dark',
  secondary: '--brand-secondary',
  background: '--brand-background',
  onPrimary: '--brand-on-primary',
  onSecondary: '--brand-on-secondary',
} as const;

type BrandVariable = keyof typeof brandVariable;

/** The CSS variables of a brand's colours, with legible text colours on primary and secondary. */
export function brandCssVariables(colors: BrandColors): Record<`--${string}`, string> {
  const values: Record<BrandVariable, string> = {
    ...colors,
    onPrimary: readableTextOn(colors.primary),
    onSecondary: readableTextOn(colors.secondary),
  };
  return Object.fromEntries(
    (Object.keys(brandVariable) as BrandVariable[]).map((key) => [brandVariable[key], values[key]]),
  );
}

const ref = (name: BrandVariable) => `var(${brandVariable[name]})`;
const tint = (name: BrandVariable, percent: number) => `color-mix(in srgb, ${ref(name)} ${percent}%, white)`;
const shade = (name: BrandVariable, percent: number) => `color-mix(in srgb, ${ref(name)} ${percent}%, black)`;

/** The slots Chakra's recipes read when a component sets `colorPalette` to this palette. */
function paletteOf(colour: BrandVariable, onColour: BrandVariable, fg: string) {
  return {
    solid: { value: ref(colour) },
    contrast: { value: ref(onColour) },
    fg: { value: fg },
    muted: { value: tint(colour, 25) },
    subtle: { value: tint(colour, 12) },
    emphasized: { value: tint(colour, 40) },
    focusRing: { value: ref(colour) },
  };
}

/** A status palette (success, warning, danger) taken from Chakra's own so that meaning survives any brand. */
function statusPaletteOf(chakraPalette: 'green' | 'orange' | 'red') {
  const slots = ['solid', 'contrast', 'fg', 'muted', 'subtle', 'emphasized', 'focusRing'] as const;
  return Object.fromEntries(slots.map((slot) => [slot, { value: `{colors.${chakraPalette}.${slot}}` }]));
}

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
        /** The primary colour: buttons, links, progress, selection, focus rings. */
        brand: paletteOf('primary', 'onPrimary', ref('primaryDark')),
        /** The secondary colour: highlights such as the cart badge and the hero's gradient end. */
        accent: paletteOf('secondary', 'onSecondary', shade('secondary', 75)),
        success: statusPaletteOf('green'),
        warning: statusPaletteOf('orange'),
        danger: statusPaletteOf('red'),
        bg: {
          /** Behind QR codes: scanners need a light quiet zone whatever the brand. */
          qr: { value: 'white' },
        },
      },
    },
  },
  globalCss: {
    // The default brand paints the first frame; the settings from the API override it inline.
    ':root': brandCssVariables(DEFAULT_BRAND.colors),
    body: { bg: 'brand.background' },
  },
});

/**
 * Chakra's palettes that nothing here uses: the shop's palettes are the brand's and the three status
 * ones, which read gray, red, orange, green and blue (Chakra's own tokens do too). Leaving these out
 * keeps a few hundred CSS variables out of every page's first paint and out of the system's start-up.
 */
const UNUSED_CHAKRA_PALETTES = new Set(['yellow', 'teal', 'cyan', 'purple', 'pink']);

function withoutUnusedPalettes<T extends object>(colors: T | undefined): T | undefined {
  if (!colors) return colors;
  return Object.fromEntries(
    Object.entries(colors).filter(([name]) => !UNUSED_CHAKRA_PALETTES.has(name)),
  ) as T;
}

type TokenTree = { [name: string]: unknown };

/**
 * Chakra's semantic tokens with their light value only. The shop has no dark mode (nothing sets
 * Chakra's `.dark` class; the brand decides the colours), so each `{ _light, _dark }` pair is its light
 * value: the dark half was a second set of CSS variables that no page could ever use, and building
 * it was nearly half of the system's start-up in the browser.
 */
export function lightOnly<T>(tree: T): T {
  if (!tree || typeof tree !== 'object') return tree;
  const node = tree as TokenTree;
  if ('value' in node) {
    const value = node['value'];
    if (value && typeof value === 'object' && '_light' in value) {
      return { ...node, value: (value as { _light: unknown })._light } as T;
    }
    return tree;
  }
  return Object.fromEntries(Object.entries(node).map(([name, child]) => [name, lightOnly(child)])) as T;
}

/**
 * Chakra's default theme with only the recipes of the components the shop renders (a web test fails
 * on a component whose recipe is missing here or in `theme-recipes.ts`). Built from its parts rather
 * than from `defaultConfig`, whose module also makes a whole default system when it loads: the
 * browser built two systems.
 */
const chakraConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: lightOnly({ ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) }),
    textStyles,
    layerStyles,
    animationStyles,
    // What home's first view renders (header, footer, hero, the planner's first step); the rest
    // arrives with the first lazily loaded page or component (`completeTheme`).
    recipes: {
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {},
  },
});

export const system = createSystem(defaultBaseConfig, chakraConfig, config);

/**
 * Adds the recipes of every component outside home's first view to the system (`theme-recipes.ts`),
 * once. They are about 10 KB gzip that home's start-up code would carry, and that `createSystem`
 * would copy, for components a first visit may never show. Everything loaded on demand waits for it
 * (`withCompleteTheme`: the router's pages, `lazyNamed`): the system looks a recipe up when a
 * component first renders, and keeps what it found, so a recipe must be there before its component
 * renders.
 */
export const completeTheme: () => Promise<void> = loadOnce(() =>
  import('./theme-recipes').then(({ recipes, slotRecipes }) => {
    const theme = (system._config.theme ??= {});
    theme.recipes = { ...theme.recipes, ...recipes };
    theme.slotRecipes = { ...theme.slotRecipes, ...slotRecipes };
  }),
);

/** What `loading` gives, once the theme is complete too: for code whose components render on arrival. */
export async function withCompleteTheme<T>(loading: Promise<T>): Promise<T> {
  const [value] = await Promise.all([loading, completeTheme()]);
  return value;
}

/**
 * The system for an app hydrating a page rendered at build time: the page already holds the global
 * CSS (reset, global styles, token variables), so the provider has none to insert, and the build
 * (frontend/build/lazy-chakra-global-css.ts) leaves it uncomputed until something asks for it.
 */
export function withoutGlobalCss(from: SystemContext): SystemContext {
  return Object.create(from, { _global: { value: [] } }) as SystemContext;
}

/**
 * Writes the brand's colours into the CSS variables the theme reads. A variable that already holds
 * its value (a prerendered page carries the brand's colours) is left alone: each write on the root
 * element makes the browser recompute the styles of the whole page.
 */
export function applyBrandColours(colors: BrandColors, root: HTMLElement = document.documentElement) {
  for (const [variable, value] of Object.entries(brandCssVariables(colors))) {
    if (root.style.getPropertyValue(variable) !== value) root.style.setProperty(variable, value);
  }
}
