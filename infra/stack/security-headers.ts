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
  /** Where logos are uploaded to (the browser's presigned PUT). */
  uploadOrigins: readonly string[];
}): ShopSecurityHeaders {
  const contentSecurityPolicy = [
    "default-src 'self'",
    `script-src 'self' https://js.stripe.com`,
    // Chakra UI (emotion) injects its styles at run time.
    "style-src 'self' 'unsafe-inline'",
    // QR codes arrive as data: URLs; the logo is one the shop published, on its own origin.
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self' ${[...options.cognitoOrigins, ...options.uploadOrigins, ...STRIPE_ORIGINS].join(' ')}`,
    `frame-src ${STRIPE_ORIGINS.join(' ')}`,
    `form-action 'self' https://checkout.stripe.com`,
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { ...TRANSPORT_AND_FRAMING, contentSecurityPolicy };
}

/** What every answer of the shop's origin carries besides its CSP. */
const TRANSPORT_AND_FRAMING: Omit<ShopSecurityHeaders, 'contentSecurityPolicy'> = {
  strictTransportSecurity: { maxAgeSeconds: 365 * 24 * 60 * 60, includeSubdomains: true, preload: true },
  contentTypeOptions: 'nosniff',
  frameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
};

/**
 * The headers of the published brand assets (`/brand-assets/…`, the logo). Pages show a logo with
 * `<img>`, where nothing in it runs; opened on its own, it is a document of its own, so it gets a
 * CSP under which nothing runs: `sandbox` (a unique origin, scripts off) and nothing loaded but
 * itself as an image. Even an SVG stored before SVGs were refused cannot run script from the shop's
 * address; nosniff keeps a raster logo from being read as anything else. CloudFront's behaviour for
 * the prefix and the local shop server send the same.
 */
export function brandAssetSecurityHeaders(): ShopSecurityHeaders {
  return {
    ...TRANSPORT_AND_FRAMING,
    contentSecurityPolicy:
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'",
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
