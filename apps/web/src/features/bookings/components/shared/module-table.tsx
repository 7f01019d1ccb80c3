import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ModuleData } from '@zp/domain/bookings/modules';
import { bookingWebTexts as t } from '@zp/domain/texts/de/bookings';
import { moduleFeeText } from './module-fee.tsx';

interface Props {
  modules: readonly number[];
  catalogue: readonly ModuleData[];
}

/** The modules of a booking or upgrade with their fees. */
export function ModuleTable({ modules, catalogue }: Props) {
  const rows = modules.map((n) => catalogue.find((m) => m.number === n) ?? null);
  return (
    <Table size="small" data-testid="module-table">
      <TableHead>
        <TableRow>
          <TableCell sx={{ fontWeight: 700, width: 80 }}>{t.module}</TableCell>
          <TableCell sx={{ fontWeight: 700 }}>{t.moduleDesc}</TableCell>
          <TableCell align="right" sx={{ fontWeight: 700 }}>
            {t.price}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {modules.map((n, i) => {
          const m = rows[i];
          return (
            <TableRow key={n} data-testid={`module-table-row-${n}`}>
              <TableCell>{n}</TableCell>
              <TableCell>{m?.desc ?? t.moduleNumber(n)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {m ? moduleFeeText(m) : ''}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** The heading "Module" and the module table of a booking. */
export function ModulesSection(props: Props) {
  return (
    <div>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t.modules}
      </Typography>
      <ModuleTable {...props} />
    </div>
  );
}
