import Stack from '@mui/material/Stack';
import { can } from '@zp/domain/auth/permissions';
import { providerInvoiceTexts as t } from '@zp/domain/texts/de/billing';
import { Notice } from '../../../components/ui/page-states.tsx';
import { useSession } from '../../../lib/session.ts';
import { OpenAmounts } from './open-amounts.tsx';
import { ProviderInvoicesTable } from './provider-invoices-table.tsx';

/** Home tab "Anbieterrechnungen" (operator): the open amounts on top, then every provider invoice. */
export function ProviderInvoicesTab() {
  const session = useSession();
  if (!can(session?.role, 'providerInvoice.markPaid'))
    return <Notice severity="error" testId="provider-invoices-forbidden" text={t.forbidden} />;
  return (
    <Stack spacing={2}>
      <OpenAmounts />
      <ProviderInvoicesTable title={t.listTitle} emptyText={t.empty} testId="provider-invoices-table" />
    </Stack>
  );
}

/** The provider's section "Monatsrechnungen" in its booking information: its own invoices. */
export function ProviderInvoicesSection() {
  const session = useSession();
  if (!can(session?.role, 'providerInvoice.list'))
    return <Notice severity="error" testId="provider-invoices-forbidden" text={t.forbidden} />;
  return (
    <ProviderInvoicesTable
      title={t.bookingSection}
      emptyText={t.emptyOwn}
      testId="provider-invoices-own-table"
    />
  );
}
