import type { IncomingHttpHeaders } from 'node:http';
import type { SimulatorContext } from './context';
import type { Reply } from './reply';

/** A call as a handler sees it: the body already parsed, the path's parameters by name. */
export interface RouteRequest {
  method: string;
  /** The URL's path, not decoded. */
  path: string;
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export type RouteHandler = (ctx: SimulatorContext, request: RouteRequest) => Reply | Promise<Reply>;

/** One entry of the simulator's route table. */
export interface SimulatorRoute {
  /** An HTTP method, or '*' for any. */
  method: string;
  /** The path with `{name}` parameters, as the provider's documentation writes them. */
  path: string;
  pattern: RegExp;
  handler: RouteHandler;
  /** Answered without a bearer token (only the token endpoint itself). */
  public: boolean;
}

/**
 * What each path parameter may hold: ICCIDs and day counts are digits, so `/iccids/abc` matches no
 * route; a bundle id is one path segment; `detail` is the rest of the path, slashes included.
 */
const PARAMETER_PATTERNS: Readonly<Record<string, string>> = {
  iccid: '\\d+',
  days: '\\d+',
  bundleId: '[^/]+',
  detail: '.+',
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The whole-path pattern of a `{name}` template; an unknown parameter name is a programming error. */
export function compilePath(template: string): RegExp {
  const source = template
    .split(/(\{[A-Za-z]+\})/)
    .map((part) => {
      const name = /^\{([A-Za-z]+)\}$/.exec(part)?.[1];
      if (name === undefined) return escapeRegExp(part);
      const pattern = PARAMETER_PATTERNS[name];
      if (!pattern) throw new Error(`Unknown path parameter {${name}} in ${template}`);
      return `(?<${name}>${pattern})`;
    })
    .join('');
  return new RegExp(`^${source}$`);
}

export function route(
  method: string,
  path: string,
  handler: RouteHandler,
  options: { public?: boolean } = {},
): SimulatorRoute {
  return { method, path, pattern: compilePath(path), handler, public: options.public ?? false };
}

/** The first route, in table order, whose method and path fit; its parameters by name. */
export function matchRoute(
  routes: readonly SimulatorRoute[],
  method: string,
  path: string,
): { route: SimulatorRoute; params: Record<string, string> } | null {
  for (const candidate of routes) {
    if (candidate.method !== '*' && candidate.method !== method) continue;
    const match = candidate.pattern.exec(path);
    if (match) return { route: candidate, params: { ...match.groups } };
  }
  return null;
}
