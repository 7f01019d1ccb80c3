import { loginSchema } from '@zp/domain/accounts/person.schemas';
import { schemaResolver } from '../../../lib/form.ts';
import type { LoginInput } from '../api/login.ts';

export interface LoginFormValues {
  email: string;
  password: string;
}

/** The domain's login rule; its own chunk, so the sign-in page renders without zod. */
export const loginResolver = schemaResolver<LoginFormValues, LoginInput>(loginSchema);
