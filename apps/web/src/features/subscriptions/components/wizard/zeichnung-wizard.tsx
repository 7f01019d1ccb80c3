import { useQueryClient } from '@tanstack/react-query';
import type { SubscriptionStep } from '@zp/domain/products/kinds';
import type { ZeichnungContext } from '@zp/domain/subscriptions/zeichnung.rules';
import { enqueueSnackbar } from 'notistack';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { FormProvider, type Path, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'react-router';
import {
  updateZeichnung,
  type Zeichnung,
  type ZeichnungUpdate,
  zeichnungKeys,
  zeichnungQuery,
} from '../../../../api/subscriptions.ts';
import { openingStep, useStepUrl, useUnsavedGuard } from '../../../../components/ui/wizard/index.ts';
import { isApiError } from '../../../../lib/api-error.ts';
import type { EntityId } from '../../../../lib/session.ts';
import { computeCosts } from '../../model/costs.ts';
import {
  type Errors,
  initialForm,
  investorPatch,
  sharesOf,
  type WizardTerms,
  type ZeichnungForm,
  zeichnungPatch,
} from '../../model/form.ts';
import { type InvestorUser, updateInvestor, usePrevInterestPayment } from '../../model/neighbours.ts';
import { stepErrors } from '../../model/step-errors.ts';
import { investorFieldsOf, stepOfField, zeichnungFieldsOf } from '../../model/step-fields.ts';
import { subTexts as t } from '../../texts.ts';
import { BankStep } from './bank-step.tsx';
import { DetailsStep } from './details-step.tsx';
import { GuidelinesStep } from './guidelines-step.tsx';
import { OverviewStep } from './overview-step.tsx';
import { PersonalStep } from './personal-step.tsx';
import { SuitabilityStep } from './suitability-step.tsx';
import { VibStep } from './vib-step.tsx';
import { WizardFrame } from './wizard-frame.tsx';

export interface ZeichnungWizardProps {
  /** live: an investor's subscription, saved at every step; demo: nothing is saved. */
  mode: 'live' | 'demo';
  terms: WizardTerms;
  plan: readonly SubscriptionStep[];
  productId: EntityId;
  today: string;
  zeichnung?: Zeichnung | null;
  investorId?: EntityId | null;
  user?: Partial<InvestorUser> | null;
  /** After the last step: the finished subscription (live) or null (demo). */
  onFinished: (zeichnung: Zeichnung | null) => void;
  /** After a step change; default: scroll to the page top. */
  onStepChange?: () => void;
}

type SectionErrors = Partial<Record<SubscriptionStep, string>>;

const clamp = (i: number, count: number) =>
  Math.min(Math.max(0, Number.isInteger(i) ? i : 0), Math.max(0, count - 1));
/** Keys that are plain fields of the form (messages under a field); the rest are section messages. */
const isFormField = (key: string, values: ZeichnungForm) => key in values && key !== 'experience';

/**
 * The subscription wizard (spec 000 §2, §5): every Next checks the step with the domain rules, saves the person
 * or bank data on the investor, then the step's fields with `step` (the server checks again); Back saves without
 * `step`; "Zeichnen" sends status F. In demo mode the same rules run and nothing is sent.
 */
export function ZeichnungWizard(props: ZeichnungWizardProps) {
  const { mode, terms, plan, productId, today, zeichnung } = props;
  const queryClient = useQueryClient();
  const live = mode === 'live' && zeichnung != null;
  const { search } = useLocation();
  // The saved step, or an earlier one the URL names (reload, Back); never a later one (issue 16).
  const saved = clamp(zeichnung?.activeStep ?? 0, plan.length);
  const [active, setActive] = useState(() => clamp(openingStep(search, saved), plan.length));
  const furthest = useRef(saved);
  furthest.current = Math.max(furthest.current, active);
  const [pending, setPending] = useState(false);
  const [sections, setSections] = useState<SectionErrors>({});
  const [errorSteps, setErrorSteps] = useState<number[]>([]);
  const activeRef = useRef(active);
  activeRef.current = active;
  const busy = useRef(false);

  const ctx = useMemo<ZeichnungContext>(
    () => ({
      today,
      remaining: terms.remainingVolume ?? Number.POSITIVE_INFINITY,
      // The investor's live subscriptions with this issuer (§2a(3) VermAnlG); the server re-checks.
      issuerSubscribed: zeichnung?.issuerLimit?.subscribed ?? 0,
    }),
    [today, terms.remainingVolume, zeichnung?.issuerLimit?.subscribed],
  );

  // Blur and trigger() validate with the rules of the step on screen.
  const resolver = useMemo<Resolver<ZeichnungForm>>(
    () => async (values) => {
      const step = plan[activeRef.current];
      const errors = step ? stepErrors(step, terms, values, ctx) : {};
      const fieldErrors: Record<string, { type: string; message: string }> = {};
      for (const [key, message] of Object.entries(errors))
        if (isFormField(key, values)) fieldErrors[key] = { type: 'validate', message };
      return Object.keys(fieldErrors).length > 0
        ? { values: {}, errors: fieldErrors as never }
        : { values, errors: {} };
    },
    [plan, terms, ctx],
  );

  const methods = useForm<ZeichnungForm>({
    defaultValues: useState(() => initialForm(props.user, zeichnung, today))[0],
    resolver,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
  });
  const { control, getValues, setError, clearErrors } = methods;
  /** The step's fields are saved: what is on screen is the new clean state (no unsaved-changes warning). */
  const markSaved = () => methods.reset(getValues(), { keepErrors: true });

  const [volume, shares, monthlyInstallment] = useWatch({
    control,
    name: ['volume', 'shares', 'monthlyInstallment'],
  });
  const accrued = usePrevInterestPayment(productId, today, terms.withAccruedInterest && terms.withInterest);
  const costs = computeCosts(
    terms,
    { volume, shares: sharesOf({ shares } as ZeichnungForm), monthlyInstallment },
    today,
    accrued.data ?? null,
  );

  const step = plan[active] ?? 'personal';

  /** Shows errors under their fields and in their sections; returns the first step (plan order) with errors. */
  const showErrors = (errors: Errors, type: 'validate' | 'server'): number => {
    const values = getValues();
    const next: SectionErrors = {};
    const steps = new Set<number>();
    let focused = false;
    for (const [key, message] of Object.entries(errors)) {
      const owner = stepOfField(key, plan) ?? plan[activeRef.current] ?? 'personal';
      const index = plan.indexOf(owner);
      steps.add(index);
      if (isFormField(key, values)) {
        setError(
          key as Path<ZeichnungForm>,
          { type, message },
          { shouldFocus: !focused && index === activeRef.current },
        );
        focused ||= index === activeRef.current;
      } else next[owner] = next[owner] ?? message;
    }
    setSections((s) => ({ ...s, ...next }));
    setErrorSteps([...steps].sort((a, b) => a - b));
    return Math.min(...steps);
  };

  /** A failed request: field errors (400) under the fields, otherwise the server's sentence. */
  const showFailure = (error: unknown) => {
    if (isApiError(error)) {
      if (error.kind === 'network') return;
      if (Object.keys(error.errors).length > 0) {
        const first = showErrors(error.errors, 'server');
        if (first >= 0 && first !== activeRef.current) {
          setActive(first);
          url.replace(first);
          enqueueSnackbar(t.errorsOnOtherStep(t.stepLabels[plan[first] ?? 'personal']), { variant: 'error' });
        } else enqueueSnackbar(t.stepHasErrors, { variant: 'error' });
        return;
      }
      setSections((s) => ({ ...s, [plan[activeRef.current] ?? 'personal']: error.detail }));
      enqueueSnackbar(error.detail, { variant: 'error' });
      return;
    }
    console.error('[zeichnung] save failed', error);
    enqueueSnackbar(t.saveFailed, { variant: 'error' });
  };

  const clearStep = (index: number) => {
    const s = plan[index];
    if (s) setSections(({ [s]: _, ...rest }) => rest);
    setErrorSteps((e) => e.filter((i) => i !== index));
  };

  const store = (updated: Zeichnung) => {
    queryClient.setQueryData(zeichnungQuery(updated.id).queryKey, updated);
    void queryClient.invalidateQueries({ queryKey: zeichnungKeys.all, refetchType: 'none' });
  };

  /** Saves the step: person/bank data on the investor, then the step's fields (with `step` on Next). */
  const save = async (index: number, direction: 'back' | 'next') => {
    if (!live || !zeichnung) return;
    const s = plan[index];
    if (!s) return;
    const values = getValues();
    const problems = direction === 'back' ? stepErrors(s, terms, values, ctx) : {};
    const personFields = investorFieldsOf(s, terms).filter((f) => !problems[f]);
    if (personFields.length > 0 && props.investorId != null)
      await updateInvestor(props.investorId, investorPatch(personFields, values));
    const patch: ZeichnungUpdate = {
      ...zeichnungPatch(zeichnungFieldsOf(s, terms), terms, values),
      activeStep: direction === 'next' ? index + 1 : Math.max(0, index - 1),
    };
    if (direction === 'next') patch.step = s;
    store(await updateZeichnung(zeichnung.id, patch));
  };

  /** One move at a time; answers false when the task failed or did not run. */
  const run = async (task: () => Promise<void>): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    setPending(true);
    try {
      await task();
      return true;
    } catch (error) {
      showFailure(error);
      return false;
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  /** Shows step `index`; `how` is its history entry (Next pushes one, Back returns to it, corrections replace). */
  const goTo = (index: number, how: 'push' | 'back' | 'replace' | 'none' = 'none') => {
    const target = clamp(index, plan.length);
    setActive(target);
    if (how === 'push') url.push(target);
    else if (how === 'back') url.back(target);
    else if (how === 'replace') url.replace(target);
    if (props.onStepChange) props.onStepChange();
    else window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  // Browser Back saves the step (as Zurück does) and goes back; Forward to a visited step checks and saves the
  // step like Weiter; a refused move puts the step on screen back into the URL.
  const url = useStepUrl({
    step: active,
    furthest: furthest.current,
    onRequest: (target) => {
      const index = activeRef.current;
      const moved = run(async () => {
        if (target < index) {
          await save(index, 'back');
          markSaved();
          goTo(target);
          return;
        }
        if (!checkStep(index)) {
          url.replace(index);
          return;
        }
        await save(index, 'next');
        markSaved();
        clearErrors();
        goTo(target);
      });
      void moved.then((done) => {
        if (!done) url.replace(activeRef.current);
      });
    },
  });

  const checkStep = (index: number): boolean => {
    const s = plan[index];
    if (!s) return true;
    const errors = stepErrors(s, terms, getValues(), ctx);
    if (Object.keys(errors).length === 0) {
      clearStep(index);
      return true;
    }
    showErrors(errors, 'validate');
    enqueueSnackbar(t.stepHasErrors, { variant: 'error' });
    return false;
  };

  const finish = async () => {
    // Every step once more (a resumed subscription may hold gaps), then status F.
    const all: Errors = {};
    plan.forEach((s) => {
      for (const [k, m] of Object.entries(stepErrors(s, terms, getValues(), ctx))) all[k] ??= m;
    });
    if (Object.keys(all).length > 0) {
      const first = showErrors(all, 'validate');
      if (first !== activeRef.current) {
        goTo(first, 'replace');
        enqueueSnackbar(t.errorsOnOtherStep(t.stepLabels[plan[first] ?? 'personal']), { variant: 'error' });
      }
      return;
    }
    if (!live || !zeichnung) {
      props.onFinished(null);
      return;
    }
    const updated = await updateZeichnung(zeichnung.id, {
      ...zeichnungPatch(zeichnungFieldsOf('overview', terms), terms, getValues()),
      status: 'F',
    });
    store(updated);
    markSaved();
    void queryClient.invalidateQueries({ queryKey: zeichnungKeys.all });
    props.onFinished(updated);
  };

  const next = () =>
    void run(async () => {
      const index = activeRef.current;
      if (!checkStep(index)) return;
      if (index === plan.length - 1) {
        await finish();
        return;
      }
      await save(index, 'next');
      markSaved();
      clearErrors();
      goTo(index + 1, 'push');
    });

  const back = () =>
    void run(async () => {
      const index = activeRef.current;
      await save(index, 'back');
      markSaved();
      goTo(index - 1, 'back');
    });

  // Demo mode saves nothing, so there is nothing to lose; live steps warn while they hold unsaved changes.
  const unsavedDialog = useUnsavedGuard(live && methods.formState.isDirty && !pending);

  const section = sections[step] ?? null;
  const content: Record<SubscriptionStep, () => ReactNode> = {
    personal: () => <PersonalStep withExposedPerson={terms.withExposedPerson} error={section} />,
    guidelines: () => <GuidelinesStep terms={terms} error={section} />,
    vib: () => <VibStep terms={terms} error={section} />,
    details: () => (
      <DetailsStep
        terms={terms}
        today={today}
        costs={costs}
        error={section}
        issuerLimit={zeichnung?.issuerLimit ?? null}
      />
    ),
    bank: () => <BankStep terms={terms} wallet={false} error={section} />,
    wallet: () => <BankStep terms={terms} wallet error={section} />,
    suitability: () => <SuitabilityStep terms={terms} error={section} />,
    overview: () => (
      <OverviewStep
        terms={terms}
        plan={plan}
        costs={costs}
        error={section}
        zeichnungId={live ? Number(zeichnung.id) : null}
      />
    ),
  };

  return (
    <FormProvider {...methods}>
      <form noValidate onSubmit={(e) => e.preventDefault()}>
        <WizardFrame
          labels={plan.map((s) => t.stepLabels[s])}
          active={active}
          errorSteps={errorSteps}
          pending={pending}
          onBack={back}
          onNext={next}
        >
          <div key={step}>{content[step]()}</div>
        </WizardFrame>
      </form>
      {unsavedDialog}
    </FormProvider>
  );
}
