import { MESSAGES } from '../../shared/validation/messages';
import { checkEsimStatus } from './check-esim-status';
import { proveEmail } from './email-proof.test-support';
import { catalogue, fakeProvider, MemoryUsers, MemoryVerifications, NOW, PNG } from './fakes.test-support';

const FIRST = '8944000000000000017';
const SECOND = '8944000000000000025';
let users: MemoryUsers;
let verifications: MemoryVerifications;
const deps = (provider = fakeProvider()) => ({ users, verifications, provider, now: () => NOW, catalogue });

beforeEach(async () => {
  users = new MemoryUsers();
  verifications = new MemoryVerifications();
  const { user } = await users.ensureUser('owner@example.com', 'Olive');
  await users.addIccid(user, FIRST);
  await users.addIccid(user, SECOND);
  await users.ensureUser('empty@example.com', 'Emma');
});

describe('checkEsimStatus without a proof', () => {
  it('answers usage, top-ups, activation code and QR of that one eSIM, and lists no other', async () => {
    const answer = await checkEsimStatus(deps(), { email: 'owner@example.com', iccid: SECOND });
    expect(answer).toEqual({
      iccids: [SECOND],
      esim: {
        iccid: SECOND,
        bundleState: 'Active',
        usageStatus: 'Active',
        bundleId: '01032_3',
        bundleExpiry: '2099-01-01T00:00:00Z',
        remainingMb: 1024,
        totalMb: 5120,
        percentUsed: 80,
        // The history names the bundle as the catalogue's offers do.
        topUps: [{ productBundleId: '01032_5', bundleName: 'Europe 1GB', valueMb: 1024, date: '2026-11-01' }],
        activationCode: 'LPA:1$smdp.example$CODE',
        qrCodeDataUrl: `data:image/png;base64,${Buffer.from(PNG).toString('base64')}`,
      },
    });
  });

  it.each([
    ['an unknown e-mail', 'nobody@example.com', FIRST],
    ['an e-mail without eSIMs', 'empty@example.com', FIRST],
    ['an ICCID that is not the e-mail’s', 'owner@example.com', '8944000000000000099'],
  ])('answers the one same 404 for %s', async (_what, email, iccid) => {
    await expect(checkEsimStatus(deps(), { email, iccid })).rejects.toMatchObject({
      statusCode: 404,
      message: MESSAGES.status.noMatch,
    });
  });

  it.each([
    [{}, MESSAGES.status.inputRequired],
    [{ email: 'owner@example.com' }, MESSAGES.status.iccidNeeded],
    [{ email: 'owner@example' }, MESSAGES.email.invalid],
    [{ iccid: FIRST }, MESSAGES.account.emailAndIccidRequired],
    [{ email: 'owner@example.com', iccid: '123' }, MESSAGES.iccid.invalid],
  ])('keeps the spec’s input message for %j', async (body, message) => {
    await expect(checkEsimStatus(deps(), body)).rejects.toMatchObject({ statusCode: 400, message });
  });

  it("an unused eSIM is Inactive; a failing bundle lookup answers the spec's message", async () => {
    const inactive = fakeProvider({
      getBundleStatus: async (iccid) => ({
        iccid,
        bundleId: null,
        bundleExpiry: null,
        bundleBalance: null,
        totalDataAllocation: null,
        isBundleDepleted: false,
        isBundleExpired: false,
      }),
      getQrCodePng: () => Promise.reject(new Error('down')),
    });
    const answer = await checkEsimStatus(deps(inactive), { email: 'owner@example.com', iccid: FIRST });
    expect(answer.esim).toMatchObject({
      bundleState: 'Inactive',
      usageStatus: 'Not Activated',
      qrCodeDataUrl: null,
    });
    const broken = fakeProvider({ getBundleStatus: () => Promise.reject(new Error('down')) });
    await expect(
      checkEsimStatus(deps(broken), { email: 'owner@example.com', iccid: FIRST }),
    ).rejects.toMatchObject({ statusCode: 502, message: MESSAGES.status.bundleStatusFailed });
  });
});

describe('checkEsimStatus with a proof of the e-mail', () => {
  it('lists every eSIM of the e-mail alone for the picker and shows the first, or the one asked for', async () => {
    const proof = await proveEmail(deps(), 'owner@example.com');
    const first = await checkEsimStatus(deps(), { email: 'owner@example.com', proof });
    expect(first.iccids).toEqual([FIRST, SECOND]);
    expect(first.esim.iccid).toBe(FIRST);
    const second = await checkEsimStatus(deps(), { email: 'owner@example.com', iccid: SECOND, proof });
    expect(second).toMatchObject({ iccids: [FIRST, SECOND], esim: { iccid: SECOND } });
    await expect(
      checkEsimStatus(deps(), { email: 'owner@example.com', iccid: '8944000000000000099', proof }),
    ).rejects.toMatchObject({ statusCode: 404, message: MESSAGES.status.noMatch });
  });

  it('tells the owner of an address without eSIMs so', async () => {
    const proof = await proveEmail(deps(), 'empty@example.com');
    await expect(checkEsimStatus(deps(), { email: 'empty@example.com', proof })).rejects.toMatchObject({
      statusCode: 404,
      message: MESSAGES.status.noEsim,
    });
  });

  it('refuses a proof of another address, or a made-up one, before looking anything up', async () => {
    const evesProof = await proveEmail(deps(), 'eve@example.com');
    for (const proof of [evesProof, 'made-up']) {
      await expect(checkEsimStatus(deps(), { email: 'owner@example.com', proof })).rejects.toMatchObject({
        statusCode: 403,
        message: MESSAGES.emailCode.proofRequired,
      });
    }
  });
});
