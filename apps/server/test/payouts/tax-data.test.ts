// The investor's tax data (issue 18, docs/decisions/027): tax profile with German field messages, exemption orders
// (limits, years, issuers, the floor of what payouts used), yearly tax certificates issued once from hand-made payout
// lines, and that only the investor itself reaches any of it.

import { taxCertificatePdfTexts as P, taxDataTexts as T } from '@zp/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  type interestPaymentEvents,
  payoutLines,
  payoutRuns,
  type zeichnungen,
} from '../../src/db/schema/index.ts';
import { isPostgres } from '../helpers.ts';
import {
  as,
  call,
  expectProblem,
  insertProduct,
  MAIN,
  otherTenant,
  type Suite,
  useSuite,
} from '../subscriptions/fixtures.ts';
import { pdfText } from '../support/pdf-text.ts';
import { events, otherIssuer, paidSubscription } from './fixtures.ts';

let { ctx, t, ids } = {} as Suite;
useSuite((s) => ({ ctx, t, ids } = s));

const PROFILE = '/api/investor/tax-profile';
const ORDERS = '/api/investor/exemption-orders';
const CERTS = '/api/investor/tax-certificates';
const PDF = (year: number | string) => `${CERTS}/${year}/pdf`;
const euro = (s: string) => s.replace(/ /g, '\u00a0');

let foreign: Awaited<ReturnType<typeof otherTenant>>;
let stranger: Awaited<ReturnType<typeof otherIssuer>>;
let zA: typeof zeichnungen.$inferSelect;
let zB: typeof zeichnungen.$inferSelect;

type Event = typeof interestPaymentEvents.$inferSelect;
interface Amounts {
  gross: number;
  exemption: number;
  kapest: number;
  soli: number;
  kist: number;
}

/** One payout line (and its run, one per payment date) for `e`, booked in `year`, in cents. */
async function line(e: Event, z: typeof zeichnungen.$inferSelect, year: number, a: Amounts) {
  const db = ctx.database.db;
  await db
    .insert(payoutRuns)
    .values({
      interestPaymentId: e.interestPaymentId,
      productId: e.productId,
      issuerId: ids.issuerId,
      superuserId: ids.tenant,
      executionDate: e.dueDate,
      count: 1,
      grossCents: 0,
      kapitalertragsteuerCents: 0,
      solidaritaetszuschlagCents: 0,
      kirchensteuerCents: 0,
      netCents: 0,
      messageId: `run-${e.interestPaymentId}`,
    })
    .onConflictDoNothing();
  const [run] = await db
    .select()
    .from(payoutRuns)
    .where(eq(payoutRuns.interestPaymentId, e.interestPaymentId));
  await db.insert(payoutLines).values({
    payoutRunId: run!.id,
    eventId: e.id,
    zeichnungId: z.id,
    investorId: z.investorId,
    year,
    payeeName: 'Ina Anlegerin',
    iban: 'DE89370400440532013000',
    endToEndId: `e2e-${e.id}`,
    grossCents: a.gross,
    exemptionUsedCents: a.exemption,
    taxableCents: a.gross - a.exemption,
    kapitalertragsteuerCents: a.kapest,
    solidaritaetszuschlagCents: a.soli,
    kirchensteuerCents: a.kist,
    netCents: a.gross - a.kapest - a.soli - a.kist,
  });
}

let evA: Event[];
let evB: Event[];

beforeAll(async () => {
  ctx.app.deps.clock.set(new Date('2026-10-15T10:00:00Z'));
  const bond = await insertProduct(ctx, { name: 'Zinsanleihe Nord', interest: 5 });
  const solar = await insertProduct(ctx, { name: 'Solarpark Süd', interest: 4 });
  zA = await paidSubscription(ctx, ids, bond.id);
  zB = await paidSubscription(ctx, ids, solar.id);
  evA = await events(ctx, zA, 5, '2026-03-31');
  evB = await events(ctx, zB, 5, '2026-03-30');
  foreign = await otherTenant(ctx, 'steuer');
  stranger = await otherIssuer(ctx, ids.tenant);
  // 2026, product A (no church tax): 500,00 fully exempt; 800,00 with 300,00 exempt → taxable 500,00:
  // KapESt 125,00, Soli 125,00 × 5,5 % = 6,875 → 6,87, net 668,13.
  await line(evA[0]!, zA, 2026, { gross: 500_00, exemption: 500_00, kapest: 0, soli: 0, kist: 0 });
  await line(evA[1]!, zA, 2026, { gross: 800_00, exemption: 300_00, kapest: 125_00, soli: 6_87, kist: 0 });
  // 2026, product B, church tax 9 % (decision 023's example): 100,00 → 24,44 / 1,34 / 2,19, net 72,03.
  await line(evB[2]!, zB, 2026, { gross: 100_00, exemption: 0, kapest: 24_44, soli: 1_34, kist: 2_19 });
  // 2027 (certificate not before 2028): 50,00 → KapESt 12,50, Soli 0,6875 → 0,68, net 36,82.
  await line(evA[4]!, zA, 2027, { gross: 50_00, exemption: 0, kapest: 12_50, soli: 68, kist: 0 });
});
afterAll(() => ctx.app.deps.clock.set(null));

const investor = (method: 'GET' | 'PUT', url: string, body?: unknown) =>
  as(ctx, t, 'investor', method, url, body);
const audits = (entity: string) =>
  ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, entity)).orderBy(auditLog.id);

describe('tax profile', () => {
  const valid = { taxId: '86 095 742 719', churchMember: true, federalState: 'BY', nonAssessmentUntil: null };

  it('starts empty; German field messages for a bad tax id, a missing or unknown state, a bad date', async () => {
    const empty = await investor('GET', PROFILE);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({
      taxId: null,
      churchMember: false,
      federalState: null,
      nonAssessmentUntil: null,
      updatedAt: null,
    });
    expectProblem(
      await investor('PUT', PROFILE, { ...valid, taxId: '86095742718', federalState: '' }),
      400,
      undefined,
      {
        taxId: T.taxIdInvalid,
        federalState: T.federalStateRequired,
      },
    );
    expectProblem(
      await investor('PUT', PROFILE, { ...valid, federalState: 'Bayern', nonAssessmentUntil: '2026-02-30' }),
      400,
      undefined,
      { federalState: T.federalStateUnknown, nonAssessmentUntil: 'Kein valides Datum' },
    );
    expectProblem(await investor('PUT', PROFILE, { ...valid, taxId: 12345678901 }), 400, undefined, {
      taxId: T.taxIdInvalid,
    });
    expect(await audits('investorTaxProfile')).toHaveLength(0);
  });

  it('saves the normalised tax id, church membership and state; audited; unchanged saves write nothing', async () => {
    const res = await investor('PUT', PROFILE, valid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ taxId: '86095742719', churchMember: true, federalState: 'BY' });
    expect((await investor('PUT', PROFILE, valid)).statusCode).toBe(200);
    const later = { ...valid, churchMember: false, federalState: null, nonAssessmentUntil: '2028-12-31' };
    expect((await investor('PUT', PROFILE, later)).json()).toMatchObject({
      churchMember: false,
      nonAssessmentUntil: '2028-12-31',
    });
    expect((await investor('GET', PROFILE)).json()).toMatchObject({
      taxId: '86095742719',
      federalState: null,
    });
    const entries = await audits('investorTaxProfile');
    expect(entries.map((e) => [e.action, e.entityId])).toEqual([
      ['tax_profile.created', String(ids.investorId)],
      ['tax_profile.updated', String(ids.investorId)],
    ]);
    expect(entries[1]!.before).toMatchObject({ churchMember: true, federalState: 'BY' });
  });

  it("is the caller's own: another tenant's investor sees its own empty profile; other roles 403, no token 401", async () => {
    const other = await call(ctx, 'GET', PROFILE, foreign.host, foreign.investor);
    expect(other.json()).toMatchObject({ taxId: null, churchMember: false });
    for (const role of ['admin', 'superuser', 'issuer', 'salesrep', 'reseller'] as const) {
      expectProblem(await as(ctx, t, role, 'GET', PROFILE), 403);
      expectProblem(await as(ctx, t, role, 'PUT', PROFILE, valid), 403);
    }
    expectProblem(await call(ctx, 'GET', PROFILE, MAIN), 401);
  });
});

describe('exemption orders', () => {
  it('lists the issuer of the subscriptions for this and next year at 0 €, with what 2026 payouts used', async () => {
    const res = await investor('GET', ORDERS);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.years).toEqual([2026, 2027]);
    expect(body.results.map((r: { year: number; issuerId: number }) => [r.year, r.issuerId])).toEqual([
      [2027, ids.issuerId],
      [2026, ids.issuerId],
    ]);
    // 500,00 + 300,00 used in 2026 with the demo issuer (both products); nothing in 2027
    expect(body.results[1]).toMatchObject({
      amountCents: 0,
      usedCents: 800_00,
      remainingCents: 0,
      editable: true,
    });
    expect(body.results[0]).toMatchObject({ amountCents: 0, usedCents: 0 });
    expect((await call(ctx, 'GET', ORDERS, foreign.host, foreign.investor)).json().results).toEqual([]);
  });

  it('refuses more than 1 000 € single / 2 000 € joint, other years and issuers without subscriptions', async () => {
    const put = (body: object) =>
      investor('PUT', ORDERS, {
        issuerId: ids.issuerId,
        year: 2027,
        amountCents: 100_000,
        joint: false,
        ...body,
      });
    expectProblem(await put({ amountCents: 100_001 }), 400, T.orderTooHigh(euro('1.000,00 €')), {
      amountCents: T.orderTooHigh(euro('1.000,00 €')),
    });
    expectProblem(await put({ amountCents: 200_001, joint: true }), 400, T.orderTooHigh(euro('2.000,00 €')));
    expectProblem(await put({ year: 2025 }), 400, T.orderYear(2026, 2027), { year: T.orderYear(2026, 2027) });
    expectProblem(await put({ issuerId: stranger.id }), 400, T.orderIssuerUnknown);
    expectProblem(await put({ amountCents: 12.5 }), 400, undefined, {
      amountCents: 'Darf nur aus Zahlen bestehen',
    });
    expectProblem(await put({ amountCents: -1 }), 400);
    expect((await put({ amountCents: 200_000, joint: true })).json()).toMatchObject({
      year: 2027,
      amountCents: 200_000,
      joint: true,
      usedCents: 0,
      remainingCents: 2_000_00,
    });
  });

  it('cannot be lowered below what 2026 payouts used (800,00 €); 0 € revokes and keeps the row', async () => {
    const put = (year: number, amountCents: number) =>
      investor('PUT', ORDERS, { issuerId: ids.issuerId, year, amountCents, joint: false });
    expect((await put(2026, 1_000_00)).json()).toMatchObject({
      amountCents: 1_000_00,
      remainingCents: 200_00,
    });
    expectProblem(await put(2026, 799_99), 400, T.orderBelowUsed(euro('800,00 €')), {
      amountCents: T.orderBelowUsed(euro('800,00 €')),
    });
    expect((await put(2026, 800_00)).json()).toMatchObject({ amountCents: 800_00, remainingCents: 0 });
    expectProblem(await put(2026, 0), 400, T.orderBelowUsed(euro('800,00 €')));
    expect((await put(2027, 0)).json()).toMatchObject({ amountCents: 0, usedCents: 0, remainingCents: 0 });
    const entries = await audits('exemptionOrder');
    expect(entries.map((e) => e.action)).toEqual([
      'exemption_order.created', // 2027: 2 000 € joint
      'exemption_order.created', // 2026: 1 000 €
      'exemption_order.updated', // 2026: 800 €
      'exemption_order.revoked', // 2027: 0 €
    ]);
    const list = (await investor('GET', ORDERS)).json().results;
    expect(list.find((r: { year: number }) => r.year === 2027)).toMatchObject({ amountCents: 0 });
    expect(list.find((r: { year: number }) => r.year === 2027).updatedAt).not.toBeNull();
  });

  it('only the investor: other roles 403', async () => {
    for (const role of ['admin', 'superuser', 'issuer', 'salesrep', 'reseller'] as const) {
      expectProblem(await as(ctx, t, role, 'GET', ORDERS), 403);
      expectProblem(
        await as(ctx, t, role, 'PUT', ORDERS, {
          issuerId: ids.issuerId,
          year: 2026,
          amountCents: 0,
          joint: false,
        }),
        403,
      );
    }
  });
});

describe('tax certificates', () => {
  it('lists the years with their totals; not available before the year is over', async () => {
    const res = await investor('GET', CERTS);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toEqual([
      expect.objectContaining({
        year: 2027,
        available: false,
        availableFrom: '2028-01-01',
        grossCents: 50_00,
      }),
      {
        year: 2026,
        available: false,
        availableFrom: '2027-01-01',
        issuedAt: null,
        grossCents: 1_400_00,
        exemptionUsedCents: 800_00,
        kapitalertragsteuerCents: 149_44,
        solidaritaetszuschlagCents: 8_21,
        kirchensteuerCents: 2_19,
        netCents: 1_240_16,
      },
    ]);
    expectProblem(await investor('GET', PDF(2026)), 404, T.certificateNotYet(2026));
  });

  it('after the year: per product and in total, from the lines; stored once, the same bytes again', async () => {
    ctx.app.deps.clock.set(new Date('2027-01-11T09:00:00Z'));
    const res = await investor('GET', PDF(2026));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/pdf/);
    expect(res.headers['content-disposition']).toContain(P.fileName(2026));
    const lines = (await pdfText(res.rawPayload)).replace(/\u00a0/g, ' ').split('\n');
    const after = (label: string, n = 6) => {
      const at = lines.indexOf(label);
      expect(at, label).toBeGreaterThanOrEqual(0);
      return lines.slice(at + 1, at + 1 + n);
    };
    expect(lines).toContain('Jahressteuerbescheinigung 2026');
    expect(lines).toContain('Steuer-Identifikationsnummer: 86095742719');
    expect(lines).toContain('Ausgestellt am: 11/01/2027');
    // gross, exemption, KapESt, Soli, KiSt, net
    expect(after('Zinsanleihe Nord')).toEqual([
      '1.300,00 €',
      '800,00 €',
      '125,00 €',
      '6,87 €',
      '0,00 €',
      '1.168,13 €',
    ]);
    expect(after('Solarpark Süd')).toEqual(['100,00 €', '0,00 €', '24,44 €', '1,34 €', '2,19 €', '72,03 €']);
    expect(after('Summe')).toEqual(['1.400,00 €', '800,00 €', '149,44 €', '8,21 €', '2,19 €', '1.240,16 €']);
    expect(lines.join('\n')).not.toContain('50,00 €'); // the 2027 line is not in it
    const again = await investor('GET', PDF(2026));
    expect(Buffer.compare(again.rawPayload, res.rawPayload)).toBe(0);
    const issued = await audits('taxCertificate');
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ action: 'tax_certificate.issued', entityId: `${ids.investorId}:2026` });
    expect((await investor('GET', CERTS)).json().results[1].issuedAt).not.toBeNull();
  });

  it('a line booked for the year after issuing gives a new version; the old file stays', async () => {
    // 10,00 € at 9 %: KapESt 10 / 4,09 = 2,444 → 2,44; Soli 0,134 → 0,13; KiSt 0,2196 → 0,21; net 7,22
    await line(evB[3]!, zB, 2026, { gross: 10_00, exemption: 0, kapest: 2_44, soli: 13, kist: 21 });
    const res = await investor('GET', PDF(2026));
    const text = (await pdfText(res.rawPayload)).replace(/\u00a0/g, ' ');
    expect(text).toContain(P.corrected(2));
    const lines = text.split('\n');
    expect(lines.slice(lines.indexOf('Summe') + 1, lines.indexOf('Summe') + 7)).toEqual([
      '1.410,00 €',
      '800,00 €',
      '151,88 €',
      '8,34 €',
      '2,40 €',
      '1.247,38 €',
    ]);
    const issued = await audits('taxCertificate');
    expect(issued.map((e) => (e.after as { version: number }).version)).toEqual([1, 2]);
    const first = (issued[0]!.after as { fileId: string }).fileId;
    expect((await ctx.app.deps.files.find(first))?.originalName).toBe(P.fileName(2026));
  });

  it("refuses other investors' years, other roles, years without lines and bad years", async () => {
    expectProblem(
      await call(ctx, 'GET', PDF(2026), foreign.host, foreign.investor),
      404,
      T.certificateNone(2026),
    );
    expect((await call(ctx, 'GET', CERTS, foreign.host, foreign.investor)).json().results).toEqual([]);
    expectProblem(await investor('GET', PDF(2025)), 404, T.certificateNone(2025));
    expectProblem(await investor('GET', PDF('zwei')), 400);
    expectProblem(await investor('GET', PDF(1999)), 400);
    for (const role of ['admin', 'superuser', 'issuer', 'salesrep', 'reseller'] as const) {
      expectProblem(await as(ctx, t, role, 'GET', CERTS), 403);
      expectProblem(await as(ctx, t, role, 'GET', PDF(2026)), 403);
    }
    const rows = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'taxCertificate'), eq(auditLog.entityId, `${foreign.investorId}:2026`)));
    expect(rows).toEqual([]);
  });
});

// The embedded database has one connection (its transactions never overlap): races only on PostgreSQL.
describe.runIf(isPostgres())('under concurrent requests (PostgreSQL)', () => {
  it('8 first downloads of a year issue one certificate; 8 first saves of an order write one entry', async () => {
    ctx.app.deps.clock.set(new Date('2028-01-05T09:00:00Z'));
    const downloads = await Promise.all(Array.from({ length: 8 }, () => investor('GET', PDF(2027))));
    for (const d of downloads) expect(d.statusCode, d.body).toBe(200);
    for (const d of downloads) expect(Buffer.compare(d.rawPayload, downloads[0]!.rawPayload)).toBe(0);
    const issued = (await audits('taxCertificate')).filter((e) => e.entityId === `${ids.investorId}:2027`);
    expect(issued).toHaveLength(1);
    const body = { issuerId: ids.issuerId, year: 2029, amountCents: 400_00, joint: false };
    const saves = await Promise.all(Array.from({ length: 8 }, () => investor('PUT', ORDERS, body)));
    for (const r of saves) expect(r.statusCode, r.body).toBe(200);
    const created = (await audits('exemptionOrder')).filter(
      (e) => (e.after as { year: number } | null)?.year === 2029,
    );
    expect(created.map((e) => e.action)).toEqual(['exemption_order.created']);
  });
});
