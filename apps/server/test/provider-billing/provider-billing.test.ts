// Provider billing (issue 19, decision 032): the processing fee recorded at payment (§9 table, tier crossing at
// exactly 2 000 000,00 €, module 17 and a live booking required), the monthly run (fee lines, pro rata, setup once,
// idempotent), the PDF job, marking paid once, and who may read or change what.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  bookings,
  jobs,
  mails,
  processingFees,
  providerInvoices,
  zeichnungen,
} from '../../src/db/schema/index.ts';
import type { JobRow } from '../../src/lib/jobs.ts';
import { runProviderInvoiceIssued } from '../../src/modules/provider-billing/jobs/provider-invoice-issued.ts';
import {
  as,
  call,
  finished,
  insertProduct,
  otherTenant,
  type Suite,
  useSuite,
} from '../subscriptions/fixtures.ts';
import { expectProblem } from '../support/api.ts';
import { pdfText } from '../support/pdf-text.ts';

let { ctx, t, ids } = {} as Suite;
useSuite((s) => ({ ctx, t, ids } = s));

const BASE = '/api/provider-invoice';
const op = (id: number, body: unknown) => as(ctx, t, 'superuser', 'PUT', `/api/zeichnung/${id}/update`, body);
const db = () => ctx.database.db;
const berlinToday = () => ctx.app.deps.clock.today();

let productId: number;
let demoBooking = {} as typeof bookings.$inferSelect;
let other: Awaited<ReturnType<typeof otherTenant>>;

async function paid(volumeEuro: number) {
  const z = await finished(ctx, t, productId, volumeEuro);
  expect((await op(z.id, { status: 'A', acceptor: 'Annahme' })).statusCode).toBe(200);
  const res = await op(z.id, { isPaid: true, transferAcceptor: 'Kasse' });
  expect(res.statusCode, res.body).toBe(200);
  return z.id as number;
}
const feeOf = async (zeichnungId: number) =>
  (await db().select().from(processingFees).where(eq(processingFees.zeichnungId, zeichnungId)))[0];

describe('processing fee at payment', () => {
  it('setup: the demo booking live for 60 days with module 17, 1 999 000 € paid this booking year', async () => {
    const live = new Date(Date.now() - 60 * 86_400_000);
    const [row] = await db()
      .update(bookings)
      .set({ decidedAt: live, modules: [1, 2, 3, 4, 6, 7, 8, 9, 11, 13, 14, 16, 17], duration: 4 })
      .where(and(eq(bookings.superuserId, ids.tenant), eq(bookings.status, 'L')))
      .returning();
    demoBooking = row!;
    productId = (await insertProduct(ctx, { name: 'Windpark Nord' })).id;
    // An earlier paid subscription worth 1 999 000 € (its fee row stands for the volume before).
    const [z] = await db()
      .insert(zeichnungen)
      .values({
        productId,
        investorId: ids.investorId,
        superuserId: ids.tenant,
        volumeCents: 199_900_000,
        totalAmountCents: 199_900_000,
        status: 'A',
        isPaid: true,
      })
      .returning();
    await db().insert(processingFees).values({
      superuserId: ids.tenant,
      bookingId: demoBooking!.id,
      zeichnungId: z!.id,
      paidOn: berlinToday(),
      bookingYear: 1,
      volumeBeforeCents: 0,
      durationYears: 4,
      baseCents: 199_900_000,
      percentage: 0.8,
      amountCents: 1_599_200,
    });
  });

  it('takes the rate by the volume before: up to and including 2 000 000,00 € the first row, then the second', async () => {
    const a = await paid(1_000); // before 1 999 000 € → 0,80 % (4 years)
    expect(await feeOf(a)).toMatchObject({
      bookingYear: 1,
      volumeBeforeCents: 199_900_000,
      durationYears: 4,
      baseCents: 100_000,
      percentage: 0.8,
      amountCents: 800,
      paidOn: berlinToday(),
      providerInvoiceId: null,
    });
    const b = await paid(1_000); // before exactly 2 000 000,00 € → still 0,80 %
    expect(await feeOf(b)).toMatchObject({
      volumeBeforeCents: 200_000_000,
      percentage: 0.8,
      amountCents: 800,
    });
    const c = await paid(1_500); // before 2 001 000 € → 0,75 %: 150 000 × 0,75 % = 1 125
    expect(await feeOf(c)).toMatchObject({
      volumeBeforeCents: 200_100_000,
      percentage: 0.75,
      amountCents: 1_125,
    });
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'processing_fee.recorded'));
    expect(audits).toHaveLength(3);
  });

  it('takes the column of the booking duration', async () => {
    await db().update(bookings).set({ duration: 8 }).where(eq(bookings.id, demoBooking.id));
    const z = await paid(1_300); // 8 years, second row → 0,25 %: 130 000 × 0,25 % = 325
    expect(await feeOf(z)).toMatchObject({ durationYears: 8, percentage: 0.25, amountCents: 325 });
    await db().update(bookings).set({ duration: 4 }).where(eq(bookings.id, demoBooking.id));
  });

  it('records nothing without module 17', async () => {
    await db()
      .update(bookings)
      .set({ modules: demoBooking.modules.filter((m) => m !== 17) })
      .where(eq(bookings.id, demoBooking.id));
    const z = await paid(1_000);
    expect(await feeOf(z)).toBeUndefined();
    await db().update(bookings).set({ modules: demoBooking.modules }).where(eq(bookings.id, demoBooking.id));
  });

  it('records nothing while the booking is not live', async () => {
    const z = await finished(ctx, t, productId, 1_000);
    expect((await op(z.id, { status: 'A', acceptor: 'Annahme' })).statusCode).toBe(200);
    await db().update(bookings).set({ status: 'P' }).where(eq(bookings.id, demoBooking.id));
    const res = await op(z.id, { isPaid: true, transferAcceptor: 'Kasse' });
    await db().update(bookings).set({ status: 'L' }).where(eq(bookings.id, demoBooking.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(await feeOf(z.id)).toBeUndefined();
  });
});

describe('the monthly run', () => {
  it('refuses every role but the operator', async () => {
    for (const role of ['superuser', 'reseller', 'issuer'] as const)
      expectProblem(await as(ctx, t, role, 'POST', `${BASE}/run`, { period: '2024-02' }), 403);
    expectProblem(await as(ctx, t, 'admin', 'POST', `${BASE}/run`, { period: '2024-13' }), 400);
  });

  it('bills the go-live month pro rata with the setup fee (February of a leap year)', async () => {
    other = await otherTenant(ctx, 'abrechnung');
    await db()
      .update(bookings)
      .set({
        decidedAt: new Date('2024-02-15T10:00:00Z'),
        monthlyFeeTotalCents: 10_000,
        setupFeeTotalCents: 50_000,
        modules: [1, 17],
      })
      .where(eq(bookings.superuserId, other.tenant));
    const res = await as(ctx, t, 'admin', 'POST', `${BASE}/run`, { period: '2024-02' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ created: 1, detail: '1 Anbieterrechnung(en) erstellt.' });
    const [inv] = await db().select().from(providerInvoices).where(eq(providerInvoices.period, '2024-02'));
    expect(inv).toMatchObject({
      superuserId: other.tenant,
      lines: [
        { kind: 'setup', modules: [1, 17], amountCents: 50_000 },
        { kind: 'monthly', modules: [1, 17], liveDays: 15, days: 29, amountCents: 5_172 },
      ],
      processingFeeCount: 0,
      netCents: 55_172,
      vatCents: 10_483, // 10 482,68 → 10 483
      grossCents: 65_655,
    });
    expect(inv!.number).toMatch(/^RE-\d{6}$/);
  });

  it('bills the next month whole, the setup fee not again; a second run bills nothing twice', async () => {
    const res = await as(ctx, t, 'admin', 'POST', `${BASE}/run`, { period: '2024-03' });
    expect(res.json().created).toBe(1);
    const [inv] = await db().select().from(providerInvoices).where(eq(providerInvoices.period, '2024-03'));
    expect(inv!.lines).toEqual([{ kind: 'monthly', modules: [1, 17], amountCents: 10_000 }]);
    expect(inv).toMatchObject({ netCents: 10_000, vatCents: 1_900, grossCents: 11_900 });
    for (const period of ['2024-02', '2024-03'])
      expect((await as(ctx, t, 'admin', 'POST', `${BASE}/run`, { period })).json().created).toBe(0);
  });

  it("bills this month's live bookings: fee lines and every unbilled processing fee", async () => {
    const period = berlinToday().slice(0, 7);
    const res = await as(ctx, t, 'admin', 'POST', `${BASE}/run`, { period });
    expect(res.json().created).toBe(2); // the demo tenant and the other tenant
    const [inv] = await db()
      .select()
      .from(providerInvoices)
      .where(and(eq(providerInvoices.period, period), eq(providerInvoices.superuserId, ids.tenant)));
    const fees = 1_599_200 + 800 + 800 + 1_125 + 325;
    const net = demoBooking.setupFeeTotalCents + demoBooking.monthlyFeeTotalCents + fees;
    expect(inv).toMatchObject({
      processingFeeCount: 5,
      processingFeeCents: fees,
      netCents: net,
      vatCents: Math.round((net * 19) / 100),
      grossCents: net + Math.round((net * 19) / 100),
    });
    const billed = await db()
      .select()
      .from(processingFees)
      .where(eq(processingFees.bookingId, demoBooking.id));
    expect(billed.every((f) => f.providerInvoiceId === inv!.id)).toBe(true);
    expect((await as(ctx, t, 'admin', 'POST', `${BASE}/run`, { period })).json().created).toBe(0);
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'provider_invoice.created'));
    expect(audits).toHaveLength(4);
  });
});

describe('PDF, reading and marking paid', () => {
  let demoInvoiceId: number;

  it('answers 409 until the job stored the PDF; the job is idempotent', async () => {
    const list = await as(ctx, t, 'superuser', 'GET', `${BASE}/?page=1`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().count).toBe(1);
    demoInvoiceId = list.json().results[0].id;
    expectProblem(
      await as(ctx, t, 'superuser', 'GET', `${BASE}/${demoInvoiceId}/pdf`),
      409,
      'Das PDF der Rechnung wird gerade erstellt. Bitte versuchen Sie es in einigen Sekunden erneut.',
    );
    await ctx.app.deps.jobs.runDue();
    const sent = await db().select().from(mails).where(eq(mails.to, 'superuser@example.com'));
    const invoiceMails = sent.filter((m) => m.subject.startsWith('Ihre Rechnung'));
    expect(invoiceMails).toHaveLength(1);
    const [job] = await db().select().from(jobs).where(eq(jobs.queue, 'provider-invoice.issued'));
    await runProviderInvoiceIssued(ctx.app.deps, { invoiceId: demoInvoiceId }, job as unknown as JobRow);
    const again = await db().select().from(mails).where(eq(mails.to, 'superuser@example.com'));
    expect(again.filter((m) => m.subject.startsWith('Ihre Rechnung'))).toHaveLength(1);

    const pdf = await as(ctx, t, 'superuser', 'GET', `${BASE}/${demoInvoiceId}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).replace(/\u00a0/g, ' ');
    for (const s of [
      'Rechnungsnummer',
      'Abwicklungsgebühren',
      'Windpark Nord',
      'zzgl. Umsatzsteuer 19 %',
      'IBAN',
    ])
      expect(text).toContain(s);
  });

  it('shows the detail with lines and processing fees to the provider and the operator only', async () => {
    const res = await as(ctx, t, 'superuser', 'GET', `${BASE}/${demoInvoiceId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().processingFees).toHaveLength(5);
    expect(res.json().hasPdf).toBe(true);
    expect((await as(ctx, t, 'admin', 'GET', `${BASE}/${demoInvoiceId}`)).statusCode).toBe(200);
    expectProblem(await call(ctx, 'GET', `${BASE}/${demoInvoiceId}`, 'localhost', other.superuser), 404);
    expectProblem(await call(ctx, 'GET', `${BASE}/${demoInvoiceId}/pdf`, 'localhost', other.superuser), 404);
    for (const role of ['reseller', 'issuer'] as const) {
      expectProblem(await as(ctx, t, role, 'GET', `${BASE}/?page=1`), 403);
      expectProblem(await as(ctx, t, role, 'GET', `${BASE}/${demoInvoiceId}`), 403);
    }
    const otherList = await call(ctx, 'GET', `${BASE}/?page=1`, 'localhost', other.superuser);
    expect(
      otherList.json().results.every((r: { superuserId: number }) => r.superuserId === other.tenant),
    ).toBe(true);
    expect((await as(ctx, t, 'admin', 'GET', `${BASE}/?page=1`)).json().count).toBe(4);
  });

  it('open amounts for the operator only', async () => {
    const res = await as(ctx, t, 'admin', 'GET', `${BASE}/open-amounts`);
    expect(res.statusCode, res.body).toBe(200);
    const all = await db().select().from(providerInvoices);
    expect(res.json()).toEqual({ count: 4, grossCents: all.reduce((s, i) => s + i.grossCents, 0) });
    expectProblem(await as(ctx, t, 'superuser', 'GET', `${BASE}/open-amounts`), 403);
  });

  it('the operator marks paid once; nobody else may', async () => {
    expectProblem(
      await as(ctx, t, 'superuser', 'POST', `${BASE}/${demoInvoiceId}/update`, { isPaid: true }),
      403,
    );
    const res = await as(ctx, t, 'admin', 'POST', `${BASE}/${demoInvoiceId}/update`, { isPaid: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().isPaid).toBe(true);
    expectProblem(
      await as(ctx, t, 'admin', 'POST', `${BASE}/${demoInvoiceId}/update`, { isPaid: true }),
      409,
      'Diese Rechnung ist bereits als bezahlt markiert.',
    );
    expectProblem(
      await as(ctx, t, 'admin', 'POST', `${BASE}/${demoInvoiceId}/update`, { isPaid: false }),
      400,
    );
    expectProblem(await as(ctx, t, 'admin', 'POST', `${BASE}/999999/update`, { isPaid: true }), 404);
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'provider_invoice.paid'));
    expect(audits).toHaveLength(1);
    expect((await as(ctx, t, 'admin', 'GET', `${BASE}/open-amounts`)).json().count).toBe(3);
  });
});
