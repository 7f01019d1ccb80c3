export type { Product, ProductStatus } from '../../../lib/product-types.ts';

export interface IssuerName {
  id: number;
  name: string;
}
