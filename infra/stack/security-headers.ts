/** Stripe's hosted checkout and Stripe.js, the only third-party origins the SPA talks to. */
const STRIPE_ORIGINS = ['https://js.stripe.com', 'https://checkout.stripe.com', 'https://api.stripe.com'];

/** The Cognito endpoints of a region, which the SPA's sign-in calls. */
export const awsCognitoOrigins = (region: string): string[] => [
  `https://cognito-idp.${region}.amazonaws.com`,
  `https://cognito-identity.${region}.amazonaws.com`,
];

/**
 * Where the admin's browser uploads a logo (a presigned PUT, virtual-hosted style
 * `https://<bucket>.s3.<region>.amazonaws.com`); the bucket's name is only known at deploy time.
 */
export const awsUploadOrigins = (region: string): string[] => [`https://*.s3.${region}.amazonaws.com`];

/**
 * The security headers of every response of the shop, defined once: CloudFront's response headers
 * policy is built from them (`infra/stack/web.ts`) and `npm run preview` sends the same values. Only
 * the Cognito and logo-upload origins differ: the region's endpoints on AWS, the stand-ins' locally.
 */
export interface ShopSecurityHeaders {
  strictTransportSecurity: { maxAgeSeconds: number; includeSubdomains: boolean; preload: boolean };
  contentSecurityPolicy: string;
  contentTypeOptions: 'nosniff';
  frameOptions: 'DENY';
  referrerPolicy: 'strict-origin-when-cross-origin';
}

export function shopSecurityHeaders(options: {
  cognitoOrigins: readonly string[];
  /** Where logos are uploaded to (and, locally, shown from). */
  uploadOrigins: readonly string[];
}): ShopSecurityHeaders {
  const contentSecurityPolicy = [
    "default-src 'self'",
    `script-src 'self' https://js.stripe.com`,
    // Chakra UI (emotion) injects its styles at run time.
    "style-src 'self' 'unsafe-inline'",
    // QR codes arrive as data: URLs; brand logos may be any https URL an admin entered.
    ["img-src 'self' data: https:", ...options.uploadOrigins].join(' '),
    "font-src 'self' data:",
    `connect-src 'self' ${[...options.cognitoOrigins, ...options.uploadOrigins, ...STRIPE_ORIGINS].join(' ')}`,
    `frame-src ${STRIPE_ORIGINS.join(' ')}`,
    `form-action 'self' https://checkout.stripe.com`,
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    strictTransportSecurity: { maxAgeSeconds: 365 * 24 * 60 * 60, includeSubdomains: true, preload: true },
    contentSecurityPolicy,
    contentTypeOptions: 'nosniff',
    frameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
  };
}

/** The headers as a browser receives them (CloudFront writes them the same way). */
export function securityHeaderValues(headers: ShopSecurityHeaders): Record<string, string> {
  const hsts = headers.strictTransportSecurity;
  return {
    'Strict-Transport-Security': [
      `max-age=${hsts.maxAgeSeconds}`,
      ...(hsts.includeSubdomains ? ['includeSubDomains'] : []),
      ...(hsts.preload ? ['preload'] : []),
    ].join('; '),
    'Content-Security-Policy': headers.contentSecurityPolicy,
    'X-Content-Type-Options': headers.contentTypeOptions,
    'X-Frame-Options': headers.frameOptions,
    'Referrer-Policy': headers.referrerPolicy,
  };
}
