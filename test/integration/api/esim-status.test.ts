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
  await provider.requestAllocation('01032_3', 'status-check-order');
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
    ['an unknown e-mail', { email: 'nobody@example.com', iccid: OTHER_ICCID }, 404, MESSAGES.status.noEsim],
    ["an ICCID that is not the e-mail's", { email: OWNER, iccid: OTHER_ICCID }, 403, MESSAGES.status.noMatch],
  ])('answers %s with the spec message', async (_what, body, status, message) => {
    const answer = await h.call('POST', '/api/esim/status', body);
    expect(answer.status).toBe(status);
    expect(answer.json.error.message).toBe(message);
  });

  it('shows the status, activation code and QR to the owner of the e-mail and ICCID', async () => {
    const typed = profile.iccid.replace(/(\d{4})/g, '$1 ');
    const answer = await h.call('POST', '/api/esim/status', { email: ' OWNER@example.com', iccid: typed });
    expect(answer.status).toBe(200);
    expect(answer.json.iccids).toEqual([profile.iccid, '8944000000000123456']);
    expect(answer.json.esim).toMatchObject({
      iccid: profile.iccid,
      activationCode: profile.activationCode,
      topUps: expect.any(Array),
    });
    expect(answer.json.esim.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(['Active', 'Inactive']).toContain(answer.json.esim.bundleState);
  });
});

describe('the ICCID reminder', () => {
  it.each([
    ['no e-mail', {}, 400, MESSAGES.email.required],
    ['an invalid e-mail', { email: 'not-an-email' }, 400, MESSAGES.email.invalid],
    ['an e-mail without eSIMs', { email: 'nobody@example.com' }, 404, MESSAGES.status.noEsim],
  ])('answers %s with the spec message', async (_what, body, status, message) => {
    const answer = await h.call('POST', '/api/esim/reminder', body);
    expect(answer.status).toBe(status);
    expect(answer.json.error.message).toBe(message);
  });
});
