import type { z } from 'zod';

/** First message of a schema for a value, or true (a react-hook-form `validate` rule). */
export function messageOf(schema: z.ZodType, value: unknown): string | true {
  const result = schema.safeParse(value);
  return result.success ? true : (result.error.issues[0]?.message ?? true);
}
