import { MessageRejected } from '@aws-sdk/client-ses';
import { classifyStepError } from './errors';
import { causeMessage, failureMessage } from './failure-message';

describe('failureMessage', () => {
  it.each([
    [
      'retrieve_esim_token',
      'TransientProviderError',
      'x',
      'Failed to retrieve eSIM token. Please refresh the page.',
    ],
    ['request_iccid_allocation', 'MissingBundleIdError', 'x', 'Missing bundle ID. Please refresh the page.'],
    [
      'request_iccid_allocation',
      'PermanentProviderError',
      'Allocation refused: 400 Bad Request',
      'Failed to allocate eSIM: 400 Bad Request. Please refresh or contact support.',
    ],
    [
      'poll_for_iccid',
      'IccidTimeoutError',
      'No ICCID after 50 checks',
      'Timeout waiting for ICCID. Please refresh or contact support.',
    ],
    ['poll_for_iccid', 'PermanentProviderError', 'x', 'ICCID not available. Please refresh the page.'],
    [
      'generate_qr_code',
      'PermanentProviderError',
      'QR code request failed: 404 Not Found',
      'Failed to generate QR code: 404 Not Found. Please refresh or contact support.',
    ],
    ['generate_qr_code', 'IccidNotAvailableError', 'x', 'ICCID not available. Please refresh the page.'],
    ['send_email', 'MissingEmailError', 'x', 'Missing email. Please refresh or contact support.'],
    ['send_email', 'QrCodeNotAvailableError', 'x', 'QR code not available. Please refresh the page.'],
    ['send_email', 'TransientServiceError', 'x', 'Failed to send email. Contact support.'],
    [
      'send_email',
      'MessageRejected',
      'Email address is not verified. The following identities failed the check in region EU-WEST-1: shop@example.com',
      'Email error: Email address is not verified. The following identities failed the check in region EU-WEST-1: shop@example.com',
    ],
    [
      'send_email',
      'AccountSendingPausedException',
      JSON.stringify({
        errorType: 'AccountSendingPausedException',
        errorMessage: 'Sending paused for this account.',
      }),
      'Email error: Sending paused for this account.',
    ],
    [
      'send_email',
      'TypeError',
      "Cannot read properties of undefined (reading 'x')",
      'Failed to send email. Contact support.',
    ],
    ['order_completed', 'States.Timeout', 'x', 'An unexpected error occurred. Please contact support.'],
  ])('%s failing with %s records the spec message', (step, error, cause, expected) => {
    expect(failureMessage(step, error, cause)).toBe(expected);
  });

  it('reads the message out of the JSON cause AWS Lambda reports', () => {
    const cause = JSON.stringify({
      errorType: 'PermanentProviderError',
      errorMessage: 'Allocation refused: 422 Unprocessable Entity',
      trace: [],
    });
    expect(causeMessage(cause)).toBe('Allocation refused: 422 Unprocessable Entity');
    expect(failureMessage('request_iccid_allocation', 'PermanentProviderError', cause)).toBe(
      'Failed to allocate eSIM: 422 Unprocessable Entity. Please refresh or contact support.',
    );
  });

  it("reads SES's own refusal, as the step handler passes it on, as 'Email error: …'", () => {
    const refusal = new MessageRejected({ message: 'Email address is not verified.', $metadata: {} });
    const passed = classifyStepError(refusal);
    expect(passed.name).toBe('MessageRejected');
    expect(failureMessage('send_email', passed.name, passed.message)).toBe(
      'Email error: Email address is not verified.',
    );
  });
});
