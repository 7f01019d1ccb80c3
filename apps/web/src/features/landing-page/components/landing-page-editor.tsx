// The provider's landing page editor (module 13, issue 20, decision 034): the Superuser detail "Frontend" tab and
// the portal menu's "Landingpage" page. The form, a live preview beside it (below it on narrow screens), the
// booked landing domain, and the chatbot editor.
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { landingWebTexts as t } from '@zp/domain/texts/de/landing-page';
import type { ReactNode } from 'react';
import { type LandingPage, useLandingPage } from '../../../api/landing-page.ts';
import { PageError, PageSkeleton } from '../../../components/ui/page-states.tsx';
import { LandingForm } from './landing-form.tsx';
import { LandingPreview } from './landing-preview.tsx';

interface Props {
  /** The provider (superuser id, as in `/superuser/:id`). */
  superuserId: string | number;
  /** Shown below the form: the chatbot editor (composed by the route; features do not import each other). */
  chatbot?: ReactNode;
}

/** The landing domain as this app reaches it (same scheme and port as the app itself). */
function domainUrl(domain: string): string {
  const { protocol, port } = window.location;
  return `${protocol}//${domain}${port ? `:${port}` : ''}/`;
}

function DomainNote({ page }: { page: LandingPage }) {
  if (!page.landingPageDomain)
    return (
      <Alert severity="info" data-testid="landing-no-module">
        {t.noModule}
      </Alert>
    );
  if (!page.live)
    return (
      <Alert severity="warning" data-testid="landing-not-live">
        {t.notLive(page.landingPageDomain)}
      </Alert>
    );
  return (
    <Alert severity="success" data-testid="landing-live">
      {t.liveAt}{' '}
      <Link
        href={domainUrl(page.landingPageDomain)}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="landing-domain-link"
      >
        {page.landingPageDomain}
      </Link>
    </Alert>
  );
}

export function LandingPageEditor({ superuserId, chatbot }: Props) {
  const query = useLandingPage(superuserId);
  if (query.isPending) return <PageSkeleton testId="landing-loading" />;
  if (query.isError)
    return (
      <PageError
        error={query.error}
        onRetry={() => void query.refetch()}
        texts={{ notFound: t.loadFailed, forbidden: t.forbidden, loadFailed: t.loadFailed }}
      />
    );
  return (
    <Stack spacing={3} data-testid="landing-editor">
      <div>
        <Typography variant="h5" component="h2">
          {t.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t.intro}
        </Typography>
      </div>
      <DomainNote page={query.data} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <LandingForm superuserId={superuserId} page={query.data} />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Stack sx={{ position: { lg: 'sticky' }, top: { lg: 80 } }}>
            <LandingPreview superuserId={superuserId} />
          </Stack>
        </Grid>
      </Grid>
      {chatbot}
    </Stack>
  );
}
