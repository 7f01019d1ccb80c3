// Texts of the newsletter (issue 20, spec 001 §2, §3, §8; decision 034): sign-up boxes, double opt-in, the
// provider's subscribers and its newsletters.

export const newsletterTexts = {
  // spec 001 §8
  subscribed: 'Erfolgreich zum Newsletter angemeldet!',
  alreadySubscribed: 'Ihre E-Mail ist bereits abonniert.',
  subscribeFailed: 'Abonnement fehlgeschlagen.',
  subscribeError: 'Fehler beim Abonnieren des Newsletters.',
  invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  noExportData: 'Keine Daten zum Exportieren',
  invalidOrigin: 'Die Herkunft muss 1, 2 oder 3 sein.',
  confirmHint:
    'Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail, die wir Ihnen gesendet haben.',

  // the sign-up box
  boxTitle: 'Newsletter',
  boxText: 'Bleiben Sie über neue Produkte und Neuigkeiten informiert.',
  boxEmail: 'E-Mail-Adresse',
  boxSubmit: 'Anmelden',
  boxPrivacy:
    'Sie erhalten eine E-Mail mit einem Bestätigungslink. Erst nach der Bestätigung sind Sie angemeldet; Sie können sich jederzeit wieder abmelden.',

  // confirmation and unsubscribe
  confirmed: 'Vielen Dank! Ihre Anmeldung zum Newsletter ist bestätigt.',
  unsubscribed: 'Sie wurden vom Newsletter abgemeldet.',
  invalidLink: 'Der Link ist ungültig oder nicht mehr gültig.',
  confirmTitle: 'Newsletter-Anmeldung',
  unsubscribeTitle: 'Newsletter-Abmeldung',
  working: 'Einen Moment bitte …',
  toHome: 'Zur Startseite',

  // mails
  mailGreeting: 'Guten Tag,',
  confirmSubject: (name: string) => `Bitte bestätigen Sie Ihre Newsletter-Anmeldung bei ${name}`,
  confirmBody: (name: string) =>
    `Sie haben sich (oder jemand hat Sie) für den Newsletter von ${name} angemeldet. Bitte bestätigen Sie die Anmeldung über den folgenden Link. Ohne Bestätigung erhalten Sie keinen Newsletter; haben Sie sich nicht angemeldet, können Sie diese E-Mail einfach ignorieren.`,
  confirmAction: 'Anmeldung bestätigen',
  unsubscribeFooter: (url: string) => `Sie möchten keine E-Mails mehr erhalten? Hier abmelden: ${url}`,

  // the provider's subscribers
  listTitle: 'Newsletter-Abonnenten',
  tab: 'Newsletter',
  email: 'E-Mail',
  origin: 'Herkunft',
  subscribedCol: 'Abonniert',
  subscribedAt: 'Angemeldet am',
  confirmedCol: 'Bestätigt',
  unsubscribedAt: 'Abgemeldet am',
  yes: 'Ja',
  no: 'Nein',
  originLabel: (o: number) =>
    ({ 1: 'Registrierung', 2: 'Kunden-Frontend', 3: 'Anmeldeformular' })[o] ?? String(o),
  emptyList: 'Es gibt noch keine Newsletter-Abonnenten.',
  mainSiteList: 'Ohne Auswahl: die Abonnenten der Hauptseite (Betreiber).',
  providerList: 'Die Abonnenten dieses Anbieters.',
  csv: 'CSV herunterladen',
  csvFileName: 'newsletter-abonnenten.csv',
  exportFailed: 'Der Export ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  loadFailed: 'Die Daten konnten nicht geladen werden.',
  sendFailed: 'Der Newsletter konnte nicht gesendet werden.',
  forbidden: 'Sie sind nicht berechtigt, diese Seite zu sehen.',

  // compose and send
  composeTitle: 'Newsletter schreiben',
  subject: 'Betreff',
  body: 'Text',
  send: 'Newsletter senden',
  sendConfirm: (n: number) => `Der Newsletter wird an ${n} bestätigte Abonnenten gesendet.`,
  created: 'Der Newsletter wird versendet.',
  sentTitle: 'Versendete Newsletter',
  emptySent: 'Es wurden noch keine Newsletter versendet.',
  recipients: 'Empfänger',
  sentCount: 'Gesendet',
  status: 'Status',
  statusLabel: (s: string) => ({ sending: 'Wird versendet', sent: 'Versendet' })[s] ?? s,
  createdAt: 'Erstellt am',
  subjectRequired: 'Bitte geben Sie einen Betreff ein.',
  bodyRequired: 'Bitte geben Sie einen Text ein.',
  subjectMax: 'Der Betreff darf höchstens 200 Zeichen lang sein.',
  bodyMax: 'Der Text darf höchstens 50000 Zeichen lang sein.',
  riskNote: 'Nennt der Text eines Ihrer Produkte, wird der Warnhinweis nach § 12 VermAnlG angehängt.',
} as const;
