import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { smartContractTexts } from '@zp/domain/texts/de/smart-contracts';
import { walletTexts as w } from '@zp/domain/texts/de/wallet';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { productSmartContractQuery } from '../../../../api/smart-contracts.ts';
import {
  updateZeichnung,
  type Zeichnung,
  zeichnungKeys,
  zeichnungQuery,
} from '../../../../api/subscriptions.ts';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { formatDate, formatDateTime, formatNumber } from '../../../../lib/format.ts';
import {
  connectWallet,
  type Hex,
  isAddress,
  sendTokenTransfer,
  switchToChain,
  useProvidePageToken,
  WalletError,
  waitForReceipt,
  walletErrorMessage,
  watchToken,
} from '../../../../lib/wallet.ts';
import type { Investor } from '../../model/neighbours.ts';

type Step = 'connecting' | 'switching' | 'signing' | 'confirming' | 'saving';
const STEP_TEXT: Record<Step, string> = {
  connecting: w.stepConnecting,
  switching: w.stepSwitching,
  signing: w.stepSigning,
  confirming: w.stepConfirming,
  saving: w.stepSaving,
};

// A sent transfer whose confirmation did not reach the server yet is kept, so that it is confirmed again instead
// of sending the tokens a second time.
const pendingKey = (id: number) => `zp:tokens-tx:${id}`;
const readPending = (id: number): Hex | null => {
  const value = window.localStorage.getItem(pendingKey(id));
  return value && /^0x[0-9a-fA-F]{64}$/.test(value) ? (value as Hex) : null;
};
const writePending = (id: number, hash: Hex | null) =>
  hash ? window.localStorage.setItem(pendingKey(id), hash) : window.localStorage.removeItem(pendingKey(id));

/** Whole tokens for a subscription: one token per euro of the volume (0 decimals). */
const tokensOf = (z: Zeichnung) => Math.round(z.volume ?? 0);

/**
 * "Tokens transferieren" (operator actions, tokenized products): the issuer's wallet sends `volume` tokens to the
 * investor's address; once mined the server confirms the transfer on chain and records it (irreversible).
 */
export function TokenTransferSection({
  zeichnung: z,
  investor,
}: {
  zeichnung: Zeichnung;
  investor: Investor | null | undefined;
}) {
  const queryClient = useQueryClient();
  const contract = useQuery(productSmartContractQuery(z.productId));
  const [confirming, setConfirming] = useState(false);
  const [step, setStep] = useState<Step | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<Hex | null>(() => readPending(z.id));

  const sc = contract.data;
  const recipient = investor?.user?.ethAddress ?? null;
  const paid = z.status === 'A' && z.isPaid;
  const deployed = sc != null && sc.status !== 'C' && isAddress(sc.ethAddress);
  const hasRecipient = isAddress(recipient);
  const amount = tokensOf(z);
  // Tokens wait for the end of the investor's 14-day withdrawal period (docs/decisions/012).
  const inPeriod = z.withdrawal != null && !z.withdrawal.periodOver;
  const canTransfer =
    paid &&
    !inPeriod &&
    !z.tokensTransfered &&
    deployed &&
    hasRecipient &&
    amount > 0 &&
    step === null &&
    !pending;
  useProvidePageToken(
    deployed && sc?.ethAddress ? { address: sc.ethAddress as Hex, symbol: sc.symbol } : null,
  );

  const confirmOnServer = async (hash: Hex) => {
    setStep('saving');
    try {
      const updated = await updateZeichnung(z.id, { tokensTransfered: true, tokensTxHash: hash });
      writePending(z.id, null);
      setPending(null);
      queryClient.setQueryData(zeichnungQuery(z.id).queryKey, updated);
      void queryClient.invalidateQueries({ queryKey: zeichnungKeys.all });
      enqueueSnackbar(w.transferred, { variant: 'success' });
    } catch (error) {
      const message = isApiError(error) ? error.detail : walletErrorMessage(error);
      setProblem(message);
      enqueueSnackbar(message, { variant: 'error' });
    } finally {
      setStep(null);
    }
  };

  const transfer = async () => {
    if (!sc?.ethAddress || !isAddress(sc.ethAddress) || !isAddress(recipient)) return;
    setProblem(null);
    let hash: Hex | null = null;
    try {
      setStep('connecting');
      const from = await connectWallet();
      setStep('switching');
      await switchToChain();
      setStep('signing');
      hash = await sendTokenTransfer({
        contract: sc.ethAddress,
        to: recipient,
        amount: BigInt(amount),
        from,
      });
      writePending(z.id, hash);
      setPending(hash);
      setStep('confirming');
      const receipt = await waitForReceipt(hash);
      if (receipt.status !== 'success') {
        writePending(z.id, null);
        setPending(null);
        throw new WalletError(w.txReverted);
      }
    } catch (error) {
      const message = walletErrorMessage(error);
      setProblem(message);
      enqueueSnackbar(message, { variant: 'error' });
      setStep(null);
      return;
    }
    await confirmOnServer(hash);
  };

  const hint = !paid
    ? w.transferNeedsPayment
    : inPeriod && z.withdrawal
      ? smartContractTexts.tokensWithdrawalPeriod(formatDate(z.withdrawal.endsOn))
      : contract.isSuccess && !deployed
        ? w.transferNeedsDeployment
        : investor && !hasRecipient
          ? w.transferNeedsAddress
          : null;

  return (
    <Stack spacing={1} data-testid="token-transfer">
      <Typography variant="subtitle2" component="h3">
        {w.transferTitle}
      </Typography>
      {z.tokensTransfered ? (
        <Alert severity="success" data-testid="tokens-transferred">
          {w.transferDone(z.tokensAcceptor ?? '', formatDateTime(z.tokensAcceptedAt))}
        </Alert>
      ) : (
        <>
          {hint && (
            <Typography variant="body2" color="text.secondary" data-testid="token-transfer-hint">
              {hint}
            </Typography>
          )}
          {step && (
            <Alert severity="info" icon={false} role="status" data-testid="token-transfer-progress">
              <Typography variant="body2">{STEP_TEXT[step]}</Typography>
              <LinearProgress sx={{ mt: 1 }} aria-label={STEP_TEXT[step]} />
            </Alert>
          )}
          {problem && !step && (
            <Alert severity="error" data-testid="token-transfer-problem">
              {problem}
            </Alert>
          )}
          {pending && !step && (
            <Alert
              severity="warning"
              data-testid="token-transfer-pending"
              action={
                <Button color="inherit" size="small" onClick={() => void confirmOnServer(pending)}>
                  {w.retrySave}
                </Button>
              }
            >
              {w.savePendingHint(pending)}
            </Alert>
          )}
          <div>
            <Button
              variant="outlined"
              disabled={!canTransfer}
              onClick={() => setConfirming(true)}
              data-testid="tokens-transfer-button"
            >
              {w.transferButton}
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={w.transferDialogTitle}
        text={w.transferDialogText(formatNumber(amount), sc?.symbol ?? '', recipient ?? '')}
        confirmLabel={w.transferButton}
        destructive
        onConfirm={() => {
          void transfer();
          return true;
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

/** The investor's side of a tokenized subscription: once transferred, "Token zur Wallet hinzufügen". */
export function InvestorTokenSection({ zeichnung: z }: { zeichnung: Zeichnung }) {
  const contract = useQuery({
    ...productSmartContractQuery(z.productId),
    enabled: z.tokensTransfered && !z.smartContract,
  });
  const [busy, setBusy] = useState(false);
  const sc = z.smartContract ?? contract.data;
  const token =
    sc && sc.status !== 'C' && isAddress(sc.ethAddress)
      ? { address: sc.ethAddress, symbol: sc.symbol }
      : null;
  useProvidePageToken(token);
  if (!z.tokensTransfered) return null;

  const add = async () => {
    if (!token) return;
    setBusy(true);
    try {
      await connectWallet();
      await switchToChain();
      if (await watchToken(token)) enqueueSnackbar(w.tokenAdded, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(walletErrorMessage(error), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }} data-testid="investor-token">
      <Alert severity="success" data-testid="tokens-transferred">
        {w.transferDone(z.tokensAcceptor ?? '', formatDateTime(z.tokensAcceptedAt))}
      </Alert>
      {token && (
        <Button variant="outlined" disabled={busy} onClick={() => void add()} data-testid="add-token-button">
          {w.addToken}
        </Button>
      )}
    </Stack>
  );
}
