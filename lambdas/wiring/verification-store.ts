import { DynamoVerificationStore } from '../adapters/dynamo-verification-store';
import type { VerificationStore } from '../ports/verification-store';
import { tableAdapter } from './aws-clients';

export const verificationStore = tableAdapter(
  'verifications',
  (doc, table): VerificationStore => new DynamoVerificationStore(doc, table),
);
