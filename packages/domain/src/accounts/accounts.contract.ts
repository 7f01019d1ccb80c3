// Accounts: sign-up on the host's portal, activation, sign-in, token rotation, password reset and the
// signed-in person (`/me`).
import { z } from 'zod';

import { ROLES } from '../auth/roles.ts';
import { type AnswerSchema, detailAnswer, endpoint, noContent } from '../contract/endpoint.ts';
import { userSchema } from '../people/people.contract.ts';
import {
  loginSchema,
  refreshSchema,
  resetPasswordSchema,
  resetRequestSchema,
  setPasswordSchema,
} from './person.schemas.ts';
import {
  investorSignupSchema,
  resellerSignupSchema,
  salesrepSignupSchema,
  superuserSignupSchema,
} from './signup.schemas.ts';

const tags = ['accounts'];

const loginUser = z.object({
  id: z.number(),
  uuid: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  hasLoggedin: z.boolean(),
});

/** One role key of a login answer; investors and salesreps carry their provider's branding. */
export const loginRoleEntrySchema = z.object({
  id: z.number(),
  user: loginUser,
  issuer: z
    .object({
      superuser: z.object({
        primaryColor: z.string().nullable(),
        secondaryColor: z.string().nullable(),
        logoFile: z.string().nullable(),
      }),
    })
    .optional(),
});

/** `{access, refresh, <role>: {id, user}}` with exactly one role key (spec 001 §3 Login response). */
export const loginAnswerSchema = z
  .object({
    access: z.string(),
    refresh: z.string(),
    admin: loginRoleEntrySchema.optional(),
    superuser: loginRoleEntrySchema.optional(),
    reseller: loginRoleEntrySchema.optional(),
    issuer: loginRoleEntrySchema.optional(),
    investor: loginRoleEntrySchema.optional(),
    salesrep: loginRoleEntrySchema.optional(),
  })
  .describe('Tokens plus exactly one role key');

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
const created = z.object({ id: z.number(), email: z.string() });

/** A public `POST` (sign-up, activation, sign-in, tokens, reset): no sign-in needed, a JSON body. */
const publicPost = <
  const P extends string,
  const B extends z.ZodType,
  const R extends Readonly<Record<number, AnswerSchema>>,
>(
  path: P,
  summary: string,
  body: B,
  response: R,
) => endpoint({ method: 'POST', path, summary, tags, public: true, body, response });

const signupOf = <const P extends string, B extends z.ZodType>(path: P, role: string, body: B) =>
  publicPost(path, `Register a ${role} account on this host's portal; mails the activation link`, body, {
    201: created,
  });

export const signupSuperuser = signupOf('/signup', 'superuser', superuserSignupSchema);
export const signupReseller = signupOf('/reseller/signup', 'reseller', resellerSignupSchema);
export const signupInvestor = signupOf('/investor/signup', 'investor', investorSignupSchema);
export const signupSalesrep = signupOf('/salesrep/signup', 'salesrep', salesrepSignupSchema);

export const setPassword = publicPost(
  '/set-password',
  'Activate with the mailed code and set the password (signs in)',
  setPasswordSchema,
  { 200: loginAnswerSchema },
);

/** `POST /activation-code/check`: what the activation page tells at once, before a password is typed. */
export const checkActivationCode = publicPost(
  '/activation-code/check',
  'Whether a mailed activation link is still valid (valid, used, expired or invalid), with the German answer',
  z.object({ email: z.string().trim().toLowerCase().max(255), activationCode: z.string().trim().max(200) }),
  {
    200: z.object({ status: z.enum(['valid', 'used', 'expired', 'invalid']), detail: z.string() }),
  },
);

export const login = publicPost('/login', "Sign in on this host's portal", loginSchema, {
  200: loginAnswerSchema,
});

export const refreshToken = publicPost(
  '/token/refresh',
  'Rotate the refresh token (a reused one revokes its family)',
  refreshSchema,
  { 200: tokenPairSchema },
);

export const logout = publicPost('/logout', 'Revoke the session of this refresh token', refreshSchema, {
  204: noContent,
});

export const requestPasswordReset = publicPost(
  '/reset-password-request',
  'Mail a password reset link',
  resetRequestSchema,
  { 200: detailAnswer },
);

export const resetPassword = publicPost(
  '/reset-password',
  'Set a new password with the mailed reset code',
  resetPasswordSchema,
  { 200: detailAnswer },
);

export const getMe = endpoint({
  method: 'GET',
  path: '/me',
  summary: 'The signed-in person, its role and permissions',
  tags: ['people'],
  response: {
    200: z.object({
      user: userSchema,
      role: z.enum(ROLES),
      roleId: z.number(),
      tenantId: z.number().nullable(),
      permissions: z.array(z.string()),
    }),
  },
});
