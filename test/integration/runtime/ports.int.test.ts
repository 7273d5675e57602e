import { createServer, type Server } from 'node:net';
import { PortInUseError, resolvePorts } from '../../../infra/local/runtime/ports';

const allZero = {
  shop: 0,
  api: 0,
  dynamodb: 0,
  cognito: 0,
  ses: 0,
  s3: 0,
  stepFunctions: 0,
  esimSimulator: 0,
  stripeStandin: 0,
};

describe('resolvePorts', () => {
  let blocker: Server;
  let busyPort: number;
  beforeAll(async () => {
    blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    busyPort = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => new Promise<void>((resolve) => blocker.close(() => resolve())));

  it('names the taken port and the setting that moves it', async () => {
    const attempt = resolvePorts({ ...allZero, shop: busyPort });
    await expect(attempt).rejects.toBeInstanceOf(PortInUseError);
    await expect(resolvePorts({ ...allZero, shop: busyPort })).rejects.toThrow(
      `Port ${busyPort} is already in use (SHOP_PORT)`,
    );
    await expect(resolvePorts({ ...allZero, api: busyPort })).rejects.toThrow('API_PORT');
  });

  it('gives every service set to 0 its own free port and keeps fixed ones', async () => {
    const resolved = await resolvePorts({ ...allZero, api: 0, shop: 0 });
    const ports = Object.values(resolved);
    expect(ports.every((p) => p > 0)).toBe(true);
    expect(new Set(ports).size).toBe(ports.length);
    expect(ports).not.toContain(busyPort);
  });

  it('refuses the same fixed port for two services', async () => {
    await expect(resolvePorts({ ...allZero, shop: 45_123, api: 45_123 })).rejects.toThrow('API_PORT');
  });
});
