import * as z from 'zod';
import { trimmedString } from './common.schema';
import { requiredEmail } from './fields';

const ALL_FIELDS = 'Please fill in all fields';

/** POST /api/support/tickets: all four fields are required; the sender name is not stored. */
export const supportTicketRequestSchema = z.object({
  name: trimmedString(120).min(1, ALL_FIELDS),
  email: requiredEmail(ALL_FIELDS),
  subject: trimmedString(200).min(1, ALL_FIELDS),
  message: trimmedString(5000).min(1, ALL_FIELDS),
});
export const supportTicketResponseSchema = z.object({ id: z.string() });

/** POST /api/chat: blank messages are ignored by the client and refused by the server. */
export const chatRequestSchema = z.object({ message: trimmedString(2000).min(1, 'Please type a message') });
export const chatResponseSchema = z.object({ text: z.string() });
