import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paymentTexts as pt } from '@zp/domain/texts/de/payments';
import QRCode from 'qrcode';
import { type ReactNode, useEffect, useState } from 'react';
import type { ZeichnungPayment } from '../../../../api/subscriptions.ts';
import { Facts } from '../../../../components/ui/facts.tsx';
import { formatDate, formatEuro } from '../../../../lib/format.ts';

/** The GiroCode (EPC QR code) as a PNG data URL, drawn in the browser from the payload the server answers. */
function useQrDataUrl(payload: string | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    if (!payload) {
      setUrl(null);
      return;
    }
    QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 4, width: 240 })
      .then((u) => live && setUrl(u))
      .catch(() => live && setUrl(null));
    return () => {
      live = false;
    };
  }, [payload]);
  return url;
}

function CopyValue({ label, value, shown }: { label: string; value: string; shown?: ReactNode }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <span>{shown ?? value}</span>
      <Button size="small" variant="text" onClick={() => void copy()} aria-label={pt.copy(label)}>
        {copied ? pt.copiedButton : pt.copyButton}
      </Button>
    </Stack>
  );
}

/** "Zahlungsinformationen": amount, account, reference, deadline, GiroCode and the standing order of a plan. */
export function PaymentCard({
  payment,
  heading = pt.cardTitle,
  headingLevel = 'h2',
  testId = 'payment-card',
  action,
}: {
  payment: ZeichnungPayment;
  heading?: string;
  headingLevel?: 'h2' | 'h3';
  testId?: string;
  action?: ReactNode;
}) {
  const qr = useQrDataUrl(payment.status === 'open' ? payment.epcPayload : null);
  const a = payment.account;
  const so = payment.standingOrder;
  const amount = formatEuro(payment.amount);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={testId} component="section" aria-label={heading}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component={headingLevel}>
          {heading}
        </Typography>
        <Chip
          size="small"
          color={payment.status === 'paid' ? 'success' : 'default'}
          label={payment.statusLabel}
          data-testid="payment-status"
        />
      </Stack>
      {payment.status === 'paid' ? (
        <Alert severity="success">{pt.paidNote}</Alert>
      ) : !a ? (
        <Alert severity="info">{pt.noAccount}</Alert>
      ) : (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {payment.amount <= 0 && (
              <Typography variant="body2" sx={{ mb: 1 }}>
                {pt.noFirstPayment}
              </Typography>
            )}
            <Facts
              testId="payment-facts"
              facts={[
                ...(payment.amount > 0
                  ? [
                      {
                        label: pt.amount,
                        value: (
                          <CopyValue
                            label={pt.amount}
                            value={payment.amount.toFixed(2).replace('.', ',')}
                            shown={`${amount} (${pt.amountHint})`}
                          />
                        ),
                      },
                    ]
                  : []),
                { label: pt.accountHolder, value: a.accountHolder },
                {
                  label: pt.iban,
                  value: <CopyValue label={pt.iban} value={a.iban} shown={a.ibanFormatted} />,
                },
                { label: pt.bic, value: a.bic },
                { label: pt.bankName, value: a.bankName },
                {
                  label: pt.reference,
                  value: (
                    <CopyValue
                      label={pt.reference}
                      value={payment.reference}
                      shown={payment.referenceFormatted}
                    />
                  ),
                },
                ...(payment.amount > 0 ? [{ label: pt.deadline, value: formatDate(payment.deadline) }] : []),
              ]}
            />
            {payment.amount > 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {pt.referenceHint}
              </Typography>
            )}
            {so && (
              <Box sx={{ mt: 2 }} data-testid="standing-order">
                <Typography variant="subtitle1" component={headingLevel === 'h2' ? 'h3' : 'h4'}>
                  {pt.standingOrderTitle}
                </Typography>
                <Typography variant="body2" sx={{ mb: 1 }}>
                  {pt.standingOrderIntro}
                </Typography>
                <Facts
                  facts={[
                    { label: pt.monthlyAmount, value: formatEuro(so.monthlyAmount) },
                    { label: pt.firstExecution, value: formatDate(so.firstExecution) },
                    { label: pt.lastExecution, value: formatDate(so.lastExecution) },
                    { label: pt.installments, value: String(so.count) },
                    { label: pt.reference, value: payment.referenceFormatted },
                  ]}
                />
              </Box>
            )}
          </Box>
          {qr && (
            <Box sx={{ textAlign: 'center' }}>
              <img
                src={qr}
                width={200}
                height={200}
                alt={pt.qrAlt(amount)}
                data-testid="payment-qr"
                style={{ maxWidth: '100%', height: 'auto' }}
              />
              <Typography variant="caption" component="p" sx={{ maxWidth: 220 }}>
                {pt.qrHint}
              </Typography>
            </Box>
          )}
        </Stack>
      )}
      {action && <Box sx={{ mt: 1 }}>{action}</Box>}
    </Paper>
  );
}
