import { MESSAGES } from '../../shared/validation/messages';
import { ValidationError } from '../lib/errors';
import { ADMIN_EXISTS_MESSAGE, createAdmin } from './create-admin';
import { ADMIN_CALLER, MemoryUsers, memoryAuditLog, type MemoryAuditLog } from './fakes.test-support';
import { MemoryIdentity } from './memory-identity.test-support';

let users: MemoryUsers;
let identity: MemoryIdentity;
let audit: MemoryAuditLog;
const now = () => new Date('2026-11-22T10:00:00.000Z');

beforeEach(async () => {
  users = new MemoryUsers();
  identity = new MemoryIdentity();
  audit = memoryAuditLog();
  await users.create({
    id: 'u1',
    email: 'ada@example.com',
    full_name: 'Ada Traveller',
    account_type: 'business-user',
    iccid: '8944000000000000099,8944000000000000017',
    created_at: 'x',
  });
});

describe('createAdmin', () => {
  const deps = () => ({ users, identity, now, audit });

  it('creates the own-admin sign-in and row, named after the e-mail local part', async () => {
    const admin = await createAdmin(deps(), ADMIN_CALLER, {
      email: ' Grace.Hopper@Example.com ',
      password: 'Adm1n!pass',
    });
    expect(admin).toMatchObject({ email: 'grace.hopper@example.com', name: 'grace.hopper' });
    expect(identity.users.get('grace.hopper@example.com')).toMatchObject({
      group: 'own-admin',
      password: 'Adm1n!pass',
    });
    expect(await users.getByEmail('grace.hopper@example.com')).toMatchObject({
      id: admin.id,
      account_type: 'own-admin',
      full_name: 'grace.hopper',
      iccid: '',
      created_at: '2026-11-22T10:00:00.000Z',
    });
    expect(audit.records()).toEqual([
      {
        kind: 'admin',
        action: 'create',
        actor: { id: 'admin-sub-1', email: 'boss@example.com' },
        subject: 'grace.hopper@example.com',
        after: {
          id: admin.id,
          email: 'grace.hopper@example.com',
          name: 'grace.hopper',
          accountType: 'own-admin',
        },
      },
    ]);
    expect(JSON.stringify(audit.entries)).not.toContain('Adm1n!pass');
  });

  it('answers 409 for an e-mail that has an account or a sign-in, and changes neither', async () => {
    await expect(
      createAdmin(deps(), ADMIN_CALLER, { email: 'ada@example.com', password: 'Adm1n!pass' }),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: ADMIN_EXISTS_MESSAGE,
    });
    expect(identity.users.size).toBe(0);
    identity.users.set('eve@example.com', { email: 'eve@example.com', name: 'eve', group: 'own-user' });
    await expect(
      createAdmin(deps(), ADMIN_CALLER, { email: 'eve@example.com', password: 'Adm1n!pass' }),
    ).rejects.toMatchObject({
      statusCode: 409,
    });
    expect(identity.users.get('eve@example.com')?.group).toBe('own-user');
    expect(await users.getByEmail('eve@example.com')).toBeNull();
    expect(audit.entries).toEqual([]);
  });

  it('removes the new sign-in when the password or the row cannot be written', async () => {
    identity.failing.setPassword = new ValidationError('Password must have symbol characters');
    await expect(
      createAdmin(deps(), ADMIN_CALLER, { email: 'new@example.com', password: 'Adm1npass' }),
    ).rejects.toMatchObject({
      statusCode: 400,
    });
    expect(identity.users.has('new@example.com')).toBe(false);

    identity.failing = {};
    users.create = async () => {
      throw new Error('ProvisionedThroughputExceeded');
    };
    await expect(
      createAdmin(deps(), ADMIN_CALLER, { email: 'new@example.com', password: 'Adm1n!pass' }),
    ).rejects.toMatchObject({
      statusCode: 502,
      message: MESSAGES.admin.adminCreateFailed,
    });
    expect(identity.users.has('new@example.com')).toBe(false);
    expect(audit.entries).toEqual([]);
  });
});
