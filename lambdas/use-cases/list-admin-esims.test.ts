import { adminEsimsQuerySchema } from '../../shared/api/admin-console.schema';
import type { ProviderSim } from '../ports/esim-provider';
import type { UserRecord } from '../ports/user-store';
import { storedOrder } from '../testing/order-fixture';
import { fakeProvider, MemoryOrders, MemoryUsers } from './fakes.test-support';
import { listAdminEsims } from './list-admin-esims';

const sim = (iccid: string, customReference: string | null = null): ProviderSim => ({
  iccid,
  customReference,
  status: null,
});

const account = (email: string, iccid: string, unclaimed = ''): UserRecord => ({
  id: email,
  email,
  full_name: 'Traveller',
  account_type: 'own-user',
  iccid,
  unclaimed_iccid: unclaimed,
  created_at: '2026-11-01T00:00:00.000Z',
});

/** Three travellers' eSIMs: Ada's in her account, Bo's unclaimed, Cy's known only from his order. */
async function shop() {
  const users = new MemoryUsers();
  const orders = new MemoryOrders();
  await users.create(account('ada.lovelace@example.com', '8944000000000000017'));
  await users.create(account('bo@mail.example', '', '8944000000000000025'));
  await users.create(account('cy@gmail.example', ''));
  await orders.create(
    storedOrder({ order_id: 'roamly_order_3', user_email: 'cy@gmail.example', iccid: '8944000000000000033' }),
  );
  const provider = fakeProvider({
    listSims: async () => [
      sim('8944000000000000017', 'roamly_order_1'),
      sim('8944000000000000025', 'roamly_order_2'),
      sim('8944000000000000033', 'roamly_order_3'),
      sim('8944000000000000041'),
    ],
  });
  const search = async (q: string) =>
    (
      await listAdminEsims(
        { provider, users, orders, now: () => new Date('2026-11-25T12:00:00Z') },
        adminEsimsQuerySchema.parse({ q }),
      )
    ).sims.map((s) => s.iccid);
  return { search };
}

describe('the SIM overview search', () => {
  it('finds the eSIMs of an e-mail from any part of it, in any case', async () => {
    const { search } = await shop();
    expect(await search('LOVELACE')).toEqual(['8944000000000000017']);
    expect(await search('ada.lov')).toEqual(['8944000000000000017']);
    expect(await search('@mail.example')).toEqual(['8944000000000000025']);
    expect(await search('@gmail')).toEqual(['8944000000000000033']);
    expect(await search('example')).toEqual([
      '8944000000000000017',
      '8944000000000000025',
      '8944000000000000033',
    ]);
    expect(await search('ada.lovelace@example.com')).toEqual(['8944000000000000017']);
  });

  it('finds part of an ICCID, spaces and all, and part of an order reference', async () => {
    const { search } = await shop();
    expect(await search('0000 0041')).toEqual(['8944000000000000041']);
    expect(await search('025')).toEqual(['8944000000000000025']);
    expect(await search('ORDER_3')).toEqual(['8944000000000000033']);
  });

  it('finds nothing for a text that is in no e-mail, ICCID or reference', async () => {
    const { search } = await shop();
    expect(await search('nobody')).toEqual([]);
  });
});
