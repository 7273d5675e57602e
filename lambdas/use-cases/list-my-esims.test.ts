import { catalogue, fakeProvider, MemoryUsers, NOW } from './fakes.test-support';
import { listMyEsims } from './list-my-esims';

const FIRST = '8944000000000000017';
const SECOND = '8944000000000000025';
let users: MemoryUsers;

beforeEach(async () => {
  users = new MemoryUsers();
  await users.create({
    id: 'u1',
    email: 'ada@example.com',
    full_name: 'Ada',
    account_type: 'own-user',
    iccid: `${FIRST},${SECOND}`,
    created_at: '2026-11-01T00:00:00.000Z',
  });
});

describe('listMyEsims', () => {
  it('reports every eSIM of the account; one the provider cannot report comes with nulls', async () => {
    const provider = fakeProvider({
      getBundleStatus: async (iccid) => {
        if (iccid === SECOND) throw new Error('provider down');
        return {
          iccid,
          bundleId: '01032_3',
          bundleExpiry: '2099-01-01T00:00:00Z',
          bundleBalance: 512,
          totalDataAllocation: 1024,
          isBundleDepleted: false,
          isBundleExpired: false,
        };
      },
    });
    const { esims } = await listMyEsims(
      { users, provider, now: () => NOW, catalogue },
      { email: 'ada@example.com' },
    );
    expect(esims.map((e) => [e.iccid, e.statusAvailable])).toEqual([
      [FIRST, true],
      [SECOND, false],
    ]);
    expect(esims[0]).toMatchObject({ remainingMb: 512, percentUsed: 50, usageStatus: 'Active' });
    expect(esims[1]).toMatchObject({ remainingMb: null, totalMb: null, activationCode: null });
  });

  it('lists only the account’s own eSIMs and counts those others bought with its e-mail', async () => {
    const STRANGERS = '8944000000000000033';
    await users.addUnclaimedIccid((await users.getByEmail('ada@example.com'))!, STRANGERS);
    const answer = await listMyEsims(
      { users, provider: fakeProvider(), now: () => NOW, catalogue },
      { email: 'ada@example.com' },
    );
    expect(answer.esims.map((e) => e.iccid)).toEqual([FIRST, SECOND]);
    expect(answer.unclaimed).toBe(1);
  });
});
