import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserUpdate } from '@zp/domain/accounts/person.schemas';
import { api } from '../../../lib/api.ts';
import { type InvestorDetail, PEOPLE_KEY } from './types.ts';

/** Person fields, plus `isIdentified` for the provider side (admin, superuser, issuer). */
export type InvestorUpdate = UserUpdate & { isIdentified?: boolean };

/** `PUT /investor/:id/update`. */
export const updateInvestor = (id: string | number, patch: InvestorUpdate) =>
  api.put<InvestorDetail>(`/investor/${encodeURIComponent(id)}/update`, patch, { quiet: true });

export function useUpdateInvestor(id: string | number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: InvestorUpdate) => updateInvestor(id, patch),
    onSuccess: (investor) => {
      queryClient.setQueryData([PEOPLE_KEY, 'investor', String(id)], investor);
      void queryClient.invalidateQueries({ queryKey: [PEOPLE_KEY] });
    },
  });
}
