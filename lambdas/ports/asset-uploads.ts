/** A browser upload straight to storage, and where the stored file will be served from. */
export interface AssetUpload {
  /** PUT the file here with exactly the announced Content-Type and Content-Length. */
  uploadUrl: string;
  /** Public address of the file once uploaded. */
  publicUrl: string;
}

export interface AssetUploads {
  /**
   * Authorises one upload of `name` (a file name under the brand-asset prefix) with the given
   * content type and size, for `expiresInSeconds`.
   */
  createUpload(input: {
    name: string;
    contentType: string;
    size: number;
    expiresInSeconds: number;
  }): Promise<AssetUpload>;
}
