import Chip from '@mui/material/Chip';
import type { ZeichnungStatus } from '../../../../api/subscriptions.ts';
import { subTexts } from '../../texts.ts';

const COLORS = { O: 'default', F: 'warning', A: 'success', W: 'error' } as const;

/** O "Abgebrochen", F "In Annahme", A "Abgeschlossen", W "Widerrufen". */
export function ZeichnungStatusChip({ status }: { status: ZeichnungStatus }) {
  return (
    <Chip
      size="small"
      color={COLORS[status] ?? 'default'}
      label={subTexts.statusLabels[status] ?? status}
      // MUI's warning orange with white text stays below the 4.5:1 contrast (WCAG AA): a darker orange.
      sx={status === 'F' ? { bgcolor: '#8c4a00', color: '#fff' } : undefined}
      data-testid="zeichnung-status"
      data-status={status}
    />
  );
}
