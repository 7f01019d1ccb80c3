import {
  COST_FIELDS,
  effectiveAccount,
  euroToCents,
  KINDS,
  MARKETING_FIELDS,
  type PaymentAccountColumns,
  PRODUCT_DOCUMENT_TYPES,
  PRODUCT_FLAGS,
  PRODUCT_IMAGES,
  type ProductFields,
  type ProductKind,
  type ProductState,
  productWizardSteps,
  QA_FIELDS,
  requiredDocuments,
} from '@zp/domain';
import type { products } from '../../db/index.ts';
import { objectShape } from '../../db/prepared.ts';
import { fileUrl } from '../../lib/files.ts';

export type ProductRow = typeof products.$inferSelect;
type Insert = Partial<typeof products.$inferInsert>;

export const MONEY_FIELDS = {
  volume: 'volumeCents',
  minInvestment: 'minInvestmentCents',
  minMonthlyInstallment: 'minMonthlyInstallmentCents',
  maxMonthlyInstallment: 'maxMonthlyInstallmentCents',
  minVolumeWithInstallments: 'minVolumeWithInstallmentsCents',
  minFirstPayment: 'minFirstPaymentCents',
  maxFirstPayment: 'maxFirstPaymentCents',
} as const;
const MONEY_ENTRIES = Object.entries(MONEY_FIELDS) as [
  string,
  (typeof MONEY_FIELDS)[keyof typeof MONEY_FIELDS],
][];

export const DIRECT = [
  'kind',
  'name',
  'description',
  'securityType',
  'wkn',
  'link',
  'country',
  'volumeInterval',
  'monthlyVolumeInterval',
  'installmentEndDate',
  'interest',
  'paymentsPerYear',
  'agio',
  'profitSharingPercentage',
  'forcastedProjectInterest',
  'realizedProjectInterest',
  'contractStart',
  'contractEnd',
  'paybackDate',
  'initialDistribution',
  'duration',
  'numberOfInvestorsGermany',
  'numberOfInvestorsAustria',
  'experienceMatrix',
  'experienceThreshold',
  'experienceJobOrAcademicTitle',
  'activeStep',
  'marketplaceDescription',
  'tokenName',
  'symbol',
  'owner',
  'paymentAccountHolder',
  'paymentIban',
  'paymentBic',
  'paymentBankName',
] as const;

export const TEXTS = [...MARKETING_FIELDS, ...QA_FIELDS] as const;
const cents = (v: number | null | undefined) => (v == null ? null : euroToCents(v));
const euros = (v: number | null) => (v == null ? null : v / 100);

/** Field changes (API names, euros) → column values (cents, jsonb maps merged onto the current row). */
export function toColumns(patch: ProductFields, current: ProductRow): Insert {
  const out: Record<string, unknown> = {};
  const p = patch as Record<string, unknown>;
  for (const f of DIRECT) if (f in p && p[f] !== undefined) out[f] = p[f];
  for (const [f, col] of Object.entries(MONEY_FIELDS))
    if (p[f] !== undefined) out[col] = cents(p[f] as number | null);
  if ('issuer' in p && p.issuer != null) out.issuerId = p.issuer;
  const merge = (keys: readonly string[], base: Record<string, unknown>) => {
    const changed = keys.filter((k) => p[k] !== undefined);
    return changed.length ? { ...base, ...Object.fromEntries(changed.map((k) => [k, p[k]])) } : undefined;
  };
  const costs = merge(COST_FIELDS, current.costs);
  if (costs) out.costs = costs;
  const flags = merge(PRODUCT_FLAGS, current.flags);
  if (flags) out.flags = flags;
  const marketing = merge(TEXTS, current.marketing);
  if (marketing) out.marketing = marketing;
  if (p.kind !== undefined && p.kind !== null) out.isTokenized = KINDS[p.kind as ProductKind].tokenized;
  return out as Insert;
}

/**
 * Every field of a product's state, in toState's order: the shape each state is copied from (objectShape; built field
 * by field, the state was a dictionary-mode object, ≈ 30 µs more per subscription answer that spreads it, decision 068).
 */
const STATE_SHAPE = objectShape([
  'issuer',
  ...DIRECT,
  ...MONEY_ENTRIES.map(([f]) => f),
  ...COST_FIELDS,
  ...PRODUCT_FLAGS,
  ...TEXTS,
]);

/** The product as the domain rules see it (API names, euros). */
export function toState(row: ProductRow): ProductState {
  const state: Record<string, unknown> = { ...STATE_SHAPE };
  state.issuer = row.issuerId;
  for (const f of DIRECT) state[f] = row[f];
  for (const [f, col] of MONEY_ENTRIES) state[f] = euros(row[col]);
  for (const f of COST_FIELDS) state[f] = row.costs[f] ?? null;
  // Unset flags are off, except isShown: the investor portal shows a product unless it is switched off.
  for (const f of PRODUCT_FLAGS) state[f] = row.flags[f] ?? f === 'isShown';
  for (const f of TEXTS) state[f] = row.marketing[f] ?? null;
  return state as ProductState;
}

export interface DtoExtras {
  issuerName: string;
  documents: { type: string }[];
  editable: boolean;
  hasZeichnungs: boolean;
  /** The issuer's receiving account, the fallback of the product's (issue 16). */
  issuerPaymentAccount?: PaymentAccountColumns | null;
  /** The product's smart contract in short (tokenized kinds), null without one. */
  smartContract?: {
    id: number;
    status: 'C' | 'D';
    deployState: string | null;
    ethAddress: string | null;
  } | null;
}

export function toProductDto(row: ProductRow, x: DtoExtras) {
  const kind = row.kind as ProductKind;
  const present = new Set(x.documents.map((d) => d.type));
  return {
    ...toState(row),
    id: row.id,
    uuid: row.uuid,
    superuserId: row.superuserId,
    issuerId: row.issuerId,
    issuerName: x.issuerName,
    copyOfProductId: row.copyOfProductId,
    kind,
    kindLabel: KINDS[kind]?.label ?? '',
    status: row.status,
    isTokenized: row.isTokenized,
    isZeichnable: row.isZeichnable,
    pausedAt: row.pausedAt ? row.pausedAt.toISOString() : null,
    investedVolume: row.investedVolumeCents / 100,
    dateOfCreation: row.dateOfCreation.toISOString(),
    documents: Object.fromEntries(
      PRODUCT_DOCUMENT_TYPES.map((t) => [t, present.has(t) ? `/api/product/${row.id}/documents/${t}` : null]),
    ),
    requiredDocuments: requiredDocuments(kind, row.securityType),
    images: Object.fromEntries(PRODUCT_IMAGES.map((i) => [i, fileUrl(row.images[i])])),
    wizardSteps: productWizardSteps(kind, Boolean(row.flags.withPrivatePlacement)),
    editable: x.editable,
    hasZeichnungs: x.hasZeichnungs,
    smartContract: x.smartContract ?? null,
    effectivePaymentAccount: effectivePaymentAccountOf(row, x.issuerPaymentAccount ?? null),
  };
}

function effectivePaymentAccountOf(row: ProductRow, issuer: PaymentAccountColumns | null) {
  const applies = effectiveAccount(row, issuer);
  return applies ? { source: applies.source, ...applies.account } : null;
}
export type ProductDto = ReturnType<typeof toProductDto>;
