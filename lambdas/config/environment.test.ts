import { ROUTE_ACCESS } from '../http/route-access';
import { PIPELINE_TASKS } from '../pipeline/pipeline-contract';

const PIPELINE_TASK_ACCESS = Object.fromEntries(
  Object.entries(PIPELINE_TASKS).map(([id, task]) => [id, task.access]),
) as Record<keyof typeof PIPELINE_TASKS, FunctionAccess>;
import { TEST_RESOURCE_VALUES, useFunctionEnvironment } from '../testing/environment';
import { functionEnvironment, parseConfig, resetConfig, resource, tableName } from './environment';
import { mergeAccess, type FunctionAccess } from '../../shared/api/function-access';

const base = {
  AWS_REGION: 'eu-west-1',
  TABLE_ORDERS: 'orders',
  TABLE_USERS: 'users',
  TABLE_BRAND: 'brand',
  TABLE_PROVIDER_TOKENS: 'tokens',
  ESIM_PROVIDER_URL: 'https://provider.example',
  SHOP_URL: 'https://shop.example',
};

afterEach(() => resetConfig());

describe('parseConfig', () => {
  it('reads the provider secret from Secrets Manager where the function is deployed', () => {
    const cfg = parseConfig({
      ...base,
      ESIM_PROVIDER_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:1:secret:esim',
    });
    expect(cfg.resources.esimProvider).toMatchObject({
      url: 'https://provider.example',
      credentials: { secretArn: 'arn:aws:secretsmanager:eu-west-1:1:secret:esim' },
    });
    expect(cfg.tables).toEqual({
      orders: 'orders',
      users: 'users',
      brand: 'brand',
      providerTokens: 'tokens',
    });
  });

  it('accepts client id and secret from the environment (local runs)', () => {
    const cfg = parseConfig({ ...base, ESIM_PROVIDER_CLIENT_ID: 'id', ESIM_PROVIDER_CLIENT_SECRET: 's' });
    expect(cfg.resources.esimProvider?.credentials).toEqual({ value: { clientId: 'id', clientSecret: 's' } });
  });

  it('refuses a secret ARN together with explicit credentials, so a deployed function never runs on stray ones', () => {
    expect(() =>
      parseConfig({
        ...base,
        ESIM_PROVIDER_SECRET_ARN: 'arn',
        ESIM_PROVIDER_CLIENT_ID: 'id',
        ESIM_PROVIDER_CLIENT_SECRET: 's',
      }),
    ).toThrow(/either ESIM_PROVIDER_SECRET_ARN or ESIM_PROVIDER_CLIENT_ID and ESIM_PROVIDER_CLIENT_SECRET/);
    expect(() =>
      parseConfig({
        STRIPE_SECRET_ARN: 'arn',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      }),
    ).toThrow(/either STRIPE_SECRET_ARN or STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/);
  });

  it('names what is missing', () => {
    expect(() => parseConfig(base)).toThrow(/ESIM_PROVIDER_SECRET_ARN/);
    expect(() => parseConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_WEBHOOK_SECRET must be set/,
    );
    useFunctionEnvironment({ serviceName: 'get-brand', access: ROUTE_ACCESS['get-brand'] });
    expect(() => tableName('orders')).toThrow(/TABLE_ORDERS/);
    expect(() => resource('mailFrom')).toThrow('Missing configuration: MAIL_FROM');
  });

  it('refuses an unknown assistant, a Bedrock assistant without a model and a mailbox that is no address', () => {
    expect(() => parseConfig({ CHAT_ASSISTANT: 'gpt' })).toThrow(/CHAT_ASSISTANT/);
    expect(() => parseConfig({ CHAT_ASSISTANT: 'bedrock' })).toThrow(/BEDROCK_MODEL_ID/);
    expect(() => parseConfig({ SUPPORT_MAILBOX: 'support' })).toThrow(/SUPPORT_MAILBOX/);
  });

  it("reads the admins' second-factor setting as the exact words only, so a typo fails the function", () => {
    expect(parseConfig({ REQUIRE_ADMIN_TOTP: 'true' }).resources.adminTwoFactor).toEqual({ required: true });
    expect(parseConfig({ REQUIRE_ADMIN_TOTP: 'false' }).resources.adminTwoFactor).toEqual({
      required: false,
    });
    expect(() => parseConfig({ REQUIRE_ADMIN_TOTP: 'yes' })).toThrow(/REQUIRE_ADMIN_TOTP/);
  });

  it('lists every bad value at once', () => {
    expect(() => parseConfig({ SHOP_URL: 'not a url', AWS_MAX_ATTEMPTS: 'many' })).toThrow(
      /SHOP_URL.*; AWS_MAX_ATTEMPTS/,
    );
  });
});

describe('functionEnvironment', () => {
  it('writes only the variables of what the function is granted', () => {
    const env = functionEnvironment(
      { serviceName: 'api-get-order', access: ROUTE_ACCESS['get-order'] },
      TEST_RESOURCE_VALUES,
    );
    expect(env).toEqual({
      POWERTOOLS_SERVICE_NAME: 'api-get-order',
      POWERTOOLS_LOG_LEVEL: 'CRITICAL',
      TABLE_ORDERS: 'test-orders',
      TABLE_RATE_LIMITS: 'test-rateLimits',
    });
  });

  it('refuses to grant a resource it has no value for', () => {
    expect(() =>
      functionEnvironment(
        { serviceName: 'send-email', access: PIPELINE_TASK_ACCESS['send-email'] },
        { tables: {} },
      ),
    ).toThrow('send-email is granted the orders table, which has no value');
  });

  it('writes what parseConfig reads back, for every function of the shop', () => {
    const every = mergeAccess(...Object.values(ROUTE_ACCESS), ...Object.values(PIPELINE_TASK_ACCESS));
    const values = {
      ...TEST_RESOURCE_VALUES,
      brandAssets: { bucket: 'assets' },
    };
    const cfg = parseConfig(functionEnvironment({ serviceName: 'all', access: every }, values));
    expect(cfg.tables).toEqual(values.tables);
    expect(cfg.brandFixedCode).toBe('roamly');
    expect(cfg.resources).toEqual({
      shopUrl: values.shopUrl,
      publicApiUrl: values.publicApiUrl,
      stripe: { credentials: { value: values.stripe }, apiBase: undefined },
      esimProvider: {
        url: 'https://provider.example',
        credentials: { value: { clientId: 'id', clientSecret: 'secret' } },
      },
      stateMachineArn: values.stateMachineArn,
      mailFrom: values.mailFrom,
      userPoolId: values.userPoolId,
      tokenIssuer: values.tokenIssuer,
      brandAssets: values.brandAssets,
      supportMailbox: values.supportMailbox,
      chatAssistant: { kind: 'local' },
      orderRecovery: { stallMinutes: 10 },
      edgeCache: { kind: 'local' },
      adminTwoFactor: { required: false },
    });
  });

  it('names the CloudFront distribution to the function that invalidates it, and to no other', () => {
    const edgeCache = { kind: 'cloudfront', distributionId: 'E2SHOP' } as const;
    const env = functionEnvironment(
      { serviceName: 'update-brand', access: { invalidatesEdgeCache: true } },
      { ...TEST_RESOURCE_VALUES, edgeCache },
    );
    expect(parseConfig(env).resources.edgeCache).toEqual(edgeCache);
    const other = functionEnvironment(
      { serviceName: 'get-brand', access: { tables: { brand: 'read' } } },
      { ...TEST_RESOURCE_VALUES, edgeCache },
    );
    expect(Object.keys(other).filter((name) => name.startsWith('EDGE_CACHE'))).toEqual([]);
  });

  it('gives the chat its Bedrock model, and no other function the chat or the support mailbox', () => {
    const bedrock = { kind: 'bedrock', modelId: 'eu.amazon.nova-lite-v1:0' } as const;
    const env = functionEnvironment(
      { serviceName: 'chat', access: ROUTE_ACCESS.chat },
      { ...TEST_RESOURCE_VALUES, chatAssistant: bedrock },
    );
    expect(env).toMatchObject({ CHAT_ASSISTANT: 'bedrock', BEDROCK_MODEL_ID: 'eu.amazon.nova-lite-v1:0' });
    expect(env).not.toHaveProperty('SUPPORT_MAILBOX');
    expect(parseConfig(env).resources.chatAssistant).toEqual(bedrock);
    const local = functionEnvironment(
      { serviceName: 'chat', access: ROUTE_ACCESS.chat },
      TEST_RESOURCE_VALUES,
    );
    expect(local).not.toHaveProperty('BEDROCK_MODEL_ID');
    const holders = (variable: string) =>
      Object.entries(ROUTE_ACCESS)
        .filter(
          ([id, access]) =>
            variable in functionEnvironment({ serviceName: id, access }, TEST_RESOURCE_VALUES),
        )
        .map(([id]) => id);
    expect(holders('CHAT_ASSISTANT')).toEqual(['chat']);
    expect(holders('SUPPORT_MAILBOX').sort()).toEqual([
      'create-enterprise-lead',
      'create-support-ticket',
      'get-support-contact',
    ]);
    const tasks = mergeAccess(...Object.values(PIPELINE_TASK_ACCESS));
    expect(
      functionEnvironment({ serviceName: 'tasks', access: tasks }, TEST_RESOURCE_VALUES),
    ).not.toHaveProperty('CHAT_ASSISTANT');
  });

  it('lets every function that mails read the brand, whose name its mail is sent under', () => {
    const mailing = Object.entries({ ...ROUTE_ACCESS, ...PIPELINE_TASK_ACCESS }).filter(
      ([, access]) => access.sendsMail,
    );
    expect(mailing.length).toBeGreaterThan(5);
    const without = mailing
      .filter(
        ([id, access]) =>
          !('TABLE_BRAND' in functionEnvironment({ serviceName: id, access }, TEST_RESOURCE_VALUES)),
      )
      .map(([id]) => id);
    expect(without).toEqual([]);
  });

  it('writes secret ARNs where the stack knows them', () => {
    const env = functionEnvironment(
      { serviceName: 'webhook', access: ROUTE_ACCESS['payment-webhook'] },
      { ...TEST_RESOURCE_VALUES, stripe: { secretArn: 'arn:stripe' } },
    );
    expect(env).toMatchObject({ STRIPE_SECRET_ARN: 'arn:stripe' });
    expect(env).not.toHaveProperty('STRIPE_SECRET_KEY');
    expect(parseConfig(env).resources.stripe?.credentials).toEqual({ secretArn: 'arn:stripe' });
  });
});
