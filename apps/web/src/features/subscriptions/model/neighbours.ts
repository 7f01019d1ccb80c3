// Endpoints of neighbouring areas the subscription screens read, through those areas' clients: the product
// (apps/web/src/api/products.ts) and the investor (apps/web/src/api/people.ts), cached under their keys so the
// subscription screens share one entry with the product and people pages.
import { useQuery } from '@tanstack/react-query';
import {
  type InvestorDetail,
  type InvestorUpdate,
  investorQuery,
  type UserDto,
  updateInvestor as updatePersonInvestor,
} from '../../../api/people.ts';
import { type Product, previousInterestPaymentQuery, productQuery } from '../../../api/products.ts';

/** The investor (the accounts area's endpoint, cached under its key so both areas share one entry). */
export type Investor = InvestorDetail;
export type InvestorUser = UserDto;
export const investorKey = (id: string | number) => investorQuery(id).queryKey;

/** A product as `GET /product/{id}` answers it (demo wizard and the Produkt tab). */
export type SubscriptionProduct = Product;

/** The product page's cache entry; these screens do not retry a failed read (as before they shared it). */
export const useSubscriptionProduct = (id: string | number | null | undefined) =>
  useQuery({ ...productQuery(id ?? ''), enabled: id != null && id !== '', retry: false });

export const usePrevInterestPayment = (productId: string | number | null, date: string, enabled: boolean) =>
  useQuery({ ...previousInterestPaymentQuery(productId ?? '', date), enabled: enabled && productId != null });

export const useSubscriptionInvestor = (id: string | number | null | undefined) =>
  useQuery({ ...investorQuery(id ?? ''), enabled: id != null && id !== '' });

/** `PUT /investor/{id}/update` with person and bank fields (saved before the step's subscription update). */
export const updateInvestor = (id: string | number, patch: Record<string, unknown>) =>
  updatePersonInvestor(id, patch as InvestorUpdate);
