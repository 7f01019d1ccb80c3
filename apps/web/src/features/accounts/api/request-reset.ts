import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** `POST /reset-password-request` → `{detail}`; 404 "Kein User mit dieser Email wurde gefunden." */
export const requestReset = (email: string) =>
  api.post<{ detail: string }>('/reset-password-request', { email }, { quiet: true });

export const useRequestReset = () => useMutation({ mutationFn: requestReset });
