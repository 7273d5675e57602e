import type { BrandStore } from '../ports/brand-store';

/**
 * The address /support shows: the brand's own support address once an admin has set one, so a
 * re-branded shop never shows the old brand's mailbox; the shop's configured mailbox otherwise.
 */
export async function getSupportContact(deps: {
  brands: BrandStore;
  supportMailbox: string;
}): Promise<{ email: string }> {
  const { supportEmail } = await deps.brands.get();
  return { email: supportEmail || deps.supportMailbox };
}
