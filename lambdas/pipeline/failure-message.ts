import { MESSAGES } from '../../shared/validation/messages';
import { ICCID_TIMEOUT_ERROR } from './errors';

const M = MESSAGES.success;

/**
 * The error text a task failure carries. Lambda reports a thrown error to Step Functions as a JSON
 * Cause (`{ errorType, errorMessage, trace }`); the local interpreter passes the message as is.
 */
export function causeMessage(cause: string): string {
  try {
    const parsed: unknown = JSON.parse(cause);
    if (typeof parsed === 'object' && parsed !== null && 'errorMessage' in parsed)
      return String(parsed.errorMessage);
  } catch {
    // Not JSON: the message itself.
  }
  return cause;
}

/**
 * The mail service's refusals of a message (SES SendRawEmail's errors): it says why, and the buyer
 * reads that reason as the spec's 'Email error: …'. Any other failure of the send (the service out
 * of reach after the retries, a bug) is 'Failed to send email. Contact support.'.
 */
const MAIL_REFUSALS = new Set([
  'MessageRejected',
  'MailFromDomainNotVerifiedException',
  'AccountSendingPausedException',
  'ConfigurationSetSendingPausedException',
  'ConfigurationSetDoesNotExistException',
]);

/** The provider's answer in a failure ("404 Not Found"), or the whole message when it has none. */
const providerAnswer = (message: string) => /\b\d{3} [^:]*$/.exec(message)?.[0]?.trim() ?? message;

/** The spec's message (SPEC section 8) for a step that failed with this error. */
export function failureMessage(step: string, errorName: string, cause: string): string {
  const detail = causeMessage(cause);
  switch (step) {
    case 'retrieve_esim_token':
      return M.tokenFailed;
    case 'request_iccid_allocation':
      return errorName === 'MissingBundleIdError'
        ? M.missingBundleId
        : M.allocationFailed(providerAnswer(detail));
    case 'poll_for_iccid':
      return errorName === ICCID_TIMEOUT_ERROR ? M.iccidTimeout : M.iccidUnavailable;
    case 'generate_qr_code':
      return errorName === 'IccidNotAvailableError'
        ? M.iccidUnavailable
        : M.qrCodeFailed(providerAnswer(detail));
    case 'apply_top_up':
      return errorName === 'IccidNotAvailableError'
        ? M.iccidUnavailable
        : errorName === 'MissingBundleIdError'
          ? M.missingBundleId
          : M.topUpFailed(providerAnswer(detail));
    case 'send_email':
      if (errorName === 'MissingEmailError') return M.missingEmail;
      if (errorName === 'QrCodeNotAvailableError') return M.qrCodeUnavailable;
      return MAIL_REFUSALS.has(errorName) ? M.emailError(detail) : M.emailFailed;
    default:
      return M.unexpected;
  }
}
