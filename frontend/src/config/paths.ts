/** The SPA's routes (SPEC section 2), one place to name them. */
export const paths = {
  home: '/',
  bundleSelector: '/bundleselector',
  checkout: '/checkout',
  success: '/success',
  esimStatus: '/esim-status',
  faq: '/faq',
  terms: '/terms',
  support: '/support',
  login: '/login',
  auth: '/auth',
  account: '/account',
  admin: '/admin',
  business: '/business',
  enterprise: '/enterprise',
  apiTest: '/api-test',
  orderTest: '/order-test',
  orderApiFlow: '/order-api-flow',
  mailchimpApi: '/mailchimp-api',
  emailTest: '/emailtest',
} as const;

/** One of the SPA's page paths. */
export type PagePath = (typeof paths)[keyof typeof paths];

/**
 * The link to a page with a query string, e.g. `pageHref(paths.success, { reference })`; empty or
 * missing values are left out, and without any the link is the bare path.
 */
export function pageHref(path: PagePath, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
