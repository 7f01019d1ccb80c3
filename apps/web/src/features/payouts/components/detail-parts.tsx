import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { can } from '@zp/domain/auth/permissions';
import type { Role } from '@zp/domain/auth/roles';
import { scheduleWebTexts as t } from '@zp/domain/texts/de/schedules';
import { Link as RouterLink } from 'react-router';
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
