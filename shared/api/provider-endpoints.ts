/**
 * The eSIM provider endpoints the staff API console may call (SPEC section 7, "API test console"):
 * the 17 provider endpoints and the 9 per-ICCID tab cards. The console renders its cards from this
 * table, and the admin-only proxy forwards a call only when its method and path match an entry, with
 * a body of the entry's fields only: it is not an open relay.
 */

export type ProviderEndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ProviderEndpointTab = 'main' | 'usage' | 'search' | 'advanced';
export type ProviderEndpointParameter = 'idValue' | 'bundleId' | 'maxHistoryInDays';

/** The spec's test endpoint definition. */
export interface ProviderEndpoint {
  id: string;
  name: string;
  method: ProviderEndpointMethod;
  /** Provider path; `{name}` is a parameter filled from the card. */
  path: string;
  description: string;
  /** The console tab that lists the card. */
  category: ProviderEndpointTab;
  /** Every provider call carries the server's bearer token. */
  requiresAuth: true;
  /** Default values of the path parameters other than the ICCID (which comes from the console's input). */
  parameters?: Partial<Record<Exclude<ProviderEndpointParameter, 'idValue'>, string>>;
  /** Prefilled JSON body; the proxy accepts these fields and no others. */
  body?: Readonly<Record<string, string | number | readonly unknown[]>>;
  /** Allocates, charges or messages at the provider: limited more tightly per admin. */
  costly?: boolean;
}

export const PROVIDER_ENDPOINT_TABS: readonly { value: ProviderEndpointTab; label: string }[] = [
  { value: 'main', label: 'Main' },
  { value: 'usage', label: 'Usage' },
  { value: 'search', label: 'Search' },
  { value: 'advanced', label: 'Advanced Features' },
];

/** An ICCID the local provider simulator always knows (a profile in the Error state). */
export const SAMPLE_ICCID = '8944000000000000001';
/** SPEC section 9: test defaults. */
export const TEST_DEFAULTS = {
  topUpHistoryDays: '30',
  smsMessageTimeout: 2880,
  roamingProfile: 3,
  bundleId: '01032_6',
} as const;
export const ALIAS_NUMBERS = [1, 2, 3, 4] as const;

const ICCID = '/network/things/iccids/{idValue}';

export const PROVIDER_ENDPOINTS: readonly ProviderEndpoint[] = [
  // Main: the SIM, its products and profiles.
  {
    id: 'get-sim',
    name: 'Get SIM Details',
    method: 'GET',
    path: ICCID,
    description: 'Details of one SIM by its ICCID.',
    category: 'main',
    requiresAuth: true,
  },
  {
    id: 'get-bundle',
    name: 'Get Bundle',
    method: 'GET',
    path: `${ICCID}/bundle`,
    description: 'The bundle on the SIM: balance, expiry and allocation.',
    category: 'main',
    requiresAuth: true,
  },
  {
    id: 'list-products',
    name: 'List Products',
    method: 'GET',
    path: '/account/products',
    description: 'Products (bundles) available to the account.',
    category: 'main',
    requiresAuth: true,
  },
  {
    id: 'countries-and-networks',
    name: 'Countries and Networks',
    method: 'GET',
    path: '/account/countryAndNetwork',
    description: 'Countries and the networks the account can use there.',
    category: 'main',
    requiresAuth: true,
  },
  {
    id: 'change-product',
    name: 'Change Product',
    method: 'PATCH',
    path: `${ICCID}/products`,
    description: 'Sets the product of a SIM.',
    category: 'main',
    requiresAuth: true,
    body: { productId: TEST_DEFAULTS.bundleId, customReference: 'api-test' },
  },
  {
    id: 'top-up',
    name: 'Top Up',
    method: 'PUT',
    path: '/top-up/iccids/{idValue}',
    description: 'Adds a bundle to an existing SIM.',
    category: 'main',
    requiresAuth: true,
    body: { bundleId: TEST_DEFAULTS.bundleId },
    costly: true,
  },
  {
    id: 'allocate-profile',
    name: 'Allocate Consumer Profile',
    method: 'POST',
    path: '/network/things/consumer-profile/{bundleId}',
    description: 'Requests a new eSIM profile for a bundle.',
    category: 'main',
    requiresAuth: true,
    parameters: { bundleId: TEST_DEFAULTS.bundleId },
    body: { customReference: 'api-test', apns: [] },
    costly: true,
  },
  {
    id: 'get-qr-code',
    name: 'Get QR Code',
    method: 'GET',
    path: '/network/things/consumer-profile-codes/iccids/{idValue}/qrcode',
    description: 'The activation QR code image of a profile.',
    category: 'main',
    requiresAuth: true,
  },
  {
    id: 'get-profile-codes',
    name: 'Get Profile Codes',
    method: 'GET',
    path: '/network/things/consumer-profile-codes/iccids/{idValue}',
    description: 'The activation code of a profile.',
    category: 'main',
    requiresAuth: true,
  },
  {
    id: 'release-profile',
    name: 'Release Profile',
    method: 'POST',
    path: '/network/things/consumer-profile/release/iccids/{idValue}',
    description: 'Forces a profile from the Error state to Released.',
    category: 'main',
    requiresAuth: true,
    body: { customReference: 'api-test' },
  },
  {
    id: 'release-by-reference',
    name: 'Release Profile by Reference',
    method: 'POST',
    path: '/network/things/consumer-profile/release',
    description: 'Releases the profile allocated for a custom reference.',
    category: 'main',
    requiresAuth: true,
    body: { customReference: 'sample-esim' },
  },
  {
    id: 'card-status',
    name: 'Status',
    method: 'GET',
    path: `${ICCID}/status`,
    description: 'Whether the SIM is active.',
    category: 'main',
    requiresAuth: true,
  },
  // Usage.
  {
    id: 'top-up-history',
    name: 'Top-up History',
    method: 'GET',
    path: '/top-up/history/iccids/{idValue}/{maxHistoryInDays}',
    description: 'Top-ups of the SIM in the last days.',
    category: 'usage',
    requiresAuth: true,
    parameters: { maxHistoryInDays: TEST_DEFAULTS.topUpHistoryDays },
  },
  {
    id: 'card-bundle',
    name: 'Bundle Usage',
    method: 'GET',
    path: `${ICCID}/bundle`,
    description: 'Remaining data of the bundle.',
    category: 'usage',
    requiresAuth: true,
  },
  {
    id: 'card-usage',
    name: 'Usage',
    method: 'GET',
    path: `${ICCID}/usage`,
    description: 'Data used so far.',
    category: 'usage',
    requiresAuth: true,
  },
  {
    id: 'card-usage-session',
    name: 'Usage per Session',
    method: 'GET',
    path: `${ICCID}/usage/session`,
    description: 'Data sessions of the SIM.',
    category: 'usage',
    requiresAuth: true,
  },
  {
    id: 'card-usage-daily',
    name: 'Daily Usage',
    method: 'GET',
    path: `${ICCID}/usage/daily`,
    description: 'Data used per day.',
    category: 'usage',
    requiresAuth: true,
  },
  // Search.
  {
    id: 'card-search',
    name: 'Search',
    method: 'GET',
    path: `${ICCID}/search`,
    description: 'Where the SIM was last seen.',
    category: 'search',
    requiresAuth: true,
  },
  {
    id: 'card-search-location',
    name: 'Search Location',
    method: 'GET',
    path: `${ICCID}/search/location`,
    description: 'The country and network of the SIM.',
    category: 'search',
    requiresAuth: true,
  },
  // Advanced features.
  {
    id: 'roaming-zones',
    name: 'Set Roaming Profile',
    method: 'POST',
    path: `${ICCID}/roaming/zones`,
    description: 'Applies a roaming profile to the SIM.',
    category: 'advanced',
    requiresAuth: true,
    body: { profile: TEST_DEFAULTS.roamingProfile, group: 'default', customReference: 'api-test' },
  },
  {
    id: 'add-alias',
    name: 'Add Alias',
    method: 'POST',
    path: `${ICCID}/alias`,
    description: 'Names the SIM (alias numbers 1-4).',
    category: 'advanced',
    requiresAuth: true,
    body: { alias: 'Test SIM', aliasNo: 1 },
  },
  {
    id: 'delete-alias',
    name: 'Delete Alias',
    method: 'DELETE',
    path: `${ICCID}/alias`,
    description: 'Removes an alias (alias numbers 1-4).',
    category: 'advanced',
    requiresAuth: true,
    body: { aliasNo: 1 },
  },
  {
    id: 'send-sms',
    name: 'Send SMS',
    method: 'POST',
    path: `${ICCID}/sms`,
    description: 'Sends an SMS to the SIM.',
    category: 'advanced',
    requiresAuth: true,
    body: { senderId: 'eSIM', message: 'Test message', message_timeout: TEST_DEFAULTS.smsMessageTimeout },
    costly: true,
  },
  {
    id: 'refresh-sim',
    name: 'Refresh SIM',
    method: 'POST',
    path: `${ICCID}/refreshes`,
    description: 'Asks the network to refresh the SIM.',
    category: 'advanced',
    requiresAuth: true,
    body: { customReference: 'api-test' },
  },
  {
    id: 'card-advanced-roaming',
    name: 'Roaming',
    method: 'GET',
    path: `${ICCID}/advanced/roaming`,
    description: 'The roaming profile and zones of the SIM.',
    category: 'advanced',
    requiresAuth: true,
  },
  {
    id: 'card-advanced-network',
    name: 'Network',
    method: 'GET',
    path: `${ICCID}/advanced/network`,
    description: 'Radio technology, APN and network of the SIM.',
    category: 'advanced',
    requiresAuth: true,
  },
];

/** What each path parameter may hold; nothing else is forwarded. */
const PARAMETER_PATTERNS: Record<ProviderEndpointParameter, string> = {
  idValue: '\\d{19,20}',
  bundleId: '\\d{5}_\\d{1,3}',
  maxHistoryInDays: '\\d{1,3}',
};

const patternOf = (endpoint: ProviderEndpoint) =>
  new RegExp(
    `^${endpoint.path.replace(/\{(\w+)\}/g, (_, name: ProviderEndpointParameter) => PARAMETER_PATTERNS[name])}$`,
  );
const PATTERNS = new Map(PROVIDER_ENDPOINTS.map((endpoint) => [endpoint, patternOf(endpoint)]));

/** The allow-listed endpoint a console call names, or null: method and whole path must match. */
export function matchProviderEndpoint(method: string, path: string): ProviderEndpoint | null {
  for (const [endpoint, pattern] of PATTERNS) {
    if (endpoint.method === method && pattern.test(path)) return endpoint;
  }
  return null;
}

/** The body fields an endpoint accepts: those it is prefilled with. */
export const allowedBodyFields = (endpoint: ProviderEndpoint): string[] => Object.keys(endpoint.body ?? {});

/** The provider path of a card with its parameters filled in (each URL-encoded). */
export function providerEndpointPath(
  endpoint: ProviderEndpoint,
  values: Partial<Record<ProviderEndpointParameter, string>>,
): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: ProviderEndpointParameter) =>
    encodeURIComponent(
      values[name] ?? endpoint.parameters?.[name as Exclude<ProviderEndpointParameter, 'idValue'>] ?? '',
    ),
  );
}
