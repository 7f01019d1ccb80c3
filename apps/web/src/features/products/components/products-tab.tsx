import Chip from '@mui/material/Chip';
import { can } from '@zp/domain/auth/permissions';
import { productWebTexts as t } from '@zp/domain/texts/de/products';
import { useNavigate } from 'react-router';
import type { Product } from '../../../api/products.ts';
import { listProducts, productsListKey } from '../../../api/products.ts';
import { OverviewTable } from '../../../components/ui/overview-table/overview-table.tsx';
import type { OverviewColumn, OverviewFilter } from '../../../components/ui/overview-table/types.ts';
import { formatDate, formatEuro } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { productPath } from '../product-routing.ts';
import { FundedProductButton } from './funded-product-button.tsx';
import { NewProductButton } from './new-product-button.tsx';

const euro = (v: number | null | undefined) => (v == null ? '' : formatEuro(v));
const yesNo = [
  { value: 'true', label: t.yes },
  { value: 'false', label: t.no },
];

const allColumns: readonly OverviewColumn<Product>[] = [
  { key: 'id', label: t.columns.id },
  { key: 'name', label: t.columns.name, render: (p) => p.name ?? '—' },
  { key: 'issuer', label: t.columns.issuer, render: (p) => p.issuerName },
  { key: 'kind', label: t.columns.kind, render: (p) => p.kindLabel },
  { key: 'volume', label: t.columns.volume, align: 'right', render: (p) => euro(p.volume) },
  {
    key: 'investedVolume',
    label: t.columns.investedVolume,
    align: 'right',
    render: (p) => euro(p.investedVolume),
  },
  {
    key: 'status',
    label: t.columns.status,
    render: (p) => (
      <Chip
        size="small"
        variant="outlined"
        color={p.status === 'F' ? 'primary' : 'default'}
        label={t.statusLabels[p.status] ?? p.status}
      />
    ),
  },
  {
    key: 'isZeichnable',
    label: t.columns.isZeichnable,
    render: (p) => (
      <Chip
        size="small"
        color={p.isZeichnable ? 'success' : 'default'}
        variant={p.isZeichnable ? 'filled' : 'outlined'}
        label={p.isZeichnable ? t.yes : t.no}
      />
    ),
  },
  { key: 'dateOfCreation', label: t.columns.dateOfCreation, render: (p) => formatDate(p.dateOfCreation) },
];
const INVESTOR_HIDDEN = ['status', 'isZeichnable', 'issuer'];

const filters: readonly OverviewFilter[] = [
  { key: 'uuid', label: t.filters.uuid, type: 'text' },
  { key: 'product-id', label: t.filters.productId, type: 'text' },
  { key: 'product-name', label: t.filters.productName, type: 'text' },
  { key: 'issuer', label: t.filters.issuerName, type: 'text' },
  { key: 'is-zeichnable', label: t.filters.isZeichnable, type: 'select', options: yesNo },
  {
    key: 'status',
    label: t.filters.status,
    type: 'select',
    options: [
      { value: 'O', label: t.statusLabels.O ?? 'O' },
      { value: 'F', label: t.statusLabels.F ?? 'F' },
    ],
  },
  {
    key: 'subscribed',
    label: t.filters.subscribed,
    type: 'select',
    options: [
      { value: 'true', label: t.filters.subscribedYes },
      { value: 'false', label: t.filters.subscribedNo },
    ],
  },
];

export interface ProductsTabProps {
  /**
   * What a row click does instead of opening the product's page, e.g. starting a subscription for investors
   * (spec 000 §2; the app composes it from the subscriptions area).
   */
  onRowClick?: (product: Product) => void;
}

/** Home tab "Finanzprodukte" (all but salesreps); a row opens the page its status and kind call for. */
export function ProductsTab({ onRowClick }: ProductsTabProps = {}) {
  const role = useSession()?.role;
  const navigate = useNavigate();
  const isInvestor = can(role, 'product.publicView');
  const columns = isInvestor ? allColumns.filter((c) => !INVESTOR_HIDDEN.includes(c.key)) : allColumns;
  return (
    <OverviewTable<Product>
      queryKey={productsListKey}
      title={t.listTitle}
      columns={columns}
      filters={filters}
      hideFilters={isInvestor}
      fetcher={listProducts}
      onRowClick={(product) => (onRowClick ? onRowClick(product) : navigate(productPath(product, role)))}
      data-testid="products-table"
      actions={
        can(role, 'product.create') && (
          <>
            <NewProductButton />
            <FundedProductButton />
          </>
        )
      }
    />
  );
}
