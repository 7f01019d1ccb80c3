// Endpoints of neighbouring areas the subscription screens read (product, investor). The investor comes from
// the accounts area's client (apps/web/src/api/people.ts); the product's types stay here until the products
// client answers them.
import { useQuery } from '@tanstack/react-query';
import type { ProductDocumentType } from '@zp/domain/products/documents';
import {
  getInvestor,
  type InvestorDetail,
  type InvestorUpdate,
  investorQuery,
  type UserDto,
  updateInvestor as updatePersonInvestor,
} from '../../../api/people.ts';
import { type ZeichnungProduct, zeichnungKeys } from '../../../api/subscriptions.ts';
import { api } from '../../../lib/api.ts';

const seg = (id: string | number) => encodeURIComponent(String(id));
const ZEICHNUNG_KEY = zeichnungKeys.all[0];
/** The investor (the accounts area's endpoint, cached under its key so both areas share one entry). */
export type Investor = InvestorDetail;
export type InvestorUser = UserDto;
export const investorKey = (id: string | number) => investorQuery(id).queryKey;

/** A product as `GET /product/{id}` answers it, as far as the demo wizard and the Produkt tab need it. */
export interface SubscriptionProduct extends Omit<ZeichnungProduct, 'remainingVolume' | 'name'> {
  id: number;
  name: string | null;
  kindLabel: string;
  status: 'O' | 'F';
  isZeichnable: boolean;
  issuerName: string | null;
  volume: number | null;
  investedVolume: number | null;
  description: string | null;
  /** Links of the product documents. */
  documents?: Partial<Record<ProductDocumentType, string | null>>;
  [field: string]: unknown;
}

/** `GET /product/{id}` (demo wizard and the Produkt tab). */
export const getProduct = (id: string | number, signal?: AbortSignal) =>
  api.get<SubscriptionProduct>(`/product/${seg(id)}`, { signal, quiet: true });

export const useSubscriptionProduct = (id: string | number | null | undefined) =>
  useQuery({
    queryKey: [ZEICHNUNG_KEY, 'product', String(id)],
    queryFn: ({ signal }) => getProduct(id ?? '', signal),
    enabled: id != null && id !== '',
  });

/** `POST /product/{id}/prev-interest-payment {date}` → the last interest payment; errors are ignored (null). */
export async function getPrevInterestPayment(
  productId: string | number,
  date: string,
): Promise<string | null> {
  try {
    const answer = await api.post<{ lastInterestPayment: string | null }>(
      `/product/${seg(productId)}/prev-interest-payment`,
      { date },
      { quiet: true },
    );
    return answer?.lastInterestPayment ?? null;
  } catch {
    return null;
  }
}

export const usePrevInterestPayment = (productId: string | number | null, date: string, enabled: boolean) =>
  useQuery({
    queryKey: [ZEICHNUNG_KEY, 'prev-interest', String(productId), date],
    queryFn: () => getPrevInterestPayment(productId ?? '', date),
    enabled: enabled && productId != null,
    staleTime: 5 * 60_000,
  });

export { getInvestor };

export const useSubscriptionInvestor = (id: string | number | null | undefined) =>
  useQuery({ ...investorQuery(id ?? ''), enabled: id != null && id !== '' });

/** `PUT /investor/{id}/update` with person and bank fields (saved before the step's subscription update). */
export const updateInvestor = (id: string | number, patch: Record<string, unknown>) =>
  updatePersonInvestor(id, patch as InvestorUpdate);
