import { randomUUID } from 'node:crypto';
import {
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import * as z from '../../shared/validation/zod';
import { accountTypeSchema } from '../../shared/api/accounts.schema';
import { ConflictError } from '../lib/errors';
import { iccidList, unclaimedIccidList, type UserRecord, type UserStore } from '../ports/user-store';
import { isConditionFailed } from './dynamo-errors';
import { parseItem } from './dynamo-items';
import { queryAll } from './dynamo-query';

/** A users row; an account without eSIMs may have no ICCID list yet. */
const userItem: z.ZodMiniType<UserRecord> = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  account_type: accountTypeSchema,
  iccid: z._default(z.string(), ''),
  unclaimed_iccid: z.optional(z.string()),
  created_at: z.string(),
  business_id: z.nullish(z.string()),
});

const MAX_ICCID_WRITE_ATTEMPTS = 5;

/** Users in the users table, keyed by e-mail so that one conditional put creates an account once. */
export class DynamoUserStore implements UserStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async getByEmail(email: string): Promise<UserRecord | null> {
    const result = await this.doc.send(
      new GetCommand({ TableName: this.tableName, Key: { email: normalise(email) }, ConsistentRead: true }),
    );
    return result.Item ? parseItem(userItem, result.Item, this.tableName) : null;
  }

  async getById(id: string): Promise<UserRecord | null> {
    const result = await this.doc.send(
      new QueryCommand({
        TableName: this.tableName,
        IndexName: 'by-id',
        KeyConditionExpression: 'id = :id',
        ExpressionAttributeValues: { ':id': id },
        Limit: 1,
      }),
    );
    const item = result.Items?.[0];
    return item ? parseItem(userItem, item, this.tableName) : null;
  }

  async ensureUser(email: string, fullName: string): Promise<{ user: UserRecord; created: boolean }> {
    const user: UserRecord = {
      id: randomUUID(),
      email: normalise(email),
      full_name: fullName,
      account_type: 'own-user',
      iccid: '',
      created_at: this.now().toISOString(),
    };
    try {
      await this.doc.send(
        new PutCommand({
          TableName: this.tableName,
          Item: user,
          ConditionExpression: 'attribute_not_exists(email)',
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
      return { user, created: true };
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
      const old = (error as { Item?: Parameters<typeof unmarshall>[0] }).Item;
      const existing = old
        ? parseItem(userItem, unmarshall(old), this.tableName)
        : await this.getByEmail(user.email);
      if (!existing) throw error;
      return { user: existing, created: false };
    }
  }

  async create(user: UserRecord): Promise<void> {
    try {
      await this.doc.send(
        new PutCommand({
          TableName: this.tableName,
          Item: { ...user, email: normalise(user.email) },
          ConditionExpression: 'attribute_not_exists(email)',
        }),
      );
    } catch (error) {
      if (isConditionFailed(error)) throw new ConflictError('An account with this email exists already.');
      throw error;
    }
  }

  async updateName(email: string, fullName: string): Promise<UserRecord | null> {
    try {
      const result = await this.doc.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { email: normalise(email) },
          UpdateExpression: 'SET full_name = :name',
          ConditionExpression: 'attribute_exists(email)',
          ExpressionAttributeValues: { ':name': fullName },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return result.Attributes ? parseItem(userItem, result.Attributes, this.tableName) : null;
    } catch (error) {
      if (isConditionFailed(error)) return null;
      throw error;
    }
  }

  async listByBusiness(businessId: string): Promise<UserRecord[]> {
    const items = await queryAll(this.doc, {
      TableName: this.tableName,
      IndexName: 'by-business',
      KeyConditionExpression: 'business_id = :business',
      ExpressionAttributeValues: { ':business': businessId },
    });
    return items.map((item) => parseItem(userItem, item, this.tableName));
  }

  async listPage(input: {
    search?: string;
    limit: number;
    after?: string;
  }): Promise<{ users: UserRecord[]; next: string | null }> {
    const users: UserRecord[] = [];
    let startKey: Record<string, unknown> | undefined = input.after ? { email: input.after } : undefined;
    const search = input.search?.trim();
    do {
      const page = await this.doc.send(
        new ScanCommand({
          TableName: this.tableName,
          ExclusiveStartKey: startKey,
          Limit: Math.max(input.limit, 50),
          ...(search && {
            FilterExpression: 'contains(email, :email) OR contains(full_name, :name)',
            ExpressionAttributeValues: { ':email': search.toLowerCase(), ':name': search },
          }),
        }),
      );
      for (const item of page.Items ?? []) {
        // A scan page may hold more than a page of matches: stop at the limit and continue from there.
        if (users.length === input.limit) return { users, next: users.at(-1)?.email ?? null };
        users.push(parseItem(userItem, item, this.tableName));
      }
      startKey = page.LastEvaluatedKey;
    } while (startKey && users.length < input.limit);
    return { users, next: startKey ? (users.at(-1)?.email ?? null) : null };
  }

  async addIccid(user: UserRecord, iccid: string): Promise<void> {
    await this.changeLists(user, (row) =>
      iccidList(row).includes(iccid) ? null : { iccid: [...iccidList(row), iccid].join(',') },
    );
  }

  async addUnclaimedIccid(user: UserRecord, iccid: string): Promise<void> {
    await this.changeLists(user, (row) =>
      iccidList(row).includes(iccid) || unclaimedIccidList(row).includes(iccid)
        ? null
        : { unclaimed_iccid: [...unclaimedIccidList(row), iccid].join(',') },
    );
  }

  async claimIccids(email: string): Promise<string[]> {
    const row = await this.getByEmail(email);
    if (!row) return [];
    let moved: string[] = [];
    await this.changeLists(row, (current) => {
      const claimed = iccidList(current);
      moved = unclaimedIccidList(current).filter((iccid) => !claimed.includes(iccid));
      if (unclaimedIccidList(current).length === 0) return null;
      return { iccid: [...claimed, ...moved].join(','), unclaimed_iccid: '' };
    });
    return moved;
  }

  /**
   * Writes the ICCID lists `change` makes of the row (nothing when it answers null). The lists are
   * comma-separated strings (the spec's format): the row is written from the lists as read, and only
   * if nobody changed them meanwhile (else read again), so concurrent changes all survive.
   */
  private async changeLists(
    user: UserRecord,
    change: (row: UserRecord) => Partial<Pick<UserRecord, 'iccid' | 'unclaimed_iccid'>> | null,
  ): Promise<void> {
    let row: UserRecord | null = user;
    for (let attempt = 0; attempt < MAX_ICCID_WRITE_ATTEMPTS; attempt++) {
      if (!row) throw new Error(`No user with id ${user.id}`);
      const next = change(row);
      if (!next) return;
      const names = Object.keys(next) as ('iccid' | 'unclaimed_iccid')[];
      try {
        await this.doc.send(
          new UpdateCommand({
            TableName: this.tableName,
            Key: { email: row.email },
            UpdateExpression: `SET ${names.map((name) => `${name} = :${name}`).join(', ')}`,
            ConditionExpression: [
              'attribute_exists(email)',
              unchanged('iccid', row.iccid),
              unchanged('unclaimed_iccid', row.unclaimed_iccid ?? ''),
            ].join(' AND '),
            ExpressionAttributeValues: {
              ...Object.fromEntries(names.map((name) => [`:${name}`, next[name]])),
              ':previous_iccid': row.iccid,
              ':previous_unclaimed_iccid': row.unclaimed_iccid ?? '',
            },
          }),
        );
        return;
      } catch (error) {
        if (!isConditionFailed(error)) throw error;
      }
      row = await this.getByEmail(user.email);
    }
    throw new Error(`Could not change the ICCIDs of user ${user.id}: too many concurrent changes`);
  }
}

const normalise = (email: string) => email.trim().toLowerCase();

/** A list attribute as read: the same value, or absent when it was read as empty (the reader's default). */
const unchanged = (name: 'iccid' | 'unclaimed_iccid', asRead: string) =>
  asRead === ''
    ? `(attribute_not_exists(${name}) OR ${name} = :previous_${name})`
    : `${name} = :previous_${name}`;
