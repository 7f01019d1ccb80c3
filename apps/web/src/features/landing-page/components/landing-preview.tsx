// The live preview: the server-rendered page (without scripts) in a sandboxed iframe; read again after each save.
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { landingWebTexts as t } from '@zp/domain/texts/de/landing-page';
import { useLandingPreview } from '../../../api/landing-page.ts';
import { RetryAlert } from '../../../components/ui/page-states.tsx';

export function LandingPreview({ superuserId }: { superuserId: string | number }) {
  const preview = useLandingPreview(superuserId);
  return (
    <Paper sx={{ p: 2 }} component="section" aria-label={t.preview} data-testid="landing-preview">
      <Typography variant="h6" component="h2">
        {t.preview}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t.previewHint}
      </Typography>
      {preview.isPending ? (
        <Skeleton variant="rounded" height={560} data-testid="landing-preview-loading" />
      ) : preview.isError ? (
        <RetryAlert testId="landing-preview-error" onRetry={() => void preview.refetch()}>
          {t.previewFailed}
        </RetryAlert>
      ) : (
        // No allow-scripts: the preview has none, and nothing in it may run. Same origin so its images load.
        <iframe
          title={t.previewFrameTitle}
          srcDoc={preview.data}
          sandbox="allow-same-origin"
          style={{ width: '100%', height: 560, border: '1px solid rgba(0,0,0,0.12)', borderRadius: 4 }}
          data-testid="landing-preview-frame"
        />
      )}
    </Paper>
  );
}
