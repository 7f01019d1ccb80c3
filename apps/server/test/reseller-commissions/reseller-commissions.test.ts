// Reseller commissions (issue 19, decision 032): earned when a provider invoice is paid (levels 0–2, each reseller's
// tier from the live portals of the providers it recruited itself), approved by the operator, requested by the
// reseller above 100,00 € as one credit note (PDF and mail as a job), marked paid by the operator once. A reseller
// sees only its own rows; other roles none.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  bookings,
  jobs,
  mails,
  resellerCommissions,
  resellerInvoices,
  resellers,
  users,
} from '../../src/db/schema/index.ts';
import {
  RESELLER_INVOICE_ISSUED,
  runResellerInvoiceIssued,
} from '../../src/modules/reseller-commissions/jobs/reseller-invoice-issued.ts';
import { earnResellerCommissions } from '../../src/modules/reseller-commissions/use-cases/earn-commissions.ts';
import { demoIds } from '../credit-notes/fixtures.ts';
import type { TestContext } from '../helpers.ts';
import { mint } from '../subscriptions/people.ts';
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
import { addProvider, addReseller, commissionsOfInvoice, payInvoice, resellerIdOf } from './fixtures.ts';

let ctx: TestContext;
let tokens: DemoTokens;
let adminUserId: number;
/** The demo reseller (recruited the demo provider: 2 live portals → Silber). */
let r0: { id: number; userId: number };
/** Its recruiter: 3 providers with 2 live portals each (and one not live) → Gold. */
let r1: { id: number; userId: number };
/** R1's recruiter: one provider with 1 live portal → no tier. */
let r2: { id: number; userId: number };
/** R2's recruiter: 5 providers with 2 live portals → Platin (level 3 for the demo provider: nothing). */
let r3: { id: number; userId: number };
/** Without a parent, subject to VAT: 2 providers with 1 live portal each → Silber. */
let r4: { id: number; userId: number };
let demoProvider: { id: number; bookingId: number | null };
let r2Provider: Awaited<ReturnType<typeof addProvider>>;
let r4Provider: Awaited<ReturnType<typeof addProvider>>;
let r1Token: string;
let r4Token: string;

const rt = (ctx: TestContext, r: { id: number; userId: number }) =>
  mint(ctx, { userId: r.userId, role: 'reseller', roleId: r.id, tenantId: null, scope: 'main' });
const plain = (s: string) => s.replace(/\u00a0/g, ' ');

useSuite(
  async () => {
    const c = await demoContext();
    return { ctx: c, tokens: await demoTokens(c) };
  },
  async (s) => {
    ({ ctx, tokens } = s);
    const db = ctx.database.db;
    ctx.app.deps.clock.set(new Date('2026-03-05T09:00:00Z'));
    const [admin] = await db.select().from(users).where(eq(users.email, 'admin@example.com'));
    adminUserId = admin!.id;
    r0 = await resellerIdOf(ctx, 'reseller@example.com');
    r3 = await addReseller(ctx, 'rc-platin', null);
    r2 = await addReseller(ctx, 'rc-none', r3.id);
    r1 = await addReseller(ctx, 'rc-gold', r2.id);
    r4 = await addReseller(ctx, 'rc-solo', null, { isSubjectToVAT: true, company: 'Solo Vertrieb GmbH' });
    await db.update(resellers).set({ parentId: r1.id }).where(eq(resellers.id, r0.id));
    for (let i = 0; i < 3; i++) await addProvider(ctx, r1.id);
    await addProvider(ctx, r1.id, { status: 'P', broker: true });
    await addProvider(ctx, r1.id, null);
    r2Provider = await addProvider(ctx, r2.id, { status: 'L', broker: false });
    for (let i = 0; i < 5; i++) await addProvider(ctx, r3.id);
    r4Provider = await addProvider(ctx, r4.id, { status: 'L', broker: false });
    await addProvider(ctx, r4.id, { status: 'L', broker: false });
    const { superuserId } = await demoIds(ctx);
    const [b] = await db.select().from(bookings).where(eq(bookings.superuserId, superuserId));
    demoProvider = { id: superuserId, bookingId: b!.id };
    r1Token = await rt(ctx, r1);
    r4Token = await rt(ctx, r4);
  },
);

const C = '/api/reseller/commission';
const I = '/api/reseller/commissions-invoice';
const get = (url: string, token: string, host?: string) => call(ctx, 'GET', url, { token, host });
const post = (url: string, token: string, body?: unknown) => call(ctx, 'POST', url, { token, body });

let inv1: { id: number; number: string; earned: number };
let inv2: { id: number; number: string; earned: number };

describe('earning when a provider invoice is paid', () => {
  it('level 0 Silber and level 1 Gold earn; a level without a tier and level 3 earn nothing', async () => {
    inv1 = await payInvoice(ctx, demoProvider, 100_000, adminUserId);
    expect(inv1.earned).toBe(2);
    const rows = await commissionsOfInvoice(ctx, inv1.id);
    expect(
      rows.map((r) => [r.resellerId, r.level, r.tier, r.percentage, r.baseCents, r.amountCents, r.status]),
    ).toEqual([
      [r0.id, 0, 'S', 10, 100_000, 10_000, 'O'],
      [r1.id, 1, 'G', 5, 100_000, 5_000, 'O'],
    ]);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'reseller_commission.created'));
    expect(audits).toHaveLength(2);
    expect(audits.every((a) => a.actorUserId === adminUserId)).toBe(true);
  });

  it('is idempotent: the same invoice earns nothing twice', async () => {
    const again = await ctx.database.db.transaction((tx) =>
      earnResellerCommissions(
        tx,
        { id: inv1.id, superuserId: demoProvider.id, netCents: 100_000 },
        adminUserId,
      ),
    );
    expect(again).toBe(0);
    expect(await commissionsOfInvoice(ctx, inv1.id)).toHaveLength(2);
  });

  it('rounds half up and records no zero amounts', async () => {
    inv2 = await payInvoice(ctx, demoProvider, 10, adminUserId); // 1,0 and 0,5 cents
    expect((await commissionsOfInvoice(ctx, inv2.id)).map((r) => r.amountCents)).toEqual([1, 1]);
    const tiny = await payInvoice(ctx, demoProvider, 4, adminUserId); // 0,4 and 0,2 cents
    expect(tiny.earned).toBe(0);
  });

  it('a reseller with one live portal earns nothing, its Platin recruiter its level-1 share', async () => {
    const inv = await payInvoice(ctx, r2Provider, 10_000, adminUserId);
    expect(
      (await commissionsOfInvoice(ctx, inv.id)).map((r) => [r.resellerId, r.level, r.tier, r.amountCents]),
    ).toEqual([[r3.id, 1, 'P', 700]]);
  });

  it('missing levels earn nothing; a provider without a reseller earns nobody anything', async () => {
    const inv = await payInvoice(ctx, r4Provider, 200_000, adminUserId);
    expect(
      (await commissionsOfInvoice(ctx, inv.id)).map((r) => [r.resellerId, r.level, r.tier, r.amountCents]),
    ).toEqual([[r4.id, 0, 'S', 20_000]]);
    const loner = await addProvider(ctx, null);
    expect((await payInvoice(ctx, loner, 100_000, adminUserId)).earned).toBe(0);
  });
});

describe('reading commissions and the account', () => {
  it('a reseller lists its own rows only, with the spec columns', async () => {
    const res = await get(`${C}?page=1`, tokens.reseller);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.count).toBe(2);
    expect(page.results.every((r: { reseller: { id: number } }) => r.reseller.id === r0.id)).toBe(true);
    expect(page.results[1]).toMatchObject({
      superuser: { id: demoProvider.id, email: 'superuser@example.com' },
      providerInvoiceNumber: inv1.number,
      amount: 100,
      amountCents: 10_000,
      level: 0,
      tier: 'S',
      percentage: 10,
      status: 'O',
      statusLabel: 'Offen',
      approvedAt: null,
    });
    const mine = (await get(`${C}?page=1&reseller=${r0.id}`, r1Token)).json();
    expect(mine.count).toBe(2);
    expect(mine.results.every((r: { reseller: { id: number } }) => r.reseller.id === r1.id)).toBe(true);
  });

  it('the operator lists all, per reseller and per status; other roles are refused', async () => {
    expect((await get(`${C}?page=1`, tokens.admin)).json().count).toBe(6);
    expect((await get(`${C}?page=1&reseller=${r3.id}`, tokens.admin)).json().count).toBe(1);
    expect((await get(`${C}?page=1&status=A`, tokens.admin)).json().count).toBe(0);
    expectProblem(await get(`${C}?page=1&status=X`, tokens.admin), 400);
    expectProblem(await get(`${C}?page=1`, tokens.superuser), 403);
    expectProblem(await get(`${C}?page=1`, tokens.issuer), 403);
    expectProblem(await get(`${C}?page=1`, tokens.investor, INV), 403);
    expectProblem(await get(`${C}?page=1`, tokens.salesrep, BROKER), 403);
    expectProblem(await get('/api/reseller/commission-account', tokens.superuser), 403);
  });

  it('answers the account: a reseller its own, the operator one reseller or the totals', async () => {
    const own = (await get('/api/reseller/commission-account', tokens.reseller)).json();
    expect(own).toMatchObject({
      resellerId: r0.id,
      open: 100.01,
      openCents: 10_001,
      approvedCents: 0,
      requestedCents: 0,
      paidCents: 0,
      thresholdCents: 10_000,
      canRequestPayment: false,
    });
    // a reseller's `?reseller=` names nobody else
    expect((await get(`/api/reseller/commission-account?reseller=${r0.id}`, r1Token)).json()).toMatchObject({
      resellerId: r1.id,
      openCents: 5_001,
    });
    expect(
      (await get(`/api/reseller/commission-account?reseller=${r3.id}`, tokens.admin)).json(),
    ).toMatchObject({
      resellerId: r3.id,
      openCents: 700,
    });
    expect((await get('/api/reseller/commission-account', tokens.admin)).json()).toMatchObject({
      resellerId: null,
      openCents: 10_001 + 5_001 + 700 + 20_000,
      canRequestPayment: false,
    });
    expectProblem(await get('/api/reseller/commission-account?reseller=999999', tokens.admin), 404);
  });
});

const idOf = async (resellerId: number, providerInvoiceId: number) => {
  const [row] = await ctx.database.db
    .select()
    .from(resellerCommissions)
    .where(
      and(
        eq(resellerCommissions.resellerId, resellerId),
        eq(resellerCommissions.providerInvoiceId, providerInvoiceId),
      ),
    );
  return row!.id;
};

describe('approving', () => {
  it('only the operator approves, only open ones (O → A, audited); else a German 409', async () => {
    const id = await idOf(r0.id, inv1.id);
    expectProblem(await post(`${C}/${id}/approve`, tokens.reseller), 403);
    expectProblem(await post(`${C}/${id}/approve`, tokens.superuser), 403);
    const res = await post(`${C}/${id}/approve`, tokens.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'A', statusLabel: 'Freigegeben' });
    expect(res.json().approvedAt).not.toBeNull();
    expectProblem(
      await post(`${C}/${id}/approve`, tokens.admin),
      409,
      'Nur offene Provisionen können freigegeben werden; diese hat den Status „Freigegeben“.',
    );
    expectProblem(await post(`${C}/999999/approve`, tokens.admin), 404);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'reseller_commission.approved'), eq(auditLog.entityId, String(id))));
    expect(audits).toHaveLength(1);
  });
});

describe('the payout request', () => {
  const request = (token: string) => post(`${C}/request-payment`, token);

  it('is the reseller’s: the operator and others are refused', async () => {
    expectProblem(await request(tokens.admin), 403);
    expectProblem(await request(tokens.superuser), 403);
  });

  it('refuses exactly 100,00 € approved, naming the amount and the threshold', async () => {
    const res = await request(tokens.reseller);
    const body = expectProblem(res, 409);
    expect(plain(body.detail)).toBe(
      'Eine Auszahlung ist erst ab einem freigegebenen Betrag über 100,00 € möglich. Freigegeben sind 100,00 €; es fehlen noch 0,01 €.',
    );
    expect(await ctx.database.db.select().from(resellerInvoices)).toHaveLength(0);
    expect((await get(`${C}?page=1&status=A`, tokens.reseller)).json().count).toBe(1);
  });

  it('accepts 100,01 €: all approved → R on one credit note, numbered, frozen, audited', async () => {
    expect((await post(`${C}/${await idOf(r0.id, inv2.id)}/approve`, tokens.admin)).statusCode).toBe(200);
    expect((await get('/api/reseller/commission-account', tokens.reseller)).json()).toMatchObject({
      approvedCents: 10_001,
      canRequestPayment: true,
    });
    const res = await request(tokens.reseller);
    expect(res.statusCode, res.body).toBe(201);
    const { detail, invoice } = res.json();
    expect(detail).toBe('Anfrage wurde verschickt');
    expect(invoice).toMatchObject({
      number: 'GS-R-2026-000001',
      dateOfCreation: '2026-03-05',
      reseller: { id: r0.id, email: 'reseller@example.com' },
      isSubjectToVat: false,
      netCents: 10_001,
      vatCents: 0,
      grossCents: 10_001,
      amount: 100.01,
      isPaid: false,
      hasPdf: false,
    });
    expect(invoice.lines).toEqual([
      expect.objectContaining({
        providerInvoiceId: inv1.id,
        providerInvoiceNumber: inv1.number,
        superuserId: demoProvider.id,
        provider: 'Demo Kapital GmbH',
        level: 0,
        tier: 'S',
        percentage: 10,
        baseCents: 100_000,
        amountCents: 10_000,
      }),
      expect.objectContaining({ providerInvoiceId: inv2.id, baseCents: 10, amountCents: 1 }),
    ]);
    const rows = await ctx.database.db
      .select()
      .from(resellerCommissions)
      .where(eq(resellerCommissions.resellerId, r0.id));
    expect(rows.map((r) => [r.status, r.resellerInvoiceId])).toEqual([
      ['R', invoice.id],
      ['R', invoice.id],
    ]);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'reseller_invoice.created'));
    expect(audits).toHaveLength(1);
  });

  it('a second request right after finds nothing approved: 409, still one credit note', async () => {
    const body = expectProblem(await request(tokens.reseller), 409);
    expect(plain(body.detail)).toContain('Freigegeben sind 0,00 €');
    expect(await ctx.database.db.select().from(resellerInvoices)).toHaveLength(1);
  });

  it('bills VAT for a reseller subject to VAT, next number of the series', async () => {
    expect(
      (await post(`${C}/${(await get(`${C}?page=1`, r4Token)).json().results[0].id}/approve`, tokens.admin))
        .statusCode,
    ).toBe(200);
    const res = await request(r4Token);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().invoice).toMatchObject({
      number: 'GS-R-2026-000002',
      isSubjectToVat: true,
      netCents: 20_000,
      vatCents: 3_800,
      grossCents: 23_800,
    });
  });
});

describe('credit notes: reading, PDF, paid', () => {
  const list = (token: string) => get(`${I}s?page=1`, token);

  it('lists a reseller’s own, the operator all; others refused; another reseller’s is not found', async () => {
    const own = (await list(tokens.reseller)).json();
    expect(own.count).toBe(1);
    expect(own.results[0]).toMatchObject({
      number: 'GS-R-2026-000001',
      isPaid: false,
      amount: 100.01,
      dateOfCreation: '2026-03-05',
    });
    expect((await list(tokens.admin)).json().count).toBe(2);
    expect((await list(r1Token)).json().count).toBe(0);
    const id = own.results[0].id;
    expectProblem(await get(`${I}/${id}`, r4Token), 404);
    expectProblem(await get(`${I}/${id}/pdf`, r4Token), 404);
    expectProblem(await list(tokens.superuser), 403);
    expectProblem(await get(`${I}s?page=1`, tokens.salesrep, BROKER), 403);
    expectProblem(await get(`${I}/${id}`, tokens.issuer), 403);
    expect((await get(`${I}/${id}`, tokens.admin)).json().lines).toHaveLength(2);
  });

  it('answers 409 while the PDF is pending; the job renders it and mails it once', async () => {
    const id = (await list(tokens.reseller)).json().results[0].id;
    expectProblem(
      await get(`${I}/${id}/pdf`, tokens.reseller),
      409,
      'Das PDF der Gutschrift wird gerade erstellt. Bitte versuchen Sie es in einigen Sekunden erneut.',
    );
    expect(await mailsTo(ctx, 'reseller@example.com')).toHaveLength(0);
    await ctx.app.deps.jobs.runDue();
    expect((await get(`${I}/${id}`, tokens.reseller)).json().hasPdf).toBe(true);
    const res = await get(`${I}/${id}/pdf`, tokens.reseller);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/pdf/);
    expect(res.headers['content-disposition']).toContain('Gutschrift-GS-R-2026-000001.pdf');
    const text = plain(await pdfText(res.rawPayload));
    for (const s of [
      'Gutschrift GS-R-2026-000001',
      'Datum: 05/03/2026',
      'Zeichnungsplattform GmbH',
      'Demo Kapital GmbH',
      inv1.number,
      'Silber',
      '100,00 €',
      '100,01 €',
      'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet',
    ])
      expect(text).toContain(s);

    const [job] = await ctx.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.queue, RESELLER_INVOICE_ISSUED))
      .limit(1);
    const before = (await ctx.database.db.select().from(mails)).length;
    const payload = job!.payload as Record<string, unknown>;
    await runResellerInvoiceIssued(ctx.app.deps, payload, {
      id: job!.id,
      queue: job!.queue,
      payload,
      attempts: 2,
      max_attempts: 5,
    });
    expect((await ctx.database.db.select().from(mails)).length).toBe(before);
    const sent = await mailsTo(ctx, 'reseller@example.com');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Ihre Reseller-Provisionsgutschrift GS-R-2026-000001');
    expect(sent[0]!.attachments).toEqual([
      expect.objectContaining({
        filename: 'Gutschrift-GS-R-2026-000001.pdf',
        contentType: 'application/pdf',
      }),
    ]);
  });

  it('shows the VAT lines for a reseller subject to VAT', async () => {
    const id = (await list(r4Token)).json().results[0].id;
    const text = plain(await pdfText((await get(`${I}/${id}/pdf`, r4Token)).rawPayload));
    for (const s of ['Solo Vertrieb GmbH', 'zzgl. Umsatzsteuer 19 %', '38,00 €', '238,00 €'])
      expect(text).toContain(s);
    expect(text).not.toContain('§ 19 UStG');
  });

  it('only the operator marks it paid, once: commissions R → P with paidAt, audited once, never unmarked', async () => {
    const id = (await list(tokens.reseller)).json().results[0].id;
    expectProblem(await post(`${I}/${id}`, tokens.reseller, { isPaid: true }), 403);
    expectProblem(await post(`${I}/${id}`, tokens.superuser, { isPaid: true }), 403);
    const [a, b] = await Promise.all([
      post(`${I}/${id}`, tokens.admin, { isPaid: true }),
      post(`${I}/${id}`, tokens.admin, { isPaid: true }),
    ]);
    for (const res of [a!, b!]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ isPaid: true, grossCents: 10_001 });
    }
    const rows = await ctx.database.db
      .select()
      .from(resellerCommissions)
      .where(eq(resellerCommissions.resellerId, r0.id));
    expect(rows.map((r) => r.status)).toEqual(['P', 'P']);
    expect(rows.every((r) => r.paidAt != null)).toBe(true);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'reseller_invoice.paid'), eq(auditLog.entityId, String(id))));
    expect(audits).toHaveLength(1);
    expectProblem(
      await post(`${I}/${id}`, tokens.admin, { isPaid: false }),
      409,
      'Eine als ausgezahlt markierte Gutschrift kann nicht zurückgesetzt werden.',
    );
    expectProblem(await post(`${I}/999999`, tokens.admin, { isPaid: true }), 404);
    expect((await get('/api/reseller/commission-account', tokens.reseller)).json()).toMatchObject({
      paid: 100.01,
      requestedCents: 0,
      approvedCents: 0,
    });
    // the other reseller's credit note is untouched
    const other = (await list(r4Token)).json().results[0];
    expect(other.isPaid).toBe(false);
  });
});
