import { appendFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sesServerModule from 'aws-ses-v2-local';
import { stopServer } from './http-server';

// A CommonJS module compiled from ESM: Node's loader (tsx, `npm start`) hands over its exports object
// as the default import, while bundlers (vitest) unwrap `default`. Accept both.
const startSesServer: typeof sesServerModule =
  typeof sesServerModule === 'function'
    ? sesServerModule
    : (sesServerModule as unknown as { default: typeof sesServerModule }).default;

/** A message as the SES stand-in stored it (parsed from the raw MIME). */
export interface StoredMail {
  messageId: string;
  from: string;
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { html?: string; text?: string };
  attachments: { content: string; contentType: string; filename?: string; size: number }[];
  at: number;
}

export interface SesLocal {
  /** Endpoint for `AWS_ENDPOINT_URL_SES` / the SESClient `endpoint`. */
  url: string;
  port: number;
  stop(): Promise<void>;
  /** Mail sent so far (the stand-in's `GET /store`). */
  listMail(): Promise<StoredMail[]>;
  clearMail(): Promise<void>;
}

/**
 * Appends one JSON line (time, recipients, subject) to `file` for every raw e-mail the stand-in
 * accepted, written before the answer leaves: unlike the stand-in's in-memory store, the log keeps
 * every accepted mail across a killed and restarted runtime (the reliability run counts duplicates).
 */
function logAcceptedMail(server: Server, file: string): void {
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'POST') return;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('finish', () => {
      if (response.statusCode !== 200) return;
      const data = new URLSearchParams(Buffer.concat(chunks).toString('utf8')).get('RawMessage.Data');
      if (!data) return;
      const mime = Buffer.from(data, 'base64').toString('utf8');
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(mime)?.[1]?.trim() ?? '';
      appendFileSync(
        file,
        `${JSON.stringify({ at: Date.now(), to: header('To'), subject: header('Subject') })}\n`,
      );
    });
  });
}

/**
 * Starts aws-ses-v2-local on 127.0.0.1. Only SendEmail/SendRawEmail (v1) and the v2 API answer;
 * other v1 actions hang, hence the timeouts on the helper calls here and on clients that use it.
 * Its mail store is per process, so mail survives a stop and restart in the same process.
 */
export async function startSesLocal(options: { port?: number; mailLog?: string } = {}): Promise<SesLocal> {
  const server: Server = await startSesServer({ host: '127.0.0.1', port: options.port ?? 0 });
  if (options.mailLog) logAcceptedMail(server, options.mailLog);
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    port,
    async listMail() {
      const response = await fetch(`${url}/store`, { signal: AbortSignal.timeout(5000) });
      if (!response.ok) throw new Error(`SES stand-in store answered ${response.status}`);
      return ((await response.json()) as { emails: StoredMail[] }).emails;
    },
    async clearMail() {
      await fetch(`${url}/clear-store`, { method: 'POST', signal: AbortSignal.timeout(5000) });
    },
    stop: () => stopServer(server),
  };
}
