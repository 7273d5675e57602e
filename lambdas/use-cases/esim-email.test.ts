import { buildEsimEmail, buildIccidReminderEmail, INSTALL_STEPS, QR_CONTENT_ID } from './esim-email';

const brand = { name: 'Roamly', fullName: 'Roamly Travel eSIM', colors: { primary: '#2e75b6' } };
const base = {
  brand,
  to: 'ana@example.com',
  customerName: 'Ana',
  orderReference: 'roamly_order_1_01032_3_u1',
  bundleName: 'Europe 5GB',
  validityDays: 10,
  iccid: '8944000000000000123',
  activationCode: 'LPA:1$smdp.example.com$AB12-CD34',
  qrPng: new Uint8Array([137, 80, 78, 71]),
  shopUrl: 'https://shop.example/',
};

describe('buildEsimEmail', () => {
  const mail = buildEsimEmail(base);

  it('carries the ICCID, activation code and install steps in both HTML and text', () => {
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain('8944000000000000123');
      expect(body).toContain('LPA:1$smdp.example.com$AB12-CD34');
    }
    expect(mail.html).toContain('Settings &gt; Mobile Data &gt; Add eSIM &gt; Scan QR Code');
    expect(mail.text).toContain('Settings > Mobile Data > Add eSIM > Scan QR Code');
    expect(mail.text).toContain(`4. ${INSTALL_STEPS[3]}`);
    expect(mail.to).toBe('ana@example.com');
  });

  it('offers one-tap install links built from the activation code', () => {
    const carddata = encodeURIComponent(base.activationCode);
    expect(mail.text).toContain(`https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${carddata}`);
    expect(mail.text).toContain(
      `https://esimsetup.android.com/esim_qrcode_provisioning?carddata=${carddata}`,
    );
    expect(mail.html).toContain(
      `href="https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${carddata}"`,
    );
  });

  it('shows the QR inline by Content-ID and attaches it as a download', () => {
    expect(mail.html).toContain(`src="cid:${QR_CONTENT_ID}"`);
    expect(mail.attachments).toEqual([
      expect.objectContaining({
        contentId: QR_CONTENT_ID,
        contentType: 'image/png',
        filename: 'esim-qrcode-8944000000000000123.png',
      }),
      expect.not.objectContaining({ contentId: expect.anything() }),
    ]);
  });

  it('links the order page on the shop', () => {
    expect(mail.text).toContain('https://shop.example/success?reference=roamly_order_1_01032_3_u1');
  });

  it('escapes every value and refuses a colour that is not a hex code', () => {
    const hostile = buildEsimEmail({
      ...base,
      customerName: '<script>alert(1)</script>',
      bundleName: '"><img src=x>',
      brand: { name: 'A&B', colors: { primary: 'red;background:url(x)' }, logoUrl: 'javascript:alert(1)' },
    });
    expect(hostile.html).not.toContain('<script>');
    expect(hostile.html).not.toContain('"><img src=x>');
    expect(hostile.html).toContain('&lt;script&gt;');
    expect(hostile.html).toContain('A&amp;B');
    expect(hostile.html).not.toContain('url(x)');
    expect(hostile.html).not.toContain('javascript:');
  });

  it.each([
    ['https://shop.example/brand-assets/logo-1.png', true],
    ['http://127.0.0.1:4569/assets/brand-assets/logo-1.png', true],
    ['http://evil.example/logo.png', false],
    ['data:image/png;base64,AAAA', false],
  ])('shows the logo from %s: %s', (logoUrl, shown) => {
    const branded = buildEsimEmail({ ...base, brand: { ...base.brand, logoUrl } });
    expect(branded.html.includes(`<img src="${logoUrl}"`)).toBe(shown);
  });

  it('declares the language and gives the QR image a text alternative', () => {
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toMatch(/<img src="cid:[^"]+"[^>]*alt="QR code to install your eSIM"/);
  });
});

describe('buildIccidReminderEmail', () => {
  it('lists every ICCID on file and links the status checker', () => {
    const mail = buildIccidReminderEmail({
      brand,
      to: 'ana@example.com',
      iccids: ['8944000000000000123', '8944000000000000456'],
      shopUrl: 'https://shop.example',
    });
    expect(mail.text).toContain('- 8944000000000000123\n- 8944000000000000456');
    expect(mail.html).toContain('https://shop.example/esim-status');
    expect(mail.subject).toBe('Roamly: Your eSIM ICCID reminder');
  });

  it('says that no eSIM was found and links the shop when the address has none', () => {
    const mail = buildIccidReminderEmail({
      brand,
      to: 'ana@example.com',
      iccids: [],
      shopUrl: 'https://shop.example',
    });
    expect(mail.subject).toBe('Roamly: No eSIM found for this email address');
    expect(mail.text).toContain('Buy an eSIM for your trip: https://shop.example/');
    expect(mail.html).toContain('>Buy eSIM</a>');
    expect(mail.html).toContain('href="https://shop.example/"');
    expect(mail.text).not.toContain('/esim-status');
  });
});
