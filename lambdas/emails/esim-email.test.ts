import { priceBreakdown } from '../../shared/pricing/price-lines';
import { storedOrder } from '../testing/order-fixture';
import { buildEsimEmail, esimEmailForOrder, INSTALL_STEPS, QR_CONTENT_ID } from './esim-email';

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

  it("lists the order's price lines as the order page does, adding up to the total", () => {
    const priced = buildEsimEmail({
      ...base,
      prices: priceBreakdown({ priceCents: 1661, discountCents: 166 }, 'WELCOME10'),
    });
    expect(priced.text).toContain(
      [
        'Price: €16.61',
        'Coupon discount (WELCOME10): -€1.66',
        'Total: €14.95',
        'Subtotal (excl. tax): €12.36',
        'Sales Tax (21%) included: €2.59',
      ].join('\n'),
    );
    const rows = [
      ...priced.html.matchAll(/<tr[^>]*><th[^>]*>([^<]+)<\/th><td[^>]*>([^<]+)<\/td><\/tr>/g),
    ].map((row) => `${row[1]} ${row[2]}`);
    expect(rows).toEqual(
      expect.arrayContaining([
        'Price €16.61',
        'Coupon discount (WELCOME10) -€1.66',
        'Total €14.95',
        'Subtotal (excl. tax) €12.36',
        'Sales Tax (21%) included €2.59',
      ]),
    );
  });

  it("takes the stored order's quote and coupon for the price lines", () => {
    const order = storedOrder({
      iccid: '8944000000000000123',
      activation_code: 'LPA:1$smdp.example.com$AB12-CD34',
      qr_code_url: 'data:image/png;base64,iVBORw0KGgo=',
    });
    order.coupon_code = 'WELCOME10';
    order.order_data.quote = {
      ...order.order_data.quote,
      discountCents: 166,
      totalCents: 1495,
      subtotalCents: 1236,
      vatCents: 259,
      couponApplied: true,
    };
    const message = esimEmailForOrder(order, brand, 'https://shop.example')!;
    expect(message.text).toContain('Coupon discount (WELCOME10): -€1.66\nTotal: €14.95');
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

  const LOGO = '/brand-assets/logo-7d1c2b8e-4c1f-4a8e-9a57-0a5d6c1e2f30.png';

  it('loads a published logo from the shop, whatever port or host published it', () => {
    const branded = buildEsimEmail({ ...base, brand: { ...base.brand, logoUrl: LOGO } });
    expect(branded.html).toContain(`<img src="https://shop.example${LOGO}"`);
    const local = buildEsimEmail({
      ...base,
      shopUrl: 'http://127.0.0.1:5173',
      brand: { ...base.brand, logoUrl: LOGO },
    });
    expect(local.html).toContain(`<img src="http://127.0.0.1:5173${LOGO}"`);
  });

  it.each([
    'https://shop.example/brand-assets/logo-1.png',
    'http://evil.example/logo.png',
    'data:image/png;base64,AAAA',
    '//evil.example/brand-assets/logo-7d1c2b8e-4c1f-4a8e-9a57-0a5d6c1e2f30.png',
  ])('shows no image for %s, which the shop did not publish, but the name', (logoUrl) => {
    const branded = buildEsimEmail({ ...base, brand: { ...base.brand, logoUrl } });
    expect(branded.html).not.toContain('<img src="http');
    expect(branded.html).toContain('>Roamly</span>');
  });

  it('puts the logo on a white plate, so a logo in the header colour stays visible', () => {
    const branded = buildEsimEmail({
      ...base,
      brand: { ...base.brand, logoUrl: LOGO, colors: { primary: '#111111' } },
    });
    const header = /<td style="background:#111111[^"]*">([\s\S]*?)<\/td><\/tr>\n<tr>/.exec(branded.html)?.[1];
    expect(header).toMatch(
      /<td style="background:#ffffff[^"]*"><img src="https:\/\/shop\.example\/brand-assets\//,
    );
  });

  it('writes the name in a colour that reads on the header: dark on a light primary', () => {
    const light = buildEsimEmail({ ...base, brand: { ...base.brand, colors: { primary: '#ffe14d' } } });
    expect(light.html).toContain('color:#111111">Roamly</span>');
    expect(mail.html).toContain('color:#ffffff">Roamly</span>');
  });

  it('declares the language and gives the QR image a text alternative', () => {
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toMatch(/<img src="cid:[^"]+"[^>]*alt="QR code to install your eSIM"/);
  });
});
