// The client of the weekly reminders, the e-mail cockpit and the Benutzerinteraktionsportal (issue 20).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@zp/domain/contract/endpoint';
import type * as c from '@zp/domain/engagement/reminders.contract';
import type { OverviewParams } from '../components/ui/overview-table/index.ts';
import { toOverviewQuery } from '../components/ui/overview-table/index.ts';
import { call } from './client.ts';
import { downloadApiFile } from './files.ts';

export type ReminderSettings = ResponseOf<typeof c.getReminderSettings>;
export type EmailCockpit = ResponseOf<typeof c.getEmailCockpit>;
export type ContactRow = ResponseOf<typeof c.listContacts>['results'][number];
export interface ContactFilters {
  type?: string;
  from?: string;
  to?: string;
  /** The operator's choice of one provider (superuser id). */
  superuserId?: string;
}

export const reminderKeys = {
  all: ['reminders'] as const,
  cockpit: (id: string | number) => ['reminders', 'cockpit', String(id)] as const,
  contacts: (f: ContactFilters) =>
    ['reminders', 'contacts', f.type ?? '', f.from ?? '', f.to ?? '', f.superuserId ?? ''] as const,
};

/** `GET /superuser/{id}/email-cockpit` (settings, next run, sends). */
export const useEmailCockpit = (superuserId: string | number | undefined) =>
  useQuery({
    queryKey: reminderKeys.cockpit(superuserId ?? ''),
    queryFn: ({ signal }) =>
      call<typeof c.getEmailCockpit>(
        'GET',
        '/superuser/:id/email-cockpit',
        { params: { id: superuserId! } },
        { signal, quiet: [403, 404] },
      ),
    enabled: superuserId != null,
  });

/** `PUT /superuser/{id}/reminder-settings` (the caller shows field errors; quiet for 400). */
export const saveReminderSettings = (superuserId: string | number, body: ReminderSettings) =>
  call<typeof c.updateReminderSettings>(
    'PUT',
    '/superuser/:id/reminder-settings',
    { params: { id: superuserId }, body },
    { quiet: [400] },
  );

export const useInvalidateReminders = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: reminderKeys.all });
};

/** `PUT /investor/cancel-reminder/{investorId}/{reminder}` (public; the page shows the error itself). */
export const cancelReminder = (investorId: string, reminder: string) =>
  call<typeof c.cancelReminder>(
    'PUT',
    '/investor/cancel-reminder/:investorId/:reminder',
    { params: { investorId, reminder } },
    { quiet: true },
  );

const contactQuery = (f: ContactFilters) =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v)) as Record<string, string>;

/** `GET /engagement/contacts?page=&type=&from=&to=&superuserId=` */
export const getContacts = (f: ContactFilters) => (params: OverviewParams, signal?: AbortSignal) =>
  call<typeof c.listContacts>(
    'GET',
    '/engagement/contacts',
    { query: { ...toOverviewQuery(params), ...contactQuery(f) } },
    { signal },
  );

/** `GET /engagement/contacts/csv` with the same filters; rejects with the API error (e.g. nothing to export). */
export const downloadContactsCsv = (f: ContactFilters) =>
  downloadApiFile(
    `/api/engagement/contacts/csv?${new URLSearchParams(contactQuery(f)).toString()}`,
    'benutzerinteraktionen.csv',
  );
