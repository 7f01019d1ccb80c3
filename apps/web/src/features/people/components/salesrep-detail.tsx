import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import { useQueryClient } from '@tanstack/react-query';
import { accountTexts } from '@zp/domain/texts/de/accounts';
import { PEOPLE_KEY, updateUser, useSalesrep, useUpdateSalesrep } from '../../../api/people.ts';
import { RoleTabs } from '../../../components/ui/role-tabs.tsx';
import { DetailHeader } from './detail-header.tsx';
import { DetailError, DetailSkeleton } from './detail-state.tsx';
import { personSectionTabs } from './person-form/person-section-tabs.tsx';
import { ApprovalPanel } from './salesrep/approval-panel.tsx';
import { RegistrationPanel } from './salesrep/registration-panel.tsx';
import { SalesrepStatus } from './salesrep/salesrep-status.tsx';

interface Props {
  salesrepId: string;
  /** The salesrep's own page: it chooses kind and register number. */
  isSelf: boolean;
  /** Person data: the salesrep itself, its provider and the admin change it; the issuer reads it. */
  readOnly: boolean;
  /** Provider (superuser) and admin accept or reject licence requests. */
  canApprove: boolean;
}

/** `/salesrep/:id` titled "Affiliate Partner" (spec 001 §2 Detail pages). */
export function SalesrepDetail({ salesrepId, isSelf, readOnly, canApprove }: Props) {
  const query = useSalesrep(salesrepId);
  const update = useUpdateSalesrep(salesrepId);
  const queryClient = useQueryClient();
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) return <DetailError error={query.error} onRetry={() => void query.refetch()} />;
  const salesrep = query.data;
  const save = (patch: Parameters<typeof update.mutateAsync>[0]) => update.mutateAsync(patch);
  const tabs = [
    ...personSectionTabs(['general', 'personal'], {
      user: salesrep.user,
      readOnly,
      save: async (patch) => {
        await updateUser(salesrep.user.id, patch);
        await queryClient.invalidateQueries({ queryKey: [PEOPLE_KEY] });
      },
    }),
    {
      key: 'registration',
      label: accountTexts.registrationTab,
      visible: true,
      content: <RegistrationPanel salesrep={salesrep} isSelf={isSelf} save={save} />,
    },
    {
      key: 'approval',
      label: accountTexts.approvalTab,
      visible: canApprove,
      content: <ApprovalPanel salesrep={salesrep} save={save} />,
    },
  ];
  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }} data-testid="salesrep-detail">
      <DetailHeader title={accountTexts.salesrepTitle} user={salesrep.user}>
        <SalesrepStatus salesrep={salesrep} />
      </DetailHeader>
      {readOnly && <Alert severity="info">{accountTexts.readOnly}</Alert>}
      <RoleTabs tabs={tabs} aria-label={accountTexts.salesrepTitle} />
    </Paper>
  );
}
