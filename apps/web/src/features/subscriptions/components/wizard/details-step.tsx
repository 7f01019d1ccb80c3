import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { KINDS } from '@zp/domain/products/kinds';
import { roundToInterval } from '@zp/domain/subscriptions/calc';
import { issuerRest, LIMIT_WITHOUT_DISCLOSURE } from '@zp/domain/subscriptions/issuer-limit';
import { addWorkingDays, TRANSFER_WORKING_DAYS } from '@zp/domain/subscriptions/working-days';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import type { Zeichnung } from '../../../../api/subscriptions.ts';
import { FormTextField } from '../../../../components/ui/form/form-text-field.tsx';
import { MoneyField } from '../../../../components/ui/money-field.tsx';
import { formatDate, formatEuro, formatNumber } from '../../../../lib/format.ts';
import type { Costs } from '../../model/costs.ts';
import { volumeOf, type WizardTerms, type ZeichnungForm } from '../../model/form.ts';
import { subTexts as t } from '../../texts.ts';
import { CheckField } from '../shared/check-field.tsx';
import { CostTable } from '../shared/cost-table.tsx';
import { StepSection } from './step-section.tsx';

function AmountField({
  name,
  label,
  interval,
  helperText,
  testId,
  required = true,
}: {
  name: 'volume' | 'monthlyInstallment' | 'selfDisclosureMonthlyIncome';
  label: string;
  interval: number | null;
  helperText: string;
  testId: string;
  required?: boolean;
}) {
  const { control } = useFormContext<ZeichnungForm>();
  const { field, fieldState } = useController({ control, name });
  return (
    <MoneyField
      label={label}
      name={field.name}
      value={field.value}
      // Rounded to the product's subscription interval when the field is left (spec 000 §5).
      onChange={(v) => field.onChange(v === null ? null : roundToInterval(v, interval))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      required={required}
      fullWidth
      size="small"
      data-testid={testId}
    />
  );
}

/** Zeichnungsdetails: amount (or shares), instalment, transfer date, confirmations, self-disclosure, costs. */
export function DetailsStep({
  terms,
  today,
  costs,
  error,
  issuerLimit = null,
}: {
  terms: WizardTerms;
  today: string;
  costs: Costs;
  error?: string | null;
  /** The investor's sum with the issuer and the stored self-disclosure (null in the demo wizard). */
  issuerLimit?: Zeichnung['issuerLimit'];
}) {
  const { control } = useFormContext<ZeichnungForm>();
  const values = useWatch({ control }) as ZeichnungForm;
  const cooperative = KINDS[terms.kind].cooperative;
  const min = terms.minInvestment ?? 0;
  const volume = volumeOf(terms, values) ?? 0;
  const lastTransferDay = addWorkingDays(today, TRANSFER_WORKING_DAYS);
  const subscribed = issuerLimit?.subscribed ?? 0;
  const showSelfDisclosure = terms.withSelfDisclosure && subscribed + volume > LIMIT_WITHOUT_DISCLOSURE;
  const stored = issuerLimit?.selfDisclosure;
  return (
    <StepSection title={t.detailsTitle} error={error} testId="step-details">
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        }}
      >
        <Stack spacing={2}>
          {cooperative ? (
            <Stack spacing={1}>
              <FormTextField<ZeichnungForm>
                control={control}
                name="shares"
                label={t.shares}
                required
                helperText={t.sharesHint(formatEuro(min))}
                testId="zeichnung-shares"
              />
              <Typography variant="body2" data-testid="zeichnung-shares-amount">
                {t.sharesAmount}: <strong>{formatEuro(volume)}</strong>
              </Typography>
            </Stack>
          ) : (
            <AmountField
              name="volume"
              label={t.amount}
              interval={terms.volumeInterval}
              helperText={t.amountHint(
                formatEuro(min),
                terms.volumeInterval ? formatEuro(terms.volumeInterval) : null,
              )}
              testId="zeichnung-amount"
            />
          )}
          {terms.withInstallments && (
            <AmountField
              name="monthlyInstallment"
              label={t.monthly}
              interval={null}
              helperText={t.monthlyHint(
                terms.minMonthlyInstallment ? formatEuro(terms.minMonthlyInstallment) : null,
                terms.maxMonthlyInstallment ? formatEuro(terms.maxMonthlyInstallment) : null,
              )}
              testId="zeichnung-monthly"
            />
          )}
          <FormTextField<ZeichnungForm>
            control={control}
            name="transferDate"
            label={t.transferDate}
            type="date"
            required={terms.withInterest}
            helperText={t.transferHint(formatDate(lastTransferDay))}
            testId="zeichnung-transfer-date"
          />
          {terms.remainingVolume != null && (
            <Typography variant="body2" color="text.secondary">
              {t.remaining(formatEuro(terms.remainingVolume))}
            </Typography>
          )}
          <Stack spacing={0.5}>
            <CheckField<ZeichnungForm>
              name="investOnOwnAccepted"
              label={t.ownFunds}
              testId="zeichnung-own-funds"
            />
            <CheckField<ZeichnungForm>
              name="enoughMoneyToInvestCashAccepted"
              label={t.enoughCash}
              testId="zeichnung-enough-cash"
            />
            {terms.withInstallments && (
              <CheckField<ZeichnungForm>
                name="enoughMoneyToInvestMonthlyAccepted"
                label={t.enoughMonthly}
                testId="zeichnung-enough-monthly"
              />
            )}
            {terms.withThesaurierung && (
              <CheckField<ZeichnungForm>
                name="withThesaurierung"
                label={t.thesaurierung}
                testId="zeichnung-thesaurierung"
              />
            )}
          </Stack>
          {terms.withSelfDisclosure && (
            <Typography variant="body2" data-testid="issuer-rest" aria-live="polite">
              {subscribed > 0 && `${t.issuerSubscribed(formatEuro(subscribed))}. `}
              {t.issuerRest(formatNumber(issuerRest(values, subscribed)))}
            </Typography>
          )}
          {showSelfDisclosure && (
            <Paper variant="outlined" sx={{ p: 2 }} data-testid="self-disclosure">
              <Typography variant="subtitle2" component="h3">
                {t.selfDisclosureTitle}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t.selfDisclosureText} {t.selfDisclosureIssuerText}
              </Typography>
              {stored && (
                <Typography variant="body2" sx={{ mb: 1 }} data-testid="stored-self-disclosure">
                  {t.storedSelfDisclosure(formatDate(stored.createdAt))}
                </Typography>
              )}
              <CheckField<ZeichnungForm>
                name="selfDisclosureAssets"
                label={t.selfDisclosureAssets}
                testId="zeichnung-self-disclosure-assets"
              />
              <CheckField<ZeichnungForm>
                name="selfDisclosureIncome"
                label={t.selfDisclosureIncome}
                revalidate={['selfDisclosureAssets']}
                testId="zeichnung-self-disclosure-income"
              />
              {values.selfDisclosureIncome && (
                <Box sx={{ mt: 1 }}>
                  <AmountField
                    name="selfDisclosureMonthlyIncome"
                    label={t.selfDisclosureMonthlyIncome}
                    interval={null}
                    helperText=""
                    testId="zeichnung-self-disclosure-monthly-income"
                  />
                </Box>
              )}
            </Paper>
          )}
        </Stack>
        <Paper variant="outlined" sx={{ p: 2, alignSelf: 'start' }}>
          <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
            {t.costsTitle}
          </Typography>
          <CostTable costs={costs} terms={terms} />
        </Paper>
      </Box>
    </StepSection>
  );
}
