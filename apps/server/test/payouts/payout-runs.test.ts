import { todayIso } from '@zp/domain/validation/fields';
// Payout runs (issue 18, docs/decisions/026): the due dates, the preview's tax arithmetic per investor (no order,
// church tax 8 % and 9 %, exemption order and what an earlier run used of it, NV certificate), bank data that blocks
// the confirmation, the confirmation once (events paid, SEPA file with its sums, notices mailed), the runs and notices
// per role and tenant.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  exemptionOrders,
  interestPaymentEvents,
  investors,
  investorTaxProfiles,
  users,
  type zeichnungen,
} from '../../src/db/schema/index.ts';
import {
  as,
  call,
  DEMO,
  expectProblem,
  insertProduct,
  MAIN,
  mailsTo,
  mint,
  otherTenant,
  PERSON,
  type Suite,
  useSuite,
} from '../subscriptions/fixtures.ts';
import { events, otherIssuer, paidSubscription } from './fixtures.ts';

let { ctx, t, ids } = {} as Suite;
useSuite((s) => ({ ctx, t, ids } = s));

const D1 = '2026-01-15';
const D2 = '2026-04-15';
const DATES = (p: number) => `/api/product/${p}/payout-dates`;
const PREVIEW = (p: number, d: string) => `/api/product/${p}/payout-run/preview?date=${d}`;
const CONFIRM = (p: number) => `/api/product/${p}/payout-run`;

type Z = typeof zeichnungen.$inferSelect;
interface Inv {
  id: number;
  userId: number;
  email: string;
}

let n = 0;
/** An investor of the demo tenant with bank data and, optionally, a tax profile and an exemption order. */
async function investor(
  last: string,
  o: {
    church?: string;
    nvUntil?: string;
    orderCents?: number;
    iban?: string | null;
    bic?: string | null;
  } = {},
): Promise<Inv> {
  const db = ctx.database.db;
  const email = `anleger-${++n}@example.com`;
  const [u] = await db
    .insert(users)
    .values({
      ...PERSON,
      email,
      lastName: last,
      bankAccountOwner: `Max ${last}`,
      bankIban: o.iban === undefined ? 'DE89370400440532013000' : o.iban,
      bankBic: o.bic === undefined ? 'COBADEFFXXX' : o.bic,
      scope: `investor:${ids.tenant}`,
      role: 'investor',
    })
    .returning();
  const [i] = await db.insert(investors).values({ userId: u!.id, superuserId: ids.tenant }).returning();
  if (o.church || o.nvUntil)
    await db.insert(investorTaxProfiles).values({
      investorId: i!.id,
      churchMember: Boolean(o.church),
      federalState: o.church ?? null,
      nonAssessmentUntil: o.nvUntil ?? null,
    });
  if (o.orderCents !== undefined)
    await db
      .insert(exemptionOrders)
      .values({ investorId: i!.id, issuerId: ids.issuerId, year: 2026, amountCents: o.orderCents });
  return { id: i!.id, userId: u!.id, email };
}

/** A paid subscription of `inv` with quarterly events from D1 of `cents` each. */
async function subscribed(productId: number, inv: Inv, cents: number, count = 2) {
  const z: Z = await paidSubscription(ctx, { ...ids, investorId: inv.id }, productId);
  const evs = await events(ctx, z, count, D1);
  for (const e of evs)
    await ctx.database.db
      .update(interestPaymentEvents)
      .set({ amountCents: cents })
      .where(eq(interestPaymentEvents.id, e.id));
  return evs;
}

let bond: Awaited<ReturnType<typeof insertProduct>>;
let plain: Inv;
let bavarian: Inv;
let rhinelander: Inv;
let nv: Inv;
let twice: Inv;
let noBank: Inv;
let stranger: Awaited<ReturnType<typeof otherIssuer>>;
let foreign: Awaited<ReturnType<typeof otherTenant>>;

beforeAll(async () => {
  bond = await insertProduct(ctx, {
    name: 'Zinsanleihe Süd',
    interest: 4,
    paymentAccountHolder: 'Emittent Süd GmbH',
    paymentIban: 'DE02120300000000202051',
    paymentBic: 'BYLADEM1001',
  });
  plain = await investor('Ohnekirche');
  bavarian = await investor('Bayer', { church: 'BY' });
  rhinelander = await investor('Rheinländer', { church: 'NW', orderCents: 50_00 });
  nv = await investor('Nichtveranlagt', { nvUntil: '2026-12-31' });
  twice = await investor('Doppelt', { orderCents: 100_00 });
  noBank = await investor('Ohnebank', { iban: null, bic: null });
  for (const inv of [plain, bavarian, rhinelander, nv]) await subscribed(bond.id, inv, 100_00);
  // two subscriptions: 60,00 € and 40,00 € on each date, one line, one transfer
  await subscribed(bond.id, twice, 60_00);
  await subscribed(bond.id, twice, 40_00);
  await subscribed(bond.id, noBank, 10_00);
  stranger = await otherIssuer(ctx, ids.tenant);
  foreign = await otherTenant(ctx, 'fremd-auszahlung');
});

const lineOf = (body: { lines: { investorId: number; problems: string[] }[] }, inv: Inv) =>
  body.lines.find((l) => l.investorId === inv.id);

describe('payout dates and preview', () => {
  it('lists the due dates with open events; the preview computes the taxes per investor', async () => {
    const dates = await as(ctx, t, 'issuer', 'GET', DATES(bond.id));
    expect(dates.statusCode, dates.body).toBe(200);
    expect(dates.json()).toEqual([
      {
        interestPaymentId: expect.any(Number),
        date: D1,
        isDue: true,
        openEvents: 7,
        investors: 6,
        grossCents: 510_00,
      },
      {
        interestPaymentId: expect.any(Number),
        date: D2,
        isDue: true,
        openEvents: 7,
        investors: 6,
        grossCents: 510_00,
      },
    ]);

    const res = await as(ctx, t, 'issuer', 'GET', PREVIEW(bond.id, D1));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      date: D1,
      executionDate: todayIso() /* the due date passed: paid out today (Berlin) */,
      canConfirm: false,
    });
    expect(body.debtor).toEqual({
      name: 'Emittent Süd GmbH',
      iban: 'DE02120300000000202051',
      bic: 'BYLADEM1001',
    });
    // 100,00 € without church tax: 25 % = 25,00; Soli 5,5 % of it = 1,375 → 1,37; net 73,63
    expect(lineOf(body, plain)).toMatchObject({
      grossCents: 100_00,
      exemptionUsedCents: 0,
      exemptionRemainingCents: null,
      taxableCents: 100_00,
      kapitalertragsteuerCents: 25_00,
      solidaritaetszuschlagCents: 1_37,
      kirchensteuerCents: 0,
      netCents: 73_63,
      payeeName: 'Max Ohnekirche',
      problems: [],
    });
    // Bayern 8 %: KapESt 10 000 / 4,08 = 2 450,98 → 24,50; Soli 1,3475 → 1,34; KiSt 8 % of 24,50 = 1,96; net 72,20
    expect(lineOf(body, bavarian)).toMatchObject({
      churchTaxRate: 8,
      kapitalertragsteuerCents: 24_50,
      solidaritaetszuschlagCents: 1_34,
      kirchensteuerCents: 1_96,
      netCents: 72_20,
    });
    // NRW 9 %, order 50,00 €: taxable 50,00; KapESt 5 000 / 4,09 = 1 222,49 → 12,22; Soli 0,6721 → 0,67;
    // KiSt 9 % of 12,22 = 1,0998 → 1,09; net 100,00 − 13,98 = 86,02
    expect(lineOf(body, rhinelander)).toMatchObject({
      churchTaxRate: 9,
      exemptionRemainingCents: 50_00,
      exemptionUsedCents: 50_00,
      taxableCents: 50_00,
      kapitalertragsteuerCents: 12_22,
      solidaritaetszuschlagCents: 67,
      kirchensteuerCents: 1_09,
      netCents: 86_02,
    });
    // NV certificate valid on the execution day: nothing withheld
    expect(lineOf(body, nv)).toMatchObject({ nonAssessment: true, taxableCents: 0, netCents: 100_00 });
    // two subscriptions, one line: 60 + 40 = 100,00 € entirely within the order of 100,00 €
    expect(lineOf(body, twice)).toMatchObject({
      grossCents: 100_00,
      eventIds: [expect.any(Number), expect.any(Number)],
      exemptionUsedCents: 100_00,
      taxableCents: 0,
      netCents: 100_00,
    });
    expect(lineOf(body, noBank)!.problems).toEqual([
      'Für „Max Ohnebank“ ist keine Bankverbindung (IBAN) hinterlegt.',
    ]);
    expect(body.totals).toMatchObject({
      count: 6,
      grossCents: 510_00,
      netCents: 73_63 + 72_20 + 86_02 + 100_00 + 100_00 + 10_00 - 2_50 - 13,
    });
    // nothing written
    const [e] = await ctx.database.db
      .select()
      .from(interestPaymentEvents)
      .where(eq(interestPaymentEvents.productId, bond.id));
    expect(e!.isPaid).toBe(false);
  });

  it('refuses a date without events (404), a bad date (400), a date beyond 14 days ahead (409)', async () => {
    expectProblem(await as(ctx, t, 'issuer', 'GET', PREVIEW(bond.id, '2026-02-15')), 404);
    expectProblem(await as(ctx, t, 'issuer', 'GET', PREVIEW(bond.id, '2026-02-30')), 400);
    const other = await insertProduct(ctx, { name: 'Anleihe Später', interest: 3 });
    const later = await subscribed(other.id, plain, 1_00, 5); // … 2027-01-15
    expect(later.at(-1)!.dueDate).toBe('2027-01-15');
    expectProblem(
      await as(ctx, t, 'issuer', 'GET', PREVIEW(other.id, '2027-01-15')),
      409,
      'Der Zahltermin 15/01/2027 liegt mehr als 14 Tage in der Zukunft und kann noch nicht ausgezahlt werden.',
    );
  });
});

describe('refusals by role and tenant', () => {
  it('investor, superuser, salesrep 403; another issuer 404; no sign-in 401', async () => {
    for (const role of ['investor', 'superuser', 'salesrep', 'reseller'] as const) {
      expectProblem(await as(ctx, t, role, 'GET', DATES(bond.id)), 403);
      expectProblem(await as(ctx, t, role, 'GET', PREVIEW(bond.id, D1)), 403);
      expectProblem(await as(ctx, t, role, 'POST', CONFIRM(bond.id), { date: D1 }), 403);
    }
    expectProblem(await call(ctx, 'GET', PREVIEW(bond.id, D1), MAIN, stranger.token), 404);
    expectProblem(await call(ctx, 'POST', CONFIRM(bond.id), MAIN, stranger.token, { date: D1 }), 404);
    expectProblem(await call(ctx, 'GET', DATES(bond.id), MAIN, stranger.token), 404);
    expectProblem(await call(ctx, 'GET', DATES(999_999), MAIN, t.admin), 404);
    expectProblem(await call(ctx, 'GET', PREVIEW(bond.id, D1), MAIN), 401);
    expectProblem(await as(ctx, t, 'issuer', 'POST', CONFIRM(bond.id), { date: 'morgen' }), 400);
  });
});

describe('confirming a run', () => {
  let runId: number;

  it('is refused while a line has no bank data (409 naming it), nothing written', async () => {
    const res = await as(ctx, t, 'issuer', 'POST', CONFIRM(bond.id), { date: D1 });
    const body = expectProblem(res, 409);
    expect(body.detail).toContain('Für „Max Ohnebank“ ist keine Bankverbindung (IBAN) hinterlegt.');
    const paid = await ctx.database.db
      .select()
      .from(interestPaymentEvents)
      .where(eq(interestPaymentEvents.isPaid, true));
    expect(paid).toHaveLength(0);
  });

  it('a wrong IBAN is flagged too; once fixed the run is confirmed: events paid, lines, SEPA file, audit', async () => {
    const db = ctx.database.db;
    await db.update(users).set({ bankIban: 'DE89370400440532013001' }).where(eq(users.id, noBank.userId));
    const preview = (await as(ctx, t, 'issuer', 'GET', PREVIEW(bond.id, D1))).json();
    expect(lineOf(preview, noBank)!.problems).toEqual([
      'Die IBAN von „Max Ohnebank“ ist ungültig. Bitte prüfen Sie die Bankverbindung.',
    ]);
    await db
      .update(users)
      .set({ bankIban: 'DE89 3704 0044 0532 0130 00' })
      .where(eq(users.id, noBank.userId));

    const res = await as(ctx, t, 'issuer', 'POST', CONFIRM(bond.id), { date: D1 });
    expect(res.statusCode, res.body).toBe(201);
    const run = res.json();
    runId = run.id;
    expect(run).toMatchObject({
      date: D1,
      executionDate: todayIso() /* the due date passed: paid out today (Berlin) */,
      count: 6,
      grossCents: 510_00,
      kapitalertragsteuerCents: 25_00 + 24_50 + 12_22 + 2_50,
      solidaritaetszuschlagCents: 1_37 + 1_34 + 67 + 13,
      kirchensteuerCents: 1_96 + 1_09,
      netCents: 73_63 + 72_20 + 86_02 + 100_00 + 100_00 + 7_37,
      hasSepaFile: true,
      detail: 'Die Auszahlung wurde bestätigt: 6 Zahlungen, die Zinsabrechnungen werden versandt.',
    });
    expect(run.lines).toHaveLength(6);
    const events1 = await db
      .select()
      .from(interestPaymentEvents)
      .where(eq(interestPaymentEvents.payoutRunId, runId));
    expect(events1).toHaveLength(7);
    expect(events1.every((e) => e.isPaid && e.dueDate === D1 && e.paidAt)).toBe(true);
    const audits = await db.select().from(auditLog).where(eq(auditLog.entity, 'interestPaymentEvent'));
    expect(audits.filter((a) => a.action === 'interest_payment_event.paid')).toHaveLength(7);
    expect(await db.select().from(auditLog).where(eq(auditLog.entity, 'payoutRun'))).toHaveLength(1);

    // the SEPA file: one transfer per line, sums and control sum in the XML equal the run's net total
    const sepa = await as(ctx, t, 'issuer', 'GET', `/api/payout-run/${runId}/sepa`);
    expect(sepa.statusCode).toBe(200);
    expect(sepa.headers['content-type']).toMatch(/^application\/xml/);
    const xml = sepa.body;
    expect(xml).toContain('pain.001.001.09');
    const amounts = [...xml.matchAll(/<InstdAmt Ccy="EUR">([\d.]+)<\/InstdAmt>/g)].map((m) =>
      Math.round(Number(m[1]) * 100),
    );
    expect(amounts).toHaveLength(6);
    expect(amounts.reduce((s, a) => s + a, 0)).toBe(run.netCents);
    expect([...xml.matchAll(/<CtrlSum>([\d.]+)<\/CtrlSum>/g)].map((m) => m[1])).toEqual(['439.22', '439.22']);
    expect([...xml.matchAll(/<NbOfTxs>(\d+)<\/NbOfTxs>/g)].map((m) => m[1])).toEqual(['6', '6']);
    expect(xml).toContain('<IBAN>DE02120300000000202051</IBAN>');
    expect(xml).toContain(`<EndToEndId>ZP-${runId}-${twice.id}</EndToEndId>`);
    expect(xml).toContain('<Nm>Max Rheinlaender</Nm>');
  });

  it('a second confirmation of the date is 409; the date is no longer offered', async () => {
    expectProblem(
      await as(ctx, t, 'admin', 'POST', CONFIRM(bond.id), { date: D1 }),
      409,
      'Die Auszahlung für diesen Zahltermin wurde bereits bestätigt.',
    );
    const dates = (await as(ctx, t, 'issuer', 'GET', DATES(bond.id))).json();
    expect(dates.map((d: { date: string }) => d.date)).toEqual([D2]);
  });

  it('the next date spends only what the first run left of the exemption order', async () => {
    const body = (await as(ctx, t, 'admin', 'GET', PREVIEW(bond.id, D2))).json();
    // order 100,00 €, used 100,00 € on D1: nothing left → 100,00 € taxed (25,00 / 1,37)
    expect(lineOf(body, twice)).toMatchObject({
      exemptionRemainingCents: 0,
      exemptionUsedCents: 0,
      taxableCents: 100_00,
      netCents: 73_63,
    });
    // order 50,00 € used up on D1 as well
    expect(lineOf(body, rhinelander)).toMatchObject({ exemptionRemainingCents: 0, taxableCents: 100_00 });
  });

  it('mails each investor its notice; the investor downloads its own, not another one', async () => {
    await ctx.app.deps.jobs.runDue(100);
    const [mail] = await mailsTo(ctx, bavarian.email);
    expect(mail!.subject).toBe('Ihre Zinsabrechnung zu „Zinsanleihe Süd“');
    expect(mail!.text).toMatch(/72,20\s€ nach Steuern/);
    expect(mail!.attachments).toHaveLength(1);

    const detail = (await as(ctx, t, 'issuer', 'GET', `/api/payout-run/${runId}`)).json();
    expect(detail.lines.every((l: { hasNotice: boolean }) => l.hasNotice)).toBe(true);
    const own = detail.lines.find((l: { investorId: number }) => l.investorId === bavarian.id);
    const host = DEMO.investor.host;
    const token = await mint(ctx, {
      userId: bavarian.userId,
      role: 'investor',
      roleId: bavarian.id,
      tenantId: ids.tenant,
      scope: `investor:${ids.tenant}`,
    });
    const list = await call(ctx, 'GET', '/api/payout-notice/', host, token);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ count: 1, results: [{ id: own.id, netCents: 72_20 }] });
    const pdf = await call(ctx, 'GET', `/api/payout-notice/${own.id}/pdf`, host, token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // the demo investor has no line in this run: another investor's notice is not found
    expectProblem(await as(ctx, t, 'investor', 'GET', `/api/payout-notice/${own.id}/pdf`), 404);
    expect((await as(ctx, t, 'investor', 'GET', '/api/payout-notice/')).json().count).toBe(0);
    expectProblem(
      await call(ctx, 'GET', `/api/payout-notice/${own.id}/pdf`, foreign.host, foreign.investor),
      404,
    );
    // the issuer and admin read it; another issuer not
    expect((await as(ctx, t, 'issuer', 'GET', `/api/payout-notice/${own.id}/pdf`)).statusCode).toBe(200);
    expectProblem(await call(ctx, 'GET', `/api/payout-notice/${own.id}/pdf`, MAIN, stranger.token), 404);
  });

  it('runs: listed for admin and the issuer, not for another issuer; detail and SEPA file 404 outside the scope', async () => {
    expect((await as(ctx, t, 'issuer', 'GET', '/api/payout-run/')).json()).toMatchObject({
      count: 1,
      results: [{ id: runId, productName: 'Zinsanleihe Süd' }],
    });
    expect((await as(ctx, t, 'admin', 'GET', `/api/payout-run/?product-id=${bond.id}`)).json().count).toBe(1);
    expect((await call(ctx, 'GET', '/api/payout-run/', MAIN, stranger.token)).json().count).toBe(0);
    expectProblem(await call(ctx, 'GET', `/api/payout-run/${runId}`, MAIN, stranger.token), 404);
    expectProblem(await call(ctx, 'GET', `/api/payout-run/${runId}/sepa`, MAIN, stranger.token), 404);
    for (const role of ['investor', 'superuser', 'salesrep'] as const) {
      expectProblem(await as(ctx, t, role, 'GET', '/api/payout-run/'), 403);
      expectProblem(await as(ctx, t, role, 'GET', `/api/payout-run/${runId}/sepa`), 403);
    }
    expectProblem(await as(ctx, t, 'superuser', 'GET', '/api/payout-notice/'), 403);
  });
});
