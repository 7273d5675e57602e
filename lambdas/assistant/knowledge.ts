import MiniSearch from 'minisearch';
import { FAQS, INSTALL_STEPS } from '../../shared/content/faq';
import { HELP_TOPICS } from '../../shared/content/help-topics';
import { termsSections } from '../../shared/content/terms';

/** One passage of the shop's own help: the FAQ page, its installation guide, the terms, help topics. */
export type KnowledgeDoc = {
  id: string;
  source: 'faq' | 'install' | 'terms' | 'help';
  title: string;
  /** The passage as the traveller reads it (Markdown subset: lists and links). */
  answer: string;
  link?: { label: string; href: string };
};

/**
 * Words travellers use for a passage that the passage itself does not contain; indexed with it so
 * that "money back" finds the refund terms. Keyed by document id.
 */
export const SEARCH_HINTS: Readonly<Record<string, string>> = {
  install:
    'install installation set up setup add configure iphone android samsung pixel phone qr code scan scanning camera download profile how to',
  'faq-what-is-an-esim': 'what is esim explain meaning embedded digital sim card how does it work',
  'faq-can-i-keep-my-regular-sim-while-using-the-esim':
    'dual sim two sims physical sim keep my number whatsapp home number both at the same time second line',
  'faq-how-long-does-activation-take':
    'activate activation when does it start begin working connect how long time minutes first use turn on',
  'faq-what-if-i-need-help': 'help support contact human agent person talk someone email phone',
  'terms-device-compatibility':
    'compatible compatibility which phones supported my phone work device unlocked locked carrier lock check',
  'terms-activation-and-validity':
    'valid validity expire expires expiry how long last lasts days 90 year when start countdown unused leftover data activate right away immediately after buying purchase later',
  'terms-refunds-and-cancellations':
    'refund refunds money back cancel cancellation return reimburse withdrawal wrong bundle mistake',
  'terms-coverage-and-network-quality':
    'coverage network networks speed 5g 4g lte operator partner slow signal quality',
  'terms-ordering-and-payment': 'pay payment card price cost euro vat tax coupon discount code',
  'terms-delivery': 'delivery deliver receive email qr code when arrive',
  'terms-fair-use': 'fair use resell business unlimited abuse suspend',
  'terms-liability': 'liability compensation losses damages',
  'terms-our-service': 'calls sms text messages data only voice phone number',
  'help-no-data':
    'not working no internet no data no signal no service cannot connect no connection problem broken',
  'help-status': 'status usage remaining data left balance how much data check expiry',
  'help-forgot-iccid': 'iccid forgot lost find number where is my iccid',
  'help-delivery': 'not received where is my esim qr code email missing spam resend',
  'help-payment': 'pay payment card price cost euro vat tax coupon discount code checkout',
  'help-choose-bundle': 'which bundle choose recommend best plan package buy data how much',
  'help-calls': 'calls call sms text messages phone number voice',
  'help-hotspot': 'hotspot tethering share laptop tablet',
  'help-top-up': 'top up topup more data run out ran out extend renew recharge',
  'help-account': 'account login sign in password register',
};

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const FAQ_LINK = { label: 'Installation Guide & FAQ', href: '/faq' };
const TERMS_LINK = { label: 'Terms and Conditions', href: '/terms' };

/** Every passage the assistant may answer with, from the one copy of each text in shared/content. */
export function knowledgeDocs(brandName: string): KnowledgeDoc[] {
  return [
    {
      id: 'install',
      source: 'install',
      title: 'How to install your eSIM',
      answer: INSTALL_STEPS.map((step, i) => `${i + 1}. **${step.title}**: ${step.body}`).join('\n'),
      link: FAQ_LINK,
    },
    ...FAQS.map((faq) => ({
      id: `faq-${slug(faq.question)}`,
      source: 'faq' as const,
      title: faq.question,
      answer: faq.answer,
      link: FAQ_LINK,
    })),
    ...termsSections(brandName).map((section) => ({
      id: `terms-${slug(section.title)}`,
      source: 'terms' as const,
      title: section.title,
      answer: section.body,
      link: TERMS_LINK,
    })),
    ...HELP_TOPICS.map((topic) => ({
      id: `help-${topic.id}`,
      source: 'help' as const,
      title: topic.title,
      answer: topic.body,
      ...(topic.link && { link: topic.link }),
    })),
  ];
}

const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by can could do does did for from get got has have how i if in is it its ' +
    'me my of on or our please should so that the their them there they this to too us was we what when ' +
    'where which who why will with would you your hi hello thanks thank'
  ).split(' '),
);

export type KnowledgeHit = { doc: KnowledgeDoc; score: number };

/** BM25 search (MiniSearch) over the shop's help passages; build once, query per question. */
export class KnowledgeBase {
  private readonly search: MiniSearch<KnowledgeDoc & { hints: string }>;
  private readonly docs: Map<string, KnowledgeDoc>;

  constructor(brandName: string) {
    const docs = knowledgeDocs(brandName);
    this.docs = new Map(docs.map((doc) => [doc.id, doc]));
    this.search = new MiniSearch({
      fields: ['title', 'answer', 'hints'],
      processTerm: (term) => {
        const word = term.toLowerCase();
        return STOP_WORDS.has(word) ? null : word;
      },
      searchOptions: { boost: { title: 2, hints: 1.5 }, prefix: true, fuzzy: 0.2 },
    });
    this.search.addAll(docs.map((doc) => ({ ...doc, hints: SEARCH_HINTS[doc.id] ?? '' })));
  }

  /** The best-matching passages for a question, best first. */
  find(question: string, limit = 3): KnowledgeHit[] {
    return this.search
      .search(question)
      .slice(0, limit)
      .flatMap((result) => {
        const doc = this.docs.get(String(result.id));
        return doc ? [{ doc, score: result.score }] : [];
      });
  }
}

/** A passage as a chat reply: its title, its text and where to read more. */
export function formatKnowledge(doc: KnowledgeDoc): string {
  const more = doc.link ? `\n\n[${doc.link.label}](${doc.link.href})` : '';
  return `**${doc.title}**\n\n${doc.answer}${more}`;
}

const bases = new Map<string, KnowledgeBase>();

/** The knowledge base naming this brand, built on first use and kept for the container's life. */
export function knowledgeFor(brandName: string): KnowledgeBase {
  let base = bases.get(brandName);
  if (!base) {
    base = new KnowledgeBase(brandName);
    bases.set(brandName, base);
  }
  return base;
}
