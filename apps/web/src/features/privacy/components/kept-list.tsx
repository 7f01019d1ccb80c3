import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate } from '@zp/domain/format/format';
import type { ErasureResult } from '@zp/domain/privacy/privacy.contract';
import { privacyTexts as T } from '@zp/domain/texts/de/privacy';

/** What an erasure removed at once and what is kept, why and until when (decision 035). */
export function ErasureSummary({ result }: { result: ErasureResult }) {
  return (
    <>
      <Typography variant="subtitle1" component="h3">
        {T.erasedTitle}
      </Typography>
      <ul data-testid="privacy-erased">
        {result.erased.map((e) => (
          <li key={e}>{T.erasedItem[e]}</li>
        ))}
      </ul>
      <Typography variant="subtitle1" component="h3">
        {T.keptTitle}
      </Typography>
      {result.kept.length === 0 ? (
        <Typography data-testid="privacy-kept-none">{T.keptNone}</Typography>
      ) : (
        <Table size="small" data-testid="privacy-kept">
          <TableHead>
            <TableRow>
              <TableCell>{T.colWhat}</TableCell>
              <TableCell>{T.colWhy}</TableCell>
              <TableCell>{T.colUntil}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.kept.map((k) => (
              <TableRow key={k.category} data-testid={`privacy-kept-${k.category}`}>
                <TableCell>{T.category[k.category]}</TableCell>
                <TableCell>{T.why[k.category]}</TableCell>
                <TableCell>
                  {k.relationshipOpen ? `${T.relationshipOpen} ` : ''}
                  {formatDate(k.keepUntil)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
