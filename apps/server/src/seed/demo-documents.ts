/**
 * German texts of the demo seed's documents: provider legal documents, issuer documents, product documents and the
 * subscription form template. Everything is clearly marked as sample material of the demo environment.
 */
import {
  formatDate,
  formatEuro,
  formatNumber,
  KINDS,
  type ProductDocumentType,
  type ProductKind,
  SECURITY_TYPES,
  type SecurityType,
} from '@zp/domain';
import type { DocxBlock, PdfBlock } from './demo-files.ts';

export const DEMO_PROVIDER = {
  name: 'Demo Kapital GmbH',
  street: 'Musterstraße 12',
  city: '60311 Frankfurt am Main',
  ceo: 'Sven Anbieter',
  register: 'Amtsgericht Frankfurt am Main, HRB 123456',
  vatId: 'DE123456789',
  email: 'kontakt@example.com',
  phone: '+49 69 1234567-0',
  registerNumber: 'D-F-123-ABCD-12',
} as const;

export const DEMO_ISSUER = {
  name: 'Demo Emittent AG',
  street: 'Beispielallee 5',
  city: '04109 Leipzig',
  board: 'Ingo Emittent (Vorstand)',
  register: 'Amtsgericht Leipzig, HRB 654321',
} as const;

export interface DocumentText {
  title: string;
  subtitle?: string;
  blocks: PdfBlock[];
}

const providerLine = `${DEMO_PROVIDER.name}, ${DEMO_PROVIDER.street}, ${DEMO_PROVIDER.city}`;
const issuerLine = `${DEMO_ISSUER.name}, ${DEMO_ISSUER.street}, ${DEMO_ISSUER.city}`;
const asOf = (today: string) => `Stand: ${formatDate(today)}`;

// ---------------------------------------------------------------------------------------------------------------
// Provider documents (public, linked on the portals' sign-up pages and footers)

export type DemoProviderDocument =
  | 'agb'
  | 'dataPrivacy'
  | 'imprint'
  | 'investorAgb'
  | 'investorDataPrivacy'
  | 'investorImprint';

function imprint(audience: string): PdfBlock[] {
  return [
    `Dieses Impressum gilt für ${audience}.`,
    { heading: 'Angaben gemäß § 5 DDG' },
    `${DEMO_PROVIDER.name}\n${DEMO_PROVIDER.street}\n${DEMO_PROVIDER.city}`,
    `Vertreten durch den Geschäftsführer ${DEMO_PROVIDER.ceo}.`,
    `Registereintrag: ${DEMO_PROVIDER.register}. Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: ${DEMO_PROVIDER.vatId}.`,
    { heading: 'Kontakt' },
    `Telefon: ${DEMO_PROVIDER.phone} · E-Mail: ${DEMO_PROVIDER.email}`,
    { heading: 'Aufsicht und Erlaubnis' },
    `Die ${DEMO_PROVIDER.name} ist Finanzanlagenvermittlerin mit Erlaubnis nach § 34f Abs. 1 GewO, erteilt durch die IHK Frankfurt am Main, und im Vermittlerregister (www.vermittlerregister.info) unter der Registernummer ${DEMO_PROVIDER.registerNumber} eingetragen.`,
    { heading: 'Verantwortlich für den Inhalt' },
    `${DEMO_PROVIDER.ceo}, Anschrift wie oben.`,
    { heading: 'Streitbeilegung' },
    'Die Europäische Kommission stellt eine Plattform zur Online-Streitbeilegung bereit. Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen; Beschwerden richten Sie bitte direkt an die oben genannte Adresse.',
  ];
}

function privacy(audience: string, extra: string[]): PdfBlock[] {
  return [
    `Mit diesen Hinweisen informieren wir Sie nach Art. 13 und 14 DSGVO über die Verarbeitung Ihrer personenbezogenen Daten ${audience}.`,
    { heading: '1. Verantwortlicher' },
    `${providerLine}, E-Mail: ${DEMO_PROVIDER.email}. Unseren Datenschutzbeauftragten erreichen Sie unter derselben Anschrift mit dem Zusatz „Datenschutz“.`,
    { heading: '2. Zwecke und Rechtsgrundlagen' },
    {
      bullets: [
        'Registrierung und Verwaltung Ihres Benutzerkontos (Art. 6 Abs. 1 lit. b DSGVO).',
        'Durchführung von Zeichnungen einschließlich Angemessenheitsprüfung und Identifizierung nach dem Geldwäschegesetz (Art. 6 Abs. 1 lit. c DSGVO).',
        'Versand von Bestätigungen und Vertragsunterlagen per E-Mail (Art. 6 Abs. 1 lit. b DSGVO).',
        'Sicherheit und Stabilität der Plattform, Protokollierung von Anmeldungen (Art. 6 Abs. 1 lit. f DSGVO).',
        ...extra,
      ],
    },
    { heading: '3. Empfänger' },
    'Ihre Angaben zu einer Zeichnung erhält die jeweilige Emittentin, soweit dies zur Vertragsdurchführung erforderlich ist. Technische Dienstleister (Hosting, E-Mail-Versand) verarbeiten Daten ausschließlich in unserem Auftrag nach Art. 28 DSGVO.',
    { heading: '4. Speicherdauer' },
    'Vertrags- und Zeichnungsdaten bewahren wir entsprechend den handels- und steuerrechtlichen Aufbewahrungsfristen bis zu zehn Jahre auf; Daten nach dem Geldwäschegesetz fünf Jahre nach Ende der Geschäftsbeziehung.',
    { heading: '5. Ihre Rechte' },
    'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit sowie Widerspruch. Außerdem können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren, etwa beim Hessischen Beauftragten für Datenschutz und Informationsfreiheit.',
  ];
}

function terms(audience: string, specific: PdfBlock[]): PdfBlock[] {
  return [
    { heading: '§ 1 Geltungsbereich' },
    `Diese Allgemeinen Geschäftsbedingungen gelten für ${audience} der ${DEMO_PROVIDER.name} (nachfolgend „Anbieterin“). Abweichende Bedingungen gelten nur, wenn die Anbieterin ihnen ausdrücklich schriftlich zustimmt.`,
    { heading: '§ 2 Leistungen der Anbieterin' },
    'Die Anbieterin stellt eine Internetplattform bereit, über die Emittentinnen Finanzprodukte vorstellen und Anlegerinnen und Anleger diese zeichnen können. Die Anbieterin erbringt keine Anlageberatung und gibt keine Empfehlungen ab; die Entscheidung über eine Vermögensanlage treffen die Nutzer eigenverantwortlich.',
    ...specific,
    { heading: '§ 5 Haftung' },
    'Die Anbieterin haftet unbeschränkt für Vorsatz und grobe Fahrlässigkeit sowie bei Verletzung von Leben, Körper oder Gesundheit. Bei leicht fahrlässiger Verletzung wesentlicher Vertragspflichten ist die Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt. Für die Richtigkeit der Angaben der Emittentinnen übernimmt die Anbieterin keine Gewähr.',
    { heading: '§ 6 Schlussbestimmungen' },
    'Es gilt das Recht der Bundesrepublik Deutschland. Sollte eine Bestimmung unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.',
  ];
}

export function providerDocument(type: DemoProviderDocument, today: string): DocumentText {
  const subtitle = `${DEMO_PROVIDER.name} · ${asOf(today)}`;
  switch (type) {
    case 'imprint':
      return {
        title: 'Impressum',
        subtitle,
        blocks: imprint('die Internetseiten und Portale der Demo Kapital GmbH'),
      };
    case 'investorImprint':
      return {
        title: 'Impressum des Anlegerportals',
        subtitle,
        blocks: imprint('das Anlegerportal der Demo Kapital GmbH'),
      };
    case 'dataPrivacy':
      return {
        title: 'Datenschutzerklärung',
        subtitle,
        blocks: privacy('bei der Nutzung unserer Plattform als Emittentin oder Vertriebspartner', [
          'Abrechnung der gebuchten Leistungen (Art. 6 Abs. 1 lit. b und c DSGVO).',
        ]),
      };
    case 'investorDataPrivacy':
      return {
        title: 'Datenschutzhinweise für Anlegerinnen und Anleger',
        subtitle,
        blocks: privacy('als Anlegerin oder Anleger in unserem Anlegerportal', [
          'Zuordnung Ihrer Zeichnungen zu einem Vertriebspartner, sofern Sie über dessen Empfehlung zu uns gekommen sind (Art. 6 Abs. 1 lit. f DSGVO).',
        ]),
      };
    case 'agb':
      return {
        title: 'Allgemeine Geschäftsbedingungen',
        subtitle,
        blocks: terms('die Nutzung der Plattform durch Emittentinnen und Vertriebspartner', [
          { heading: '§ 3 Pflichten der Emittentinnen' },
          'Emittentinnen sind für die Vollständigkeit und Richtigkeit ihrer Produktangaben und Unterlagen verantwortlich. Sie stellen sicher, dass für jedes Produkt die gesetzlich vorgeschriebenen Informationsblätter und Prospekte vorliegen.',
          { heading: '§ 4 Vergütung' },
          'Die Vergütung richtet sich nach der jeweils gebuchten Leistung. Einrichtungsgebühren sind mit Buchung fällig, laufende Gebühren monatlich im Voraus.',
        ]),
      };
    case 'investorAgb':
      return {
        title: 'Allgemeine Geschäftsbedingungen für Anlegerinnen und Anleger',
        subtitle,
        blocks: terms('die Nutzung des Anlegerportals durch Anlegerinnen und Anleger', [
          { heading: '§ 3 Registrierung' },
          'Die Registrierung ist volljährigen natürlichen Personen und juristischen Personen vorbehalten. Die Zugangsdaten sind geheim zu halten; jede Anlegerin und jeder Anleger darf nur ein Konto führen.',
          { heading: '§ 4 Zeichnungen' },
          'Eine Zeichnung ist ein Angebot an die jeweilige Emittentin. Der Vertrag kommt erst mit deren Annahme zustande. Es gelten die Bedingungen und Informationsblätter des jeweiligen Produkts, die vor der Zeichnung zum Download bereitstehen.',
        ]),
      };
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Issuer documents (private; required before a product of the issuer can be released)

export type DemoIssuerDocument = 'projectFinanceContract' | 'dataPrivacy' | 'orderPrivacyContract';

export function issuerDocument(type: DemoIssuerDocument, today: string): DocumentText {
  const subtitle = `zwischen der ${DEMO_ISSUER.name} und der ${DEMO_PROVIDER.name} · ${asOf(today)}`;
  if (type === 'projectFinanceContract') {
    return {
      title: 'Projektfinanzierungsvertrag',
      subtitle,
      blocks: [
        `Zwischen der ${issuerLine}, vertreten durch ${DEMO_ISSUER.board} (nachfolgend „Emittentin“), und der ${providerLine}, vertreten durch den Geschäftsführer ${DEMO_PROVIDER.ceo} (nachfolgend „Plattformbetreiberin“), wird folgender Vertrag geschlossen.`,
        { heading: '§ 1 Gegenstand' },
        'Die Plattformbetreiberin stellt der Emittentin ihre Zeichnungsplattform zur Verfügung, über die die Emittentin Finanzprodukte öffentlich anbieten und Zeichnungen digital entgegennehmen kann.',
        { heading: '§ 2 Pflichten der Emittentin' },
        {
          bullets: [
            'Bereitstellung vollständiger, richtiger und aktueller Produktangaben und Pflichtunterlagen.',
            'Prüfung und Annahme eingehender Zeichnungen innerhalb von fünf Bankarbeitstagen.',
            'Unverzügliche Mitteilung wesentlicher Änderungen, die für die Beurteilung eines Produkts bedeutsam sind.',
          ],
        },
        { heading: '§ 3 Vergütung' },
        'Die Emittentin zahlt eine erfolgsabhängige Vergütung auf das eingeworbene Kapital gemäß Preisblatt. Die Abrechnung erfolgt monatlich.',
        { heading: '§ 4 Laufzeit und Kündigung' },
        'Der Vertrag läuft auf unbestimmte Zeit und kann mit einer Frist von drei Monaten zum Quartalsende gekündigt werden. Das Recht zur außerordentlichen Kündigung bleibt unberührt.',
      ],
    };
  }
  if (type === 'dataPrivacy') {
    return {
      title: 'Datenschutzhinweise der Emittentin',
      subtitle: `${DEMO_ISSUER.name} · ${asOf(today)}`,
      blocks: [
        `Verantwortlich für die Verarbeitung der Daten, die Sie im Rahmen einer Zeichnung angeben, ist die ${issuerLine}.`,
        { heading: 'Zwecke der Verarbeitung' },
        'Wir verarbeiten Ihre Angaben zur Annahme und Durchführung Ihrer Zeichnung, zur Auszahlung von Zinsen und Rückzahlungen, zur Erfüllung steuerlicher Pflichten sowie der Pflichten nach dem Geldwäschegesetz (Art. 6 Abs. 1 lit. b und c DSGVO).',
        { heading: 'Speicherdauer und Rechte' },
        'Die Daten werden für die Dauer des Vertragsverhältnisses und danach entsprechend den gesetzlichen Aufbewahrungsfristen gespeichert. Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung, Datenübertragbarkeit und Widerspruch sowie ein Beschwerderecht bei der Sächsischen Datenschutz- und Transparenzbeauftragten.',
      ],
    };
  }
  return {
    title: 'Vertrag zur Auftragsverarbeitung gemäß Art. 28 DSGVO',
    subtitle,
    blocks: [
      `Die ${DEMO_ISSUER.name} (Verantwortliche) beauftragt die ${DEMO_PROVIDER.name} (Auftragsverarbeiterin) mit der Verarbeitung personenbezogener Daten von Anlegerinnen und Anlegern im Rahmen des Betriebs der Zeichnungsplattform.`,
      { heading: '§ 1 Gegenstand und Dauer' },
      'Gegenstand ist die Erhebung, Speicherung und Übermittlung von Zeichnungsdaten. Die Dauer entspricht der Laufzeit des Projektfinanzierungsvertrags.',
      { heading: '§ 2 Art der Daten und Kreis der Betroffenen' },
      'Stammdaten, Kontaktdaten, Bankverbindungen, Identifikationsdaten und Angaben zur Angemessenheitsprüfung von Anlegerinnen und Anlegern sowie Vertriebspartnern.',
      { heading: '§ 3 Technische und organisatorische Maßnahmen' },
      {
        bullets: [
          'Verschlüsselte Übertragung (TLS) und rollenbasierte Zugriffskontrolle.',
          'Protokollierung aller Änderungen an Zeichnungen und Produkten.',
          'Regelmäßige Datensicherung und dokumentierte Wiederherstellungstests.',
        ],
      },
      { heading: '§ 4 Unterauftragsverarbeiter' },
      'Die Auftragsverarbeiterin setzt Unterauftragsverarbeiter nur nach vorheriger Information der Verantwortlichen ein, die der Beauftragung innerhalb von 14 Tagen widersprechen kann.',
    ],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Product documents

/** What the product documents say about a product (API names, euros, ISO dates). */
export interface ProductFacts {
  name: string;
  kind: ProductKind;
  securityType: SecurityType;
  wkn?: string | null;
  volume: number;
  minInvestment: number;
  volumeInterval: number;
  interest?: number | null;
  paymentsPerYear?: number | null;
  agio?: number | null;
  profitSharingPercentage?: number | null;
  forcastedProjectInterest?: number | null;
  contractStart?: string | null;
  contractEnd?: string | null;
  initialDistribution?: string | null;
  paybackDate?: string | null;
  withInstallments?: boolean;
  /** One or two sentences about the project. */
  project: string;
  /** What the money is used for. */
  useOfCapital: string;
  /** Main risks of the project, one sentence each. */
  risks: string[];
}

const pct = (v: number) => `${formatNumber(v)} %`;
const PAYMENT_RHYTHM: Record<number, string> = {
  12: 'monatlich',
  4: 'vierteljährlich',
  2: 'halbjährlich',
  1: 'jährlich',
};
const rhythm = (n: number | null | undefined) => (n ? PAYMENT_RHYTHM[n] : undefined) ?? 'zum Laufzeitende';
const isCooperative = (p: ProductFacts) => KINDS[p.kind].cooperative;
const securityLabel = (p: ProductFacts) => SECURITY_TYPES[p.securityType];

const TOTAL_LOSS =
  'Der Erwerb dieser Vermögensanlage ist mit erheblichen Risiken verbunden und kann zum vollständigen Verlust des eingesetzten Vermögens führen.';

function keyFacts(p: ProductFacts): string[] {
  const facts = [
    `Produkt: ${p.name} (${securityLabel(p)})${p.wkn ? `, Kennnummer ${p.wkn}` : ''}`,
    `Emittentin: ${issuerLine}`,
    `Emissionsvolumen: ${formatEuro(p.volume)}; Mindestzeichnung: ${formatEuro(p.minInvestment)}, darüber in Schritten von ${formatEuro(p.volumeInterval)}`,
  ];
  if (p.interest != null)
    facts.push(`Verzinsung: ${pct(p.interest)} p. a., Zahlung ${rhythm(p.paymentsPerYear)}`);
  if (p.forcastedProjectInterest != null)
    facts.push(`Prognostizierte Ausschüttung: ${pct(p.forcastedProjectInterest)} p. a. (nicht garantiert)`);
  if (p.profitSharingPercentage != null)
    facts.push(
      `Gewinnbeteiligung: ${pct(p.profitSharingPercentage)} des Jahresüberschusses der Projektgesellschaft`,
    );
  if (p.agio) facts.push(`Agio: ${pct(p.agio)} des Zeichnungsbetrags`);
  if (p.contractStart && p.contractEnd)
    facts.push(`Laufzeit: ${formatDate(p.contractStart)} bis ${formatDate(p.contractEnd)}`);
  if (p.paybackDate) facts.push(`Rückzahlung: zum ${formatDate(p.paybackDate)} zum Nennbetrag`);
  return facts;
}

function customerInformation(p: ProductFacts, today: string): DocumentText {
  return {
    title: 'Kundeninformation',
    subtitle: `${p.name} · ${asOf(today)}`,
    blocks: [
      'Informationen bei Fernabsatzverträgen über Finanzdienstleistungen nach Art. 246b EGBGB.',
      { heading: '1. Emittentin und Vermittlerin' },
      `Emittentin ist die ${issuerLine}, ${DEMO_ISSUER.register}, vertreten durch ${DEMO_ISSUER.board}. Die Zeichnung wird über die Plattform der ${providerLine} abgewickelt.`,
      { heading: '2. Wesentliche Merkmale' },
      { bullets: keyFacts(p) },
      p.project,
      { heading: '3. Zustandekommen des Vertrags' },
      'Mit dem Absenden der Zeichnung geben Sie ein verbindliches Angebot ab. Der Vertrag kommt mit der Annahme durch die Emittentin zustande, über die Sie per E-Mail informiert werden. Bitte überweisen Sie den Zeichnungsbetrag erst nach Erhalt der Annahmebestätigung.',
      { heading: '4. Kosten' },
      p.agio
        ? `Neben dem Zeichnungsbetrag fällt ein Agio von ${pct(p.agio)} an. Weitere Kosten entstehen Ihnen durch die Emittentin nicht; eigene Kosten (z. B. Überweisungsentgelte) tragen Sie selbst.`
        : 'Die Emittentin erhebt kein Agio und keine laufenden Gebühren. Eigene Kosten (z. B. Überweisungsentgelte) tragen Sie selbst.',
      { heading: '5. Widerrufsrecht' },
      'Sie können Ihre Vertragserklärung innerhalb von 14 Tagen ohne Angabe von Gründen in Textform widerrufen. Die Frist beginnt nach Erhalt dieser Informationen auf einem dauerhaften Datenträger, jedoch nicht vor Vertragsschluss. Zur Wahrung der Frist genügt die rechtzeitige Absendung des Widerrufs an die Emittentin.',
      { heading: '6. Risiken' },
      isCooperative(p)
        ? 'Der Wert der Geschäftsanteile hängt vom wirtschaftlichen Erfolg der Genossenschaft ab. Ausschüttungen sind nicht garantiert; im Insolvenzfall kann das eingesetzte Kapital ganz verloren gehen.'
        : TOTAL_LOSS,
      { bullets: p.risks },
    ],
  };
}

function notInUsa(today: string): DocumentText {
  return {
    title: 'Erklärung: keine US-Person',
    subtitle: asOf(today),
    blocks: [
      'Die angebotenen Vermögensanlagen sind nicht nach dem US Securities Act von 1933 registriert und dürfen US-Personen weder angeboten noch verkauft werden.',
      'Mit meiner Zeichnung erkläre ich, dass ich',
      {
        bullets: [
          'weder die Staatsangehörigkeit der Vereinigten Staaten von Amerika besitze noch dort meinen Wohnsitz oder gewöhnlichen Aufenthalt habe,',
          'keine Greencard-Inhaberin bzw. kein Greencard-Inhaber bin und in den USA nicht unbeschränkt steuerpflichtig bin,',
          'nicht für Rechnung oder zugunsten einer US-Person handle.',
        ],
      },
      'Ändert sich einer dieser Umstände während der Laufzeit, teile ich dies der Emittentin unverzüglich mit.',
    ],
  };
}

function conditions(p: ProductFacts, today: string): DocumentText {
  const bond = p.securityType === 0 || p.securityType === 1;
  const profitRight = p.securityType === 2;
  const title = bond
    ? 'Anleihebedingungen'
    : profitRight
      ? 'Genussrechtsbedingungen'
      : 'Darlehensbedingungen';
  const unit = bond ? 'Schuldverschreibungen' : profitRight ? 'Genussrechte' : 'Nachrangdarlehen';
  const blocks: PdfBlock[] = [
    { heading: '§ 1 Gegenstand, Nennbetrag, Stückelung' },
    `Die ${DEMO_ISSUER.name} (Emittentin) begibt ${unit} im Gesamtnennbetrag von bis zu ${formatEuro(p.volume)}. Die Mindestzeichnung beträgt ${formatEuro(p.minInvestment)}; höhere Beträge müssen durch ${formatEuro(p.volumeInterval)} teilbar sein.${bond && p.wkn ? ` Die Schuldverschreibungen lauten auf den Inhaber und sind unter der WKN ${p.wkn} in einer Globalurkunde verbrieft.` : ''}`,
    { heading: '§ 2 Verzinsung' },
    p.interest != null
      ? `Das Kapital wird ab dem ${formatDate(p.contractStart)} mit ${pct(p.interest)} p. a. verzinst. Die Zinsen sind ${rhythm(p.paymentsPerYear)} nachträglich fällig, erstmals am ${formatDate(p.initialDistribution)}. Zinstage werden nach der Methode act/act (ICMA) berechnet.`
      : 'Eine feste Verzinsung wird nicht geschuldet.',
  ];
  if (p.profitSharingPercentage != null) {
    blocks.push(
      `Zusätzlich erhalten die Inhaber der Genussrechte anteilig ${pct(p.profitSharingPercentage)} des handelsrechtlichen Jahresüberschusses der Projektgesellschaft; die Gewinnbeteiligung ist jeweils nach Feststellung des Jahresabschlusses fällig.`,
    );
  }
  blocks.push(
    { heading: '§ 3 Laufzeit und Rückzahlung' },
    `Die Laufzeit beginnt am ${formatDate(p.contractStart)} und endet am ${formatDate(p.contractEnd)}. Die Rückzahlung zum Nennbetrag erfolgt am ${formatDate(p.paybackDate ?? p.contractEnd)}.`,
    { heading: '§ 4 Kündigung' },
    'Eine ordentliche Kündigung durch die Anlegerinnen und Anleger ist ausgeschlossen. Das Recht zur außerordentlichen Kündigung aus wichtigem Grund bleibt unberührt. Die Emittentin kann mit einer Frist von drei Monaten zum Ende eines Zinsjahres ganz oder teilweise vorzeitig zum Nennbetrag zuzüglich aufgelaufener Zinsen kündigen.',
  );
  if (!bond) {
    blocks.push(
      { heading: '§ 5 Qualifizierter Rangrücktritt' },
      'Die Forderungen auf Zinsen und Rückzahlung treten im Rang hinter alle gegenwärtigen und künftigen Forderungen anderer Gläubiger der Emittentin zurück (§ 39 Abs. 2 InsO). Sie können nicht geltend gemacht werden, solange und soweit die Zahlung einen Grund für die Eröffnung eines Insolvenzverfahrens herbeiführen würde (vorinsolvenzliche Durchsetzungssperre). Anlegerinnen und Anleger tragen damit ein unternehmerisches Risiko, das höher ist als das eines regulären Fremdkapitalgebers.',
    );
  } else {
    blocks.push(
      { heading: '§ 5 Rang' },
      'Die Schuldverschreibungen begründen unmittelbare, unbedingte und nicht nachrangige Verbindlichkeiten der Emittentin, die untereinander und mit allen anderen nicht nachrangigen Verbindlichkeiten gleichrangig sind.',
    );
  }
  blocks.push(
    { heading: '§ 6 Zahlungen und Bekanntmachungen' },
    'Zahlungen erfolgen auf das bei der Zeichnung angegebene Konto. Bekanntmachungen erfolgen per E-Mail und im Anlegerportal.',
    { heading: '§ 7 Schlussbestimmungen' },
    'Es gilt deutsches Recht. Erfüllungsort und, soweit gesetzlich zulässig, Gerichtsstand ist Leipzig.',
  );
  return { title, subtitle: `${p.name} · ${asOf(today)}`, blocks };
}

function brochure(p: ProductFacts, today: string): DocumentText {
  return {
    title: p.kind === 8 ? 'Verkaufsprospekt' : 'Exposé',
    subtitle: `${p.name} · ${asOf(today)}`,
    blocks: [
      { heading: 'Das Projekt' },
      p.project,
      { heading: 'Eckdaten des Angebots' },
      { bullets: keyFacts(p) },
      { heading: 'Mittelverwendung' },
      p.useOfCapital,
      { heading: 'Die Emittentin' },
      `Die ${DEMO_ISSUER.name} mit Sitz in Leipzig entwickelt und finanziert seit 2012 Projekte in den Bereichen erneuerbare Energien und Wohnen. Sie wird vertreten durch ${DEMO_ISSUER.board}.`,
      { heading: 'Wesentliche Risiken' },
      isCooperative(p) ? 'Ausschüttungen der Genossenschaft sind nicht garantiert.' : TOTAL_LOSS,
      { bullets: p.risks },
    ],
  };
}

function vib(p: ProductFacts, today: string): DocumentText {
  return {
    title: 'Vermögensanlagen-Informationsblatt (VIB)',
    subtitle: `gemäß §§ 13, 13a Vermögensanlagengesetz · ${p.name} · ${asOf(today)} · Anzahl der Aktualisierungen: 0`,
    blocks: [
      { heading: 'Warnhinweis' },
      TOTAL_LOSS,
      { heading: '1. Art und genaue Bezeichnung der Vermögensanlage' },
      `${securityLabel(p)} „${p.name}“ der ${DEMO_ISSUER.name}.`,
      { heading: '2. Identität der Anbieterin, Emittentin und Projektträgerin' },
      `Emittentin und Anbieterin: ${issuerLine}. Vermittlung: ${providerLine}.`,
      { heading: '3. Anlagestrategie, Anlagepolitik und Anlageobjekt' },
      p.project,
      p.useOfCapital,
      { heading: '4. Laufzeit, Kündigungsfrist und Konditionen der Zinszahlung und Rückzahlung' },
      { bullets: keyFacts(p).slice(2) },
      { heading: '5. Mit der Vermögensanlage verbundene Risiken' },
      { bullets: p.risks },
      { heading: '6. Emissionsvolumen, Art und Anzahl der Anteile' },
      `Das Emissionsvolumen beträgt ${formatEuro(p.volume)}, eingeteilt in bis zu ${formatNumber(Math.floor(p.volume / p.volumeInterval))} Anteile zu ${formatEuro(p.volumeInterval)}.`,
      { heading: '7. Verschuldungsgrad' },
      'Der auf Grundlage des letzten aufgestellten Jahresabschlusses berechnete Verschuldungsgrad der Emittentin beträgt 182 %.',
      { heading: '8. Kosten und Provisionen' },
      `Für die Anlegerin bzw. den Anleger fällt ein Agio von ${pct(p.agio ?? 0)} an. Die Emittentin zahlt an die Vermittlerin eine Provision von bis zu 6 % des vermittelten Kapitals.`,
      { heading: 'Hinweise' },
      'Die inhaltliche Richtigkeit des Vermögensanlagen-Informationsblatts unterliegt nicht der Prüfung durch die Bundesanstalt für Finanzdienstleistungsaufsicht. Für die Vermögensanlage wurde ein Verkaufsprospekt hinterlegt, der bei der Emittentin kostenlos angefordert werden kann. Ansprüche auf der Grundlage einer in diesem Informationsblatt enthaltenen Angabe können nur bestehen, wenn die Angabe irreführend, unrichtig oder nicht mit den einschlägigen Teilen des Verkaufsprospekts vereinbar ist und die Vermögensanlage während der Dauer des öffentlichen Angebots, spätestens jedoch innerhalb von zwei Jahren nach dem ersten öffentlichen Angebot, im Inland erworben wird.',
      'Die Kenntnisnahme des Warnhinweises ist vor Vertragsschluss in einer der Unterschriftsleistung gleichwertigen Art und Weise zu bestätigen.',
    ],
  };
}

function mediationContract(today: string): DocumentText {
  return {
    title: 'Vermittlungsvertrag',
    subtitle: `${DEMO_PROVIDER.name} · ${asOf(today)}`,
    blocks: [
      `Zwischen der Anlegerin bzw. dem Anleger und der ${providerLine} (Vermittlerin) kommt mit der Zeichnung über die Plattform ein Vertrag über die Anlagevermittlung zustande.`,
      { heading: '§ 1 Leistungen' },
      'Die Vermittlerin leitet die Zeichnung an die Emittentin weiter, führt die gesetzlich vorgeschriebene Angemessenheitsprüfung durch und stellt die Produktunterlagen bereit. Eine Anlageberatung findet nicht statt.',
      { heading: '§ 2 Vergütung' },
      'Die Vermittlung ist für die Anlegerin bzw. den Anleger kostenfrei. Die Vermittlerin erhält von der Emittentin eine Provision, deren Höhe in der Kosteninformation des jeweiligen Produkts ausgewiesen ist.',
      { heading: '§ 3 Haftung' },
      'Die Vermittlerin haftet nicht für den wirtschaftlichen Erfolg der Vermögensanlage und nicht für die Richtigkeit der von der Emittentin stammenden Angaben, sofern sie diese mit der gebotenen Sorgfalt auf Plausibilität geprüft hat.',
    ],
  };
}

function mediation(today: string): DocumentText {
  return {
    title: 'Vermittlerinformation',
    subtitle: `Erstinformation nach § 12 FinVermV · ${asOf(today)}`,
    blocks: [
      { heading: 'Angaben zur Vermittlerin' },
      `${providerLine}, Geschäftsführer ${DEMO_PROVIDER.ceo}, Telefon ${DEMO_PROVIDER.phone}, E-Mail ${DEMO_PROVIDER.email}.`,
      { heading: 'Erlaubnis und Registrierung' },
      `Erlaubnis als Finanzanlagenvermittlerin nach § 34f Abs. 1 Satz 1 Nr. 3 GewO, erteilt durch die IHK Frankfurt am Main. Eintragung im Vermittlerregister unter ${DEMO_PROVIDER.registerNumber} (www.vermittlerregister.info).`,
      { heading: 'Zuwendungen' },
      'Die Vermittlerin erhält für die Vermittlung von der jeweiligen Emittentin eine Provision. Über Art und Höhe informiert die Kosteninformation des Produkts vor der Zeichnung.',
      { heading: 'Schlichtungsstelle' },
      'Bei Streitigkeiten können Sie die Schlichtungsstelle bei der Deutschen Bundesbank anrufen.',
    ],
  };
}

function affiliatePrivacy(today: string): DocumentText {
  return {
    title: 'Datenschutzhinweise für Vertriebspartner',
    subtitle: `${DEMO_PROVIDER.name} · ${asOf(today)}`,
    blocks: privacy('als Vertriebspartnerin oder Vertriebspartner (Affiliate) unseres Partnerportals', [
      'Berechnung und Auszahlung von Provisionen an Sie und Ihre Upline (Art. 6 Abs. 1 lit. b DSGVO).',
      'Übermittlung Ihrer Daten an die Emittentin, soweit diese für die Provisionsabrechnung erforderlich sind (Art. 6 Abs. 1 lit. b DSGVO).',
    ]),
  };
}

/** Documents that are the same for every product of the tenant (one file, shared by the products). */
export const SHARED_PRODUCT_DOCUMENTS = new Set<ProductDocumentType>([
  'notInUSA',
  'mediationContract',
  'mediation',
  'dataProtectionAffiliatePartner',
]);

/** The PDF text of a product document; `zeichnungsschein` is a Word template, see `subscriptionForm`. */
export function productDocument(type: ProductDocumentType, p: ProductFacts, today: string): DocumentText {
  switch (type) {
    case 'customerInformation':
    case 'customerInfo':
      return customerInformation(p, today);
    case 'notInUSA':
      return notInUsa(today);
    case 'bondConditions':
    case 'loanConditions':
      return conditions(p, today);
    case 'brochure':
      return brochure(p, today);
    case 'vib':
    case 'wib':
      return vib(p, today);
    case 'mediationContract':
      return mediationContract(today);
    case 'mediation':
      return mediation(today);
    case 'dataProtectionAffiliatePartner':
      return affiliatePrivacy(today);
    case 'zeichnungsschein':
      throw new Error('the subscription form is a docx template');
  }
}

/** Placeholders of the subscription form template (the wizard's list); each must appear in the document. */
export const TEMPLATE_PLACEHOLDERS = [
  '{anrede}',
  '{vorname}',
  '{nachname}',
  '{strasse}',
  '{hausnummer}',
  '{plz}',
  '{ort}',
  '{geburtsdatum}',
  '{iban}',
  '{bic}',
  '{wallet}',
  '{betrag}',
  '{betrag_in_worten}',
  '{agio}',
  '{laufzeit}',
  '{stueckzinsen}',
  '{rate}',
  '{ueberweisungsdatum}',
  '{sachbearbeiter}',
  '{datum}',
] as const;

/** The „Zeichnungsschein“ Word template of a product: every placeholder sits whole in one run. */
export function subscriptionForm(p: ProductFacts): DocxBlock[] {
  const coop = isCooperative(p);
  const title = coop ? 'Beitrittserklärung und Zeichnungsschein' : 'Zeichnungsschein';
  const offer = coop
    ? `Ich erkläre meinen Beitritt zur Genossenschaft und übernehme Geschäftsanteile zu je ${formatEuro(p.volumeInterval)} im Gesamtbetrag von `
    : `Hiermit zeichne ich ${securityLabel(p)} „${p.name}“ der ${DEMO_ISSUER.name} im Nennbetrag von `;
  return [
    { p: [{ text: title, bold: true, size: 18, colour: '#165272' }], align: 'left', spaceAfter: 60 },
    {
      p: [{ text: `${p.name} · ${securityLabel(p)}${p.wkn ? ` · Kennnummer ${p.wkn}` : ''}`, size: 11 }],
      spaceAfter: 240,
    },
    { heading: 'Angaben zur Anlegerin / zum Anleger', level: 2 },
    {
      table: [
        ['Anrede', '{anrede}'],
        ['Vorname, Nachname', '{vorname} {nachname}'],
        ['Straße, Hausnummer', '{strasse} {hausnummer}'],
        ['PLZ, Ort', '{plz} {ort}'],
        ['Geburtsdatum', '{geburtsdatum}'],
      ],
    },
    { heading: 'Bankverbindung und Wallet', level: 2 },
    {
      table: [
        ['IBAN', '{iban}'],
        ['BIC', '{bic}'],
        ['Wallet-Adresse (nur tokenisierte Produkte)', '{wallet}'],
      ],
    },
    { heading: 'Zeichnung', level: 2 },
    { p: [offer, { text: '{betrag}', bold: true }, ' (in Worten: ', '{betrag_in_worten}', ').'] },
    {
      table: [
        ['Agio', '{agio}'],
        ['Laufzeit', '{laufzeit}'],
        ['Stückzinsen', '{stueckzinsen}'],
        ['Monatliche Rate (bei Ratenzahlung)', '{rate}'],
        ['Überweisung bis', '{ueberweisungsdatum}'],
      ],
    },
    {
      p: [
        'Den Zeichnungsbetrag zuzüglich Agio und Stückzinsen überweise ich bis zum ',
        { text: '{ueberweisungsdatum}', bold: true },
        ' auf das in der Annahmebestätigung genannte Konto der Emittentin. Die Zeichnung wird erst mit der Annahme durch die Emittentin wirksam.',
      ],
      align: 'both',
    },
    {
      p: 'Ich bestätige, die Bedingungen, die Kundeninformation und die Risikohinweise erhalten und gelesen zu haben, und dass ich keine US-Person bin. Mir ist bekannt, dass ich meine Erklärung innerhalb von 14 Tagen ohne Angabe von Gründen widerrufen kann.',
      align: 'both',
    },
    { p: ['Ort, Datum: ', '{ort}', ', ', '{datum}'], spaceAfter: 480 },
    { p: '______________________________\nUnterschrift der Anlegerin / des Anlegers', spaceAfter: 360 },
    { heading: 'Annahme durch die Emittentin', level: 2 },
    { p: [`${DEMO_ISSUER.name}, vertreten durch `, '{sachbearbeiter}', ', am ', '{datum}'] },
    {
      p: [
        {
          text: 'Musterdokument der Demo-Umgebung – kein Angebot und keine Anlageberatung.',
          italic: true,
          size: 8,
        },
      ],
    },
  ];
}
