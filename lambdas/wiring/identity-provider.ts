import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { CognitoIdentityProvider } from '../adapters/cognito-identity-provider';
import { resource } from '../config/environment';
import type { IdentityProvider } from '../ports/identity-provider';
import { awsClientConfig } from './aws-clients';
import { lazy } from './container';

export const identityProvider = lazy(
  (): IdentityProvider =>
    new CognitoIdentityProvider(new CognitoIdentityProviderClient(awsClientConfig()), resource('userPoolId')),
);
