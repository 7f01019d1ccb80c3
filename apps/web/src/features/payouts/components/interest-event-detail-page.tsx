import { can } from '@zp/domain/auth/permissions';
import { formatCents, formatDate, formatDateTime } from '@zp/domain/format/format';
import { scheduleTexts, scheduleWebTexts as t } from '@zp/domain/texts/de/schedules';
import { type InterestEvent, markInterestEventPaid, useInterestEvent } from '../../../api/payouts.ts';
import { Facts } from '../../../components/ui/facts.tsx';
import { useSession } from '../../../lib/session.ts';
import { BookingSwitch } from './booking-switch.tsx';
import { PaymentDetailFrame, percent, ZeichnungLink } from './detail-parts.tsx';
import { investorName } from './list-parts.tsx';

function PaidSwitch({ event }: { event: InterestEvent }) {
  return (
    <BookingSwitch
      label={t.markPaid}
      checked={event.isPaid}
      title={t.markPaidTitle}
      text={t.markInterestPaidBody(formatCents(event.amountCents), formatDate(event.dueDate))}
      success={scheduleTexts.interestUpdated}
      testId="interest-event-paid"
      onConfirm={async () => {
        await markInterestEventPaid(event.id);
        return true;
      }}
    />
  );
}

/** `/interest-payment-event/:interestPaymentEventId`: amounts, period, days, due date, subscription, paid switch. */
export function InterestEventDetailPage({ id }: { id: string }) {
  const role = useSession()?.role;
  return (
    <PaymentDetailFrame
      query={useInterestEvent(id)}
      notFound={t.notFoundInterest}
      testId="interest-event-detail"
      title={(e) => t.interestTitle(e.number)}
    >
      {(e) => (
        <>
          <Facts
            testId="interest-event-facts"
            facts={[
              { label: t.product, value: e.productName },
              {
                label: t.zeichnung,
                value: <ZeichnungLink role={role} id={e.zeichnungId} uuid={e.zeichnungUuid} />,
              },
              { label: t.investorTab, value: investorName(e) },
              { label: t.volume, value: formatCents(e.volumeCents) },
              { label: t.interestRate, value: percent(e.interestRate) },
              { label: t.period, value: t.periodValue(formatDate(e.periodStart), formatDate(e.periodEnd)) },
              { label: t.days, value: String(e.days) },
              { label: t.dueDate, value: formatDate(e.dueDate) },
              { label: t.amount, value: formatCents(e.amountCents) },
              {
                label: t.paidState,
                value:
                  e.isPaid && e.paidAt
                    ? t.paidOn(formatDateTime(e.paidAt))
                    : e.isPaid
                      ? t.statusLabels.paid
                      : t.open,
              },
              ...(e.payoutRunId ? [{ label: t.payoutRun, value: `#${e.payoutRunId}` }] : []),
            ]}
          />
          {can(role, 'interestPayment.update') && <PaidSwitch event={e} />}
        </>
      )}
    </PaymentDetailFrame>
  );
}
