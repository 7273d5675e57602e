export interface PaymentEventStore {
  /** Records a payment provider event id; false when it was recorded before (a replay). */
  markProcessed(eventId: string, orderId: string): Promise<boolean>;
  /** Records a signed event the shop could not read, with why, for someone to look at. */
  recordRejected(key: string, reason: string, rawBody: string): Promise<void>;
}
