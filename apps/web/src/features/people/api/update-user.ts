import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserUpdate } from '@zp/domain/accounts/person.schemas';
import { api } from '../../../lib/api.ts';
import { PEOPLE_KEY, type UserDto } from './types.ts';

/** `PUT /user/:id/update` with fields of `userUpdateSchema` only. */
export const updateUser = (id: string | number, patch: UserUpdate) =>
  api.put<UserDto>(`/user/${encodeURIComponent(id)}/update`, patch, { quiet: true });

export function useUpdateUser(id: string | number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UserUpdate) => updateUser(id, patch),
    onSuccess: (user) => {
      queryClient.setQueryData([PEOPLE_KEY, 'user', String(id)], user);
      void queryClient.invalidateQueries({ queryKey: [PEOPLE_KEY] });
    },
  });
}
