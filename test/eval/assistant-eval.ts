/**
 * How well the local support assistant answers real traveller questions: `npm run assistant:eval`.
 * Prints each miss and the share answered correctly; exits non-zero below the 90 % the shop promises.
 */
import { loadCatalogue } from '../../shared/catalogue/shipped-catalogue';
import { LocalChatAssistant } from '../../lambdas/adapters/local-chat-assistant';
import { judgeAnswer } from '../../lambdas/testing/judge-answer';
import { EVAL_TODAY, TRAVELLER_QUESTIONS } from '../../lambdas/testing/traveller-questions';

const TARGET = 0.9;
const catalogue = loadCatalogue();
const assistant = new LocalChatAssistant({ catalogue, now: () => EVAL_TODAY });

let correct = 0;
const byTopic = new Map<string, { asked: number; correct: number }>();
for (const question of TRAVELLER_QUESTIONS) {
  const history = (question.before ?? []).map((text) => ({ role: 'user' as const, text }));
  const answer = assistant.answer({ message: question.ask, history, brandName: 'Roamly' });
  const verdict = judgeAnswer(catalogue, question.expect, answer, EVAL_TODAY);
  const topic = byTopic.get(question.topic) ?? { asked: 0, correct: 0 };
  topic.asked += 1;
  if (verdict.ok) {
    correct += 1;
    topic.correct += 1;
  } else {
    console.log(`MISS [${question.topic}] ${question.ask}\n     ${verdict.why}`);
  }
  byTopic.set(question.topic, topic);
}

const share = correct / TRAVELLER_QUESTIONS.length;
console.log('\nBy topic:');
for (const [topic, { asked, correct: right }] of byTopic)
  console.log(`  ${topic.padEnd(10)} ${right}/${asked}`);
console.log(
  `\nLocal assistant: ${correct}/${TRAVELLER_QUESTIONS.length} traveller questions answered correctly (${(share * 100).toFixed(1)} %, target ${TARGET * 100} %).`,
);
if (share < TARGET) process.exitCode = 1;
