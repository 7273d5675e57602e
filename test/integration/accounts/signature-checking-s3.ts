import { createHash, createHmac } from 'node:crypto';
import { request as forward, type IncomingMessage } from 'node:http';
import { startHttpServer } from '../../../infra/local/http-server';

/**
 * s3rver accepts any SigV4 signature. Real S3 refuses a presigned request whose signed headers
 * (here Content-Type and Content-Length) differ from what was signed, so this front recomputes the
 * query signature of every presigned request, answers 403 like S3 on a mismatch, and passes the
 * rest on to s3rver unchanged.
 */
export async function startSignatureCheckingS3(options: {
  target: string;
  secretAccessKey: string;
}): Promise<{ endpoint: string; stop(): Promise<void> }> {
  const target = new URL(options.target);
  const server = await startHttpServer((incoming, outgoing) => {
    const problem = presignProblem(incoming, options.secretAccessKey);
    if (problem) {
      incoming.resume();
      outgoing.writeHead(403, { 'content-type': 'application/xml' });
      outgoing.end(`<Error><Code>SignatureDoesNotMatch</Code><Message>${problem}</Message></Error>`);
      return;
    }
    const proxied = forward(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    proxied.on('error', () => outgoing.destroy());
    incoming.pipe(proxied);
  });
  return { endpoint: server.url, stop: server.stop };
}

const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const hmac = (key: string | Buffer, value: string) => createHmac('sha256', key).update(value).digest();

/** Why a presigned request would be refused by S3, or null (also for requests not presigned). */
function presignProblem(request: IncomingMessage, secretAccessKey: string): string | null {
  const url = new URL(request.url ?? '/', 'http://placeholder');
  const signature = url.searchParams.get('X-Amz-Signature');
  if (!signature) return null;
  const amzDate = url.searchParams.get('X-Amz-Date') ?? '';
  const credential = url.searchParams.get('X-Amz-Credential') ?? '';
  const signedHeaders = (url.searchParams.get('X-Amz-SignedHeaders') ?? '').split(';');
  const expires = Number(url.searchParams.get('X-Amz-Expires'));
  const signedAt = Date.parse(
    amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
  );
  if (Date.now() > signedAt + expires * 1000) return 'Request has expired';

  const query = [...url.searchParams.entries()]
    .filter(([key]) => key !== 'X-Amz-Signature')
    .map(([key, value]) => [encode(key), encode(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const headers = signedHeaders
    .map((name) => `${name}:${String(request.headers[name] ?? '').trim()}\n`)
    .join('');
  const canonical = [
    request.method,
    url.pathname,
    query,
    headers,
    signedHeaders.join(';'),
    url.searchParams.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
  ].join('\n');
  const [, date = '', region = '', service = ''] = credential.split('/');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const key = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), service), 'aws4_request');
  const expected = hmac(key, ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n')).toString(
    'hex',
  );
  return expected === signature
    ? null
    : 'The request signature we calculated does not match the signature you provided.';
}
