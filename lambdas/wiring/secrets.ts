import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SecretsManagerSecrets } from '../adapters/secrets';
import type { CredentialSource } from '../config/environment';
import { SECRET_SCHEMAS, type SecretId, type SecretValue } from '../config/secrets';
import { awsClientConfig } from './aws-clients';
import { lazy } from './container';

const secretsManager = lazy(() => new SecretsManagerSecrets(new SecretsManagerClient(awsClientConfig())));

/** The credentials of a secret: read from Secrets Manager (and checked with its schema), or given locally. */
export async function credentialsOf<Id extends SecretId>(
  id: Id,
  source: CredentialSource<Id>,
): Promise<SecretValue<Id>> {
  if ('value' in source) return source.value;
  return secretsManager().getJson(source.secretArn, SECRET_SCHEMAS[id]);
}
