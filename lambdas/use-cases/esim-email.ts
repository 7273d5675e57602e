import { PUBLISHED_LOGO_URL } from '../../shared/brand/logo';
import { readableTextOn } from '../../shared/brand/brand';
import { esimInstallLink } from '../../shared/esim/install-link';
import {
  priceBreakdown,
  priceBreakdownText,
  type PriceBreakdown,
  type PriceLine,
} from '../../shared/pricing/price-lines';
import { MESSAGES } from '../../shared/validation/messages';
import type { MailAttachment, MailMessage } from '../ports/mailer';
import type { OrderRecord } from '../ports/order-store';
import { pngFromDataUrl } from './qr-data-url';

/** The part of the brand settings an e-mail shows (BrandSettings fits). */
export interface EmailBrand {
  name: string;
  fullName?: string;
  logoUrl?: string;
  colors: { primary: string };
}

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

export interface IccidReminderInput {
  brand: EmailBrand;
  to: string;
  customerName?: string;
  iccids: string[];
  shopUrl: string;
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

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** Brand colours come from an admin form: anything but a hex colour would let CSS be injected. */
const safeColour = (value: string) => (/^#[0-9a-f]{3,8}$/i.test(value) ? value : '#2e75b6');
/**
 * An address a mail may load an image from: https, or plain http on this machine only (the local
 * shop), never a script or data URL.
 */
const safeHttpUrl = (value: string | undefined) =>
  value && /^(https:\/\/|http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/)[^\s"'<>]+$/.test(value) ? value : null;
export const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

/**
 * Where a mail loads the logo from: a published logo is a path on the shop's origin, so a mail, read
 * anywhere, needs the shop's address in front of it. No shop address, or a logo that is not one the
 * shop published: no image (the header shows the name).
 */
const logoAddress = (logoUrl: string | undefined, shopUrl: string | undefined) =>
  logoUrl && shopUrl && PUBLISHED_LOGO_URL.test(logoUrl) ? safeHttpUrl(joinUrl(shopUrl, logoUrl)) : null;

/**
 * The shop's mail frame: brand header, title, body, support footer. The logo sits on a white plate:
 * the header is the brand's primary colour, and a logo drawn in that colour, or a dark logo on a dark
 * primary, would vanish into it.
 */
export function layout(brand: EmailBrand, title: string, bodyHtml: string, shopUrl?: string): string {
  const primary = safeColour(brand.colors.primary);
  const logo = logoAddress(brand.logoUrl, shopUrl);
  const header = logo
    ? `<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="background:#ffffff;border-radius:6px;padding:6px 10px"><img src="${escapeHtml(logo)}" alt="${escapeHtml(brand.name)}" height="40" style="display:block;height:40px"></td></tr></table>`
    : `<span style="font-size:22px;font-weight:bold;color:${readableTextOn(primary)}">${escapeHtml(brand.name)}</span>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f7;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f7"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${primary};padding:20px 24px">${header}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5">
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(title)}</h1>
${bodyHtml}
</td></tr>
<tr><td style="padding:16px 24px;font-size:13px;color:#555555;border-top:1px solid #e5e5e5">${escapeHtml(brand.fullName ?? brand.name)}. 24/7 support by chat, and by e-mail within 24 hours.</td></tr>
</table></td></tr></table>
</body></html>`;
}

const priceRow = (line: PriceLine, style: string) =>
  `<tr style="${style}"><th scope="row" align="left" style="font-weight:normal">${escapeHtml(line.label)}</th><td align="right">${escapeHtml(line.amount)}</td></tr>`;

/**
 * The 'Order summary' of a mail: the same lines as the order page (shared/pricing/price-lines), the
 * terms adding up to the total, then, smaller, what the total includes.
 */
export function priceSummaryHtml(prices: PriceBreakdown): string {
  return `<h2 style="font-size:18px;margin:24px 0 8px">Order summary</h2>
<table role="presentation" cellpadding="6" cellspacing="0" style="width:100%;font-size:15px">
${[
  ...prices.terms.map((line) => priceRow(line, '')),
  priceRow(prices.total, 'font-weight:bold;border-top:1px solid #e5e5e5'),
  ...prices.included.map((line) => priceRow(line, 'font-size:13px;color:#555555')),
].join('\n')}
</table>`;
}

/** The same summary for a mail's text part: a heading and one line per price line. */
export const priceSummaryText = (prices: PriceBreakdown | undefined): string[] =>
  prices ? ['Order summary:', ...priceBreakdownText(prices), ''] : [];

export const button = (href: string, label: string, colour: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;margin:4px 8px 4px 0;padding:12px 18px;background:${safeColour(colour)};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(label)}</a>`;

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

/**
 * The forgot-ICCID reminder: the ICCIDs on file for the address and where to check them, or, when
 * the address has none, 'No eSIM found for this email address' and where to buy one.
 */
export function buildIccidReminderEmail(input: IccidReminderInput): MailMessage {
  const { brand, iccids } = input;
  const found = iccids.length > 0;
  const title = found ? 'Your eSIM ICCID reminder' : MESSAGES.status.noEsim;
  const greeting = input.customerName ? `Hello ${input.customerName},` : 'Hello,';
  const intro = !found
    ? `${MESSAGES.status.noEsim}. If you bought one with another address, ask for the reminder with that one.`
    : iccids.length === 1
      ? 'Here is the ICCID of the eSIM bought with this e-mail address:'
      : 'Here are the ICCIDs of the eSIMs bought with this e-mail address:';
  const next = found
    ? {
        intro: 'Check status and usage with your e-mail address and ICCID:',
        url: joinUrl(input.shopUrl, '/esim-status'),
        label: 'Check eSIM Status',
      }
    : { intro: 'Buy an eSIM for your trip:', url: joinUrl(input.shopUrl, '/'), label: 'Buy eSIM' };
  const ignore = 'If you did not ask for this reminder, you can ignore this e-mail.';
  const list = found
    ? `<ul>${iccids.map((iccid) => `<li style="font-family:monospace">${escapeHtml(iccid)}</li>`).join('')}</ul>\n`
    : '';
  const html = layout(
    brand,
    title,
    `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
${list}<p>${escapeHtml(next.intro)}</p>
<p>${button(next.url, next.label, brand.colors.primary)}</p>
<p>${escapeHtml(ignore)}</p>`,
    input.shopUrl,
  );
  const text = [
    greeting,
    '',
    intro,
    ...iccids.map((iccid) => `- ${iccid}`),
    '',
    `${next.intro} ${next.url}`,
    '',
    ignore,
    '',
    brand.fullName ?? brand.name,
  ].join('\n');
  return { to: input.to, subject: `${brand.name}: ${title}`, html, text };
}
