import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * The rule: every module a handler imports from `lambdas/use-cases/` is named after a function the
 * handler imports from it and calls (`listAdminOrders` -> `list-admin-orders.ts`), so the file a
 * route runs can be found from its handler, and a file holds the operation its name says.
 */

const ROOT = join(import.meta.dirname, '..', '..');
const HANDLER_FOLDERS = ['lambdas/http', 'lambdas/jobs'];

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** The use-case modules a handler's source imports whose name is not that of a function it calls from them. */
function misnamedUseCases(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const called = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) called.add(node.expression.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  const misnamed: string[] = [];
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const module = /\/use-cases\/([^/]+)$/.exec(statement.moduleSpecifier.text)?.[1];
    if (!module) continue;
    const bindings = statement.importClause?.namedBindings;
    const names =
      bindings && ts.isNamedImports(bindings) && !statement.importClause?.isTypeOnly
        ? bindings.elements
            .filter((e) => !e.isTypeOnly)
            .map((e) => ({ exported: (e.propertyName ?? e.name).text, local: e.name.text }))
        : [];
    if (!names.some((name) => kebab(name.exported) === module && called.has(name.local)))
      misnamed.push(module);
  }
  return misnamed;
}

const handlerFiles = HANDLER_FOLDERS.flatMap((folder) =>
  readdirSync(join(ROOT, folder))
    .filter((name) => name.endsWith('.handler.ts'))
    .map((name) => `${folder}/${name}`),
);

describe('use-case modules are named after their operation', () => {
  it.each(handlerFiles)(
    '%s imports each use-case from the file named after the function it calls',
    (path) => {
      expect(misnamedUseCases(path, readFileSync(join(ROOT, path), 'utf8'))).toEqual([]);
    },
  );

  it('names a module that holds the operation under another name, or that the handler does not call', () => {
    const source = `
      import { listAdminOrders } from '../use-cases/admin-console';
      import { createCoupon } from '../use-cases/create-coupon';
      import { retryOrder } from '../use-cases/retry-order';
      import { type RetryOrderDeps } from '../use-cases/retry-order-deps';
      export const handler = () => [listAdminOrders(), retryOrder(), createCoupon];`;
    expect(misnamedUseCases('x.handler.ts', source)).toEqual([
      'admin-console',
      'create-coupon',
      'retry-order-deps',
    ]);
  });

  it('accepts a call through an alias of the operation', () => {
    const source = `
      import { retryOrder as retry } from '../use-cases/retry-order';
      export const handler = () => retry();`;
    expect(misnamedUseCases('x.handler.ts', source)).toEqual([]);
  });
});
