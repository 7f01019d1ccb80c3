import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserUpdate } from '@zp/domain/accounts/person.schemas';
import { api } from '../../../lib/api.ts';
import { PEOPLE_KEY, type SuperuserDetail } from './types.ts';

/** `PUT /superuser/:id/update` with the superuser's person fields. */
export const updateSuperuser = (id: string | number, patch: UserUpdate) =>
  api.put<SuperuserDetail>(`/superuser/${encodeURIComponent(id)}/update`, patch, { quiet: true });

export function useUpdateSuperuser(id: string | number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UserUpdate) => updateSuperuser(id, patch),
    onSuccess: (superuser) => {
      queryClient.setQueryData([PEOPLE_KEY, 'superuser', String(id)], superuser);
      void queryClient.invalidateQueries({ queryKey: [PEOPLE_KEY] });
    },
  });
}
