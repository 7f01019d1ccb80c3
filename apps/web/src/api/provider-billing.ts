// The client of the operator's monthly provider invoices (Anbieterrechnungen, issue 19, decision 032): list,
// open amounts, detail, PDF and the operator's "Rechnung bezahlt".
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type * as c from '@zp/domain/billing/provider-invoices.contract';
import type { ResponseOf } from '@zp/domain/contract/endpoint';
import { refetchUntilPdf } from '../components/ui/documents/pdf-polling.ts';
import type { OverviewParams } from '../components/ui/overview-table/index.ts';
import { toOverviewQuery } from '../components/ui/overview-table/index.ts';
import { call } from './client.ts';
import { downloadApiFile } from './files.ts';

export type ProviderInvoiceSummary = ResponseOf<typeof c.listProviderInvoices>['results'][number];
export type ProviderInvoice = ResponseOf<typeof c.getProviderInvoice>;

/** Every provider-invoice query starts with `all` (invalidated after a change). */
export const providerInvoiceKeys = {
  all: ['provider-invoices'] as const,
  list: ['provider-invoices', 'list'] as const,
  openAmounts: ['provider-invoices', 'open-amounts'] as const,
  detail: (id: string | number) => ['provider-invoices', 'detail', String(id)] as const,
};

/** `GET /provider-invoice/?page=&isPaid=` (the operator all, a provider its own). */
export const getProviderInvoices = (params: OverviewParams, signal?: AbortSignal) =>
  call<typeof c.listProviderInvoices>(
    'GET',
    '/provider-invoice/',
    { query: toOverviewQuery(params) },
    { signal },
  );

/** `GET /provider-invoice/open-amounts`: count and gross sum of the unpaid invoices (operator). */
export const useProviderInvoiceOpenAmounts = () =>
  useQuery({
    queryKey: providerInvoiceKeys.openAmounts,
    queryFn: ({ signal }) =>
      call<typeof c.providerInvoiceOpenAmounts>(
        'GET',
        '/provider-invoice/open-amounts',
        {},
        { signal, quiet: true },
      ),
  });

/** `GET /provider-invoice/{id}` */
export const useProviderInvoice = (id: string | number) =>
  useQuery({
    queryKey: providerInvoiceKeys.detail(id),
    queryFn: ({ signal }) =>
      call<typeof c.getProviderInvoice>(
        'GET',
        '/provider-invoice/:id',
        { params: { id } },
        { signal, quiet: [403, 404] },
      ),
    // The PDF is rendered by a job right after the monthly run (decision 032): asked again until it is there.
    refetchInterval: refetchUntilPdf,
  });

/** The PDF, saved as `Rechnung-<Nummer>.pdf` where the server names none (409 while the job renders it). */
export const downloadProviderInvoicePdf = (invoice: Pick<ProviderInvoice, 'id' | 'number'>) =>
  downloadApiFile(`/api/provider-invoice/${invoice.id}/pdf`, `Rechnung-${invoice.number}.pdf`);

/** `POST /provider-invoice/{id}/update {isPaid: true}` (operator; once, irreversible). */
export const markProviderInvoicePaid = (id: number) =>
  call<typeof c.updateProviderInvoice>('POST', '/provider-invoice/:id/update', {
    params: { id },
    body: { isPaid: true },
  });

export const useInvalidateProviderInvoices = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: providerInvoiceKeys.all });
};
