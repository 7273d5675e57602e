import type { Catalogue } from '../../shared/catalogue/catalogue';
import type { ChatAssistant, ChatQuestion } from '../ports/chat-assistant';
import { placeCountries } from '../assistant/destinations';
import { formatKnowledge, knowledgeFor, type KnowledgeDoc } from '../assistant/knowledge';
import { findTripOffers, formatTripOffers, type TripOffers } from '../assistant/trip-offers';
import { parseTripQuestion, type TripQuestion } from '../assistant/trip-question';

/** What the local assistant made of a question; `kind` is what the evaluation table checks. */
export type LocalAnswer =
  | { kind: 'bundle' | 'coverage'; text: string; offers: TripOffers }
  | { kind: 'knowledge'; text: string; doc: KnowledgeDoc }
  | { kind: 'ask-trip' | 'greeting' | 'none'; text: string };

/** BM25 score below which a passage is too weak a match to answer with (tuned on the question table). */
const MIN_KNOWLEDGE_SCORE = 4;
/**
 * A message with a trip length but no destination is a bundle question ("I need data for 10 days"),
 * unless a passage matches it this clearly ("Is it valid for 30 days?").
 */
const CLEAR_KNOWLEDGE_SCORE = 30;

const GREETING =
  /^\s*(hi|hello|hey|hallo|hola|bonjour|ciao|good (morning|afternoon|evening)|thanks?( you)?|thank you|cheers)\b[\s!.,]*$/i;
const BUNDLE_WORDS = /\b(bundles?|plans?|packages?|offers?|which esim|buy|price|cost|cheapest|how much)\b/i;

const ASK_TRIP =
  'Where are you travelling to, and for how long? For example: "Spain and Italy for 12 days" or "Japan from 3 to 15 May". I will show you the cheapest bundles for your trip.';
const GREETING_REPLY =
  'Hello! Ask me which bundle suits your trip (for example "Spain and Italy for 12 days"), or anything about installing, activating or using your eSIM.';

/**
 * The assistant that runs without any network, deterministically: bundle questions go through the
 * planner's own bundle search; everything else is answered from the FAQ, the installation guide, the
 * terms and the help topics by BM25 retrieval. Earlier turns fill in what a follow-up leaves out
 * ("and for 20 days?").
 */
export class LocalChatAssistant implements ChatAssistant {
  constructor(private readonly deps: { catalogue: Catalogue; now: () => Date }) {}

  async reply(question: ChatQuestion): Promise<string> {
    return this.answer(question).text;
  }

  /** The answer and how it was reached. */
  answer({ message, history, brandName }: ChatQuestion): LocalAnswer {
    const { catalogue } = this.deps;
    const today = this.deps.now();
    if (GREETING.test(message)) return { kind: 'greeting', text: GREETING_REPLY };

    const asked = parseTripQuestion(catalogue, message, today);
    const earlier = history
      .filter((turn) => turn.role === 'user')
      .map((turn) => parseTripQuestion(catalogue, turn.text, today))
      .reverse();
    const places =
      asked.places.length > 0 ? asked.places : asked.trip ? (latest(earlier, 'places') ?? []) : [];
    if (places.length > 0) {
      const trip = asked.trip ?? (asked.places.length > 0 ? (latest(earlier, 'trip') ?? null) : null);
      const offers = findTripOffers(catalogue, { countries: placeCountries(catalogue, places), trip, today });
      const kind = trip && offers.unsold.length === 0 ? 'bundle' : 'coverage';
      return { kind, text: formatTripOffers(offers), offers };
    }

    const [best] = knowledgeFor(brandName).find(message);
    const enough = asked.trip ? CLEAR_KNOWLEDGE_SCORE : MIN_KNOWLEDGE_SCORE;
    if (best && best.score >= enough) {
      return { kind: 'knowledge', text: formatKnowledge(best.doc), doc: best.doc };
    }
    if (asked.trip || BUNDLE_WORDS.test(message)) return { kind: 'ask-trip', text: ASK_TRIP };
    return { kind: 'none', text: '' };
  }
}

/** The most recent non-empty part among earlier questions (newest first). */
function latest<K extends keyof TripQuestion>(earlier: TripQuestion[], key: K): TripQuestion[K] | undefined {
  const found = earlier.find((q) => (Array.isArray(q[key]) ? (q[key] as unknown[]).length > 0 : q[key]));
  return found?.[key];
}
