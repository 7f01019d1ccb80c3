import { Navigate } from 'react-router';
import { useProductDraft as useProduct } from '../../../api/products.ts';
import { paths } from '../../../config/paths.ts';
import { wizardTexts as t } from '../texts.ts';
import { WizardFrame, WizardLoadError, WizardLoading } from './page-states.tsx';
import { ProductWizard } from './product-wizard.tsx';

/** `/create-product/:productId`: the wizard of a product in creation; finished ones open their page. */
export function ProductWizardPage({ productId }: { productId: string }) {
  const query = useProduct(productId);
  if (query.isPending) return <WizardLoading />;
  if (query.isError) return <WizardLoadError error={query.error} onRetry={() => void query.refetch()} />;
  const product = query.data;
  if (product.kind === 12) return <Navigate to={paths.createFundedProduct(product.id)} replace />;
  if (product.status === 'F') return <Navigate to={paths.product(product.id)} replace />;
  const subtitle = [product.name, `#${product.id}`].filter(Boolean).join(' · ');
  return (
    <WizardFrame title={t.title} subtitle={subtitle}>
      <ProductWizard key={product.id} product={product} />
    </WizardFrame>
  );
}
