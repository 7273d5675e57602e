import * as ses from 'aws-cdk-lib/aws-ses';
import type * as iam from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import type { StageConfig } from './stage-config';

/** The SES identity of the shop's sender address; SES sends a verification mail to it on deploy. */
export class ShopMail extends Construct {
  readonly identity: ses.EmailIdentity;
  readonly mailFrom: string;

  constructor(scope: Construct, id: string, props: { stage: StageConfig }) {
    super(scope, id);
    this.mailFrom = props.stage.mailFrom;
    this.identity = new ses.EmailIdentity(this, 'Sender', { identity: ses.Identity.email(this.mailFrom) });
  }

  /** Lets a function send mail from the shop's identity, and from nowhere else. */
  grantSend(grantee: iam.IGrantable): void {
    this.identity.grant(grantee, 'ses:SendEmail', 'ses:SendRawEmail');
  }
}
