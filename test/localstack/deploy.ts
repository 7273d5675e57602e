/**
 * Deploys the CDK stack to LocalStack with the LocalStack CDK wrapper (cdklocal) and returns the
 * stack outputs. `npm run deploy:localstack` runs it; the LocalStack suite calls it before testing.
 * LOCALSTACK_ENDPOINT (e.g. http://localhost:4566) says where LocalStack listens.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from '../../infra/repo-root';
import { stageConfig } from '../../infra/stack/stage-config';

/** LocalStack's fixed account id; any region works, the suite uses one. */
export const LOCALSTACK_ACCOUNT = '000000000000';
export const LOCALSTACK_REGION = process.env.AWS_REGION ?? 'eu-west-1';
export const LOCALSTACK_STAGE = stageConfig('dev');
export const LOCALSTACK_STACK = `EsimShop-${LOCALSTACK_STAGE.stage}`;

export type StackOutputs = Record<string, string>;

/** Environment for cdklocal and for SDK clients that talk to LocalStack. */
export function localstackEnv(endpoint: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    AWS_ENDPOINT_URL: endpoint,
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
    AWS_REGION: LOCALSTACK_REGION,
    AWS_DEFAULT_REGION: LOCALSTACK_REGION,
    CDK_DEFAULT_ACCOUNT: LOCALSTACK_ACCOUNT,
    CDK_DEFAULT_REGION: LOCALSTACK_REGION,
  };
}

function run(args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync('npx', ['cdklocal', ...args], { cwd: REPO_ROOT, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`cdklocal ${args[0]} failed with exit code ${result.status}`);
}

/**
 * Bootstraps LocalStack (idempotent) and deploys the dev stage. Extra `-c key=value` context, e.g.
 * `esimProviderUrl` or `chatModelId`, comes from LOCALSTACK_CDK_CONTEXT ("key=value,key=value").
 */
export function deployToLocalstack(endpoint: string): StackOutputs {
  const env = localstackEnv(endpoint);
  const outputsFile = path.join(REPO_ROOT, 'cdk.out', 'localstack-outputs.json');
  // LocalStack serves no Bedrock models: the chat runs the local assistant unless told otherwise.
  const context = ['chatModelId=local', ...(process.env.LOCALSTACK_CDK_CONTEXT ?? '').split(',')]
    .filter(Boolean)
    .flatMap((pair) => ['-c', pair.trim()]);
  run(['bootstrap', `aws://${LOCALSTACK_ACCOUNT}/${LOCALSTACK_REGION}`, '-c', 'stage=dev', ...context], env);
  run(
    [
      'deploy',
      LOCALSTACK_STACK,
      '-c',
      'stage=dev',
      ...context,
      '--require-approval',
      'never',
      '--outputs-file',
      outputsFile,
    ],
    env,
  );
  const outputs = JSON.parse(readFileSync(outputsFile, 'utf8')) as Record<string, StackOutputs>;
  const stackOutputs = outputs[LOCALSTACK_STACK];
  if (!stackOutputs) throw new Error(`No outputs for ${LOCALSTACK_STACK} in ${outputsFile}`);
  return stackOutputs;
}

/**
 * The API's base URL through LocalStack's path-style API Gateway address, which needs no DNS
 * set-up on the tester's machine.
 */
export const localstackApiBase = (endpoint: string, restApiId: string): string =>
  `${endpoint.replace(/\/$/, '')}/restapis/${restApiId}/${LOCALSTACK_STAGE.stage}/_user_request_`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const endpoint = process.env.LOCALSTACK_ENDPOINT ?? 'http://localhost:4566';
  const outputs = deployToLocalstack(endpoint);
  process.stdout.write(
    `${JSON.stringify(outputs, null, 2)}\nAPI: ${localstackApiBase(endpoint, outputs.RestApiId ?? '')}/api\n`,
  );
}
