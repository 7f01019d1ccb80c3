import { loginSchema } from '@zp/domain/accounts/person.schemas';
import type { LoginInput } from '../../../api/accounts.ts';
import { schemaResolver } from '../../../lib/form.ts';

export interface LoginFormValues {
  email: string;
  password: string;
}

/** The domain's login rule; its own chunk, so the sign-in page renders without zod. */
export const loginResolver = schemaResolver<LoginFormValues, LoginInput>(loginSchema);
