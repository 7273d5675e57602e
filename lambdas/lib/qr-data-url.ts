const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';

export const pngDataUrl = (png: Uint8Array): string =>
  PNG_DATA_URL_PREFIX + Buffer.from(png).toString('base64');

/** The PNG bytes of a data URL stored on an order, or null when it is not one. */
export function pngFromDataUrl(dataUrl: string | null | undefined): Uint8Array | null {
  if (!dataUrl?.startsWith('data:image/png;base64,')) return null;
  const bytes = Buffer.from(dataUrl.slice(PNG_DATA_URL_PREFIX.length), 'base64');
  return bytes.length > 0 ? new Uint8Array(bytes) : null;
}
