import { DemoWizard } from '../wizard/demo-wizard.tsx';

/**
 * Tab "Zeichnungsstrecke" of a product (superuser, issuer): the subscription wizard of this product in demo mode
 * (nothing is saved), with "Demo-Zeichnungsschein anfordern" and a link to the wizard's own page.
 */
export function SubscriptionPreview({ productId }: { productId: string | number }) {
  return <DemoWizard key={String(productId)} productId={productId} embedded />;
}
