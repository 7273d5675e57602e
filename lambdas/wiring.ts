import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { S3Client } from '@aws-sdk/client-s3';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SESClient } from '@aws-sdk/client-ses';
import { SFNClient } from '@aws-sdk/client-sfn';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { loadCatalogue, type Catalogue } from '../shared/catalogue/catalogue';
import { CognitoIdentityProvider } from './adapters/cognito-identity-provider';
import { DynamoBrandStore } from './adapters/dynamo-brand-store';
import { DynamoCouponStore } from './adapters/dynamo-coupon-store';
import { DynamoOrderStore } from './adapters/dynamo-order-store';
import { DynamoPaymentEventStore } from './adapters/dynamo-payment-event-store';
import { DynamoSupportTicketStore } from './adapters/dynamo-support-ticket-store';
import { DynamoTokenCache } from './adapters/dynamo-token-cache';
import { DynamoUserStore } from './adapters/dynamo-user-store';
import { HttpEsimProvider, type ProviderCredentials } from './adapters/http-esim-provider';
import { SecretsManagerSecrets } from './adapters/secrets';
import { S3AssetUploads } from './adapters/s3-asset-uploads';
import { SesMailer } from './adapters/ses-mailer';
import { SfnWorkflow } from './adapters/sfn-workflow';
import { createStripeClient, StripePayments } from './adapters/stripe-payments';
import { chatAssistantFromConfig } from './chat-assistant-wiring';
import { config, required, resetConfig, tableName, type Config } from './lib/config';
import type { AssetUploads } from './ports/asset-uploads';
import type { BrandStore } from './ports/brand-store';
import type { ChatAssistant } from './ports/chat-assistant';
import type { CouponStore } from './ports/coupon-store';
import type { EsimProvider } from './ports/esim-provider';
import type { IdentityProvider } from './ports/identity-provider';
import type { Mailer } from './ports/mailer';
import type { OrderStore } from './ports/order-store';
import type { PaymentEventStore } from './ports/payment-event-store';
import type { Payments } from './ports/payments';
import type { SupportTicketStore } from './ports/support-ticket-store';
import type { UserStore } from './ports/user-store';
import type { Workflow } from './ports/workflow';

/**
 * The one place that names concrete adapters. Everything is built on first use and kept for the
 * life of the Lambda container, so a handler only pays for (and only needs configuration for)
 * the adapters its use-case touches.
 */
export class Wiring {
  private readonly built = new Map<string, unknown>();

  constructor(readonly config: Config) {}

  private once<T>(key: string, build: () => T): T {
    if (!this.built.has(key)) this.built.set(key, build());
    return this.built.get(key) as T;
  }

  get catalogue(): Catalogue {
    return this.once('catalogue', loadCatalogue);
  }

  get now(): () => Date {
    return () => new Date();
  }

  get shopUrl(): string {
    return required(this.config, 'SHOP_URL').replace(/\/+$/, '');
  }

  private get doc(): DynamoDBDocumentClient {
    return this.once('doc', () =>
      DynamoDBDocumentClient.from(new DynamoDBClient({ region: this.config.AWS_REGION }), {
        marshallOptions: { removeUndefinedValues: true },
      }),
    );
  }

  get orders(): OrderStore {
    return this.once('orders', () => new DynamoOrderStore(this.doc, tableName(this.config, 'orders')));
  }

  get users(): UserStore {
    return this.once('users', () => new DynamoUserStore(this.doc, tableName(this.config, 'users')));
  }

  get coupons(): CouponStore {
    return this.once('coupons', () => new DynamoCouponStore(this.doc, tableName(this.config, 'coupons')));
  }

  get brands(): BrandStore {
    return this.once('brands', () => new DynamoBrandStore(this.doc, tableName(this.config, 'brand')));
  }

  get supportTickets(): SupportTicketStore {
    return this.once(
      'supportTickets',
      () => new DynamoSupportTicketStore(this.doc, tableName(this.config, 'supportTickets')),
    );
  }

  get paymentEvents(): PaymentEventStore {
    return this.once(
      'paymentEvents',
      () => new DynamoPaymentEventStore(this.doc, tableName(this.config, 'paymentEvents')),
    );
  }

  get workflow(): Workflow {
    return this.once(
      'workflow',
      () =>
        new SfnWorkflow(
          new SFNClient({ region: this.config.AWS_REGION }),
          required(this.config, 'STATE_MACHINE_ARN'),
        ),
    );
  }

  private get secrets(): SecretsManagerSecrets {
    return this.once(
      'secrets',
      () => new SecretsManagerSecrets(new SecretsManagerClient({ region: this.config.AWS_REGION })),
    );
  }

  /** Stripe from STRIPE_SECRET_KEY/STRIPE_WEBHOOK_SECRET, or from the secret `{ secretKey, webhookSecret }`. */
  readonly payments = (): Promise<Payments> =>
    this.once('payments', async () => {
      const cfg = this.config;
      let secretKey = cfg.STRIPE_SECRET_KEY;
      let webhookSecret = cfg.STRIPE_WEBHOOK_SECRET;
      if ((!secretKey || !webhookSecret) && cfg.STRIPE_SECRET_ARN) {
        const stored = await this.secrets.getJson<{ secretKey?: string; webhookSecret?: string }>(
          cfg.STRIPE_SECRET_ARN,
        );
        secretKey ??= stored.secretKey;
        webhookSecret ??= stored.webhookSecret;
      }
      if (!secretKey || !webhookSecret) {
        throw new Error('Missing configuration: Stripe secret key and webhook secret');
      }
      return new StripePayments(createStripeClient(secretKey, cfg.STRIPE_API_BASE), webhookSecret);
    }).catch((error: unknown) => {
      // A failed secret read must not stick for the container's lifetime.
      this.built.delete('payments');
      throw error;
    });

  get provider(): EsimProvider {
    return this.once('provider', () => {
      const cfg = this.config;
      const credentials = async (): Promise<ProviderCredentials> => {
        if (cfg.ESIM_PROVIDER_CLIENT_ID && cfg.ESIM_PROVIDER_CLIENT_SECRET) {
          return { clientId: cfg.ESIM_PROVIDER_CLIENT_ID, clientSecret: cfg.ESIM_PROVIDER_CLIENT_SECRET };
        }
        return this.secrets.getJson<ProviderCredentials & Record<string, unknown>>(
          required(cfg, 'ESIM_PROVIDER_SECRET_ARN'),
        );
      };
      return new HttpEsimProvider({
        baseUrl: required(cfg, 'ESIM_PROVIDER_URL'),
        credentials,
        ...(cfg.tables.providerTokens && {
          tokenCache: new DynamoTokenCache(this.doc, cfg.tables.providerTokens),
        }),
      });
    });
  }

  get assistant(): ChatAssistant {
    return this.once('assistant', () => chatAssistantFromConfig(this.config, this.catalogue, this.now));
  }

  get identity(): IdentityProvider {
    return this.once(
      'identity',
      () =>
        new CognitoIdentityProvider(
          new CognitoIdentityProviderClient({ region: this.config.AWS_REGION }),
          required(this.config, 'COGNITO_USER_POOL_ID'),
        ),
    );
  }

  get assetUploads(): AssetUploads {
    return this.once('assetUploads', () => {
      const cfg = this.config;
      const client = new S3Client({
        region: cfg.AWS_REGION,
        // A stand-in at a custom endpoint (s3rver) only understands path-style bucket addresses.
        forcePathStyle: cfg.AWS_ENDPOINT_URL_S3 !== undefined,
        // Otherwise the SDK signs a checksum of an empty body into the URL and the browser's PUT fails.
        requestChecksumCalculation: 'WHEN_REQUIRED',
      });
      return new S3AssetUploads(client, {
        bucket: required(cfg, 'BRAND_ASSETS_BUCKET'),
        prefix: cfg.BRAND_ASSETS_PREFIX,
        publicBaseUrl: cfg.BRAND_ASSETS_URL ?? this.shopUrl,
      });
    });
  }

  get mailer(): Mailer {
    return this.once(
      'mailer',
      () =>
        new SesMailer(new SESClient({ region: this.config.AWS_REGION }), required(this.config, 'MAIL_FROM')),
    );
  }
}

let current: Wiring | undefined;

/** The container's adapters, built from the environment at the first call. */
export function wiring(): Wiring {
  current ??= new Wiring(config());
  return current;
}

/** Drops the built adapters (tests change the environment between runs). */
export function resetWiring(): void {
  resetConfig();
  current = undefined;
}
