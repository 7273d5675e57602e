import { config, required, tableName, type Config } from '../lib/config';

/** What the pipeline tasks read from their environment, checked once per cold start. */
export interface PipelineConfig {
  region: string;
  tables: { orders: string; users: string; brand: string; providerTokens: string };
  provider: {
    url: string;
    /** Secrets Manager secret holding `{ "clientId", "clientSecret" }`; else the two env values. */
    secretArn: string | null;
    clientId: string | null;
    clientSecret: string | null;
  };
  mailFrom: string | null;
  shopUrl: string;
}

export function pipelineConfig(cfg: Config = config()): PipelineConfig {
  const secretArn = cfg.ESIM_PROVIDER_SECRET_ARN ?? null;
  if (!secretArn && !(cfg.ESIM_PROVIDER_CLIENT_ID && cfg.ESIM_PROVIDER_CLIENT_SECRET)) {
    throw new Error(
      'Missing configuration: ESIM_PROVIDER_SECRET_ARN or ESIM_PROVIDER_CLIENT_ID and ESIM_PROVIDER_CLIENT_SECRET',
    );
  }
  return {
    region: cfg.AWS_REGION,
    tables: {
      orders: tableName(cfg, 'orders'),
      users: tableName(cfg, 'users'),
      brand: tableName(cfg, 'brand'),
      providerTokens: tableName(cfg, 'providerTokens'),
    },
    provider: {
      url: required(cfg, 'ESIM_PROVIDER_URL'),
      secretArn,
      clientId: cfg.ESIM_PROVIDER_CLIENT_ID ?? null,
      clientSecret: cfg.ESIM_PROVIDER_CLIENT_SECRET ?? null,
    },
    mailFrom: cfg.MAIL_FROM ?? null,
    shopUrl: required(cfg, 'SHOP_URL'),
  };
}
