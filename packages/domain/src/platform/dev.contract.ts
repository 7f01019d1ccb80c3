// Development helpers: the dev mailbox (mails captured when no SMTP is set); never registered in production.
import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';

const tags = ['dev'];

export const devMailSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  status: z.string(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
  createdAt: z.string(),
});

export const listDevMails = endpoint({
  method: 'GET',
  path: '/dev/mails',
  summary: 'Captured mails, newest first (not available in production)',
  tags,
  public: true,
  querystring: z.object({
    to: z.string().optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
  }),
  response: { 200: z.array(devMailSchema) },
});

export const sendDevTestMail = endpoint({
  method: 'POST',
  path: '/dev/mails/test',
  summary: 'Send a test mail through the outbox (checks the mail path end to end)',
  tags,
  public: true,
  body: z.object({ to: z.string().trim().toLowerCase().email() }),
  response: { 201: z.object({ id: z.number() }) },
});

export const devClockSchema = z.object({ now: z.string(), today: z.string() });

export const getDevClock = endpoint({
  method: 'GET',
  path: '/dev/clock',
  summary: "The platform clock's current instant and Berlin date",
  tags,
  public: true,
  response: { 200: devClockSchema },
});

export const setDevClock = endpoint({
  method: 'PUT',
  path: '/dev/clock',
  summary: 'Move the platform clock (it keeps running from there); null returns to the real time',
  tags,
  public: true,
  body: z.object({ at: z.string().datetime({ offset: true }).nullable() }),
  response: { 200: devClockSchema },
});

export const runDevSchedule = endpoint({
  method: 'POST',
  path: '/dev/schedules/:name/run',
  summary: "Run a schedule's work now, at the platform clock's time (e.g. credit-notes.monthly)",
  tags,
  public: true,
  params: z.object({ name: z.string().min(1).max(100) }),
  response: { 200: z.object({ name: z.string(), ranAt: z.string() }) },
});
