import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { can } from '@zp/domain/auth/permissions';
import { formatDateTime } from '@zp/domain/format/format';
import { commonTexts } from '@zp/domain/texts/de/common';
import { REMINDER_KINDS, reminderTexts as t, WEEKDAYS_DE } from '@zp/domain/texts/de/reminders';
import { uiTexts } from '@zp/domain/texts/de/ui';
import { enqueueSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import {
  type EmailCockpit,
  type ReminderSettings,
  saveReminderSettings,
  useEmailCockpit,
  useInvalidateReminders,
} from '../../../api/reminders.ts';
import { PageError, PageSkeleton } from '../../../components/ui/page-states.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session.ts';

const SWITCH: Record<(typeof REMINDER_KINDS)[number], keyof ReminderSettings> = {
  noZeichnung: 'sendNoZeichnung',
  openZeichnung: 'sendOpenZeichnung',
  notPaidZeichnung: 'sendNotPaidZeichnung',
  noWalletAddress: 'sendNoWalletAddress',
};

const pageTexts = {
  notFound: t.cockpitTitle,
  forbidden: commonTexts.forbidden,
  loadFailed: uiTexts.loadFailed,
};

/** "YYYY-MM-DDTHH:mm" (Berlin) → "Mittwoch, 02.12.2026 um 10:30 Uhr". */
function nextRunLabel(v: string) {
  const [date, time] = v.split('T') as [string, string];
  const [y, m, d] = date.split('-');
  const weekday = WEEKDAYS_DE[(new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7];
  return `${weekday}, ${d}.${m}.${y} um ${time} Uhr`;
}

/** The provider's e-mail cockpit (portal menu "E-Mail-Cockpit"): reminder settings, next run, sends. */
export function EmailCockpitPage() {
  const session = useSession();
  const allowed = can(session?.role, 'reminders.edit');
  const cockpit = useEmailCockpit(allowed ? session?.superuserId : undefined);
  if (!allowed)
    return (
      <Alert severity="error" data-testid="page-forbidden">
        {commonTexts.forbidden}
      </Alert>
    );
  if (cockpit.isPending) return <PageSkeleton testId="cockpit-loading" />;
  if (cockpit.isError)
    return <PageError error={cockpit.error} onRetry={() => void cockpit.refetch()} texts={pageTexts} />;
  return (
    <Stack spacing={3} data-testid="email-cockpit">
      <Typography variant="h4" component="h1">
        {t.cockpitTitle}
      </Typography>
      <SettingsForm superuserId={session!.superuserId!} initial={cockpit.data.settings} />
      <Sends data={cockpit.data} />
    </Stack>
  );
}

function SettingsForm({ superuserId, initial }: { superuserId: string | number; initial: ReminderSettings }) {
  const [values, setValues] = useState<ReminderSettings>(initial);
  const [raw, setRaw] = useState({ hour: String(initial.hour), minute: String(initial.minute) });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const invalidate = useInvalidateReminders();
  useEffect(() => {
    setValues(initial);
    setRaw({ hour: String(initial.hour), minute: String(initial.minute) });
  }, [initial]);

  const check = () => {
    const e: Record<string, string> = {};
    const h = Number(raw.hour);
    const m = Number(raw.minute);
    if (raw.hour.trim() === '' || !Number.isInteger(h) || h < 0 || h > 23) e.hour = t.hourInvalid;
    if (raw.minute.trim() === '' || !Number.isInteger(m) || m < 0 || m > 59) e.minute = t.minuteInvalid;
    return e;
  };
  const submit = async () => {
    const local = check();
    setErrors(local);
    if (Object.keys(local).length) return;
    setPending(true);
    try {
      const saved = await saveReminderSettings(superuserId, {
        ...values,
        hour: Number(raw.hour),
        minute: Number(raw.minute),
      });
      enqueueSnackbar(saved.detail, { variant: 'success' });
      await invalidate();
    } catch (error) {
      if (isApiError(error) && error.status === 400) setErrors(error.errors);
      else if (isApiError(error)) enqueueSnackbar(error.detail, { variant: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2">
        {t.settingsTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t.settingsIntro}
      </Typography>
      <Stack
        component="form"
        spacing={2}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {REMINDER_KINDS.map((kind) => (
          <FormControlLabel
            key={kind}
            control={
              <Switch
                checked={Boolean(values[SWITCH[kind]])}
                onChange={(_, on) => setValues((v) => ({ ...v, [SWITCH[kind]]: on }))}
                slotProps={{ input: { 'aria-label': t.settingLabel[kind] } }}
                data-testid={`switch-${kind}`}
              />
            }
            label={t.settingLabel[kind]}
          />
        ))}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label={t.weekday}
            value={values.day_of_week}
            onChange={(e) => setValues((v) => ({ ...v, day_of_week: Number(e.target.value) }))}
            error={Boolean(errors.day_of_week)}
            helperText={errors.day_of_week ?? ' '}
            sx={{ minWidth: 180 }}
            slotProps={{ htmlInput: { 'data-testid': 'weekday' } }}
          >
            {WEEKDAYS_DE.map((day, i) => (
              <MenuItem key={day} value={i}>
                {day}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t.hour}
            type="number"
            value={raw.hour}
            onChange={(e) => setRaw((r) => ({ ...r, hour: e.target.value }))}
            error={Boolean(errors.hour)}
            helperText={errors.hour ?? ' '}
            slotProps={{ htmlInput: { min: 0, max: 23, 'data-testid': 'hour' } }}
          />
          <TextField
            label={t.minute}
            type="number"
            value={raw.minute}
            onChange={(e) => setRaw((r) => ({ ...r, minute: e.target.value }))}
            error={Boolean(errors.minute)}
            helperText={errors.minute ?? ' '}
            slotProps={{ htmlInput: { min: 0, max: 59, 'data-testid': 'minute' } }}
          />
        </Stack>
        <Button type="submit" variant="contained" disabled={pending} sx={{ alignSelf: 'flex-start' }}>
          {t.save}
        </Button>
      </Stack>
    </Paper>
  );
}

function Sends({ data }: { data: EmailCockpit }) {
  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="subtitle1" data-testid="next-run">
        <strong>{t.nextRun}:</strong> {data.nextRun ? nextRunLabel(data.nextRun) : t.nextRunNone}
      </Typography>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {t.lastWeekTitle(data.lastWeek.week)}
      </Typography>
      <Table size="small" data-testid="last-week">
        <TableBody>
          {REMINDER_KINDS.map((k) => (
            <TableRow key={k}>
              <TableCell>{t.kindLabel[k]}</TableCell>
              <TableCell align="right">{data.lastWeek.counts[k]}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell>
              <strong>{t.total}</strong>
            </TableCell>
            <TableCell align="right">
              <strong>{data.lastWeek.counts.total}</strong>
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t.thisWeekTitle(data.thisWeek.week)}: {data.thisWeek.counts.total}
      </Typography>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {t.recentTitle}
      </Typography>
      {data.recent.length === 0 ? (
        <Typography color="text.secondary" data-testid="recent-empty">
          {t.recentEmpty}
        </Typography>
      ) : (
        <Table size="small" data-testid="recent-sends">
          <TableHead>
            <TableRow>
              <TableCell>{t.sentAt}</TableCell>
              <TableCell>{t.investor}</TableCell>
              <TableCell>{t.kind}</TableCell>
              <TableCell>{t.cancelledShort}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.recent.map((r) => (
              <TableRow key={r.id}>
                <TableCell>{formatDateTime(r.sentAt)}</TableCell>
                <TableCell>
                  {r.investorName} ({r.email})
                </TableCell>
                <TableCell>{t.kindLabel[r.kind]}</TableCell>
                <TableCell>{r.cancelled ? t.yes : t.no}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
