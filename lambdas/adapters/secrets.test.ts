import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { SECRET_SCHEMAS } from '../config/secrets';
import { SecretsManagerSecrets } from './secrets';

const provider = SECRET_SCHEMAS.esimProvider;

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
    await expect(secrets.getJson('arn:secret', provider)).resolves.toEqual({
      clientId: 'id',
      clientSecret: 's',
    });
    await secrets.getJson('arn:secret', provider);
    expect(sm.commandCalls(GetSecretValueCommand)).toHaveLength(1);
    now = 1001;
    await secrets.getJson('arn:secret', provider);
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
    await expect(secrets.getJson('arn:secret', provider)).rejects.toThrow('not a JSON object');
  });

  it('refuses a secret still holding the empty fields the stack created, naming the fields only', async () => {
    sm.on(GetSecretValueCommand).resolves({ SecretString: '{"clientId":"","clientSecret":"s3cr3t-value"}' });
    const secrets = new SecretsManagerSecrets(new SecretsManagerClient({ region: 'eu-west-1' }));
    const refusal = secrets.getJson('arn:secret', provider);
    await expect(refusal).rejects.toThrow('Secret arn:secret needs a value for clientId');
    await expect(refusal).rejects.not.toThrow('s3cr3t-value');
  });
});
