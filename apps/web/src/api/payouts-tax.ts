// The client of the investor's tax data (issue 18, decision 027): tax profile, exemption orders per issuer and year,
// and the yearly tax certificates with their PDF.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@zp/domain/contract/endpoint';
import type * as c from '@zp/domain/payouts/tax-data.contract';
import { taxCertificatePdfTexts } from '@zp/domain/texts/de/tax-data';
import { call } from './client.ts';
import { downloadApiFile } from './files.ts';

export type TaxProfile = ResponseOf<typeof c.getTaxProfile>;
export type ExemptionOrder = ResponseOf<typeof c.listExemptionOrders>['results'][number];
export type TaxCertificateYear = ResponseOf<typeof c.listTaxCertificates>['results'][number];

export const taxKeys = {
  all: ['payouts-tax'] as const,
  profile: ['payouts-tax', 'profile'] as const,
  orders: ['payouts-tax', 'exemption-orders'] as const,
  certificates: ['payouts-tax', 'certificates'] as const,
};

/** `GET /investor/tax-profile` */
export const useTaxProfile = () =>
  useQuery({
    queryKey: taxKeys.profile,
    queryFn: ({ signal }) =>
      call<typeof c.getTaxProfile>('GET', '/investor/tax-profile', {}, { signal, quiet: true }),
  });

/** `PUT /investor/tax-profile`: the refused fields come back as field errors (the form places them). */
export function useUpdateTaxProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: c.TaxProfileBody) =>
      call<typeof c.updateTaxProfile>('PUT', '/investor/tax-profile', { body }, { quiet: true }),
    onSuccess: (profile) => client.setQueryData(taxKeys.profile, profile),
  });
}

/** `GET /investor/exemption-orders` */
export const useExemptionOrders = () =>
  useQuery({
    queryKey: taxKeys.orders,
    queryFn: ({ signal }) =>
      call<typeof c.listExemptionOrders>('GET', '/investor/exemption-orders', {}, { signal, quiet: true }),
  });

export interface ExemptionOrderInput {
  issuerId: number;
  year: number;
  amountCents: number;
  joint: boolean;
}

/** `PUT /investor/exemption-orders` (0 € revokes). */
export function useSetExemptionOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ExemptionOrderInput) =>
      call<typeof c.setExemptionOrder>('PUT', '/investor/exemption-orders', { body }, { quiet: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: taxKeys.orders }),
  });
}

/** `GET /investor/tax-certificates` */
export const useTaxCertificates = () =>
  useQuery({
    queryKey: taxKeys.certificates,
    queryFn: ({ signal }) =>
      call<typeof c.listTaxCertificates>('GET', '/investor/tax-certificates', {}, { signal, quiet: true }),
  });

/** The certificate of `year` as `Steuerbescheinigung-<year>.pdf`. */
export const downloadTaxCertificate = (year: number) =>
  downloadApiFile(`/api/investor/tax-certificates/${year}/pdf`, taxCertificatePdfTexts.fileName(year));
