import { esimInstallLink } from '@shared/esim/install-link';

export type DevicePlatform = 'ios' | 'android' | 'other';

/** Which phone family the browser runs on; iPadOS reports itself as a Mac with a touch screen. */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): DevicePlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

/**
 * The one-tap install address for an LPA activation code: Apple's on iOS, Android's equivalent on
 * Android phones; none elsewhere, since a computer cannot install the eSIM it is showing.
 */
export function installLink(activationCode: string, platform: DevicePlatform): string | null {
  return platform === 'other' ? null : esimInstallLink(activationCode, platform);
}

export function currentPlatform(): DevicePlatform {
  if (typeof navigator === 'undefined') return 'other';
  return detectPlatform(navigator.userAgent, navigator.maxTouchPoints);
}
