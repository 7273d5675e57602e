/// <reference types="vite/client" />

/** Public settings baked into the SPA at build time (they reach every browser: never a secret). */
interface ImportMetaEnv {
  /** The user pool's id; set by `npm start` for the local pool, unset in an AWS build (`/config.json` says it). */
  readonly VITE_COGNITO_USER_POOL_ID?: string;
  /** The user pool's web client id. */
  readonly VITE_COGNITO_CLIENT_ID?: string;
  /** Cognito's endpoint when it is not AWS's own (the local stand-in). */
  readonly VITE_COGNITO_ENDPOINT?: string;
}

/** The shipped catalogue, validated and resolved at build time (frontend/build/shipped-catalogue.ts). */
declare module 'virtual:shipped-catalogue' {
  import type { Catalogue } from '@shared/catalogue/catalogue';

  const catalogue: Catalogue;
  export default catalogue;
}

/** Each route's area, derived from the contract at build time (frontend/build/route-areas.ts). */
declare module 'virtual:route-areas' {
  import type { RouteArea, RouteId } from '@shared/api/routes';

  const areas: Record<RouteId, RouteArea>;
  export default areas;
}
