import { MESSAGES } from '../../shared/validation/messages';
import type { MailMessage } from '../ports/mailer';
import type { OrderRecord } from '../ports/order-store';
import { priceBreakdown, type PriceBreakdown } from '../../shared/pricing/price-lines';
import {
  button,
  escapeHtml,
  joinUrl,
  layout,
  priceSummaryHtml,
  priceSummaryText,
  type EmailBrand,
} from './mail-layout';

export interface TopUpEmailInput {
  brand: EmailBrand;
  to: string;
  customerName: string;
  orderReference: string;
  /** e.g. 'Europe 5GB'. */
  bundleName: string;
  validityDays?: number;
  iccid: string;
  /** MB left after the top-up, when the provider reported it. */
  remainingMb: number | null;
  shopUrl: string;
  /** The order's price lines, as the order page shows them. */
  prices?: PriceBreakdown;
}

const mb = (value: number) => `${Math.round(value).toLocaleString('en')} MB`;

/** The top-up confirmation: which eSIM got which data, what it has now, and where to follow it. */
export function buildTopUpEmail(input: TopUpEmailInput): MailMessage {
  const { brand, iccid } = input;
  const title = MESSAGES.success.toppedUp;
  const validity = input.validityDays ? ` for ${input.validityDays} days` : '';
  const statusUrl = joinUrl(input.shopUrl, `/esim-status?${new URLSearchParams({ iccid })}`);
  const orderUrl = joinUrl(input.shopUrl, `/success?reference=${encodeURIComponent(input.orderReference)}`);
  const remaining = input.remainingMb === null ? null : `Remaining data: ${mb(input.remainingMb)}`;
  const intro = `Thank you for your purchase. ${input.bundleName}${validity} has been added to your eSIM. There is nothing to install: keep using the eSIM you have.`;

  const html = layout(
    brand,
    title,
    `<p>Hello ${escapeHtml(input.customerName)},</p>
<p>${escapeHtml(intro)}</p>
<table role="presentation" cellpadding="6" cellspacing="0" style="width:100%;background:#f7f7fa;border-radius:6px;font-size:15px">
<tr><th scope="row" align="left">ICCID</th><td style="font-family:monospace;word-break:break-all">${escapeHtml(iccid)}</td></tr>
<tr><th scope="row" align="left">Top-up</th><td>${escapeHtml(input.bundleName)}${escapeHtml(validity)}</td></tr>
${input.remainingMb === null ? '' : `<tr><th scope="row" align="left">Remaining data</th><td>${escapeHtml(mb(input.remainingMb))}</td></tr>\n`}<tr><th scope="row" align="left">Order</th><td style="word-break:break-all">${escapeHtml(input.orderReference)}</td></tr>
</table>
${input.prices ? priceSummaryHtml(input.prices) : ''}
<p>${button(statusUrl, 'Check eSIM Status', brand.colors.primary)}</p>
<p>You can see your order at any time: <a href="${escapeHtml(orderUrl)}">${escapeHtml(orderUrl)}</a></p>`,
    input.shopUrl,
  );

  const text = [
    `Hello ${input.customerName},`,
    '',
    `${title}. ${intro}`,
    '',
    `ICCID: ${iccid}`,
    `Top-up: ${input.bundleName}${validity}`,
    ...(remaining ? [remaining] : []),
    `Order: ${input.orderReference}`,
    '',
    ...priceSummaryText(input.prices),
    `Check eSIM Status: ${statusUrl}`,
    `Your order: ${orderUrl}`,
    '',
    brand.fullName ?? brand.name,
  ].join('\n');

  return { to: input.to, subject: `${brand.name}: ${title}`, html, text };
}

/** The confirmation of a top-up order, from what is stored on it. */
export function topUpEmailForOrder(order: OrderRecord, brand: EmailBrand, shopUrl: string): MailMessage {
  return buildTopUpEmail({
    brand,
    to: order.user_email,
    customerName: order.customer_name,
    orderReference: order.order_id,
    bundleName: order.order_data.bundle.name,
    validityDays: order.order_data.bundle.validityDays,
    iccid: order.target_iccid ?? '',
    remainingMb: order.top_up_result?.remainingMb ?? null,
    shopUrl,
    prices: priceBreakdown(order.order_data.quote, order.coupon_code),
  });
}
