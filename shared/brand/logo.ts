/*
 * Where published logos live, without any schema: the functions that only read a brand (the
 * chat, the mailers) check a stored logo with these and load no zod for it.
 */

/** The path under the shop's own origin that serves published brand assets (CloudFront; the local shop server). */
export const BRAND_ASSETS_PATH = '/brand-assets';

/**
 * A logo the shop published itself, as a path on the shop's own origin
 * (`/brand-assets/logo-<uuid>.<ext>`, see the logo upload), or empty for none: never an address from
 * elsewhere, never a script or data URL, and no host or port, so a stored logo survives a new
 * domain or, locally, a stand-in that starts on another port.
 */
export const PUBLISHED_LOGO_URL = /^\/brand-assets\/logo-[0-9a-f-]{36}\.(png|jpg|gif|webp)$/;

/**
 * A stored logo address as a path on the shop's origin: logos published before addresses became
 * paths were stored with the host (locally the S3 stand-in's port of that run), which breaks once the
 * host or port changes. Anything else the shop would not accept today (an address from elsewhere, an
 * SVG logo from before SVGs were refused) reads as no logo.
 */
export function publishedLogoPath(stored: string): string {
  const path =
    /^https?:\/\/[^\s"'<>?#]+(\/brand-assets\/logo-[0-9a-f-]{36}\.(?:png|jpg|gif|webp))$/.exec(stored)?.[1] ??
    stored;
  return PUBLISHED_LOGO_URL.test(path) ? path : '';
}
