/** Product kinds of DECISIONS.md: limits, tokenization, subscription step plans, documents and steps. */
export type ProductKind = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14;
export const PRODUCT_KINDS: readonly ProductKind[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14];

export type SubscriptionStep =
  | 'personal'
  | 'guidelines'
  | 'vib'
  | 'details'
  | 'bank'
  | 'wallet'
  | 'suitability'
  | 'overview';

export interface KindInfo {
  kind: ProductKind;
  label: string;
  /** Maximum volume in euros; null = no limit. */
  maxVolume: number | null;
  tokenized: boolean;
  brokerage: boolean;
  prospectus: boolean;
  cooperative: boolean;
  plan: SubscriptionStep[];
}

const own: SubscriptionStep[] = ['personal', 'details', 'bank', 'overview'];
const ownToken: SubscriptionStep[] = ['personal', 'details', 'wallet', 'overview'];
const broker: SubscriptionStep[] = ['personal', 'guidelines', 'details', 'bank', 'suitability', 'overview'];
const brokerToken: SubscriptionStep[] = [
  'personal',
  'guidelines',
  'details',
  'wallet',
  'suitability',
  'overview',
];
const vib: SubscriptionStep[] = [
  'personal',
  'guidelines',
  'vib',
  'details',
  'bank',
  'suitability',
  'overview',
];

const k = (
  kind: ProductKind,
  label: string,
  maxVolume: number | null,
  plan: SubscriptionStep[],
  flags: Partial<KindInfo> = {},
): KindInfo => ({
  kind,
  label,
  maxVolume,
  plan,
  tokenized: false,
  brokerage: false,
  prospectus: false,
  cooperative: false,
  ...flags,
});

export const KINDS: Record<ProductKind, KindInfo> = {
  0: k(0, 'Eigenemission (bis 1 Mio. €)', 999_999, own),
  1: k(1, 'Eigenemission tokenisiert (bis 1 Mio. €)', 999_999, ownToken, { tokenized: true }),
  2: k(2, 'Vermittlung nach §15 WpIG', 8_000_000, broker, { brokerage: true }),
  3: k(3, 'Vermittlung nach §15 WpIG tokenisiert', 8_000_000, brokerToken, {
    brokerage: true,
    tokenized: true,
  }),
  4: k(4, 'Eigenemission mit Prospekt', 100_000_000_000, own, { prospectus: true }),
  5: k(5, 'Eigenemission mit Prospekt tokenisiert', 100_000_000_000, ownToken, {
    prospectus: true,
    tokenized: true,
  }),
  6: k(6, 'Vermittlung mit Prospekt', 100_000_000_000, broker, { brokerage: true, prospectus: true }),
  7: k(7, 'Vermittlung mit Prospekt tokenisiert', 100_000_000_000, brokerToken, {
    brokerage: true,
    prospectus: true,
    tokenized: true,
  }),
  8: k(8, 'Vermögensanlage §34f mit VIB', 6_000_000, vib, { brokerage: true }),
  9: k(9, 'Vermögensanlage §34f mit VIB (groß)', 1_000_000_000, vib, { brokerage: true }),
  10: k(10, 'AIF Eigenemission', 999_999, ['personal', 'guidelines', 'details', 'bank', 'overview']),
  11: k(
    11,
    'Vermögensanlage §34f ohne VIB',
    6_000_000,
    vib.filter((s) => s !== 'vib'),
    { brokerage: true },
  ),
  12: k(12, 'Vorgängerprodukt', null, []),
  13: k(13, 'Genossenschaftsanteile', null, own, { cooperative: true }),
  14: k(14, 'Genossenschaftsanteile tokenisiert', null, ownToken, { cooperative: true, tokenized: true }),
};

export const MIN_VOLUME = 1000;
export const MIN_VOLUME_100K = 100_000;

export const isProductKind = (v: unknown): v is ProductKind => typeof v === 'number' && v in KINDS;
/** Kinds 1, 3, 5, 7, 14 have no depot number. */
export const hasDepot = (kind: ProductKind): boolean => !KINDS[kind].tokenized;

export const SECURITY_TYPES = {
  0: 'Inhaberschuldverschreibung',
  1: 'Orderschuldverschreibung',
  2: 'Genussrecht',
  3: 'Nachrangdarlehen',
  4: 'Genossenschaftsanteil',
} as const;
export type SecurityType = keyof typeof SECURITY_TYPES;

/** Cooperative kinds have security type 4, fixed. */
export const fixedSecurityType = (kind: ProductKind): SecurityType | null =>
  KINDS[kind].cooperative ? 4 : null;

export type ProductWizardStep =
  | 'general'
  | 'optional'
  | 'payments'
  | 'dates'
  | 'experience'
  | 'documents'
  | 'summary';

export const WIZARD_STEP_LABELS: Record<ProductWizardStep, string> = {
  general: 'Allgemeines',
  optional: 'Optionales',
  payments: 'Zahlungen',
  dates: 'Termine',
  experience: 'Erfahrungsmatrix',
  documents: 'Dokumente',
  summary: 'Zusammenfassung',
};

/** Termine is dropped for cooperative kinds; the experience step comes with private placement or brokerage kinds. */
export function productWizardSteps(kind: ProductKind, withPrivatePlacement: boolean): ProductWizardStep[] {
  const steps: ProductWizardStep[] = ['general', 'optional', 'payments'];
  if (!KINDS[kind].cooperative) steps.push('dates');
  if (withPrivatePlacement || KINDS[kind].plan.includes('suitability')) steps.push('experience');
  steps.push('documents', 'summary');
  return steps;
}
