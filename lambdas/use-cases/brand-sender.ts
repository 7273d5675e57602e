import { logger } from '../lib/logger';
import type { BrandStore } from '../ports/brand-store';
import type { Mailer } from '../ports/mailer';

/** The brand's name now; null when it cannot be read (the mail then goes out under the configured sender). */
async function currentName(brands: BrandStore): Promise<string | null> {
  try {
    return (await brands.get()).name;
  } catch (error) {
    logger.warn('Brand unreadable: mail sent under the configured sender', { error: error as Error });
    return null;
  }
}

/**
 * Every mail goes out under the brand's name as it is when the mail is sent, so a re-branded shop
 * never mails as its old name (the configured sender gives the address). A message that names its own
 * sender keeps it; a brand that cannot be read costs the name, never the mail.
 */
export function sendingAsBrand(mailer: Mailer, brands: BrandStore): Mailer {
  return {
    async send(message) {
      if (message.from || message.fromName) return mailer.send(message);
      const name = await currentName(brands);
      return mailer.send(name ? { ...message, fromName: name } : message);
    },
  };
}
