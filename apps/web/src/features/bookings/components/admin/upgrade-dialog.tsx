import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { formatDate, formatEuro } from '@zp/domain/format/format';
import { bookingWebTexts as t } from '@zp/domain/texts/de/bookings';
import { useId } from 'react';
import { type Upgrade, updateUpgrade, useInvalidateBookings } from '../../../../api/bookings.ts';
import { FactList } from '../shared/fact-list.tsx';
import { InvoiceLink } from '../shared/invoice-link.tsx';
import { StatusChip } from '../shared/status-chip.tsx';
import { DecisionFields } from './decision-fields.tsx';

interface Props {
  upgrade: Upgrade | null;
  editable: boolean;
  onClose: () => void;
}

/** One upgrade: its data and, for the operator, paid / accept / reject. */
export function UpgradeDialog({ upgrade, editable, onClose }: Props) {
  const titleId = useId();
  const invalidate = useInvalidateBookings();
  return (
    <Dialog
      open={upgrade !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      data-testid="upgrade-dialog"
    >
      {upgrade && (
        <>
          <DialogTitle id={titleId}>{t.upgradeTitle2(upgrade.id, upgrade.providerName)}</DialogTitle>
          <DialogContent>
            <Stack spacing={3}>
              <FactList
                facts={[
                  { label: t.modules, value: upgrade.modules.map((n) => t.moduleNumber(n)).join(', ') },
                  { label: t.createdAt, value: formatDate(upgrade.createdAt) },
                  { label: t.setupFeeTotal, value: formatEuro(upgrade.setupFeeTotal) },
                  { label: t.monthlyFeeTotal, value: formatEuro(upgrade.monthlyFeeTotal) },
                  { label: t.status, value: <StatusChip status={upgrade.status} /> },
                  { label: t.isPaid, value: upgrade.isPaid ? t.yes : t.no },
                  {
                    label: t.invoice,
                    value: (
                      <InvoiceLink
                        url={upgrade.invoiceUrl}
                        number={upgrade.invoiceNumber}
                        date={upgrade.invoiceDate}
                      />
                    ),
                  },
                ]}
              />
              {editable && (
                <DecisionFields
                  isPaid={upgrade.isPaid}
                  status={upgrade.status}
                  onSave={(change) => updateUpgrade(upgrade.id, change)}
                  onSaved={() => {
                    void invalidate();
                    onClose();
                  }}
                />
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t.close}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
