import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can } from '@zp/domain/auth/permissions';
import { formatCents, formatDate, formatDateTime } from '@zp/domain/format/format';
import { scheduleWebTexts as t } from '@zp/domain/texts/de/schedules';
import { type Installment, useInstallment } from '../../../api/payouts.ts';
import { Facts } from '../../../components/ui/facts.tsx';
import { RoleTabs } from '../../../components/ui/role-tabs.tsx';
import { useSession } from '../../../lib/session.ts';
import { PaymentDetailFrame, ZeichnungLink } from './detail-parts.tsx';
import { InstallmentPaidSwitch, TokensSwitch } from './installment-switches.tsx';
import { investorName } from './list-parts.tsx';

function GeneralTab({ rate }: { rate: Installment }) {
  const role = useSession()?.role;
  const paid =
    rate.isPaid && rate.paidAt
      ? t.paidOn(formatDateTime(rate.paidAt))
      : rate.isPaid
        ? t.statusLabels.paid
        : t.open;
  const tokens =
    rate.tokensTransfered && rate.tokensTransferedAt
      ? t.tokensOn(formatDateTime(rate.tokensTransferedAt))
      : t.tokensOpen;
  return (
    <Stack spacing={3}>
      <Facts
        testId="installment-facts"
        facts={[
          { label: t.product, value: rate.productName },
          {
            label: t.zeichnung,
            value: <ZeichnungLink role={role} id={rate.zeichnungId} uuid={rate.zeichnungUuid} />,
          },
          { label: t.volume, value: formatCents(rate.volumeCents) },
          { label: t.paymentDate, value: formatDate(rate.paymentDate) },
          { label: t.rateAmount, value: formatCents(rate.amountCents) },
          { label: t.paidState, value: paid },
          ...(rate.isTokenized
            ? [
                { label: t.tokensState, value: tokens },
                ...(rate.tokenTxHash ? [{ label: t.txHash, value: rate.tokenTxHash }] : []),
              ]
            : []),
        ]}
      />
      {can(role, 'installment.update') && (
        <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
          <InstallmentPaidSwitch rate={rate} />
          {rate.isTokenized && <TokensSwitch rate={rate} />}
          {rate.isTokenized && !rate.isPaid && (
            <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
              {t.tokensAfterPayment}
            </Typography>
          )}
        </Stack>
      )}
    </Stack>
  );
}

function InvestorTab({ rate }: { rate: Installment }) {
  return (
    <Facts
      testId="installment-investor"
      facts={[
        { label: t.investorName, value: investorName(rate) },
        { label: t.volume, value: formatCents(rate.volumeCents) },
      ]}
    />
  );
}

/** `/installment/:installmentId`: tabs Allgemeines and Anleger (spec 001 §2), the paid and tokens switches. */
export function InstallmentDetailPage({ id }: { id: string }) {
  const role = useSession()?.role;
  return (
    <PaymentDetailFrame
      query={useInstallment(id)}
      notFound={t.notFoundInstallment}
      testId="installment-detail"
      title={(rate) => t.installmentTitle(rate.number, rate.count)}
    >
      {(rate) => (
        <RoleTabs
          aria-label={t.installmentTab}
          tabs={[
            { key: 'general', label: t.general, visible: true, content: <GeneralTab rate={rate} /> },
            {
              key: 'investor',
              label: t.investorTab,
              visible: can(role, 'installment.tab.investor'),
              content: <InvestorTab rate={rate} />,
            },
          ]}
        />
      )}
    </PaymentDetailFrame>
  );
}
