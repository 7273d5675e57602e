import { paths } from './paths';

/** The staff tools, own-admins only; the admin console links to each of them. */
export const STAFF_PAGES: readonly { path: string; label: string }[] = [
  { path: paths.apiTest, label: 'API Testing Console' },
  { path: paths.orderTest, label: 'Order Test' },
  { path: paths.mailchimpApi, label: 'ICCID Reminder Mail' },
  { path: paths.emailTest, label: 'Email Test' },
];
