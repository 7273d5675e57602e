import { newId, unixNow, type StandinSession } from './context';
import { obj, str, strings, type FormObject, type FormValue } from './form';

type LineItems = { amount: number; currency: string; product: StandinSession['product'] };

/** The total, currency and (last) product of a session's line items; a message when one is invalid. */
function readLineItems(items: FormValue[]): LineItems | string {
  let amount = 0;
  let currency = '';
  let product = { name: '', description: '' };
  for (const item of items) {
    const priceData = obj(obj(item).price_data);
    const unitAmount = Number(str(priceData.unit_amount));
    const quantity = Number(str(obj(item).quantity) ?? '1');
    if (!Number.isInteger(unitAmount) || unitAmount < 0)
      return 'line_items[].price_data.unit_amount must be an integer';
    amount += unitAmount * quantity;
    currency = str(priceData.currency) ?? currency;
    const productData = obj(priceData.product_data);
    product = { name: str(productData.name) ?? '', description: str(productData.description) ?? '' };
  }
  return { amount, currency, product };
}

/** A new open session from a create request's form, or the message Stripe would answer 400 with. */
export function createSession(baseUrl: string, form: FormObject): StandinSession | string {
  const items = Array.isArray(form.line_items) ? form.line_items : [];
  if (items.length === 0) return 'line_items is required';
  const lineItems = readLineItems(items);
  if (typeof lineItems === 'string') return lineItems;
  const successUrl = str(form.success_url);
  const cancelUrl = str(form.cancel_url);
  if (!successUrl || !cancelUrl) return 'success_url and cancel_url are required';
  const id = newId('cs_test');
  const created = unixNow();
  // Stripe's default is 24 hours after creation.
  const expiresAt = Number(str(form.expires_at) ?? created + 24 * 3600);
  if (!Number.isInteger(expiresAt)) return 'expires_at must be a Unix timestamp';
  return {
    id,
    object: 'checkout.session',
    mode: str(form.mode) ?? 'payment',
    status: 'open',
    payment_status: 'unpaid',
    amount_total: lineItems.amount,
    amount_subtotal: lineItems.amount,
    currency: lineItems.currency || 'eur',
    customer_email: str(form.customer_email),
    client_reference_id: str(form.client_reference_id),
    metadata: strings(form.metadata),
    payment_intent: null,
    invoice: null,
    success_url: successUrl,
    cancel_url: cancelUrl,
    url: `${baseUrl}/pay/${id}`,
    created,
    expires_at: expiresAt,
    livemode: false,
    product: lineItems.product,
    invoiceCreation: str(obj(form.invoice_creation).enabled) === 'true',
    invoiceDescription: str(obj(obj(form.invoice_creation).invoice_data).description),
    paymentIntentMetadata: strings(obj(form.payment_intent_data).metadata),
  };
}

/** Stripe's view of a session: without the stand-in's own bookkeeping fields. */
export function publicSession(session: StandinSession) {
  const {
    product: _product,
    invoiceCreation: _invoiceCreation,
    invoiceDescription: _invoiceDescription,
    paymentIntentMetadata: _pim,
    ...rest
  } = session;
  return rest;
}
