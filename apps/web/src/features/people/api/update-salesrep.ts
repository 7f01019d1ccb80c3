import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { PEOPLE_KEY, type SalesrepDetail, type SalesrepKind } from './types.ts';

/** Kind T saves directly; 34/32 become a licence request; `isApproved` is the provider's decision. */
export interface SalesrepUpdate {
  kind?: SalesrepKind;
  registrationNumber?: string | null;
  isApproved?: boolean;
}

/** `PUT /salesrep/:id/update`. */
export const updateSalesrep = (id: string | number, patch: SalesrepUpdate) =>
  api.put<SalesrepDetail>(`/salesrep/${encodeURIComponent(id)}/update`, patch, { quiet: true });

export function useUpdateSalesrep(id: string | number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: SalesrepUpdate) => updateSalesrep(id, patch),
    onSuccess: (salesrep) => {
      queryClient.setQueryData([PEOPLE_KEY, 'salesrep', String(id)], salesrep);
      void queryClient.invalidateQueries({ queryKey: [PEOPLE_KEY] });
    },
  });
}
