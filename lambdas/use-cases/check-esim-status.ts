import type { EsimStatusResponse } from '../../shared/api/esim.schema';
import { MESSAGES } from '../../shared/validation/messages';
import { emailSchema, iccidSchema, normaliseIccid, statusCheckInput } from '../../shared/validation/rules';
import { NotFoundError, ValidationError } from '../lib/errors';
import { deliveredIccidList, isDeliveredTo } from '../ports/user-store';
import { requireEmailProof } from './email-proof';
import { esimStatusOf, type EsimStatusDeps } from './esim-status';

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
