import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@zp/domain/format/format';
import { auditDiff, auditValueText } from '@zp/domain/platform/audit-diff';
import { auditTexts as t } from '@zp/domain/texts/de/audit';
import { type AuditFilters, type AuditRow, useAuditLog } from '../../../api/audit.ts';
import { TablePager } from '../../../components/ui/overview-table/index.ts';
import { PageSkeleton, RetryAlert } from '../../../components/ui/page-states.tsx';
import { STACKED_ON_PHONE } from '../../../components/ui/stacked-table.ts';
import { isApiError } from '../../../lib/api-error.ts';

/** The changed fields of an entry: "key: old → new", one a line (a created entry: its fields). */
export function AuditChanges({ row }: { row: AuditRow }) {
  const changes = auditDiff(row.before, row.after);
  if (changes.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t.noChanges}
      </Typography>
    );
  const created = row.before == null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2, maxWidth: 560 }} data-testid={`audit-changes-${row.id}`}>
      {changes.slice(0, 40).map((ch) => (
        <Typography component="li" variant="body2" key={ch.key} sx={{ overflowWrap: 'anywhere' }}>
          <strong>{ch.key}</strong>:{' '}
          {created ? (
            auditValueText(ch.after)
          ) : (
            <>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {auditValueText(ch.before)}
              </Box>{' '}
              → {auditValueText(ch.after)}
            </>
          )}
        </Typography>
      ))}
      {changes.length > 40 && <Typography variant="body2">… (+{changes.length - 40})</Typography>}
    </Box>
  );
}

/** The audit entries of the filters, 10 a page: when (Berlin), who, what, the readable diff. */
export function AuditTable({
  filters,
  page,
  onPage,
  testId = 'audit-table',
  showEntity = true,
}: {
  filters: AuditFilters;
  page: number;
  onPage: (page: number) => void;
  testId?: string;
  showEntity?: boolean;
}) {
  const query = useAuditLog(page + 1, filters);
  if (query.isPending) return <PageSkeleton testId={`${testId}-loading`} />;
  if (query.isError)
    return (
      <RetryAlert testId={`${testId}-error`} onRetry={() => void query.refetch()}>
        {isApiError(query.error) ? query.error.detail : t.empty}
      </RetryAlert>
    );
  const { results, count } = query.data;
  if (results.length === 0)
    return (
      <Alert severity="info" data-testid={`${testId}-empty`}>
        {t.empty}
      </Alert>
    );
  return (
    <Box data-testid={testId} sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={STACKED_ON_PHONE}>
        <TableHead>
          <TableRow>
            <TableCell>{t.colWhen}</TableCell>
            <TableCell>{t.colWho}</TableCell>
            <TableCell>{t.colAction}</TableCell>
            {showEntity && <TableCell>{t.colEntity}</TableCell>}
            <TableCell>{t.colChanges}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {results.map((row) => (
            <TableRow key={row.id} data-testid={`audit-row-${row.id}`} sx={{ verticalAlign: 'top' }}>
              <TableCell sx={{ whiteSpace: 'nowrap' }} data-label={t.colWhen}>
                {formatDateTime(row.at)}
              </TableCell>
              {/* one block a cell: on a phone the cell is a row "label … value" (STACKED_ON_PHONE) */}
              <TableCell data-label={t.colWho}>
                <Box>
                  {row.actorName}
                  {row.actorEmail && row.actorEmail !== row.actorName && (
                    <Typography variant="body2" color="text.secondary">
                      {row.actorEmail}
                    </Typography>
                  )}
                </Box>
              </TableCell>
              <TableCell data-label={t.colAction}>
                <Box>
                  <code>{row.action}</code>
                  {row.redacted && <Chip size="small" label={t.redacted} sx={{ ml: 1 }} />}
                </Box>
              </TableCell>
              {showEntity && (
                <TableCell data-label={t.colEntity}>
                  {row.entity}
                  {row.entityId ? ` ${row.entityId}` : ''}
                </TableCell>
              )}
              <TableCell data-label={t.colChanges}>
                <AuditChanges row={row} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePager count={count} page={page} onPage={onPage} />
    </Box>
  );
}
