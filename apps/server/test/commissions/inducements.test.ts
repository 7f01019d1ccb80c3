// The inducement disclosure (§ 17 FinVermV, docs/decisions/019): the preview of a subscription's commissions per
// level, first and follow-up rates, who may read it, and the same table on the finished subscription document.

import { eq } from 'drizzle-orm';
import PizZip from 'pizzip';
import { beforeAll, describe, expect, it } from 'vitest';
import { commissions, investors, users, zeichnungen } from '../../src/db/schema/index.ts';
import {
  as,
  call,
  create,
  expectProblem,
  INV,
  insertProduct,
  MAIN,
  mint,
  otherTenant,
  PERSON,
  type Suite,
  update,
  useSuite,
  wizardData,
} from '../subscriptions/fixtures.ts';
import { partner, setHead, setPlan } from './fixtures.ts';

let { ctx, t, ids } = {} as Suite;
useSuite((s) => ({ ctx, t, ids } = s));

let up1: Awaited<ReturnType<typeof partner>>;
let up2: Awaited<ReturnType<typeof partner>>;

beforeAll(async () => {
  await setPlan(ctx, ids.tenant);
  up2 = await partner(ctx, ids.tenant, 'zuw-zwei', null);
  up1 = await partner(ctx, ids.tenant, 'zuw-eins', up2.id);
  await setHead(ctx, ids.salesrepId, up1.id); // Sarah (34) → zuw-eins (T) → zuw-zwei (T)
});

const EUR = (s: string) => s.replace(' €', '\u00a0€');
const inducements = (
  id: number,
  role: 'investor' | 'superuser' | 'admin' | 'salesrep' | 'issuer' = 'investor',
) => as(ctx, t, role, 'GET', `/api/zeichnung/${id}/inducements`);
const rowsOf = (body: {
  rows: {
    level: number;
    label: string;
    partnerName: string | null;
    role: string | null;
    percentage: number;
    amountCents: number;
  }[];
}) => body.rows.map((r) => [r.level, r.label, r.partnerName, r.role, r.percentage, r.amountCents]);

/** An open subscription of the demo investor, saved with `volume` €. */
async function open(productId: number, volume: number) {
  const z = await create(ctx, t.investor, productId, ids.investorId);
  const res = await update(ctx, t.investor, z.id, wizardData(volume));
  expect(res.statusCode, res.body).toBe(200);
  return z as { id: number };
}

describe('inducement disclosure', () => {
  it('first subscription: own + two upline levels at the first rates of the current volume; the document carries the table', async () => {
    const p = await insertProduct(ctx, { name: 'Zuwendung Erst' });
    const z = await open(p.id, 3000);
    const res = await inducements(z.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    // 300 000 ct × 2,5 % = 7 500; × 1,255 % = 3 765; × 0,3333 % = 999,9 → 1 000
    expect(rowsOf(body)).toEqual([
      [0, 'Vermittler', 'Sarah Vermittlerin', '§34f-Vermittler', 2.5, 7_500],
      [1, 'Übergeordneter Partner Ebene 1', null, 'Tippgeber', 1.255, 3_765],
      [2, 'Übergeordneter Partner Ebene 2', null, 'Tippgeber', 0.3333, 1_000],
    ]);
    expect(body).toMatchObject({
      zeichnungId: z.id,
      rateType: 'first',
      baseCents: 300_000,
      totalPercentage: 4.0883,
      totalCents: 12_265,
    });

    // the preview follows the saved volume: 2 000 € → 5 000; 2 510; 666,6 → 667
    expect((await update(ctx, t.investor, z.id, wizardData(2000))).statusCode).toBe(200);
    expect(rowsOf((await inducements(z.id)).json()).map((r) => r[5])).toEqual([5_000, 2_510, 667]);
    // a preview writes nothing
    expect(await ctx.database.db.select().from(commissions).where(eq(commissions.zeichnungId, z.id))).toEqual(
      [],
    );

    // finishing freezes the table on the subscription document, before the withdrawal notice
    const fin = await update(ctx, t.investor, z.id, { ...wizardData(2000), status: 'F' });
    expect(fin.statusCode, fin.body).toBe(200);
    const doc = await as(ctx, t, 'investor', 'GET', `/api/zeichnung/${z.id}/zeichnungsschein`);
    expect(doc.statusCode).toBe(200);
    const xml = new PizZip(doc.rawPayload).file('word/document.xml')!.asText();
    const text = xml.replace(/<[^>]+>/g, ' ').replace(/ +/g, ' ');
    expect(text).toContain('Zuwendungen an Vermittler (§ 17 FinVermV)');
    expect(text).toContain('Satz für eine Erstzeichnung');
    expect(text).toContain(`Vermittler: Sarah Vermittlerin §34f-Vermittler 2,5 % ${EUR('50,00 €')}`);
    expect(text).toContain(`Übergeordneter Partner Ebene 1 Tippgeber 1,255 % ${EUR('25,10 €')}`);
    expect(text).toContain(`Übergeordneter Partner Ebene 2 Tippgeber 0,3333 % ${EUR('6,67 €')}`);
    expect(text).toContain(`Summe 4,0883 % ${EUR('81,77 €')}`);
    expect(text.indexOf('Zuwendungen an Vermittler')).toBeLessThan(text.indexOf('Widerrufsbelehrung'));

    // the operator side reads it too
    for (const role of ['superuser', 'admin', 'issuer'] as const)
      expect((await inducements(z.id, role)).statusCode, role).toBe(200);

    // once paid, the investor's next subscription with the provider shows the follow-up rates
    const op = (body: unknown) => as(ctx, t, 'superuser', 'PUT', `/api/zeichnung/${z.id}/update`, body);
    expect((await op({ status: 'A', acceptor: 'Annahme' })).statusCode).toBe(200);
    expect((await op({ isPaid: true, transferAcceptor: 'Kasse' })).statusCode).toBe(200);
    const next = await open((await insertProduct(ctx, { name: 'Zuwendung Folge' })).id, 2000);
    const follow = (await inducements(next.id)).json();
    // 200 000 ct × 1,2345 % = 2 469; × 0,0015 % = 3; level 2 has no follow rate
    expect(rowsOf(follow)).toEqual([
      [0, 'Vermittler', 'Sarah Vermittlerin', '§34f-Vermittler', 1.2345, 2_469],
      [1, 'Übergeordneter Partner Ebene 1', null, 'Tippgeber', 0.0015, 3],
    ]);
    expect(follow).toMatchObject({ rateType: 'follow', totalPercentage: 1.236, totalCents: 2_472 });
  });

  it('no brokering partner: no rows and no rate type; the document says that nothing is paid', async () => {
    const p = await insertProduct(ctx, { name: 'Zuwendung ohne' });
    const z = await open(p.id, 1000);
    await ctx.database.db.update(zeichnungen).set({ salesrepId: null }).where(eq(zeichnungen.id, z.id));
    const body = (await inducements(z.id)).json();
    expect(body).toMatchObject({ rows: [], rateType: null, totalCents: 0, baseCents: 100_000 });
    expect((await update(ctx, t.investor, z.id, { ...wizardData(1000), status: 'F' })).statusCode).toBe(200);
    const doc = await as(ctx, t, 'investor', 'GET', `/api/zeichnung/${z.id}/zeichnungsschein`);
    const xml = new PizZip(doc.rawPayload).file('word/document.xml')!.asText();
    expect(xml).toContain(
      'Für diese Zeichnung werden keine Provisionen oder sonstigen Zuwendungen an Vermittler gezahlt.',
    );
  });

  it('refuses another investor of the tenant, the partner, another tenant; unknown ids are 404', async () => {
    const p = await insertProduct(ctx, { name: 'Zuwendung fremd' });
    const z = await open(p.id, 1000);
    const db = ctx.database.db;
    const [u] = await db
      .insert(users)
      .values({
        ...PERSON,
        email: 'zuw-fremd@example.com',
        role: 'investor',
        scope: `investor:${ids.tenant}`,
      })
      .returning();
    const [inv] = await db.insert(investors).values({ userId: u!.id, superuserId: ids.tenant }).returning();
    const stranger = await mint(ctx, {
      userId: u!.id,
      role: 'investor',
      roleId: inv!.id,
      tenantId: ids.tenant,
      scope: `investor:${ids.tenant}`,
    });
    expectProblem(await call(ctx, 'GET', `/api/zeichnung/${z.id}/inducements`, INV, stranger), 404);
    expectProblem(await inducements(z.id, 'salesrep'), 403);
    const other = await otherTenant(ctx, 'zuwfremd');
    expectProblem(await call(ctx, 'GET', `/api/zeichnung/${z.id}/inducements`, MAIN, other.superuser), 404);
    expectProblem(await inducements(999_999), 404);
  });
});
