import { personHints, personLabels } from '@zp/domain/texts/de/accounts';
import { useFormContext } from 'react-hook-form';
import { FormTextField } from '../../../../components/ui/form/form-text-field.tsx';
import type { ZeichnungProduct } from '../../api/types.ts';
import { needsDepot, type ZeichnungForm } from '../../model/form.ts';
import { subTexts as t } from '../../texts.ts';
import { FieldGrid, StepSection } from './step-section.tsx';

/** Bankverbindung (and the wallet address for tokenized kinds), saved on the investor. */
export function BankStep({
  terms,
  wallet,
  error,
}: {
  terms: ZeichnungProduct;
  wallet: boolean;
  error?: string | null;
}) {
  const { control } = useFormContext<ZeichnungForm>();
  const field = (name: 'bankAccountOwner' | 'bankIban' | 'bankBic' | 'bankName' | 'bankDepotNumber') => (
    <FormTextField<ZeichnungForm>
      control={control}
      name={name}
      label={personLabels[name]}
      required
      testId={`zeichnung-${name}`}
    />
  );
  return (
    <StepSection title={wallet ? t.stepLabels.wallet : t.bankTitle} error={error} testId="step-bank">
      {wallet && (
        <FormTextField<ZeichnungForm>
          control={control}
          name="ethAddress"
          label={personLabels.ethAddress}
          required
          helperText={`${t.walletHint} ${personHints.ethAddress}`}
          testId="zeichnung-ethAddress"
        />
      )}
      <FieldGrid>
        {field('bankAccountOwner')}
        {field('bankName')}
        {field('bankIban')}
        {field('bankBic')}
        {needsDepot(terms) && field('bankDepotNumber')}
      </FieldGrid>
    </StepSection>
  );
}
