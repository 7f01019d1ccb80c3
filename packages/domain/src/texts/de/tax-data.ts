// The investor's tax data, exemption orders and yearly tax certificates (issue 18, docs/decisions/027).

export const taxDataTexts = {
  tabLabel: 'Kapitalerträge & Steuern',
  // Steuerdaten
  profileTitle: 'Steuerdaten',
  profileIntro:
    'Diese Angaben verwendet der Emittent, um bei Zinszahlungen Kapitalertragsteuer, Solidaritätszuschlag und gegebenenfalls Kirchensteuer einzubehalten.',
  taxId: 'Steuer-Identifikationsnummer',
  taxIdHelp: '11 Ziffern, z. B. 86095742719',
  churchMember: 'Ich bin kirchensteuerpflichtig',
  federalState: 'Bundesland (Wohnsitz)',
  nonAssessmentUntil: 'NV-Bescheinigung gültig bis',
  nonAssessmentHelp: 'Nur ausfüllen, wenn Ihnen eine Nichtveranlagungsbescheinigung vorliegt.',
  save: 'Speichern',
  profileSaved: 'Ihre Steuerdaten wurden gespeichert.',
  // messages
  taxIdInvalid:
    'Keine gültige Steuer-Identifikationsnummer: 11 Ziffern, die erste nicht 0, mit gültiger Prüfziffer.',
  federalStateRequired: 'Bitte wählen Sie Ihr Bundesland, damit die Kirchensteuer berechnet werden kann.',
  federalStateUnknown: 'Bitte wählen Sie ein deutsches Bundesland aus der Liste.',
  // Freistellungsaufträge
  ordersTitle: 'Freistellungsaufträge',
  ordersIntro:
    'Ein Freistellungsauftrag gilt je Emittent und Kalenderjahr: bis 1.000 € (bei Zusammenveranlagung 2.000 €). Mit 0 € widerrufen Sie ihn.',
  ordersEmpty:
    'Sie haben noch keine Zeichnung bei einem Emittenten; Freistellungsaufträge sind daher nicht möglich.',
  issuer: 'Emittent',
  year: 'Jahr',
  amount: 'Freistellungsbetrag',
  joint: 'Zusammenveranlagung (Ehegatten/Lebenspartner)',
  jointShort: 'Gemeinsam',
  used: 'Bereits verrechnet',
  remaining: 'Noch verfügbar',
  edit: 'Bearbeiten',
  cancel: 'Abbrechen',
  editTitle: (issuer: string, year: number) => `Freistellungsauftrag ${year} – ${issuer}`,
  orderSaved: 'Der Freistellungsauftrag wurde gespeichert.',
  yes: 'Ja',
  no: 'Nein',
  orderTooHigh: (max: string) => `Der Freistellungsauftrag darf höchstens ${max} betragen.`,
  orderBelowUsed: (used: string) =>
    `In diesem Jahr wurden bereits ${used} mit dem Freistellungsauftrag verrechnet; der Betrag darf nicht darunter liegen.`,
  orderYear: (from: number, to: number) =>
    `Freistellungsaufträge können nur für die Jahre ${from} und ${to} erteilt werden.`,
  orderIssuerUnknown: 'Bei diesem Emittenten haben Sie keine Zeichnung.',
  // Steuerbescheinigungen
  certificatesTitle: 'Steuerbescheinigungen',
  certificatesIntro:
    'Für jedes abgelaufene Jahr mit Zinszahlungen können Sie eine Jahressteuerbescheinigung herunterladen.',
  certificatesEmpty:
    'Es liegen noch keine Zinszahlungen vor, für die eine Steuerbescheinigung erstellt werden kann.',
  certificateYear: 'Jahr',
  certificateGross: 'Kapitalerträge',
  certificateTaxes: 'Einbehaltene Steuern',
  certificateNet: 'Ausgezahlt',
  download: 'Herunterladen',
  availableFrom: (date: string) => `verfügbar ab ${date}`,
  certificateNotYet: (year: number) =>
    `Die Steuerbescheinigung für ${year} kann erst nach Ablauf des Jahres erstellt werden.`,
  certificateNone: (year: number) => `Für ${year} liegen keine Zinszahlungen vor.`,
  loadError: 'Die Angaben konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
} as const;

/** The yearly tax certificate PDF (Jahressteuerbescheinigung). */
export const taxCertificatePdfTexts = {
  title: (year: number) => `Jahressteuerbescheinigung ${year}`,
  corrected: (version: number) =>
    `Berichtigte Bescheinigung (Fassung ${version}); sie ersetzt alle früheren Fassungen für dieses Jahr.`,
  subtitle:
    'Bescheinigung über Kapitalerträge und einbehaltene Steuern (Zinsen aus Anleihen/Nachrangdarlehen)',
  recipient: 'Gläubiger der Kapitalerträge',
  taxId: 'Steuer-Identifikationsnummer',
  taxIdMissing: 'nicht angegeben',
  issuedOn: 'Ausgestellt am',
  period: (year: number) => `Zeitraum: 01.01.${year} – 31.12.${year}`,
  lineDate: 'Zahltag',
  lineProduct: 'Produkt',
  lineIssuer: 'Emittent (Schuldner)',
  gross: 'Kapitalerträge',
  exemption: 'Freistellung',
  kapest: 'KapESt',
  soli: 'SolZ',
  church: 'KiSt',
  net: 'Netto',
  total: 'Summe',
  churchNote: (state: string) => `Kirchensteuer nach dem Satz des Bundeslandes ${state}.`,
  footer:
    'Diese Bescheinigung wurde maschinell erstellt und ist ohne Unterschrift gültig. Sie beruht auf den bestätigten Zinsauszahlungen des Jahres.',
  fileName: (year: number) => `Steuerbescheinigung-${year}.pdf`,
} as const;
