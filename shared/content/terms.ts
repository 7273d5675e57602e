/** The general terms of sale: shown on /terms and searched by the support assistant. */

export const TERMS_LAST_UPDATED = '05-03-2025';

export type TermsSection = { title: string; body: string };

/** The 11 sections of the terms, naming the shop by `brand` (SPEC section 2, Terms). */
export function termsSections(brand: string): TermsSection[] {
  return [
    {
      title: 'Introduction',
      body: `These terms govern your use of the ${brand} website and your purchase of travel eSIM data bundles from us. By placing an order you accept these terms.`,
    },
    {
      title: 'Our Service',
      body: 'We sell prepaid mobile data bundles delivered as an eSIM profile or as a top-up to an eSIM you already own. The bundles provide data only; calls and text messages are not included unless stated otherwise.',
    },
    {
      title: 'Device Compatibility',
      body: 'You are responsible for checking that your device supports eSIM and is not locked to a mobile operator before you buy. We cannot refund bundles that cannot be installed because a device is incompatible or locked.',
    },
    {
      title: 'Ordering and Payment',
      body: 'Prices are shown in euros and include 21% VAT. Payment is taken by our card payment provider when you place the order. Coupon codes apply only while they are valid and cannot be exchanged for cash.',
    },
    {
      title: 'Delivery',
      body: 'After your payment is confirmed we deliver the eSIM digitally: the activation QR code and details are shown on the order page and sent to the email address you provided. Please make sure that address is correct.',
    },
    {
      title: 'Activation and Validity',
      body: 'An eSIM must be activated within one year of purchase. The eSIM is valid for up to 90 days after your first data use; the data of each bundle can be used within its stated validity period. Unused data expires at the end of that period.',
    },
    {
      title: 'Coverage and Network Quality',
      body: 'Coverage depends on the partner networks in each destination. Speeds and availability can vary with location, device and network load, and we cannot guarantee uninterrupted service.',
    },
    {
      title: 'Fair Use',
      body: 'The service is for personal use. You may not resell it, use it for unlawful purposes or in a way that harms the networks or other users. We may suspend an eSIM used in breach of these terms.',
    },
    {
      title: 'Refunds and Cancellations',
      body: 'As the eSIM is delivered digitally and immediately, the right of withdrawal ends once the eSIM has been delivered. If an eSIM cannot be installed or does not work because of a fault on our side, contact support and we will replace it or refund you.',
    },
    {
      title: 'Liability',
      body: 'To the extent permitted by law, our liability is limited to the price you paid for the affected bundle. We are not liable for indirect losses, such as missed bookings or roaming charges from other providers.',
    },
    {
      title: 'Changes and Contact',
      body: 'We may update these terms; the version in force at the time of your order applies to that order. Questions about these terms can be sent to our support team, available 24/7 on the support page.',
    },
  ];
}
