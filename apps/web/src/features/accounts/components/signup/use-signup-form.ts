import {
  investorSignupSchema,
  resellerSignupSchema,
  salesrepSignupSchema,
  superuserSignupSchema,
} from '@zp/domain/accounts/signup.schemas';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { SignupKind, SignupReferral } from '../../../../api/accounts.ts';
import { subscribeNewsletter } from '../../../../api/newsletter.ts';
import { paths } from '../../../../config/paths.ts';
import { FORM_MODE, schemaResolver, showApiError } from '../../../../lib/form.ts';
import { useSignup } from '../../session.ts';
import {
  SIGNUP_DEFAULTS,
  SIGNUP_FIELDS,
  type SignupFormValues,
  type SignupInput,
} from './signup-form-values.ts';

const resolvers = {
  superuser: schemaResolver<SignupFormValues, SignupInput>(superuserSignupSchema),
  reseller: schemaResolver<SignupFormValues, SignupInput>(resellerSignupSchema),
  investor: schemaResolver<SignupFormValues, SignupInput>(investorSignupSchema),
  salesrep: schemaResolver<SignupFormValues, SignupInput>(salesrepSignupSchema),
} as const;

/**
 * The sign-up form of one account kind (the kind may change while the form is open, e.g. the main site's
 * cards): validates with that kind's domain schema, posts to its endpoint and goes to the e-mail notice.
 */
export function useSignupForm(kind: SignupKind, referral: SignupReferral) {
  const kindRef = useRef(kind);
  kindRef.current = kind;
  const form = useForm<SignupFormValues, unknown, SignupInput>({
    ...FORM_MODE,
    defaultValues: SIGNUP_DEFAULTS,
    resolver: (values, context, options) => resolvers[kindRef.current](values, context, options),
  });
  const signup = useSignup();
  const navigate = useNavigate();

  const submit = form.handleSubmit(async (values) => {
    try {
      const created = await signup.mutateAsync({ kind: kindRef.current, values, referral });
      // The newsletter tick subscribes on this host's list (origin 3: sign-up form; double opt-in by mail). The
      // sign-up itself only records the wish; an address already on the list is no error here.
      if (values.newsletter)
        await subscribeNewsletter({ email: created.email ?? values.email, origin: 3 }).catch(() => undefined);
      navigate(paths.emailConfirmation(created.email ?? values.email));
    } catch (error) {
      showApiError(error, form.setError, SIGNUP_FIELDS);
    }
  });

  return { form, submit, pending: form.formState.isSubmitting };
}
