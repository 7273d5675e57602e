export interface PaymentEventStore {
  /** Records a payment provider event id; false when it was recorded before (a replay). */
  markProcessed(eventId: string, orderId: string): Promise<boolean>;
}
