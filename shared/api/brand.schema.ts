import { PUBLISHED_LOGO_URL } from '../brand/logo';
import * as z from '../validation/zod';

/** Field messages of the Brand Settings form. */
export const BRAND_MESSAGES = {
  colour: 'Use a colour like #2e75b6',
  nameRequired: 'Please enter a short name',
  nameLength: 'The short name can be at most 60 characters',
  fullNameLength: 'The full name can be at most 120 characters',
  taglineLength: 'The tagline can be at most 200 characters',
  heroTextLength: 'The hero text can be at most 300 characters',
  supportEmail: 'Please enter a valid email address',
  logoUrl: 'Upload the logo here: a logo from another address cannot be used',
  imageOnly: 'Please choose a PNG, JPEG, WebP or GIF image (SVG is not accepted: save the logo as PNG)',
  logoTooLarge: 'The logo must be 2 MB or smaller',
  logoRefused:
    'This file is not a PNG, JPEG, WebP or GIF image. Please choose one of those (save an SVG logo as PNG).',
  uploadMissing: 'The upload did not arrive. Please choose the file again.',
} as const;

/** Largest logo accepted, bytes. */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;

const hexColour = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, BRAND_MESSAGES.colour));

export const brandColorsSchema = z.object({
  primary: hexColour,
  primaryLight: hexColour,
  primaryDark: hexColour,
  secondary: hexColour,
  background: hexColour,
});

/** GET /api/brand answer; the white-label settings every visitor sees. */
export const brandSchema = z.object({
  id: z.string(),
  name: z
    .string()
    .check(z.trim(), z.minLength(1, BRAND_MESSAGES.nameRequired), z.maxLength(60, BRAND_MESSAGES.nameLength)),
  fullName: z.string().check(z.trim(), z.maxLength(120, BRAND_MESSAGES.fullNameLength)),
  tagline: z.string().check(z.trim(), z.maxLength(200, BRAND_MESSAGES.taglineLength)),
  logoUrl: z.string().check(z.maxLength(2048, BRAND_MESSAGES.logoUrl)),
  heroText: z.string().check(z.trim(), z.maxLength(300, BRAND_MESSAGES.heroTextLength)),
  supportEmail: z.string(),
  colors: brandColorsSchema,
  fixedBrand: z.string(),
  whitelabel: z.literal(true),
});

/** PUT /api/admin/brand: a partial update merged into the current settings. */
export const brandUpdateSchema = z.partial(
  z.strictObject({
    name: brandSchema.shape.name,
    fullName: brandSchema.shape.fullName,
    tagline: brandSchema.shape.tagline,
    logoUrl: z.union([z.literal(''), z.string().check(z.regex(PUBLISHED_LOGO_URL, BRAND_MESSAGES.logoUrl))]),
    heroText: brandSchema.shape.heroText,
    // Empty: /support shows the shop's configured support mailbox.
    supportEmail: z.union([
      z.literal(''),
      z.email(BRAND_MESSAGES.supportEmail).check(z.maxLength(254, BRAND_MESSAGES.supportEmail)),
    ]),
    colors: z.partial(brandColorsSchema),
  }),
);
export type BrandUpdateRequest = z.infer<typeof brandUpdateSchema>;

/**
 * POST /api/admin/brand/logo: ask for a presigned upload of an image. The file lands in a private
 * place; only POST /api/admin/brand/logo/publish, after checking what it really is, makes it a logo.
 */
export const logoUploadRequestSchema = z.object({
  contentType: z.string().check(z.regex(/^image\/(png|jpeg|gif|webp)$/, BRAND_MESSAGES.imageOnly)),
  size: z
    .int()
    .check(z.positive(BRAND_MESSAGES.imageOnly), z.lte(MAX_LOGO_BYTES, BRAND_MESSAGES.logoTooLarge)),
});
export const logoUploadResponseSchema = z.object({ uploadUrl: z.string(), uploadId: z.uuid() });

/** POST /api/admin/brand/logo/publish: check the uploaded file and publish it as a logo. */
export const logoPublishRequestSchema = z.object({ uploadId: z.uuid(BRAND_MESSAGES.uploadMissing) });
export const logoPublishResponseSchema = z.object({ logoUrl: z.string().check(z.regex(PUBLISHED_LOGO_URL)) });
