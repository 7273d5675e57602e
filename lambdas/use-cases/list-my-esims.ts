import type { MyEsimsResponse } from '../../shared/api/accounts.schema';
import { iccidList, unclaimedIccidList } from '../ports/user-store';
import { esimStatusOf, type EsimStatusDeps } from './esim-status';
import { signedInUser, type SignedInCaller } from './session-user';

/**
 * GET /api/me/esims: each eSIM in the account's list (one the provider cannot report comes with
 * nulls), and how many bought for its e-mail wait to be claimed.
 */
export async function listMyEsims(
  deps: Pick<EsimStatusDeps, 'users' | 'provider' | 'now' | 'catalogue'>,
  caller: SignedInCaller,
): Promise<MyEsimsResponse> {
  const user = await signedInUser(deps, caller);
  const esims = await Promise.all(
    iccidList(user).map(async (iccid) => {
      try {
        return { ...(await esimStatusOf(deps, iccid)), statusAvailable: true };
      } catch {
        return unavailableEsim(iccid);
      }
    }),
  );
  return { esims, unclaimed: unclaimedIccidList(user).length };
}

const unavailableEsim = (iccid: string): MyEsimsResponse['esims'][number] => ({
  iccid,
  bundleState: 'Inactive',
  usageStatus: 'Not Activated',
  bundleId: null,
  bundleExpiry: null,
  remainingMb: null,
  totalMb: null,
  percentUsed: 0,
  topUps: [],
  activationCode: null,
  qrCodeDataUrl: null,
  statusAvailable: false,
});
