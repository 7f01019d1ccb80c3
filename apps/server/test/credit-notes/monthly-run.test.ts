// Monthly credit notes (issue 17, module 11, decision 018): one note per partner of its approved commissions,
// numbered per provider, with VAT or the §19 UStG note, a PDF under §14 UStG, mailed; idempotent per month;
// read by the partner (own), its provider and the operator; ticked paid by the operator only.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  commissions,
  jobs,
  mails,
  superusers,
  users,
  zeichnungen,
} from '../../src/db/schema/index.ts';
import {
  CREDIT_NOTE_ISSUED,
  runCreditNoteIssued,
} from '../../src/modules/credit-notes/jobs/credit-note-issued.ts';
import { runMonthlyIfDue } from '../../src/modules/credit-notes/use-cases/run-credit-notes.ts';
import type { TestContext } from '../helpers.ts';
import {
  BROKER,
  call,
  type DemoTokens,
  demoContext,
  demoTokens,
  expectProblem,
  INV,
  mailsTo,
} from '../support/api.ts';
import { pdfText } from '../support/pdf-text.ts';
import { useSuite } from '../support/suite.ts';
import {
  addCommission,
  addPartner,
  addProduct,
  addZeichnung,
  commissionStatuses,
  type DemoIds,
  demoIds,
} from './fixtures.ts';

let ctx: TestContext;
let tokens: DemoTokens;
let ids: DemoIds;
let partnerB: number;
let partnerC: number;
let foreignPartner: number;
let z1: number;
let z2: number;
let z3: number;

const BASE = '/api/zeichnung/commissions-invoice';

useSuite(
  async () => {
    const c = await demoContext();
    return { ctx: c, tokens: await demoTokens(c), ids: await demoIds(c) };
  },
  async (s) => {
    ({ ctx, tokens, ids } = s);
    const db = ctx.database.db;
    // The provider's data a §14 document names.
    const [su] = await db.select().from(superusers).where(eq(superusers.id, ids.superuserId));
    await db
      .update(users)
      .set({
        street: 'Marktplatz',
        houseNumber: '1',
        zipCode: '10117',
        city: 'Berlin',
        taxNumber: '27/123/45678',
      })
      .where(eq(users.id, su!.userId));
    await db
      .update(users)
      .set({
        street: 'Gartenweg',
        houseNumber: '3',
        zipCode: '50667',
        city: 'Köln',
        taxNumber: '214/5555/0101',
      })
      .where(eq(users.id, ids.salesrepUserId));
    partnerB = await addPartner(ctx, ids.superuserId, {
      email: 'bernd.partner@example.com',
      firstName: 'Bernd',
      lastName: 'Steuerpflichtig',
      isSubjectToVAT: true,
      headSalesrepId: ids.salesrepId,
    });
    partnerC = await addPartner(ctx, ids.superuserId, {
      email: 'clara.partner@example.com',
      firstName: 'Clara',
      lastName: 'Rückbuchung',
      isSubjectToVAT: false,
    });
    // A provider without a booking (no module 11): its partners are not settled.
    const [otherUser] = await db
      .insert(users)
      .values({ email: 'other-provider@example.com', role: 'superuser', firstName: 'O', lastName: 'P' })
      .returning();
    const [other] = await db.insert(superusers).values({ userId: otherUser!.id }).returning();
    foreignPartner = await addPartner(ctx, other!.id, {
      email: 'foreign.partner@example.com',
      firstName: 'F',
      lastName: 'P',
      isSubjectToVAT: false,
    });
    const product = await addProduct(ctx, ids, 'Solarpark Brandenburg');
    z1 = await addZeichnung(ctx, ids, product, '2026-02-03T10:00:00Z', 1_000_000);
    z2 = await addZeichnung(ctx, ids, product, '2026-02-10T10:00:00Z', 250_050);
    z3 = await addZeichnung(ctx, ids, product, '2026-01-05T10:00:00Z', 400_000);
    const su_ = ids.superuserId;
    // demo partner (§19 UStG): 500,00 + 125,03 − a clawback of 200,00 paid in January = 425,03
    await addCommission(ctx, {
      superuserId: su_,
      salesrepId: ids.salesrepId,
      zeichnungId: z1,
      level: 0,
      baseCents: 1_000_000,
      percentage: 5,
      amountCents: 50_000,
    });
    await addCommission(ctx, {
      superuserId: su_,
      salesrepId: ids.salesrepId,
      zeichnungId: z2,
      level: 0,
      baseCents: 250_050,
      percentage: 5,
      amountCents: 12_503,
    });
    const paid = await addCommission(ctx, {
      superuserId: su_,
      salesrepId: ids.salesrepId,
      zeichnungId: z3,
      level: 0,
      baseCents: 400_000,
      percentage: 5,
      amountCents: 20_000,
      status: 'P',
    });
    await addCommission(ctx, {
      superuserId: su_,
      salesrepId: ids.salesrepId,
      zeichnungId: z3,
      level: 0,
      baseCents: -400_000,
      percentage: 5,
      amountCents: -20_000,
      reversesCommissionId: paid,
    });
    // partner B (subject to VAT): 200,00 net; an open (O) record waits for approval
    await addCommission(ctx, {
      superuserId: su_,
      salesrepId: partnerB,
      zeichnungId: z1,
      level: 1,
      baseCents: 1_000_000,
      percentage: 2,
      amountCents: 20_000,
    });
    await addCommission(ctx, {
      superuserId: su_,
      salesrepId: partnerB,
      zeichnungId: z2,
      level: 1,
      baseCents: 250_050,
      percentage: 2,
      amountCents: 5_001,
      status: 'O',
    });
    // partner C: only a clawback (−50,00) → no note, the record waits
    const cPaid = await addCommission(ctx, {
      superuserId: su_,
      salesrepId: partnerC,
      zeichnungId: z2,
      level: 2,
      baseCents: 250_050,
      percentage: 2,
      amountCents: 5_000,
      status: 'P',
    });
    await addCommission(ctx, {
      superuserId: su_,
      salesrepId: partnerC,
      zeichnungId: z2,
      level: 2,
      baseCents: -250_050,
      percentage: 2,
      amountCents: -5_000,
      reversesCommissionId: cPaid,
    });
    await addCommission(ctx, {
      superuserId: other!.id,
      salesrepId: foreignPartner,
      zeichnungId: z1,
      level: 5,
      baseCents: 1_000_000,
      percentage: 1,
      amountCents: 10_000,
    });
  },
);

const run = (period: string, token = tokens.admin) =>
  call(ctx, 'POST', `${BASE}/run`, { token, body: { period } });
const list = (token: string, host?: string) => call(ctx, 'GET', `${BASE}/?page=1`, { token, host });

describe('the monthly run', () => {
  it('does nothing on a day other than the first', async () => {
    ctx.app.deps.clock.set(new Date('2026-02-27T10:00:00Z'));
    expect(await runMonthlyIfDue(ctx.app.deps)).toBeNull();
  });

  it('on the first, settles the previous month: one note per partner, numbered per provider', async () => {
    ctx.app.deps.clock.set(new Date('2026-03-01T06:00:00Z')); // 07:00 in Berlin
    const out = await runMonthlyIfDue(ctx.app.deps);
    expect(out).toEqual({ created: 2, detail: '2 Gutschrift(en) erstellt.' });
    // PDF and mail follow as a job per note (decision 029); until it ran, the download asks to retry.
    const first = (await list(tokens.superuser)).json().results[0];
    const detail = await call(ctx, 'GET', `${BASE}/${first.id}`, { token: tokens.superuser });
    expect(detail.json().hasPdf).toBe(false);
    expectProblem(
      await call(ctx, 'GET', `${BASE}/${first.id}/pdf`, { token: tokens.superuser }),
      409,
      'Das PDF der Gutschrift wird gerade erstellt. Bitte versuchen Sie es in einigen Sekunden erneut.',
    );
    expect(await mailsTo(ctx, 'salesrep@example.com')).toHaveLength(0);
    await ctx.app.deps.jobs.runDue();
    const res = await list(tokens.superuser);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.count).toBe(2);
    const [b, demo] = page.results; // newest first
    expect(demo).toMatchObject({
      number: 'GS-2026-000001',
      dateOfCreation: '2026-03-01',
      period: '2026-02',
      salesrep: { id: ids.salesrepId, name: 'Sarah Vermittlerin', email: 'salesrep@example.com' },
      isSubjectToVat: false,
      netCents: 42_503,
      vatCents: 0,
      grossCents: 42_503,
      amount: 425.03,
      isPaid: false,
    });
    expect(b).toMatchObject({
      number: 'GS-2026-000002',
      isSubjectToVat: true,
      netCents: 20_000,
      vatCents: 3_800,
      grossCents: 23_800,
    });
  });

  it('freezes one line per subscription, the clawback included', async () => {
    const page = (await list(tokens.salesrep, BROKER)).json();
    expect(page.count).toBe(1);
    const res = await call(ctx, 'GET', `${BASE}/${page.results[0].id}`, {
      token: tokens.salesrep,
      host: BROKER,
    });
    expect(res.statusCode, res.body).toBe(200);
    const note = res.json();
    expect(note.providerName).toBe('Demo Kapital GmbH');
    expect(note.hasPdf).toBe(true);
    expect(note.lines).toEqual([
      {
        zeichnungId: z3,
        date: '2026-01-05',
        investor: 'Ina Anlegerin',
        product: 'Solarpark Brandenburg',
        level: 0,
        baseCents: -400_000,
        percentage: 5,
        amountCents: -20_000,
      },
      {
        zeichnungId: z1,
        date: '2026-02-03',
        investor: 'Ina Anlegerin',
        product: 'Solarpark Brandenburg',
        level: 0,
        baseCents: 1_000_000,
        percentage: 5,
        amountCents: 50_000,
      },
      {
        zeichnungId: z2,
        date: '2026-02-10',
        investor: 'Ina Anlegerin',
        product: 'Solarpark Brandenburg',
        level: 0,
        baseCents: 250_050,
        percentage: 5,
        amountCents: 12_503,
      },
    ]);
    // records A → R on the note; the paid January record stays P
    const statuses = await commissionStatuses(ctx, ids.salesrepId);
    expect(statuses.map((s) => s.status)).toEqual(['R', 'R', 'P', 'R']);
    expect(statuses.filter((s) => s.status === 'R').every((s) => s.invoiceId === note.id)).toBe(true);
  });

  it('leaves a partner whose total is not positive, the open records and other providers alone', async () => {
    expect((await commissionStatuses(ctx, partnerC)).map((s) => s.status)).toEqual(['P', 'A']);
    expect((await commissionStatuses(ctx, partnerB)).map((s) => s.status)).toEqual(['R', 'O']);
    expect((await commissionStatuses(ctx, foreignPartner)).map((s) => s.status)).toEqual(['A']);
  });

  it('writes a §14 UStG PDF: parties, tax numbers, number, date, period, lines, the §19 note', async () => {
    const page = (await list(tokens.salesrep, BROKER)).json();
    const res = await call(ctx, 'GET', `${BASE}/${page.results[0].id}/pdf`, {
      token: tokens.salesrep,
      host: BROKER,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/pdf/);
    expect(res.headers['content-disposition']).toContain('Gutschrift-GS-2026-000001.pdf');
    const text = (await pdfText(res.rawPayload)).replace(/\u00a0/g, ' ');
    for (const s of [
      'Gutschrift GS-2026-000001',
      'Gutschriftnummer: GS-2026-000001',
      'Datum: 01/03/2026',
      'Februar 2026 (01/02/2026 – 28/02/2026)',
      'Demo Kapital GmbH',
      'Marktplatz 1',
      '10117 Berlin',
      'Steuernummer: 27/123/45678',
      'Sarah Vermittlerin',
      'Gartenweg 3',
      'Steuernummer: 214/5555/0101',
      'Solarpark Brandenburg',
      'Ina Anlegerin',
      '125,03 €',
      '-200,00 €',
      '425,03 €',
      'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet',
    ])
      expect(text).toContain(s);
    expect(text).not.toContain('Umsatzsteuer 19 %');
  });

  it('shows the VAT line for a partner subject to VAT', async () => {
    const b = (await list(tokens.superuser)).json().results[0];
    const res = await call(ctx, 'GET', `${BASE}/${b.id}/pdf`, { token: tokens.superuser });
    const text = (await pdfText(res.rawPayload)).replace(/\u00a0/g, ' ');
    for (const s of [
      'Bernd Steuerpflichtig',
      'Nettobetrag',
      '200,00 €',
      'zzgl. Umsatzsteuer 19 %',
      '38,00 €',
      'Gesamtbetrag',
      '238,00 €',
    ])
      expect(text).toContain(s);
    expect(text).not.toContain('§ 19 UStG');
  });

  it('mails the note with its PDF to the partner, once even when its job runs again', async () => {
    const [job] = await ctx.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.queue, CREDIT_NOTE_ISSUED))
      .limit(1);
    const before = (await ctx.database.db.select().from(mails)).length;
    const payload = job!.payload as Record<string, unknown>;
    await runCreditNoteIssued(ctx.app.deps, payload, {
      id: job!.id,
      queue: job!.queue,
      payload,
      attempts: 2,
      max_attempts: 5,
    });
    expect((await ctx.database.db.select().from(mails)).length).toBe(before);
    const [mail] = await mailsTo(ctx, 'salesrep@example.com');
    expect(mail!.subject).toBe('Ihre Provisionsgutschrift GS-2026-000001');
    expect(mail!.text.replace(/\u00a0/g, ' ')).toContain('Februar 2026 über 425,03 €');
    expect(mail!.attachments).toEqual([
      expect.objectContaining({ filename: 'Gutschrift-GS-2026-000001.pdf', contentType: 'application/pdf' }),
    ]);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'credit_note.created'));
    expect(audits).toHaveLength(2);
  });

  it('creates nothing when run again for the month', async () => {
    expect(await runMonthlyIfDue(ctx.app.deps)).toMatchObject({ created: 0 });
    const res = await run('2026-02');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().created).toBe(0);
    expect((await list(tokens.admin)).json().count).toBe(2);
  });

  it('continues the provider series the next month; a clawback nets out against new commissions', async () => {
    await addCommission(ctx, {
      superuserId: ids.superuserId,
      salesrepId: partnerC,
      zeichnungId: z1,
      level: 2,
      baseCents: 1_000_000,
      percentage: 1,
      amountCents: 8_000,
    });
    ctx.app.deps.clock.set(new Date('2026-04-01T08:00:00Z'));
    expect(await runMonthlyIfDue(ctx.app.deps)).toMatchObject({ created: 1 });
    await ctx.app.deps.jobs.runDue();
    const [c] = (await list(tokens.superuser)).json().results;
    expect(c).toMatchObject({
      number: 'GS-2026-000003',
      period: '2026-03',
      netCents: 3_000,
      grossCents: 3_000,
    });
    expect((await commissionStatuses(ctx, partnerC)).map((s) => s.status)).toEqual(['P', 'R', 'R']);
  });

  it('refuses the manual run to everyone but the operator, and a bad month', async () => {
    expectProblem(await run('2026-03', tokens.superuser), 403);
    expectProblem(await run('2026-13'), 400);
  });
});

describe('reading and paying', () => {
  it('keeps a partner out of another partner’s note (404) and other roles out of the list (403)', async () => {
    const bNote = (await list(tokens.admin))
      .json()
      .results.find((n: { salesrep: { id: number } }) => n.salesrep.id === partnerB);
    expectProblem(
      await call(ctx, 'GET', `${BASE}/${bNote.id}`, { token: tokens.salesrep, host: BROKER }),
      404,
    );
    expectProblem(
      await call(ctx, 'GET', `${BASE}/${bNote.id}/pdf`, { token: tokens.salesrep, host: BROKER }),
      404,
    );
    expectProblem(await list(tokens.investor, INV), 403);
    expectProblem(await list(tokens.issuer), 403);
    expect((await list(tokens.admin)).json().count).toBe(3);
  });

  it('answers the exists check in the spec shape', async () => {
    const res = await call(ctx, 'GET', `${BASE}/exists`, { token: tokens.salesrep, host: BROKER });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ hasCommissions: { hasCommissions: true } });
    expect((await call(ctx, 'GET', `${BASE}/exists`, { token: tokens.superuser })).json()).toEqual({
      hasCommissions: { hasCommissions: true },
    });
    expectProblem(await call(ctx, 'GET', `${BASE}/exists`, { token: tokens.investor, host: INV }), 403);
  });

  it('lets only the operator tick a note paid: records R → P, audited once, idempotent, never unticked', async () => {
    const note = (await list(tokens.salesrep, BROKER)).json().results[0];
    const url = `${BASE}/${note.id}/update`;
    expectProblem(
      await call(ctx, 'POST', url, { token: tokens.salesrep, host: BROKER, body: { isPaid: true } }),
      403,
    );
    expectProblem(await call(ctx, 'POST', url, { token: tokens.superuser, body: { isPaid: true } }), 403);
    const [a, b] = await Promise.all([
      call(ctx, 'POST', url, { token: tokens.admin, body: { isPaid: true } }),
      call(ctx, 'POST', url, { token: tokens.admin, body: { isPaid: true } }),
    ]);
    for (const res of [a!, b!]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        isPaid: true,
        netCents: 42_503,
        lines: note.lines ?? expect.any(Array),
      });
    }
    expect((await commissionStatuses(ctx, ids.salesrepId)).map((s) => s.status)).toEqual([
      'P',
      'P',
      'P',
      'P',
    ]);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'credit_note.paid'), eq(auditLog.entityId, String(note.id))));
    expect(audits).toHaveLength(1);
    // Every subscription on the note whose records are now all paid out carries commissionPaid (audited once).
    const db = ctx.database.db;
    const onNote = await db
      .selectDistinct({ id: commissions.zeichnungId })
      .from(commissions)
      .where(eq(commissions.commissionInvoiceId, note.id));
    expect(onNote.length).toBeGreaterThan(0);
    for (const { id } of onNote) {
      const all = await db.select().from(commissions).where(eq(commissions.zeichnungId, id));
      const [z] = await db.select().from(zeichnungen).where(eq(zeichnungen.id, id));
      expect(z!.commissionPaid, `subscription ${id}`).toBe(all.every((c) => c.status === 'P'));
    }
    const flagged = await db.select().from(auditLog).where(eq(auditLog.action, 'zeichnung.commission_paid'));
    expect(flagged.length).toBeGreaterThan(0);
    expect(flagged.length).toBe(new Set(flagged.map((f) => f.entityId)).size);
    expectProblem(
      await call(ctx, 'POST', url, { token: tokens.admin, body: { isPaid: false } }),
      409,
      'Eine als überwiesen markierte Gutschrift kann nicht zurückgesetzt werden.',
    );
    expectProblem(
      await call(ctx, 'POST', `${BASE}/999999/update`, { token: tokens.admin, body: { isPaid: true } }),
      404,
    );
    ctx.app.deps.clock.set(null);
  });
});
