// Weekly reminders, the e-mail cockpit and the Benutzerinteraktionsportal (issue 20, decision 034; spec 001 §3
// E-mail reminder settings, §5 E-mail cockpit, §7 `PUT /investor/cancel-reminder/…`, §8, §9).
import { z } from 'zod';
import { endpoint, fileAnswer, idParams, pageOf, pageQuery } from '../contract/endpoint.ts';
import { fieldTexts } from '../texts/de/common.ts';
import { REMINDER_KINDS, reminderTexts as T } from '../texts/de/reminders.ts';
import { isIsoDate } from '../validation/fields.ts';

const tags = ['reminders'];

export const reminderKind = z.enum(REMINDER_KINDS);

const bounded = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** The provider's settings (spec field names: `day_of_week` 0 Monday … 6 Sunday, Berlin hour and minute). */
export const reminderSettings = z.object({
  sendNoZeichnung: z.boolean(),
  sendOpenZeichnung: z.boolean(),
  sendNotPaidZeichnung: z.boolean(),
  sendNoWalletAddress: z.boolean(),
  day_of_week: bounded(0, 6, T.dayInvalid),
  hour: bounded(0, 23, T.hourInvalid),
  minute: bounded(0, 59, T.minuteInvalid),
});
export type ReminderSettings = z.infer<typeof reminderSettings>;

/** `GET /superuser/{id}/reminder-settings`: the provider's own (defaults until first saved). */
export const getReminderSettings = endpoint({
  method: 'GET',
  path: '/superuser/:id/reminder-settings',
  summary: "The provider's weekly reminder settings",
  tags,
  permission: 'reminders.edit',
  params: idParams,
  response: { 200: reminderSettings },
});

/** `PUT /superuser/{id}/reminder-settings` */
export const updateReminderSettings = endpoint({
  method: 'PUT',
  path: '/superuser/:id/reminder-settings',
  summary: "Save the provider's weekly reminder settings (audited)",
  tags,
  permission: 'reminders.edit',
  params: idParams,
  body: reminderSettings,
  response: { 200: reminderSettings.extend({ detail: z.string() }) },
});

const kindCounts = z.object({
  noZeichnung: z.number().int(),
  openZeichnung: z.number().int(),
  notPaidZeichnung: z.number().int(),
  noWalletAddress: z.number().int(),
  total: z.number().int(),
});

export const reminderSendRow = z.object({
  id: z.number(),
  kind: reminderKind,
  week: z.string(),
  investorId: z.number(),
  investorName: z.string(),
  email: z.string(),
  sentAt: z.string(),
  /** The investor has since cancelled this kind. */
  cancelled: z.boolean(),
});
export type ReminderSendRow = z.infer<typeof reminderSendRow>;

/** `GET /superuser/{id}/email-cockpit`: next run, last and this week's sends per kind, the recent sends. */
export const getEmailCockpit = endpoint({
  method: 'GET',
  path: '/superuser/:id/email-cockpit',
  summary: "The provider's e-mail cockpit: next run (Berlin), last week's sends per kind, recent sends",
  tags,
  permission: 'reminders.edit',
  params: idParams,
  response: {
    200: z.object({
      settings: reminderSettings,
      /** Berlin local time `YYYY-MM-DDTHH:mm`; null while no reminder is switched on. */
      nextRun: z.string().nullable(),
      lastWeek: z.object({ week: z.string(), counts: kindCounts }),
      thisWeek: z.object({ week: z.string(), counts: kindCounts }),
      recent: z.array(reminderSendRow),
    }),
  },
});

/**
 * `PUT /investor/cancel-reminder/{investorId}/{reminder}` (public, rate limited): `reminder` is the token of a sent
 * reminder; cancels that kind for the investor. Unknown and mismatched tokens get the same answer.
 */
export const cancelReminder = endpoint({
  method: 'PUT',
  path: '/investor/cancel-reminder/:investorId/:reminder',
  summary: 'Cancel a reminder kind from the link in the mail (public)',
  tags,
  public: true,
  params: z.object({ investorId: z.string().max(20), reminder: z.string().max(100) }),
  response: { 200: z.object({ detail: z.string(), kind: reminderKind }) },
});

export const CONTACT_TYPES = ['newsletter', 'chatbot', 'reminder', 'cancellation'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

const optionalDate = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || isIsoDate(v), { message: fieldTexts.invalidDate });

export const contactsQuery = z.object({
  ...pageQuery,
  type: z.enum(CONTACT_TYPES).optional(),
  /** Berlin calendar dates, inclusive. */
  from: optionalDate,
  to: optionalDate,
  /** The operator and a reseller may narrow to one provider. */
  superuserId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});

export const contactRow = z.object({
  type: z.enum(CONTACT_TYPES),
  /** ISO timestamp. */
  at: z.string(),
  superuserId: z.number().nullable(),
  providerName: z.string(),
  /** E-mail address or the investor's name and address. */
  contact: z.string(),
  detail: z.string(),
});
export type ContactRow = z.infer<typeof contactRow>;

/** `GET /engagement/contacts?page=&type=&from=&to=`: the operator all, a provider its own, a reseller its recruits'. */
export const listContacts = endpoint({
  method: 'GET',
  path: '/engagement/contacts',
  summary: 'Benutzerinteraktionsportal: newsletter subscribers, unanswered chatbot questions, reminders',
  tags,
  permission: 'engagement.view',
  querystring: contactsQuery,
  response: { 200: pageOf(contactRow) },
});

/** `GET /engagement/contacts/csv?type=&from=&to=`: the same rows as CSV (UTF-8 with BOM, `;`, German headers). */
export const contactsCsv = endpoint({
  method: 'GET',
  path: '/engagement/contacts/csv',
  summary: 'Benutzerinteraktionsportal as CSV',
  tags,
  permission: 'engagement.view',
  querystring: contactsQuery.omit({ page: true, isAscending: true }),
  response: { 200: fileAnswer('text/csv') },
});
