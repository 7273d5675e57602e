/**
 * The installation guide and the frequent questions: shown on /faq and searched by the support
 * assistant, so both always say the same.
 */

export type InstallStep = { title: string; body: string };
export type FaqEntry = { question: string; answer: string };

/** The four steps of the installation guide (SPEC section 2, FAQ). */
export const INSTALL_STEPS: readonly InstallStep[] = [
  {
    title: 'Check device compatibility',
    body: 'Make sure your phone supports eSIM and is carrier-unlocked. Most recent iPhone, Google Pixel and Samsung Galaxy models do.',
  },
  {
    title: 'Prepare for installation',
    body: 'Connect to a stable Wi-Fi network and have your QR code ready, on another screen or printed, before you begin.',
  },
  {
    title: 'Install the eSIM',
    body: 'Open Settings > Mobile Data > Add eSIM > Scan QR Code, then scan the QR code from your email or the order page. On some phones the menu is called Cellular or Connections.',
  },
  {
    title: 'Activate the service',
    body: 'Turn on the new eSIM line and data roaming for it when you arrive. If you want all your data to go through the eSIM, set it as your primary mobile data line.',
  },
];

/** The four frequent questions (SPEC section 2, FAQ). */
export const FAQS: readonly FaqEntry[] = [
  {
    question: 'What is an eSIM?',
    answer:
      'An eSIM is a digital SIM built into your phone. It lets you add a mobile data plan by scanning a QR code, without a physical SIM card.',
  },
  {
    question: 'Can I keep my regular SIM while using the eSIM?',
    answer:
      'Yes. Phones with dual SIM support keep your regular SIM for calls and texts while the eSIM provides mobile data abroad.',
  },
  {
    question: 'How long does activation take?',
    answer:
      'Activation usually takes a few minutes once the eSIM is installed and you are connected to a supported network.',
  },
  {
    question: 'What if I need help?',
    answer:
      'Our support team is available 24/7. Use the chat or the contact form on the support page, or email us.',
  },
];
