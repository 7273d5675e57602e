import { formatEur } from '../../shared/pricing/money';
import type { MailMessage } from '../ports/mailer';
import type { OrderRecord } from '../ports/order-store';
import { escapeHtml, joinUrl, layout, type EmailBrand } from './mail-layout';

export interface RefundEmailInput {
  brand: EmailBrand;
  to: string;
  customerName: string;
  orderReference: string;
  /** e.g. 'Europe 5GB'. */
  bundleName: string;
  refundedCents: number;
  paidCents: number;
  /** The eSIM had never been installed and can no longer be. */
  profileReleased: boolean;
  shopUrl: string;
}

const TITLE = 'Your order has been refunded';

/**
 * The customer's notice of a refund: how much of what they paid comes back, where, and, when the
 * eSIM was released, that it can no longer be installed. The admin's reason stays in the console.
 */
export function buildRefundEmail(input: RefundEmailInput): MailMessage {
  const { brand } = input;
  const amount = formatEur(input.refundedCents);
  const partial = input.refundedCents < input.paidCents;
  const what = partial
    ? `We have refunded ${amount} of the ${formatEur(input.paidCents)} you paid for ${input.bundleName}.`
    : `We have refunded the ${amount} you paid for ${input.bundleName}.`;
  const card =
    'The money goes back to the card you paid with; your bank may take 5 to 10 business days to show it.';
  const released = input.profileReleased
    ? 'The eSIM of this order had not been installed and has been deactivated: it can no longer be installed.'
    : null;
  const orderUrl = joinUrl(input.shopUrl, `/success?reference=${encodeURIComponent(input.orderReference)}`);

  const html = layout(
    brand,
    TITLE,
    `<p>Hello ${escapeHtml(input.customerName)},</p>
<p>${escapeHtml(what)}</p>
<table role="presentation" cellpadding="6" cellspacing="0" style="width:100%;background:#f7f7fa;border-radius:6px;font-size:15px">
<tr><th scope="row" align="left">Refunded</th><td>${escapeHtml(amount)}</td></tr>
<tr><th scope="row" align="left">Order</th><td style="word-break:break-all">${escapeHtml(input.orderReference)}</td></tr>
</table>
<p>${escapeHtml(card)}</p>
${released ? `<p>${escapeHtml(released)}</p>\n` : ''}<p>Your order: <a href="${escapeHtml(orderUrl)}">${escapeHtml(orderUrl)}</a></p>`,
    input.shopUrl,
  );

  const text = [
    `Hello ${input.customerName},`,
    '',
    `${TITLE}. ${what}`,
    '',
    `Refunded: ${amount}`,
    `Order: ${input.orderReference}`,
    '',
    card,
    ...(released ? ['', released] : []),
    '',
    `Your order: ${orderUrl}`,
    '',
    brand.fullName ?? brand.name,
  ].join('\n');

  return { to: input.to, subject: `${brand.name}: ${TITLE}`, html, text };
}

/** The refund notice of an order, from what is stored on it (its refund recorded). */
export function refundEmailForOrder(
  order: OrderRecord,
  brand: EmailBrand,
  shopUrl: string,
): MailMessage | null {
  if (!order.refund || !order.user_email) return null;
  return buildRefundEmail({
    brand,
    to: order.user_email,
    customerName: order.customer_name,
    orderReference: order.order_id,
    bundleName: order.order_data.bundle.name,
    refundedCents: order.refund.amount_cents,
    paidCents: order.final_price,
    profileReleased: order.refund.profile_released ?? false,
    shopUrl,
  });
}
