// The placeholders of the Zeichnungsschein template (the subscription document an issuer uploads as .docx), with
// what each is filled with; `currency` marks the values that already carry "€" or "Euro" (issue 16: a template
// written as "{betrag} Euro" came out "1.000,00 € Euro"). The server's generator fills exactly these keys
// (apps/server/src/modules/subscriptions/zeichnungsschein.ts `PLACEHOLDERS`; a test keeps both lists equal).

export interface TemplatePlaceholder {
  key: string;
  label: string;
  /** The filled value already ends with "€" (amounts) or "Euro …" (amount in words). */
  currency?: '€' | 'Euro';
  /** What a sample subscription fills in (the sample template shows it). */
  example: string;
}

export const TEMPLATE_PLACEHOLDERS: readonly TemplatePlaceholder[] = [
  { key: 'anrede', label: 'Anrede', example: 'Frau' },
  { key: 'titel', label: 'Titel', example: 'Dr.' },
  { key: 'vorname', label: 'Vorname', example: 'Erika' },
  { key: 'nachname', label: 'Nachname', example: 'Mustermann' },
  { key: 'strasse', label: 'Straße', example: 'Heidestraße' },
  { key: 'hausnummer', label: 'Hausnummer', example: '17' },
  { key: 'plz', label: 'Postleitzahl', example: '51147' },
  { key: 'ort', label: 'Ort', example: 'Köln' },
  { key: 'geburtsdatum', label: 'Geburtsdatum', example: '12.08.1964' },
  { key: 'iban', label: 'IBAN des Anlegers', example: 'DE02120300000000202051' },
  { key: 'bic', label: 'BIC des Anlegers', example: 'BYLADEM1001' },
  { key: 'wallet', label: 'Wallet-Adresse', example: '0x…' },
  { key: 'betrag', label: 'Zeichnungsbetrag', currency: '€', example: '1.250,00 €' },
  {
    key: 'betrag_in_worten',
    label: 'Betrag in Worten',
    currency: 'Euro',
    example: 'eintausendzweihundertfünfzig Euro',
  },
  { key: 'agio', label: 'Agio', currency: '€', example: '25,00 €' },
  { key: 'laufzeit', label: 'Laufzeit', example: '5 Jahre' },
  { key: 'stueckzinsen', label: 'Stückzinsen', currency: '€', example: '3,42 €' },
  { key: 'rate', label: 'Monatliche Rate (Ratenzahlung)', currency: '€', example: '100,00 €' },
  { key: 'ueberweisungsdatum', label: 'Überweisungsdatum', example: '15.07.2026' },
  { key: 'sachbearbeiter', label: 'Sachbearbeiter der Annahme', example: 'Max Muster' },
  { key: 'produkt', label: 'Produktname', example: 'Solarpark Brandenburg Anleihe 2027' },
  { key: 'datum', label: 'Heutiges Datum', example: '01.07.2026' },
];

/** `{key}` as it is written in a template. */
export const placeholderCode = (key: string) => `{${key}}`;
