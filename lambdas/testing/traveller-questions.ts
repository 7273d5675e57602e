/**
 * Real traveller questions with the kind of answer each deserves: the local assistant's evaluation
 * table (`npm run assistant:eval`) and the source of its bundle cases in unit tests. "Today" is
 * EVAL_TODAY, so dates without a year resolve the same way on every run.
 */

export const EVAL_TODAY = new Date(2026, 10, 20, 10, 0);

export type ExpectedAnswer =
  /** The planner's offers for these countries (ISO codes, or a whole zone) and this trip. */
  | {
      kind: 'bundle';
      countries: string[] | { zone: string };
      trip: { days: number } | { from: string; to: string };
    }
  /** Whether (and from what) a destination is covered, without a trip. */
  | { kind: 'coverage'; countries: string[] }
  /** One of these help passages (knowledge document ids). */
  | { kind: 'knowledge'; docs: string[] }
  /** A question back: where to and for how long. */
  | { kind: 'ask-trip' };

export type TravellerQuestion = {
  topic: 'bundle' | 'coverage' | 'install' | 'activation' | 'refund' | 'validity' | 'dual SIM' | 'other';
  /** Earlier questions of the same conversation, oldest first. */
  before?: string[];
  ask: string;
  expect: ExpectedAnswer;
};

const VALIDITY = 'terms-activation-and-validity';
const DUAL_SIM = 'faq-can-i-keep-my-regular-sim-while-using-the-esim';
const ACTIVATION = 'faq-how-long-does-activation-take';

export const TRAVELLER_QUESTIONS: readonly TravellerQuestion[] = [
  {
    topic: 'bundle',
    ask: "I'm going to Spain and Italy for 12 days, which bundle?",
    expect: { kind: 'bundle', countries: ['ES', 'IT'], trip: { days: 12 } },
  },
  {
    topic: 'bundle',
    ask: 'Two weeks in the USA, what do you recommend?',
    expect: { kind: 'bundle', countries: ['US'], trip: { days: 14 } },
  },
  {
    topic: 'bundle',
    ask: 'Japan from 3 to 15 May',
    expect: { kind: 'bundle', countries: ['JP'], trip: { from: '2027-05-03', to: '2027-05-15' } },
  },
  {
    topic: 'bundle',
    ask: "We're doing a 10-day road trip through France, Germany and Switzerland",
    expect: { kind: 'bundle', countries: ['FR', 'DE', 'CH'], trip: { days: 10 } },
  },
  {
    topic: 'bundle',
    ask: 'Cheapest data plan for Thailand and Vietnam, 3 weeks',
    expect: { kind: 'bundle', countries: ['TH', 'VN'], trip: { days: 21 } },
  },
  {
    topic: 'bundle',
    ask: 'Ich fahre für 7 Tage nach Österreich',
    expect: { kind: 'bundle', countries: ['AT'], trip: { days: 7 } },
  },
  {
    topic: 'bundle',
    ask: 'Backpacking South America for a month',
    expect: { kind: 'bundle', countries: { zone: 'Central and South America' }, trip: { days: 30 } },
  },
  {
    topic: 'bundle',
    ask: 'UK and Ireland from 10 June to 2 July, which eSIM?',
    expect: { kind: 'bundle', countries: ['GB', 'IE'], trip: { from: '2027-06-10', to: '2027-07-02' } },
  },
  {
    topic: 'bundle',
    before: ['Spain and Italy for 12 days'],
    ask: 'and for 20 days?',
    expect: { kind: 'bundle', countries: ['ES', 'IT'], trip: { days: 20 } },
  },
  {
    topic: 'bundle',
    before: ['Two weeks in Canada please'],
    ask: 'What about Mexico?',
    expect: { kind: 'bundle', countries: ['MX'], trip: { days: 14 } },
  },
  {
    topic: 'bundle',
    ask: 'Stopover in Dubai for 5 days, do I need data?',
    expect: { kind: 'bundle', countries: ['AE'], trip: { days: 5 } },
  },
  {
    topic: 'bundle',
    ask: 'Voy a México 3 semanas',
    expect: { kind: 'bundle', countries: ['MX'], trip: { days: 21 } },
  },
  {
    topic: 'coverage',
    ask: 'Does your eSIM work in Cuba?',
    expect: { kind: 'coverage', countries: ['CU'] },
  },
  {
    topic: 'coverage',
    ask: 'Do you have coverage in Morocco?',
    expect: { kind: 'coverage', countries: ['MA'] },
  },
  { topic: 'coverage', ask: 'Can I use it in Australia?', expect: { kind: 'coverage', countries: ['AU'] } },
  { topic: 'coverage', ask: 'Is Iceland covered?', expect: { kind: 'coverage', countries: ['IS'] } },
  {
    topic: 'install',
    ask: 'How do I install the eSIM on my iPhone?',
    expect: { kind: 'knowledge', docs: ['install'] },
  },
  {
    topic: 'install',
    ask: 'How to set up the QR code on a Samsung?',
    expect: { kind: 'knowledge', docs: ['install'] },
  },
  { topic: 'install', ask: 'Where do I scan the QR code?', expect: { kind: 'knowledge', docs: ['install'] } },
  {
    topic: 'activation',
    ask: 'How long does activation take?',
    expect: { kind: 'knowledge', docs: [ACTIVATION] },
  },
  {
    topic: 'activation',
    ask: 'When does my bundle start counting?',
    expect: { kind: 'knowledge', docs: [VALIDITY, ACTIVATION] },
  },
  {
    topic: 'activation',
    ask: 'My eSIM shows no data',
    expect: { kind: 'knowledge', docs: ['help-no-data'] },
  },
  {
    topic: 'activation',
    ask: "I installed it but there's no signal",
    expect: { kind: 'knowledge', docs: ['help-no-data'] },
  },
  {
    topic: 'refund',
    ask: 'Can I get a refund?',
    expect: { kind: 'knowledge', docs: ['terms-refunds-and-cancellations'] },
  },
  {
    topic: 'refund',
    ask: 'I bought the wrong bundle, can I cancel it?',
    expect: { kind: 'knowledge', docs: ['terms-refunds-and-cancellations'] },
  },
  { topic: 'validity', ask: 'How long is the eSIM valid?', expect: { kind: 'knowledge', docs: [VALIDITY] } },
  {
    topic: 'validity',
    ask: 'Do I have to activate it right after buying?',
    expect: { kind: 'knowledge', docs: [VALIDITY, ACTIVATION] },
  },
  { topic: 'validity', ask: 'Does unused data expire?', expect: { kind: 'knowledge', docs: [VALIDITY] } },
  {
    topic: 'dual SIM',
    ask: 'Can I keep my regular SIM card for WhatsApp?',
    expect: { kind: 'knowledge', docs: [DUAL_SIM] },
  },
  {
    topic: 'dual SIM',
    ask: 'Does it work with dual SIM phones?',
    expect: { kind: 'knowledge', docs: [DUAL_SIM] },
  },
  {
    topic: 'dual SIM',
    ask: 'Can I still receive calls on my home number?',
    expect: { kind: 'knowledge', docs: [DUAL_SIM, 'help-calls'] },
  },
  {
    topic: 'other',
    ask: 'Is my phone compatible?',
    expect: { kind: 'knowledge', docs: ['terms-device-compatibility'] },
  },
  { topic: 'other', ask: 'What is an eSIM?', expect: { kind: 'knowledge', docs: ['faq-what-is-an-esim'] } },
  { topic: 'other', ask: 'I forgot my ICCID', expect: { kind: 'knowledge', docs: ['help-forgot-iccid'] } },
  {
    topic: 'other',
    ask: 'How can I check how much data I have left?',
    expect: { kind: 'knowledge', docs: ['help-status'] },
  },
  {
    topic: 'other',
    ask: 'Do prices include VAT?',
    expect: { kind: 'knowledge', docs: ['help-payment', 'terms-ordering-and-payment'] },
  },
  {
    topic: 'other',
    ask: "I didn't receive the email with my QR code",
    expect: { kind: 'knowledge', docs: ['help-delivery'] },
  },
  {
    topic: 'other',
    ask: 'Does the eSIM include calls and SMS?',
    expect: { kind: 'knowledge', docs: ['help-calls', 'terms-our-service'] },
  },
  {
    topic: 'other',
    ask: 'Can I use it as a hotspot for my laptop?',
    expect: { kind: 'knowledge', docs: ['help-hotspot'] },
  },
  {
    topic: 'bundle',
    ask: 'Which bundle should I buy?',
    expect: { kind: 'knowledge', docs: ['help-choose-bundle'] },
  },
  {
    topic: 'other',
    ask: 'How do I talk to a human?',
    expect: { kind: 'knowledge', docs: ['faq-what-if-i-need-help'] },
  },
];
