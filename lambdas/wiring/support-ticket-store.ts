import { DynamoSupportTicketStore } from '../adapters/dynamo-support-ticket-store';
import type { SupportTicketStore } from '../ports/support-ticket-store';
import { tableAdapter } from './aws-clients';

export const supportTicketStore = tableAdapter(
  'supportTickets',
  (doc, table): SupportTicketStore => new DynamoSupportTicketStore(doc, table),
);
