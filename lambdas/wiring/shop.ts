import { config, resource } from '../config/environment';

/** The shop's origin, for links to it (no trailing slash). */
export const shopUrl = (): string => resource('shopUrl').replace(/\/+$/, '');

/** Where the outside world reaches the shop's API (no trailing slash). */
export const publicApiUrl = (): string => resource('publicApiUrl').replace(/\/+$/, '');

/** Brand code of every order reference, when the deployment fixes one. */
export const brandFixedCode = (): string | undefined => config().brandFixedCode;

export const now = (): Date => new Date();
