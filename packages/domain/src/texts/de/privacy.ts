// Texts of the privacy requests (GDPR Art. 15, 17, 20; issue 21, decision 035): the settings' Datenschutz tab, the
// erasure dialog, the provider's and operator's list, the confirmation mail and the retention table.
import type { ErasedItem, RetentionCategory } from '../../privacy/retention.ts';

export const privacyTexts = {
  tabLabel: 'Datenschutz',
  exportTitle: 'Meine Daten herunterladen',
  exportText:
    'Sie erhalten eine ZIP-Datei mit allen Daten, die wir über Sie gespeichert haben (JSON-Dateien), und Ihren Dokumenten (Art. 15 und 20 DSGVO).',
  exportButton: 'Meine Daten herunterladen',
  exportProgress: (loaded: string) => `Download läuft … ${loaded}`,
  exportDone: 'Ihre Daten wurden heruntergeladen.',
  exportFailed: 'Der Download ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  fileName: 'meine-daten.zip',

  erasureTitle: 'Löschung meiner Daten beantragen',
  erasureText:
    'Sie können die Löschung Ihrer Daten verlangen (Art. 17 DSGVO). Was kein Gesetz aufzubewahren verlangt, löschen oder anonymisieren wir sofort: Ihre Anmeldedaten, E-Mail-Adresse und Telefonnummern, Newsletter-Abonnements, Erinnerungen und nicht abgeschlossene Zeichnungen. Zeichnungsunterlagen, Identifizierungsdaten, Abrechnungen und Korrespondenz müssen wir für die gesetzlichen Fristen aufbewahren; sie werden danach automatisch gelöscht.',
  erasureWarning:
    'Danach können Sie sich nicht mehr anmelden. Laufende Verträge bestehen weiter; Auszahlungen erfolgen weiterhin auf Ihr hinterlegtes Konto.',
  erasureButton: 'Löschung beantragen',
  dialogTitle: 'Daten wirklich löschen?',
  dialogText:
    'Bitte bestätigen Sie die Löschung mit Ihrem Passwort. Dieser Schritt kann nicht rückgängig gemacht werden.',
  passwordLabel: 'Passwort',
  confirm: 'Endgültig löschen',
  cancel: 'Abbrechen',
  close: 'Schließen und abmelden',
  passwordRequired: 'Bitte geben Sie Ihr Passwort ein.',
  wrongPassword: 'Das Passwort ist nicht korrekt.',
  erased: 'Ihre Daten wurden gelöscht. Was wir aufbewahren müssen, sehen Sie unten.',
  erasureFailed: 'Die Löschung konnte nicht ausgeführt werden.',

  keptTitle: 'Was wir aufbewahren müssen',
  keptNone: 'Wir bewahren keine Daten von Ihnen auf.',
  erasedTitle: 'Sofort gelöscht oder anonymisiert',
  colWhat: 'Was',
  colWhy: 'Warum',
  colUntil: 'Aufbewahrt bis',
  relationshipOpen: 'solange ein Vertrag läuft, danach bis',
  requestsTitle: 'Meine Anfragen',
  noRequests: 'Sie haben noch keine Anfragen gestellt.',

  listTitle: 'Datenschutzanfragen',
  colRequested: 'Gestellt am',
  colCompleted: 'Erledigt am',
  colKind: 'Art',
  colStatus: 'Status',
  colPerson: 'Person',
  colRole: 'Rolle',
  colProvider: 'Anbieter',
  colKept: 'Aufbewahrt bis',
  allStatuses: 'Alle',
  statusFilter: 'Status',
  empty: 'Keine Datenschutzanfragen.',
  loadFailed: 'Die Datenschutzanfragen konnten nicht geladen werden.',
  operator: 'Betreiber',
  erasedPerson: 'gelöscht',

  kind: { export: 'Auskunft / Datenkopie', erasure: 'Löschung' } as Record<'export' | 'erasure', string>,
  status: { pending: 'offen', done: 'erledigt', failed: 'fehlgeschlagen' } as Record<
    'pending' | 'done' | 'failed',
    string
  >,
  role: { investor: 'Anleger', salesrep: 'Affiliate Partner' } as Record<string, string>,

  category: {
    subscriptions: 'Zeichnungen, Zeichnungsscheine und Bankverbindung',
    identity: 'Identifizierungsdaten (Name, Anschrift, Geburtsdatum, Ausweisdaten)',
    invoices: 'Abrechnungen, Gutschriften, Steuerdaten',
    communication: 'Korrespondenz (E-Mails, Chatbot-Anfragen, Erinnerungen)',
  } satisfies Record<RetentionCategory, string>,
  why: {
    subscriptions: 'Dokumentationspflicht für vermittelte Finanzanlagen, 10 Jahre (§ 23 FinVermV)',
    identity: 'Geldwäschegesetz: 5 Jahre nach Ende der Geschäftsbeziehung (§ 8 Abs. 4 GwG)',
    invoices: 'Steuer- und handelsrechtliche Aufbewahrung, 10 Jahre (§ 147 AO, § 257 HGB)',
    communication: 'Aufzeichnung der Kommunikation, 10 Jahre (§ 18a, § 23 FinVermV)',
  } satisfies Record<RetentionCategory, string>,
  erasedItem: {
    login: 'Anmeldung, Passwort und Sitzungen',
    contact: 'E-Mail-Adresse und Telefonnummern',
    newsletter: 'Newsletter-Abonnements und Werbeeinwilligung',
    reminders: 'E-Mail-Erinnerungen',
    openSubscriptions: 'Nicht abgeschlossene Zeichnungen',
    unneededPersonalData: 'Persönliche Angaben, die keine Aufbewahrungspflicht betrifft',
  } satisfies Record<ErasedItem, string>,

  notAllowed: 'Datenschutzanfragen stellen Anleger und Affiliate Partner über ihre Einstellungen.',
  mailSubject: 'Ihre Daten wurden gelöscht',
  mailGreeting: 'Guten Tag,',
  mailBody:
    'wie von Ihnen beantragt haben wir Ihre Daten gelöscht. Ihr Zugang ist geschlossen. Folgende Daten müssen wir aufbewahren; sie werden danach automatisch gelöscht:',
  mailKeptLine: (what: string, why: string, until: string) => `${what}: bis ${until} (${why})`,
  mailNothingKept: 'Wir bewahren keine Daten von Ihnen auf.',
} as const;
