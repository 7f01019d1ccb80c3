import { zodResolver } from '@hookform/resolvers/zod';
import { commonTexts } from '@zp/domain/texts/de/common';
import { enqueueSnackbar } from 'notistack';
import type { FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from './api-error.ts';

/**
 * A resolver validating with a domain schema. The form holds its own input shape (e.g. '' for an empty select)
 * and receives the schema's output (trimmed, lower-cased, blanks as null) on submit.
 */
export function schemaResolver<TForm extends FieldValues, TOut = TForm>(
  schema: z.ZodType,
): Resolver<TForm, unknown, TOut> {
  return zodResolver(schema as z.ZodType<TOut, FieldValues>) as unknown as Resolver<TForm, unknown, TOut>;
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
