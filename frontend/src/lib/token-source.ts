/**
 * Where the API client finds the signed-in user's token. Apart from the client itself, so that the
 * session, which every page starts, can register it without loading the client: a page's first view
 * makes no API call (the brand and catalogue checks load the client after it).
 */

/** Gives the signed-in user's current ID token, or null when nobody is signed in. */
export type TokenSource = () => Promise<string | null>;

let source: TokenSource | null = null;

/**
 * The session registers where tokens come from; every `user` and `admin` route then carries the ID
 * token (and a public route with `optionalCaller`, when someone is signed in), and no feature ever
 * handles a token itself.
 */
export function setTokenSource(given: TokenSource | null): void {
  source = given;
}

/** The registered source, or null before the session registered one. */
export const tokenSource = (): TokenSource | null => source;
