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
} as const;
