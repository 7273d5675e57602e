import { loadCatalogue } from '../../shared/catalogue/shipped-catalogue';
import { MESSAGES } from '../../shared/validation/messages';
import { judgeAnswer, linkInReply, offersInReply } from '../testing/judge-answer';
import { EVAL_TODAY, TRAVELLER_QUESTIONS } from '../testing/traveller-questions';
import { LocalChatAssistant } from './local-chat-assistant';

const catalogue = loadCatalogue();
const assistant = new LocalChatAssistant({ catalogue, now: () => EVAL_TODAY });
const ask = (message: string, before: string[] = []) =>
  assistant.answer({
    message,
    history: before.flatMap((text) => [
      { role: 'user' as const, text },
      { role: 'bot' as const, text: 'An earlier answer that names Japan and 30 days.' },
    ]),
    brandName: 'Roamly',
  });

describe('the local assistant’s bundle answers', () => {
  it.each(TRAVELLER_QUESTIONS.filter((q) => q.expect.kind === 'bundle'))(
    '$ask → exactly the planner’s offers, prices and link',
    (question) => {
      const answer = ask(question.ask, question.before);
      expect(judgeAnswer(catalogue, question.expect, answer, EVAL_TODAY)).toEqual({ ok: true });
    },
  );

  it('lists at most the three cheapest, with VAT-inclusive euro prices', () => {
    const { text } = ask('Japan from 3 to 15 May');
    expect(offersInReply(text)).toEqual([
      'Asia Pacific 1GB|€6.04',
      'Asia Pacific 3GB|€18.14',
      'Asia Pacific 5GB|€30.24',
    ]);
    expect(text).toContain(
      '[See all 5 bundles in the planner](/bundleselector?countries=JP&from=2027-05-03&to=2027-05-15)',
    );
  });

  it('takes the trip of an earlier question for a new destination, and the destination for a new length', () => {
    expect(linkInReply(ask('What about France?', ['Spain for 12 days']).text)).toBe(
      '/bundleselector?countries=FR&days=12',
    );
    expect(linkInReply(ask('and 3 weeks?', ['Spain for 12 days', 'hello']).text)).toBe(
      '/bundleselector?countries=ES&days=21',
    );
  });

  it('reads nothing from its own earlier answers', () => {
    const answer = ask('and for 20 days?', ['How do I install it?']);
    expect(answer.kind).toBe('ask-trip');
    expect(linkInReply(answer.text)).toBeNull();
  });

  it('passes on the planner’s message for a trip longer than any bundle', () => {
    const answer = ask('Spain for 90 days');
    expect(answer.text).toContain(MESSAGES.search.tripTooLong);
    expect(offersInReply(answer.text)).toHaveLength(3);
  });

  it('says when no single bundle covers countries in different zones', () => {
    const answer = ask('Spain and Japan for 10 days');
    expect(answer.kind).toBe('bundle');
    expect(offersInReply(answer.text)).toEqual([]);
    expect(answer.text).toContain(MESSAGES.search.notSingleBundle);
  });

  it('says plainly when the shop sells nothing for a country, with no link to empty results', () => {
    const answer = ask('Does it work in North Korea?');
    expect(answer.kind).toBe('coverage');
    expect(answer.text).toContain('Sorry, we have no bundle that covers North Korea');
    expect(linkInReply(answer.text)).toBeNull();
  });

  it('shows coverage and the cheapest offers without a trip, linking to the planner’s dates step', () => {
    const answer = ask('Can I use it in Australia?');
    expect(answer.kind).toBe('coverage');
    expect(answer.text).toContain('Yes, we cover **Australia**');
    expect(linkInReply(answer.text)).toBe('/bundleselector?countries=AU');
  });

  it('asks where to when a trip has no destination, unless the question is clearly about something else', () => {
    expect(ask('I need data for 10 days').kind).toBe('ask-trip');
    expect(ask('Is it valid for 30 days?')).toMatchObject({
      kind: 'knowledge',
      doc: { id: 'terms-activation-and-validity' },
    });
  });
});

describe('the local assistant’s help answers', () => {
  it.each([
    ['How do I set up the eSIM on my Pixel?', 'install'],
    ['my esim has no internet', 'help-no-data'],
    ['Can I have my money back?', 'terms-refunds-and-cancellations'],
    ['How long does the eSIM last?', 'terms-activation-and-validity'],
    ['Can I use two SIMs at the same time?', 'faq-can-i-keep-my-regular-sim-while-using-the-esim'],
    ['Which phones are supported?', 'terms-device-compatibility'],
    ['How fast is the network? Is there 5G?', 'terms-coverage-and-network-quality'],
    ['I ran out of data', 'help-top-up'],
  ])('%s → %s', (question, doc) => {
    expect(ask(question)).toMatchObject({ kind: 'knowledge', doc: { id: doc } });
  });

  it('answers with the passage, its title and a link to the page it comes from', () => {
    const { text } = ask('Can I get a refund?');
    expect(text).toMatch(/^\*\*Refunds and Cancellations\*\*\n\n/);
    expect(text).toContain('we will replace it or refund you');
    expect(text).toMatch(/\[Terms and Conditions\]\(\/terms\)$/);
  });

  it('names the brand where the terms do', () => {
    expect(ask('Who are these terms with? introduction').text).toContain('the Roamly website');
  });

  it('greets back, and has nothing to say about the weather', () => {
    expect(ask('Hello!').kind).toBe('greeting');
    expect(ask('What will the weather be like tomorrow?')).toEqual({ kind: 'none', text: '' });
  });
});
