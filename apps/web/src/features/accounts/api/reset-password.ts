import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export interface ResetPasswordInput {
  email: string;
  reset_code: string;
  password: string;
}

/** `POST /reset-password` → `{detail: "Sie haben Ihr Passwort erfolgreich zurückgesetzt!"}`. */
export const resetPassword = (body: ResetPasswordInput) =>
  api.post<{ detail: string }>('/reset-password', body, { quiet: true });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
