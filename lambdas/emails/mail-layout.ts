import { PUBLISHED_LOGO_URL } from '../../shared/brand/logo';
import { readableTextOn } from '../../shared/brand/brand';
import { priceBreakdownText, type PriceBreakdown, type PriceLine } from '../../shared/pricing/price-lines';

/* The frame and pieces every e-mail of the shop shares: escaping, the branded layout, buttons, price lines. */

/** The part of the brand settings an e-mail shows (BrandSettings fits). */
export interface EmailBrand {
  name: string;
  fullName?: string;
  logoUrl?: string;
  colors: { primary: string };
}

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
