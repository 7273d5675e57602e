import { SESClient } from '@aws-sdk/client-ses';
import { SesMailer } from '../adapters/ses-mailer';
import { resource } from '../config/environment';
import type { Mailer } from '../ports/mailer';
import { awsClientConfig } from './aws-clients';
import { lazy } from './container';

export const mailer = lazy(
  (): Mailer => new SesMailer(new SESClient(awsClientConfig()), resource('mailFrom')),
);
