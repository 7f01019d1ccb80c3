import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const PROVIDER_DOCUMENT_TYPES = [
  'agb',
  'dataPrivacy',
  'imprint',
  'contact',
  'investorImprint',
  'brokerImprint',
  'investorAgb',
  'brokerAgb',
  'investorDataPrivacy',
  'brokerDataPrivacy',
] as const;
export type ProviderDocumentType = (typeof PROVIDER_DOCUMENT_TYPES)[number];

export interface ProviderDocuments {
  documents: Partial<Record<ProviderDocumentType, string | null>>;
}

const path = (superuserId: string | number) => `/superuser/${encodeURIComponent(superuserId)}/documents`;

export const providerDocumentsQuery = (superuserId: string | number) =>
  queryOptions({
    queryKey: ['bookings', 'documents', String(superuserId)] as const,
    queryFn: ({ signal }) => api.get<ProviderDocuments>(path(superuserId), { signal, quiet: true }),
  });

/** `GET /api/superuser/{id}/documents` */
export const useProviderDocuments = (superuserId: string | number) =>
  useQuery(providerDocumentsQuery(superuserId));

/** `PUT /api/superuser/{id}/documents` multipart, one file field per document type. */
export function useUploadProviderDocuments(superuserId: string | number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: Partial<Record<ProviderDocumentType, File>>) => {
      const form = new FormData();
      for (const [type, file] of Object.entries(files)) if (file) form.set(type, file);
      return api.put<ProviderDocuments>(path(superuserId), form);
    },
    onSuccess: (answer) => queryClient.setQueryData(providerDocumentsQuery(superuserId).queryKey, answer),
  });
}
