import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import { exemptionOrderProblem } from '@zp/domain/payouts/tax-data.rules';
import { taxDataTexts as T } from '@zp/domain/texts/de/tax-data';
import { enqueueSnackbar } from 'notistack';
import { Controller, useForm } from 'react-hook-form';
import { type ExemptionOrder, useSetExemptionOrder } from '../../../api/payouts-tax.ts';
import { FormCheckbox } from '../../../components/ui/form/form-checkbox.tsx';
import { SubmitButton } from '../../../components/ui/form/submit-button.tsx';
import { MoneyField } from '../../../components/ui/money-field.tsx';
import { TitledDialog } from '../../../components/ui/titled-dialog.tsx';
import { FORM_MODE, showApiError } from '../../../lib/form.ts';

interface FormValues {
  amount: number | null;
  joint: boolean;
}

const centsOf = (euros: number | null) => Math.round((euros ?? 0) * 100);

/** Edits one exemption order: the limit and the floor of what payouts used are checked here and on the server. */
export function ExemptionOrderDialog({ order, onClose }: { order: ExemptionOrder; onClose: () => void }) {
  const save = useSetExemptionOrder();
  const { control, handleSubmit, setError, formState } = useForm<FormValues>({
    ...FORM_MODE,
    defaultValues: { amount: order.amountCents / 100, joint: order.joint },
  });
  const submit = handleSubmit(async ({ amount, joint }) => {
    const amountCents = centsOf(amount);
    const problem = exemptionOrderProblem({ amountCents, joint, usedCents: order.usedCents });
    if (problem) {
      setError('amount', { type: 'rule', message: problem }, { shouldFocus: true });
      return;
    }
    try {
      await save.mutateAsync({ issuerId: order.issuerId, year: order.year, amountCents, joint });
      enqueueSnackbar(T.orderSaved, { variant: 'success' });
      onClose();
    } catch (error) {
      showApiError(error, setError, ['amount', 'joint'], { aliases: { amountCents: 'amount' } });
    }
  });
  return (
    <TitledDialog
      open
      onClose={onClose}
      title={T.editTitle(order.issuerName, order.year)}
      testId="exemption-order-dialog"
    >
      <form noValidate onSubmit={submit}>
        <DialogContent>
          <Stack spacing={2}>
            <Controller
              control={control}
              name="amount"
              render={({ field, fieldState }) => (
                <MoneyField
                  {...field}
                  label={T.amount}
                  fullWidth
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? '\u00a0'}
                  slotProps={{ htmlInput: { 'data-testid': 'exemption-order-amount' } }}
                />
              )}
            />
            <FormCheckbox control={control} name="joint" label={T.joint} testId="exemption-order-joint" />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{T.cancel}</Button>
          <SubmitButton pending={formState.isSubmitting} testId="exemption-order-save">
            {T.save}
          </SubmitButton>
        </DialogActions>
      </form>
    </TitledDialog>
  );
}
