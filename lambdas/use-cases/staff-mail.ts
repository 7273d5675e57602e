import { TooManyRequestsError } from '../lib/errors';
import type { RateLimiter } from '../ports/rate-limiter';

/** The plain-text part of a staff-written HTML mail. */
export const textFromHtml = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Mails one admin may send from the staff pages in an hour (each page counts on its own). */
export const STAFF_MAILS_PER_HOUR = 30;
export const STAFF_MAILS_TOO_MANY = 'Too many test emails. Please wait before sending more.';

/** Counts one staff mail of a page for the caller; 429 once the hour's allowance is spent. */
export async function countStaffMail(
  limiter: RateLimiter,
  page: string,
  caller: { sub: string },
): Promise<void> {
  const allowed = await limiter.consume({
    key: `${page}#${caller.sub}`,
    limit: STAFF_MAILS_PER_HOUR,
    windowSeconds: 3600,
  });
  if (!allowed) throw new TooManyRequestsError(3600, STAFF_MAILS_TOO_MANY);
}
