import { detectPlatform, installLink } from './install-link';
import { fulfilmentStepStates } from './order-steps';

describe('fulfilment step states', () => {
  it.each([
    ['before payment is confirmed', 'started', 'order_created', -1, ['current', 'upcoming', 'upcoming']],
    [
      'while a step runs',
      'started',
      'started_poll_for_iccid',
      2,
      ['complete', 'complete', 'current', 'upcoming'],
    ],
    [
      'after a step finished',
      'started',
      'completed_poll_for_iccid',
      2,
      ['complete', 'complete', 'complete', 'current', 'upcoming'],
    ],
    [
      'on a failed step',
      'error',
      'error_generate_qr_code',
      3,
      ['complete', 'complete', 'complete', 'error', 'upcoming'],
    ],
  ] as const)('%s', (_, status, step, stepNumber, expected) => {
    expect(fulfilmentStepStates({ status, step, stepNumber }).slice(0, expected.length)).toEqual(expected);
  });

  it('marks all seven steps complete once the order is completed', () => {
    expect(
      fulfilmentStepStates({ status: 'completed', step: 'completed_order_completed', stepNumber: 6 }),
    ).toEqual(Array(7).fill('complete'));
  });
});

describe('install on this device', () => {
  const code = 'LPA:1$smdp.example.com$ABC-123';

  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 0, 'ios'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5, 'ios'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8)', 5, 'android'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0, 'other'],
    ['Mozilla/5.0 (X11; Linux x86_64)', 0, 'other'],
  ] as const)('%s with %i touch points is %s', (agent, touch, platform) => {
    expect(detectPlatform(agent, touch)).toBe(platform);
  });

  it("builds Apple's and Android's one-tap links from the activation code, and none on a computer", () => {
    expect(installLink(code, 'ios')).toBe(
      'https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA%3A1%24smdp.example.com%24ABC-123',
    );
    expect(installLink(code, 'android')).toBe(
      'https://esimsetup.android.com/esim_qrcode_provisioning?carddata=LPA%3A1%24smdp.example.com%24ABC-123',
    );
    expect(installLink(code, 'other')).toBeNull();
  });
});
