import { SESClient } from '@aws-sdk/client-ses';
import { SesMailer } from '../../lambdas/adapters/ses-mailer';
import { buildEsimEmail } from '../../lambdas/emails/esim-email';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './dynamo-local';
import { startSesLocal, type SesLocal } from './ses-local';

let ses: SesLocal;
beforeAll(async () => {
  ses = await startSesLocal();
});
afterAll(() => ses.stop());

describe('SES stand-in', () => {
  it('receives the eSIM e-mail with HTML, text, the inline QR and the attachment', async () => {
    const client = new SESClient({ endpoint: ses.url, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
    const mailer = new SesMailer(client, 'Roamly <shop@example.com>');
    const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3]);
    const { messageId } = await mailer.send(
      buildEsimEmail({
        brand: { name: 'Roamly', colors: { primary: '#2e75b6' } },
        to: 'ana@example.com',
        customerName: 'Ana',
        orderReference: 'roamly_order_1',
        bundleName: 'Europe 5GB',
        iccid: '8944000000000000123',
        activationCode: 'LPA:1$smdp.example.com$AB12',
        qrPng: png,
        shopUrl: 'https://shop.example',
      }),
    );
    expect(messageId).not.toBe('');
    const [mail] = (await ses.listMail()).filter((m) => m.destination.to.includes('ana@example.com'));
    expect(mail!.subject).toBe('Roamly: Your travel eSIM is ready!');
    expect(mail!.body.html).toContain('8944000000000000123');
    expect(mail!.body.text).toContain('Activation code: LPA:1$smdp.example.com$AB12');
    expect(mail!.attachments).toHaveLength(2);
    for (const attachment of mail!.attachments) {
      expect(Buffer.from(attachment.content, 'base64').equals(Buffer.from(png))).toBe(true);
    }
    client.destroy();
  });
});
