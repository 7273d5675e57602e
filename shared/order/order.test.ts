import fc from 'fast-check';
import {
  brandSlug,
  FULFILMENT_DONE,
  isDelivered,
  makeOrderReference,
  ORDER_STEPS,
  parseOrderReference,
  progressText,
  resumeStepIndex,
  stepNumber,
} from './order';

describe('order steps', () => {
  it.each([
    ['retrieve_esim_token', 0],
    ['request_iccid_allocation', 1],
    ['poll_for_iccid', 2],
    ['generate_qr_code', 3],
    ['send_email', 4],
    ['update_user_record', 5],
    ['order_completed', 6],
    ['order_created', -1],
    ['nonsense', -1],
  ])('%s is step %i', (name, number) => {
    expect(stepNumber(name)).toBe(number);
  });

  it('has seven steps, so done is 7', () => {
    expect(ORDER_STEPS).toHaveLength(7);
    expect(FULFILMENT_DONE).toBe(7);
  });
});

describe('resumeStepIndex', () => {
  it.each([
    ['pending', 0],
    ['order_created', 0],
    ['started_retrieve_esim_token', 0],
    ['error_retrieve_esim_token', 0],
    ['completed_retrieve_esim_token', 1],
    ['started_poll_for_iccid', 2],
    ['error_poll_for_iccid', 2],
    ['completed_poll_for_iccid', 3],
    ['error_send_email', 4],
    ['completed_update_user_record', 6],
    ['started_order_completed', 6],
    ['completed_order_completed', 7],
    ['something_else', 0],
  ])('%s resumes at %i', (step, index) => {
    expect(resumeStepIndex(step)).toBe(index);
  });
});

describe('progressText', () => {
  it.each([
    ['pending', 'Preparing your travel connection...'],
    ['order_created', 'Preparing your travel connection...'],
    ['started_retrieve_esim_token', 'Preparing your travel connection...'],
    ['started_request_iccid_allocation', 'Reserving your eSIM profile...'],
    ['completed_retrieve_esim_token', 'Reserving your eSIM profile...'],
    ['started_poll_for_iccid', 'Activating your eSIM profile...'],
    ['started_generate_qr_code', 'Creating your easy setup QR code...'],
    ['completed_poll_for_iccid', 'Creating your easy setup QR code...'],
    ['started_send_email', 'Sending your eSIM details by email...'],
    ['started_update_user_record', 'Saving your eSIM to your account...'],
    ['completed_order_completed', 'Your travel eSIM is ready!'],
    ['order_completed', 'Your travel eSIM is ready!'],
    ['error_poll_for_iccid', 'Something went wrong with this step. Please retry or contact support.'],
  ])('%s says %j', (step, text) => {
    expect(progressText(step)).toBe(text);
  });
});

describe('isDelivered', () => {
  it.each([
    ['completed', 'order_completed', true],
    ['completed', 'completed_order_completed', true],
    ['started', 'completed_order_completed', false],
    ['completed', 'completed_send_email', false],
    ['error', 'error_send_email', false],
    ['started', 'order_created', false],
  ])('status %s, step %s → %s', (status, step, delivered) => {
    expect(isDelivered({ status, step })).toBe(delivered);
  });
});

describe('order references', () => {
  const userId = '3f1c2b9e-8d7a-4c6b-9e5f-1a2b3c4d5e6f';

  it('has the form {brand}_order_{timestamp}_{bundleId}_{userId}', () => {
    const reference = makeOrderReference({
      brand: 'roamly',
      timestamp: 1735689600000,
      bundleId: '01032_3',
      userId,
    });
    expect(reference).toBe(`roamly_order_1735689600000_01032_3_${userId}`);
    expect(parseOrderReference(reference)).toEqual({
      brand: 'roamly',
      timestamp: 1735689600000,
      bundleId: '01032_3',
      userId,
    });
  });

  it.each([
    ['Roamly', 'roamly'],
    ['Roamly Travel eSIM!', 'roamly-travel-esim'],
    ['Café_Connect', 'cafe-connect'],
    ['  ', 'esim'],
    ['旅行', 'esim'],
  ])('slugs the brand %j to %j', (brand, slug) => {
    expect(brandSlug(brand)).toBe(slug);
  });

  it.each([
    ['a bundle id with a space', { bundleId: '01032 3' }],
    ['a user id with an underscore', { userId: 'user_1' }],
    ['a negative timestamp', { timestamp: -1 }],
    ['a fractional timestamp', { timestamp: 1.5 }],
  ])('refuses %s', (_label, patch) => {
    expect(() =>
      makeOrderReference({ brand: 'roamly', timestamp: 1, bundleId: '01032_3', userId, ...patch }),
    ).toThrow();
  });

  it.each([
    '',
    'roamly_order_abc_01032_3_user',
    'roamly-order-1-01032_3-user',
    'Roamly_order_1_01032_3_user',
  ])('does not parse %j', (reference) => {
    expect(parseOrderReference(reference)).toBeNull();
  });

  it('parses back every reference it makes', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.stringMatching(/^[0-9A-Za-z_-]{1,12}$/),
        fc.uuid(),
        (brand, timestamp, bundleId, id) => {
          const reference = makeOrderReference({ brand, timestamp, bundleId, userId: id });
          expect(reference).toMatch(/^[A-Za-z0-9_-]+$/);
          expect(parseOrderReference(reference)).toEqual({
            brand: brandSlug(brand),
            timestamp,
            bundleId,
            userId: id,
          });
        },
      ),
    );
  });
});
