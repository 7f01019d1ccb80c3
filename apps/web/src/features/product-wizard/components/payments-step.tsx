import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { friendlyIban } from '@zp/domain/payments/account';
import { paymentTexts as pt } from '@zp/domain/texts/de/payments';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Product } from '../../../api/products.ts';
import type { ProductForm } from '../model/form-values.ts';
import { FIELD_LABELS, PAYMENTS_PER_YEAR_LABELS, wizardTexts as t } from '../texts.ts';
import { FieldGrid, NumberInput, Section, SelectInput, SwitchInput, TextInput } from './fields.tsx';

const COSTS = [
  'monetaryBenefits',
  'salesCost',
  'tipsterCost',
  'agentCost',
  'marketingCost',
  'depotCost',
] as const;
const paymentOptions = ['12', '4', '2', '1', '0'].map((value) => ({
  value,
  label: PAYMENTS_PER_YEAR_LABELS[value] ?? value,
}));

/** Zahlungen: interest, payment frequency, agio, profit sharing, project interest, dividends and costs. */
export function PaymentsStep({
  effectiveAccount,
}: {
  effectiveAccount?: Product['effectivePaymentAccount'];
}) {
  const { control } = useFormContext<ProductForm>();
  const [withInterest, withAgio, withProfitSharing] = useWatch({
    control,
    name: ['withInterest', 'withAgio', 'withProfitSharing'],
  });
  return (
    <Stack>
      <Section title={t.sections.interest}>
        <FieldGrid>
          <NumberInput name="interest" unit="%" required={withInterest === true} testId="product-interest" />
          <SelectInput name="paymentsPerYear" options={paymentOptions} testId="product-payments-per-year" />
        </FieldGrid>
      </Section>
      <Section title={t.sections.extras}>
        <FieldGrid>
          {withAgio === true && <NumberInput name="agio" unit="%" required testId="product-agio" />}
          {withProfitSharing === true && (
            <NumberInput name="profitSharingPercentage" unit="%" required testId="product-profit-sharing" />
          )}
          <NumberInput name="forcastedProjectInterest" unit="%" testId="product-forecasted-interest" />
          <NumberInput name="realizedProjectInterest" unit="%" testId="product-realized-interest" />
        </FieldGrid>
        <SwitchInput name="isProjectDivident" testId="product-dividends" />
      </Section>
      <Section title={t.sections.costs}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, 1fr) 1fr 1fr' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
          <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
            {t.costOnce}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
            {t.costRunning}
          </Typography>
          {COSTS.map((cost) => (
            <CostRow key={cost} cost={cost} />
          ))}
        </Box>
      </Section>
      <PaymentAccountSection effectiveAccount={effectiveAccount ?? null} />
    </Stack>
  );
}

function CostRow({ cost }: { cost: (typeof COSTS)[number] }) {
  return (
    <>
      <Typography variant="body2" sx={{ pt: { sm: 1 } }}>
        {FIELD_LABELS[cost]}
      </Typography>
      <NumberInput
        name={cost}
        unit="%"
        label={`${FIELD_LABELS[cost]} (${t.costOnce.toLowerCase()})`}
        testId={`product-${cost}`}
      />
      <NumberInput
        name={`${cost}Running`}
        unit="%"
        label={FIELD_LABELS[`${cost}Running`]}
        testId={`product-${cost}Running`}
      />
    </>
  );
}

/**
 * The receiving account of the investors' payments (issue 16): the product's own, or blank for the issuer's.
 * Says which one applies.
 */
function PaymentAccountSection({
  effectiveAccount,
}: {
  effectiveAccount: Product['effectivePaymentAccount'];
}) {
  const { control } = useFormContext<ProductForm>();
  const values = useWatch({
    control,
    name: ['paymentAccountHolder', 'paymentIban', 'paymentBic', 'paymentBankName'],
  });
  const ownGiven = values.some((v) => typeof v === 'string' && v.trim() !== '');
  const issuer = effectiveAccount?.source === 'issuer' ? effectiveAccount : null;
  return (
    <Section title={pt.accountTitle}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {pt.productAccountHint}
      </Typography>
      <FieldGrid>
        <TextInput name="paymentAccountHolder" maxLength={70} testId="product-payment-holder" />
        <TextInput name="paymentIban" maxLength={42} testId="product-payment-iban" />
        <TextInput name="paymentBic" maxLength={11} testId="product-payment-bic" />
        <TextInput name="paymentBankName" maxLength={100} testId="product-payment-bank" />
      </FieldGrid>
      <Alert severity="info" data-testid="product-payment-source">
        {ownGiven
          ? pt.sourceProduct
          : issuer
            ? `${pt.sourceIssuer} ${issuer.accountHolder}, ${friendlyIban(issuer.iban)}, ${issuer.bic}`
            : effectiveAccount
              ? pt.sourceIssuer
              : pt.sourceNone}
      </Alert>
    </Section>
  );
}
