import { ERROR_CODES } from '@shared/api/common.schema';
import { MESSAGES } from '@shared/validation/messages';
import { apiError, fakeRoute } from '../contract';
import { db } from '../db';

/**
 * The status checker's route as the server answers it: anonymously, an e-mail with one of its
 * ICCIDs shows that eSIM alone (one 404 for every mismatch); with a proof of the e-mail, every
 * eSIM of the address is listed and the first (or the one asked for) shown.
 */
export const esimStatusHandlers = [
  fakeRoute('check-esim-status', ({ body }) => {
    const email = body.email?.trim().toLowerCase() ?? '';
    const user = db.users.get(email);
    const answer = (iccids: string[], iccid: string) => {
      const esim = db.esims.get(iccid);
      if (!esim) return apiError(502, 'upstream_error', MESSAGES.status.bundleStatusFailed);
      return { json: { iccids, esim } };
    };
    if (body.proof) {
      if (db.proofs.get(body.proof) !== email) {
        return apiError(403, ERROR_CODES.forbidden, MESSAGES.emailCode.proofRequired);
      }
      const [first] = user?.iccids ?? [];
      if (!user || !first) return apiError(404, ERROR_CODES.notFound, MESSAGES.status.noEsim);
      const asked = body.iccid?.replace(/\D/g, '') || first;
      if (!user.iccids.includes(asked)) return apiError(404, ERROR_CODES.notFound, MESSAGES.status.noMatch);
      return answer(user.iccids, asked);
    }
    const iccid = body.iccid?.replace(/\D/g, '') ?? '';
    if (!user || !user.iccids.includes(iccid)) {
      return apiError(404, ERROR_CODES.notFound, MESSAGES.status.noMatch);
    }
    return answer([iccid], iccid);
  }),
];
