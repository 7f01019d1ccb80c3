// Affiliate partners: hierarchy, links, licence attribution (issue 17, decision 017).

interface BrokerFields {
  name: string;
  company: string | null;
  ceo: string | null;
  address: string;
  registrationNumber: string | null;
}

const dash = (v: string | null | undefined) => (v?.trim() ? v.trim() : '–');

export const peopleTexts = {
  noLicensedSalesrep: 'Kein lizensierter Affiliate Partner gefunden.',
  /** Spec 001 §2: with module 12 (Haftungsdach) a subscription names its brokering agent. */
  liabilityUmbrellaNote: (b: BrokerFields) =>
    `Diese Zeichnung wurde vermittelt durch ${dash(b.company) === '–' ? dash(b.name) : dash(b.company)}, ` +
    `Geschäftsführer: ${dash(b.ceo)}, Anschrift: ${dash(b.address)}, ` +
    `Registernummer im Vermittlerregister der IHK: ${dash(b.registrationNumber)}.`,
} as const;

/** The partner tabs of the broker portal's home page: Werbemittel and Hierarchie (decision 017). */
export const partnerWebTexts = {
  linksTab: 'Werbemittel',
  hierarchyTab: 'Hierarchie',
  linksTitle: 'Ihre Empfehlungslinks',
  linksIntro:
    'Teilen Sie diese Links: Wer sich darüber registriert, wird Ihnen als Anleger oder als Affiliate Partner zugeordnet.',
  investorLink: 'Registrierung als Anleger',
  partnerLink: 'Registrierung als Affiliate Partner',
  productLinks: 'Links zu freigegebenen Produkten',
  noProducts: 'Derzeit sind keine Produkte freigegeben.',
  noPortal: 'Das Portal Ihres Anbieters ist noch nicht freigeschaltet.',
  copy: 'Kopieren',
  copied: 'Kopiert!',
  copyLabel: (label: string) => `${label} kopieren`,
  qrAlt: (label: string) => `QR-Code: ${label}`,
  loadFailed: 'Die Daten konnten nicht geladen werden.',
  forbidden: 'Sie sind nicht berechtigt, diese Seite zu sehen.',
  hierarchyTitle: 'Ihre Hierarchie',
  hierarchyIntro:
    'Ihre Affiliate Partner bis zur fünften Ebene, mit ihren Anlegern und dem gezeichneten Volumen.',
  hierarchyEmpty: 'Sie haben noch keine Affiliate Partner geworben.',
  hierarchyLabel: 'Hierarchie der Affiliate Partner',
  level: (depth: number) => (depth === 0 ? 'Sie' : `Ebene ${depth}`),
  kind: { T: 'Tippgeber', '34': '§34f-Vermittler', '32': '§15-WpIG-Vermittler' } as const,
  licensed: 'lizensiert',
  unlicensed: 'ohne Lizenz',
  pending: 'Lizenz beantragt',
  investors: (n: number) => (n === 1 ? '1 Anleger' : `${n} Anleger`),
  volume: (v: string) => `Volumen ${v}`,
  // Advertising materials per product (decision 020)
  publicPage: 'Öffentliche Produktseite öffnen',
  publicPageLabel: (product: string) => `Öffentliche Produktseite öffnen: ${product} (neuer Tab)`,
  materials: 'Werbemittel zum Herunterladen',
  logo: 'Logo',
  image: (n: number) => `Bild ${n}`,
  downloadLabel: (what: string, product: string) => `${what} von ${product} herunterladen`,
  packageButton: 'Werbemittel-Paket (ZIP)',
  packageLabel: (product: string) => `Werbemittel-Paket (ZIP) von ${product} herunterladen`,
  packageHint: 'Logo, Bilder, QR-Code Ihres Produktlinks und ein Text mit Link und Pflichthinweisen.',
  noMaterials: 'Für dieses Produkt hat der Anbieter noch kein Logo und keine Bilder hinterlegt.',
  noLogo: 'Kein Logo hinterlegt.',
  noImages: 'Keine Bilder hinterlegt.',
  downloading: 'Wird heruntergeladen …',
  downloadFailed: 'Der Download ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
} as const;

/** The text file of a partner's advertising package (decision 020). */
export const advertPackageTexts = {
  fileName: (product: string) => `Werbemittel-${product}.zip`,
  readmeName: 'Produktlink-und-Hinweise.txt',
  qrName: 'QR-Code-Produktlink.png',
  logoName: (ext: string) => `Logo${ext}`,
  imageName: (n: number, ext: string) => `Bild-${n}${ext}`,
  readme: (p: {
    product: string;
    provider: string;
    url: string;
    publicPageUrl: string;
    warning: string | null;
  }) =>
    [
      `Werbemittel: ${p.product}`,
      `Anbieter: ${p.provider}`,
      '',
      'Ihr persönlicher Link zur Zeichnung (Registrierung als Anleger, Ihnen zugeordnet):',
      p.url,
      '',
      'Öffentliche Produktseite (Ihnen zugeordnet):',
      p.publicPageUrl,
      '',
      'Der QR-Code in diesem Paket führt zu Ihrem persönlichen Link.',
      ...(p.warning
        ? [
            '',
            'Pflichthinweis nach § 12 VermAnlG (in jeder Werbung deutlich hervorgehoben zu zeigen):',
            p.warning,
          ]
        : []),
      '',
      'Bitte verwenden Sie nur die Unterlagen und Angaben des Anbieters; eigene Aussagen zu Rendite oder Sicherheit sind nicht zulässig.',
      '',
    ].join('\r\n'),
} as const;
