// German-aware fuzzy matching of a visitor's typed question against a provider's chatbot entries (issue 20,
// decision 034 "Chatbot (implementation)"). Pure: the server calls it with the live entries and records the result.
//
// A text becomes a list of stems: lower case, ß → ss, the spelled umlauts (ae, oe, ue) read as ä, ö, ü (Snowball's
// "german2" variant, so „Gebuehren“ and „Gebühren“ meet), punctuation and German stop words dropped, each word
// stemmed by the Snowball German stemmer (plural and singular meet: „Anlagen“ / „Anlage“). Two stems count as the
// same word when equal, nearly when one is a prefix of the other, and by their trigram similarity otherwise (typos:
// „Gebüren“ / „Gebühren“). An entry's score is the best of its question's similarity and its answer's (weighted
// lower); below the threshold there is no answer.
import { stemmer } from '@orama/stemmers/german';

/** The score (0–1) from which an entry answers a question. */
export const CHATBOT_MATCH_THRESHOLD = 0.4;
/** The weight of a match against an entry's answer (its question counts fully). */
export const ANSWER_WEIGHT = 0.6;
/** Longer input is cut before matching (the contract refuses far longer questions anyway). */
const MAX_CHARS = 1000;
/** Two stems whose trigram similarity is below this do not count as the same word. */
const MIN_WORD_SIMILARITY = 0.45;

const STOP_WORDS_RAW = `
aber alle allem allen aller alles als also am an ander andere anderem anderen anderer anderes auch auf aus bei
bin bis bist bitte da damit dann das dass dasselbe dazu dein deine deinem deinen deiner dem den denn der des
desselben dessen dich die dies diese dieselbe dieselben diesem diesen dieser dieses dir doch dort du durch ein
eine einem einen einer eines einig einige einigem einigen einiger einiges einmal er es etwas euch euer eure
eurem euren eurer für gegen gewesen gibt hab habe haben hat hatte hatten hier hin hinter ich ihm ihn ihnen ihr
ihre ihrem ihren ihrer ihres im in ist ja jede jedem jeden jeder jedes jene jenem jenen jener jenes jetzt kann
kannst könnte können man manche manchem manchen mancher manches mein meine meinem meinen meiner meines mich mir
mit muss musste müssen nach nicht nichts noch nun nur ob oder ohne sehr sein seine seinem seinen seiner seines
selbst sich sie sind so solche solchem solchen solcher solches soll sollen sollte sondern sonst über um und uns
unsere unserem unseren unser unseres unter viel vom von vor wie was welche welchem welchen welcher welches
während war waren warst weg weil weiter werde werden wird wirst wir wo woher wohin würde würden zu zum zur
zwar zwischen hallo guten tag gern gerne danke frage fragen möchte möchten wissen bekomme bekommt erhalte
`;

/** Lower case, ß → ss, spelled umlauts read as umlauts (not the ue of „que“), everything else but letters and
 * digits a space. */
export function normaliseGerman(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ae/g, 'ä')
    .replace(/oe/g, 'ö')
    .replace(/(?<!q)ue/g, 'ü')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const STOP_WORDS = new Set(normaliseGerman(STOP_WORDS_RAW).split(' '));

/** Umlauts folded to their base letters (after stemming, which folds most already). */
const fold = (s: string) => s.replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u');

/** The content words of a text as stems, each once, in order. */
export function stemsOf(text: string): string[] {
  const out: string[] = [];
  for (const word of normaliseGerman(text.slice(0, MAX_CHARS)).split(' ')) {
    if (!word || STOP_WORDS.has(word)) continue;
    const stem = fold(/^\p{L}+$/u.test(word) ? stemmer(word) : word);
    if (stem && !out.includes(stem)) out.push(stem);
  }
  return out;
}

/** The trigrams of a word or phrase, padded so that its start and end count. */
function trigrams(s: string): string[] {
  const padded = `  ${s} `;
  const out: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) out.push(padded.slice(i, i + 3));
  return out;
}

/** Dice coefficient of two trigram multisets (0–1). */
export function trigramSimilarity(a: string, b: string): number {
  if (!a || !b) return 0;
  if (a === b) return 1;
  const ta = trigrams(a);
  const counts = new Map<string, number>();
  for (const t of ta) counts.set(t, (counts.get(t) ?? 0) + 1);
  const tb = trigrams(b);
  let common = 0;
  for (const t of tb) {
    const n = counts.get(t) ?? 0;
    if (n > 0) {
      common++;
      counts.set(t, n - 1);
    }
  }
  return (2 * common) / (ta.length + tb.length);
}

/** How far two stems are the same word (0–1). */
function wordSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length >= 3 && long.startsWith(short)) return 0.9;
  const sim = trigramSimilarity(a, b);
  return sim >= MIN_WORD_SIMILARITY ? sim : 0;
}

/** Mean over `from` of each stem's best similarity to a stem of `to`. */
function coverage(from: readonly string[], to: readonly string[]): number {
  if (from.length === 0 || to.length === 0) return 0;
  let sum = 0;
  for (const f of from) {
    let best = 0;
    for (const t of to) best = Math.max(best, wordSimilarity(f, t));
    sum += best;
  }
  return sum / from.length;
}

/** Similarity (0–1) of a question's stems to an entry question's stems. */
function questionScore(q: readonly string[], e: readonly string[]): number {
  if (q.length === 0 || e.length === 0) return 0;
  const words = 0.6 * coverage(q, e) + 0.4 * coverage(e, q);
  const phrase = trigramSimilarity([...q].sort().join(' '), [...e].sort().join(' '));
  return 0.75 * words + 0.25 * phrase;
}

export interface ChatbotEntryText {
  id: number;
  question: string;
  answer: string;
}

export interface ChatbotMatch {
  /** The best entry, or null when none reaches the threshold. */
  entryId: number | null;
  /** The best entry's score (0–1), also when it is below the threshold. */
  score: number;
  answered: boolean;
}

/** The entry that answers a typed question best, if it reaches `threshold`. */
export function matchChatbotQuestion(
  question: string,
  entries: readonly ChatbotEntryText[],
  threshold = CHATBOT_MATCH_THRESHOLD,
): ChatbotMatch {
  const q = stemsOf(question);
  let best: { id: number; score: number } | null = null;
  if (q.length > 0) {
    for (const entry of entries) {
      const byQuestion = questionScore(q, stemsOf(entry.question));
      // Against the answer only the question's coverage counts (an answer is longer than any question).
      const byAnswer = ANSWER_WEIGHT * coverage(q, stemsOf(entry.answer));
      const score = Math.max(byQuestion, byAnswer);
      if (!best || score > best.score) best = { id: entry.id, score };
    }
  }
  const score = Math.round((best?.score ?? 0) * 1000) / 1000;
  const answered = best != null && score >= threshold;
  return { entryId: answered && best ? best.id : null, score, answered };
}
