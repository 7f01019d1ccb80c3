// Texts of the weekly reminders, the e-mail cockpit and the Benutzerinteraktionsportal (issue 20, decision 034).

export const REMINDER_KINDS = [
  'noZeichnung',
  'openZeichnung',
  'notPaidZeichnung',
  'noWalletAddress',
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const WEEKDAYS_DE = [
  'Montag',
  'Dienstag',
  'Mittwoch',
  'Donnerstag',
  'Freitag',
  'Samstag',
  'Sonntag',
] as const;

export const reminderTexts = {
  // spec 001 §5 / §8
  hourInvalid: 'Die Stunde muss zwischen 0 und 23 liegen. Änderungen wurden nicht gespeichert.',
  minuteInvalid: 'Die Minute muss zwischen 0 und 59 liegen. Änderungen wurden nicht gespeichert.',
  dayInvalid: 'Wählen Sie einen Wochentag zwischen Montag und Sonntag. Änderungen wurden nicht gespeichert.',
  cancelNoId: 'Für eine Stornierung ist keine Job-ID vorgesehen.',
  cancelFailed: 'Absage nicht möglich. Bitte versuchen Sie es erneut.',
  cancelled: (kind: string) =>
    `Sie erhalten die Erinnerung „${kind}“ nicht mehr. Ihre Abmeldung wurde gespeichert.`,
  cancelWaiting: 'Ihre Abmeldung wird verarbeitet …',
  cancelSuccessTitle: 'Erinnerung abbestellt',
  cancelErrorTitle: 'Abmeldung fehlgeschlagen',
  toStart: 'Zur Startseite',
  saved: 'Die Einstellungen der E-Mail-Erinnerungen wurden gespeichert.',
  // the cockpit
  cockpitTitle: 'E-Mail-Cockpit',
  settingsTitle: 'Wöchentliche Erinnerungen',
  settingsIntro:
    'Wählen Sie, welche Erinnerungen Ihre Anleger einmal pro Woche erhalten, und wann (deutsche Zeit) sie versendet werden.',
  weekday: 'Wochentag',
  hour: 'Stunde',
  minute: 'Minute',
  save: 'Speichern',
  nextRun: 'Nächster Versand',
  nextRunNone: 'Keine Erinnerung eingeschaltet',
  lastWeekTitle: (week: string) => `Versand der letzten Woche (${week})`,
  thisWeekTitle: (week: string) => `Versand dieser Woche (${week})`,
  recentTitle: 'Zuletzt versendet',
  recentEmpty: 'Es wurden noch keine Erinnerungen versendet.',
  total: 'Gesamt',
  sentAt: 'Versendet am',
  investor: 'Anleger',
  kind: 'Erinnerung',
  cancelledShort: 'Abbestellt',
  yes: 'Ja',
  no: 'Nein',
  kindLabel: {
    noZeichnung: 'Registriert ohne Zeichnung',
    openZeichnung: 'Zeichnung nicht abgeschlossen',
    notPaidZeichnung: 'Angenommen, aber nicht bezahlt',
    noWalletAddress: 'Tokenisierte Zeichnung ohne Wallet-Adresse',
  } satisfies Record<ReminderKind, string>,
  settingLabel: {
    noZeichnung: 'Anleger ohne Zeichnung erinnern',
    openZeichnung: 'An nicht abgeschlossene Zeichnungen erinnern',
    notPaidZeichnung: 'An angenommene, unbezahlte Zeichnungen erinnern',
    noWalletAddress: 'An fehlende Wallet-Adresse (tokenisierte Produkte) erinnern',
  } satisfies Record<ReminderKind, string>,
  // the mails
  greeting: (first: string, last: string) =>
    `Guten Tag ${`${first} ${last}`.trim() || 'liebe Anlegerin, lieber Anleger'},`,
  subject: {
    noZeichnung: 'Ihr Konto ist bereit – entdecken Sie unsere Angebote',
    openZeichnung: 'Ihre Zeichnung ist noch nicht abgeschlossen',
    notPaidZeichnung: 'Erinnerung: Ihre Zahlung steht noch aus',
    noWalletAddress: 'Bitte hinterlegen Sie Ihre Wallet-Adresse',
  } satisfies Record<ReminderKind, string>,
  body: {
    noZeichnung:
      'Sie haben sich in unserem Anlegerportal registriert, aber noch keine Zeichnung begonnen. Schauen Sie sich unsere aktuellen Angebote an.',
    openZeichnung:
      'Sie haben eine Zeichnung begonnen, aber noch nicht abgeschlossen. Sie können sie im Anlegerportal jederzeit fortsetzen.',
    notPaidZeichnung:
      'Ihre Zeichnung wurde angenommen, der Zahlungseingang steht aber noch aus. Die Zahlungsdaten finden Sie im Anlegerportal.',
    noWalletAddress:
      'Für Ihre Zeichnung eines tokenisierten Produkts fehlt noch Ihre Wallet-Adresse (Blockchain-Adresse). Bitte hinterlegen Sie sie in Ihren Einstellungen im Anlegerportal.',
  } satisfies Record<ReminderKind, string>,
  toPortal: 'Zum Anlegerportal',
  cancelHint: (url: string) =>
    `Sie möchten diese Erinnerung nicht mehr erhalten? Hier können Sie sie abbestellen: ${url}`,
  // Benutzerinteraktionsportal
  contactsTitle: 'Benutzerinteraktionsportal',
  contactsIntro:
    'Alle Kontakte mit Anlegern an einem Ort: Newsletter-Abonnenten, unbeantwortete Chatbot-Fragen, versendete und abbestellte Erinnerungen.',
  contactsEmpty: 'Keine Kontakte im gewählten Zeitraum.',
  contactType: 'Art',
  contactAt: 'Datum',
  contactWho: 'Kontakt',
  contactDetail: 'Details',
  contactProvider: 'Anbieter',
  contactsAllProviders: 'Ohne Auswahl: die Kontakte aller Anbieter und der Hauptseite.',
  contactsOneProvider: 'Nur die Kontakte dieses Anbieters.',
  typeAll: 'Alle',
  typeLabel: {
    newsletter: 'Newsletter-Abonnement',
    chatbot: 'Chatbot-Frage ohne Antwort',
    reminder: 'Erinnerung versendet',
    cancellation: 'Erinnerung abbestellt',
  } satisfies Record<'newsletter' | 'chatbot' | 'reminder' | 'cancellation', string>,
  newsletterDetail: (confirmed: boolean, unsubscribed: boolean) =>
    unsubscribed ? 'abgemeldet' : confirmed ? 'bestätigt' : 'unbestätigt',
  from: 'Von',
  to: 'Bis',
  search: 'Suchen',
  csv: 'CSV herunterladen',
  csvEmpty: 'Keine Daten zum Exportieren',
  dateRangeInvalid: 'Das Enddatum darf nicht vor dem Anfangsdatum liegen.',
} as const;
