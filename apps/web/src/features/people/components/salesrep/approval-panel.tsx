import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { accountTexts, salesrepKindLabels } from '@zp/domain/texts/de/accounts';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import type { SalesrepDetail, SalesrepUpdate } from '../../../../api/people.ts';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { showApiError } from '../../../../lib/form.ts';

interface Props {
  salesrep: SalesrepDetail;
  save: (patch: SalesrepUpdate) => Promise<SalesrepDetail>;
}

type Decision = 'accept' | 'reject' | 'revoke';

/** "Annahme lizensierter Affiliate Partner": the provider accepts or rejects a licence request. */
export function ApprovalPanel({ salesrep, save }: Props) {
  const [decision, setDecision] = useState<Decision | null>(null);
  const name = `${salesrep.user.firstName} ${salesrep.user.lastName}`.trim();
  const requested = salesrep.kindRequesting ? salesrepKindLabels[salesrep.kindRequesting] : '';
  const isLicensed = salesrep.isApproved && salesrep.kind !== 'T';

  const decide = async () => {
    const approve = decision === 'accept';
    try {
      await save({ isApproved: approve });
      enqueueSnackbar(approve ? accountTexts.salesrepApproved : accountTexts.salesrepRejected, {
        variant: 'success',
      });
    } catch (error) {
      showApiError(error, () => undefined, []);
      return false;
    }
    return true;
  };

  const dialog =
    decision === 'accept'
      ? { title: accountTexts.acceptTitle, text: accountTexts.acceptText(name, requested) }
      : decision === 'reject'
        ? { title: accountTexts.rejectTitle, text: accountTexts.rejectText(name) }
        : { title: accountTexts.revokeTitle, text: accountTexts.revokeText(name) };

  return (
    <Stack spacing={2} data-testid="salesrep-approval">
      {salesrep.isRequesting && salesrep.kindRequesting ? (
        <>
          <Alert severity="info" data-testid="approval-pending">
            {accountTexts.pendingRequest(requested)}
            {salesrep.registrationNumber
              ? ` ${accountTexts.registrationNumberLabel}: ${salesrep.registrationNumber}`
              : ''}
          </Alert>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={() => setDecision('accept')} data-testid="approval-accept">
              {accountTexts.accept}
            </Button>
            <Button
              variant="outlined"
              color="error"
              onClick={() => setDecision('reject')}
              data-testid="approval-reject"
            >
              {accountTexts.reject}
            </Button>
          </Stack>
        </>
      ) : (
        <Alert severity="success" icon={false} data-testid="approval-none">
          {accountTexts.noPendingRequest}
        </Alert>
      )}
      {isLicensed && !salesrep.isRequesting && (
        <Button
          variant="outlined"
          color="error"
          onClick={() => setDecision('revoke')}
          sx={{ alignSelf: 'flex-start' }}
          data-testid="approval-revoke"
        >
          {accountTexts.revokeApproval}
        </Button>
      )}
      <ConfirmDialog
        open={decision !== null}
        title={dialog.title}
        text={dialog.text}
        confirmLabel={decision === 'accept' ? accountTexts.accept : accountTexts.reject}
        destructive={decision !== 'accept'}
        onConfirm={decide}
        onClose={() => setDecision(null)}
      />
    </Stack>
  );
}
