import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { inducementTexts as t } from '@zp/domain/texts/de/commissions';
import { type Inducements, inducementsQuery } from '../../../../api/commissions.ts';
import { Notice, RetryAlert } from '../../../../components/ui/page-states.tsx';
import { formatCents, formatPercent } from '../../../../lib/format.ts';

/**
 * "Zuwendungen an Vermittler (§ 17 FinVermV)" on the overview step (docs/decisions/019): the commissions the
 * subscription would pay per level, computed by the server from the saved volume. Without a subscription (the
 * provider's demo wizard) there is nothing to compute.
 */
export function InducementsSection({ zeichnungId, volume }: { zeichnungId: number | null; volume: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="inducements-title">
      <Typography variant="subtitle1" component="h3" id="inducements-title" sx={{ mb: 1 }}>
        {t.title}
      </Typography>
      {zeichnungId == null ? (
        <Notice severity="info" text={t.demo} testId="inducements-demo" />
      ) : (
        <InducementsOf zeichnungId={zeichnungId} volume={volume} />
      )}
    </Paper>
  );
}

function InducementsOf({ zeichnungId, volume }: { zeichnungId: number; volume: number }) {
  const query = useQuery(inducementsQuery(zeichnungId, volume));
  if (query.isPending)
    return (
      <div aria-busy="true" data-testid="inducements-loading">
        <Typography variant="body2" color="text.secondary" role="status">
          {t.loading}
        </Typography>
        <Skeleton variant="rounded" height={72} />
      </div>
    );
  if (query.isError)
    return (
      <RetryAlert testId="inducements-error" onRetry={() => void query.refetch()}>
        {t.loadError}
      </RetryAlert>
    );
  return <InducementTable data={query.data} />;
}

function InducementTable({ data }: { data: Inducements }) {
  if (data.rows.length === 0 || !data.rateType)
    return (
      <Typography variant="body2" data-testid="inducements-none">
        {t.none}
      </Typography>
    );
  const c = t.columns;
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t.intro(data.rateType)}
      </Typography>
      <Table size="small" aria-label={t.tableLabel} data-testid="inducements-table">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {c.recipient}
            </TableCell>
            <TableCell component="th" scope="col">
              {c.role}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {c.percentage}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {c.amount}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.rows.map((r) => (
            <TableRow key={r.level} data-testid={`inducement-level-${r.level}`}>
              <TableCell component="th" scope="row">
                {r.partnerName ? `${r.label}: ${r.partnerName}` : r.label}
              </TableCell>
              <TableCell>{r.role ?? '—'}</TableCell>
              <TableCell align="right">{formatPercent(r.percentage)}</TableCell>
              <TableCell align="right">{formatCents(r.amountCents)}</TableCell>
            </TableRow>
          ))}
          <TableRow data-testid="inducement-total">
            <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
              {t.total}
            </TableCell>
            <TableCell />
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {formatPercent(data.totalPercentage)}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {formatCents(data.totalCents)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </>
  );
}
