import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { personHints, personLabels } from '@zp/domain/texts/de/accounts';
import { walletTexts } from '@zp/domain/texts/de/wallet';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormTextField } from '../../../../components/ui/form/form-text-field.tsx';
import { connectWallet, walletErrorMessage } from '../../../../lib/wallet.ts';
import type { WizardTerms, ZeichnungForm } from '../../model/form.ts';
import { needsDepot } from '../../model/step-fields.ts';
import { subTexts as t } from '../../texts.ts';
import { FieldGrid, StepSection } from './step-section.tsx';

/** "Aus Wallet übernehmen": fills the wallet address with the connected account of the browser wallet. */
function FromWalletButton() {
  const { setValue } = useFormContext<ZeichnungForm>();
  const [busy, setBusy] = useState(false);
  const take = async () => {
    setBusy(true);
    try {
      const account = await connectWallet();
      setValue('ethAddress', account, { shouldDirty: true, shouldValidate: true, shouldTouch: true });
    } catch (error) {
      enqueueSnackbar(walletErrorMessage(error), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      onClick={() => void take()}
      disabled={busy}
      sx={{ flexShrink: 0, mt: { sm: 0.25 } }}
      data-testid="zeichnung-ethAddress-from-wallet"
    >
      {walletTexts.fromWallet}
    </Button>
  );
}

/** Bankverbindung (and the wallet address for tokenized kinds), saved on the investor. */
export function BankStep({
  terms,
  wallet,
  error,
}: {
  terms: WizardTerms;
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
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flexGrow: 1, width: '100%' }}>
            <FormTextField<ZeichnungForm>
              control={control}
              name="ethAddress"
              label={personLabels.ethAddress}
              required
              helperText={`${t.walletHint} ${personHints.ethAddress}`}
              testId="zeichnung-ethAddress"
            />
          </Box>
          <FromWalletButton />
        </Stack>
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
