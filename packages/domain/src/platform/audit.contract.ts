// The audit trail's endpoints (issue 21, decision 035 "Audit trail"): the Protokoll list (admin everything, a
// provider its own tenant's chain) and the operator's integrity check of every hash chain.
import { z } from 'zod';
import { endpoint, pageOf, pageQuery } from '../contract/endpoint.ts';
import { calendarDate } from '../validation/fields.ts';

const tags = ['audit'];

/** A real calendar day (2026-02-30 is refused, not rolled over), with the house's German message. */
const isoDay = calendarDate;

/** One audit entry as the Protokoll shows it: who (the actor's name and e-mail, or "System"), when, what, the data. */
export const auditRow = z.object({
  id: z.number().int(),
  tenantId: z.number().int(),
  lane: z.number().int().describe("the lane of the tenant's chain (0–15) the entry was written into"),
  seq: z.number().int().nullable().describe('its place in that lane: 1, 2, …'),
  at: z.string().describe('ISO 8601; the web shows it in Berlin time'),
  actorUserId: z.number().int().nullable(),
  actorName: z.string().describe('"System" when no signed-in user acted'),
  actorEmail: z.string().nullable(),
  actorRole: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  redacted: z.boolean(),
});
export type AuditRow = z.infer<typeof auditRow>;

export const auditQuery = z.object({
  ...pageQuery,
  entity: z.string().trim().max(60).optional(),
  entityId: z.string().trim().max(60).optional(),
  actor: z.string().trim().max(200).optional().describe('a user id or part of its e-mail'),
  action: z.string().trim().max(100).optional().describe('the action or its beginning (e.g. "zeichnung.")'),
  from: isoDay.optional().describe('Berlin day, inclusive'),
  to: isoDay.optional().describe('Berlin day, inclusive'),
});

/** `GET /audit-log?page=&entity=&entityId=&actor=&action=&from=&to=`: 10 entries a page, newest first. */
export const listAuditLog = endpoint({
  method: 'GET',
  path: '/audit-log',
  summary: 'Audit entries (admin all, a provider its own tenant), 10 a page',
  tags,
  permission: 'audit.list',
  querystring: auditQuery,
  response: { 200: pageOf(auditRow) },
});

const chainBreak = z.object({
  id: z.number().int().nullable(),
  lane: z.number().int(),
  seq: z.number().int().nullable(),
  reason: z.string(),
});

export const auditVerifyResult = z.object({
  ok: z.boolean(),
  entries: z.number().int(),
  durationMs: z.number().int(),
  chains: z.array(
    z.object({
      tenantId: z.number().int(),
      entries: z.number().int(),
      ok: z.boolean(),
      broken: chainBreak.nullable(),
    }),
  ),
});
export type AuditVerifyResultDto = z.infer<typeof auditVerifyResult>;

/** `GET /audit-log/verify`: walks every hash chain and names the first broken entry per chain (operator only). */
export const verifyAuditLog = endpoint({
  method: 'GET',
  path: '/audit-log/verify',
  summary: 'Verify every audit hash chain (operator)',
  tags,
  permission: 'audit.verify',
  response: { 200: auditVerifyResult },
});
