// The client of the monthly credit notes (Provisionsrechnungen, issue 17): list, detail, PDF, the exists check of
// the home tab and the operator's "Provision wurde überwiesen".
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type * as c from '@zp/domain/commissions/credit-notes.contract';
import type { ResponseOf } from '@zp/domain/contract/endpoint';
import { refetchUntilPdf } from '../components/ui/documents/pdf-polling.ts';
import type { OverviewParams } from '../components/ui/overview-table/index.ts';
import { toOverviewQuery } from '../components/ui/overview-table/index.ts';
import { call } from './client.ts';
import { downloadApiFile } from './files.ts';

export type CreditNoteSummary = ResponseOf<typeof c.listCreditNotes>['results'][number];
export type CreditNote = ResponseOf<typeof c.getCreditNote>;

/** Every credit-note query starts with `all` (invalidated after a change). */
export const creditNoteKeys = {
  all: ['credit-notes'] as const,
  list: ['credit-notes', 'list'] as const,
  exists: ['credit-notes', 'exists'] as const,
  detail: (id: string | number) => ['credit-notes', 'detail', String(id)] as const,
};

/** `GET /zeichnung/commissions-invoice/?page=` */
export const getCreditNotes = (params: OverviewParams, signal?: AbortSignal) =>
  call<typeof c.listCreditNotes>(
    'GET',
    '/zeichnung/commissions-invoice/',
    { query: toOverviewQuery(params) },
    { signal },
  );

/** `GET /zeichnung/commissions-invoice/exists` → whether the Provisionsrechnungen tab shows. */
export const useCreditNotesExist = (enabled: boolean) =>
  useQuery({
    queryKey: creditNoteKeys.exists,
    queryFn: ({ signal }) =>
      call<typeof c.creditNotesExist>(
        'GET',
        '/zeichnung/commissions-invoice/exists',
        {},
        { signal, quiet: true },
      ),
    select: (a) => a.hasCommissions.hasCommissions,
    enabled,
    staleTime: 60_000,
  });

/** `GET /zeichnung/commissions-invoice/{id}` */
export const useCreditNote = (id: string | number) =>
  useQuery({
    queryKey: creditNoteKeys.detail(id),
    queryFn: ({ signal }) =>
      call<typeof c.getCreditNote>(
        'GET',
        '/zeichnung/commissions-invoice/:id',
        { params: { id } },
        { signal, quiet: [403, 404] },
      ),
    // The PDF is rendered by a job right after the monthly run (decision 029): asked again until it is there.
    refetchInterval: refetchUntilPdf,
  });

/** The PDF, saved as `Gutschrift-<Nummer>.pdf` (the server's name). */
export const downloadCreditNotePdf = (note: Pick<CreditNote, 'id' | 'number'>) =>
  downloadApiFile(`/api/zeichnung/commissions-invoice/${note.id}/pdf`, `Gutschrift-${note.number}.pdf`);

/** `POST /zeichnung/commissions-invoice/{id}/update {isPaid: true}` (operator). */
export const markCreditNotePaid = (id: number) =>
  call<typeof c.updateCreditNote>('POST', '/zeichnung/commissions-invoice/:id/update', {
    params: { id },
    body: { isPaid: true },
  });

export const useInvalidateCreditNotes = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: creditNoteKeys.all });
};
