import type { EsimStatusResponse } from '../../shared/api/esim.schema';
import { percentUsed, remainingMb, usageStatus } from '../../shared/esim/usage';
import { MESSAGES } from '../../shared/validation/messages';
import { iccidBelongsTo, normaliseIccid, statusCheckInput } from '../../shared/validation/rules';
import { ForbiddenError, NotFoundError, UpstreamError, ValidationError } from '../lib/errors';
import { logger } from '../lib/logger';
import type { EsimProvider, ProviderBundleStatus } from '../ports/esim-provider';
import { iccidList, type UserStore } from '../ports/user-store';
import { pngDataUrl } from './qr-data-url';

export interface EsimStatusDeps {
  users: UserStore;
  provider: EsimProvider;
  now: () => Date;
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

/**
 * The status checker. An eSIM is shown only to someone who gives the account's e-mail and one of
 * its ICCIDs: the answer carries the activation code and QR, which would let anyone install it.
 */
export async function checkEsimStatus(
  deps: EsimStatusDeps,
  body: { email?: string | null; iccid?: string | null },
): Promise<EsimStatusResponse> {
  const input = statusCheckInput(body);
  if (!input.ok)
    throw new ValidationError(input.message, input.field ? { [input.field]: input.message } : undefined);
  const user = await deps.users.getByEmail(input.email);
  const iccids = user ? iccidList(user) : [];
  if (!user || iccids.length === 0) throw new NotFoundError(MESSAGES.status.noEsim);
  if (!iccidBelongsTo(input.iccid, user.iccid)) throw new ForbiddenError(MESSAGES.status.iccidMismatch);
  const iccid = normaliseIccid(input.iccid);

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
    iccids,
    esim: {
      iccid,
      bundleState: status.bundleExpiry ? 'Active' : 'Inactive',
      usageStatus: usageStatus(status, deps.now()),
      bundleId: status.bundleId,
      bundleExpiry: status.bundleExpiry,
      remainingMb: remainingMb(status),
      totalMb: status.totalDataAllocation,
      percentUsed: percentUsed(status),
      topUps: topUps ?? [],
      activationCode,
      qrCodeDataUrl: qrPng ? pngDataUrl(qrPng) : null,
    },
  };
}
