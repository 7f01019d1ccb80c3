import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { KINDS, type SubscriptionStep } from '@zp/domain/products/kinds';
import { personLabels } from '@zp/domain/texts/de/accounts';
import { useFormContext, useWatch } from 'react-hook-form';
import { type Fact, Facts } from '../../../../components/ui/facts.tsx';
import { formatDate, formatEuro } from '../../../../lib/format.ts';
import type { Costs } from '../../model/costs.ts';
import { sharesOf, volumeOf, type WizardTerms, type ZeichnungForm } from '../../model/form.ts';
import { needsDepot, needsReceipt2 } from '../../model/step-fields.ts';
import { subTexts as t } from '../../texts.ts';
import { CheckField } from '../shared/check-field.tsx';
import { CostTable } from '../shared/cost-table.tsx';
import { DocumentsList, productDocumentLinks } from '../shared/documents-list.tsx';
import { InducementsSection } from './inducements-section.tsx';
import { StepSection } from './step-section.tsx';

/** Übersicht: what will be subscribed, the cost table and the receipt confirmations; "Zeichnen" finishes. */
export function OverviewStep({
  terms,
  plan,
  costs,
  error,
  zeichnungId = null,
}: {
  terms: WizardTerms;
  plan: readonly SubscriptionStep[];
  costs: Costs;
  error?: string | null;
  /** The saved subscription (null in the provider's demo wizard): its inducement disclosure is shown. */
  zeichnungId?: number | null;
}) {
  const { control } = useFormContext<ZeichnungForm>();
  const v = useWatch({ control }) as ZeichnungForm;
  const person: Fact[] = [
    { label: personLabels.salutation, value: [v.salutation, v.title].filter(Boolean).join(' ') },
    {
      label: `${personLabels.firstName} / ${personLabels.lastName}`,
      value: `${v.firstName} ${v.lastName}`.trim(),
    },
    {
      label: personLabels.street,
      value: `${v.street} ${v.houseNumber}, ${v.zipCode} ${v.city}, ${v.country}`.replace(/^[\s,]+$/, ''),
    },
    { label: personLabels.dateOfBirth, value: formatDate(v.dateOfBirth) },
  ];
  const bank: Fact[] = [
    { label: personLabels.bankAccountOwner, value: v.bankAccountOwner },
    { label: personLabels.bankIban, value: v.bankIban },
    { label: personLabels.bankBic, value: v.bankBic },
    { label: personLabels.bankName, value: v.bankName },
  ];
  if (needsDepot(terms)) bank.push({ label: personLabels.bankDepotNumber, value: v.bankDepotNumber });
  if (plan.includes('wallet')) bank.push({ label: personLabels.ethAddress, value: v.ethAddress });
  const details: Fact[] = [];
  if (KINDS[terms.kind].cooperative) details.push({ label: t.shares, value: sharesOf(v) ?? '' });
  details.push({ label: t.costAmount, value: formatEuro(volumeOf(terms, v) ?? 0) });
  if (terms.withInstallments && v.monthlyInstallment)
    details.push({ label: t.monthly, value: formatEuro(v.monthlyInstallment) });
  details.push({ label: t.transferDate, value: formatDate(v.transferDate) });
  if (terms.withThesaurierung)
    details.push({ label: t.fields.withThesaurierung, value: v.withThesaurierung ? t.yes : t.no });

  return (
    <StepSection title={t.overviewTitle} intro={t.overviewIntro} testId="step-overview">
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
            {t.summaryPerson}
          </Typography>
          <Facts facts={person} />
          <Divider sx={{ my: 1.5 }} />
          <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
            {t.summaryBank}
          </Typography>
          <Facts facts={bank} />
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
            {t.summaryDetails}
          </Typography>
          <Facts facts={details} />
          <Divider sx={{ my: 1.5 }} />
          <CostTable costs={costs} terms={terms} />
        </Paper>
      </Box>
      <InducementsSection zeichnungId={zeichnungId} volume={volumeOf(terms, v) ?? 0} />
      <Typography variant="subtitle2" component="h3">
        {t.documentsTitle}
      </Typography>
      <DocumentsList docs={productDocumentLinks(terms.documents)} />
      {error && (
        <Alert severity="error" data-testid="section-error">
          {error}
        </Alert>
      )}
      <Stack spacing={0.5}>
        <CheckField<ZeichnungForm> name="receipt1" label={t.receipt1} testId="receipt-1" />
        {needsReceipt2(terms) && (
          <CheckField<ZeichnungForm> name="receipt2" label={t.receipt2} testId="receipt-2" />
        )}
        <CheckField<ZeichnungForm> name="receipt3" label={t.receipt3} testId="receipt-3" />
      </Stack>
    </StepSection>
  );
}
