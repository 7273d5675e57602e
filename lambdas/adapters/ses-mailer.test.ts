import { SendRawEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';
import { buildMimeMessage, namedSender, senderAddress, SesMailer } from './ses-mailer';

const message = {
  to: 'ana@example.com',
  subject: 'Ihr eSIM ist bereit ✓',
  html: '<p>Hello</p><img src="cid:qr">',
  text: 'Hello',
  attachments: [
    {
      filename: 'esim-qrcode-1.png',
      contentType: 'image/png',
      content: new Uint8Array([1, 2, 3]),
      contentId: 'qr',
    },
    { filename: 'esim-qrcode-1.png', contentType: 'image/png', content: new Uint8Array([1, 2, 3]) },
  ],
};

describe('buildMimeMessage', () => {
  const raw = buildMimeMessage(message, 'Roamly <shop@example.com>', new Date('2026-01-02T03:04:05Z'));

  it('nests the text and HTML alternatives and the inline image in related, inside mixed', () => {
    const mixed = raw.indexOf('multipart/mixed');
    const related = raw.indexOf('multipart/related');
    const alternative = raw.indexOf('multipart/alternative');
    expect(mixed).toBeGreaterThan(-1);
    expect(related).toBeGreaterThan(mixed);
    expect(alternative).toBeGreaterThan(related);
    expect(raw).toContain(`Content-Type: text/plain; charset=UTF-8`);
    expect(raw).toContain(`Content-Type: text/html; charset=UTF-8`);
    expect(raw).toContain(Buffer.from(message.html).toString('base64'));
  });

  it('marks the QR inline with its Content-ID and once more as an attachment', () => {
    expect(raw).toContain('Content-ID: <qr>');
    expect(raw).toContain('Content-Disposition: inline; filename="esim-qrcode-1.png"');
    expect(raw).toContain('Content-Disposition: attachment; filename="esim-qrcode-1.png"');
  });

  it('encodes a non-ASCII subject and uses CRLF line ends', () => {
    expect(raw).toContain(`Subject: =?UTF-8?B?${Buffer.from(message.subject).toString('base64')}?=`);
    expect(raw.split('\r\n').length).toBeGreaterThan(20);
    expect(raw.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('refuses an address that would inject headers', () => {
    expect(() => buildMimeMessage({ ...message, to: 'a@b.c\r\nBcc: x@y.z' }, 'shop@example.com')).toThrow();
    expect(() =>
      buildMimeMessage({ ...message, replyTo: 'a@b.c\nBcc: x@y.z' }, 'shop@example.com'),
    ).toThrow();
  });
});

describe('Reply-To', () => {
  it('is set only when the message names one', () => {
    expect(buildMimeMessage(message, 'shop@example.com')).not.toContain('Reply-To:');
    expect(buildMimeMessage({ ...message, replyTo: 'ada@example.com' }, 'shop@example.com')).toContain(
      'Reply-To: ada@example.com\r\n',
    );
  });
});

describe('SesMailer', () => {
  it('sends the raw message through SES SendRawEmail and returns its id', async () => {
    const ses = mockClient(SESClient);
    ses.on(SendRawEmailCommand).resolves({ MessageId: 'm-1' });
    const mailer = new SesMailer(new SESClient({ region: 'eu-west-1' }), 'shop@example.com');
    await expect(mailer.send(message)).resolves.toEqual({ messageId: 'm-1' });
    const input = ses.commandCalls(SendRawEmailCommand)[0]!.args[0].input;
    expect(input.Source).toBe('shop@example.com');
    expect(input.Destinations).toEqual(['ana@example.com']);
    expect(Buffer.from(input.RawMessage!.Data!).toString()).toContain('From: shop@example.com');
  });
});

describe('the sender name', () => {
  it('sends under the name the message asks for, at the configured address', async () => {
    const ses = mockClient(SESClient);
    ses.on(SendRawEmailCommand).resolves({ MessageId: 'm-2' });
    const mailer = new SesMailer(
      new SESClient({ region: 'eu-west-1' }),
      'Roamly eSIM <orders@roamly.example>',
    );
    await mailer.send({ ...message, fromName: 'Festival Roam' });
    const input = ses.commandCalls(SendRawEmailCommand)[0]!.args[0].input;
    expect(input.Source).toBe('"Festival Roam" <orders@roamly.example>');
    expect(Buffer.from(input.RawMessage!.Data!).toString()).toContain(
      'From: "Festival Roam" <orders@roamly.example>\r\n',
    );
  });

  it('quotes, encodes and flattens names so none can add a header', () => {
    expect(senderAddress('Roamly eSIM <orders@roamly.example>')).toBe('orders@roamly.example');
    expect(senderAddress('no-reply@example.com')).toBe('no-reply@example.com');
    expect(namedSender('Say "hi" \\ co', 'a@b.c')).toBe('"Say \\"hi\\" \\\\ co" <a@b.c>');
    expect(namedSender('Café Roam', 'a@b.c')).toBe(
      `=?UTF-8?B?${Buffer.from('Café Roam').toString('base64')}?= <a@b.c>`,
    );
    expect(namedSender('Evil\r\nBcc: x@y.z', 'a@b.c')).toBe('"Evil Bcc: x@y.z" <a@b.c>');
    expect(namedSender('  ', 'a@b.c')).toBe('a@b.c');
  });
});
