import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { VerificationStore } from '../ports/verification-store';
import { isConditionFailed } from './dynamo-errors';

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
const codeKey = (email: string) => `code#${email}`;
const proofKey = (proofHash: string) => `proof#${proofHash}`;

/**
 * Codes and proofs in the verifications table (key `id`: `code#<email>` or `proof#<sha256>`).
 * `expires_at` (epoch seconds) is the table's TTL attribute; every condition checks it as well,
 * since TTL deletion is lazy.
 */
export class DynamoVerificationStore implements VerificationStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async putCode(email: string, codeHash: string, expiresAt: Date): Promise<void> {
    await this.doc.send(
      new PutCommand({
        TableName: this.tableName,
        Item: { id: codeKey(email), code_hash: codeHash, attempts: 0, expires_at: epochSeconds(expiresAt) },
      }),
    );
  }

  async redeemCode(email: string, codeHash: string, now: Date, maxAttempts: number): Promise<boolean> {
    try {
      await this.doc.send(
        new DeleteCommand({
          TableName: this.tableName,
          Key: { id: codeKey(email) },
          ConditionExpression: 'code_hash = :hash AND expires_at > :now AND attempts < :max',
          ExpressionAttributeValues: { ':hash': codeHash, ':now': epochSeconds(now), ':max': maxAttempts },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
      return true;
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
      const stored = (error as { Item?: Parameters<typeof unmarshall>[0] }).Item;
      if (stored) await this.countWrongTry(email, unmarshall(stored)['code_hash']);
      return false;
    }
  }

  /** One more wrong try against the code that was tried, not against one requested since. */
  private async countWrongTry(email: string, triedCodeHash: unknown): Promise<void> {
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { id: codeKey(email) },
          UpdateExpression: 'ADD attempts :one',
          ConditionExpression: 'code_hash = :tried',
          ExpressionAttributeValues: { ':one': 1, ':tried': triedCodeHash },
        }),
      );
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
  }

  async putProof(proofHash: string, email: string, expiresAt: Date): Promise<void> {
    await this.doc.send(
      new PutCommand({
        TableName: this.tableName,
        Item: { id: proofKey(proofHash), email, expires_at: epochSeconds(expiresAt) },
      }),
    );
  }

  async proofEmail(proofHash: string, now: Date): Promise<string | null> {
    const { Item } = await this.doc.send(
      new GetCommand({ TableName: this.tableName, Key: { id: proofKey(proofHash) }, ConsistentRead: true }),
    );
    if (!Item || typeof Item['email'] !== 'string' || typeof Item['expires_at'] !== 'number') return null;
    return Item['expires_at'] > epochSeconds(now) ? Item['email'] : null;
  }

  async consumeProof(proofHash: string, email: string, now: Date): Promise<Date | null> {
    try {
      const { Attributes } = await this.doc.send(
        new DeleteCommand({
          TableName: this.tableName,
          Key: { id: proofKey(proofHash) },
          ConditionExpression: 'email = :email AND expires_at > :now',
          ExpressionAttributeValues: { ':email': email, ':now': epochSeconds(now) },
          ReturnValues: 'ALL_OLD',
        }),
      );
      return new Date(Number(Attributes?.['expires_at']) * 1000);
    } catch (error) {
      if (isConditionFailed(error)) return null;
      throw error;
    }
  }
}
