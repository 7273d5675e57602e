import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadRuntimeConfig, parseRuntimeConfig, RuntimeConfigError } from './config';

describe('parseRuntimeConfig', () => {
  it('runs entirely on stand-ins with the documented defaults when nothing is set', () => {
    const config = parseRuntimeConfig({}, '/repo');
    expect(config.ports.shop).toBe(5173);
    expect(config.ports.api).toBe(3001);
    expect(config.ports.dynamodb).toBe(0);
    expect(config.stripe).toBeNull();
    expect(config.esimProvider).toBeNull();
    expect(config.simulator).toEqual({
      allocationDelayMs: 2000,
      errorRate: 0,
      latencyMs: 0,
      activationDelayMs: 60_000,
    });
    expect(config.pipeline).toEqual({ allocationDelaySeconds: 2, pollIntervalSeconds: 1 });
    expect(config.dataDir).toBe('/repo/.local');
    // The demo admin signs in with the password alone.
    expect(config.requireAdminTotp).toBe(false);
  });

  it("requires admins' authenticator app only when REQUIRE_ADMIN_TOTP says true", () => {
    expect(parseRuntimeConfig({ REQUIRE_ADMIN_TOTP: 'true' }).requireAdminTotp).toBe(true);
    expect(parseRuntimeConfig({ REQUIRE_ADMIN_TOTP: 'false' }).requireAdminTotp).toBe(false);
    expect(parseRuntimeConfig({ REQUIRE_ADMIN_TOTP: '' }).requireAdminTotp).toBe(false);
  });

  it('switches to real Stripe and a real provider only when their settings are complete', () => {
    const config = parseRuntimeConfig(
      {
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        ESIM_PROVIDER_URL: 'https://provider.example/api',
        ESIM_PROVIDER_CLIENT_ID: 'id',
        ESIM_PROVIDER_CLIENT_SECRET: 'secret',
        DATA_DIR: '/var/shop',
        SHOP_PORT: '8080',
      },
      '/repo',
    );
    expect(config.stripe).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1' });
    expect(config.esimProvider).toEqual({
      url: 'https://provider.example/api',
      clientId: 'id',
      clientSecret: 'secret',
    });
    expect(config.dataDir).toBe('/var/shop');
    expect(config.ports.shop).toBe(8080);
  });

  it('treats empty values copied from .env.example as unset', () => {
    const config = parseRuntimeConfig({
      STRIPE_SECRET_KEY: '',
      ESIM_PROVIDER_URL: '',
      STRIPE_WEBHOOK_SECRET: '',
    });
    expect(config.stripe).toBeNull();
    expect(config.esimProvider).toBeNull();
  });

  it.each([
    [{ SHOP_PORT: '70000' }, 'SHOP_PORT'],
    [{ API_PORT: 'abc' }, 'API_PORT'],
    [{ ESIM_SIM_ERROR_RATE: '1.5' }, 'ESIM_SIM_ERROR_RATE'],
    [{ STRIPE_SECRET_KEY: 'sk_test_1' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ ESIM_PROVIDER_URL: 'https://p.example' }, 'ESIM_PROVIDER_CLIENT_ID'],
    [{ ESIM_PROVIDER_URL: 'not a url' }, 'ESIM_PROVIDER_URL'],
    // A typo must not turn the requirement off unnoticed.
    [{ REQUIRE_ADMIN_TOTP: 'yes' }, 'REQUIRE_ADMIN_TOTP'],
  ])('rejects %o naming %s', (env, name) => {
    expect(() => parseRuntimeConfig(env)).toThrow(RuntimeConfigError);
    expect(() => parseRuntimeConfig(env)).toThrow(name);
  });
});

describe('loadRuntimeConfig', () => {
  it('reads .env from the working directory, with variables already set taking precedence', () => {
    const dir = mkdtempSync(join(tmpdir(), 'runtime-config-'));
    writeFileSync(join(dir, '.env'), 'ESIM_SIM_LATENCY_MS=250\nMAIL_FROM=shop@from-file.example\n');
    const before = { ...process.env };
    process.env['MAIL_FROM'] = 'shop@from-env.example';
    try {
      const config = loadRuntimeConfig(dir);
      expect(config.simulator.latencyMs).toBe(250);
      expect(config.mailFrom).toBe('shop@from-env.example');
    } finally {
      process.env = before;
    }
  });
});
