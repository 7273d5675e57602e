/** What the provider reports once a profile is allocated. */
export interface AllocatedProfile {
  iccid: string;
  activationCode: string;
}

export interface ProviderBundleStatus {
  iccid: string;
  bundleId: string | null;
  /** Set once the eSIM has been used for data. */
  bundleExpiry: string | null;
  /** MB left (the provider may send a numeric string). */
  bundleBalance: number | string | null;
  totalDataAllocation: number | null;
  isBundleDepleted: boolean;
  isBundleExpired: boolean;
}

export interface ProviderTopUp {
  productBundleId: string | null;
  valueMb: number | null;
  date: string | null;
  /** The reference the top-up was applied under (the shop's order reference), when the provider reports it. */
  customReference?: string | null;
}

export interface ProviderSim {
  iccid: string;
  customReference: string | null;
  status: ProviderBundleStatus | null;
}

export interface ProviderHttpResult {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  durationMs: number;
}

/**
 * The eSIM provider. Adapters throw TransientProviderError (network, timeout, 5xx, throttling) or
 * PermanentProviderError (4xx and malformed answers) so that callers and the state machine can
 * tell a retry from a give-up.
 */
export interface EsimProvider {
  /**
   * Requests a consumer profile for the bundle; the order reference is the custom reference. The
   * provider posts the allocated profile to `callbackUrl` (the spec's webhook header) once it exists.
   */
  requestAllocation(bundleId: string, customReference: string, callbackUrl: string): Promise<void>;
  /** The profile allocated for this custom reference, or null while none exists yet. */
  findAllocation(customReference: string): Promise<AllocatedProfile | null>;
  getActivationCode(iccid: string): Promise<string>;
  getQrCodePng(iccid: string): Promise<Uint8Array>;
  getBundleStatus(iccid: string): Promise<ProviderBundleStatus>;
  getTopUpHistory(iccid: string, days: number): Promise<ProviderTopUp[]>;
  /** Adds the bundle's data to the eSIM (PUT /top-up/iccids/{iccid}), under the order reference. */
  applyTopUp(iccid: string, bundleId: string, customReference: string): Promise<void>;
  listSims(): Promise<ProviderSim[]>;
  /**
   * Releases the eSIM's consumer profile (POST /network/things/consumer-profile/release/iccids/{iccid},
   * under the order reference): it can no longer be installed or used. Releasing a released profile
   * again changes nothing.
   */
  releaseProfile(iccid: string, customReference: string): Promise<void>;
  /**
   * Raw call for the staff console; never throws for an HTTP error status. Throws
   * ProviderTokenUnavailableError when no provider token can be had (credentials missing or refused).
   */
  call(method: string, path: string, body?: unknown): Promise<ProviderHttpResult>;
}

/** The staff console's call found no provider token: the provider is not configured (or refuses it). */
export class ProviderTokenUnavailableError extends Error {
  override readonly name = 'ProviderTokenUnavailableError';
}
