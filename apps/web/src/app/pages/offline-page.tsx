import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { shellTexts } from '@zp/domain/texts/de/shell';
import { useEffect } from 'react';
import { checkHealth, HEALTH_POLL_MS, setOffline } from '../../lib/connectivity.ts';
import { CenteredPage } from './centered-page.tsx';

/** "Keine Internet Verbindung!": polls the health check every 2 s and returns to the app when it answers. */
export function OfflinePage() {
  const queryClient = useQueryClient();

  useEffect(() => {
    let active = true;
    const probe = async () => {
      if (!(await checkHealth()) || !active) return;
      setOffline(false);
      void queryClient.invalidateQueries();
    };
    const timer = setInterval(probe, HEALTH_POLL_MS);
    window.addEventListener('online', probe);
    return () => {
      active = false;
      clearInterval(timer);
      window.removeEventListener('online', probe);
    };
  }, [queryClient]);

  return (
    <CenteredPage testId="offline-page">
      <Typography variant="h5" component="h1" gutterBottom>
        {shellTexts.offline}
      </Typography>
      <Typography color="text.secondary">{shellTexts.offlineHint}</Typography>
      <CircularProgress size={28} sx={{ mt: 3 }} aria-label={shellTexts.loading} />
    </CenteredPage>
  );
}
