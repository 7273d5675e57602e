import { listAdminUsers } from './list-admin-users';
import { MemoryUsers } from './fakes.test-support';

describe('listAdminUsers', () => {
  it('lists e-mail, name, type and creation, searched by e-mail or name, page by page', async () => {
    const users = new MemoryUsers();
    for (const [email, name] of [
      ['ada@example.com', 'Ada Lovelace'],
      ['grace@example.com', 'Grace Hopper'],
      ['alan@example.com', 'Alan Turing'],
    ] as const) {
      await users.create({
        id: email,
        email,
        full_name: name,
        account_type: 'own-user',
        iccid: '',
        created_at: 'x',
      });
    }

    const searched = await listAdminUsers({ users }, { q: 'Hopper', limit: 25 });
    const first = await listAdminUsers({ users }, { limit: 2 });
    const second = await listAdminUsers({ users }, { limit: 2, cursor: first.nextCursor! });

    expect(searched.users).toEqual([
      {
        id: 'grace@example.com',
        email: 'grace@example.com',
        name: 'Grace Hopper',
        accountType: 'own-user',
        createdAt: 'x',
      },
    ]);
    expect([...first.users, ...second.users].map((u) => u.email)).toEqual([
      'ada@example.com',
      'alan@example.com',
      'grace@example.com',
    ]);
    expect(second.nextCursor).toBeNull();
  });
});
