import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { accountTexts, salesrepKindLabels } from '@zp/domain/texts/de/accounts';
import type { SalesrepDetail } from '../../../../api/people.ts';

/** The salesrep's current kind and whether its licence is confirmed. */
export function SalesrepStatus({ salesrep }: { salesrep: Pick<SalesrepDetail, 'kind' | 'isApproved'> }) {
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">
        {accountTexts.currentKind}:
      </Typography>
      <Chip size="small" label={salesrepKindLabels[salesrep.kind]} data-testid="salesrep-current-kind" />
      {salesrep.isApproved && salesrep.kind !== 'T' && (
        <Chip
          size="small"
          color="success"
          label={accountTexts.approvedLicence}
          data-testid="salesrep-approved"
        />
      )}
    </Stack>
  );
}
