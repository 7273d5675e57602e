import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:react-icon/';
const RESOLVED_PREFIX = `\0${PREFIX}`;
const require = createRequire(import.meta.url);

/** `import { BsCart3, BsList } from 'react-icons/bs'` (one set, named imports only). */
const ICON_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]react-icons\/([a-z0-9]+)['"];?/g;

/**
 * Rewrites each named import from a react-icons set into one import per icon, from a module of its
 * own (`virtual:react-icon/bs/BsCart3`). Other imports are left as they are, and so are line numbers:
 * the imports of one statement share its first line, and its other lines stay, empty.
 */
export function splitIconImports(code: string): string {
  return code.replace(ICON_IMPORT, (statement: string, names: string, set: string) => {
    const imports = names
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
      .map((name) => {
        const [icon, local = icon] = name.split(/\s+as\s+/);
        return `import { ${icon} as ${local} } from '${PREFIX}${set}/${icon}';`;
      });
    return imports.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
  });
}

/** The code of a react-icons set's ES module (`react-icons/bs` → its `bs/index.mjs`), as installed. */
export function readIconSet(set: string): string {
  return readFileSync(require.resolve(`react-icons/${set}`).replace(/index\.js$/, 'index.mjs'), 'utf8');
}

/**
 * The module of one icon: its function as the icon set's own module defines it (react-icons generates
 * one `export function Name (props) { return GenIcon(tree)(props); };` per icon), with the same
 * `GenIcon`. Throws when the set has no such icon or its module no longer has that shape.
 */
export function iconModuleCode(setModuleCode: string, icon: string): string {
  if (!/^[A-Za-z0-9_]+$/.test(icon)) throw new Error(`Not an icon name: ${icon}`);
  const definition = new RegExp(
    `^export function ${icon} \\(props\\) \\{\\n  return GenIcon\\(.*\\)\\(props\\);\\n\\};$`,
    'm',
  );
  const found = definition.exec(setModuleCode);
  if (!found) throw new Error(`react-icons defines no ${icon} as frontend/build/icon-modules.ts expects`);
  return `import { GenIcon } from 'react-icons/lib';\n${found[0]}\n`;
}

/**
 * Gives every react-icons icon the app imports a module of its own. Each set is one module of
 * thousands of icons; the bundler keeps only the icons used, but keeps them together in one chunk,
 * so the home page loaded every icon of every page (25, about 4 KB gzip) to draw its 8. One module
 * per icon lets each icon travel with the code that draws it. The icons are react-icons' own, read
 * from the installed package at build time.
 */
export function iconModules(): Plugin {
  const sets = new Map<string, string>();
  const setModule = (set: string) => {
    let code = sets.get(set);
    if (code === undefined) sets.set(set, (code = readIconSet(set)));
    return code;
  };
  return {
    name: 'shop-icon-modules',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[cm]?[jt]sx?$/.test(id.split('?')[0]!)) return undefined;
      if (!code.includes('react-icons/')) return undefined;
      return { code: splitIconImports(code), map: null };
    },
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const [set, icon] = id.slice(RESOLVED_PREFIX.length).split('/') as [string, string];
      return iconModuleCode(setModule(set), icon);
    },
  };
}
