export const productTexts = {
  volumeOverMax: (amount: string) =>
    `Das von Ihnen angegeben Produkt Volumen überschreitet das Maximum von ${amount}`,
  noPastDate: 'Kein Datum darf in der Vergangenheit liegen.',
  lastAfterFirst: 'Die letzte Ausschüttung muss nach der Erstausschüttung erfolgen.',
  endAfterStart: 'Das Vertragsende muss nach dem Vertragsbeginn kommen.',
  startBeforeFirst: 'Der Vertragsbeginn muss vor der ersten Ausschüttung liegen',
  uploadRequired: 'Laden Sie bitte diese Datei hoch',
  thresholdZeroInfo: 'Hinweis: Bei einer Schwelle von 0 besteht jeder Anleger die Angemessenheitsprüfung.',
  updateFailed: 'Ein Fehler ist aufgetreten',
  updated: 'Finanzprodukt wurde aktualisiert',
  created: 'Produkt wurde erfolgreich erstellt',
  saved: 'Produkt wurde gespeichert',
  deleted: 'Produkt wurde gelöscht',
  released: 'Produkt wurde zur Zeichnung freigegeben',
  noIssuerTitle: 'Fehler',
  noIssuer: 'Sie können ein Produkt erst anlegen, wenn Sie mindestens einen Emittent erstellt haben.',
  finishLabel: 'Produkt Erstellen',
  notEditable:
    'Die wirtschaftlichen Bedingungen können nicht mehr geändert werden, da bereits Zeichnungen vorliegen.',
  notDeletable:
    'Das Produkt kann nicht gelöscht werden, da Zeichnungen vorliegen oder es zur Zeichnung freigegeben ist.',
  releaseMissingTitle: 'Freigabe nicht möglich',
  releaseMissing: (points: string[]) =>
    `Das Produkt kann noch nicht freigegeben werden: ${points.join('; ')}`,
  releaseNotFinished: 'Das Produkt ist noch nicht fertig erstellt.',
  releaseMissingDocument: (label: string) => `Dokument fehlt: ${label}`,
  releaseNoContract: 'Der Smart Contract ist noch nicht deployt.',
  releaseBookingNotLive: 'Die Buchung des Anbieters ist nicht freigegeben.',
  releaseModuleMissing: 'Das für diese Produktart nötige Modul ist nicht gebucht.',
  releaseIssuerDocs:
    'Dem Emittenten fehlen Unterlagen (Projektfinanzierungsvertrag, Datenschutz, Auftragsverarbeitung).',
  alreadyReleased: 'Das Produkt ist bereits zur Zeichnung freigegeben.',
  minInvestmentOverVolume: 'Die Mindestzeichnung darf das Volumen nicht überschreiten.',
  minOverMaxInstallment: 'Die minimale Rate darf die maximale Rate nicht überschreiten.',
  wrongFileName: 'Der Dateiname ist ungültig.',
  notReleased: 'Dieses Produkt ist derzeit nicht zur Zeichnung freigegeben.',
  kindNotBooked: 'Für diese Produktart ist das nötige Modul nicht gebucht.',
} as const;

export const issuerTexts = {
  emailInUse: 'Diese E-Mail-Adresse ist bereits im gebrauch. Bitte wählen Sie eine andere E-Mail-Adresse.',
  otherError: 'Ein Nutzer mit diese Email existiert bereits.',
  deleteTitle: 'Achtung',
  deleteText:
    'Wollen Sie diesen Emittenten wirklich löschen? Alle Produkte des Emittenten werden ebenfalls gelöscht. Dies kann nicht rückgängig gemacht werden.',
  deleted: 'Emittent wurde gelöscht',
  registrationSent: 'Registrierungs-Email wurde erfolgreich verschickt',
  uploadProjectFinanceContract: 'Bitte laden Sie den Projektfinanzierungsvertrag hoch.',
  uploadDataPrivacy: 'Bitte laden Sie die Datenschutzerklärung hoch.',
  uploadOrderPrivacyContract: 'Bitte laden Sie den Auftragsverarbeitungsvertrag hoch.',
  notDeletableLoggedIn: 'Der Emittent kann nicht gelöscht werden, da er sich bereits eingeloggt hat.',
  notDeletableSubscriptions:
    'Der Emittent kann nicht gelöscht werden, da Zeichnungen zu seinen Produkten existieren.',
  testIssuerNote: 'Hinweis: Es existiert ein Test-Emittent.',
  registrationSubject: 'Ihr Zugang als Emittent',
  registrationBody: (provider: string) =>
    `${provider} hat Sie als Emittent auf der Zeichnungsplattform angelegt. Bitte legen Sie Ihr Passwort fest, um Ihr Konto zu aktivieren. Der Link ist 7 Tage gültig.`,
} as const;
