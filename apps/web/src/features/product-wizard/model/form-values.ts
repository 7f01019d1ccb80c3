import { defaultMatrix, parseMatrix, serializeMatrix } from '@zp/domain/products/experience';
import {
  fixedSecurityType,
  hasDepot,
  KINDS,
  type ProductKind,
  type ProductWizardStep,
} from '@zp/domain/products/kinds';
import type { ProductState } from '@zp/domain/products/product.rules';
import { COST_FIELDS, PRODUCT_FLAGS, productFieldsSchema } from '@zp/domain/products/product.schemas';
import type { z } from 'zod';
import { fieldsOf, type Product } from '../../../api/products.ts';
import { parseGermanNumber } from '../../../lib/format.ts';

/**
 * The wizard's form holds every field in its input shape: text and number inputs as strings (German decimals
 * allowed), euro amounts as numbers (MoneyField), selects as strings, flags as booleans, the experience matrix
 * as 50 × 4 cell strings. The domain schema turns each into the value the API takes.
 */
export type FormValue = string | number | boolean | null | string[][];
export type ProductForm = Record<string, FormValue>;

/** The receiving account of the investors' payments (issue 16), on the Zahlungen step. */
export const PAYMENT_ACCOUNT_FIELDS = [
  'paymentAccountHolder',
  'paymentIban',
  'paymentBic',
  'paymentBankName',
];
export const TEXT_FIELDS = [
  'name',
  'description',
  'wkn',
  'link',
  'country',
  'tokenName',
  'symbol',
  'owner',
  ...PAYMENT_ACCOUNT_FIELDS,
];
export const MONEY_FIELDS = [
  'volume',
  'minInvestment',
  'minMonthlyInstallment',
  'maxMonthlyInstallment',
  'minVolumeWithInstallments',
  'minFirstPayment',
  'maxFirstPayment',
];
export const DECIMAL_FIELDS = [
  'interest',
  'agio',
  'profitSharingPercentage',
  'forcastedProjectInterest',
  'realizedProjectInterest',
  ...COST_FIELDS,
];
export const INTEGER_FIELDS = [
  'volumeInterval',
  'monthlyVolumeInterval',
  'numberOfInvestorsGermany',
  'numberOfInvestorsAustria',
  'experienceThreshold',
  'experienceJobOrAcademicTitle',
];
export const SELECT_FIELDS = ['kind', 'issuer', 'securityType', 'paymentsPerYear'];
export const DATE_FIELDS = [
  'installmentEndDate',
  'contractStart',
  'contractEnd',
  'initialDistribution',
  'duration',
  'paybackDate',
];
export const FLAG_FIELDS: readonly string[] = PRODUCT_FLAGS;
export const MATRIX_FIELD = 'experienceMatrix';

/** The option flags of the "Optionales" step (PRODUCT_FLAGS that are plain options). */
export const OPTION_FLAGS = [
  'withAgio',
  'withAccruedInterest',
  'withInterest',
  'withDepot',
  'withExposedPerson',
  'withSelfDisclosure',
  'withVibSelfDisclosure',
  'withThesaurierung',
  'with149Process',
  'withZeichnungSummary',
  'withProfitSharing',
  'withTerminationRight',
  'hasToBeIdentfied',
  'notInUSA',
  'isShown',
  'showAsFirst',
] as const;

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const decimalText = (v: unknown) => (typeof v === 'number' ? String(v).replace('.', ',') : str(v));

export const matrixToCells = (m: number[][]): string[][] => m.map((row) => row.map(String));

/** Form values of a product as the API answers it; an empty matrix is prefilled with the default one. */
export function formFromProduct(p: Product): ProductForm {
  const fields = fieldsOf(p);
  const values: ProductForm = {};
  for (const f of TEXT_FIELDS) values[f] = str(fields[f]);
  for (const f of MONEY_FIELDS) values[f] = typeof fields[f] === 'number' ? (fields[f] as number) : null;
  for (const f of DECIMAL_FIELDS) values[f] = decimalText(fields[f]);
  for (const f of INTEGER_FIELDS) values[f] = str(fields[f]);
  for (const f of DATE_FIELDS) values[f] = str(fields[f]);
  for (const f of FLAG_FIELDS) values[f] = fields[f] === true;
  values.kind = String(p.kind);
  values.issuer = p.issuerId ? String(p.issuerId) : '';
  const fixed = fixedSecurityType(p.kind);
  values.securityType = fixed !== null ? String(fixed) : str(p.securityType);
  values.paymentsPerYear = str(p.paymentsPerYear);
  values[MATRIX_FIELD] = matrixToCells(
    p.experienceMatrix ? parseMatrix(p.experienceMatrix) : defaultMatrix(),
  );
  return values;
}

/** What the domain schema of `field` is given for a form value. */
function schemaInput(field: string, value: FormValue): unknown {
  if (field === MATRIX_FIELD && Array.isArray(value)) {
    const numbers = value.map((row) => row.map((c) => (/^-?\d+$/.test(c.trim()) ? Number(c) : Number.NaN)));
    return serializeMatrix(numbers);
  }
  if (DECIMAL_FIELDS.includes(field) && typeof value === 'string' && value.trim() !== '') {
    return parseGermanNumber(value) ?? value;
  }
  return value;
}

type Parsed = { ok: true; value: unknown } | { ok: false; message: string };

const shape: Record<string, z.ZodType | undefined> = productFieldsSchema.shape;

/** One field through its domain rule: the API value, or the German message. Blank is null (rules say if needed). */
export function parseField(field: string, value: FormValue): Parsed {
  if (isBlank(value)) return { ok: true, value: null };
  const schema = shape[field];
  if (!schema) return { ok: true, value };
  const result = schema.safeParse(schemaInput(field, value));
  if (result.success) return { ok: true, value: result.data ?? null };
  return { ok: false, message: result.error.issues[0]?.message ?? '' };
}

export const kindOf = (values: ProductForm): ProductKind => {
  const n = Number(values.kind);
  return (Number.isInteger(n) && n in KINDS ? n : 0) as ProductKind;
};

/** The product as the domain rules see it: every valid field's value (invalid ones are left out). */
export function productState(values: ProductForm): ProductState {
  const state: ProductState = { kind: kindOf(values) };
  for (const [field, value] of Object.entries(values)) {
    if (field === 'kind') continue;
    const parsed = parseField(field, value);
    if (parsed.ok) state[field] = parsed.value;
  }
  return state;
}

/** The form fields a step shows for the current values (hidden fields are neither validated nor sent). */
export function stepFields(step: ProductWizardStep, values: ProductForm): string[] {
  const kind = kindOf(values);
  const info = KINDS[kind];
  switch (step) {
    case 'general': {
      const fields = ['kind', 'issuer', 'name', 'description', 'securityType'];
      if (!values.withPrivatePlacement) fields.push('wkn');
      fields.push('withPrivatePlacement');
      if (values.withPrivatePlacement)
        fields.push('withPrivatePlacementGermany', 'withPrivatePlacementAustria');
      fields.push('volume', 'minInvestment', 'with100kProcess', 'volumeInterval', 'withInstallments');
      if (values.withInstallments) {
        fields.push(
          'minMonthlyInstallment',
          'maxMonthlyInstallment',
          'monthlyVolumeInterval',
          'minVolumeWithInstallments',
          'minFirstPayment',
          'maxFirstPayment',
          'installmentEndDate',
        );
      }
      fields.push('withFirstPayment');
      if (info.tokenized) fields.push('owner', 'tokenName', 'symbol');
      fields.push('link');
      return fields;
    }
    case 'optional':
      return [
        ...OPTION_FLAGS.filter((f) => f !== 'withDepot' || hasDepot(kind)),
        'country',
        'numberOfInvestorsGermany',
        'numberOfInvestorsAustria',
      ];
    case 'payments': {
      const fields = ['interest', 'paymentsPerYear'];
      if (values.withAgio) fields.push('agio');
      if (values.withProfitSharing) fields.push('profitSharingPercentage');
      fields.push('forcastedProjectInterest', 'realizedProjectInterest', 'isProjectDivident', ...COST_FIELDS);
      fields.push(...PAYMENT_ACCOUNT_FIELDS);
      return fields;
    }
    case 'dates':
      return ['contractStart', 'contractEnd', 'initialDistribution', 'duration', 'paybackDate'];
    case 'experience':
      return [MATRIX_FIELD, 'experienceThreshold', 'experienceJobOrAcademicTitle'];
    default:
      return [];
  }
}

/**
 * The API changes of a step: every shown field that passes its rule (Back saves what is valid and leaves the
 * rest for later). Kind and issuer are never sent empty.
 */
export function stepChanges(step: ProductWizardStep, values: ProductForm): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const field of stepFields(step, values)) {
    const parsed = parseField(field, values[field] ?? null);
    if (!parsed.ok) continue;
    if ((field === 'kind' || field === 'issuer') && parsed.value === null) continue;
    changes[field] = parsed.value;
  }
  // Tokenized kinds have no depot number: an option set under an earlier kind is switched off.
  if (step === 'optional' && !hasDepot(kindOf(values))) changes.withDepot = false;
  return changes;
}
