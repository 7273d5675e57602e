import { FAQS, INSTALL_STEPS } from '../../shared/content/faq';
import { termsSections } from '../../shared/content/terms';
import { formatKnowledge, KnowledgeBase, knowledgeDocs, SEARCH_HINTS } from './knowledge';

const docs = knowledgeDocs('Roamly');

describe('the shop knowledge the assistant searches', () => {
  it('holds every FAQ, every terms section and the whole installation guide, word for word', () => {
    const answers = docs.map((doc) => doc.answer).join('\n');
    for (const text of [
      ...FAQS.map((f) => f.answer),
      ...termsSections('Roamly').map((s) => s.body),
      ...INSTALL_STEPS.map((s) => s.body),
    ]) {
      expect(answers).toContain(text);
    }
  });

  it('has search hints only for passages that exist', () => {
    const ids = new Set(docs.map((doc) => doc.id));
    expect(Object.keys(SEARCH_HINTS).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('ranks by BM25 and finds passages through their hints and with typos', () => {
    const base = new KnowledgeBase('Roamly');
    expect(base.find('money back')[0]?.doc.id).toBe('terms-refunds-and-cancellations');
    expect(base.find('instal on iphnoe')[0]?.doc.id).toBe('install');
    const scores = base.find('refund').map((hit) => hit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(base.find('the and of')).toEqual([]);
  });

  it('answers a passage with its title, text and page link', () => {
    const install = docs.find((doc) => doc.id === 'install')!;
    expect(formatKnowledge(install)).toMatch(
      /^\*\*How to install your eSIM\*\*\n\n1\. \*\*Check device compatibility\*\*: [\s\S]+\n4\. [\s\S]+\[Installation Guide & FAQ\]\(\/faq\)$/,
    );
  });
});
