import { fullFlowStatuses } from './full-flow-steps';

const order = (status: 'started' | 'error' | 'completed', step: string, stepNumber: number, paid = true) => ({
  status,
  step,
  stepNumber,
  paid,
});

describe('the Full Order Flow steps', () => {
  it.each([
    ['no order yet', null, ['pending', 'pending', 'pending', 'pending']],
    [
      'a free order just written',
      order('started', 'order_created', -1),
      ['completed', 'processing', 'pending', 'pending'],
    ],
    [
      'an unpaid order',
      order('started', 'order_created', -1, false),
      ['processing', 'pending', 'pending', 'pending'],
    ],
    [
      'polling for the ICCID',
      order('started', 'started_poll_for_iccid', 2),
      ['completed', 'processing', 'pending', 'pending'],
    ],
    [
      'the ICCID found',
      order('started', 'completed_poll_for_iccid', 2),
      ['completed', 'completed', 'processing', 'pending'],
    ],
    [
      'the QR code made',
      order('started', 'completed_generate_qr_code', 3),
      ['completed', 'completed', 'completed', 'processing'],
    ],
    [
      'the e-mail failed',
      order('error', 'error_send_email', 4),
      ['completed', 'completed', 'completed', 'error'],
    ],
    [
      'the allocation failed',
      order('error', 'error_request_iccid_allocation', 1),
      ['completed', 'error', 'pending', 'pending'],
    ],
    [
      'a completed order',
      order('completed', 'completed_order_completed', 6),
      ['completed', 'completed', 'completed', 'completed'],
    ],
  ] as const)('%s', (_, view, expected) => {
    expect(fullFlowStatuses(view)).toEqual(expected);
  });

  it('shows Payment Processing as processing while the test order is being placed', () => {
    expect(fullFlowStatuses(null, true)).toEqual(['processing', 'pending', 'pending', 'pending']);
  });
});
