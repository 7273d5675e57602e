import { createServer } from 'node:net';
import { freePort } from '../free-port';
import { PORT_ENV_VARS, type ServiceName } from './config';

const LOCAL_HOST = '127.0.0.1';

/** A configured port is taken; the message names the port and the setting that moves it. */
export class PortInUseError extends Error {
  override name = 'PortInUseError';
  constructor(
    readonly port: number,
    readonly envVar: string,
  ) {
    super(
      `Port ${port} is already in use (${envVar}). Stop the program that uses it, or set ${envVar} to another port in .env (0 picks a free one).`,
    );
  }
}

/** True when something already listens on `port` at 127.0.0.1. */
function isPortInUse(port: number, host = LOCAL_HOST): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(true);
      else reject(error);
    });
    probe.listen(port, host, () => probe.close(() => resolve(false)));
  });
}

/**
 * Turns the configured ports into the ones to listen on: 0 becomes a free port, and a fixed port
 * that is taken fails before anything starts, so the user gets one clear message instead of a
 * half-started shop.
 */
export async function resolvePorts(
  configured: Record<ServiceName, number>,
): Promise<Record<ServiceName, number>> {
  const resolved = { ...configured };
  const taken = new Set<number>();
  for (const service of Object.keys(configured) as ServiceName[]) {
    const wanted = configured[service];
    if (wanted !== 0) {
      if (taken.has(wanted) || (await isPortInUse(wanted)))
        throw new PortInUseError(wanted, PORT_ENV_VARS[service]);
      taken.add(wanted);
    }
  }
  for (const service of Object.keys(configured) as ServiceName[]) {
    if (configured[service] !== 0) continue;
    let picked = await freePort();
    while (taken.has(picked)) picked = await freePort();
    taken.add(picked);
    resolved[service] = picked;
  }
  return resolved;
}
