import type { StandinInvoice, StandinSession } from './context';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const formatAmount = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-IE', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

/** The buttons of an open checkout: Pay and Cancel, then the other endings. */
const paymentActions = (session: StandinSession) => `<div class="actions">
<form method="post" action="/pay/${session.id}/pay"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="/pay/${session.id}/cancel"><button class="cancel" type="submit">Cancel</button></form>
</div>
<p>Try the other endings:</p>
<div class="actions">
<form method="post" action="/pay/${session.id}/decline"><button class="cancel" type="submit">Decline card</button></form>
<form method="post" action="/pay/${session.id}/expire"><button class="cancel" type="submit">Expire checkout</button></form>
</div>`;

/** The hosted payment page of a session. */
export function paymentPage(session: StandinSession): string {
  const amount = formatAmount(session.amount_total, session.currency);
  const open = session.status === 'open';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay ${escapeHtml(amount)} – test checkout</title>
<style>
body{font-family:system-ui,sans-serif;background:#f6f8fa;color:#1a1a1a;margin:0;display:flex;justify-content:center}
main{background:#fff;max-width:28rem;width:100%;margin:3rem 1rem;padding:2rem;border-radius:12px;box-shadow:0 2px 12px #0002}
h1{font-size:1.4rem;margin:0 0 .25rem}.amount{font-size:2rem;font-weight:700;margin:1rem 0}
.note{background:#fff8e1;border:1px solid #f0c36d;padding:.5rem .75rem;border-radius:6px;font-size:.9rem}
.actions{display:flex;gap:.75rem;margin-top:1.5rem}button{font-size:1rem;padding:.75rem 1.5rem;border-radius:8px;border:2px solid #635bff;cursor:pointer}
button.pay{background:#635bff;color:#fff}button.cancel{background:#fff;color:#635bff}button:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}
</style></head>
<body><main aria-labelledby="title">
<h1 id="title">${escapeHtml(session.product.name)}</h1>
<p>${escapeHtml(session.product.description)}</p>
<p class="amount" aria-label="Amount to pay">${escapeHtml(amount)}</p>
${session.customer_email ? `<p>Receipt to <strong>${escapeHtml(session.customer_email)}</strong></p>` : ''}
<p class="note" role="note">Test checkout on this machine: no card is charged.</p>
${
  open
    ? paymentActions(session)
    : `<p role="status">This checkout is ${session.status === 'complete' ? 'paid' : 'closed'}.</p>`
}
</main></body></html>`;
}

/** The hosted invoice page: the amount paid, the memo and a link to the PDF. */
export function invoicePage(invoice: StandinInvoice): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Invoice ${invoice.id}</title></head><body><main><h1>Invoice ${invoice.id}</h1><p>Paid: ${escapeHtml(formatAmount(invoice.amount_paid, invoice.currency))}</p>${invoice.description ? `<pre>${escapeHtml(invoice.description)}</pre>` : ''}<p><a href="/invoices/${invoice.id}.pdf">Download PDF</a></p></main></body></html>`;
}

/** A page that says what was not found. */
export const notFoundPage = (what: string) => `<!doctype html><title>Not found</title><p>${what}</p>`;

/** What an invoice says: its amount, then its memo line by line. */
const invoiceLines = (invoice: StandinInvoice) => [
  `Invoice ${invoice.id} - ${formatAmount(invoice.amount_paid, invoice.currency)} paid`,
  ...(invoice.description ? invoice.description.split('\n') : []),
];

/** A one-page PDF, enough for a browser to open the invoice link. */
export function invoicePdf(invoice: StandinInvoice): Buffer {
  // The PDF's standard font speaks Latin-1, where the euro sign is missing.
  const texts = invoiceLines(invoice).map((line) => line.replace(/[()\\]/g, '').replace(/€/g, 'EUR '));
  const stream = `BT /F1 14 Tf 50 780 Td 18 TL ${texts.map((t) => `(${t}) '`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
