/** The provider's product list (GET /account/products), as it answered: the use-case validates it. */
export interface ProviderProducts {
  /** The answer's body; throws when the provider could not be asked, failed or took too long. */
  list(): Promise<unknown>;
}
