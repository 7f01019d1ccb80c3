// The landing page client (module 13, issue 20, decision 034): the provider's editor reads its content and the
// rendered preview, and saves through the multipart `PUT /superuser/{id}/update`.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@zp/domain/contract/endpoint';
import type * as c from '@zp/domain/engagement/landing-page.contract';
import type * as people from '@zp/domain/people/people.contract';
import { call } from './client.ts';
import { PEOPLE_KEY } from './people.ts';

export type LandingPage = ResponseOf<typeof c.getLandingPage>;

export const landingKeys = {
  all: ['landing-page'] as const,
  content: (superuserId: string | number) => ['landing-page', String(superuserId), 'content'] as const,
  preview: (superuserId: string | number) => ['landing-page', String(superuserId), 'preview'] as const,
};

/** `GET /superuser/{id}/landing-page` (only the provider itself; 403 otherwise). */
export const useLandingPage = (superuserId: string | number) =>
  useQuery({
    queryKey: landingKeys.content(superuserId),
    queryFn: ({ signal }) =>
      call<typeof c.getLandingPage>(
        'GET',
        '/superuser/:id/landing-page',
        { params: { id: superuserId } },
        { signal, quiet: [403, 404] },
      ),
  });

/** `GET /superuser/{id}/landing-page/preview`: the rendered page (HTML without scripts) for an iframe `srcdoc`. */
export const useLandingPreview = (superuserId: string | number) =>
  useQuery({
    queryKey: landingKeys.preview(superuserId),
    queryFn: ({ signal }) =>
      call<typeof c.getLandingPagePreview>(
        'GET',
        '/superuser/:id/landing-page/preview',
        { params: { id: superuserId } },
        { signal, quiet: true, responseType: 'text' },
      ) as unknown as Promise<string>,
  });

/**
 * Saves the landing fields and images (`PUT /superuser/{id}/update`, multipart); 400 field errors are shown by
 * the form. Afterwards the content, the preview and the provider's detail are read again.
 */
export function useSaveLandingPage(superuserId: string | number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      call<typeof people.updateSuperuser>(
        'PUT',
        '/superuser/:id/update',
        { params: { id: superuserId }, body: form },
        // uploads of up to 12 MB per image may take longer than a plain call
        { quiet: true, timeoutMs: 120_000 },
      ),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: landingKeys.content(superuserId) }),
        client.invalidateQueries({ queryKey: landingKeys.preview(superuserId) }),
        client.invalidateQueries({ queryKey: [PEOPLE_KEY, 'superuser', String(superuserId)] }),
      ]),
  });
}
