// Issue 16: the booking invoice is a valid German invoice (§14 UStG): consecutive number and date, the operator's
// name, address, tax number and bank details, the customer's name and address, service period, net, VAT 19 %,
// gross. The PDF's text is read back.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../../src/db/schema/index.ts';
import { pdfText } from '../support/pdf-text.ts';
import {
  type BookingSuite,
  book,
  bookingBody,
  call,
  newSuperuser,
  payAndAccept,
  useSuite,
} from './fixtures.ts';

let ctx: BookingSuite['ctx'];
let t: BookingSuite['tokens'];
useSuite((s) => {
  ctx = s.ctx;
  t = s.tokens;
});

async function invoiceText(url: string, token: string) {
  const res = await call(ctx, 'GET', url, { token });
  expect(res.statusCode, res.body).toBe(200);
  // formatEuro separates the amount and "€" with a no-break space
  return (await pdfText(res.rawPayload)).replace(/[\u00a0\u202f]/g, ' ');
}

describe('the booking invoice (§14 UStG)', () => {
  it('carries number, date, both parties, tax number, bank details, service period, net, VAT and gross', async () => {
    const su = await newSuperuser(ctx, 'rechnung@example.com');
    ctx.app.deps.clock.set(new Date('2026-03-10T10:00:00+01:00'));
    try {
      const upd = await call(ctx, 'PUT', `/api/user/${su.userId}/update`, {
        token: su.token,
        body: {
          company: 'Rechnung Kapital GmbH',
          street: 'Hafenstraße',
          houseNumber: '7',
          zipCode: '20457',
          city: 'Hamburg',
        },
      });
      expect(upd.statusCode, upd.body).toBe(200);
      // modules 2, 11 and 14: setup 499,00 €, monthly 199,00 € + 49,00 € = 248,00 €
      const b = await book(ctx, su.token, bookingBody('rechnung', { module14: true }));
      expect(b.invoiceNumber).toMatch(/^RE-\d{6}$/);
      expect(b.invoiceDate).toBe('2026-03-10');
      const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, b.id));
      expect(row!.invoiceNumber).toBe(b.invoiceNumber);

      const text = await invoiceText(b.invoiceUrl, su.token);
      for (const expected of [
        `Rechnung ${b.invoiceNumber}`,
        'Rechnungsdatum: 10/03/2026',
        // the operator (configuration defaults)
        'Zeichnungsplattform GmbH',
        'Musterstraße 1, 10115 Berlin',
        'Steuernummer: 37/123/45678',
        'USt-IdNr.: DE123456789',
        'IBAN DE02120300000000202051 · BIC BYLADEM1001',
        // the customer
        'Rechnung Kapital GmbH',
        'Hafenstraße 7',
        '20457 Hamburg',
        // service period: two years from the booking
        'Leistungszeitraum: 10/03/2026 – 10/03/2028',
        // one-off: 499,00 € net, 94,81 € VAT, 593,81 € gross
        'Einmalige Einrichtungsgebühren',
        '499,00 €',
        '94,81 €',
        '593,81 €',
        // monthly: 248,00 € net, 47,12 € VAT, 295,12 € gross
        'Monatliche Gebühren (je Monat)',
        '248,00 €',
        '47,12 €',
        '295,12 €',
        'zzgl. Umsatzsteuer 19 %',
        `Verwendungszweck: ${b.invoiceNumber}`,
      ])
        expect(text, expected).toContain(expected);
    } finally {
      ctx.app.deps.clock.set(null);
    }
  });

  it('numbers bookings and upgrades consecutively in one series, assigned once', async () => {
    const a = await newSuperuser(ctx, 'folge-a@example.com');
    const bb = await newSuperuser(ctx, 'folge-b@example.com');
    const first = await book(ctx, a.token, bookingBody('folge-a'));
    const second = await book(ctx, bb.token, bookingBody('folge-b'));
    const n = (s: string) => Number(s.slice(3));
    expect(n(second.invoiceNumber)).toBe(n(first.invoiceNumber) + 1);

    await payAndAccept(ctx, t.admin, first.id);
    const up = await call(ctx, 'POST', '/api/booking/upgrade/create', {
      token: a.token,
      body: { module3: true },
    });
    expect(up.statusCode, up.body).toBe(201);
    expect(n(up.json().invoiceNumber)).toBe(n(second.invoiceNumber) + 1);
    const upText = await invoiceText(up.json().invoiceUrl, a.token);
    expect(upText).toContain(`Rechnung ${up.json().invoiceNumber}`);

    // paying and accepting does not issue another invoice: the booking keeps its number and date
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, first.id));
    expect(row!.invoiceNumber).toBe(first.invoiceNumber);
    expect(row!.invoiceDate).toBe(first.invoiceDate);
  });
});
