import Typography from '@mui/material/Typography';
import { commonTexts } from '@zp/domain/texts/de/common';
import { CenteredPage } from './centered-page.tsx';

/** Shown instead of the app on a subdomain that does not exist or whose booking is not live. */
export function UnknownSubdomainPage() {
  return (
    <CenteredPage testId="unknown-subdomain">
      <Typography variant="h5" component="h1">
        {commonTexts.unknownSubdomain}
      </Typography>
    </CenteredPage>
  );
}
