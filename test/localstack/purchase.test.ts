import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { ORIGIN_VERIFY_HEADER } from '../../infra/stack/secrets';
import { routePath, type RequestOf, type ResponseOf } from '../../shared/api/routes';
import {
  deployToLocalstack,
  LOCALSTACK_REGION,
  LOCALSTACK_STAGE,
  localstackApiBase,
  type StackOutputs,
} from './deploy';

const endpoint = process.env.LOCALSTACK_ENDPOINT;
if (!endpoint) {
  console.warn(
    'LocalStack suite skipped: LOCALSTACK_ENDPOINT is not set. Start LocalStack and run ' +
      'LOCALSTACK_ENDPOINT=http://localhost:4566 npm run test:localstack (see docs/deploying.md, "LocalStack").',
  );
}

// A coupon of its own, so the suite does not depend on demo data being seeded.
const FREE_COUPON = { code: 'LOCALSTACK-FREE', status: 'active', discount_type: 'free', discount_value: 100 };

describe.skipIf(!endpoint)('a purchase against the stack deployed to LocalStack', () => {
  let outputs: StackOutputs;
  let apiBase: string;
  // Sent as CloudFront sends it: the API's web ACL blocks a request without it where WAF is enforced.
  let originVerify: string;

  async function call<T>(
    method: string,
    urlPath: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }> {
    const response = await fetch(`${apiBase}${urlPath}`, {
      method,
      headers: {
        [ORIGIN_VERIFY_HEADER]: originVerify,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  beforeAll(async () => {
    outputs = deployToLocalstack(endpoint!);
    apiBase = localstackApiBase(endpoint!, outputs.RestApiId!);
    const clientConfig = {
      endpoint,
      region: LOCALSTACK_REGION,
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    };
    const secret = await new SecretsManagerClient(clientConfig).send(
      new GetSecretValueCommand({ SecretId: `${LOCALSTACK_STAGE.resourcePrefix}/origin-verify` }),
    );
    originVerify = secret.SecretString ?? '';
    const documents = DynamoDBDocumentClient.from(new DynamoDBClient(clientConfig));
    await documents.send(
      new PutCommand({ TableName: `${LOCALSTACK_STAGE.resourcePrefix}-coupons`, Item: FREE_COUPON }),
    );
  });

  it('answers the health check from API Gateway', async () => {
    const health = await call<{ status: string }>('GET', '/api/health');
    expect(health).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('checks out a bundle with a free coupon and delivers the eSIM through the state machine', async () => {
    const catalogue = await call<ResponseOf<'get-catalogue'>>('GET', routePath('get-catalogue'));
    expect(catalogue.status).toBe(200);
    const bundle = catalogue.body.bundles.find((row) => row.BundleStatus.toLowerCase() === 'active');
    expect(bundle).toBeDefined();

    const request: RequestOf<'create-checkout'> = {
      bundleId: bundle!['Bundle ID'],
      name: 'Local Stack',
      email: `localstack-${Date.now()}@example.com`,
      couponCode: FREE_COUPON.code,
      acceptTerms: true,
    };
    const checkout = await call<ResponseOf<'create-checkout'>>('POST', routePath('create-checkout'), request);
    expect(checkout.status).toBe(200);
    expect(checkout.body.free).toBe(true);

    const orderPath = routePath('get-order', { reference: checkout.body.orderReference });
    const deadline = Date.now() + 5 * 60_000;
    let order = await call<ResponseOf<'get-order'>>('GET', orderPath);
    while (order.body.status === 'started' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      order = await call<ResponseOf<'get-order'>>('GET', orderPath);
    }
    expect(order.body.errorMessage).toBeNull();
    expect(order.body.status).toBe('completed');
    expect(order.body.esim?.iccid).toMatch(/^\w{10,}$/);
  });
});
