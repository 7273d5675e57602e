/** A file an admin uploaded and that is not published yet, as stored. */
export interface PendingUpload {
  /** The first bytes of the file, at most the number asked for plus one (so "too large" shows). */
  bytes: Uint8Array;
  /** The Content-Type the upload was made with. */
  contentType: string;
}

/**
 * Brand assets (the logo): the browser uploads straight to storage into a private place, and only
 * what the server has checked is published where visitors load it from.
 */
export interface AssetUploads {
  /**
   * Authorises one PUT of the pending upload `id` with exactly this content type and size, for
   * `expiresInSeconds`. Nothing uploaded there is served to visitors.
   */
  createUpload(input: {
    id: string;
    contentType: string;
    size: number;
    expiresInSeconds: number;
  }): Promise<{ uploadUrl: string }>;
  /** The pending upload, read up to `maxBytes` + 1 bytes; null when nothing was uploaded under `id`. */
  readUpload(id: string, maxBytes: number): Promise<PendingUpload | null>;
  /** Removes a pending upload; no error when there is none. */
  discardUpload(id: string): Promise<void>;
  /** Publishes a checked file as `name` under the served brand assets; answers its public address. */
  publish(input: { name: string; contentType: string; bytes: Uint8Array }): Promise<string>;
}
