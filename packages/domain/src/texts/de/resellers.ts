// Texts of the reseller hierarchy, the tier percentages and the reseller dashboard (issue 19, decision 032).

const TIER_NAMES: Record<'S' | 'G' | 'P', string> = { S: 'Silber', G: 'Gold', P: 'Platin' };

export const resellerTexts = {
  // percentages (spec 001 §2 "Admin hierarchy percentages page", §8)
  percentagesTab: 'ResellerPercentages',
  percentagesTitle: 'Reseller Hierarchie Prozentsätze',
  percentagesHint:
    'Provision in Prozent des Nettobetrags einer bezahlten Provider-Rechnung, je Stufe und Ebene; jede Stufe zusammen höchstens 100 %.',
  rowOwn: 'Eigen',
  rowLevel1: 'Ebene 1',
  rowLevel2: 'Ebene 2',
  columnSilver: 'Silber-Stufe',
  columnGold: 'Gold-Stufe',
  columnPlatinum: 'Platin-Stufe',
  columnHint: { S: 'ab dem 2. Portal', G: 'ab dem 5. Portal', P: 'ab dem 10. Portal' } as Record<
    'S' | 'G' | 'P',
    string
  >,
  save: 'Speichern',
  reset: 'Verwerfen',
  saved: 'Hierarchie Prozentsätze erfolgreich aktualisiert!',
  saveFailed: 'Update fehlgeschlagen',
  percentNumber: 'Bitte geben Sie eine Zahl ein',
  percentRange: 'Der Wert muss zwischen 0 und 100 liegen',
  percentDecimals: 'Höchstens zwei Nachkommastellen',
  percentSum: (tier: 'S' | 'G' | 'P') =>
    `Die Summe der Stufe ${TIER_NAMES[tier]} darf 100 % nicht übersteigen`,
  tierMissing: (tier: 'S' | 'G' | 'P') => `Die Stufe ${TIER_NAMES[tier]} fehlt`,
  tierTwice: (tier: 'S' | 'G' | 'P') => `Die Stufe ${TIER_NAMES[tier]} ist mehrfach angegeben`,
  tierUnknown: 'Unbekannte Stufe',
  listInvalid: 'Bitte geben Sie die Prozentsätze der drei Stufen an',

  // hierarchy (spec 001 §2 Settings menus "affiliate hierarchy tree (salesrep and reseller)")
  hierarchyTab: 'Hierarchie',
  hierarchyTitle: 'Reseller Hierarchie',
  hierarchyHint:
    'Ihre Provider und die von Ihnen geworbenen Reseller zwei Ebenen tief, mit live Portalen und Stufe.',
  hierarchyEmpty: 'Noch keine Provider und keine Reseller geworben.',
  providers: 'Provider',
  noProviders: 'Keine Provider',
  subResellers: 'Reseller',
  level: (n: number) => (n === 0 ? 'Eigen' : `Ebene ${n}`),
  livePortals: (n: number) => (n === 1 ? '1 live Portal' : `${n} live Portale`),
  bookingStatus: { P: 'Demo', L: 'Live', R: 'Abgelehnt' } as Record<'P' | 'L' | 'R', string>,
  notBooked: 'Nicht gebucht',
  noTier: 'keine Stufe',
  tierName: (tier: 'S' | 'G' | 'P' | null) => (tier ? TIER_NAMES[tier] : 'keine Stufe'),

  // dashboard (spec 001 §2 home panel, §9 tiers)
  dashboardTitle: 'Ihr Reseller Überblick',
  tierTitle: 'Ihre Stufe',
  tierCurrent: (tier: 'S' | 'G' | 'P' | null) => (tier ? `${TIER_NAMES[tier]}-Stufe` : 'Noch keine Stufe'),
  tierMissingTo: (missing: number, tier: 'S' | 'G' | 'P') =>
    `Noch ${missing} live ${missing === 1 ? 'Portal' : 'Portale'} bis ${TIER_NAMES[tier]}`,
  tierNone: (missing: number) =>
    `Sie haben noch keine Stufe und erhalten noch keine Provision – es fehlen noch ${missing} live ${
      missing === 1 ? 'Portal' : 'Portale'
    } bis Silber.`,
  tierTop: 'Sie haben die höchste Stufe erreicht.',
  revenueTitle: 'Geteilter Umsatz pro Monat',
  revenueEmpty: 'In den letzten zwölf Monaten wurde noch keine Provision verdient.',
  revenueSeries: 'Provision',
  linksTitle: 'Ihre Empfehlungslinks',
  linkSuperuser: 'Provider werben',
  linkReseller: 'Reseller werben',
  copy: 'Link kopieren',
  copied: 'Link wurde kopiert',
  copyFailed: 'Link konnte nicht kopiert werden',
  loadFailed: 'Die Daten konnten nicht geladen werden.',
  forbidden: 'Sie haben keinen Zugriff auf diese Ansicht.',
};
