import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { auditTexts as t } from '@zp/domain/texts/de/audit';
import { useState } from 'react';
import { AuditTable } from './audit-table.tsx';

/** One entity's own history (a subscription, product, booking, commission …): its audit entries, newest first. */
export function AuditHistory({ entity, entityId }: { entity: string; entityId: string | number }) {
  const [page, setPage] = useState(0);
  return (
    <Stack spacing={1} data-testid="audit-history">
      <Typography variant="h6" component="h2">
        {t.history}
      </Typography>
      <AuditTable
        filters={{ entity, entityId: String(entityId) }}
        page={page}
        onPage={setPage}
        testId="audit-history-table"
        showEntity={false}
      />
    </Stack>
  );
}
