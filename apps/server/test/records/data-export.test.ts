import { commonTexts } from '@zp/domain';
import { dataExportTexts as T } from '@zp/domain/texts/de/data-export';
import { parse } from 'csv-parse/sync';
import { and, desc, eq } from 'drizzle-orm';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, investors, products, resellers, users, zeichnungen } from '../../src/db/schema/index.ts';
import type { TestContext } from '../helpers.ts';
import { bareIssuer, demoIds, newTenant } from '../products/fixtures.ts';
import {
  BROKER,
  call,
  type DemoTokens,
  demoContext,
  demoTokens,
  expectProblem,
  INV,
  MAIN,
} from '../support/api.ts';

let ctx: TestContext;
let tok: DemoTokens;
let demoSu: number;
let other: { tenant: number; token: string };
let otherZeichnung: number;
let otherInvestor: number;

const BOM = [0xef, 0xbb, 0xbf];
const day = () => ctx.app.deps.clock.today();

/** The other tenant's rows: an issuer, a product, an investor with a formula as its name and a subscription. */
async function seedOtherTenant() {
  const db = ctx.database.db;
  other = await newTenant(ctx, 'exportzwei');
  const issuer = await bareIssuer(ctx, other.tenant, 'export-emittent@example.com');
  const [product] = await db
    .insert(products)
    .values({
      superuserId: other.tenant,
      issuerId: issuer,
      name: 'Windpark Müritz',
      status: 'F',
      interest: 2.5,
      volumeCents: 100_000_000,
    })
    .returning();
  const [user] = await db
    .insert(users)
    .values({
      email: 'export-anleger@example.com',
      scope: `investor:${other.tenant}`,
      role: 'investor',
      firstName: '=HYPERLINK("http://böse.example")',
      lastName: 'Größenwahn-Öztürk',
      company: '+49 Handel; "GmbH"',
      isActive: true,
    })
    .returning();
  const [inv] = await db
    .insert(investors)
    .values({ userId: user!.id, superuserId: other.tenant })
    .returning();
  otherInvestor = inv!.id;
  const [z] = await db
    .insert(zeichnungen)
    .values({
      productId: product!.id,
      investorId: inv!.id,
      superuserId: other.tenant,
      status: 'A',
      isPaid: true,
      volumeCents: 123_456,
      totalAmountCents: -5,
      dateOfCreation: new Date('2026-03-04T23:30:00Z'), // 05.03.2026 in Berlin
    })
    .returning();
  otherZeichnung = z!.id;
}

/** A product and a subscription of the demo tenant (the test seed has none: they come with the demo files). */
async function seedDemoTenant() {
  const db = ctx.database.db;
  const ids = await demoIds(ctx);
  demoSu = ids.tenant;
  const [product] = await db
    .insert(products)
    .values({ superuserId: demoSu, issuerId: ids.issuerId, name: 'Demo-Anleihe', status: 'F' })
    .returning();
  const [inv] = await db
    .select({ id: investors.id })
    .from(investors)
    .innerJoin(users, eq(users.id, investors.userId))
    .where(eq(users.email, 'investor@example.com'));
  await db.insert(zeichnungen).values({
    productId: product!.id,
    investorId: inv!.id,
    superuserId: demoSu,
    status: 'F',
    volumeCents: 500_000,
  });
}

beforeAll(async () => {
  ctx = await demoContext();
  tok = await demoTokens(ctx);
  await seedDemoTenant();
  await seedOtherTenant();
});
afterAll(() => ctx?.close());

const exportAs = (token: string, host = MAIN) => call(ctx, 'GET', '/api/export-data', { token, host });

async function zipOf(token: string) {
  const res = await exportAs(token);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  return { res, zip: new PizZip(res.rawPayload) };
}

/** RFC 4180 records with `;` (csv-parse, strict: every record ends with CRLF, quoted cells as written). */
function parseCsv(text: string): string[][] {
  expect(text.endsWith('\r\n'), 'the file ends with CRLF').toBe(true);
  return parse(text, { delimiter: ';', record_delimiter: '\r\n', relax_column_count: false });
}

/** A CSV of the zip: its raw bytes, its text, header and records (each a list of cells). */
function csvOf(zip: PizZip, name: string) {
  const file = zip.file(name);
  expect(file, name).not.toBeNull();
  const bytes = file!.asUint8Array();
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  for (const r of rows) expect(r.length).toBe(header!.length);
  return { bytes, text, header: header!, rows };
}

const column = (csv: ReturnType<typeof csvOf>, header: string) => {
  const i = csv.header.indexOf(header);
  expect(i, `${header} in ${csv.header.join(';')}`).toBeGreaterThanOrEqual(0);
  return csv.rows.map((r) => r[i]);
};

describe('GET /api/export-data', () => {
  it('refuses investor, issuer, reseller and salesrep with a German 403, and anonymous callers with 401', async () => {
    for (const [token, host] of [
      [tok.investor, INV],
      [tok.issuer, MAIN],
      [tok.reseller, MAIN],
      [tok.salesrep, BROKER],
    ] as const)
      expectProblem(await exportAs(token, host), 403, commonTexts.forbidden);
    expect((await call(ctx, 'GET', '/api/export-data')).statusCode).toBe(401);
  });

  it("gives a superuser a zip named after its tenant with only its own tenant's rows", async () => {
    const { res, zip } = await zipOf(tok.superuser);
    expect(res.headers['content-disposition']).toContain(`export-demo-${day()}.zip`);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    const names = Object.keys(zip.files).sort();
    expect(names).toContain('README.txt');
    for (const f of ['anbieter', 'buchungen', 'emittenten', 'produkte', 'anleger', 'partner', 'zeichnungen'])
      expect(names).toContain(`${f}.csv`);
    // the operator's reseller files are not the provider's
    for (const f of ['reseller.csv', 'reseller-provisionen.csv', 'reseller-gutschriften.csv'])
      expect(names).not.toContain(f);
    for (const name of names.filter((n) => n.endsWith('.csv'))) {
      const csv = csvOf(zip, name);
      const idx = csv.header.findIndex((h) => h.startsWith(T.col.superuserId));
      if (idx < 0) continue;
      for (const row of csv.rows) expect(row[idx], `${name}: ${row.join(';')}`).toBe(String(demoSu));
    }
    const z = csvOf(zip, 'zeichnungen.csv');
    expect(z.rows.length).toBeGreaterThan(0);
    expect(column(z, T.col.zeichnungId)).not.toContain(String(otherZeichnung));
    expect(z.text).not.toContain('Größenwahn');
    expect(csvOf(zip, 'anleger.csv').text).not.toContain('export-anleger@example.com');
    const providers = csvOf(zip, 'anbieter.csv');
    expect(providers.rows).toHaveLength(1);
  });

  it('writes UTF-8 with BOM, German headers, dd.MM.yyyy, decimal commas and neutralised formulas', async () => {
    const { res, zip } = await zipOf(other.token);
    expect(res.headers['content-disposition']).toContain(`export-exportzwei-${day()}.zip`);
    const z = csvOf(zip, 'zeichnungen.csv');
    expect([...z.bytes.slice(0, 3)]).toEqual(BOM);
    expect(z.header.slice(0, 3)).toEqual([T.col.zeichnungId, T.col.superuserId, T.col.productId]);
    expect(z.header).toContain('Zeichnungsbetrag (EUR)');
    expect(z.rows).toHaveLength(1);
    const cells = z.rows[0]!;
    const at = (h: string) => cells[z.header.indexOf(h)];
    expect(at(T.col.zeichnungId)).toBe(String(otherZeichnung));
    expect(at('Zeichnungsbetrag (EUR)')).toBe('1234,56');
    expect(at('Gesamtbetrag (EUR)')).toBe('-0,05');
    expect(at(T.col.status)).toBe('Angenommen');
    expect(at(T.col.paid)).toBe('Ja');
    expect(at(T.col.createdAt)).toBe('05.03.2026 00:30');
    expect(at(`${T.col.lastName} Anleger`)).toBe('Größenwahn-Öztürk');

    const a = csvOf(zip, 'anleger.csv');
    expect(a.rows).toHaveLength(1);
    // a formula is neutralised (leading apostrophe) and quoted where it holds " or ;
    expect(a.text).toContain(`;"'=HYPERLINK(""http://böse.example"")";`);
    expect(a.text).toContain(`;"'+49 Handel; ""GmbH""";`);
    expect(column(a, T.col.firstName)).toEqual([`'=HYPERLINK("http://böse.example")`]);
    expect(column(a, T.col.investorId)).toEqual([String(otherInvestor)]);
    expect(column(a, T.col.superuserId)).toEqual([String(other.tenant)]);
    expect(column(z, `${T.col.company} Anleger`)).toEqual([`'+49 Handel; "GmbH"`]);

    const p = csvOf(zip, 'produkte.csv');
    expect(p.rows).toHaveLength(1);
    expect(column(p, 'Zins (%)')).toEqual(['2,5']);
    expect(column(p, 'Emissionsvolumen (EUR)')).toEqual(['1000000,00']);
    expect(column(p, T.col.name)).toEqual(['Windpark Müritz']);
    // dates of a calendar day: dd.MM.yyyy
    const b = csvOf(zip, 'buchungen.csv');
    expect(column(b, 'Gebucht am')[0]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    // nothing of the demo tenant
    expect(csvOf(zip, 'emittenten.csv').text).not.toContain('issuer@example.com\r');
    expect(csvOf(zip, 'anleger.csv').text).not.toContain('investor@example.com');
  });

  it('lists every file with its columns in README.txt', async () => {
    const { zip } = await zipOf(other.token);
    const readme = zip.file('README.txt')!.asText();
    expect(readme).toContain('exportzwei Kapital AG');
    for (const name of Object.keys(zip.files).filter((n) => n.endsWith('.csv'))) {
      expect(readme).toContain(`${name} — `);
      const header = csvOf(zip, name).header;
      for (const [i, h] of header.entries()) expect(readme).toContain(`  ${i + 1}. ${h}`);
    }
  });

  it('gives admin every tenant and the reseller files', async () => {
    const { res, zip } = await zipOf(tok.admin);
    expect(res.headers['content-disposition']).toContain(`export-alle-${day()}.zip`);
    const z = csvOf(zip, 'zeichnungen.csv');
    const tenants = new Set(column(z, T.col.superuserId));
    expect(tenants).toContain(String(demoSu));
    expect(tenants).toContain(String(other.tenant));
    expect(column(z, T.col.zeichnungId)).toContain(String(otherZeichnung));
    const r = csvOf(zip, 'reseller.csv');
    const resellerCount = (await ctx.database.db.select().from(resellers)).length;
    expect(r.rows).toHaveLength(resellerCount);
    expect(Object.keys(zip.files)).toContain('reseller-provisionen.csv');
    expect(csvOf(zip, 'anbieter.csv').rows.length).toBeGreaterThanOrEqual(2);
  });

  it('audits the export with the caller, its scope and the row counts', async () => {
    await zipOf(other.token);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'data.export'), eq(auditLog.entityId, String(other.tenant))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toBeDefined();
    expect(entry!.actorRole).toBe('superuser');
    expect(entry!.actorUserId).not.toBeNull();
    expect(entry!.after).toMatchObject({
      scope: 'tenant',
      superuserId: other.tenant,
      fileName: `export-exportzwei-${day()}.zip`,
      counts: { 'zeichnungen.csv': 1, 'anleger.csv': 1, 'produkte.csv': 1, 'anbieter.csv': 1 },
    });
    const admin = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'data.export'), eq(auditLog.entityId, 'all')));
    expect(admin.length).toBeGreaterThan(0);
    expect(admin[0]!.after).toMatchObject({ scope: 'all', superuserId: null });
  });
});

describe('a running export', () => {
  it('does not block writes: a subscription is changed while the zip is half read', async () => {
    const { openDataExport } = await import('../../src/modules/data-export/use-cases/export-data.ts');
    const [admin] = await ctx.database.db.select().from(users).where(eq(users.email, 'admin@example.com'));
    const { stream } = await openDataExport(
      ctx.app.deps,
      { userId: admin!.id, role: 'admin', roleId: admin!.id, tenantId: null, scope: 'main' },
      { userId: admin!.id, role: 'admin' },
    );
    const chunks: Buffer[] = [];
    const reader = stream[Symbol.asyncIterator]();
    chunks.push((await reader.next()).value as Buffer);
    // the export is paused (nothing reads on): a write goes through at once
    const write = ctx.database.db
      .update(zeichnungen)
      .set({ externalId: 'während des Exports' })
      .where(eq(zeichnungen.id, otherZeichnung));
    await expect(
      Promise.race([write, new Promise((_, reject) => setTimeout(() => reject(new Error('blocked')), 5000))]),
    ).resolves.not.toThrow();
    for (let r = await reader.next(); !r.done; r = await reader.next()) chunks.push(r.value as Buffer);
    const zip = new PizZip(Buffer.concat(chunks));
    expect(csvOf(zip, 'zeichnungen.csv').rows.length).toBeGreaterThanOrEqual(2);
  });
});
