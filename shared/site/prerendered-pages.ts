/**
 * The public pages whose first view is rendered at build time, each with the file that holds it.
 * Their first view depends on nothing the browser alone knows (no signed-in session, no query
 * string), so the static HTML paints before any JavaScript runs and the app then hydrates it.
 * Every other client-side route is answered with the app shell, which the app renders in the
 * browser. CloudFront's viewer-request function and the preview server both answer from this map.
 */
export const PRERENDERED_PAGES = {
  '/': 'index.html',
  '/checkout': 'checkout.html',
  '/esim-status': 'esim-status.html',
  '/faq': 'faq.html',
  '/terms': 'terms.html',
  '/support': 'support.html',
  '/enterprise': 'enterprise.html',
  '/login': 'login.html',
  '/auth': 'auth.html',
} as const satisfies Record<string, string>;

export type PrerenderedPath = keyof typeof PRERENDERED_PAGES;

/** The page without prerendered content: the SPA's entry for every other client-side route. */
export const APP_SHELL_FILE = 'app.html';

/** A path without its trailing slash ('/' stays '/'). */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** Whether this path's first view is prerendered. */
export function isPrerendered(pathname: string): pathname is PrerenderedPath {
  return Object.hasOwn(PRERENDERED_PAGES, normalisePath(pathname));
}

/**
 * The file that answers a request for `pathname`: its own file for a path with an extension, the
 * prerendered page for a prerendered path, the app shell for any other client-side route.
 */
export function pageFileFor(pathname: string): string {
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (lastSegment.includes('.')) return pathname;
  const path = normalisePath(pathname);
  return `/${isPrerendered(path) ? PRERENDERED_PAGES[path] : APP_SHELL_FILE}`;
}
