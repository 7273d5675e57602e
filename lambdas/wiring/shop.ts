import { loadCatalogue } from '../../shared/catalogue/shipped-catalogue';
import { config, resource } from '../config/environment';
import { lazy } from './container';

/** The catalogue ships with the code: loaded once per container. */
export const catalogue = lazy(loadCatalogue);

/** The shop's origin, for links to it (no trailing slash). */
export const shopUrl = (): string => resource('shopUrl').replace(/\/+$/, '');

/** Where the outside world reaches the shop's API (no trailing slash). */
export const publicApiUrl = (): string => resource('publicApiUrl').replace(/\/+$/, '');

/** Brand code of every order reference, when the deployment fixes one. */
export const brandFixedCode = (): string | undefined => config().brandFixedCode;

export const now = (): Date => new Date();
