import { EventEmitter } from 'node:events';
import vm from 'node:vm';
import { App, Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import type { CfnResource } from 'aws-cdk-lib';
import { passwordField } from '../../shared/api/fields';
import { API_ROUTES, type RouteId } from '../../shared/api/routes';
import { pageFileFor, PRERENDERED_PAGES } from '../../shared/site/prerendered-pages';
import { functionEnvironment } from '../../lambdas/config/environment';
import { TABLE_IDS, TABLES, type TableId } from '../../lambdas/data/table-definitions';
import { ROUTE_ACCESS } from '../../lambdas/http/route-access';
import { JOBS } from '../../lambdas/jobs/jobs';
import { TEST_RESOURCE_VALUES } from '../../lambdas/testing/environment';
import { PIPELINE_TASKS } from '../../lambdas/pipeline/pipeline-contract';
import { routeHandlerModule } from '../../lambdas/http/route-handlers';
import { findRouteHandlers } from './api';
import { ShopData } from './data';
import { roleStatementsOf } from './iam-statements.test-support';
import { ShopStack } from './shop-stack';
import { stageConfig } from './stage-config';
import { SPA_FALLBACK_CODE } from './web';
import { awsCognitoOrigins, awsUploadOrigins } from './security-headers';
import { brandAssetsProxy, previewSecurityHeaders } from '../local/runtime/spa';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let stack: ShopStack;
let template: Template;
let resources: Record<string, Json>;

beforeAll(() => {
  // Bundling skipped and the template validator off: this tier checks what the stack declares, fast.
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] }, builtinCloudFormationValidation: false });
  stack = new ShopStack(app, 'ShopTest', {
    stage: stageConfig('dev'),
    env: { account: '111111111111', region: 'eu-west-1' },
  });
  template = Template.fromStack(stack);
  resources = template.toJSON().Resources as Record<string, Json>;
});

describe('the stack', () => {
  it('keeps room under CloudFormation’s 500 resources: one invoke permission per route, no test-invoke', () => {
    const permissions = Object.values(resources).filter((r) => r.Type === 'AWS::Lambda::Permission');
    const methods = Object.values(resources).filter((r) => r.Type === 'AWS::ApiGateway::Method');
    expect(
      permissions.filter((p) => JSON.stringify(p.Properties.SourceArn).includes('test-invoke-stage')),
    ).toEqual([]);
    expect(permissions.length).toBeLessThanOrEqual(methods.length + 5);
    expect(Object.keys(resources).length).toBeLessThan(470);
  });

  it("puts every function's grants inline on its role and every route's logs in one group", () => {
    const fns = Object.values(resources).filter((r) => r.Type === 'AWS::Lambda::Function');
    const roleIds = new Set(fns.map((fn) => fn.Properties.Role['Fn::GetAtt'][0] as string));
    const attachedToFunctions = Object.values(resources).filter(
      (r) => r.Type === 'AWS::IAM::Policy' && r.Properties.Roles.some((ref: Json) => roleIds.has(ref.Ref)),
    );
    expect(attachedToFunctions).toEqual([]);
    const routeLogGroups = new Set(
      Object.values(stack.api.functions).map((fn) => JSON.stringify(loggingOf(fn))),
    );
    expect(routeLogGroups.size).toBe(1);
  });
});

const logicalId = (construct: { node: { defaultChild?: unknown } }) =>
  stack.getLogicalId(construct.node.defaultChild as CfnResource);

/** Every IAM statement attached to the role of a function, flattened. */
function roleStatements(fn: { role?: { node: { defaultChild?: unknown } } }): Json[] {
  const roleId = logicalId(fn.role as { node: { defaultChild?: unknown } });
  return roleStatementsOf(resources)
    .filter(({ roleIds }) => roleIds.includes(roleId))
    .map(({ statement }) => statement);
}

const asList = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

/** The log group a function writes to. */
const loggingOf = (fn: { node: { defaultChild?: unknown } }): Json =>
  resources[logicalId(fn)]!.Properties.LoggingConfig as Json;

/** The environment variables of a function. */
const environmentOf = (fn: { node: { defaultChild?: unknown } }): Json =>
  resources[logicalId(fn)]!.Properties.Environment.Variables as Json;

/** Table ids a statement's resources point at. */
function tablesOf(statement: Json): TableId[] {
  const text = JSON.stringify(statement.Resource);
  return TABLE_IDS.filter((id) => text.includes(`"${logicalId(stack.data.tables[id])}"`));
}

/** dynamodb write actions per table, read actions per table, and every other action, for one function. */
function effectiveAccess(statements: Json[]) {
  const reads = new Set<TableId>();
  const writes = new Set<TableId>();
  const other = new Set<string>();
  for (const statement of statements) {
    for (const action of asList<string>(statement.Action)) {
      // grantWriteData adds DescribeTable: table metadata, not a read of its rows.
      if (action === 'dynamodb:DescribeTable') continue;
      if (action.startsWith('dynamodb:')) {
        const target = /Put|Update|Delete|BatchWrite/.test(action) ? writes : reads;
        for (const table of tablesOf(statement)) target.add(table);
      } else {
        other.add(action);
      }
    }
  }
  return { reads, writes, other };
}

describe('data', () => {
  it.each(TABLE_IDS)(
    'the %s table has its keys, indexes, encryption, point-in-time recovery and TTL',
    (id) => {
      const definition = TABLES[id];
      const table = resources[logicalId(stack.data.tables[id])];
      expect(table?.Type).toBe('AWS::DynamoDB::GlobalTable');
      const props = table!.Properties;
      const sortKey: { name: string } | undefined = 'sortKey' in definition ? definition.sortKey : undefined;
      expect(props.KeySchema).toEqual([
        { AttributeName: definition.partitionKey.name, KeyType: 'HASH' },
        ...(sortKey ? [{ AttributeName: sortKey.name, KeyType: 'RANGE' }] : []),
      ]);
      expect(props.BillingMode).toBe('PAY_PER_REQUEST');
      expect(props.SSESpecification).toEqual({ SSEEnabled: true, SSEType: 'KMS' });
      expect(props.Replicas[0].PointInTimeRecoverySpecification).toEqual({
        PointInTimeRecoveryEnabled: true,
      });
      const indexes = (props.GlobalSecondaryIndexes ?? []).map((index: Json) => ({
        name: index.IndexName,
        keys: index.KeySchema.map((k: Json) => `${k.KeyType}:${k.AttributeName}`),
      }));
      expect(indexes).toEqual(
        definition.globalIndexes.map((index) => ({
          name: index.name,
          keys: [
            `HASH:${index.partitionKey.name}`,
            ...('sortKey' in index ? [`RANGE:${index.sortKey.name}`] : []),
          ],
        })),
      );
      const ttl = 'timeToLiveAttribute' in definition ? definition.timeToLiveAttribute : undefined;
      expect(props.TimeToLiveSpecification).toEqual(ttl ? { AttributeName: ttl, Enabled: true } : undefined);
      expect(table!.DeletionPolicy).toBe('Delete');
    },
  );

  it('keeps production tables when the stack goes away', () => {
    const prod = new Stack(new App({ builtinCloudFormationValidation: false }), 'ProdData');
    new ShopData(prod, 'Data', { stage: stageConfig('prod') });
    const tables = Template.fromStack(prod).findResources('AWS::DynamoDB::GlobalTable');
    expect(Object.values(tables)).toHaveLength(TABLE_IDS.length);
    for (const table of Object.values(tables)) {
      expect(table.DeletionPolicy).toBe('Retain');
      expect(table.Properties.Replicas[0].DeletionProtectionEnabled).toBe(true);
    }
  });
});

describe('order pipeline', () => {
  const definitionOf = (): Json => {
    const machine = resources[logicalId(stack.pipeline.stateMachine)]!;
    // Task ARNs are GetAtt tokens inside a Fn::Join: put the logical id in their place to read the JSON.
    const parts = machine.Properties.DefinitionString['Fn::Join'][1] as (string | Json)[];
    return JSON.parse(parts.map((p) => (typeof p === 'string' ? p : `arn:${p['Fn::GetAtt'][0]}`)).join(''));
  };

  it('is a Standard state machine with full logging and X-Ray tracing', () => {
    const machine = resources[logicalId(stack.pipeline.stateMachine)]!.Properties;
    expect(machine.StateMachineType).toBe('STANDARD');
    expect(machine.LoggingConfiguration).toMatchObject({ Level: 'ALL', IncludeExecutionData: true });
    expect(machine.TracingConfiguration).toEqual({ Enabled: true });
  });

  it('runs the seven steps as task Lambdas with Retry and Catch, and checks for the ICCID in a loop', () => {
    const states = definitionOf().States as Record<string, Json>;
    const steps = [
      'RetrieveEsimToken',
      'RequestIccidAllocation',
      'PollForIccid',
      'GenerateQrCode',
      'SendEmail',
      'UpdateUserRecord',
      'OrderCompleted',
    ];
    for (const name of steps) {
      const state = states[name]!;
      expect(state.Type).toBe('Task');
      expect(state.Resource).toMatch(/^arn:OrderPipelineTask/);
      expect(state.Retry.length).toBeGreaterThan(0);
      expect(state.Catch).toEqual([expect.objectContaining({ ErrorEquals: ['States.ALL'] })]);
    }
    // The first check waits the typical allocation delay, the later ones a second, within 150 s.
    const firstWait = states[states.RequestIccidAllocation!.Next as string]!;
    expect(firstWait).toMatchObject({ Type: 'Wait', Seconds: 2, Next: 'PollForIccid' });
    const check = states.PollForIccid!.Next as string;
    const loop = states[check]!;
    expect(loop.Type).toBe('Choice');
    const wait = states[loop.Default as string]!;
    expect(wait).toMatchObject({ Type: 'Wait', Seconds: 1, Next: 'PollForIccid' });
    expect(loop.Choices).toContainEqual(expect.objectContaining({ NumericGreaterThanEquals: 149 }));
  });

  it('gives each task its own Lambda, invocable by the state machine role only for those functions', () => {
    expect(Object.keys(stack.pipeline.functions).sort()).toEqual(Object.keys(PIPELINE_TASKS).sort());
    const roleId = resources[logicalId(stack.pipeline.stateMachine)]!.Properties.RoleArn['Fn::GetAtt'][0];
    const invoke = roleStatementsOf(resources)
      .filter(({ roleIds }) => roleIds.includes(roleId))
      .map(({ statement }) => statement)
      .filter((s) => asList<string>(s.Action).includes('lambda:InvokeFunction'));
    const invoked = new Set(invoke.flatMap((s) => asList<Json>(s.Resource)).map((r) => JSON.stringify(r)));
    for (const fn of Object.values(stack.pipeline.functions)) {
      expect(invoked).toContain(JSON.stringify({ 'Fn::GetAtt': [logicalId(fn), 'Arn'] }));
    }
    expect(JSON.stringify(invoke)).not.toMatch(/"Resource":"\*"/);
  });
});

/** Resource values shaped as the stack gives them: secrets by ARN, never by value. */
const DEPLOYED_VALUES = {
  ...TEST_RESOURCE_VALUES,
  stripe: { secretArn: 'arn:stripe' },
  esimProvider: { url: 'https://provider.example', secretArn: 'arn:esim' },
  brandAssets: { bucket: 'assets' },
  chatAssistant: stageConfig('dev').chatAssistant,
  edgeCache: { kind: 'cloudfront', distributionId: 'E2SHOP' } as const,
};

describe('least privilege', () => {
  const functions = () => [
    ...Object.entries(stack.api.functions).map(([id, fn]) => ({
      name: `route ${id}`,
      fn: fn!,
      access: ROUTE_ACCESS[id as RouteId],
    })),
    ...Object.entries(stack.pipeline.functions).map(([id, fn]) => ({
      name: `task ${id}`,
      fn,
      access: PIPELINE_TASKS[id as keyof typeof PIPELINE_TASKS].access,
    })),
    {
      name: 'job resume-stalled-orders',
      fn: stack.recovery.sweeper,
      access: JOBS['resume-stalled-orders'].access,
    },
  ];

  /** name → value for every function, so a failure names the function. */
  const perFunction = <T>(value: (f: ReturnType<typeof functions>[number]) => T) =>
    Object.fromEntries(functions().map((f) => [f.name, value(f)]));

  it('grants no wildcard action to any function', () => {
    const wildcards = perFunction(({ fn }) =>
      roleStatements(fn)
        .flatMap((s) => asList<string>(s.Action))
        .filter((a) => a === '*' || a.endsWith(':*')),
    );
    expect(wildcards).toEqual(perFunction(() => []));
  });

  it('lets the audit log only grow: its writers may put a row and nothing else, and only the Activity list reads it', () => {
    const onAuditLog = perFunction(({ fn }) =>
      roleStatements(fn)
        .filter((s) => tablesOf(s).includes('auditLog'))
        .flatMap((s) => asList<string>(s.Action))
        .sort(),
    );
    const writers = Object.keys(onAuditLog).filter((name) => onAuditLog[name]!.includes('dynamodb:PutItem'));
    expect(writers).toEqual(
      expect.arrayContaining(['route update-brand', 'route create-coupon', 'route create-admin']),
    );
    for (const name of writers) expect(onAuditLog[name]).toEqual(['dynamodb:PutItem']);
    const others = Object.entries(onAuditLog).filter(
      ([name, actions]) => !writers.includes(name) && actions.length > 0,
    );
    expect(others.map(([name]) => name)).toEqual(['route list-activity']);
    expect(others[0]![1].some((action) => /Put|Update|Delete|BatchWrite/.test(action))).toBe(false);
  });

  it('grants each function exactly the tables, secrets, mail and workflow rights of its access entry', () => {
    const granted = perFunction(({ fn }) => {
      const { reads, writes, other } = effectiveAccess(roleStatements(fn));
      return {
        reads: [...reads].sort(),
        writes: [...writes].sort(),
        startsFulfilment: other.has('states:StartExecution'),
        describesExecutions: other.has('states:DescribeExecution'),
        sendsMail: other.has('ses:SendRawEmail'),
        readsSecrets: other.has('secretsmanager:GetSecretValue'),
        invalidatesEdgeCache: other.has('cloudfront:CreateInvalidation'),
      };
    });
    const declared = perFunction(({ access }) => {
      const tables = Object.entries(access.tables ?? {}) as [TableId, string][];
      const withMode = (...modes: string[]) =>
        tables
          .filter(([, mode]) => modes.includes(mode))
          .map(([table]) => table)
          .sort();
      return {
        reads: withMode('read', 'readWrite'),
        writes: withMode('write', 'readWrite', 'append'),
        startsFulfilment: Boolean(access.startsFulfilment || access.resumesOrders),
        describesExecutions: Boolean(access.resumesOrders),
        sendsMail: Boolean(access.sendsMail),
        readsSecrets: Boolean(access.secrets?.length),
        invalidatesEdgeCache: Boolean(access.invalidatesEdgeCache),
      };
    });
    expect(granted).toEqual(declared);
  });

  it("lets only the checkouts (eSIM and top-up), the payment webhook, Retry Flow (the success page's and the admin's), the staff's test order and the stalled-order sweeper start the order pipeline, and only mail senders (a refund's e-mail among them) send", () => {
    const holders = (action: string) =>
      functions()
        .filter(({ fn }) => effectiveAccess(roleStatements(fn)).other.has(action))
        .map(({ name }) => name)
        .sort();
    const routes = (...ids: RouteId[]) =>
      ids.filter((id) => id in stack.api.functions).map((id) => `route ${id}`);
    expect(holders('states:StartExecution')).toEqual(
      [
        ...routes(
          'create-checkout',
          'create-top-up-checkout',
          'payment-webhook',
          'retry-order',
          'retry-admin-order',
          'create-test-order',
        ),
        'job resume-stalled-orders',
      ].sort(),
    );
    expect(holders('states:DescribeExecution')).toEqual(
      [...routes('retry-order', 'retry-admin-order'), 'job resume-stalled-orders'].sort(),
    );
    expect(holders('ses:SendRawEmail')).toEqual(
      [
        ...routes(
          'resend-order-email',
          'resend-admin-order-email',
          'send-email-code',
          'send-iccid-reminder',
          'send-test-email',
          'send-iccid-reminder-test',
          'create-support-ticket',
          'create-enterprise-lead',
          // The customer's refund e-mail.
          'refund-admin-order',
        ),
        'task send-email',
        'task send-top-up-email',
      ].sort(),
    );
  });

  it("lets only the chat converse with a model, and only with the stage's model", () => {
    expect(
      functions()
        .filter(({ fn }) => effectiveAccess(roleStatements(fn)).other.has('bedrock:InvokeModel'))
        .map(({ name }) => name),
    ).toEqual(['route chat']);
    const resources = roleStatements(stack.api.functions.chat!)
      .filter((statement) => asList<string>(statement.Action).includes('bedrock:InvokeModel'))
      .flatMap((statement) => asList(statement.Resource));
    expect(JSON.stringify(resources)).toContain('inference-profile/eu.amazon.nova-lite-v1:0');
    expect(JSON.stringify(resources)).toContain('foundation-model/amazon.nova-lite-v1:0');
    expect(JSON.stringify(resources)).not.toMatch(/foundation-model\/\*|"\*"/);
    const env = environmentOf(stack.api.functions.chat!);
    expect(env).toMatchObject({ CHAT_ASSISTANT: 'bedrock', BEDROCK_MODEL_ID: 'eu.amazon.nova-lite-v1:0' });
    expect(env).not.toHaveProperty('SUPPORT_MAILBOX');
  });

  it("gives the stage's support mailbox to the ticket form, the enterprise form and the contact route only", () => {
    const holders = functions()
      .filter(({ fn }) => 'SUPPORT_MAILBOX' in environmentOf(fn))
      .map(({ name }) => name);
    expect(holders.sort()).toEqual([
      'route create-enterprise-lead',
      'route create-support-ticket',
      'route get-support-contact',
    ]);
    expect(environmentOf(stack.api.functions['create-support-ticket']!)['SUPPORT_MAILBOX']).toBe(
      'support@dev.example.com',
    );
  });

  it('runs every function on Node 24, arm64, traced, with the variables of exactly what it is granted', () => {
    const settings = perFunction(({ fn }) => {
      const props = resources[logicalId(fn)]!.Properties;
      const env = props.Environment.Variables as Json;
      return {
        runtime: props.Runtime,
        architectures: props.Architectures,
        tracing: props.TracingConfig,
        serviceName: env.POWERTOOLS_SERVICE_NAME,
        variables: Object.keys(env).sort(),
      };
    });
    expect(settings).toEqual(
      perFunction(({ name, access }) => ({
        runtime: 'nodejs24.x',
        architectures: ['arm64'],
        tracing: { Mode: 'Active' },
        serviceName: expect.stringMatching(/^(api|pipeline|job)-/),
        // No NODE_OPTIONS: the stage ships no source maps, so Node has none to read.
        variables: Object.keys(functionEnvironment({ serviceName: name, access }, DEPLOYED_VALUES)).sort(),
      })),
    );
  });

  it('names tables, secrets and the sender only in the functions that may touch them', () => {
    const variables = (route: RouteId) =>
      Object.keys(resources[logicalId(stack.api.functions[route]!)]!.Properties.Environment.Variables);
    expect(variables('get-catalogue')).not.toContain('TABLE_ORDERS');
    expect(variables('get-order')).toEqual(expect.arrayContaining(['TABLE_ORDERS']));
    expect(variables('get-order')).not.toContain('STRIPE_SECRET_ARN');
    expect(variables('create-checkout')).toEqual(
      expect.arrayContaining(['STRIPE_SECRET_ARN', 'STATE_MACHINE_ARN', 'SHOP_URL', 'BRAND_FIXED_CODE']),
    );
    expect(variables('check-esim-status')).toEqual(
      expect.arrayContaining(['ESIM_PROVIDER_URL', 'ESIM_PROVIDER_SECRET_ARN', 'TABLE_PROVIDER_TOKENS']),
    );
    expect(variables('get-me')).toEqual(expect.arrayContaining(['COGNITO_ISSUER', 'COGNITO_JWKS_URL']));
    expect(variables('get-me')).not.toContain('MAIL_FROM');
  });
});

describe('api', () => {
  const methodOf = (routeId: RouteId): Json => {
    const route = API_ROUTES[routeId];
    const resource = stack.api.restApi.root.resourceForPath(route.path);
    const method = resource.node.findChild(route.method);
    return resources[logicalId(method)]!.Properties;
  };

  it('routes every handler module that exists to its own Lambda, and warns about the missing ones', () => {
    const { present, missing } = findRouteHandlers();
    expect(Object.keys(stack.api.functions).sort()).toEqual([...present].sort());
    for (const routeId of present) {
      const uri = JSON.stringify(methodOf(routeId).Integration.Uri);
      expect(uri).toContain(logicalId(stack.api.functions[routeId]!));
    }
    const warnings = JSON.stringify(
      Annotations.fromStack(stack).findWarning('*', Match.stringLikeRegexp('No handler module yet')),
    );
    expect(missing.filter((routeId) => warnings.includes(routeHandlerModule(routeId)))).toEqual(missing);
    expect(warnings.includes('No handler module yet')).toBe(missing.length > 0);
  });

  it('keeps sign-ins to the server, a changed e-mail unused until verified, a real password policy and optional TOTP', () => {
    const pools = Object.values(template.findResources('AWS::Cognito::UserPool'));
    expect(pools).toHaveLength(1);
    expect(pools[0]!.Properties).toMatchObject({
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      AutoVerifiedAttributes: ['email'],
      UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
      Policies: {
        PasswordPolicy: expect.objectContaining({
          MinimumLength: 8,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        }),
      },
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
    });
  });

  it('has the pool accept exactly the new passwords the forms and account routes accept', () => {
    const [pool] = Object.values(template.findResources('AWS::Cognito::UserPool'));
    const policy = pool!.Properties.Policies.PasswordPolicy as Json;
    // Cognito's rules as AWS documents them: Basic Latin letters and digits, its own set of symbols.
    const cognitoSymbols = '^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+- ';
    const poolAccepts = (password: string) =>
      password.length >= policy.MinimumLength &&
      password.length <= 256 &&
      password.trim() === password &&
      (!policy.RequireLowercase || /[a-z]/.test(password)) &&
      (!policy.RequireUppercase || /[A-Z]/.test(password)) &&
      (!policy.RequireNumbers || /[0-9]/.test(password)) &&
      (!policy.RequireSymbols || [...password].some((ch) => cognitoSymbols.includes(ch)));
    const passwords = [
      '12345678',
      'abcdefgh',
      'abcdEFG1',
      'abcdefg1!',
      'ABCDEFG1!',
      'abcdEFGH!',
      'Tr@vel2026',
      'Trävel2026',
      'Tr€vel2026',
      'Tr vel2026',
      ' Tr@vel2026',
      'Ab1!',
      'Pa$$w0rd',
    ];
    expect(passwords.map((password) => [password, passwordField.safeParse(password).success])).toEqual(
      passwords.map((password) => [password, poolAccepts(password)]),
    );
  });

  it('puts the Cognito authorizer on signed-in and admin routes, and on no public one', () => {
    const routed = Object.keys(stack.api.functions) as RouteId[];
    const authorization = Object.fromEntries(routed.map((id) => [id, methodOf(id).AuthorizationType]));
    expect(authorization).toEqual(
      Object.fromEntries(
        routed.map((id) => [id, API_ROUTES[id].auth === 'public' ? 'NONE' : 'COGNITO_USER_POOLS']),
      ),
    );
    const authorizers = Object.values(template.findResources('AWS::ApiGateway::Authorizer'));
    expect(authorizers.map((a) => a.Properties.Type)).toEqual(
      routed.some((id) => API_ROUTES[id].auth !== 'public') ? ['COGNITO_USER_POOLS'] : [],
    );
  });

  it('throttles the stage and writes JSON access logs', () => {
    const stages = Object.values(template.findResources('AWS::ApiGateway::Stage'));
    expect(stages).toHaveLength(1);
    const props = stages[0]!.Properties;
    expect(props.StageName).toBe('dev');
    expect(props.AccessLogSetting.Format).toContain('requestId');
    expect(props.AccessLogSetting.DestinationArn).toBeDefined();
    expect(props.MethodSettings).toContainEqual(
      expect.objectContaining({
        ThrottlingRateLimit: 20,
        ThrottlingBurstLimit: 40,
        HttpMethod: '*',
        ResourcePath: '/*',
      }),
    );
  });
});

describe('web', () => {
  const distribution = () =>
    Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties
      .DistributionConfig as Json;

  it('serves each prerendered page from its own file, other client-side routes with the app shell, and leaves files alone', () => {
    const config = distribution();
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: expect.anything() },
    ]);
    const handler = vm.runInNewContext(`${SPA_FALLBACK_CODE}; handler`) as (e: Json) => Json;
    const uriFor = (uri: string) => handler({ request: { uri } }).uri as string;
    expect(uriFor('/')).toBe('/index.html');
    expect(uriFor('/faq')).toBe('/faq.html');
    expect(uriFor('/faq/')).toBe('/faq.html');
    expect(uriFor('/esim-status')).toBe('/esim-status.html');
    expect(uriFor('/success')).toBe('/app.html');
    expect(uriFor('/admin/brand')).toBe('/app.html');
    expect(uriFor('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(uriFor('/favicon.ico')).toBe('/favicon.ico');
    for (const path of [...Object.keys(PRERENDERED_PAGES), '/account', '/faq/', '/a/b', '/robots.txt']) {
      expect(uriFor(path)).toBe(pageFileFor(path));
    }
  });

  it("never swaps the API's own 403/404 answers for the SPA", () => {
    expect(distribution().CustomErrorResponses).toBeUndefined();
  });

  it('caches the catalogue and the brand at CloudFront for the stage TTLs, keyed on nothing of the viewer', () => {
    const behaviors = distribution().CacheBehaviors as Json[];
    const byPath = Object.fromEntries(behaviors.map((b) => [b.PathPattern, b]));
    const policyOf = (path: string) => {
      const ref = byPath[path]!.CachePolicyId as { Ref: string };
      return resources[ref.Ref]!.Properties.CachePolicyConfig as Json;
    };
    const dev = stageConfig('dev');
    expect(policyOf('/api/catalogue')).toMatchObject({
      DefaultTTL: dev.catalogueCacheTtl.toSeconds(),
      MaxTTL: dev.catalogueCacheTtl.toSeconds(),
      MinTTL: 0,
    });
    // The brand answers no-cache (browsers revalidate); CloudFront keeps it for the TTL all the same.
    expect(policyOf('/api/brand')).toMatchObject({
      DefaultTTL: dev.brandCacheTtl.toSeconds(),
      MaxTTL: dev.brandCacheTtl.toSeconds(),
      MinTTL: dev.brandCacheTtl.toSeconds(),
    });
    for (const path of ['/api/catalogue', '/api/brand']) {
      expect(policyOf(path).ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
        HeadersConfig: { HeaderBehavior: 'none' },
        CookiesConfig: { CookieBehavior: 'none' },
        QueryStringsConfig: { QueryStringBehavior: 'none' },
      });
      expect(byPath[path]).toMatchObject({ AllowedMethods: ['GET', 'HEAD'] });
      expect(byPath[path]!.OriginRequestPolicyId).toBeUndefined();
      expect(behaviors.indexOf(byPath[path]!)).toBeLessThan(behaviors.indexOf(byPath['/api/*']!));
    }
  });

  it("lets only the brand's save invalidate CloudFront, and only the shop's distribution", () => {
    const distributionId = logicalId(stack.web.distribution);
    const holders = Object.entries(stack.api.functions)
      .filter(([, fn]) =>
        roleStatements(fn!).some((s) => asList<string>(s.Action).includes('cloudfront:CreateInvalidation')),
      )
      .map(([id]) => id);
    expect(holders).toEqual(['update-brand']);
    const statement = roleStatements(stack.api.functions['update-brand']!).find((s) =>
      asList<string>(s.Action).includes('cloudfront:CreateInvalidation'),
    )!;
    expect(asList<string>(statement.Action)).toEqual(['cloudfront:CreateInvalidation']);
    expect(JSON.stringify(statement.Resource)).toContain(`"Ref":"${distributionId}"`);
    expect(JSON.stringify(statement.Resource)).toContain(':distribution/');
    expect(environmentOf(stack.api.functions['update-brand']!)).toMatchObject({
      EDGE_CACHE: 'cloudfront',
      EDGE_CACHE_DISTRIBUTION_ID: { Ref: distributionId },
    });
  });

  it('sends /api/* to API Gateway uncached, except the catalogue and the brand', () => {
    const behaviors = distribution().CacheBehaviors as Json[];
    const byPath = Object.fromEntries(behaviors.map((b) => [b.PathPattern, b]));
    expect(byPath['/api/*']).toMatchObject({
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
      AllowedMethods: expect.arrayContaining(['POST', 'PUT', 'DELETE']),
    });
    const catalogue = byPath[API_ROUTES['get-catalogue'].path]!;
    expect(catalogue.CachePolicyId).not.toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad');
    expect(behaviors.indexOf(catalogue)).toBeLessThan(behaviors.indexOf(byPath['/api/*']));
    const apiOrigin = (distribution().Origins as Json[]).find(
      (o) => o.Id === byPath['/api/*'].TargetOriginId,
    )!;
    expect(apiOrigin.OriginPath).toBe('/dev');
    expect(JSON.stringify(apiOrigin.DomainName)).toContain(logicalId(stack.api.restApi));
  });

  it('sends the origin secret, never its value, with every request to the API, as its WAF requires', () => {
    const secretId = logicalId(stack.secrets.originVerify);
    const secret = resources[secretId]!.Properties;
    expect(secret.Name).toBe('esim-shop-dev/origin-verify');
    expect(secret.GenerateSecretString).toMatchObject({ ExcludePunctuation: true });
    expect(secret.GenerateSecretString.PasswordLength).toBeGreaterThanOrEqual(32);
    expect(secret.SecretString).toBeUndefined();
    // CloudFormation resolves the value at deploy time; the template holds only the reference.
    const originHeader = {
      HeaderName: 'X-Origin-Verify',
      HeaderValue: {
        'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, ':SecretString:::}}']],
      },
    };
    const config = distribution();
    const origins = Object.fromEntries((config.Origins as Json[]).map((o) => [o.Id, o]));
    const isApi = (origin: Json) => JSON.stringify(origin.DomainName).includes('execute-api');
    const behaviors = [config.DefaultCacheBehavior, ...(config.CacheBehaviors as Json[])];
    const apiBehaviors = behaviors.filter(
      (b) => String(b.PathPattern ?? '').startsWith('/api/') || isApi(origins[b.TargetOriginId]!),
    );
    expect(apiBehaviors.map((b) => b.PathPattern)).toEqual(['/api/catalogue', '/api/brand', '/api/*']);
    for (const behavior of apiBehaviors) {
      const origin = origins[behavior.TargetOriginId]!;
      expect(isApi(origin)).toBe(true);
      expect(origin.OriginCustomHeaders).toEqual([originHeader]);
    }
    // The API's web ACL compares the header with the same reference.
    const acl = resources[stack.getLogicalId(stack.firewall.apiAcl)]!.Properties;
    expect(acl.Rules[0].Statement.NotStatement.Statement.ByteMatchStatement.SearchString).toEqual(
      originHeader.HeaderValue,
    );
  });

  it('keeps the site bucket private, reachable only through origin access control', () => {
    const bucket = resources[logicalId(stack.web.bucket)]!.Properties;
    expect(bucket.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
  });

  it('answers with HSTS, a CSP for the shop, Stripe and Cognito, nosniff, frame denial and a referrer policy', () => {
    const policy = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'))[0]!;
    const headers = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig as Json;
    expect(headers.StrictTransportSecurity).toMatchObject({
      AccessControlMaxAgeSec: 31_536_000,
      IncludeSubdomains: true,
    });
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
    expect(headers.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(headers.ReferrerPolicy.ReferrerPolicy).toBe('strict-origin-when-cross-origin');
    const csp = JSON.stringify(headers.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('https://js.stripe.com');
    expect(csp).toContain('https://cognito-idp.');
    expect(csp).toContain("frame-ancestors 'none'");
    for (const behavior of [
      distribution().DefaultCacheBehavior,
      ...(distribution().CacheBehaviors as Json[]),
    ]) {
      expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: expect.any(String) });
    }
  });

  it('sends the same security headers as `npm run preview`, the Cognito endpoints aside', () => {
    const policy = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'))[0]!;
    const config = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig as Json;
    const hsts = config.StrictTransportSecurity;
    // The headers as CloudFront writes them from the policy.
    const sentByCloudFront = {
      'Strict-Transport-Security': [
        `max-age=${hsts.AccessControlMaxAgeSec}`,
        ...(hsts.IncludeSubdomains ? ['includeSubDomains'] : []),
        ...(hsts.Preload ? ['preload'] : []),
      ].join('; '),
      'Content-Security-Policy': config.ContentSecurityPolicy.ContentSecurityPolicy as string,
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': config.FrameOptions.FrameOption as string,
      'Referrer-Policy': config.ReferrerPolicy.ReferrerPolicy as string,
    };
    const local = 'http://127.0.0.1:9229';
    const localS3 = 'http://127.0.0.1:4569';
    const preview = previewSecurityHeaders(`${local}/`, `${localS3}/`);
    expect({
      ...preview,
      'Content-Security-Policy': preview['Content-Security-Policy']!.replace(
        local,
        awsCognitoOrigins('eu-west-1').join(' '),
      ).replaceAll(localS3, awsUploadOrigins('eu-west-1').join(' ')),
    }).toEqual(sentByCloudFront);
    expect(Object.values(config).every((header: Json) => header.Override === true)).toBe(true);
  });

  it('serves the brand assets under a CSP in which nothing runs, as the local shop server does', () => {
    const assets = (distribution().CacheBehaviors as Json[]).find(
      (b) => b.PathPattern === '/brand-assets/*',
    )!;
    const config = resources[assets.ResponseHeadersPolicyId.Ref]!.Properties.ResponseHeadersPolicyConfig
      .SecurityHeadersConfig as Json;
    const csp = config.ContentSecurityPolicy.ContentSecurityPolicy as string;
    expect(csp.split('; ')).toEqual(expect.arrayContaining(["default-src 'none'", 'sandbox']));
    expect(csp).not.toMatch(/script-src|unsafe-eval|\*/);
    expect(config.ContentTypeOptions).toEqual({ Override: true });
    expect(config.ContentSecurityPolicy.Override).toBe(true);

    // Locally the shop server passes the S3 stand-in's answer on with the same headers, in place of its own.
    const proxy = new EventEmitter();
    const route = brandAssetsProxy('http://127.0.0.1:4569', 'assets')['/brand-assets/']!;
    route.configure?.(proxy as never, route);
    const answer = {
      headers: { 'content-type': 'image/svg+xml', 'content-security-policy': "default-src 'self'" },
    };
    proxy.emit('proxyRes', answer);
    expect(answer.headers).toMatchObject({
      'content-type': 'image/svg+xml',
      'content-security-policy': csp,
      'x-content-type-options': 'nosniff',
    });
  });
});

describe('outputs', () => {
  it('tells the operator the site, the API, the user pool, the Stripe webhook URL and the secrets to fill', () => {
    const outputs = template.toJSON().Outputs as Json;
    expect(Object.keys(outputs)).toEqual(
      expect.arrayContaining([
        'SiteUrl',
        'ApiUrl',
        'UserPoolId',
        'UserPoolClientId',
        'StripeWebhookUrl',
        'StripeSecretArn',
        'EsimProviderSecretArn',
      ]),
    );
    expect(JSON.stringify(outputs.StripeWebhookUrl.Value)).toContain('/api/payments/webhook');
  });
});

describe('stage config', () => {
  it('rejects an unknown stage with the valid names', () => {
    expect(() => stageConfig('staging')).toThrow('Use -c stage=<dev|prod>');
  });
});

describe('stalled-order recovery', () => {
  it('runs the sweeper on an EventBridge schedule with the stage stall time', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      State: 'ENABLED',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [logicalId(stack.recovery.sweeper), 'Arn'] } })],
    });
    expect(environmentOf(stack.recovery.sweeper)).toMatchObject({ ORDER_STALL_MINUTES: '10' });
    expect(environmentOf(stack.api.functions['retry-order']!)).toMatchObject({ ORDER_STALL_MINUTES: '10' });
  });

  it('lets the sweeper describe executions of the order pipeline only', () => {
    const describe = roleStatements(stack.recovery.sweeper).filter((s) =>
      asList<string>(s.Action).includes('states:DescribeExecution'),
    );
    expect(JSON.stringify(describe.map((s) => s.Resource))).toContain(':execution:');
    expect(JSON.stringify(describe.map((s) => s.Resource))).not.toContain('"*"');
  });

  it('indexes orders by status and creation time, so stalled orders and the admin list are queried, not scanned', () => {
    expect(TABLES.orders.globalIndexes.map((index) => index.name)).toContain('by-status-created');
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      GlobalSecondaryIndexes: Match.arrayWith([
        Match.objectLike({
          IndexName: 'by-status-created',
          KeySchema: [
            { AttributeName: 'status', KeyType: 'HASH' },
            { AttributeName: 'created_at', KeyType: 'RANGE' },
          ],
        }),
      ]),
    });
  });
});
