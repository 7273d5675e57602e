import { TWO_FACTOR_ROUTES } from '../../shared/api/two-factor.routes';
import { resource } from '../config/environment';
import { verifyToken } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { getTwoFactorStatus } from '../use-cases/get-two-factor-status';
import { identityProvider } from '../wiring/identity-provider';

export const handler = httpHandler(
  TWO_FACTOR_ROUTES,
  'get-two-factor-status',
  ({ auth }) =>
    getTwoFactorStatus({ identity: identityProvider(), required: resource('adminTwoFactor').required }, auth),
  { verifyToken },
);
