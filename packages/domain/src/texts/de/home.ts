/** Texts of the home page and the portal brand. */
export const homeTexts = {
  defaultProviderName: 'Zeichnungsplattform',
  welcomeTitle: (providerName: string) => `Willkommen bei ${providerName}`,
  welcomeText:
    'Ihre Plattform für die digitale Emission und Zeichnung von Finanzprodukten: Anleihen, Nachrangdarlehen, Genussrechte und tokenisierte Wertpapiere – einfach, sicher und vollständig online.',
  loginPrompt: 'Melden Sie sich an, um Ihre Produkte, Zeichnungen und Dokumente zu sehen.',
  loginCta: 'Jetzt einloggen',
  loggedInText: 'Schön, dass Sie da sind. Ihre Übersicht wird hier angezeigt.',
} as const;

/** Texts of the signed-in dashboard (spec 001 §2 "Home dashboard"). */
export const dashboardTexts = {
  tabsLabel: 'Übersicht',
  tabs: {
    start: 'Start',
    superusers: 'Superuser',
    investors: 'Anleger',
    salesreps: 'Affiliate Partner',
    resellers: 'Reseller',
  },
  greeting: (name: string) => (name ? `Hallo ${name}!` : 'Hallo!'),
  welcome: {
    admin:
      'Als Betreiber sehen Sie alle Anbieter, Reseller, Affiliate Partner und Anleger der Plattform. Über die Reiter gelangen Sie zu den Übersichten.',
    superuser:
      'Hier verwalten Sie Ihr Angebot als Anbieter: Ihre Emittenten, Anleger und Affiliate Partner. Ihre Portale gehen online, sobald Ihre Buchung angenommen ist.',
    reseller:
      'Hier sehen Sie die Anbieter, die Sie für die Plattform gewonnen haben, und Ihre Reseller-Struktur.',
    issuer:
      'Als Emittent sehen Sie hier Ihre Finanzprodukte, die Zeichnungen darauf und die Affiliate Partner Ihres Anbieters.',
    investor:
      'Willkommen in Ihrem Anlegerbereich. Hier finden Sie Ihre Zeichnungen und können Ihre persönlichen Daten pflegen.',
    salesrep:
      'Willkommen in Ihrem Affiliate-Backoffice. Hier sehen Sie Ihre Struktur und die von Ihnen vermittelten Anleger.',
  },
  panelTitle: 'Schnellzugriff',
  profileLink: 'Meine Daten',
  bankLink: 'Bankverbindung',
  legitimationLink: 'Legitimation',
  blockchainLink: 'Blockchain Adresse',
  ownSuperuserLink: 'Meine Anbieterdaten',
  ownSalesrepLink: 'Meine Vermittlerart und Registernummer',
  ownResellerLink: 'Meine Reseller-Daten',
  portalSettingsLater:
    'Buchung, Branding und Rechtstexte Ihrer Portale verwalten Sie unter Portal-Einstellungen im Benutzermenü.',
  adminNote:
    'Buchungen und Upgrades nehmen Sie in den Tabs Buchungen und Upgrades an; Emittenten legen Sie im Tab Emittenten an.',
  statsTitle: 'Statistiken',
  statsFailed: 'Die Statistiken konnten nicht geladen werden.',
  statsEmpty: 'Für Ihre Rolle liegen noch keine Kennzahlen vor.',
  stats: {
    issuers: 'Emittenten',
    products: 'Produkte',
    investors: 'Anleger',
    salesreps: 'Affiliate Partner',
    zeichnungs: 'Zeichnungen',
    resellers: 'Resellers',
    superusers: 'Superusers',
  },
} as const;
