import { KINDS, PRODUCT_KINDS, SECURITY_TYPES } from '@zp/domain/products/kinds';
import { PAYMENTS_PER_YEAR_LABELS, productFieldLabels } from '@zp/domain/texts/de/products';

export type FieldKind = 'text' | 'multiline' | 'money' | 'number' | 'date' | 'checkbox' | 'select';
export type FormValue = string | number | boolean | null;
export type FormValues = Record<string, FormValue>;

export interface SelectOption {
  value: string;
  label: string;
}

export interface ProductFieldConfig {
  name: string;
  kind: FieldKind;
  label?: string;
  /** Grid width on wide screens (12 = full row). */
  width?: 3 | 4 | 6 | 8 | 12;
  options?: readonly SelectOption[];
  /** Shown only while this returns true for the current values. */
  showIf?: (values: FormValues) => boolean;
  /** Disabled regardless of the role, e.g. a security type fixed by the kind. */
  lockedIf?: (values: FormValues) => boolean;
  rows?: number;
  helperText?: string;
}

export interface ProductSection {
  title?: string;
  fields: readonly ProductFieldConfig[];
}

const labels = productFieldLabels as unknown as Record<string, string | undefined>;
export const labelOf = (field: ProductFieldConfig): string => field.label ?? labels[field.name] ?? field.name;

/** Selects whose values are numbers in the product. */
export const NUMERIC_SELECTS = new Set(['kind', 'securityType', 'paymentsPerYear']);

export const kindOptions = (currentKind: number): SelectOption[] =>
  PRODUCT_KINDS.filter((k) => k !== 12 || currentKind === 12).map((k) => ({
    value: String(k),
    label: `${KINDS[k].label}`,
  }));

export const SECURITY_TYPE_OPTIONS: SelectOption[] = Object.entries(SECURITY_TYPES).map(([value, label]) => ({
  value,
  label,
}));

export const PAYMENTS_PER_YEAR_OPTIONS: SelectOption[] = [12, 4, 2, 1, 0].map((n) => ({
  value: String(n),
  label: PAYMENTS_PER_YEAR_LABELS[n as 12 | 4 | 2 | 1 | 0],
}));

export const isOn = (name: string) => (values: FormValues) => values[name] === true;
