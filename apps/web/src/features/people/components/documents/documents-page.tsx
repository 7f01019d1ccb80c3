import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Role } from '@zp/domain/auth/roles';
import { settingsDocumentsTexts as t } from '@zp/domain/texts/de/accounts';
import { bookingWebTexts } from '@zp/domain/texts/de/bookings';
import { enqueueSnackbar } from 'notistack';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useProviderDocuments } from '../../../../api/bookings.ts';
import { openApiFile } from '../../../../api/files.ts';
import { ISSUER_DOCUMENT_TYPES, useIssuer } from '../../../../api/issuers.ts';
import { portalTerms, usePortal, usePortalDocuments } from '../../../../api/portals.ts';
import { RetryAlert } from '../../../../components/ui/page-states.tsx';
import { paths } from '../../../../config/paths.ts';
import type { EntityId } from '../../../../lib/session.ts';

interface Doc {
  key: string;
  label: string;
  url: string | null;
  /** Behind the bearer token (issuer documents): fetched and shown through a blob URL. */
  private?: boolean;
}

function DocumentList({ docs }: { docs: Doc[] }) {
  return (
    <List data-testid="documents-list">
      {docs.map((doc) => (
        <ListItem key={doc.key} divider data-testid={`document-${doc.key}`}>
          <ListItemText
            primary={doc.label}
            secondary={doc.url ? undefined : t.missing}
            sx={{ pr: 2, wordBreak: 'break-word' }}
          />
          {doc.url &&
            (doc.private ? (
              <Button
                size="small"
                aria-label={t.openLabel(doc.label)}
                onClick={() =>
                  void openApiFile(doc.url!).catch(() => enqueueSnackbar(t.openFailed, { variant: 'error' }))
                }
              >
                {t.open}
              </Button>
            ) : (
              <Link href={doc.url} target="_blank" rel="noopener" aria-label={t.openLabel(doc.label)}>
                {t.open}
              </Link>
            ))}
        </ListItem>
      ))}
    </List>
  );
}

function State({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  children: () => ReactNode;
}) {
  if (query.isPending) return <Skeleton variant="rounded" height={200} aria-busy="true" />;
  if (query.isError)
    return (
      <RetryAlert testId="documents-error" onRetry={() => void query.refetch()}>
        {t.loadFailed}
      </RetryAlert>
    );
  return <>{children()}</>;
}

/** The provider: its legal documents (AGB, Datenschutz, Impressum … of its portals). */
function ProviderDocuments({ superuserId }: { superuserId: EntityId }) {
  const query = useProviderDocuments(superuserId);
  return (
    <>
      <Typography color="text.secondary">{t.provider}</Typography>
      <State query={query}>
        {() => (
          <DocumentList
            docs={Object.entries(query.data?.documents ?? {}).map(([key, url]) => ({
              key,
              label: bookingWebTexts.documentTypes[key] ?? key,
              url,
            }))}
          />
        )}
      </State>
      <Button component={RouterLink} to={paths.portalSettings()} sx={{ alignSelf: 'flex-start' }}>
        {t.toPortalSettings}
      </Button>
    </>
  );
}

/** The issuer: its own documents (project finance contract, privacy policy, data processing agreement). */
function IssuerDocuments({ issuerId }: { issuerId: EntityId }) {
  const query = useIssuer(issuerId);
  return (
    <>
      <Typography color="text.secondary">{t.issuer}</Typography>
      <State query={query}>
        {() => (
          <DocumentList
            docs={ISSUER_DOCUMENT_TYPES.map((key) => ({
              key,
              label: t.issuerDocuments[key] ?? key,
              url: query.data?.documents[key] ?? null,
              private: true,
            }))}
          />
        )}
      </State>
    </>
  );
}

/** Investors and affiliate partners: the terms of their portal (the provider's investor or broker documents). */
function PortalTermsDocuments({ broker }: { broker: boolean }) {
  const portal = usePortal();
  const query = usePortalDocuments();
  const terms = portalTerms(broker ? 'broker' : (portal.data?.kind ?? 'investor'), query.data);
  return (
    <>
      <Typography color="text.secondary">{broker ? t.broker : t.investor}</Typography>
      <State query={query}>
        {() => (
          <DocumentList
            docs={(['agb', 'dataPrivacy', 'imprint'] as const).map((key) => ({
              key,
              label: t.terms[key],
              url: terms[key],
            }))}
          />
        )}
      </State>
    </>
  );
}

export interface DocumentsPageProps {
  role: Role;
  superuserId?: EntityId;
  issuerId?: EntityId;
}

/** `/dokumente`, the settings' "Dokumente" item (spec 001 §6): the documents that belong to the caller's role. */
export function DocumentsPage({ role, superuserId, issuerId }: DocumentsPageProps) {
  let content: ReactNode = (
    <Alert severity="info" data-testid="documents-none">
      {t.none}
    </Alert>
  );
  if (role === 'superuser' && superuserId != null) content = <ProviderDocuments superuserId={superuserId} />;
  else if (role === 'issuer' && issuerId != null) content = <IssuerDocuments issuerId={issuerId} />;
  else if (role === 'investor') content = <PortalTermsDocuments broker={false} />;
  else if (role === 'salesrep') content = <PortalTermsDocuments broker />;
  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }} data-testid="documents-page">
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {t.title}
        </Typography>
        {content}
      </Stack>
    </Paper>
  );
}
