import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';

/** A resource file of the SDK: `<resource>` is its path under `esm/resources/`, e.g. `Checkout/Sessions`. */
const RESOURCE_FILE = /[\\/]node_modules[\\/]stripe[\\/]esm[\\/]resources[\\/](.+)\.js$/;
/**
 * SDK modules the shop never uses, stubbed like an unused resource: the handler of Stripe's v2 "event
 * notifications" (the shop verifies its webhooks itself, lambdas/adapters/stripe-webhooks.ts).
 */
const UNUSED_MODULE_FILE = /[\\/]node_modules[\\/]stripe[\\/]esm[\\/](StripeEventNotificationHandler)\.js$/;
const UNBUNDLED = 'shop-stripe-unbundled';

/**
 * The module every stub shares: `unbundled(name, kind)` makes a class that throws, naming what is
 * missing, at the first use of anything it or its instances do not have (a method such as `create`).
 */
const UNBUNDLED_MODULE = `const failing = (name, kind) => ({
  get(target, key) {
    if (typeof key === 'string' && !(key in target))
      throw new Error("Stripe's " + name + ' ' + kind + ' is not bundled into this function: ' + (kind === 'resource'
        ? 'add it to STRIPE_RESOURCES_USED (lambdas/adapters/stripe-payments.ts), or the call to the ' +
          "function's STRIPE_CALLS_BY_FUNCTION (infra/stack/function-bundling.ts)"
        : 'stop stubbing it in infra/stack/stripe-resources.ts'));
    return Reflect.get(target, key);
  },
});
export const unbundled = (name, kind = 'resource') =>
  new Proxy(class { constructor() { return new Proxy(this, failing(name, kind)); } }, failing(name, kind));`;

/** A module standing in for one of the SDK's files: the same class names, all stubs. */
export function stubbedModule(name: string, classNames: readonly string[], kind = 'resource'): string {
  const args =
    kind === 'resource' ? JSON.stringify(name) : `${JSON.stringify(name)}, ${JSON.stringify(kind)}`;
  return [
    `import { unbundled } from '${UNBUNDLED}';`,
    ...classNames.map((className) => `export const ${className} = unbundled(${args});`),
  ].join('\n');
}

/** The classes a file exports, or null when it exports anything else (or nothing): such a file is kept. */
async function exportedClasses(file: string): Promise<string[] | null> {
  const exported = [...(await readFile(file, 'utf8')).matchAll(/^export\s+(\w+)\s+(\w+)/gm)];
  if (exported.length === 0 || exported.some(([, kind]) => kind !== 'class')) return null;
  return exported.map(([, , name]) => name!);
}

/**
 * An esbuild plugin that keeps only the named Stripe resources (paths under the SDK's `esm/resources/`,
 * e.g. `Checkout/Sessions`) and stubs the rest, with the SDK modules the shop never uses. The SDK's
 * client constructs all of its resources, so the bundler cannot drop one by itself; the stubs keep the
 * constructor working. A file that exports something other than classes is kept whole, so a new SDK
 * cannot lose code through a stub.
 */
export function stripeResourcesPlugin(keep: readonly string[]): Plugin {
  return {
    name: 'shop-stripe-resources',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${UNBUNDLED}$`) }, () => ({
        path: UNBUNDLED,
        namespace: UNBUNDLED,
      }));
      build.onLoad({ filter: /.*/, namespace: UNBUNDLED }, () => ({
        contents: UNBUNDLED_MODULE,
        loader: 'js',
      }));
      build.onLoad({ filter: RESOURCE_FILE }, async (args) => {
        const resource = RESOURCE_FILE.exec(args.path)![1]!.replaceAll('\\', '/');
        // `<Namespace>/index.js` builds its resources (`stripe.checkout.sessions`): kept, they are stubbed one by one.
        if (keep.includes(resource) || resource.endsWith('/index')) return undefined;
        const classes = await exportedClasses(args.path);
        return classes ? { contents: stubbedModule(resource, classes), loader: 'js' } : undefined;
      });
      build.onLoad({ filter: UNUSED_MODULE_FILE }, async (args) => {
        const classes = await exportedClasses(args.path);
        const name = UNUSED_MODULE_FILE.exec(args.path)![1]!;
        return classes ? { contents: stubbedModule(name, classes, 'module'), loader: 'js' } : undefined;
      });
    },
  };
}
