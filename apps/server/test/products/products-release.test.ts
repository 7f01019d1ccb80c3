import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../../src/db/schema/index.ts';
import { formOf } from '../support/files.ts';
import {
  bareIssuer,
  call,
  createIssuer,
  expectProblem,
  finishedProduct,
  ISSUER_FILES,
  login,
  newProduct,
  newTenant,
  type ProductSuite,
  update,
  useSuite,
} from './fixtures.ts';

const ISSUER_DOCS =
  'Dem Emittenten fehlen Unterlagen (Projektfinanzierungsvertrag, Datenschutz, Auftragsverarbeitung).';
const NO_CONTRACT = 'Der Smart Contract ist noch nicht deployt.';
const NOT_FINISHED = 'Das Produkt ist noch nicht fertig erstellt.';
const prefix = 'Das Produkt kann noch nicht freigegeben werden: ';

let { ctx, t } = {} as ProductSuite;
let tenant: number;
let bare: number;
let bareToken: string;

useSuite(async (s) => {
  ({ ctx, t } = s);
  tenant = s.ids.tenant;
  bare = await bareIssuer(ctx, tenant, 'ohne-unterlagen@example.com');
  bareToken = await login(ctx, 'ohne-unterlagen@example.com');
});

const release = (token: string, id: number, isZeichnable = true) => update(ctx, token, id, { isZeichnable });

describe('release (PUT isZeichnable: true)', () => {
  it('is refused to the issuer (403), even for its own finished product', async () => {
    const p = await finishedProduct(ctx, bareToken, bare);
    expectProblem(await release(bareToken, p.id), 403);
    expect((await call(ctx, 'GET', `/api/product/${p.id}`, { token: bareToken })).json().isZeichnable).toBe(
      false,
    );
  });

  it('lists exactly the missing issuer documents, then succeeds once they are uploaded', async () => {
    const p = await finishedProduct(ctx, t.superuser, bare);
    const res = await release(t.superuser, p.id);
    const body = expectProblem(res, 409, `${prefix}${ISSUER_DOCS}`);
    expect(body.missing).toEqual([ISSUER_DOCS]);

    const docs = await call(ctx, 'PUT', `/api/issuer/${bare}/update`, {
      token: t.superuser,
      body: formOf({}, ISSUER_FILES),
    });
    expect(docs.statusCode, docs.body).toBe(200);
    expect(Object.values(docs.json().documents).every((u) => typeof u === 'string')).toBe(true);

    const ok = await release(t.superuser, p.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ id: p.id, status: 'F', isZeichnable: true });
    const again = await release(t.superuser, p.id);
    expect(again.statusCode, again.body).toBe(200);
    expectProblem(await release(bareToken, p.id, false), 403);
    const withdrawn = await release(t.superuser, p.id, false);
    expect(withdrawn.json().isZeichnable).toBe(false);
    expect((await release(t.admin, p.id)).json().isZeichnable).toBe(true);
  });

  it('lists every missing point of a draft (not finished, each document, issuer documents)', async () => {
    const fresh = await createIssuer(ctx, t.admin, 'mit-unterlagen@example.com', tenant);
    const q = await newProduct(ctx, t.superuser, fresh.id);
    const body = expectProblem(await release(t.superuser, q.id), 409);
    expect(body.missing).toEqual([
      NOT_FINISHED,
      'Dokument fehlt: Zeichnungsschein (Beitrittserklärung)',
      'Dokument fehlt: Kundeninformation',
      'Dokument fehlt: Erklärung Nicht-US-Person',
    ]);
    expect(body.detail).toBe(`${prefix}${body.missing.join('; ')}`);
  });

  it('a tokenized product (kind 1) also needs its deployed smart contract', async () => {
    const token = { kind: 1, owner: `0x${'cd'.repeat(20)}`, tokenName: 'SolarToken', symbol: 'SOL' };
    const p = await finishedProduct(ctx, t.superuser, bare, token);
    expect(p).toMatchObject({ kind: 1, isTokenized: true, status: 'F' });
    const body = expectProblem(await release(t.superuser, p.id), 409);
    expect(body.missing).toContain(NO_CONTRACT);
    expect(body.missing).not.toContain(ISSUER_DOCS);
  });

  it('needs a live booking with the modules of the kind', async () => {
    const other = await newTenant(ctx, 'buchung', [1, 2]);
    const issuer = await createIssuer(ctx, t.admin, 'buchung-emittent@example.com', other.tenant);
    const p = await finishedProduct(ctx, other.token, issuer.id);
    const db = ctx.database.db;
    await db
      .update(bookings)
      .set({ modules: [1, 6] })
      .where(eq(bookings.superuserId, other.tenant));
    const noModule = expectProblem(await release(other.token, p.id), 409);
    expect(noModule.missing).toEqual(['Das für diese Produktart nötige Modul ist nicht gebucht.']);
    await db.update(bookings).set({ status: 'P' }).where(eq(bookings.superuserId, other.tenant));
    const notLive = expectProblem(await release(other.token, p.id), 409);
    expect(notLive.missing).toEqual(['Die Buchung des Anbieters ist nicht freigegeben.']);
  });

  it('a previous product (kind 12) is never released', async () => {
    const p = await newProduct(ctx, t.superuser, bare);
    await update(ctx, t.superuser, p.id, { kind: 12 });
    const body = expectProblem(await release(t.superuser, p.id), 409);
    expect(body.missing).toEqual(['Dieses Produkt ist derzeit nicht zur Zeichnung freigegeben.']);
  });
});
