import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SESClient } from '@aws-sdk/client-ses';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DynamoBrandStore } from '../adapters/dynamo-brand-store';
import { DynamoOrderStore } from '../adapters/dynamo-order-store';
import { DynamoTokenCache } from '../adapters/dynamo-token-cache';
import { DynamoUserStore } from '../adapters/dynamo-user-store';
import { HttpEsimProvider, type ProviderCredentials } from '../adapters/http-esim-provider';
import { SecretsManagerSecrets } from '../adapters/secrets';
import { SesMailer } from '../adapters/ses-mailer';
import type { Mailer } from '../ports/mailer';
import { pipelineConfig, type PipelineConfig } from './pipeline-config';
import type { PipelineDeps } from './pipeline-steps';

// Every AWS call is bounded: a hung connection becomes a retryable timeout, well inside the task's own limit.
const REQUEST_LIMITS = { requestHandler: { connectionTimeout: 3000, requestTimeout: 10_000 } };

/** Builds the adapters the steps use; SDK clients reach local stand-ins via AWS_ENDPOINT_URL_* alone. */
export function createPipelineDeps(cfg: PipelineConfig): PipelineDeps {
  const doc = DynamoDBDocumentClient.from(new DynamoDBClient({ region: cfg.region, ...REQUEST_LIMITS }), {
    marshallOptions: { removeUndefinedValues: true },
  });
  const { provider } = cfg;
  let credentials: () => Promise<ProviderCredentials>;
  if (provider.secretArn) {
    const secrets = new SecretsManagerSecrets(
      new SecretsManagerClient({ region: cfg.region, ...REQUEST_LIMITS }),
    );
    const arn = provider.secretArn;
    credentials = async () => {
      const secret = await secrets.getJson<{ clientId?: unknown; clientSecret?: unknown }>(arn);
      if (typeof secret.clientId !== 'string' || typeof secret.clientSecret !== 'string') {
        throw new Error('The eSIM provider secret needs clientId and clientSecret');
      }
      return { clientId: secret.clientId, clientSecret: secret.clientSecret };
    };
  } else {
    const fixed = { clientId: provider.clientId ?? '', clientSecret: provider.clientSecret ?? '' };
    credentials = async () => fixed;
  }
  const esim = new HttpEsimProvider({
    baseUrl: provider.url,
    credentials,
    tokenCache: new DynamoTokenCache(doc, cfg.tables.providerTokens),
  });
  let mailer: Mailer | undefined;
  return {
    orders: new DynamoOrderStore(doc, cfg.tables.orders),
    users: new DynamoUserStore(doc, cfg.tables.users),
    brands: new DynamoBrandStore(doc, cfg.tables.brand),
    provider: esim,
    tokens: esim,
    // Only the mail step needs a sender; the others run without MAIL_FROM.
    get mailer(): Mailer {
      if (!cfg.mailFrom) throw new Error('Missing configuration: MAIL_FROM');
      mailer ??= new SesMailer(new SESClient({ region: cfg.region, ...REQUEST_LIMITS }), cfg.mailFrom);
      return mailer;
    },
    shopUrl: cfg.shopUrl,
  };
}

let cached: PipelineDeps | undefined;

/** The step dependencies, built once per cold start. */
export function pipelineDeps(): PipelineDeps {
  cached ??= createPipelineDeps(pipelineConfig());
  return cached;
}
