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
