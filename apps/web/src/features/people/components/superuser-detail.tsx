import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { accountTexts, bookingStatusLabels } from '@zp/domain/texts/de/accounts';
import { landingWebTexts } from '@zp/domain/texts/de/landing-page';
import type { ReactNode } from 'react';
import { useSuperuser, useUpdateSuperuser } from '../../../api/people.ts';
import { RoleTabs } from '../../../components/ui/role-tabs.tsx';
import { DetailHeader } from './detail-header.tsx';
import { DetailError, DetailSkeleton } from './detail-state.tsx';
import { personSectionTabs } from './person-form/person-section-tabs.tsx';

interface Props {
  superuserId: string;
  /** Resellers only read the superusers they recruited. */
  readOnly: boolean;
  /** The "Frontend" tab's content (landing page and chatbot editor), given only to the provider itself. */
  frontend?: ReactNode;
}

/**
 * `/superuser/:id`: Allgemeines, Persönliche Daten, Blockchain Adresse, and "Frontend" (the landing page and
 * chatbot editor) for the provider itself only (spec 001 §2 Detail pages, issue 20).
 */
export function SuperuserDetail({ superuserId, readOnly, frontend }: Props) {
  const query = useSuperuser(superuserId);
  const update = useUpdateSuperuser(superuserId);
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) return <DetailError error={query.error} onRetry={() => void query.refetch()} />;
  const { user, booking } = query.data;
  const tabs = personSectionTabs(['general', 'personal', 'blockchain'], {
    user,
    readOnly,
    save: (patch) => update.mutateAsync(patch),
    successMessage: accountTexts.superuserSaved,
    failureMessage: accountTexts.superuserSaveFailed,
  });
  tabs.push({ key: 'frontend', label: landingWebTexts.tab, visible: Boolean(frontend), content: frontend });
  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }} data-testid="superuser-detail">
      <DetailHeader title={accountTexts.superuserTitle} user={user}>
        <Chip
          size="small"
          label={bookingStatusLabels[booking?.status ?? 'none']}
          color={booking?.status === 'L' ? 'success' : 'default'}
          variant="outlined"
          data-testid="booking-status"
        />
      </DetailHeader>
      <Stack spacing={1}>
        {!booking && (
          <Alert severity="warning" data-testid="superuser-not-booked">
            {accountTexts.notBooked}
          </Alert>
        )}
        {readOnly && <Alert severity="info">{accountTexts.readOnly}</Alert>}
      </Stack>
      <RoleTabs tabs={tabs} aria-label={accountTexts.superuserTitle} />
    </Paper>
  );
}
