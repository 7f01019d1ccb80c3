import { z } from 'zod';
import type { $ZodRawIssue } from 'zod/v4/core';
import { fieldTexts } from '../texts/de/common.ts';

type Issue = $ZodRawIssue;

/** Maps zod issues to the spec's German field messages (spec 000 §5). Schemas may still set their own. */
export function germanErrorMap(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return fieldTexts.required;
      if (issue.expected === 'number' || issue.expected === 'int') return fieldTexts.integerOnly;
      if (issue.expected === 'date') return fieldTexts.invalidDate;
      return fieldTexts.badFormat;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 ? fieldTexts.required : fieldTexts.textMin(Number(issue.minimum));
      }
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return fieldTexts.numberMin(Number(issue.minimum));
      }
      return fieldTexts.required;
    case 'too_big':
      if (issue.origin === 'string') return fieldTexts.textMax(Number(issue.maximum));
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return fieldTexts.numberMax(Number(issue.maximum));
      }
      return fieldTexts.badFormat;
    case 'invalid_format':
      if (issue.format === 'email') return fieldTexts.invalidEmail;
      if (issue.format === 'date' || issue.format === 'datetime') return fieldTexts.invalidDate;
      return fieldTexts.badFormat;
    case 'invalid_value':
    case 'invalid_union':
    case 'not_multiple_of':
      return fieldTexts.badFormat;
    case 'unrecognized_keys':
      return 'Unbekanntes Feld';
    default:
      return undefined;
  }
}

let installed = false;
/** Installs the German messages as zod's global error map (server boot and web entry call it once). */
export function installGermanZodMessages(): void {
  if (installed) return;
  z.config({ customError: germanErrorMap });
  installed = true;
}

/** Flattens zod issues into `{ field: message }`, first message per field wins. */
export function issuesToFieldErrors(
  issues: readonly {
    path: readonly PropertyKey[];
    message: string;
    code?: string;
    keys?: readonly string[];
  }[],
) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys' && issue.keys?.length) {
      for (const k of issue.keys) errors[[...issue.path.map(String), k].join('.')] ??= issue.message;
      continue;
    }
    const key = issue.path.map(String).join('.') || '_';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
