import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { PaymentEventStore } from '../ports/payment-event-store';
import { isConditionFailed } from './dynamo-errors';

/** Stripe retries an event for up to three days; keeping ids a month covers every replay. */
const RETENTION_SECONDS = 30 * 24 * 3600;

export class DynamoPaymentEventStore implements PaymentEventStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async markProcessed(eventId: string, orderId: string): Promise<boolean> {
    const nowSeconds = Math.floor(this.now().getTime() / 1000);
    try {
      await this.doc.send(
        new PutCommand({
          TableName: this.tableName,
          Item: {
            event_id: eventId,
            order_id: orderId,
            processed_at: this.now().toISOString(),
            expires_at: nowSeconds + RETENTION_SECONDS,
          },
          ConditionExpression: 'attribute_not_exists(event_id)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailed(error)) return false;
      throw error;
    }
  }

  async recordRejected(key: string, reason: string, rawBody: string): Promise<void> {
    const nowSeconds = Math.floor(this.now().getTime() / 1000);
    await this.doc.send(
      new PutCommand({
        TableName: this.tableName,
        Item: {
          // Apart from processed ids, so a rejected body never blocks the real event with that id.
          event_id: `rejected#${key}`,
          status: 'rejected',
          reason: reason.slice(0, 500),
          // Enough to see what was sent; a Stripe event is far below DynamoDB's item limit.
          body: rawBody.slice(0, 64 * 1024),
          received_at: this.now().toISOString(),
          expires_at: nowSeconds + RETENTION_SECONDS,
        },
      }),
    );
  }
}
