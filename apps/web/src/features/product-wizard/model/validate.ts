import { PRODUCT_DOCUMENT_TYPES } from '@zp/domain/products/documents';
import { type ProductWizardStep, productWizardSteps } from '@zp/domain/products/kinds';
import { validateProductStep, validateWholeProduct } from '@zp/domain/products/product.rules';
import { todayIso } from '@zp/domain/validation/fields';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { kindOf, type ProductForm, parseField, productState, stepFields } from './form-values.ts';

export type Errors = Record<string, string>;

/** The steps of the product as the form currently describes it (kind, private placement). */
export const planOf = (values: ProductForm): ProductWizardStep[] =>
  productWizardSteps(kindOf(values), Boolean(values.withPrivatePlacement));

/**
 * German errors of one step: each shown field's own rule (productFieldsSchema) first, then the cross-field rules
 * (validateProductStep of every step, so e.g. the installment rules reach the fields where they are entered).
 * `uploadedDocuments` only matters for the documents step.
 */
export function stepErrors(
  step: ProductWizardStep,
  values: ProductForm,
  uploadedDocuments: readonly string[] = [],
): Errors {
  const state = productState(values);
  if (step === 'documents') {
    return validateProductStep('documents', state, { today: todayIso(), uploadedDocuments });
  }
  const fields = stepFields(step, values);
  const errors: Errors = {};
  for (const field of fields) {
    const parsed = parseField(field, values[field] ?? null);
    if (!parsed.ok) errors[field] = parsed.message;
  }
  const rules = validateWholeProduct(state, { today: todayIso(), uploadedDocuments: PRODUCT_DOCUMENT_TYPES });
  for (const [field, message] of Object.entries(rules)) {
    if (fields.includes(field)) errors[field] ??= message;
  }
  return errors;
}

/** Every shown field of every step (what blur validation may show for the field that was left). */
export function formErrors(values: ProductForm): Errors {
  const errors: Errors = {};
  for (const step of planOf(values)) {
    if (step === 'documents' || step === 'summary') continue;
    Object.assign(errors, stepErrors(step, values));
  }
  return errors;
}

/** react-hook-form resolver: blur and re-validation use the domain rules above. */
export const productResolver: Resolver<ProductForm> = async (values) => {
  const errors: FieldErrors<ProductForm> = {};
  for (const [field, message] of Object.entries(formErrors(values))) {
    errors[field] = { type: 'validate', message };
  }
  return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
};

/** The first step (index in `plan`) that shows one of the fields in `errors`; -1 when none does. */
export function firstStepWithError(plan: readonly ProductWizardStep[], values: ProductForm, errors: Errors) {
  const keys = Object.keys(errors);
  return plan.findIndex((step) => {
    const fields = step === 'documents' ? PRODUCT_DOCUMENT_TYPES : stepFields(step, values);
    return keys.some(
      (k) => (fields as readonly string[]).includes(k) || (step === 'documents' && isImage(k)),
    );
  });
}

const isImage = (k: string) => k === 'logo' || /^img[1-6]$/.test(k);
