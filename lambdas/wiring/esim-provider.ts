import { DynamoTokenCache } from '../adapters/dynamo-token-cache';
import { HttpEsimProvider } from '../adapters/http-esim-provider';
import { resource } from '../config/environment';
import { tableAdapter } from './aws-clients';
import { lazy } from './container';
import { credentialsOf } from './secrets';

/** The provider's token, cached in the providerTokens table for every container of every function. */
const tokenCache = tableAdapter('providerTokens', (doc, table) => new DynamoTokenCache(doc, table));

/** The eSIM provider's HTTP API; its credentials are read only when a token must be fetched. */
export const esimProvider = lazy(() => {
  const { url, credentials } = resource('esimProvider');
  return new HttpEsimProvider({
    baseUrl: url,
    credentials: () => credentialsOf('esimProvider', credentials),
    tokenCache: tokenCache(),
  });
});
