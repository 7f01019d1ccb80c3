import { type ProductState, validateProductStep } from '@zp/domain/products/product.rules';
import { productFieldsSchema } from '@zp/domain/products/product.schemas';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { fieldsOf, type Product } from '../../../../api/products.ts';
import { parseGermanNumber } from '../../../../lib/format.ts';
import { type FormValue, type FormValues, NUMERIC_SELECTS, type ProductFieldConfig } from './field-config.ts';

/** Today in Berlin as YYYY-MM-DD (the date rules compare ISO strings). */
export const todayIso = (): string =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());

const asNumberText = (v: unknown): string =>
  typeof v === 'number' && Number.isFinite(v) ? String(v).replace('.', ',') : '';

/** The product's values in the shape the form holds (text for text and number fields, booleans, euros). */
export function toFormValues(product: Product, fields: readonly ProductFieldConfig[]): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const raw = fieldsOf(product)[field.name];
    if (field.kind === 'checkbox') values[field.name] = raw === true;
    else if (field.kind === 'money') values[field.name] = typeof raw === 'number' ? raw : null;
    else if (field.kind === 'number') values[field.name] = asNumberText(raw);
    else if (field.kind === 'select')
      values[field.name] = raw === null || raw === undefined ? '' : String(raw);
    else if (field.kind === 'date') values[field.name] = typeof raw === 'string' ? raw.slice(0, 10) : '';
    else values[field.name] = typeof raw === 'string' ? raw : '';
  }
  return values;
}

/** Form values → the input of the domain schema (German numbers parsed; unparsable text left for its message). */
function toSchemaInput(values: FormValues, fields: readonly ProductFieldConfig[]): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of fields) {
    const value: FormValue | undefined = values[field.name];
    if (field.kind === 'number' && typeof value === 'string') {
      input[field.name] = value.trim() === '' ? null : (parseGermanNumber(value) ?? value);
    } else if (field.kind === 'select' && NUMERIC_SELECTS.has(field.name)) {
      input[field.name] = value === '' || value === null ? null : Number(value);
    } else {
      input[field.name] = value;
    }
  }
  return input;
}

const shape = productFieldsSchema.shape as Record<string, z.ZodType>;
const schemas = new Map<string, z.ZodType>();
function schemaOf(fields: readonly ProductFieldConfig[]): z.ZodType {
  const key = fields.map((f) => f.name).join(',');
  let schema = schemas.get(key);
  if (!schema) {
    schema = z.object(
      Object.fromEntries(
        fields.filter((f) => shape[f.name]).map((f) => [f.name, shape[f.name] as z.ZodType]),
      ),
    );
    schemas.set(key, schema);
  }
  return schema;
}

const normalize = (v: unknown): unknown => {
  if (v === undefined || v === '') return null;
  if (typeof v === 'string') return v.trim() === '' ? null : v.trim();
  return v;
};

/** The fields whose parsed value differs from the product's (what a save sends). */
export function changedFields(product: Product, parsed: Record<string, unknown>): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(parsed)) {
    const before = normalize(fieldsOf(product)[name]);
    const after = normalize(value);
    if (
      before !== after &&
      !(before === null && after === false && typeof fieldsOf(product)[name] !== 'boolean')
    )
      changes[name] = after;
  }
  return changes;
}

/** The cross-field rules of the domain (general, payments, dates) on a product state. */
function crossErrors(state: ProductState): Record<string, string> {
  const ctx = { today: todayIso(), uploadedDocuments: [] };
  return {
    ...validateProductStep('dates', state, ctx),
    ...validateProductStep('payments', state, ctx),
    ...validateProductStep('general', state, ctx),
  };
}

export const productState = (product: Product): ProductState =>
  ({ ...product, issuer: product.issuerId }) as ProductState;

/**
 * Field rules of `productFieldsSchema`, then the domain's cross-field rules on the product merged with the form.
 * A cross-field message shows only where the change causes it: on a changed field, or one whose message changed.
 */
export function productResolver(
  product: Product,
  fields: readonly ProductFieldConfig[],
): Resolver<FormValues, unknown, Record<string, unknown>> {
  const schema = schemaOf(fields);
  const names = new Set(fields.map((f) => f.name));
  return async (values) => {
    const parsed = schema.safeParse(toSchemaInput(values, fields));
    const errors: Record<string, { type: string; message: string }> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? '');
        if (name && !errors[name]) errors[name] = { type: 'validation', message: issue.message };
      }
      return { values: {}, errors: errors as FieldErrors<FormValues> };
    }
    const data = parsed.data as Record<string, unknown>;
    const changes = changedFields(product, data);
    const before = crossErrors(productState(product));
    const after = crossErrors({ ...productState(product), ...data } as ProductState);
    for (const [name, message] of Object.entries(after)) {
      if (!names.has(name)) continue;
      if (name in changes || before[name] !== message) errors[name] = { type: 'validation', message };
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<FormValues> };
    return { values: data, errors: {} };
  };
}
