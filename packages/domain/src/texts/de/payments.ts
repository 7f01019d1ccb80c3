// Payment instructions (issue 16 "Paying"): the receiving account's fields, their messages, the card, the mail.
import { formatDate, formatEuro } from '../../format/format.ts';

export const paymentTexts = {
  // the receiving account (issuer and product forms)
  accountTitle: 'Empfängerkonto für Zahlungen der Anleger',
  accountHint:
    'Üblicherweise ein Treuhand- oder Zahlstellenkonto. Die Anleger erhalten diese Bankverbindung nach Annahme ihrer Zeichnung.',
  productAccountHint:
    'Leer lassen, um das Empfängerkonto des Emittenten zu verwenden. Wenn Sie hier ein Konto angeben, gilt es für dieses Produkt.',
  accountHolder: 'Kontoinhaber',
  iban: 'IBAN',
  bic: 'BIC',
  bankName: 'Bank',
  invalidIban: 'Bitte geben Sie eine gültige IBAN ein.',
  invalidBic: 'Bitte geben Sie eine gültige BIC ein.',
  holderRequired: 'Bitte geben Sie den Kontoinhaber an.',
  ibanRequired: 'Bitte geben Sie die IBAN an.',
  bicRequired: 'Bitte geben Sie die BIC an.',
  holderTooLong: 'Der Kontoinhaber darf höchstens 70 Zeichen lang sein.',
  bankTooLong: 'Der Name der Bank darf höchstens 100 Zeichen lang sein.',
  sourceProduct: 'Es gilt das Empfängerkonto dieses Produkts.',
  sourceIssuer: 'Es gilt das Empfängerkonto des Emittenten:',
  sourceNone:
    'Weder Produkt noch Emittent haben ein Empfängerkonto. Die Anleger erhalten dann keine Zahlungsinformationen.',
  // the instructions (card, home, mail)
  cardTitle: 'Zahlungsinformationen',
  openPaymentsTitle: 'Offene Zahlungen',
  openPaymentsEmpty: 'Sie haben keine offenen Zahlungen.',
  paid: 'bezahlt',
  paidNote: 'Ihre Zahlung ist eingegangen. Vielen Dank!',
  open: 'offen',
  amount: 'Betrag',
  amountHint: 'inklusive Agio und Stückzinsen',
  reference: 'Verwendungszweck (Referenz)',
  referenceHint: 'Bitte geben Sie die Referenz genau so an, damit wir Ihre Zahlung zuordnen können.',
  deadline: 'Zahlbar bis',
  noAccount:
    'Die Bankverbindung für Ihre Zahlung liegt noch nicht vor. Der Emittent teilt sie Ihnen gesondert mit.',
  qrAlt: (amount: string) => `GiroCode (EPC-QR-Code) für die Überweisung von ${amount}`,
  qrHint: 'Scannen Sie den GiroCode mit Ihrer Banking-App, um die Überweisung auszufüllen.',
  copy: (label: string) => `${label} kopieren`,
  copied: 'In die Zwischenablage kopiert.',
  copyButton: 'Kopieren',
  copiedButton: 'Kopiert',
  standingOrderTitle: 'Dauerauftrag für Ihre Raten',
  standingOrderIntro: 'Bitte richten Sie für Ihre monatlichen Raten einen Dauerauftrag ein:',
  monthlyAmount: 'Monatlicher Betrag',
  firstExecution: 'Erste Ausführung',
  lastExecution: 'Letzte Ausführung',
  installments: 'Anzahl der Raten',
  firstPaymentTitle: 'Einmalzahlung',
  noFirstPayment: 'Keine Einmalzahlung: Ihre Zeichnung wird vollständig in Raten gezahlt.',
  openDetail: 'Zur Zeichnung',
  // the acceptance mail
  mailIntro: (product: string) =>
    `Ihre Zeichnung von „${product}“ wurde angenommen. Bitte überweisen Sie den Betrag fristgerecht auf das folgende Konto:`,
  mailLines: (x: {
    amountCents: number;
    holder: string;
    iban: string;
    bic: string;
    bankName: string;
    reference: string;
    deadline: string;
  }) =>
    [
      `Betrag: ${formatEuro(x.amountCents / 100)} (inklusive Agio und Stückzinsen)`,
      `Kontoinhaber: ${x.holder}`,
      `IBAN: ${x.iban}`,
      `BIC: ${x.bic}`,
      x.bankName ? `Bank: ${x.bankName}` : null,
      `Verwendungszweck: ${x.reference}`,
      `Zahlbar bis: ${formatDate(x.deadline)}`,
    ]
      .filter(Boolean)
      .join('\n'),
  mailAccountLines: (x: { holder: string; iban: string; bic: string; bankName: string }) =>
    [
      `Kontoinhaber: ${x.holder}`,
      `IBAN: ${x.iban}`,
      `BIC: ${x.bic}`,
      x.bankName ? `Bank: ${x.bankName}` : null,
    ]
      .filter(Boolean)
      .join('\n'),
  mailReferenceNote:
    'Bitte geben Sie als Verwendungszweck nur die Referenz an. Im Anhang finden Sie einen GiroCode, den Sie mit Ihrer Banking-App scannen können.',
  mailStandingOrder: (x: {
    monthlyCents: number;
    first: string;
    last: string;
    count: number;
    reference: string;
  }) =>
    `Bitte richten Sie außerdem einen Dauerauftrag ein: ${formatEuro(x.monthlyCents / 100)} monatlich, erste Ausführung am ${formatDate(x.first)}, letzte Ausführung am ${formatDate(x.last)} (${x.count} Raten), auf dasselbe Konto mit demselben Verwendungszweck ${x.reference}.`,
  mailNoFirstPayment: (product: string) =>
    `Ihre Zeichnung von „${product}“ wurde angenommen. Sie zahlen Ihre Zeichnung vollständig in Raten.`,
  mailNoAccount: (product: string) =>
    `Ihre Zeichnung von „${product}“ wurde angenommen. Die Bankverbindung für Ihre Zahlung teilt Ihnen der Emittent gesondert mit.`,
  qrFileName: (id: number) => `GiroCode-Zeichnung-${id}.png`,
};
