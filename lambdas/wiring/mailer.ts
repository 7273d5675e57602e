import { SESClient } from '@aws-sdk/client-ses';
import { SesMailer } from '../adapters/ses-mailer';
import { resource } from '../config/environment';
import type { Mailer } from '../ports/mailer';
import { sendingAsBrand } from '../use-cases/brand-sender';
import { awsClientConfig } from './aws-clients';
import { brandStore } from './brand-store';
import { lazy } from './container';

/** SES from the configured sender's address, under the brand's current name (every mailing function reads the brand). */
export const mailer = lazy((): Mailer =>
  sendingAsBrand(new SesMailer(new SESClient(awsClientConfig()), resource('mailFrom')), brandStore()),
);
