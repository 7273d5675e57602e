import { MESSAGES } from '../../shared/validation/messages';
import { storedOrder } from '../testing/order-fixture';
import { toOrderView } from './order-view';

describe('toOrderView', () => {
  it('says an unpaid order is waiting for payment, and a failed one shows its message', () => {
    expect(toOrderView(storedOrder()).progressText).toBe('Waiting for payment confirmation...');
    expect(
      toOrderView(storedOrder({ paid: true, step: 'started_generate_qr_code', step_number: 3 })).progressText,
    ).toBe('Creating your easy setup QR code...');
    expect(
      toOrderView(storedOrder({ paid: true, status: 'error', step: 'error_poll_for_iccid' })),
    ).toMatchObject({
      errorMessage: MESSAGES.success.unexpected,
      progressText: MESSAGES.success.stepFailed,
    });
  });
});
