import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { newsletterTexts as t } from '@zp/domain/texts/de/newsletter';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { confirmNewsletter, unsubscribeNewsletter } from '../../../api/newsletter.ts';
import { isApiError } from '../../../lib/api-error.ts';

type State = { kind: 'working' } | { kind: 'done'; text: string } | { kind: 'failed'; text: string };

/**
 * `/newsletter/confirm/:token` and `/newsletter/unsubscribe/:token` (public): the links of the newsletter mails. Posts
 * the token once and shows the German result.
 */
export function NewsletterLinkPage({ action, token }: { action: 'confirm' | 'unsubscribe'; token: string }) {
  const [state, setState] = useState<State>({ kind: 'working' });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    (action === 'confirm' ? confirmNewsletter(token) : unsubscribeNewsletter(token)).then(
      (answer) => setState({ kind: 'done', text: answer.detail }),
      (error) =>
        setState({
          kind: 'failed',
          text:
            isApiError(error) && (error.status === 404 || error.status === 400)
              ? t.invalidLink
              : isApiError(error) && error.status === 429
                ? error.detail
                : t.subscribeFailed,
        }),
    );
  }, [action, token]);

  return (
    <Paper sx={{ p: 3, maxWidth: 560, mx: 'auto', mt: 4 }} data-testid={`newsletter-${action}-page`}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {action === 'confirm' ? t.confirmTitle : t.unsubscribeTitle}
        </Typography>
        {state.kind === 'working' ? (
          <Stack
            direction="row"
            spacing={2}
            sx={{ alignItems: 'center' }}
            data-testid="newsletter-link-working"
          >
            <CircularProgress size={24} />
            <Typography>{t.working}</Typography>
          </Stack>
        ) : (
          <Alert severity={state.kind === 'done' ? 'success' : 'error'} data-testid="newsletter-link-result">
            {state.text}
          </Alert>
        )}
        <Button component={RouterLink} to="/" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
          {t.toHome}
        </Button>
      </Stack>
    </Paper>
  );
}
