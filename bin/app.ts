/**
 * The CDK app: `npx cdk deploy -c stage=dev|prod`. The SPA is uploaded when `frontend/dist` exists;
 * `-c buildWeb=true` builds it first. `-c esimProviderUrl=…`, `-c mailFrom=…`, `-c supportMailbox=…` and
 * `-c chatModelId=…` (a Bedrock model available in the target region; `local` for no model) and
 * `-c lambdaSourceMaps=true|false` override the stage file; `-c domainName=… -c certificateArn=…` (both
 * or neither) serve the shop on its own host name.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { ShopStack } from '../infra/stack/shop-stack';
import { REPO_ROOT } from '../infra/repo-root';
import { stageConfig, type StageConfig } from '../infra/stack/stage-config';

const app = new App();
const context = (key: string): string | undefined => {
  const value: unknown = app.node.tryGetContext(key);
  return value === undefined ? undefined : String(value);
};
// Per-deploy overrides of the stage file, e.g. a simulator URL for a LocalStack run.
const base = stageConfig(context('stage') ?? 'dev');
const stage: StageConfig = {
  ...base,
  esimProviderUrl: context('esimProviderUrl') ?? base.esimProviderUrl,
  mailFrom: context('mailFrom') ?? base.mailFrom,
  supportMailbox: context('supportMailbox') ?? base.supportMailbox,
  chatAssistant: chatAssistantOverride(context('chatModelId')) ?? base.chatAssistant,
  lambdaSourceMaps:
    context('lambdaSourceMaps') === undefined
      ? base.lambdaSourceMaps
      : context('lambdaSourceMaps') === 'true',
  customDomain: customDomainOverride(context('domainName'), context('certificateArn')) ?? base.customDomain,
};
function customDomainOverride(
  domainName: string | undefined,
  certificateArn: string | undefined,
): StageConfig['customDomain'] {
  if (domainName === undefined && certificateArn === undefined) return undefined;
  if (!domainName || !certificateArn) {
    throw new Error(
      'A custom domain needs both -c domainName=<host> and -c certificateArn=<ACM ARN in us-east-1>.',
    );
  }
  return { domainName, certificateArn };
}
function chatAssistantOverride(modelId: string | undefined): StageConfig['chatAssistant'] | undefined {
  if (modelId === undefined) return undefined;
  return modelId === 'local' ? { kind: 'local' } : { kind: 'bedrock', modelId };
}

const webDistPath = path.join(REPO_ROOT, 'frontend/dist');

if (context('buildWeb') === 'true') {
  execSync('npm run build:web', { cwd: REPO_ROOT, stdio: ['ignore', process.stderr, process.stderr] });
}
if (!existsSync(path.join(webDistPath, 'index.html'))) {
  console.warn(
    `No built SPA in ${webDistPath}: deploying without it (run npm run build:web or pass -c buildWeb=true).`,
  );
}

new ShopStack(app, `EsimShop-${stage.stage}`, {
  stage,
  webDistPath: existsSync(path.join(webDistPath, 'index.html')) ? webDistPath : undefined,
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  description: `White-label travel eSIM shop (${stage.stage})`,
  terminationProtection: stage.retainData,
});
