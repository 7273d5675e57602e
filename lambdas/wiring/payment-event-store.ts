import { DynamoPaymentEventStore } from '../adapters/dynamo-payment-event-store';
import type { PaymentEventStore } from '../ports/payment-event-store';
import { tableAdapter } from './aws-clients';

export const paymentEventStore = tableAdapter(
  'paymentEvents',
  (doc, table): PaymentEventStore => new DynamoPaymentEventStore(doc, table),
);
