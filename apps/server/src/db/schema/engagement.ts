import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { investors, superusers } from './accounts.ts';

/**
 * A provider's landing page (module 13, spec 001 §3 "Landing page"; issue 20): its texts and links in `content`
 * (header1–3, aboutUs, ourMission, ourVision, welcomeDescription, managers [{title, name, photoFileId}], videoLink,
 * instagramLink, facebookLink, linkedinLink, emailLink, salesrepDescription), its images as file ids in `files`
 * (heroImage, welcomeImage1–5, salesrepLogo, salesrepImage, logo, favicon) and the landing colours.
 */
export const landingPages = pgTable('landing_pages', {
  superuserId: integer('superuser_id')
    .primaryKey()
    .references(() => superusers.id),
  content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
  files: jsonb('files').$type<Record<string, string | null>>().notNull().default({}),
  primaryColor: text('primary_color'),
  secondaryColor: text('secondary_color'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedByUserId: integer('updated_by_user_id'),
});

/** A provider's chatbot (spec 001 §3 Chatbot): created on first fetch. */
export const chatbots = pgTable('chatbots', {
  id: serial('id').primaryKey(),
  superuserId: integer('superuser_id')
    .notNull()
    .references(() => superusers.id)
    .unique(),
  welcomeMessage: text('welcome_message').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const chatbotEntries = pgTable(
  'chatbot_entries',
  {
    id: serial('id').primaryKey(),
    chatbotId: integer('chatbot_id')
      .notNull()
      .references(() => chatbots.id),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    position: integer('position').notNull().default(0),
    /** Removed entries stay for the records of the answers they gave (§18a/§23 FinVermV). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chatbot_entries_chatbot_idx').on(t.chatbotId)],
);

/** Every question a visitor typed and the answer shown (kept 10 years, §18a/§23 FinVermV). */
export const chatbotInteractions = pgTable(
  'chatbot_interactions',
  {
    id: serial('id').primaryKey(),
    superuserId: integer('superuser_id')
      .notNull()
      .references(() => superusers.id),
    /** 'landing' or 'investor' (the portal the widget ran on). */
    origin: text('origin').notNull(),
    question: text('question').notNull(),
    entryId: integer('entry_id'),
    answer: text('answer').notNull(),
    score: real('score'),
    answered: boolean('answered').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chatbot_interactions_superuser_idx').on(t.superuserId, t.id)],
);

/**
 * A newsletter subscription (spec 001 §3; issue 20): of the operator's main site (`superuser_id` null) or of a
 * provider. Double opt-in: it counts only once `confirmed_at` is set by the link in the confirmation mail;
 * unsubscribing sets `unsubscribed_at` (never deleted: the consent's record).
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    superuserId: integer('superuser_id').references(() => superusers.id),
    email: text('email').notNull(),
    /** 1 registration, 2 customer frontend (landing page, investor portal), 3 sign-up form. */
    origin: integer('origin').notNull(),
    token: uuid('token').notNull().defaultRandom(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_email_idx').on(
      sql`coalesce(${t.superuserId}, 0)`,
      sql`lower(${t.email})`,
    ),
    uniqueIndex('newsletter_subscriptions_token_idx').on(t.token),
    index('newsletter_subscriptions_superuser_idx').on(t.superuserId, t.id),
  ],
);

/** A newsletter the provider wrote and sent to its confirmed subscribers (through the outbox). */
export const newsletters = pgTable(
  'newsletters',
  {
    id: serial('id').primaryKey(),
    superuserId: integer('superuser_id').references(() => superusers.id),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    recipients: integer('recipients').notNull().default(0),
    sent: integer('sent').notNull().default(0),
    status: text('status', { enum: ['sending', 'sent'] })
      .notNull()
      .default('sending'),
    createdByUserId: integer('created_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('newsletters_superuser_idx').on(t.superuserId, t.id)],
);

/** The provider's weekly reminder settings (spec 001 §3 E-mail reminder settings, §9). */
export const reminderSettings = pgTable('reminder_settings', {
  superuserId: integer('superuser_id')
    .primaryKey()
    .references(() => superusers.id),
  sendNoZeichnung: boolean('send_no_zeichnung').notNull().default(false),
  sendOpenZeichnung: boolean('send_open_zeichnung').notNull().default(false),
  sendNotPaidZeichnung: boolean('send_not_paid_zeichnung').notNull().default(false),
  sendNoWalletAddress: boolean('send_no_wallet_address').notNull().default(false),
  /** 0 Monday … 6 Sunday. */
  dayOfWeek: integer('day_of_week').notNull().default(0),
  hour: integer('hour').notNull().default(9),
  minute: integer('minute').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One reminder mail: at most one per investor, kind and ISO week (the unique index makes a resumed run safe). */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    id: serial('id').primaryKey(),
    superuserId: integer('superuser_id')
      .notNull()
      .references(() => superusers.id),
    investorId: integer('investor_id')
      .notNull()
      .references(() => investors.id),
    /** noZeichnung, openZeichnung, notPaidZeichnung, noWalletAddress */
    kind: text('kind').notNull(),
    /** ISO week in Berlin, e.g. 2026-W48. */
    week: text('week').notNull(),
    /** The `:reminder` of the cancel link: unguessable, so nobody cancels another investor's reminders. */
    token: uuid('token').notNull().defaultRandom(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reminder_sends_once_idx').on(t.investorId, t.kind, t.week),
    uniqueIndex('reminder_sends_token_idx').on(t.token),
    index('reminder_sends_superuser_idx').on(t.superuserId, t.id),
  ],
);

/** An investor's cancellation of a reminder kind (`/investor/cancel-reminder/:investorId/:reminder`). */
export const reminderCancellations = pgTable(
  'reminder_cancellations',
  {
    investorId: integer('investor_id')
      .notNull()
      .references(() => investors.id),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.investorId, t.kind] })],
);
