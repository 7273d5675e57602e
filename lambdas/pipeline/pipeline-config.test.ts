import { parseConfig } from '../lib/config';
import { pipelineConfig } from './pipeline-config';

const base = {
  AWS_REGION: 'eu-west-1',
  TABLE_ORDERS: 'orders',
  TABLE_USERS: 'users',
  TABLE_BRAND: 'brand',
  TABLE_PROVIDER_TOKENS: 'tokens',
  ESIM_PROVIDER_URL: 'https://provider.example',
  SHOP_URL: 'https://shop.example',
};

describe('pipelineConfig', () => {
  it('prefers the provider secret in Secrets Manager', () => {
    const cfg = pipelineConfig(
      parseConfig({ ...base, ESIM_PROVIDER_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:1:secret:esim' }),
    );
    expect(cfg.provider).toMatchObject({
      url: 'https://provider.example',
      secretArn: 'arn:aws:secretsmanager:eu-west-1:1:secret:esim',
    });
    expect(cfg.tables).toEqual({
      orders: 'orders',
      users: 'users',
      brand: 'brand',
      providerTokens: 'tokens',
    });
  });

  it('accepts client id and secret from the environment (local runs)', () => {
    const cfg = pipelineConfig(
      parseConfig({ ...base, ESIM_PROVIDER_CLIENT_ID: 'id', ESIM_PROVIDER_CLIENT_SECRET: 's' }),
    );
    expect(cfg.provider).toMatchObject({ secretArn: null, clientId: 'id', clientSecret: 's' });
  });

  it('names what is missing', () => {
    expect(() => pipelineConfig(parseConfig(base))).toThrow(/ESIM_PROVIDER_SECRET_ARN/);
    const { TABLE_ORDERS: _omit, ...withoutOrders } = base;
    expect(() => pipelineConfig(parseConfig({ ...withoutOrders, ESIM_PROVIDER_SECRET_ARN: 'arn' }))).toThrow(
      /TABLE_ORDERS/,
    );
  });
});
