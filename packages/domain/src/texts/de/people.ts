// Affiliate partners: hierarchy, links, licence attribution (issue 17, decision 017).
export const peopleTexts = {
  noLicensedSalesrep: 'Kein lizensierter Affiliate Partner gefunden.',
} as const;
