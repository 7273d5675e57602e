/**
 * The staff pages the admin console links to (the API testing console, the e-mail test pages, …),
 * each with its path and the label of its link. Every staff page adds itself here.
 */
export const STAFF_PAGES: readonly { path: string; label: string }[] = [];
