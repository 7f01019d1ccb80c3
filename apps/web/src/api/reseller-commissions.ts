// The client of the reseller commissions (issue 19, decision 032): list, approve, commission account, payout
// request, and the reseller credit notes (list, detail, PDF, the operator's "paid").
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@zp/domain/contract/endpoint';
import type * as c from '@zp/domain/resellers/reseller-commissions.contract';
import { refetchUntilPdf } from '../components/ui/documents/pdf-polling.ts';
import type { OverviewParams } from '../components/ui/overview-table/index.ts';
import { toOverviewQuery } from '../components/ui/overview-table/index.ts';
import { call } from './client.ts';
import { downloadApiFile } from './files.ts';

export type ResellerCommission = ResponseOf<typeof c.listResellerCommissions>['results'][number];
export type CommissionAccount = ResponseOf<typeof c.getCommissionAccount>;
export type ResellerInvoiceSummary = ResponseOf<typeof c.listResellerInvoices>['results'][number];
export type ResellerInvoice = ResponseOf<typeof c.getResellerInvoice>;

/** Every query of the area starts with `all` (invalidated after a change). */
export const resellerCommissionKeys = {
  all: ['reseller-commissions'] as const,
  list: ['reseller-commissions', 'list'] as const,
  account: ['reseller-commissions', 'account'] as const,
  invoices: ['reseller-commissions', 'invoices'] as const,
  invoice: (id: string | number) => ['reseller-commissions', 'invoice', String(id)] as const,
};

/** `GET /reseller/commission?page=&status=` */
export const getResellerCommissions = (params: OverviewParams, signal?: AbortSignal) =>
  call<typeof c.listResellerCommissions>(
    'GET',
    '/reseller/commission',
    { query: toOverviewQuery(params) },
    { signal, quiet: true },
  );

/** `GET /reseller/commission-account` */
export const useCommissionAccount = (enabled: boolean) =>
  useQuery({
    queryKey: resellerCommissionKeys.account,
    queryFn: ({ signal }) =>
      call<typeof c.getCommissionAccount>('GET', '/reseller/commission-account', {}, { signal, quiet: true }),
    enabled,
  });

/** `POST /reseller/commission/{id}/approve` (operator). */
export const approveResellerCommission = (id: number) =>
  call<typeof c.approveResellerCommission>('POST', '/reseller/commission/:id/approve', { params: { id } });

/** `POST /reseller/commission/request-payment` (reseller); the 409 is shown by the caller. */
export const requestResellerPayment = () =>
  call<typeof c.requestResellerPayment>('POST', '/reseller/commission/request-payment', {}, { quiet: [409] });

/** `GET /reseller/commissions-invoices?page=` */
export const getResellerInvoices = (params: OverviewParams, signal?: AbortSignal) =>
  call<typeof c.listResellerInvoices>(
    'GET',
    '/reseller/commissions-invoices',
    { query: toOverviewQuery(params) },
    { signal, quiet: true },
  );

/** `GET /reseller/commissions-invoice/{id}`; asked again every 3 s until its PDF is there. */
export const useResellerInvoice = (id: string | number) =>
  useQuery({
    queryKey: resellerCommissionKeys.invoice(id),
    queryFn: ({ signal }) =>
      call<typeof c.getResellerInvoice>(
        'GET',
        '/reseller/commissions-invoice/:id',
        { params: { id } },
        { signal, quiet: [403, 404] },
      ),
    refetchInterval: refetchUntilPdf,
  });

/** The PDF, saved as `Gutschrift-<Nummer>.pdf`. */
export const downloadResellerInvoicePdf = (invoice: Pick<ResellerInvoice, 'id' | 'number'>) =>
  downloadApiFile(`/api/reseller/commissions-invoice/${invoice.id}/pdf`, `Gutschrift-${invoice.number}.pdf`);

/** `POST /reseller/commissions-invoice/{id} {isPaid: true}` (operator). */
export const markResellerInvoicePaid = (id: number) =>
  call<typeof c.updateResellerInvoice>('POST', '/reseller/commissions-invoice/:id', {
    params: { id },
    body: { isPaid: true },
  });

export const useInvalidateResellerCommissions = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: resellerCommissionKeys.all });
};
