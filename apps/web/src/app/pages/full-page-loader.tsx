import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { shellTexts } from '@zp/domain/texts/de/shell';

/** Spinner while the portal is being resolved or a page chunk is loading. */
export function FullPageLoader({ inline = false }: { inline?: boolean }) {
  return (
    <Box
      role="progressbar"
      aria-label={shellTexts.loading}
      sx={{ display: 'grid', placeItems: 'center', minHeight: inline ? 240 : '100vh' }}
    >
      <CircularProgress aria-hidden />
    </Box>
  );
}
