import type { EsimStatus, EsimStatusResponse } from '../../shared/api/esim.schema';
import { bundleNameOf } from '../../shared/bundles/top-up-offers';
import type { Catalogue } from '../../shared/catalogue/catalogue';
import { percentUsed, remainingMb, usageStatus } from '../../shared/esim/usage';
import { MESSAGES } from '../../shared/validation/messages';
import { emailSchema, iccidSchema, normaliseIccid, statusCheckInput } from '../../shared/validation/rules';
import { NotFoundError, UpstreamError, ValidationError } from '../lib/errors';
import { logger } from '../lib/logger';
import type { EsimProvider, ProviderBundleStatus } from '../ports/esim-provider';
import { deliveredIccidList, isDeliveredTo, type UserStore } from '../ports/user-store';
import { requireEmailProof, type EmailProofDeps } from './email-proof';
import { pngDataUrl } from '../lib/qr-data-url';

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

const invalid = (message: string, field: 'email' | 'iccid' | null) =>
  new ValidationError(message, field ? { [field]: message } : undefined);

/**
 * The status checker. The answer carries the activation code and QR, which would let anyone install
 * the eSIM, and e-mails and ICCIDs are not secrets (whoever buys an eSIM sees its ICCID, and anyone
 * can check out with any address). So anonymously, e-mail + ICCID shows that one eSIM and nothing
 * else, and every way of not matching gives the same 404. With a proof of the e-mail, the owner
 * sees the list of all their eSIMs (the picker) and any one of them.
 */
export async function checkEsimStatus(
  deps: EsimStatusDeps,
  body: { email?: string | null; iccid?: string | null; proof?: string | null },
): Promise<EsimStatusResponse> {
  const proof = body.proof?.trim();
  if (proof) return checkOwnEsimStatus(deps, { email: body.email, iccid: body.iccid, proof });
  const input = statusCheckInput(body);
  if (!input.ok) throw invalid(input.message, input.field);
  const user = await deps.users.getByEmail(input.email);
  if (!user || !isDeliveredTo(input.iccid, user)) throw new NotFoundError(MESSAGES.status.noMatch);
  const iccid = normaliseIccid(input.iccid);
  return { iccids: [iccid], esim: await esimStatusOf(deps, iccid) };
}

/** The proven owner's status check: the e-mail alone lists every eSIM and shows the first (or the one asked for). */
async function checkOwnEsimStatus(
  deps: EsimStatusDeps,
  body: { email?: string | null; iccid?: string | null; proof: string },
): Promise<EsimStatusResponse> {
  const email = emailSchema.safeParse(body.email ?? '');
  if (!email.success) throw invalid(email.error.issues[0]?.message ?? MESSAGES.email.invalid, 'email');
  await requireEmailProof(deps, email.data, body.proof);
  const user = await deps.users.getByEmail(email.data);
  // Every eSIM delivered to the proven address, also those bought by someone else and not claimed.
  const iccids = user ? deliveredIccidList(user) : [];
  const [first] = iccids;
  if (!user || !first) throw new NotFoundError(MESSAGES.status.noEsim);
  let iccid = first;
  if (body.iccid?.trim()) {
    const asked = iccidSchema.safeParse(body.iccid);
    if (!asked.success) throw invalid(MESSAGES.iccid.invalid, 'iccid');
    if (!isDeliveredTo(asked.data, user)) throw new NotFoundError(MESSAGES.status.noMatch);
    iccid = asked.data;
  }
  return { iccids, esim: await esimStatusOf(deps, iccid) };
}
