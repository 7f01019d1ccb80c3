// Texts of the provider's chatbot (spec 001 §3 Chatbot, §8; issue 20, decision 034).

export const chatbotTexts = {
  // spec 001 §8
  saved: 'Chatbot wurde aktualisiert',
  loadFailed: 'Beim Laden oder Anlegen des Chatbots ist ein Fehler aufgetreten.',
  entryDeleted: 'Eintrag wurde entfernt',
  // refusals and validation
  notFound: 'Dieser Chatbot wurde nicht gefunden.',
  entryNotFound: 'Dieser Eintrag wurde nicht gefunden.',
  duplicateEntry: 'Ein Eintrag ist doppelt angegeben.',
  notAvailable: 'Der Chatbot ist für diesen Anbieter nicht verfügbar.',
  welcomeTooLong: 'Die Begrüßung darf höchstens 1000 Zeichen lang sein.',
  questionRequired: 'Bitte geben Sie eine Frage ein.',
  questionTooLong: 'Die Frage darf höchstens 500 Zeichen lang sein.',
  answerRequired: 'Bitte geben Sie eine Antwort ein.',
  answerTooLong: 'Die Antwort darf höchstens 4000 Zeichen lang sein.',
  tooManyEntries: 'Ein Chatbot kann höchstens 100 Einträge haben.',
  askRequired: 'Bitte geben Sie Ihre Frage ein.',
  askTooLong: 'Ihre Frage darf höchstens 1000 Zeichen lang sein.',
  // the answer when no entry fits (issue 20: a clear "no answer, contact us")
  noAnswer:
    'Darauf habe ich leider keine Antwort. Bitte kontaktieren Sie uns direkt – wir helfen Ihnen gerne persönlich weiter.',
  defaultWelcome: 'Hallo! Wie können wir Ihnen helfen? Wählen Sie eine Frage oder schreiben Sie uns.',
  // the editor (Frontend tab)
  editorTitle: 'Chatbot',
  editorIntro:
    'Die Begrüßung und die Fragen mit Antworten erscheinen im Chat auf Ihrer Landingpage und im Anlegerportal.',
  welcomeMessage: 'Begrüßung',
  entries: 'Fragen und Antworten',
  noEntries: 'Noch keine Fragen angelegt. Fügen Sie die häufigsten Fragen Ihrer Anleger hinzu.',
  question: 'Frage',
  answer: 'Antwort',
  addEntry: 'Frage hinzufügen',
  removeEntry: 'Frage entfernen',
  removeEntryOf: (n: number) => `Frage ${n} entfernen`,
  entryLabel: (n: number) => `Frage ${n}`,
  save: 'Speichern',
  saving: 'Wird gespeichert …',
  forbidden: 'Sie dürfen diesen Chatbot nicht bearbeiten.',
  retry: 'Erneut versuchen',
  // the widget
  open: 'Chat öffnen',
  close: 'Chat schließen',
  title: 'Fragen? Wir helfen gerne.',
  suggestions: 'Häufige Fragen',
  inputLabel: 'Ihre Frage',
  inputPlaceholder: 'Frage eingeben …',
  send: 'Senden',
  you: 'Sie',
  bot: 'Chatbot',
  thinking: 'Antwort wird gesucht …',
  askFailed: 'Ihre Frage konnte gerade nicht beantwortet werden. Bitte versuchen Sie es erneut.',
  unavailable: 'Der Chat ist gerade nicht erreichbar.',
} as const;
