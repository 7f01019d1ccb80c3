import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import { useQueryClient } from '@tanstack/react-query';
import { accountTexts } from '@zp/domain/texts/de/accounts';
import { PEOPLE_KEY, updateUser, useReseller } from '../../../api/people.ts';
import { RoleTabs } from '../../../components/ui/role-tabs.tsx';
import { DetailHeader } from './detail-header.tsx';
import { DetailError, DetailSkeleton } from './detail-state.tsx';
import { personSectionTabs } from './person-form/person-section-tabs.tsx';

interface Props {
  resellerId: string;
  /** Only the admin and the reseller itself change a reseller's data. */
  readOnly: boolean;
}

/** `/reseller/:id`: general, personal, bank and tax data of a reseller (payouts need the last two). */
export function ResellerDetail({ resellerId, readOnly }: Props) {
  const query = useReseller(resellerId);
  const queryClient = useQueryClient();
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) return <DetailError error={query.error} onRetry={() => void query.refetch()} />;
  const { user } = query.data;
  const tabs = personSectionTabs(['general', 'personal', 'bank', 'tax'], {
    user,
    readOnly,
    save: async (patch) => {
      await updateUser(user.id, patch);
      await queryClient.invalidateQueries({ queryKey: [PEOPLE_KEY] });
    },
  });
  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }} data-testid="reseller-detail">
      <DetailHeader title={accountTexts.resellerTitle} user={user} />
      {readOnly && <Alert severity="info">{accountTexts.readOnly}</Alert>}
      <RoleTabs tabs={tabs} aria-label={accountTexts.resellerTitle} />
    </Paper>
  );
}
