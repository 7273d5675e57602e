import * as z from 'zod';

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #2e75b6');

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
  name: z.string().min(1).max(60),
  fullName: z.string().max(120),
  tagline: z.string().max(200),
  logoUrl: z.string().max(2048),
  heroText: z.string().max(300),
  colors: brandColorsSchema,
  fixedBrand: z.string(),
  whitelabel: z.literal(true),
});

/** PUT /api/admin/brand: a partial update merged into the current settings. */
export const brandUpdateSchema = z
  .object({
    name: brandSchema.shape.name,
    fullName: brandSchema.shape.fullName,
    tagline: brandSchema.shape.tagline,
    logoUrl: brandSchema.shape.logoUrl,
    heroText: brandSchema.shape.heroText,
    colors: brandColorsSchema.partial(),
  })
  .partial()
  .strict();
export type BrandUpdateRequest = z.infer<typeof brandUpdateSchema>;

/** POST /api/admin/brand/logo: ask for a presigned upload of an image. */
export const logoUploadRequestSchema = z.object({
  contentType: z.string().regex(/^image\/(png|jpeg|gif|webp|svg\+xml)$/, 'Please choose an image file'),
  size: z
    .number()
    .int()
    .positive()
    .max(2 * 1024 * 1024, 'The logo must be 2 MB or smaller'),
});
export const logoUploadResponseSchema = z.object({ uploadUrl: z.string(), logoUrl: z.string() });
