import { describe, expect, it } from 'vitest';
import {
  CHATBOT_MATCH_THRESHOLD,
  matchChatbotQuestion,
  normaliseGerman,
  stemsOf,
  trigramSimilarity,
} from './chatbot-match.ts';

const ENTRIES = [
  { id: 1, question: 'Wie hoch ist die Mindestanlage?', answer: 'Die Mindestanlage beträgt 500 Euro.' },
  {
    id: 2,
    question: 'Welche Gebühren fallen an?',
    answer: 'Es fallen keine Ausgabeaufschläge an, nur eine jährliche Verwaltungsvergütung von 1 %.',
  },
  {
    id: 3,
    question: 'Wann werden die Zinsen ausgezahlt?',
    answer: 'Die Zinsen werden jährlich zum 31.12. überwiesen.',
  },
  { id: 4, question: 'Wie lange ist die Laufzeit?', answer: 'Die Laufzeit beträgt fünf Jahre.' },
  {
    id: 5,
    question: 'Kann ich vorzeitig kündigen?',
    answer: 'Eine ordentliche Kündigung ist während der Laufzeit ausgeschlossen.',
  },
  {
    id: 6,
    question: 'Brauche ich eine Wallet?',
    answer: 'Für tokenisierte Anlagen benötigen Sie eine Wallet-Adresse.',
  },
  { id: 7, question: 'Wer ist der Emittent?', answer: 'Emittentin ist die Muster Energie GmbH aus Köln.' },
];

describe('normaliseGerman', () => {
  it('reads spelled umlauts as umlauts, ß as ss, drops punctuation and case', () => {
    expect(normaliseGerman('Gebuehren?! GRÖSSE, Größe')).toBe('gebühren grösse grösse');
    expect(normaliseGerman('Quelle')).toBe('quelle');
  });
  it('folds plural and singular and both umlaut spellings to one stem', () => {
    expect(stemsOf('Gebühren')).toEqual(stemsOf('Gebuehr'));
    expect(stemsOf('Anlagen')).toEqual(stemsOf('Anlage'));
    expect(stemsOf('Kündigung kündigen')).toEqual(stemsOf('kuendigung'));
  });
  it('drops German stop words', () => {
    expect(stemsOf('Wie ist das bei Ihnen und mir?')).toEqual([]);
  });
  it('scores a typo close and unrelated words far', () => {
    expect(trigramSimilarity('gebur', 'gebuhr')).toBeGreaterThan(0.5);
    expect(trigramSimilarity('wallet', 'zins')).toBe(0);
  });
});

describe('matchChatbotQuestion', () => {
  it.each([
    ['wie hoch ist die mindestanlage', 1, 'the same question in lower case'],
    ['Mindestanlagen?', 1, 'plural'],
    ['Wie viel muss ich mindestens anlegen?', 1, 'a prefix of the compound'],
    ['Welche Gebuehren gibt es?', 2, 'umlaut spelled ue'],
    ['WELCHE GEBÜHREN?!', 2, 'capitals and punctuation'],
    ['Gebüren', 2, 'typo'],
    ['Fallen Gebühr an', 2, 'singular'],
    ['Gibt es einen Ausgabeaufschlag?', 2, 'only the answer names it'],
    ['Wann bekomme ich meine Zinsen?', 3, 'different wording'],
    ['Zinsauszahlung', 3, 'compound of the question words'],
    ['Laufzeit', 4, 'one word'],
    ['Wie lang ist die Laufzeid', 4, 'typo'],
    ['Kann man vorzeitig kündigen', 5, 'other pronoun'],
    ['Kuendigung', 5, 'noun of the verb, ue spelling'],
    ['Brauche ich ein Wallet', 6, 'other article'],
    ['Brauch ich Wallets?', 6, 'plural'],
    ['Wer ist die Emittentin?', 7, 'feminine form'],
  ])('„%s“ → entry %i (%s)', (question, id) => {
    const m = matchChatbotQuestion(question, ENTRIES);
    expect(m).toMatchObject({ entryId: id, answered: true });
    expect(m.score).toBeGreaterThanOrEqual(CHATBOT_MATCH_THRESHOLD);
  });

  it.each([
    ['Wie wird das Wetter morgen?'],
    ['Hallo'],
    ['Ich habe eine Frage'],
    [''],
    ['?!?…'],
    ['🙂🙂🙂'],
    ['Wo kann ich Pizza bestellen?'],
    ['x'.repeat(10_000)],
  ])('„%.40s“ has no answer', (question) => {
    const m = matchChatbotQuestion(question, ENTRIES);
    expect(m.answered).toBe(false);
    expect(m.entryId).toBeNull();
    expect(m.score).toBeLessThan(CHATBOT_MATCH_THRESHOLD);
  });

  it('has no answer without entries', () => {
    expect(matchChatbotQuestion('Mindestanlage', [])).toEqual({ entryId: null, score: 0, answered: false });
  });

  it('prefers the entry whose question matches over one whose answer mentions the word', () => {
    // Entry 5's answer names the Laufzeit; entry 4 asks for it.
    expect(matchChatbotQuestion('Wie lange ist die Laufzeit?', ENTRIES).entryId).toBe(4);
  });
});
