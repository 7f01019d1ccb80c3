import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

/** What the products area needs from the bookings area; the app composes it (features never import features). */
export interface ProductsBridgeValue {
  /** The bookings area's dialog listing the modules a product kind needs, with "Upgrade buchen". */
  MissingModulesDialog: ComponentType<{ kind: number; open: boolean; onClose: () => void }> | null;
  /** Modules of the provider's booking: null when unknown (not asked for the role, or failed). */
  bookedModules: readonly number[] | null;
  /** The booking is still loading. */
  bookingLoading: boolean;
  /** The provider's investor portal, e.g. for the embeddable snippet. */
  investorPortalUrl: string | null;
}

const DEFAULT: ProductsBridgeValue = {
  MissingModulesDialog: null,
  bookedModules: null,
  bookingLoading: false,
  investorPortalUrl: null,
};

const ProductsBridgeContext = createContext<ProductsBridgeValue>(DEFAULT);

export function ProductsBridgeProvider({
  value,
  children,
}: {
  value: ProductsBridgeValue;
  children: ReactNode;
}) {
  return <ProductsBridgeContext.Provider value={value}>{children}</ProductsBridgeContext.Provider>;
}

export const useProductsBridge = (): ProductsBridgeValue => useContext(ProductsBridgeContext);
