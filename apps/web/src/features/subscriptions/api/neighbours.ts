// Endpoints of neighbouring areas the subscription screens read (product, investor). Their
// types stay here until the products and accounts clients (apps/web/src/api/) exist; then these
// fetchers move there.
import { useQuery } from '@tanstack/react-query';
import type { ProductDocumentType } from '@zp/domain/products/documents';
import { type ZeichnungProduct, zeichnungKeys } from '../../../api/subscriptions.ts';
import { api } from '../../../lib/api.ts';

const seg = (id: string | number) => encodeURIComponent(String(id));
const ZEICHNUNG_KEY = zeichnungKeys.all[0];
/** The investor as the subscription screens cache it. */
export const investorKey = (id: string | number) => [ZEICHNUNG_KEY, 'investor', String(id)] as const;

/** The investor's user as `GET /investor/{id}` answers it (only what the subscription screens use). */
export interface InvestorUser {
  id: number;
  email: string;
  salutation: 'Herr' | 'Frau' | null;
  title: string | null;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  nationality: string | null;
  dateOfBirth: string | null;
  street: string | null;
  houseNumber: string | null;
  zipCode: string | null;
  city: string | null;
  country: string | null;
  landlineNumber: string | null;
  mobileNumber: string | null;
  ethAddress: string | null;
  bankAccountOwner: string | null;
  bankIban: string | null;
  bankBic: string | null;
  bankName: string | null;
  bankDepotNumber: string | null;
  isIdentified: boolean;
  idDocument: string | null;
  idNumber: string | null;
  idOffice: string | null;
}

export interface Investor {
  id: number;
  user: InvestorUser;
  superuserId: number;
  salesrepId: number | null;
  isIdentified?: boolean;
}

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

/** `GET /investor/{id}` → {id, user, …}. */
export const getInvestor = (id: string | number, signal?: AbortSignal) =>
  api.get<Investor>(`/investor/${seg(id)}`, { signal, quiet: true });

export const useSubscriptionInvestor = (id: string | number | null | undefined) =>
  useQuery({
    queryKey: investorKey(id ?? ''),
    queryFn: ({ signal }) => getInvestor(id ?? '', signal),
    enabled: id != null && id !== '',
  });

/** `PUT /investor/{id}/update` with person and bank fields (saved before the step's subscription update). */
export const updateInvestor = (id: string | number, patch: Record<string, unknown>) =>
  api.put<Investor>(`/investor/${seg(id)}/update`, patch, { quiet: true });
