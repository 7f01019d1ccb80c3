// Issue 16 "Paying": the receiving account on issuer and product, and the payment instructions of an accepted
// subscription in the detail answer and the acceptance mail (docs/decisions/011).
import { addWorkingDays, isValidCreditorReference, subscriptionReference, todayIso } from '@zp/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { investors, issuers, users, zeichnungen } from '../../src/db/schema/index.ts';
import { ISSUER_FILES, issuerFields } from '../products/fixtures.ts';
import {
  as,
  DEMO,
  expectProblem,
  finished,
  INV,
  insertProduct,
  mailsTo,
  mint,
  PERSON,
  type Suite,
  update,
  useSuite,
} from '../subscriptions/fixtures.ts';
import { formOf } from '../support/files.ts';

let { ctx, t, ids } = {} as Suite;
useSuite((s) => ({ ctx, t, ids } = s));

const IBAN_MSG = 'Bitte geben Sie eine gültige IBAN ein.';
const BIC_MSG = 'Bitte geben Sie eine gültige BIC ein.';
const PRODUCT_ACCOUNT = {
  paymentAccountHolder: 'Zahlstelle Solarpark GmbH',
  paymentIban: 'DE02 1203 0000 0000 2020 51',
  paymentBic: 'byladem1001',
  paymentBankName: 'Deutsche Kreditbank',
};

/** Mail text with the euro format's no-break spaces as plain spaces. */
const plain = (s: string) => s.replace(/\u00a0/g, ' ');

const accept = async (id: number) => {
  const res = await as(ctx, t, 'superuser', 'PUT', `/api/zeichnung/${id}/update`, {
    status: 'A',
    acceptor: 'Frau Sachbearbeiterin',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('receiving account of the issuer', () => {
  it('is taken on creation (multipart), checked with German messages', async () => {
    const post = (extra: Record<string, unknown>, email: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/issuer',
        headers: { host: 'localhost', authorization: `Bearer ${t.admin}` },
        payload: formOf(issuerFields(email, ids.tenant, extra), ISSUER_FILES),
      });
    expectProblem(
      await post(
        { paymentAccountHolder: 'Treuhand Nord GmbH', paymentIban: 'DE12 3456', paymentBic: 'NOLADE2HXXX' },
        'a@example.com',
      ),
      400,
      undefined,
      { paymentIban: IBAN_MSG },
    );
    expectProblem(await post({ paymentIban: 'DE02120300000000202051' }, 'b@example.com'), 400, undefined, {
      paymentAccountHolder: 'Bitte geben Sie den Kontoinhaber an.',
      paymentBic: 'Bitte geben Sie die BIC an.',
    });
    const ok = await post(
      {
        paymentAccountHolder: 'Treuhand Nord GmbH',
        paymentIban: 'DE02120300000000202051',
        paymentBic: 'BYLADEM1001',
      },
      'c@example.com',
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({
      paymentAccountHolder: 'Treuhand Nord GmbH',
      paymentIban: 'DE02120300000000202051',
      paymentBankName: null,
    });
  });

  it('is checked with German messages and saved normalised', async () => {
    const url = `/api/issuer/${ids.issuerId}/update`;
    expectProblem(
      await as(ctx, t, 'superuser', 'PUT', url, { paymentIban: 'DE89370400440532013001' }),
      400,
      undefined,
      {
        paymentIban: IBAN_MSG,
      },
    );
    expectProblem(await as(ctx, t, 'superuser', 'PUT', url, { paymentBic: 'XYZ' }), 400, undefined, {
      paymentBic: BIC_MSG,
    });
    // An account is all or nothing: clearing the IBAN alone leaves holder and BIC without it.
    expectProblem(await as(ctx, t, 'superuser', 'PUT', url, { paymentIban: '' }), 400, undefined, {
      paymentIban: 'Bitte geben Sie die IBAN an.',
    });
    const ok = await as(ctx, t, 'superuser', 'PUT', url, {
      paymentAccountHolder: 'Treuhand Demo GmbH',
      paymentIban: 'de89 3704 0044 0532 0130 00',
      paymentBic: 'cobadeffxxx',
      paymentBankName: 'Commerzbank',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const issuer = (await as(ctx, t, 'superuser', 'GET', `/api/issuer/${ids.issuerId}`)).json();
    expect(issuer).toMatchObject({
      paymentAccountHolder: 'Treuhand Demo GmbH',
      paymentIban: 'DE89370400440532013000',
      paymentBic: 'COBADEFFXXX',
      paymentBankName: 'Commerzbank',
    });
  });
});

describe('receiving account of the product', () => {
  it('is checked on the Zahlungen step; empty fields fall back to the issuer', async () => {
    const p = await insertProduct(ctx, { status: 'O', isZeichnable: false });
    const url = `/api/product/${p.id}/update`;
    expectProblem(await as(ctx, t, 'superuser', 'PUT', url, { paymentIban: 'DE00123' }), 400, undefined, {
      paymentIban: IBAN_MSG,
    });
    expectProblem(
      await as(ctx, t, 'superuser', 'PUT', url, {
        validateStep: 'payments',
        paymentIban: 'DE02120300000000202051',
      }),
      400,
      undefined,
      {
        paymentAccountHolder: 'Bitte geben Sie den Kontoinhaber an.',
        paymentBic: 'Bitte geben Sie die BIC an.',
      },
    );
    const before = (await as(ctx, t, 'superuser', 'GET', `/api/product/${p.id}`)).json();
    expect(before.effectivePaymentAccount).toMatchObject({
      source: 'issuer',
      iban: 'DE89370400440532013000',
    });
    const saved = await as(ctx, t, 'superuser', 'PUT', url, { validateStep: 'payments', ...PRODUCT_ACCOUNT });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      paymentIban: 'DE02120300000000202051',
      paymentBic: 'BYLADEM1001',
      effectivePaymentAccount: { source: 'product', accountHolder: 'Zahlstelle Solarpark GmbH' },
    });
  });
});

describe('payment instructions of a subscription', () => {
  it('none before acceptance; after it amount, account, reference, deadline and QR payload for the investor', async () => {
    const p = await insertProduct(ctx, { agio: 5, flags: { withAgio: true } });
    const z = await finished(ctx, t, p.id, 2000);
    expect(z.payment).toBeNull();

    const at = new Date('2026-12-18T09:00:00Z'); // a Friday before Christmas
    ctx.app.deps.clock.set(at);
    try {
      await accept(z.id);
    } finally {
      ctx.app.deps.clock.set(null);
    }
    const detail = (await as(ctx, t, 'investor', 'GET', `/api/zeichnung/${z.id}`)).json();
    const reference = subscriptionReference(z.id);
    expect(isValidCreditorReference(reference)).toBe(true);
    // 2 000 € + 5 % agio = 2 100 €; deadline 14 working days later, over Christmas and New Year.
    expect(detail.payment).toMatchObject({
      status: 'open',
      statusLabel: 'offen',
      amount: 2100,
      total: 2100,
      accountSource: 'issuer',
      account: {
        accountHolder: 'Treuhand Demo GmbH',
        iban: 'DE89370400440532013000',
        ibanFormatted: 'DE89 3704 0044 0532 0130 00',
        bic: 'COBADEFFXXX',
      },
      reference,
      deadline: '2027-01-11',
      standingOrder: null,
    });
    expect(detail.payment.epcPayload).toBe(
      `BCD\n002\n1\nSCT\nCOBADEFFXXX\nTreuhand Demo GmbH\nDE89370400440532013000\nEUR2100.00\n\n${reference}`,
    );

    // The acceptance mail says it all and carries the GiroCode as a PNG.
    const [mail] = await mailsTo(ctx, DEMO.investor.email);
    expect(mail!.subject).toBe('Ihre Zeichnung wurde angenommen');
    for (const part of [
      'Betrag: 2.100,00 € (inklusive Agio und Stückzinsen)',
      'Kontoinhaber: Treuhand Demo GmbH',
      'IBAN: DE89 3704 0044 0532 0130 00',
      'BIC: COBADEFFXXX',
      'Bank: Commerzbank',
      `Verwendungszweck: ${detail.payment.referenceFormatted}`,
      'Zahlbar bis: 11/01/2027',
    ])
      expect(plain(mail!.text)).toContain(part);
    expect(mail!.html).toContain('IBAN: DE89 3704 0044 0532 0130 00<br>');
    expect(mail!.attachments).toEqual([
      { filename: `GiroCode-Zeichnung-${z.id}.png`, fileId: expect.any(String), contentType: 'image/png' },
    ]);
    const png = await ctx.app.deps.files.read(mail!.attachments[0]!.fileId);
    expect(png.buffer.subarray(1, 4).toString()).toBe('PNG');
  });

  it("uses the product's own account; paid says bezahlt; hidden from other investors", async () => {
    const p = await insertProduct(ctx, {
      paymentAccountHolder: 'Zahlstelle Solarpark GmbH',
      paymentIban: 'DE02120300000000202051',
      paymentBic: 'BYLADEM1001',
      paymentBankName: null,
    });
    const z = await finished(ctx, t, p.id, 1000);
    const accepted = await accept(z.id);
    expect(accepted.payment).toMatchObject({
      accountSource: 'product',
      account: { accountHolder: 'Zahlstelle Solarpark GmbH', iban: 'DE02120300000000202051', bankName: null },
      amount: 1000,
      deadline: addWorkingDays(todayIso(new Date(accepted.acceptedAt)), 14),
    });

    // Another investor of the same provider does not see the subscription (nor its instructions).
    const db = ctx.database.db;
    const [u] = await db
      .insert(users)
      .values({ ...PERSON, email: 'zweite@example.com', scope: `investor:${ids.tenant}`, role: 'investor' })
      .returning();
    const [inv] = await db.insert(investors).values({ userId: u!.id, superuserId: ids.tenant }).returning();
    const other = await mint(ctx, {
      userId: u!.id,
      role: 'investor',
      roleId: inv!.id,
      tenantId: ids.tenant,
      scope: `investor:${ids.tenant}`,
    });
    const foreign = await update(ctx, other, z.id, {}, INV);
    expect([403, 404]).toContain(foreign.statusCode);
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/zeichnung/${z.id}`,
      headers: { host: INV, authorization: `Bearer ${other}` },
    });
    expectProblem(read, 404);
    // The issuer sees it.
    expect((await as(ctx, t, 'issuer', 'GET', `/api/zeichnung/${z.id}`)).json().payment.reference).toBe(
      subscriptionReference(z.id),
    );

    const paid = await as(ctx, t, 'superuser', 'PUT', `/api/zeichnung/${z.id}/update`, {
      isPaid: true,
      transferAcceptor: 'Herr Buchhalter',
    });
    expect(paid.json().payment).toMatchObject({ status: 'paid', statusLabel: 'bezahlt' });
  });

  it('an instalment plan shows the standing order up to the instalment end date', async () => {
    const p = await insertProduct(ctx, { installmentEndDate: '2027-12-15' });
    const z = await finished(ctx, t, p.id, 1000);
    // As finishing stores a plan: 1 000 € first payment and 12 × 100 € (set directly: the wizard's rules are
    // tested elsewhere) — finished on 15.12.2026, so the rates fall on the 15th from 15.01.2027 (decision 022).
    await ctx.database.db
      .update(zeichnungen)
      .set({
        monthlyInstallmentCents: 10_000,
        installmentTotalCents: 120_000,
        totalAmountCents: 220_000,
        finishedAt: new Date('2026-12-15T10:00:00Z'),
      })
      .where(eq(zeichnungen.id, z.id));
    const accepted = await accept(z.id);
    expect(accepted.payment).toMatchObject({
      amount: 1000,
      total: 2200,
      standingOrder: {
        monthlyAmount: 100,
        firstExecution: '2027-01-15',
        lastExecution: '2027-12-15',
        count: 12,
      },
    });
    const [mail] = await mailsTo(ctx, DEMO.investor.email);
    expect(plain(mail!.text)).toContain(
      'Bitte richten Sie außerdem einen Dauerauftrag ein: 100,00 € monatlich, erste Ausführung am 15/01/2027, letzte Ausführung am 15/12/2027 (12 Raten)',
    );
  });

  it('without any account the mail and the detail say the bank details follow', async () => {
    await ctx.database.db
      .update(issuers)
      .set({ paymentAccountHolder: null, paymentIban: null, paymentBic: null, paymentBankName: null })
      .where(eq(issuers.id, ids.issuerId));
    const p = await insertProduct(ctx);
    const z = await finished(ctx, t, p.id, 1000);
    const accepted = await accept(z.id);
    expect(accepted.payment).toMatchObject({ account: null, epcPayload: null, amount: 1000 });
    const [mail] = await mailsTo(ctx, DEMO.investor.email);
    expect(mail!.text).toContain(
      'Die Bankverbindung für Ihre Zahlung teilt Ihnen der Emittent gesondert mit.',
    );
    expect(mail!.attachments).toEqual([]);
  });
});
