import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DynamoVerificationStore } from '../../../lambdas/adapters/dynamo-verification-store';
import { createTables, uniqueTablePrefix, type DynamoLocal } from '../../../infra/local/dynamo-local';
import { tierDynamo } from '../../support/tier-dynamo';

const EMAIL = 'ada@example.com';
// The real time (whole seconds): DynamoDB Local's TTL deletes items whose expiry has passed on its own
// clock, at moments of its choosing, so a fixed date in the past made these tests flaky.
const NOW = new Date(Math.floor(Date.now() / 1000) * 1000);
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

/** The store's conditional writes against DynamoDB Local: what makes codes and proofs single-use. */
describe('the verifications table', () => {
  let dynamo: DynamoLocal;
  let store: DynamoVerificationStore;

  beforeAll(async () => {
    dynamo = await tierDynamo();
    const tables = await createTables(dynamo.client, uniqueTablePrefix('verifications'));
    store = new DynamoVerificationStore(DynamoDBDocumentClient.from(dynamo.client), tables.verifications);
  });
  afterAll(async () => {
    await dynamo?.stop();
  });

  it('redeems a code once; two redemptions at the same moment give one success', async () => {
    await store.putCode(EMAIL, 'hash-1', minutes(10));
    const results = await Promise.all([
      store.redeemCode(EMAIL, 'hash-1', NOW, 5),
      store.redeemCode(EMAIL, 'hash-1', NOW, 5),
    ]);
    expect(results.sort()).toEqual([false, true]);
    expect(await store.redeemCode(EMAIL, 'hash-1', NOW, 5)).toBe(false);
  });

  it('burns a code at its fifth wrong try, and refuses it once expired', async () => {
    await store.putCode(EMAIL, 'right', minutes(10));
    for (let i = 0; i < 5; i++) expect(await store.redeemCode(EMAIL, 'wrong', NOW, 5)).toBe(false);
    expect(await store.redeemCode(EMAIL, 'right', NOW, 5)).toBe(false);

    await store.putCode(EMAIL, 'right', minutes(10));
    for (let i = 0; i < 4; i++) await store.redeemCode(EMAIL, 'wrong', NOW, 5);
    expect(await store.redeemCode(EMAIL, 'right', NOW, 5)).toBe(true);

    await store.putCode(EMAIL, 'late', minutes(10));
    expect(await store.redeemCode(EMAIL, 'late', minutes(10), 5)).toBe(false);
  });

  it('counts a wrong try against the tried code only, not against a code requested since', async () => {
    await store.putCode(EMAIL, 'first', minutes(10));
    await store.putCode(EMAIL, 'second', minutes(10));
    for (let i = 0; i < 4; i++) await store.redeemCode(EMAIL, 'wrong', NOW, 5);
    expect(await store.redeemCode(EMAIL, 'second', NOW, 5)).toBe(true);
  });

  it('uses a proof up once, only for its e-mail and before it expires', async () => {
    await store.putProof('proof-1', EMAIL, minutes(15));
    expect(await store.proofEmail('proof-1', NOW)).toBe(EMAIL);
    expect(await store.proofEmail('proof-1', minutes(15))).toBeNull();
    expect(await store.consumeProof('proof-1', 'eve@example.com', NOW)).toBeNull();
    expect(await store.consumeProof('proof-1', EMAIL, minutes(15))).toBeNull();

    const results = await Promise.all([
      store.consumeProof('proof-1', EMAIL, NOW),
      store.consumeProof('proof-1', EMAIL, NOW),
    ]);
    expect(results.filter((r) => r !== null)).toEqual([minutes(15)]);
    expect(await store.proofEmail('proof-1', NOW)).toBeNull();
  });
});
