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
