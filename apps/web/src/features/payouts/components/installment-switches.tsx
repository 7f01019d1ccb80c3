import TextField from '@mui/material/TextField';
import { formatCents, formatDate, formatNumber } from '@zp/domain/format/format';
import { scheduleTexts, scheduleWebTexts as t } from '@zp/domain/texts/de/schedules';
import { useState } from 'react';
import { type Installment, updateInstallment } from '../../../api/payouts.ts';
import { BookingSwitch } from './booking-switch.tsx';

const TX_HASH = /^0x[0-9a-fA-F]{64}$/;

/** "Bezahlt": books the rate paid (once; a paid rate is a follow-up payment for the partners' commissions). */
export function InstallmentPaidSwitch({ rate }: { rate: Installment }) {
  return (
    <BookingSwitch
      label={t.markPaid}
      checked={rate.isPaid}
      title={t.markPaidTitle}
      text={t.markInstallmentPaidBody(formatCents(rate.amountCents), formatDate(rate.paymentDate))}
      success={scheduleTexts.installmentUpdated}
      testId="installment-paid"
      onConfirm={async () => {
        await updateInstallment(rate.id, { isPaid: true });
        return true;
      }}
    />
  );
}

/**
 * "Tokens transferiert" (tokenized products, after payment): the hash of the transaction that sent the rate's
 * tokens; the server proves it on chain and answers its refusals in German (the client's toast).
 */
export function TokensSwitch({ rate }: { rate: Installment }) {
  const [hash, setHash] = useState('');
  const [error, setError] = useState<string | null>(null);
  const check = (value: string) =>
    value.trim() === ''
      ? scheduleTexts.txHashRequired
      : TX_HASH.test(value.trim())
        ? null
        : scheduleTexts.txHashFormat;
  return (
    <BookingSwitch
      label={t.markTokens}
      checked={rate.tokensTransfered}
      disabled={!rate.isPaid}
      title={t.markTokensTitle}
      text={t.markTokensBody(formatNumber(rate.amountCents / 100))}
      success={scheduleTexts.installmentUpdated}
      testId="installment-tokens"
      onConfirm={async () => {
        const problem = check(hash);
        setError(problem);
        if (problem) return false;
        await updateInstallment(rate.id, { tokensTransfered: true, txHash: hash.trim() });
        return true;
      }}
    >
      <TextField
        label={t.txHash}
        value={hash}
        onChange={(e) => setHash(e.target.value)}
        onBlur={() => setError(check(hash))}
        error={error !== null}
        helperText={error ?? undefined}
        fullWidth
        margin="normal"
        slotProps={{ htmlInput: { 'data-testid': 'installment-tx-hash', spellCheck: false } }}
      />
    </BookingSwitch>
  );
}
