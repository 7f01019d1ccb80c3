import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { shellTexts } from '@zp/domain/texts/de/shell';
import { CenteredPage } from './centered-page.tsx';

/** The restart page shown after a crash; the button resets and goes home. */
export function ErrorPage({ onRestart }: { onRestart: () => void }) {
  return (
    <CenteredPage testId="error-page">
      <Typography variant="h5" component="h1" gutterBottom>
        {shellTexts.crashed}
      </Typography>
      <Button variant="contained" onClick={onRestart} sx={{ mt: 2 }}>
        {shellTexts.restart}
      </Button>
    </CenteredPage>
  );
}
