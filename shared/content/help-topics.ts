/**
 * How the shop works, beyond the FAQ page and the terms: the support assistant answers from these
 * together with the FAQ, the installation guide and the terms. Each names where on the site to go.
 */

export type HelpTopic = {
  id: string;
  title: string;
  body: string;
  /** A page of the shop that helps further. */
  link?: { label: string; href: string };
};

export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    id: 'no-data',
    title: 'No data or no signal after installing',
    body: 'Check that the eSIM line is turned on, that it is chosen for mobile data, and that data roaming is on for it. Then switch flight mode on and off, or restart the phone. The eSIM only connects in a country its bundle covers. If it still shows no data, refresh the QR code on your order page or send us a message.',
    link: { label: 'Check your eSIM status', href: '/esim-status' },
  },
  {
    id: 'status',
    title: 'Check eSIM status, remaining data and expiry',
    body: 'Open the eSIM Status page and enter your email address or ICCID to see whether your eSIM is active, how much data is left, how it was used and when the bundle expires.',
    link: { label: 'eSIM Status', href: '/esim-status' },
  },
  {
    id: 'forgot-iccid',
    title: 'Forgot or lost your ICCID',
    body: "Use 'Forgot ICCID?' on the eSIM Status page: we email the ICCIDs of your eSIMs to your address. The ICCID is also in the email you received after your purchase.",
    link: { label: 'eSIM Status', href: '/esim-status' },
  },
  {
    id: 'delivery',
    title: 'Where is my eSIM, QR code or email after buying',
    body: 'After payment your eSIM is delivered within minutes: the QR code, ICCID and activation code show on the order page and arrive by email. Check your spam folder, or use Resend Email on the order page. If the QR code does not scan, use Refresh QR Code there.',
  },
  {
    id: 'payment',
    title: 'Prices, payment, VAT and coupons',
    body: 'Prices are in euros and include 21% VAT. You pay by card on a secure hosted checkout page, and you can enter a coupon code at checkout. A free coupon skips payment altogether.',
  },
  {
    id: 'choose-bundle',
    title: 'Which bundle to choose',
    body: 'Tell me where you are going and for how long, for example "Spain and Italy for 12 days", and I will show the cheapest bundles that cover your trip. You can also pick destinations and dates in the trip planner on the home page.',
    link: { label: 'Open the trip planner', href: '/bundleselector' },
  },
  {
    id: 'calls',
    title: 'Calls, texts and phone number',
    body: 'The bundles are data only: they do not include calls, text messages or a phone number. Keep your regular SIM for calls and texts, or use internet calling apps over the eSIM data.',
  },
  {
    id: 'hotspot',
    title: 'Hotspot and tethering',
    body: 'You can share the eSIM data with other devices through your phone’s personal hotspot, as long as you stay within fair personal use.',
  },
  {
    id: 'top-up',
    title: 'Run out of data: top up or buy another bundle',
    body: 'When your data runs out or the bundle expires, buy a new bundle for your trip in the planner. Your remaining data is shown on the eSIM Status page.',
    link: { label: 'eSIM Status', href: '/esim-status' },
  },
  {
    id: 'account',
    title: 'Account and password',
    body: 'Your account is created with your first purchase, under the email address you used at checkout. Sign in from the login page to see it.',
  },
];
