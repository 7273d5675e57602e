import type { APIGatewayProxyEvent } from 'aws-lambda';

/**
 * The header that carries the viewer's IP address to the API. CloudFront's viewer-request function
 * on the API behaviour (`VIEWER_IP_CODE`, infra/stack/web.ts) sets it from `event.viewer.ip`,
 * replacing any value the viewer sent, and the API answers only requests that came through
 * CloudFront (its WAF checks the origin secret, infra/stack/firewall.ts). The local API Gateway has
 * no CloudFront in front: it drops the header a client sends and the socket's address is used.
 *
 * Not `CloudFront-Viewer-Address`: a viewer can send a header of that name too, and the API's
 * behaviour forwards every viewer header; only the function's header is set by CloudFront alone.
 */
export const VIEWER_IP_HEADER = 'x-viewer-ip';

/**
 * The caller's address, the key of every per-client limit: the viewer's IP the edge set, else API
 * Gateway's source IP (locally, the socket's).
 */
export function clientAddress(event: Pick<APIGatewayProxyEvent, 'headers' | 'requestContext'>): string {
  const viewer = event.headers?.[VIEWER_IP_HEADER]?.trim();
  if (viewer) return viewer;
  return event.requestContext?.identity?.sourceIp ?? 'unknown';
}
