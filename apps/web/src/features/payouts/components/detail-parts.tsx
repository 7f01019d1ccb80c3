import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { can } from '@zp/domain/auth/permissions';
import type { Role } from '@zp/domain/auth/roles';
import { scheduleWebTexts as t } from '@zp/domain/texts/de/schedules';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageError, PageSkeleton } from '../../../components/ui/page-states.tsx';
import { paths } from '../../../config/paths.ts';

export function BackHome() {
  return (
    <Box>
      <Button component={RouterLink} to={paths.home()} size="small">
        {t.back}
      </Button>
    </Box>
  );
}

/** The subscription's short id, a link to its detail for roles that open subscriptions. */
export function ZeichnungLink({ role, id, uuid }: { role: Role | undefined; id: number; uuid: string }) {
  if (!can(role, 'zeichnung.view')) return <span title={uuid}>{uuid.slice(0, 8)}</span>;
  return (
    <Link component={RouterLink} to={paths.zeichnungOverview(id)} title={uuid} data-testid="zeichnung-link">
      {uuid.slice(0, 8)}
    </Link>
  );
}

export const percent = (p: number | null) =>
  p == null ? '' : `${p.toLocaleString('de-DE', { maximumFractionDigits: 4 })} %`;

/**
 * A detail page of a payment row (interest event, instalment): loading, error, not found and forbidden states, then
 * a paper with the way back, the product as overline, the title and the page's own content.
 */
export function PaymentDetailFrame<T extends { productName: string }>(props: {
  query: UseQueryResult<T>;
  notFound: string;
  testId: string;
  title: (row: T) => string;
  children: (row: T) => ReactNode;
}) {
  const { query } = props;
  if (query.isPending) return <PageSkeleton />;
  if (query.isError)
    return (
      <PageError
        error={query.error}
        onRetry={() => void query.refetch()}
        texts={{ notFound: props.notFound, forbidden: t.forbidden, loadFailed: t.loadFailed }}
      />
    );
  const row = query.data;
  return (
    <Paper sx={{ p: { xs: 2, md: 4 } }} data-testid={props.testId}>
      <Stack spacing={3}>
        <BackHome />
        <Stack spacing={0.5}>
          <Typography variant="overline" color="text.secondary">
            {row.productName}
          </Typography>
          <Typography variant="h4" component="h1">
            {props.title(row)}
          </Typography>
        </Stack>
        {props.children(row)}
      </Stack>
    </Paper>
  );
}
