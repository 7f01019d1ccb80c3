import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { PRODUCT_DOCUMENT_TYPES, requiredDocuments } from '@zp/domain/products/documents';
import { fixedSecurityType, WIZARD_STEP_LABELS } from '@zp/domain/products/kinds';
import { productTexts } from '@zp/domain/texts/de/products';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { FormProvider, type Path, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useIssuerNames } from '../../../api/issuers.ts';
import type { Product } from '../../../api/products.ts';
import {
  type ProductFileName,
  useProductDraft as useProduct,
  useSaveProduct as useUpdateProduct,
} from '../../../api/products.ts';
import type { WizardDirection, WizardStep } from '../../../components/ui/wizard/types.ts';
import { Wizard } from '../../../components/ui/wizard/wizard.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { FORM_MODE } from '../../../lib/form.ts';
import { useBookedModules } from '../model/booked-modules.ts';
import {
  formFromProduct,
  kindOf,
  type ProductForm,
  parseField,
  stepChanges,
  stepFields,
} from '../model/form-values.ts';
import { type Errors, firstStepWithError, planOf, productResolver, stepErrors } from '../model/validate.ts';
import { wizardTexts as t } from '../texts.ts';
import { DatesStep } from './dates-step.tsx';
import { DocumentsSection } from './documents-section.tsx';
import { ExperienceStep } from './experience-step.tsx';
import { FieldLockContext } from './fields.tsx';
import { GeneralStep } from './general-step.tsx';
import { MissingModulesDialog, type ModulesNeeded } from './missing-modules-dialog.tsx';
import { OptionalStep } from './optional-step.tsx';
import { PaymentsStep } from './payments-step.tsx';
import { SummaryStep } from './summary-step.tsx';

const clamp = (i: number, count: number) => Math.min(Math.max(0, Number.isInteger(i) ? i : 0), count - 1);

/**
 * The creation wizard of a product in status O. Back saves what is valid; Next checks the step with the domain
 * rules, then saves with `validateStep` and the next `activeStep` (the server checks again); the summary's
 * "Produkt Erstellen" sends status F.
 */
export function ProductWizard({ product: initial }: { product: Product }) {
  const navigate = useNavigate();
  const product = useProduct(String(initial.id)).data ?? initial;
  const update = useUpdateProduct(initial.id);
  const issuers = useIssuerNames().data ?? [];
  const bookedModules = useBookedModules();

  const methods = useForm<ProductForm>({
    defaultValues: useState(() => formFromProduct(initial))[0],
    resolver: productResolver,
    ...FORM_MODE,
  });
  const { control, getValues, setError, trigger } = methods;
  const [kindValue, privatePlacement, securityValue] = useWatch({
    control,
    name: ['kind', 'withPrivatePlacement', 'securityType'],
  });
  const plan = planOf({ kind: kindValue ?? '0', withPrivatePlacement: privatePlacement === true });
  const kind = kindOf({ kind: kindValue ?? '0' });
  const security = parseField('securityType', securityValue ?? '');
  const securityType =
    fixedSecurityType(kind) ?? (security.ok && typeof security.value === 'number' ? security.value : null);
  const required = requiredDocuments(kind, securityType);
  const uploaded = PRODUCT_DOCUMENT_TYPES.filter((d) => Boolean(product.documents?.[d]));

  const [active, setActive] = useState(() => clamp(initial.activeStep, plan.length));
  const [fileErrors, setFileErrors] = useState<Errors>({});
  const [modulesNeeded, setModulesNeeded] = useState<ModulesNeeded | null>(null);
  const [finishing, setFinishing] = useState(false);

  const setFileError = (name: ProductFileName, message: string | null) =>
    setFileErrors(({ [name]: _, ...rest }) => (message ? { ...rest, [name]: message } : rest));

  /** Field messages under their fields (documents and images in the documents step); returns the first step. */
  const showErrors = (errors: Errors, type: 'server' | 'validate') => {
    const values = getValues();
    const files: Errors = {};
    let focused = false;
    for (const [field, message] of Object.entries(errors)) {
      if (field in values) {
        setError(field as Path<ProductForm>, { type, message }, { shouldFocus: !focused });
        focused = true;
      } else files[field] = message;
    }
    if (Object.keys(files).length > 0) setFileErrors((f) => ({ ...f, ...files }));
    return firstStepWithError(plan, values, errors);
  };

  /** Shows a failed save or finish; a 400 on another step's fields moves there. */
  const showFailure = (error: unknown, stepIndex: number) => {
    if (!isApiError(error)) {
      console.error('[product-wizard] save failed', error);
      enqueueSnackbar(productTexts.updateFailed, { variant: 'error' });
      return;
    }
    if (error.kind === 'network') return; // the app shows its offline page
    const missing = error.problem?.missingModules;
    if (error.status === 409 && Array.isArray(missing)) {
      setModulesNeeded({ kind, modules: missing.filter((n): n is number => typeof n === 'number') });
      return;
    }
    if (error.status === 400 && Object.keys(error.errors).length > 0) {
      const first = showErrors(error.errors, 'server');
      if (first >= 0 && first !== stepIndex) {
        setActive(first);
        enqueueSnackbar(t.errorsOnOtherStep(WIZARD_STEP_LABELS[plan[first] ?? 'general']), {
          variant: 'error',
        });
      } else enqueueSnackbar(t.stepHasErrors, { variant: 'error' });
      return;
    }
    enqueueSnackbar(error.status >= 500 || !error.detail ? productTexts.updateFailed : error.detail, {
      variant: 'error',
    });
  };

  const onSave = async (index: number, direction: WizardDirection) => {
    const step = plan[index];
    if (!step || step === 'summary') return;
    const changes = stepChanges(step, getValues());
    const payload =
      direction === 'next' ? { ...changes, validateStep: step, activeStep: index + 1 } : changes;
    if (Object.keys(payload).length === 0) {
      methods.reset(getValues(), { keepErrors: true });
      return;
    }
    try {
      await update(payload);
    } catch (error) {
      showFailure(error, index);
      throw error;
    }
    // Saved: the values on screen are the new clean state (no unsaved-changes warning).
    methods.reset(getValues(), { keepErrors: true });
    enqueueSnackbar(productTexts.saved, { variant: 'success' });
  };

  const validateStep = async (index: number) => {
    const step = plan[index];
    if (!step || step === 'summary') return true;
    if (step === 'documents') {
      const errors = stepErrors('documents', getValues(), uploaded);
      setFileErrors((f) => {
        const kept = Object.fromEntries(Object.entries(f).filter(([k]) => !required.includes(k as never)));
        return { ...kept, ...errors };
      });
      const ok = Object.keys(errors).length === 0;
      if (!ok) enqueueSnackbar(t.stepHasErrors, { variant: 'error' });
      return ok;
    }
    return trigger(stepFields(step, getValues()) as Path<ProductForm>[], { shouldFocus: true });
  };

  const finish = async () => {
    if (finishing) return;
    const values = getValues();
    const errors: Errors = {};
    for (const step of plan)
      if (step !== 'summary') Object.assign(errors, stepErrors(step, values, uploaded));
    if (Object.keys(errors).length > 0) {
      const first = showErrors(errors, 'validate');
      const step = plan[first];
      if (step) setActive(first);
      enqueueSnackbar(step ? t.errorsOnOtherStep(WIZARD_STEP_LABELS[step]) : t.stepHasErrors, {
        variant: 'error',
      });
      return;
    }
    setFinishing(true);
    try {
      await update({ status: 'F' });
      enqueueSnackbar(productTexts.created, { variant: 'success' });
      navigate(paths.product(initial.id), { replace: true });
    } catch (error) {
      showFailure(error, plan.length - 1);
    } finally {
      setFinishing(false);
    }
  };

  const content = {
    general: (
      <GeneralStep
        bookedModules={bookedModules}
        issuers={issuers}
        currentIssuer={product.issuerId ? { id: product.issuerId, name: product.issuerName } : null}
        onModulesNeeded={(k) => setModulesNeeded({ kind: k })}
      />
    ),
    optional: <OptionalStep />,
    payments: <PaymentsStep effectiveAccount={product.effectivePaymentAccount} />,
    dates: <DatesStep />,
    experience: <ExperienceStep />,
    documents: (
      <DocumentsSection
        product={product}
        required={required}
        errors={fileErrors}
        setError={setFileError}
        withTemplateHint
      />
    ),
    summary: (
      <SummaryStep
        plan={plan}
        product={product}
        issuers={issuers}
        required={required}
        onEdit={setActive}
        onFinish={() => void finish()}
        finishing={finishing}
      />
    ),
  };

  const steps: WizardStep[] = plan.map((step, index) => ({
    key: step,
    label: WIZARD_STEP_LABELS[step],
    content: content[step],
    validate: () => validateStep(index),
  }));
  const current = clamp(active, plan.length);
  const onSummary = plan[current] === 'summary';

  return (
    <FormProvider {...methods}>
      <FieldLockContext.Provider value={{ editable: product.editable !== false, busy: finishing }}>
        {product.editable === false && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {productTexts.notEditable}
          </Alert>
        )}
        {/* The summary brings its own "Produkt Erstellen" button (product-finish); the wizard's is hidden there. */}
        <Box
          component="form"
          noValidate
          onSubmit={(e) => e.preventDefault()}
          sx={onSummary ? { '& [data-testid="wizard-next"]': { display: 'none' } } : undefined}
        >
          <Wizard
            steps={steps}
            activeStep={current}
            onStepChange={setActive}
            onSave={onSave}
            onFinish={finish}
            finishLabel={productTexts.finishLabel}
            disabled={finishing}
            unsaved={methods.formState.isDirty && !finishing}
          />
        </Box>
        <MissingModulesDialog needed={modulesNeeded} onClose={() => setModulesNeeded(null)} />
      </FieldLockContext.Provider>
    </FormProvider>
  );
}
