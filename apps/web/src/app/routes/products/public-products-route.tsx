import Box from '@mui/material/Box';
import { usePortal } from '../../../api/portals.ts';
import { NewsletterBox } from '../../../features/newsletter/components/newsletter-box.tsx';
import { PublicProductsPage } from '../../../features/products/components/public/public-products-page.tsx';

/** `/angebote` (lazy chunk, public): the investor portal's offers, with the provider's newsletter box (origin 2). */
export default function PublicProductsRoute() {
  const kind = usePortal().data?.kind;
  return (
    <>
      <PublicProductsPage />
      {kind === 'investor' && (
        <Box sx={{ mt: 3 }}>
          <NewsletterBox origin={2} />
        </Box>
      )}
    </>
  );
}
