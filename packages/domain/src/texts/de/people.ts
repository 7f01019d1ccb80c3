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
