import { request, type IncomingHttpHeaders } from 'node:http';

/**
 * Clients of their own on this machine: Linux routes all of 127.0.0.0/8 to the loopback interface,
 * so a request bound to 127.0.0.2 reaches a server on 127.0.0.1 from another address, and the local
 * API counts it as another client, as it would count another viewer behind CloudFront.
 */

/** The n-th client's loopback address (127.10.0.0 and up: never 127.0.0.1, the tests' default). */
export function loopbackAddress(n: number): string {
  const index = Math.abs(Math.trunc(n)) % (1 << 20);
  return `127.${10 + (index >> 16)}.${(index >> 8) & 255}.${index & 255}`;
}

export interface LoopbackAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/** One HTTP request to a loopback URL, sent from `localAddress`. */
export function requestFrom(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<LoopbackAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: init.method ?? 'GET',
        // A declared length, as fetch sends it, rather than a chunked body.
        headers: {
          ...(init.body !== undefined && { 'content-length': String(Buffer.byteLength(init.body)) }),
          ...init.headers,
        },
        localAddress,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}
