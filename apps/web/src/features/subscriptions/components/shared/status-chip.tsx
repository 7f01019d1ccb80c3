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
      data-testid="zeichnung-status"
      data-status={status}
    />
  );
}
