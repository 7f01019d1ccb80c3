// The demo data shows the credit notes in both states: the demo partner's paid note and its open one.
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, commissions, salesreps, users, zeichnungen } from '../../src/db/schema/index.ts';
import type { TestContext } from '../helpers.ts';
import { BROKER, call, login } from '../support/api.ts';
import { openDemoContext, useSuite } from '../support/suite.ts';

let ctx: TestContext;
useSuite(openDemoContext, (s) => {
  ctx = s.ctx;
});

describe('demo credit notes', () => {
  it('gives the demo partner a paid and an open credit note with their PDFs', async () => {
    const token = await login(ctx, 'salesrep@example.com', BROKER);
    const res = await call(ctx, 'GET', '/api/zeichnung/commissions-invoice/?page=1', { token, host: BROKER });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.count).toBe(2);
    const [open, paid] = page.results;
    expect(open).toMatchObject({ number: expect.stringMatching(/^GS-\d{4}-000002$/), isPaid: false });
    expect(paid).toMatchObject({ number: expect.stringMatching(/^GS-\d{4}-000001$/), isPaid: true });
    expect(paid.grossCents).toBe(15_000); // own first rate 5 % of the paid 3 000 € subscription, §19 UStG (no VAT)
    const pdf = await call(ctx, 'GET', `/api/zeichnung/commissions-invoice/${open.id}/pdf`, {
      token,
      host: BROKER,
    });
    expect(pdf.statusCode).toBe(200);
    const exists = await call(ctx, 'GET', '/api/zeichnung/commissions-invoice/exists', {
      token,
      host: BROKER,
    });
    expect(exists.json()).toEqual({ hasCommissions: { hasCommissions: true } });
  });
});

describe('demo commissions', () => {
  it('show every status O, A, R, P; the approved one through the real path (flag, audit, records)', async () => {
    const db = ctx.database.db;
    const [rep] = await db
      .select({ id: salesreps.id })
      .from(salesreps)
      .innerJoin(users, eq(users.id, salesreps.userId))
      .where(eq(users.email, 'salesrep@example.com'));
    const own = await db
      .select({
        status: commissions.status,
        amountCents: commissions.amountCents,
        zeichnungId: commissions.zeichnungId,
        approvedByUserId: commissions.approvedByUserId,
        commissionInvoiceId: commissions.commissionInvoiceId,
      })
      .from(commissions)
      .where(eq(commissions.salesrepId, rep!.id));
    expect(new Set(own.map((r) => r.status))).toEqual(new Set(['O', 'A', 'R', 'P']));
    const approved = own.filter((r) => r.status === 'A');
    // the 2 200 € follow-up subscription at the follow rate of 2 %, not yet on a credit note
    expect(approved).toEqual([expect.objectContaining({ amountCents: 4_400, commissionInvoiceId: null })]);
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com'));
    expect(approved[0]!.approvedByUserId).toBe(admin!.id);
    const [sub] = await db.select().from(zeichnungen).where(eq(zeichnungen.id, approved[0]!.zeichnungId));
    expect(sub).toMatchObject({ isPaid: true, commissionApproved: true, commissionPaid: false });
    // Every record of the subscription (the partner's and any upline's) moved with the flag, each audited.
    const all = await db.select().from(commissions).where(eq(commissions.zeichnungId, sub!.id));
    expect(all.every((r) => r.status === 'A')).toBe(true);
    const actions = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        and(
          inArray(auditLog.action, ['zeichnung.commission_approved', 'commission.approve']),
          inArray(
            auditLog.entityId,
            [sub!.id, ...all.map((r) => r.id)].map((id) => String(id)),
          ),
        ),
      );
    expect(actions.filter((a) => a.action === 'zeichnung.commission_approved')).toHaveLength(1);
    expect(actions.filter((a) => a.action === 'commission.approve')).toHaveLength(all.length);
  });
});
