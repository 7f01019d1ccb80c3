import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { can } from '@zp/domain/auth/permissions';
import { productWebTexts as t } from '@zp/domain/texts/de/products';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { Product } from '../../../../api/products.ts';
import { paths } from '../../../../config/paths.ts';
import { useSession } from '../../../../lib/session.ts';
import { useProductsBridge } from '../../bridge.tsx';
import { ProductForm } from './product-form.tsx';
import { marketplaceSections } from './sections.ts';

const MARKETPLACE_MODULE = 14;

/** Anlage Marktplatz: listing switch and description; disabled while the provider has not booked module 14. */
export function MarketplaceTab({ product, canEdit }: { product: Product; canEdit: boolean }) {
  const role = useSession()?.role;
  const navigate = useNavigate();
  const { bookedModules, bookingLoading } = useProductsBridge();
  const sections = useMemo(() => marketplaceSections(), []);
  const asksBooking = can(role, 'product.bookingGated');
  const notBooked = asksBooking && bookedModules !== null && !bookedModules.includes(MARKETPLACE_MODULE);
  const locked = (asksBooking && bookingLoading) || notBooked;
  return (
    <ProductForm
      product={product}
      sections={sections}
      canEdit={canEdit}
      locked={locked}
      testId="product-marketplace"
      intro={
        notBooked ? (
          <Alert
            severity="warning"
            data-testid="marketplace-not-booked"
            action={
              can(role, 'booking.book') && (
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => navigate(paths.booking(), { state: { upgrade: true } })}
                >
                  {t.bookUpgrade}
                </Button>
              )
            }
          >
            {t.marketplaceNotBooked}
          </Alert>
        ) : (
          <Alert severity="info">{t.marketplaceHint}</Alert>
        )
      }
    />
  );
}
