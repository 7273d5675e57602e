import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { HttpEsimProvider } from '../../../lambdas/adapters/http-esim-provider';
import type { AllocatedProfile } from '../../../lambdas/ports/esim-provider';
import { MESSAGES } from '../../../shared/validation/messages';
import { startApiHarness, type ApiHarness } from './api-harness';

const OWNER = 'owner@example.com';
const OTHER_ICCID = '8944000000000999999';

let h: ApiHarness;
let profile: AllocatedProfile;

beforeAll(async () => {
  h = await startApiHarness();
  const provider = new HttpEsimProvider({
    baseUrl: h.provider.url,
    credentials: async () => ({ clientId: h.provider.clientId, clientSecret: h.provider.clientSecret }),
  });
  // Nothing listens for its callback here: the test reads the profile itself.
  await provider.requestAllocation('01032_3', 'status-check-order', 'http://127.0.0.1:9/unused');
  profile = (await provider.findAllocation('status-check-order'))!;
  await h.doc.send(
    new PutCommand({
      TableName: h.tables.users,
      Item: {
        id: 'owner-id',
        email: OWNER,
        full_name: 'Olive Owner',
        account_type: 'own-user',
        iccid: ` ${profile.iccid} , 8944000000000123456`,
        created_at: new Date().toISOString(),
      },
    }),
  );
});
afterAll(async () => {
  await h?.stop();
});

describe('the eSIM status checker', () => {
  it.each([
    ['nothing', {}, 400, MESSAGES.status.inputRequired],
    ['blank fields', { email: '  ', iccid: '' }, 400, MESSAGES.status.inputRequired],
    ['an e-mail alone', { email: OWNER }, 400, MESSAGES.status.iccidNeeded],
    ['a short ICCID', { email: OWNER, iccid: '12345' }, 400, MESSAGES.iccid.invalid],
    ['an invalid e-mail', { email: 'owner@', iccid: OTHER_ICCID }, 400, MESSAGES.email.invalid],
    ['an ICCID alone', { iccid: OTHER_ICCID }, 400, MESSAGES.account.emailAndIccidRequired],
    ['an unknown e-mail', { email: 'nobody@example.com', iccid: OTHER_ICCID }, 404, MESSAGES.status.noMatch],
    ["an ICCID that is not the e-mail's", { email: OWNER, iccid: OTHER_ICCID }, 404, MESSAGES.status.noMatch],
    ['a made-up proof', { email: OWNER, proof: 'made-up' }, 403, MESSAGES.emailCode.proofRequired],
  ])('answers %s with the spec message', async (_what, body, status, message) => {
    const answer = await h.call('POST', '/api/esim/status', body);
    expect(answer.status).toBe(status);
    expect(answer.json.error.message).toBe(message);
  });

  it('shows the status, activation code and QR of that one eSIM to whoever gives the e-mail and ICCID', async () => {
    const typed = profile.iccid.replace(/(\d{4})/g, '$1 ');
    const answer = await h.call('POST', '/api/esim/status', { email: ' OWNER@example.com', iccid: typed });
    expect(answer.status).toBe(200);
    expect(answer.json.iccids).toEqual([profile.iccid]);
    expect(answer.json.esim).toMatchObject({
      iccid: profile.iccid,
      activationCode: profile.activationCode,
      topUps: expect.any(Array),
    });
    expect(answer.json.esim.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(['Active', 'Inactive']).toContain(answer.json.esim.bundleState);
  });

  it('lists every eSIM of the address to its owner, proven by the code mailed to it', async () => {
    expect(await h.call('POST', '/api/email-codes', { email: OWNER })).toEqual({
      status: 200,
      json: { sent: true },
    });
    const code = /verification code is: (\d{6})/.exec(await lastMailText(OWNER))?.[1];
    const verified = await h.call('POST', '/api/email-codes/verify', { email: OWNER, code });
    expect(verified.status).toBe(200);
    const answer = await h.call('POST', '/api/esim/status', { email: OWNER, proof: verified.json.proof });
    expect(answer.status).toBe(200);
    expect(answer.json.iccids).toEqual([profile.iccid, '8944000000000123456']);
    expect(answer.json.esim.iccid).toBe(profile.iccid);
  });
});

describe('the ICCID reminder', () => {
  it.each([
    ['no e-mail', {}, MESSAGES.email.required],
    ['an invalid e-mail', { email: 'not-an-email' }, MESSAGES.email.invalid],
  ])('answers %s with the spec message', async (_what, body, message) => {
    const answer = await h.call('POST', '/api/esim/reminder', body);
    expect(answer.status).toBe(400);
    expect(answer.json.error.message).toBe(message);
  });

  it('answers the same whether or not the address has eSIMs, and mails that address what it has', async () => {
    for (const email of [OWNER, 'nobody@example.com']) {
      expect(await h.call('POST', '/api/esim/reminder', { email })).toEqual({
        status: 200,
        json: { sent: true },
      });
    }
    expect(await lastMailText(OWNER)).toContain(profile.iccid);
    expect(await lastMailText('nobody@example.com')).toContain(MESSAGES.status.noEsim);
  });
});

/** The text of the newest mail the API sent to `email`. */
async function lastMailText(email: string): Promise<string> {
  const mails = (await h.ses.listMail()).filter((m) => m.destination.to.includes(email));
  return mails.at(-1)?.body.text ?? '';
}
