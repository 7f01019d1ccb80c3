import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import { accountTexts, userSettingsSections } from '@zp/domain/texts/de/accounts';
import { useUpdateUser, useUser } from '../../../api/people.ts';
import { type RoleTab, RoleTabs } from '../../../components/ui/role-tabs.tsx';
import { DetailHeader } from './detail-header.tsx';
import { DetailError, DetailSkeleton } from './detail-state.tsx';
import { IdentifiedChip } from './identified-chip.tsx';
import { personSectionTabs } from './person-form/person-section-tabs.tsx';

interface Props {
  userId: string;
  /** The signed-in user's own data (title "Mein Profil"). */
  isOwn: boolean;
  readOnly: boolean;
  /** Tabs of other areas after the six sections (composed by the route, e.g. the investor's tax data). */
  extraTabs?: readonly RoleTab[];
}

/** `/user/:userId`: the six user-info sections as tabs, each saved with `PUT /user/:id/update`. */
export function UserSettings({ userId, isOwn, readOnly, extraTabs = [] }: Props) {
  const query = useUser(userId);
  const update = useUpdateUser(userId);
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) return <DetailError error={query.error} onRetry={() => void query.refetch()} />;
  const user = query.data;
  const tabs = personSectionTabs(
    userSettingsSections.map((s) => s.key),
    {
      user,
      readOnly,
      save: (patch) => update.mutateAsync(patch),
      extras: { legitimation: <IdentifiedChip isIdentified={user.isIdentified} /> },
    },
  );
  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }} data-testid="user-settings">
      <DetailHeader title={isOwn ? accountTexts.userTitle : accountTexts.userTitleOther} user={user} />
      {readOnly && <Alert severity="info">{accountTexts.readOnly}</Alert>}
      <RoleTabs tabs={[...tabs, ...extraTabs]} aria-label={accountTexts.settingsMenu} />
    </Paper>
  );
}
