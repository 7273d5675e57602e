import type { EsimStatus } from '../../shared/api/esim.schema';
import { bundleNameOf } from '../../shared/bundles/top-up-offers';
import type { Catalogue } from '../../shared/catalogue/catalogue';
import { percentUsed, remainingMb, usageStatus } from '../../shared/esim/usage';
import { MESSAGES } from '../../shared/validation/messages';
import { UpstreamError } from '../lib/errors';
import { logger } from '../lib/logger';
import { pngDataUrl } from '../lib/qr-data-url';
import type { EsimProvider, ProviderBundleStatus } from '../ports/esim-provider';
import type { UserStore } from '../ports/user-store';
import type { EmailProofDeps } from './email-proof';

export interface EsimStatusDeps extends EmailProofDeps {
  users: UserStore;
  provider: EsimProvider;
  /** Names the bundles of the top-up history. */
  catalogue: Catalogue;
}

/** The spec's status checker looks back 90 days for top-ups. */
const TOP_UP_HISTORY_DAYS = 90;

async function optional<T>(what: string, iccid: string, call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    logger.warn(`${what} unavailable`, { iccid, error: error as Error });
    return null;
  }
}

/** Status, usage, top-ups and activation of one eSIM; 502 when the provider cannot give its status. */
export async function esimStatusOf(
  deps: Pick<EsimStatusDeps, 'provider' | 'now' | 'catalogue'>,
  iccid: string,
): Promise<EsimStatus> {
  let status: ProviderBundleStatus;
  try {
    status = await deps.provider.getBundleStatus(iccid);
  } catch (error) {
    throw new UpstreamError(MESSAGES.status.bundleStatusFailed, error);
  }
  const [topUps, activationCode, qrPng] = await Promise.all([
    optional('Top-up history', iccid, () => deps.provider.getTopUpHistory(iccid, TOP_UP_HISTORY_DAYS)),
    optional('Activation code', iccid, () => deps.provider.getActivationCode(iccid)),
    optional('QR code', iccid, () => deps.provider.getQrCodePng(iccid)),
  ]);
  return {
    iccid,
    bundleState: status.bundleExpiry ? 'Active' : 'Inactive',
    usageStatus: usageStatus(status, deps.now()),
    bundleId: status.bundleId,
    bundleExpiry: status.bundleExpiry,
    remainingMb: remainingMb(status),
    totalMb: status.totalDataAllocation,
    percentUsed: percentUsed(status),
    // The provider's references are the shop's order references: they stay on the server.
    topUps: (topUps ?? []).map(({ productBundleId, valueMb, date }) => ({
      productBundleId,
      bundleName: bundleNameOf(deps.catalogue, productBundleId),
      valueMb,
      date,
    })),
    activationCode,
    qrCodeDataUrl: qrPng ? pngDataUrl(qrPng) : null,
  };
}
