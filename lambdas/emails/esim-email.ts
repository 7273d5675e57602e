import { esimInstallLink } from '../../shared/esim/install-link';
import { priceBreakdown, type PriceBreakdown } from '../../shared/pricing/price-lines';
import { pngFromDataUrl } from '../lib/qr-data-url';
import type { MailAttachment, MailMessage } from '../ports/mailer';
import type { OrderRecord } from '../ports/order-store';
import {
  button,
  escapeHtml,
  joinUrl,
  layout,
  priceSummaryHtml,
  priceSummaryText,
  type EmailBrand,
} from './mail-layout';

export interface EsimEmailInput {
  brand: EmailBrand;
  to: string;
  customerName: string;
  orderReference: string;
  /** e.g. 'Europe 5GB'. */
  bundleName: string;
  validityDays?: number;
  iccid: string;
  activationCode: string;
  qrPng: Uint8Array;
  /** Public base URL of the shop, for the order and status links. */
  shopUrl: string;
  /** The order's price lines, as the order page shows them. */
  prices?: PriceBreakdown;
}

/** Content-ID of the inline QR image. */
export const QR_CONTENT_ID = 'esim-qrcode';

/** The FAQ's installation guide, in the order the traveller follows it. */
export const INSTALL_STEPS = [
  'Check that your device supports eSIM and is not locked to a carrier.',
  'Connect to Wi-Fi and have this QR code ready (on another screen or printed).',
  'Install: go to Settings > Mobile Data > Add eSIM > Scan QR Code, and scan the code.',
  'Activate the service when you arrive: turn on the eSIM line and, if needed, set it as your primary data line with data roaming on.',
];

/** The delivery e-mail: ICCID, activation code, the QR inline and attached, install steps and links. */
export function buildEsimEmail(input: EsimEmailInput): MailMessage {
  const { brand, iccid, activationCode } = input;
  const title = 'Your travel eSIM is ready!';
  const apple = esimInstallLink(activationCode, 'ios');
  const android = esimInstallLink(activationCode, 'android');
  const orderUrl = joinUrl(input.shopUrl, `/success?reference=${encodeURIComponent(input.orderReference)}`);
  const validity = input.validityDays ? ` for ${input.validityDays} days` : '';
  const qrFile = `esim-qrcode-${iccid}.png`;

  const html = layout(
    brand,
    title,
    `<p>Hello ${escapeHtml(input.customerName)},</p>
<p>Thank you for your purchase. Your eSIM <strong>${escapeHtml(input.bundleName)}</strong>${escapeHtml(validity)} is ready to install.</p>
<p style="text-align:center"><img src="cid:${QR_CONTENT_ID}" width="250" height="250" alt="QR code to install your eSIM" style="width:250px;max-width:100%;height:auto"></p>
<table role="presentation" cellpadding="6" cellspacing="0" style="width:100%;background:#f7f7fa;border-radius:6px;font-size:15px">
<tr><th scope="row" align="left">ICCID</th><td style="font-family:monospace;word-break:break-all">${escapeHtml(iccid)}</td></tr>
<tr><th scope="row" align="left">Activation code</th><td style="font-family:monospace;word-break:break-all">${escapeHtml(activationCode)}</td></tr>
<tr><th scope="row" align="left">Order</th><td style="word-break:break-all">${escapeHtml(input.orderReference)}</td></tr>
</table>
${input.prices ? priceSummaryHtml(input.prices) : ''}
<h2 style="font-size:18px;margin:24px 0 8px">Install with one tap</h2>
<p>${button(apple, 'Install on iPhone', brand.colors.primary)}${button(android, 'Install on Android', brand.colors.primary)}</p>
<h2 style="font-size:18px;margin:24px 0 8px">Installation guide</h2>
<ol>${INSTALL_STEPS.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ol>
<p>The QR code is also attached as ${escapeHtml(qrFile)}. You can see your order at any time: <a href="${escapeHtml(orderUrl)}">${escapeHtml(orderUrl)}</a></p>`,
    input.shopUrl,
  );

  const text = [
    `Hello ${input.customerName},`,
    '',
    `${title} ${input.bundleName}${validity}.`,
    '',
    `ICCID: ${iccid}`,
    `Activation code: ${activationCode}`,
    `Order: ${input.orderReference}`,
    '',
    ...priceSummaryText(input.prices),
    'Install with one tap:',
    `iPhone: ${apple}`,
    `Android: ${android}`,
    '',
    'Installation guide:',
    ...INSTALL_STEPS.map((s, i) => `${i + 1}. ${s}`),
    '',
    `The QR code is attached as ${qrFile}.`,
    `Your order: ${orderUrl}`,
    '',
    brand.fullName ?? brand.name,
  ].join('\n');

  const qr = { filename: qrFile, contentType: 'image/png', content: input.qrPng };
  const attachments: MailAttachment[] = [{ ...qr, contentId: QR_CONTENT_ID }, qr];
  return { to: input.to, subject: `${brand.name}: ${title}`, html, text, attachments };
}

/**
 * The eSIM e-mail of a fulfilled order, from what is stored on it; null while the order has no
 * ICCID, activation code or QR code yet.
 */
export function esimEmailForOrder(
  order: OrderRecord,
  brand: EmailBrand,
  shopUrl: string,
): MailMessage | null {
  const qrPng = pngFromDataUrl(order.qr_code_url);
  if (!qrPng || !order.iccid || !order.activation_code) return null;
  return buildEsimEmail({
    brand,
    to: order.user_email,
    customerName: order.customer_name,
    orderReference: order.order_id,
    bundleName: order.order_data.bundle.name,
    validityDays: order.order_data.bundle.validityDays,
    iccid: order.iccid,
    activationCode: order.activation_code,
    qrPng,
    shopUrl,
    prices: priceBreakdown(order.order_data.quote, order.coupon_code),
  });
}
