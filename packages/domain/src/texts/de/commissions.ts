// Affiliate commissions (issue 17): statuses, refusals, the Provision tab.
export const commissionTexts = {
  status: {
    O: 'Offen',
    A: 'Freigegeben',
    R: 'In Abrechnung',
    P: 'Ausbezahlt',
  } as Record<'O' | 'A' | 'R' | 'P', string>,
  rateType: { first: 'Erstzahlung', follow: 'Folgezahlung' } as Record<'first' | 'follow', string>,
  levelName: (level: number) => (level === 0 ? 'Eigen' : `Ebene ${level}`),
  tab: 'Provision',
  title: 'Provisionen',
  empty: 'Es liegen noch keine Provisionen vor.',
  loadError: 'Die Provisionen konnten nicht geladen werden.',
  forbidden: 'Sie haben keinen Zugriff auf Provisionen.',
  clawback: 'Rückbuchung',
  columns: {
    id: 'ID',
    date: 'Datum',
    product: 'Produkt',
    partner: 'Partner',
    level: 'Ebene',
    rateType: 'Art',
    percentage: 'Satz',
    base: 'Bemessung',
    amount: 'Betrag',
    status: 'Status',
    superuserEmail: 'Superuser E-Mail',
  },
  filters: {
    status: 'Status',
    all: 'Alle',
    from: 'Von',
    to: 'Bis',
    product: 'Produkt',
  },
  dateRange: 'Das Enddatum darf nicht vor dem Anfangsdatum liegen.',
};

/** The inducement disclosure (§ 17 FinVermV) in the subscription wizard and on the subscription document. */
export const inducementTexts = {
  title: 'Zuwendungen an Vermittler (§ 17 FinVermV)',
  intro: (rateType: 'first' | 'follow') =>
    `Für diese Zeichnung zahlt der Anbieter die folgenden Provisionen an Affiliate Partner (${
      rateType === 'first' ? 'Satz für eine Erstzeichnung' : 'Satz für eine Folgezeichnung'
    }), berechnet auf den Zeichnungsbetrag. Die Provisionen entstehen erst, wenn Ihre Zahlung eingegangen ist, und erhöhen Ihren Zeichnungsbetrag nicht.`,
  none: 'Für diese Zeichnung werden keine Provisionen oder sonstigen Zuwendungen an Vermittler gezahlt.',
  broker: 'Vermittler',
  upline: (level: number) => `Übergeordneter Partner Ebene ${level}`,
  columns: { recipient: 'Empfänger', role: 'Art', percentage: 'Satz', amount: 'Betrag' },
  total: 'Summe',
  tableLabel: 'Zuwendungen an Vermittler',
  loading: 'Die Zuwendungen werden berechnet …',
  loadError: 'Die Zuwendungen konnten nicht geladen werden.',
  demo: 'In der Vorschau ohne Zeichnung werden keine Zuwendungen berechnet.',
};
