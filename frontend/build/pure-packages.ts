import type { Plugin } from 'vite';

/**
 * Packages that only define functions and constants, yet are imported for their side effects:
 * Emotion's entry imports `hoist-non-react-statics` bare (for its `withTheme`, which the shop does not
 * use), and that CommonJS package brings `react-is`. Declared free of side effects, they stay out of
 * every page that uses nothing of them (about 1 KB gzip of the home page's start).
 */
export const PURE_PACKAGES = /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/;

export function purePackages(): Plugin {
  return {
    name: 'shop-pure-packages',
    transform(code, id) {
      if (!PURE_PACKAGES.test(id)) return undefined;
      return { code, map: null, moduleSideEffects: false };
    },
  };
}
