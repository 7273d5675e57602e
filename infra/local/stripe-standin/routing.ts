import type { IncomingHttpHeaders } from 'node:http';
import type { StandinContext } from './context';
import type { Reply } from './reply';

/** A call as a handler sees it: the path's parameters by name; the body read on demand. */
export interface RouteRequest {
  method: string;
  params: Readonly<Record<string, string>>;
  /** The query string, e.g. a list's filters. */
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  readBody(): Promise<string>;
}

export type RouteHandler = (ctx: StandinContext, request: RouteRequest) => Reply | Promise<Reply>;

/** One entry of the stand-in's route table. */
export interface StandinRoute {
  method: string;
  /** The path with `{name}` segments, e.g. `/v1/invoices/{invoiceId}`. */
  path: string;
  segments: readonly string[];
  handler: RouteHandler;
  /** Whether the path may go on after the template (`/pay/{sessionId}/pay/…`), as on the old stand-in. */
  prefix: boolean;
}

export function route(
  method: string,
  path: string,
  handler: RouteHandler,
  options: { prefix?: boolean } = {},
): StandinRoute {
  const segments = path.split('/').filter(Boolean);
  return { method, path, segments, handler, prefix: options.prefix ?? false };
}

/** A path's non-empty segments: `//v1/x/` is `['v1', 'x']`. */
export const pathSegments = (pathname: string) => pathname.split('/').filter(Boolean);

/** The first route, in table order, whose method and segments fit; its parameters by name. */
export function matchRoute(
  routes: readonly StandinRoute[],
  method: string,
  segments: readonly string[],
): { route: StandinRoute; params: Record<string, string> } | null {
  for (const candidate of routes) {
    if (candidate.method !== method) continue;
    const length = candidate.segments.length;
    if (segments.length < length || (!candidate.prefix && segments.length > length)) continue;
    const params: Record<string, string> = {};
    const fits = candidate.segments.every((part, i) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name !== undefined) params[name] = segments[i]!;
      return name !== undefined || part === segments[i];
    });
    if (fits) return { route: candidate, params };
  }
  return null;
}
