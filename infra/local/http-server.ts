import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local stand-in's HTTP server, on 127.0.0.1. */
export interface LocalHttpServer {
  url: string;
  port: number;
  /** Closes the server and every open connection (keep-alive ones too), so nothing outlives a test. */
  stop(): Promise<void>;
}

/** Stops a server now: no new connections, and the open ones dropped. */
export function stopServer(server: Server): Promise<void> {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * Serves `handle` on 127.0.0.1, on `port` or a free one. A port in use rejects, so the caller can
 * name the setting to change.
 */
export async function startHttpServer(
  handle: (request: IncomingMessage, response: ServerResponse) => void | Promise<void>,
  options: { port?: number; host?: string } = {},
): Promise<LocalHttpServer> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return { url: `http://${host}:${port}`, port, stop: () => stopServer(server) };
}

/** Refused by `readBody` for a body above its limit. */
export class BodyTooLargeError extends Error {}

/** The request body as text; rejects with BodyTooLargeError above `limit` bytes (declared or sent). */
export function readBody(request: IncomingMessage, limit = Number.POSITIVE_INFINITY): Promise<string> {
  return new Promise((resolve, reject) => {
    if (Number(request.headers['content-length'] ?? 0) > limit) {
      reject(new BodyTooLargeError());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new BodyTooLargeError());
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** Answers a JSON body, with the given content type and extra headers. */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  });
  response.end(text);
}
