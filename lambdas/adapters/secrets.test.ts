import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { SecretsManagerSecrets } from './secrets';

const sm = mockClient(SecretsManagerClient);
beforeEach(() => sm.reset());

describe('SecretsManagerSecrets', () => {
  it('reads a JSON secret once and serves it from memory until the TTL passes', async () => {
    let now = 0;
    sm.on(GetSecretValueCommand).resolves({ SecretString: '{"clientId":"id","clientSecret":"s"}' });
    const secrets = new SecretsManagerSecrets(
      new SecretsManagerClient({ region: 'eu-west-1' }),
      1000,
      () => now,
    );
    await expect(secrets.getJson('arn:secret')).resolves.toEqual({ clientId: 'id', clientSecret: 's' });
    await secrets.getJson('arn:secret');
    expect(sm.commandCalls(GetSecretValueCommand)).toHaveLength(1);
    now = 1001;
    await secrets.getJson('arn:secret');
    expect(sm.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  });

  it('asks again after a failed read instead of caching the failure', async () => {
    sm.on(GetSecretValueCommand).rejectsOnce(new Error('throttled')).resolves({ SecretString: 'plain' });
    const secrets = new SecretsManagerSecrets(new SecretsManagerClient({ region: 'eu-west-1' }));
    await expect(secrets.getString('arn:secret')).rejects.toThrow('throttled');
    await expect(secrets.getString('arn:secret')).resolves.toBe('plain');
  });

  it('refuses a secret that is not a JSON object', async () => {
    sm.on(GetSecretValueCommand).resolves({ SecretString: '["a"]' });
    const secrets = new SecretsManagerSecrets(new SecretsManagerClient({ region: 'eu-west-1' }));
    await expect(secrets.getJson('arn:secret')).rejects.toThrow('not a JSON object');
  });
});
