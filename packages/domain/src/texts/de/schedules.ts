// Interest payment events and instalments (issue 18; spec 001 §3, §8): the answers of their updates and refusals.
// (Kept apart from the payout run's tax and SEPA texts.)
export const scheduleTexts = {
  /** Spec 001 §8: the message after saving an interest payment event. */
  interestUpdated: 'Zinszahlung wurde aktualisiert',
  installmentUpdated: 'Ratenzahlung wurde aktualisiert',
  interestNotFound: 'Diese Zinszahlung wurde nicht gefunden.',
  installmentNotFound: 'Diese Ratenzahlung wurde nicht gefunden.',
  dateRange: 'Das Enddatum darf nicht vor dem Anfangsdatum liegen.',
  interestCannotUnpay:
    'Eine gebuchte Zinszahlung kann nicht zurückgenommen werden. Eine Korrektur wird als neue Buchung erfasst.',
  installmentCannotUnpay:
    'Eine gebuchte Ratenzahlung kann nicht zurückgenommen werden. Eine Korrektur wird als neue Buchung erfasst.',
  tokensCannotUndo:
    'Die Tokens dieser Rate wurden bereits transferiert. Dieser Schritt kann nicht rückgängig gemacht werden.',
  tokensNotPaid: 'Tokens können erst nach dem Zahlungseingang dieser Rate transferiert werden.',
  tokensWholeEuros:
    'Der Betrag dieser Rate ist kein ganzer Euro-Betrag; dafür können keine Tokens transferiert werden.',
  tokensTxUsed: 'Diese Transaktion wurde bereits für einen anderen Token-Transfer verwendet.',
  txHashFormat: 'Der Transaktions-Hash muss aus 0x und 64 Hexadezimalzeichen bestehen.',
  txHashRequired: 'Geben Sie den Hash der Token-Transaktion an.',
} as const;
