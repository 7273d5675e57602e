/** Domains whose mailboxes ignore dots in the local part (and are one and the same provider). */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/** The domain in its ASCII (punycode) form, so `bücher.de` and `xn--bcher-kva.de` are one domain. */
function asciiDomain(domain: string): string {
  try {
    return new URL(`http://${domain}`).hostname || domain;
  } catch {
    return domain;
  }
}

/** A quoted local part (`"a.b"`) without its quotes and backslash escapes. */
function unquoted(local: string): string {
  if (local.length < 2 || !local.startsWith('"') || !local.endsWith('"')) return local;
  return local.slice(1, -1).replace(/\\(.)/g, '$1');
}

/**
 * The mailbox an address delivers to, as one key: every spelling that reaches the same inbox gives
 * the same key. Lower-cased; a quoted local part unquoted; a `+tag` dropped on every domain (most
 * providers deliver `a+tag@x` to `a@x`, and counting a few mailboxes together is the safe mistake
 * for a limit); the domain in ASCII without a trailing dot; and on Gmail, dots dropped and
 * googlemail.com read as gmail.com. For counting mails per inbox only: mail still goes to the
 * address as typed.
 */
export function mailboxOf(address: string): string {
  const text = address.trim().toLowerCase();
  const at = text.lastIndexOf('@');
  if (at <= 0 || at === text.length - 1) return text;
  let local = unquoted(text.slice(0, at));
  let domain = asciiDomain(text.slice(at + 1).replace(/\.+$/, ''));
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = 'gmail.com';
    local = local.replace(/\./g, '') || local;
  }
  return `${local}@${domain}`;
}
