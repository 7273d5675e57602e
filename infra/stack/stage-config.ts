import { Duration } from 'aws-cdk-lib';
import type { ChatAssistantSetting } from '../../lambdas/config/environment';
import { DEFAULT_ICCID_POLL_SCHEDULE, type IccidPollSchedule } from '../pipeline/order-pipeline-definition';
import { CATALOGUE_HTTP_MAX_AGE_SECONDS } from '../../shared/catalogue/catalogue-cache';

/** The stages operators deploy. `-c stage=<name>` picks one. */
export type StageName = 'dev' | 'prod';

export interface StageConfig {
  stage: StageName;
  /** Prefix of every physical name, so several stages can share one account. */
  resourcePrefix: string;
  /** Production keeps tables, pools and buckets when the stack is deleted; dev cleans up. */
  retainData: boolean;
  /** Sender address of every e-mail; its SES identity is created by the stack. */
  mailFrom: string;
  /** Base URL of the eSIM provider's API. */
  esimProviderUrl: string;
  /** The brand row the shop reads (BRAND_FIXED_CODE). */
  brandFixedCode: string;
  /** API Gateway stage throttling: steady requests per second and burst. */
  throttle: { rateLimit: number; burstLimit: number };
  logRetention: 'ONE_WEEK' | 'ONE_MONTH' | 'SIX_MONTHS' | 'ONE_YEAR';
  /** Powertools log level of every Lambda. */
  logLevel: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';
  /** When the order pipeline checks for the ICCID (the first check waits the typical allocation delay). */
  pipeline: IccidPollSchedule;
  /**
   * Stalled paid orders: `orderStallMinutes` without progress makes a paid order stalled (Retry Flow
   * and the sweeper then resume it, unless its execution is still running); the sweeper runs every
   * `sweepIntervalMinutes`. The stall time must exceed the longest quiet stretch of a healthy run
   * (the ICCID polling, about 150 s).
   */
  orderRecovery: { orderStallMinutes: number; sweepIntervalMinutes: number };
  lambdaTimeout: Duration;
  /**
   * How long CloudFront keeps `/api/catalogue` at most: the function's answer says how long it may
   * (`CATALOGUE_HTTP_MAX_AGE_SECONDS`), so an operator's change reaches every visitor within
   * `CATALOGUE_CACHE_SECONDS`.
   */
  catalogueCacheTtl: Duration;
  /**
   * How long CloudFront keeps `/api/brand` before asking again; an admin's save invalidates it at once,
   * so the TTL only bounds how stale it can get if an invalidation is lost.
   */
  brandCacheTtl: Duration;
  /** Gets a copy of every support ticket and is shown on /support (SUPPORT_MAILBOX). */
  supportMailbox: string;
  /**
   * The chat's assistant: Amazon Bedrock's Converse API with this model or inference profile id (the
   * chat function may invoke that model only), or the local assistant, which needs no model.
   */
  chatAssistant: ChatAssistantSetting;
  /**
   * Ship each Lambda's source map with its code and turn on `--enable-source-maps` (readable stack
   * traces, at the price of a larger package and a slower cold start). Off by default; `-c lambdaSourceMaps=true`.
   */
  lambdaSourceMaps: boolean;
  /**
   * The WAF's rate-based rules, requests per viewer IP in 5 minutes: `perViewer` on CloudFront and,
   * on the API stage, per address CloudFront names; `perSource` per connecting address on the API
   * stage (CloudFront's edges carry many viewers, so it is higher).
   */
  waf: { perViewer: number; perSource: number };
  /**
   * Cognito's feature plan: PLUS adds threat protection (compromised-credential and risky sign-in
   * checks, enforced) at a price per monthly active user; ESSENTIALS has neither.
   */
  userPoolPlan: 'ESSENTIALS' | 'PLUS';
  /**
   * Own-admins must sign in with an authenticator app (TOTP): the console asks an admin without one
   * to set it up first, and every admin route refuses them (REQUIRE_ADMIN_TOTP of the functions).
   */
  requireAdminTotp: boolean;
  /**
   * The shop's own host name and its ACM certificate (in us-east-1, as CloudFront requires); viewers
   * then get TLS 1.2 or newer (TLSv1.2_2021). Without it the shop is served on the distribution's
   * *.cloudfront.net name, whose certificate CloudFront also offers to TLS 1.0 clients.
   * `-c domainName=… -c certificateArn=…`.
   */
  customDomain?: { domainName: string; certificateArn: string };
}

const STAGES: Record<StageName, StageConfig> = {
  dev: {
    stage: 'dev',
    resourcePrefix: 'esim-shop-dev',
    retainData: false,
    mailFrom: 'no-reply@dev.example.com',
    esimProviderUrl: 'https://api.esim-provider.example.com',
    brandFixedCode: 'esimshop',
    throttle: { rateLimit: 20, burstLimit: 40 },
    logRetention: 'ONE_WEEK',
    logLevel: 'DEBUG',
    pipeline: DEFAULT_ICCID_POLL_SCHEDULE,
    orderRecovery: { orderStallMinutes: 10, sweepIntervalMinutes: 5 },
    lambdaTimeout: Duration.seconds(15),
    catalogueCacheTtl: Duration.seconds(CATALOGUE_HTTP_MAX_AGE_SECONDS),
    brandCacheTtl: Duration.minutes(1),
    supportMailbox: 'support@dev.example.com',
    chatAssistant: { kind: 'bedrock', modelId: 'eu.amazon.nova-lite-v1:0' },
    lambdaSourceMaps: false,
    waf: { perViewer: 1000, perSource: 5000 },
    userPoolPlan: 'ESSENTIALS',
    requireAdminTotp: true,
  },
  prod: {
    stage: 'prod',
    resourcePrefix: 'esim-shop-prod',
    retainData: true,
    mailFrom: 'no-reply@example.com',
    esimProviderUrl: 'https://api.esim-provider.example.com',
    brandFixedCode: 'esimshop',
    throttle: { rateLimit: 100, burstLimit: 200 },
    logRetention: 'SIX_MONTHS',
    logLevel: 'INFO',
    pipeline: DEFAULT_ICCID_POLL_SCHEDULE,
    orderRecovery: { orderStallMinutes: 10, sweepIntervalMinutes: 5 },
    lambdaTimeout: Duration.seconds(15),
    catalogueCacheTtl: Duration.seconds(CATALOGUE_HTTP_MAX_AGE_SECONDS),
    brandCacheTtl: Duration.minutes(5),
    supportMailbox: 'support@example.com',
    chatAssistant: { kind: 'bedrock', modelId: 'eu.amazon.nova-lite-v1:0' },
    lambdaSourceMaps: false,
    waf: { perViewer: 2000, perSource: 10000 },
    userPoolPlan: 'PLUS',
    requireAdminTotp: true,
  },
};

export const STAGE_NAMES = Object.keys(STAGES) as StageName[];

/** The configuration of one stage; an unknown name fails synth with the list of valid ones. */
export function stageConfig(name: string): StageConfig {
  if (!(STAGE_NAMES as string[]).includes(name)) {
    throw new Error(`Unknown stage "${name}". Use -c stage=<${STAGE_NAMES.join('|')}>.`);
  }
  return STAGES[name as StageName];
}
