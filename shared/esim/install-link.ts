/** The phones whose eSIM setup opens from a link. */
export type InstallPlatform = 'ios' | 'android';

const SETUP_ORIGINS: Record<InstallPlatform, string> = {
  ios: 'https://esimsetup.apple.com',
  android: 'https://esimsetup.android.com',
};

/** The one-tap install link that opens the phone's eSIM setup with the activation code filled in. */
export const esimInstallLink = (activationCode: string, platform: InstallPlatform): string =>
  `${SETUP_ORIGINS[platform]}/esim_qrcode_provisioning?carddata=${encodeURIComponent(activationCode)}`;
