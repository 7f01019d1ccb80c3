import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { can } from '@zp/domain/auth/permissions';
import { formatDateTime } from '@zp/domain/format/format';
import { commonTexts } from '@zp/domain/texts/de/common';
import { reminderTexts as t } from '@zp/domain/texts/de/reminders';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import {
  type ContactFilters,
  type ContactRow,
  downloadContactsCsv,
  getContacts,
  reminderKeys,
} from '../../../api/reminders.ts';
import { type OverviewColumn, OverviewTable } from '../../../components/ui/overview-table/index.ts';
import { ProviderPicker } from '../../../components/ui/provider-picker.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session.ts';

const TYPES = ['newsletter', 'chatbot', 'reminder', 'cancellation'] as const;

const columns = (withProvider: boolean): OverviewColumn<ContactRow>[] => [
  { key: 'at', label: t.contactAt, render: (r) => formatDateTime(r.at) },
  { key: 'type', label: t.contactType, render: (r) => t.typeLabel[r.type] },
  ...(withProvider ? [{ key: 'providerName', label: t.contactProvider }] : []),
  { key: 'contact', label: t.contactWho },
  { key: 'detail', label: t.contactDetail },
];

/**
 * The Benutzerinteraktionsportal (admin home tab; provider and reseller portal menu item): newsletter subscribers,
 * unanswered chatbot questions, reminder sends and cancellations, with filters and CSV download.
 */
export function ContactsPanel() {
  const session = useSession();
  const [draft, setDraft] = useState<ContactFilters>({});
  const [filters, setFilters] = useState<ContactFilters>({});
  const [downloading, setDownloading] = useState(false);
  if (!can(session?.role, 'engagement.view'))
    return (
      <Alert severity="error" data-testid="page-forbidden">
        {commonTexts.forbidden}
      </Alert>
    );
  const rangeError = draft.from && draft.to && draft.to < draft.from ? t.dateRangeInvalid : '';
  const download = async () => {
    setDownloading(true);
    try {
      await downloadContactsCsv(filters);
    } catch (error) {
      enqueueSnackbar(isApiError(error) ? error.detail : t.csvEmpty, { variant: 'error' });
    } finally {
      setDownloading(false);
    }
  };
  // the operator sees every provider's contacts and may narrow them to one (applied at once)
  const choose = (superuserId: string | undefined) => {
    setDraft((d) => ({ ...d, superuserId }));
    setFilters((f) => ({ ...f, superuserId }));
  };
  return (
    <Stack spacing={2} data-testid="contacts">
      <Typography variant="body2" color="text.secondary">
        {t.contactsIntro}
      </Typography>
      {session?.role === 'admin' && (
        <ProviderPicker
          value={filters.superuserId ? Number(filters.superuserId) : null}
          onChange={(row) => choose(row ? String(row.id) : undefined)}
          noneHint={t.contactsAllProviders}
          chosenHint={t.contactsOneProvider}
          testId="contacts-provider"
        />
      )}
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        onSubmit={(e) => {
          e.preventDefault();
          if (!rangeError) setFilters(draft);
        }}
      >
        <TextField
          select
          size="small"
          label={t.contactType}
          value={draft.type ?? ''}
          onChange={(e) => setDraft((d) => ({ ...d, type: e.target.value || undefined }))}
          sx={{ minWidth: 220 }}
          slotProps={{ htmlInput: { 'data-testid': 'contacts-type' } }}
        >
          <MenuItem value="">{t.typeAll}</MenuItem>
          {TYPES.map((k) => (
            <MenuItem key={k} value={k}>
              {t.typeLabel[k]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="date"
          label={t.from}
          value={draft.from ?? ''}
          onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value || undefined }))}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          label={t.to}
          value={draft.to ?? ''}
          onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value || undefined }))}
          error={Boolean(rangeError)}
          helperText={rangeError || ' '}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          {t.search}
        </Button>
        <Button
          variant="outlined"
          disabled={downloading}
          onClick={() => void download()}
          sx={{ alignSelf: 'flex-start' }}
          data-testid="contacts-csv"
        >
          {t.csv}
        </Button>
      </Stack>
      <OverviewTable<ContactRow>
        queryKey={reminderKeys.contacts(filters)}
        columns={columns(session?.role !== 'superuser' && !filters.superuserId)}
        fetcher={getContacts(filters)}
        hideFilters
        emptyText={t.contactsEmpty}
        getRowId={(r) => `${r.type}-${r.at}-${r.contact}-${r.detail}`}
        data-testid="contacts-table"
      />
    </Stack>
  );
}

/** The portal menu page of the Benutzerinteraktionsportal (provider, reseller). */
export function ContactsPage() {
  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t.contactsTitle}
      </Typography>
      <ContactsPanel />
    </Paper>
  );
}
