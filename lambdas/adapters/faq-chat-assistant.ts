import type { ChatAssistant } from '../ports/chat-assistant';

interface FaqEntry {
  /** Words that point at this answer; the entry with the most matches wins. */
  keywords: string[];
  answer: string;
}

/** The shop's own FAQ and installation guide, answered without any external AI service. */
export const FAQ: readonly FaqEntry[] = [
  {
    keywords: ['what', 'esim', 'embedded', 'sim', 'explain'],
    answer:
      'An eSIM is a digital SIM built into your phone. Instead of inserting a plastic card, you scan a QR code to download a data plan for your trip.',
  },
  {
    keywords: ['dual', 'both', 'physical', 'keep', 'number', 'two'],
    answer:
      'Yes: most eSIM phones support dual SIM. Keep your regular SIM for calls and texts and use the travel eSIM for mobile data.',
  },
  {
    keywords: ['install', 'installation', 'setup', 'qr', 'scan', 'add'],
    answer:
      'To install: 1) check that your phone supports eSIM; 2) connect to Wi-Fi and have your QR code ready; 3) go to Settings > Mobile Data > Add eSIM > Scan QR Code; 4) turn the eSIM on and, if you like, set it as your primary data line.',
  },
  {
    keywords: ['activate', 'activation', 'minutes', 'working', 'start', 'signal'],
    answer:
      'Activation usually takes a few minutes once you reach your destination and turn on data roaming for the eSIM. Your bundle starts counting from your first data use.',
  },
  {
    keywords: ['valid', 'validity', 'expire', 'expiry', 'days', 'year', 'last'],
    answer:
      'An eSIM is valid for up to 90 days after first data use and must be activated within one year of purchase.',
  },
  {
    keywords: ['status', 'usage', 'remaining', 'data', 'left', 'balance', 'check'],
    answer:
      'Open the eSIM Status page and enter your e-mail address and ICCID to see your remaining data, usage and expiry.',
  },
  {
    keywords: ['iccid', 'forgot', 'lost', 'find'],
    answer:
      "Use 'Forgot ICCID?' on the eSIM Status page: we e-mail the ICCIDs of your account to your address.",
  },
  {
    keywords: ['support', 'help', 'contact', 'human', 'agent', 'email', 'problem'],
    answer:
      'Our support is available 24/7. Send us a message with the form on the Support page and we reply by e-mail within 24 hours.',
  },
  {
    keywords: ['price', 'cost', 'pay', 'payment', 'card', 'vat', 'coupon'],
    answer:
      'Prices are in euros and include 21 % VAT. You pay by card on a secure hosted checkout page, and you can enter a coupon code at checkout.',
  },
];

const words = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

/** Picks the FAQ answer whose keywords best match the question; empty when nothing matches. */
export class FaqChatAssistant implements ChatAssistant {
  constructor(private readonly entries: readonly FaqEntry[] = FAQ) {}

  async reply(message: string): Promise<string> {
    const asked = new Set(words(message));
    let best: { score: number; answer: string } = { score: 0, answer: '' };
    for (const entry of this.entries) {
      const score = entry.keywords.filter((k) => asked.has(k)).length;
      if (score > best.score) best = { score, answer: entry.answer };
    }
    return best.answer;
  }
}
