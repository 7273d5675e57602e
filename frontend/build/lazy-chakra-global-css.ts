import type { Plugin } from 'vite';

/** Chakra's system module, in the package's ESM build (the one Vite bundles, for the browser and the prerenderer). */
export const CHAKRA_SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const EXPORTED = '    _global,\n';

/**
 * Rewrites Chakra's `createSystem` so that its global CSS (reset, global styles and one CSS variable
 * per token) is computed when first read instead of while the system is made.
 *
 * Only `<ChakraProvider>` reads it, to insert it. A page rendered at build time already carries that
 * CSS, and the app hydrating it gives the provider a system without it (`withoutGlobalCss`), so the
 * browser never computes it: on a phone slowed four times that was about half a second of one
 * uninterrupted task before the page answered a tap. The app shell, rendered in the browser alone,
 * reads it as before.
 *
 * Fails the build when Chakra's code no longer has the expected shape, so an upgrade cannot silently
 * bring the eager computation back (or break the rewrite).
 */
export function rewriteChakraSystem(code: string): string {
  if (!code.includes(EAGER) || !code.includes(EXPORTED)) {
    throw new Error(
      "Chakra's createSystem no longer computes `_global` as frontend/build/lazy-chakra-global-css.ts expects: review the rewrite for this Chakra version",
    );
  }
  return code
    .replace(
      EAGER,
      'let lazyGlobal;\n  const readGlobal = () => (lazyGlobal ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);',
    )
    .replace(EXPORTED, '    get _global() {\n      return readGlobal();\n    },\n');
}

export function lazyChakraGlobalCss(): Plugin {
  return {
    name: 'shop-lazy-chakra-global-css',
    enforce: 'pre',
    transform(code, id) {
      if (!CHAKRA_SYSTEM_MODULE.test(id.split('?')[0]!)) return undefined;
      return { code: rewriteChakraSystem(code), map: null };
    },
  };
}
