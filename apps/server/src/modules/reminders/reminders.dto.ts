import type { ContactRow, ReminderSendRow, ReminderSettings } from '@zp/domain/engagement/reminders.contract';
import { REMINDER_KINDS, type ReminderKind, reminderTexts as T } from '@zp/domain/texts/de/reminders';
import type { ContactDbRow, ReminderSettingsRow } from './reminders.repository.ts';

/** The schema's defaults until the provider first saves (all off, Monday 09:00). */
export const DEFAULT_SETTINGS: ReminderSettings = {
  sendNoZeichnung: false,
  sendOpenZeichnung: false,
  sendNotPaidZeichnung: false,
  sendNoWalletAddress: false,
  day_of_week: 0,
  hour: 9,
  minute: 0,
};

export const toSettings = (r: ReminderSettingsRow | null): ReminderSettings =>
  r
    ? {
        sendNoZeichnung: r.sendNoZeichnung,
        sendOpenZeichnung: r.sendOpenZeichnung,
        sendNotPaidZeichnung: r.sendNotPaidZeichnung,
        sendNoWalletAddress: r.sendNoWalletAddress,
        day_of_week: r.dayOfWeek,
        hour: r.hour,
        minute: r.minute,
      }
    : { ...DEFAULT_SETTINGS };

/** The kinds a provider switched on. */
export function enabledKinds(s: ReminderSettings): ReminderKind[] {
  const on: Record<ReminderKind, boolean> = {
    noZeichnung: s.sendNoZeichnung,
    openZeichnung: s.sendOpenZeichnung,
    notPaidZeichnung: s.sendNotPaidZeichnung,
    noWalletAddress: s.sendNoWalletAddress,
  };
  return REMINDER_KINDS.filter((k) => on[k]);
}

export const isReminderKind = (k: string): k is ReminderKind =>
  (REMINDER_KINDS as readonly string[]).includes(k);

export function countsOf(rows: { kind: string; n: number }[]) {
  const counts = { noZeichnung: 0, openZeichnung: 0, notPaidZeichnung: 0, noWalletAddress: 0, total: 0 };
  for (const r of rows) {
    if (!isReminderKind(r.kind)) continue;
    counts[r.kind] += Number(r.n);
    counts.total += Number(r.n);
  }
  return counts;
}

const nameOf = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();
const iso = (v: Date | string) => new Date(v).toISOString();

export const toSendRow = (r: {
  id: number;
  kind: string;
  week: string;
  investorId: number;
  firstName: string;
  lastName: string;
  email: string;
  sentAt: Date;
  cancelled: boolean;
}): ReminderSendRow => ({
  id: r.id,
  kind: isReminderKind(r.kind) ? r.kind : 'noZeichnung',
  week: r.week,
  investorId: r.investorId,
  investorName: nameOf(r.firstName, r.lastName) || '–',
  email: r.email,
  sentAt: iso(r.sentAt),
  cancelled: Boolean(r.cancelled),
});

const ORIGINS: Record<string, string> = {
  '1': 'Registrierung',
  '2': 'Landingpage/Anlegerportal',
  '3': 'Anmeldeformular',
};

export function toContact(r: ContactDbRow): ContactRow {
  const who = nameOf(r.first_name, r.last_name);
  const contact = r.email ? (who ? `${who} <${r.email}>` : r.email) : '–';
  let detail = r.info ?? '';
  if (r.type === 'newsletter')
    detail = `${ORIGINS[r.info ?? ''] ?? r.info ?? ''}, ${T.newsletterDetail(Boolean(r.confirmed), Boolean(r.unsubscribed))}`;
  else if (r.type === 'reminder' || r.type === 'cancellation')
    detail = isReminderKind(detail) ? T.kindLabel[detail] : detail;
  return {
    type: r.type,
    at: iso(r.at),
    superuserId: r.superuser_id == null ? null : Number(r.superuser_id),
    providerName: r.provider_name || (r.superuser_id == null ? 'Zeichnungsplattform' : '–'),
    contact,
    detail,
  };
}
