// Payout runs with German withholding tax (issue 18, docs/decisions/023): the tax lines, the federal states and the
// SEPA file's messages.
import type { FederalState } from '../../payouts/federal-states.ts';

export const federalStateNames: Record<FederalState, string> = {
  BW: 'Baden-Württemberg',
  BY: 'Bayern',
  BE: 'Berlin',
  BB: 'Brandenburg',
  HB: 'Bremen',
  HH: 'Hamburg',
  HE: 'Hessen',
  MV: 'Mecklenburg-Vorpommern',
  NI: 'Niedersachsen',
  NW: 'Nordrhein-Westfalen',
  RP: 'Rheinland-Pfalz',
  SL: 'Saarland',
  SN: 'Sachsen',
  ST: 'Sachsen-Anhalt',
  SH: 'Schleswig-Holstein',
  TH: 'Thüringen',
};

export const payoutTexts = {
  federalState: 'Bundesland',
  grossInterest: 'Bruttozinsen',
  exemptionUsed: 'Verrechnet mit Freistellungsauftrag',
  taxable: 'Steuerpflichtiger Betrag',
  kapitalertragsteuer: 'Kapitalertragsteuer',
  solidaritaetszuschlag: 'Solidaritätszuschlag',
  kirchensteuer: 'Kirchensteuer',
  net: 'Auszahlungsbetrag (netto)',
  exemptionOrder: 'Freistellungsauftrag',
  nonAssessment: 'Nichtveranlagungsbescheinigung (NV-Bescheinigung)',
  nonAssessmentNote: 'Es liegt eine NV-Bescheinigung vor; es wurden keine Steuern einbehalten.',
  churchMember: 'Kirchensteuerpflichtig',
  // the SEPA credit transfer file
  sepaInvalidIban: (name: string) =>
    `Die IBAN von „${name}“ ist ungültig. Bitte prüfen Sie die Bankverbindung.`,
  sepaInvalidBic: (name: string) =>
    `Die BIC von „${name}“ ist ungültig. Bitte prüfen Sie die Bankverbindung.`,
  sepaBicCountry: (name: string) =>
    `Die BIC von „${name}“ gehört nicht zum Land der IBAN. Bitte prüfen Sie die Bankverbindung.`,
  sepaInvalidAmount: (name: string) =>
    `Der Betrag für „${name}“ muss zwischen 0,01 € und 999.999.999,99 € liegen.`,
  sepaNameMissing: 'Für eine Überweisung fehlt der Name des Empfängers.',
  sepaFailed: 'Die Überweisungsdatei konnte nicht erstellt werden.',
  sepaNoPayments: 'Die Überweisungsdatei enthält keine Zahlungen.',
};

/** The payout run (issue 18, docs/decisions/026): choosing a date, the preview, confirming, the notices. */
export const payoutRunTexts = {
  noOpenDate: 'Für diesen Zahltermin gibt es keine offenen Zinszahlungen.',
  notDueYet: (date: string) =>
    `Der Zahltermin ${date} liegt mehr als 14 Tage in der Zukunft und kann noch nicht ausgezahlt werden.`,
  alreadyConfirmed: 'Die Auszahlung für diesen Zahltermin wurde bereits bestätigt.',
  blocked: (problems: string[]) =>
    `Die Auszahlung kann nicht bestätigt werden: ${problems.join(' ')} Bitte ergänzen Sie die Angaben und prüfen Sie die Vorschau erneut.`,
  investorMissing: 'Die Zeichnung ist keinem Anleger zugeordnet.',
  bankMissing: (name: string) => `Für „${name}“ ist keine Bankverbindung (IBAN) hinterlegt.`,
  payeeMissing: (name: string) => `Für „${name}“ fehlt der Name des Kontoinhabers.`,
  churchStateMissing: (name: string) =>
    `„${name}“ ist kirchensteuerpflichtig, aber ohne Bundesland in Deutschland; der Kirchensteuersatz ist unbekannt.`,
  debtorMissing:
    'Für das Produkt und den Emittenten ist kein Auszahlungskonto (Kontoinhaber, IBAN und BIC) hinterlegt.',
  runConfirmed: (count: number) =>
    count === 1
      ? 'Die Auszahlung wurde bestätigt: 1 Zahlung, die Zinsabrechnung wird versandt.'
      : `Die Auszahlung wurde bestätigt: ${count} Zahlungen, die Zinsabrechnungen werden versandt.`,
  noticeNotReady: 'Die Zinsabrechnung wird noch erstellt. Bitte versuchen Sie es in einigen Minuten erneut.',
  remittance: (product: string, date: string) => `Zinsen ${product} Zahltermin ${date}`,
  // the notice (Zinsabrechnung) PDF and its mail
  noticeTitle: 'Zinsabrechnung',
  noticeFileName: (date: string) => `Zinsabrechnung-${date}.pdf`,
  noticeIssuer: 'Emittent',
  noticeInvestor: 'Anleger',
  noticeProduct: 'Produkt',
  noticePaymentDate: 'Zahltermin',
  noticeExecutionDate: 'Auszahlung am',
  noticeSubscription: 'Zeichnung',
  noticePeriod: 'Zinszeitraum',
  noticeDays: 'Tage',
  noticeAmount: 'Betrag',
  noticeAccount: 'Gutschrift auf Konto',
  noticeExemptionNone: 'Es liegt kein Freistellungsauftrag vor.',
  noticeChurch: (rate: number) => `Kirchensteuer (${rate} %)`,
  noticeFooter: [
    'Diese Abrechnung wurde maschinell erstellt und ist ohne Unterschrift gültig.',
    'Die einbehaltenen Steuern werden an das Finanzamt abgeführt und in der jährlichen Steuerbescheinigung ausgewiesen.',
  ],
  mailSubject: (product: string) => `Ihre Zinsabrechnung zu „${product}“`,
  mailGreeting: (name: string) => `Guten Tag ${name},`,
  mailBody: (product: string, date: string, net: string) =>
    `zum Zahltermin ${date} zahlen wir Ihnen die Zinsen aus „${product}“ aus: ${net} nach Steuern. Die Zinsabrechnung finden Sie im Anhang und in Ihrem Anlegerportal.`,
};
