import { TABLE_IDS, type TableId } from '../data/table-definitions';
import type { FunctionAccess } from '../../shared/api/function-access';
import { FUNCTION_VARIABLES, functionEnvironment, type ResourceValues } from '../config/environment';

export const TEST_SHOP_URL = 'https://shop.example';

/** A value for every resource, with fixed table names and no real endpoints (SDK clients are mocked). */
export const TEST_RESOURCE_VALUES: ResourceValues = {
  tables: Object.fromEntries(TABLE_IDS.map((id) => [id, `test-${id}`])) as Record<TableId, string>,
  shopUrl: TEST_SHOP_URL,
  publicApiUrl: TEST_SHOP_URL,
  stateMachineArn: 'arn:aws:states:eu-west-1:000000000000:stateMachine:orders',
  brandFixedCode: 'roamly',
  stripe: { secretKey: 'sk_test_unit', webhookSecret: 'whsec_unit' },
  esimProvider: { url: 'https://provider.example', clientId: 'id', clientSecret: 'secret' },
  mailFrom: 'shop@example.com',
  userPoolId: 'eu-west-1_pool',
  tokenIssuer: {
    issuer: 'https://cognito.test/pool',
    jwksUrl: 'https://cognito.test/pool/.well-known/jwks.json',
    clientId: 'test-client',
  },
  brandAssets: { bucket: 'shop-brand-assets' },
  supportMailbox: 'support@shop.example',
  chatAssistant: { kind: 'local' },
  orderRecovery: { stallMinutes: 10 },
  edgeCache: { kind: 'local' },
  // Off, as for `npm start`: the tests of the requirement turn it on.
  adminTwoFactor: { required: false },
  logLevel: 'CRITICAL',
};

/**
 * Gives this process the environment of one function, as the stack would: the variables of what
 * `access` grants (values from `overrides`, else the test values) and nothing left over from another.
 */
export function useFunctionEnvironment(
  fn: { serviceName: string; access: FunctionAccess },
  overrides: ResourceValues = {},
): void {
  for (const name of FUNCTION_VARIABLES) delete process.env[name];
  Object.assign(process.env, {
    AWS_REGION: 'eu-west-1',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
    ...functionEnvironment(fn, { ...TEST_RESOURCE_VALUES, ...overrides }),
  });
}
