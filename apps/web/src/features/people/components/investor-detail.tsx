import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { accountTexts, userSettingsSections } from '@zp/domain/texts/de/accounts';
import { useInvestor, useUpdateInvestor } from '../../../api/people.ts';
import { RoleTabs } from '../../../components/ui/role-tabs.tsx';
import { DetailHeader } from './detail-header.tsx';
import { DetailError, DetailSkeleton } from './detail-state.tsx';
import { IdentificationSwitch } from './identification-switch.tsx';
import { IdentifiedChip } from './identified-chip.tsx';
import { personSectionTabs } from './person-form/person-section-tabs.tsx';

interface Props {
  investorId: string;
  readOnly: boolean;
  /** Admin, superuser and issuer confirm the identity check (never the investor itself). */
  canIdentify: boolean;
}

/** `/investor/:id`: the investor's data by section; the provider side toggles "identifiziert". */
export function InvestorDetail({ investorId, readOnly, canIdentify }: Props) {
  const query = useInvestor(investorId);
  const update = useUpdateInvestor(investorId);
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) return <DetailError error={query.error} onRetry={() => void query.refetch()} />;
  const { user } = query.data;
  const identification = (
    <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <IdentifiedChip isIdentified={user.isIdentified} testId="identified-status-section" />
      {canIdentify && (
        <IdentificationSwitch
          isIdentified={user.isIdentified}
          save={(isIdentified) => update.mutateAsync({ isIdentified })}
        />
      )}
    </Stack>
  );
  const tabs = personSectionTabs(
    userSettingsSections.map((s) => s.key),
    {
      user,
      readOnly,
      save: (patch) => update.mutateAsync(patch),
      extras: { legitimation: identification },
    },
  );
  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }} data-testid="investor-detail">
      <DetailHeader title={accountTexts.investorTitle} user={user}>
        <IdentifiedChip isIdentified={user.isIdentified} />
      </DetailHeader>
      {readOnly && <Alert severity="info">{accountTexts.readOnly}</Alert>}
      <RoleTabs tabs={tabs} aria-label={accountTexts.investorTitle} />
    </Paper>
  );
}
