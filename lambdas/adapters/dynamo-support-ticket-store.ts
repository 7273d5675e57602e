import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { SupportTicket, SupportTicketStore } from '../ports/support-ticket-store';

export class DynamoSupportTicketStore implements SupportTicketStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async create(ticket: SupportTicket): Promise<void> {
    await this.doc.send(
      new PutCommand({
        TableName: this.tableName,
        Item: ticket,
        ConditionExpression: 'attribute_not_exists(id)',
      }),
    );
  }
}
