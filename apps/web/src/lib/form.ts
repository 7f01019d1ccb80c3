import { commonTexts } from '@zp/domain/texts/de/common';
import { enqueueSnackbar } from 'notistack';
import type { FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from './api-error.ts';
import { onFirstInput } from './first-input.ts';

type AnyResolver = Resolver<FieldValues, unknown, unknown>;
let zodModule: Promise<typeof import('./zod-resolver.ts')> | null = null;
/** zod's resolver with the German messages installed; one shared dynamic import. */
function loadZod(): Promise<typeof import('./zod-resolver.ts')> {
  zodModule ??= import('./zod-resolver.ts').catch((error: unknown) => {
    zodModule = null; // a failed chunk load is tried again at the next validation
    throw error;
  });
  return zodModule;
}

/** Starts loading the validation library now. */
export const preloadValidation = (): void => void loadZod().catch(() => undefined);

/** Starts loading the validation library at the first input (called at app start). */
export const preloadValidationOnFirstInput = (): void => void onFirstInput(preloadValidation);

/**
 * A resolver validating with a domain schema. The form holds its own input shape (e.g. '' for an empty select)
 * and receives the schema's output (trimmed, lower-cased, blanks as null) on submit. zod's resolver is loaded
 * on first use, so a form module costs nothing in the first chunk but its schema.
 */
export function schemaResolver<TForm extends FieldValues, TOut = TForm>(
  schema: z.ZodType,
): Resolver<TForm, unknown, TOut> {
  let resolver: AnyResolver | null = null;
  const resolve: AnyResolver = async (values, context, options) => {
    if (!resolver) {
      const { zodResolver } = await loadZod();
      resolver = zodResolver(schema as z.ZodType<unknown, FieldValues>) as unknown as AnyResolver;
    }
    return resolver(values, context, options);
  };
  return resolve as unknown as Resolver<TForm, unknown, TOut>;
}

/**
 * A resolver whose schema module loads on first use (the sign-in form keeps zod out of the first chunk this
 * way); `load` should resolve to a `schemaResolver(...)`.
 */
export function lazyResolver<TForm extends FieldValues, TOut = TForm>(
  load: () => Promise<Resolver<TForm, unknown, TOut>>,
): Resolver<TForm, unknown, TOut> {
  let loaded: Promise<Resolver<TForm, unknown, TOut>> | null = null;
  return async (values, context, options) => {
    loaded ??= load().catch((error: unknown) => {
      loaded = null;
      throw error;
    });
    return (await loaded)(values, context, options);
  };
}

/** Shared options of every form: validate on blur and on submit, messages under the fields. */
export const FORM_MODE = { mode: 'onBlur', reValidateMode: 'onChange' } as const;

export interface ShowApiErrorOptions {
  /** Server field name → form field name, where they differ. */
  aliases?: Record<string, string>;
  /** Shown instead of the server's sentence when no field message could be placed. */
  fallback?: string;
}

/**
 * Shows a failed submit: `errors[field]` under the fields this form has, otherwise the problem's `detail`
 * as a toast. Network failures say nothing here (the app switches to its offline page).
 */
export function showApiError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  options: ShowApiErrorOptions = {},
): void {
  if (!isApiError(error)) {
    console.error('[form] submit failed', error);
    enqueueSnackbar(options.fallback ?? commonTexts.genericError, { variant: 'error' });
    return;
  }
  if (error.kind === 'network') return;
  let placed = false;
  for (const [serverField, message] of Object.entries(error.errors)) {
    const field = options.aliases?.[serverField] ?? serverField;
    if (!fields.includes(field)) continue;
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  if (!placed) enqueueSnackbar(options.fallback ?? error.detail, { variant: 'error' });
}
