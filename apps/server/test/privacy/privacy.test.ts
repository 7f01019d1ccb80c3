// Privacy requests and the retention schedule (issue 21, decision 035): the person's data copy holds only its own
// data (two tenants, two persons with the same e-mail address), erasure anonymises what no law requires and keeps
// the rest with legal basis and end date, closes sign-in and is harmless twice; the retention job carries out only
// due holds, once; roles and tenants are kept apart.

import { accountTexts } from '@zp/domain';
import { privacyTexts as T } from '@zp/domain/texts/de/privacy';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  chatbotInteractions,
  investors,
  investorTaxProfiles,
  newsletterSubscriptions,
  privacyRequests,
  products,
  retentionHolds,
  storedFiles,
  users,
  zeichnungen,
} from '../../src/db/schema/index.ts';
import { SYSTEM_ACTOR, writeAudit } from '../../src/lib/audit.ts';
import { verifyAuditChains } from '../../src/lib/audit-verify.ts';
import { erasePerson } from '../../src/modules/privacy/use-cases/erase-person.ts';
import { runRetention } from '../../src/modules/privacy/use-cases/run-retention.ts';
import { createSecondTenant, insertUser, OTHER_INV } from '../accounts/fixtures.ts';
import { type DemoIds, demoIds } from '../credit-notes/fixtures.ts';
import type { TestContext } from '../helpers.ts';
import {
  BROKER,
  call,
  type DemoTokens,
  demoContext,
  demoTokens,
  expectProblem,
  INV,
  login,
  PASSWORD,
} from '../support/api.ts';
import { PDF } from '../support/files.ts';
import { useSuite } from '../support/suite.ts';

let ctx: TestContext;
let tokens: DemoTokens;
let ids: DemoIds;
let two: Awaited<ReturnType<typeof createSecondTenant>>;
const EMAIL = 'anna.privat@example.com';
const A = { userId: 0, investorId: 0, fileA: '', scanA: '', subF: 0, subO: 0 };
const B = { userId: 0, investorId: 0, fileB: '' };
const C = { userId: 0, productId: 0 };
const at = (iso: string) => new Date(`${iso}T10:00:00Z`);
const zipOf = (res: LightMyRequestResponse) => new PizZip(res.rawPayload);
const json = (zip: PizZip, name: string) => JSON.parse(zip.file(name)!.asText());

async function saveFile(name: string) {
  const saved = await ctx.app.deps.files.save(ctx.database.db, {
    buffer: Buffer.concat([PDF, Buffer.from(`%${name}\n`)]),
    originalName: `${name}.pdf`,
    check: { label: 'Dokument', extensions: ['pdf'] },
  });
  return saved.id;
}

async function addInvestor(tenant: number, email: string, lastName: string, extra = {}) {
  const u = await insertUser(ctx, {
    email,
    role: 'investor',
    scope: `investor:${tenant}`,
    firstName: 'Anna',
    lastName,
    ...extra,
  });
  const [i] = await ctx.database.db
    .insert(investors)
    .values({ userId: u.id, superuserId: tenant })
    .returning();
  return { userId: u.id, investorId: i!.id };
}

useSuite(
  async () => {
    const c = await demoContext();
    return { ctx: c, tokens: await demoTokens(c), ids: await demoIds(c) };
  },
  async (s) => {
    ({ ctx, tokens, ids } = s);
    two = await createSecondTenant(ctx);
    const db = ctx.database.db;
    ctx.app.deps.clock.set(at('2026-06-15'));
    const [ended] = await db
      .insert(products)
      .values({
        superuserId: ids.superuserId,
        issuerId: ids.issuerId,
        name: 'Privat Anleihe',
        kind: 1,
        contractEnd: '2024-06-30',
      })
      .returning();
    // A: the demo tenant's investor, a finished contract that ended in 2024, an unfinished wizard, a newsletter
    // subscription, a chatbot question with its address, tax data, phone, birth date and an ID scan.
    A.scanA = await saveFile('ausweis-a');
    Object.assign(
      A,
      await addInvestor(ids.superuserId, EMAIL, 'Erstmandant', {
        mobileNumber: '+49 170 1111111',
        dateOfBirth: '1980-02-03',
        idNumber: 'L01X00T47',
        idScanFileId: A.scanA,
        bankIban: 'DE89370400440532013000',
        newsletter: true,
      }),
    );
    A.fileA = await saveFile('schein-a');
    const [f] = await db
      .insert(zeichnungen)
      .values({
        productId: ended!.id,
        investorId: A.investorId,
        superuserId: ids.superuserId,
        status: 'A',
        isPaid: true,
        volumeCents: 500_000,
        zeichnungsscheinFileId: A.fileA,
        dateOfCreation: at('2023-03-01'),
        finishedAt: at('2023-03-01'),
        data: { note: 'Antwort A' },
      })
      .returning();
    A.subF = f!.id;
    const [o] = await db
      .insert(zeichnungen)
      .values({
        productId: ended!.id,
        investorId: A.investorId,
        superuserId: ids.superuserId,
        status: 'O',
        data: { note: 'Entwurf A' },
      })
      .returning();
    A.subO = o!.id;
    await db
      .insert(investorTaxProfiles)
      .values({ investorId: A.investorId, taxId: '12345678901', updatedAt: at('2024-01-10') });
    await db
      .insert(newsletterSubscriptions)
      .values({ superuserId: ids.superuserId, email: EMAIL, origin: 2, confirmedAt: at('2024-02-01') });
    await db.insert(chatbotInteractions).values({
      superuserId: ids.superuserId,
      origin: 'investor',
      question: `Bitte an ${EMAIL} antworten (Frage A)`,
      answer: 'Gern.',
      answered: true,
      createdAt: at('2024-05-05'),
    });
    // B: the other tenant's investor with the same address, its own documents, newsletter and chatbot question.
    Object.assign(B, await addInvestor(two.tenant, EMAIL, 'Zweitmandant'));
    B.fileB = await saveFile('schein-b');
    const [otherProduct] = await db
      .insert(products)
      .values({ superuserId: two.tenant, issuerId: ids.issuerId, name: 'Andere Anleihe', kind: 1 })
      .returning();
    await db.insert(zeichnungen).values({
      productId: otherProduct!.id,
      investorId: B.investorId,
      superuserId: two.tenant,
      status: 'A',
      volumeCents: 700_000,
      zeichnungsscheinFileId: B.fileB,
    });
    await db.insert(newsletterSubscriptions).values({ superuserId: two.tenant, email: EMAIL, origin: 2 });
    await db.insert(chatbotInteractions).values({
      superuserId: two.tenant,
      origin: 'investor',
      question: `Frage B von ${EMAIL}`,
      answer: 'Gern.',
      answered: true,
      createdAt: at('2026-05-05'),
    });
    // C: a contract that still runs (no end date yet).
    const [running] = await db
      .insert(products)
      .values({ superuserId: ids.superuserId, issuerId: ids.issuerId, name: 'Laufend', kind: 1 })
      .returning();
    C.productId = running!.id;
    const c = await addInvestor(ids.superuserId, 'carl.privat@example.com', 'Laufend');
    C.userId = c.userId;
    await db.insert(zeichnungen).values({
      productId: running!.id,
      investorId: c.investorId,
      superuserId: ids.superuserId,
      status: 'A',
      volumeCents: 100_000,
      dateOfCreation: at('2026-01-10'),
    });
  },
);

const holdsOf = (userId: number) =>
  ctx.database.db
    .select()
    .from(retentionHolds)
    .where(eq(retentionHolds.userId, userId))
    .orderBy(retentionHolds.id);
const userOf = async (userId: number) =>
  (await ctx.database.db.select().from(users).where(eq(users.id, userId)))[0]!;
const fileExists = async (id: string) =>
  (await ctx.database.db.select().from(storedFiles).where(eq(storedFiles.id, id))).length === 1;

describe('my data (GET /api/privacy/my-data)', () => {
  it('holds the caller’s own data and documents, never another person’s or tenant’s', async () => {
    const token = await login(ctx, EMAIL, INV);
    const res = await call(ctx, 'GET', '/api/privacy/my-data', { host: INV, token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const zip = zipOf(res);
    const account = json(zip, 'konto.json');
    expect(account.id).toBe(A.userId);
    expect(account.email).toBe(EMAIL);
    expect(account).not.toHaveProperty('passwordHash');
    expect(
      json(zip, 'zeichnungen.json')
        .map((z: { id: number }) => z.id)
        .sort(),
    ).toEqual([A.subF, A.subO].sort());
    expect(json(zip, 'newsletter.json')).toHaveLength(1);
    expect(json(zip, 'chatbot.json').map((q: { question: string }) => q.question)).toEqual([
      `Bitte an ${EMAIL} antworten (Frage A)`,
    ]);
    expect(json(zip, 'steuerdaten.json').taxId).toBe('12345678901');
    const docs = Object.keys(zip.files).filter((n) => n.startsWith('dokumente/') && !zip.files[n]!.dir);
    expect(docs.sort()).toEqual([
      `dokumente/ausweis-ausweis-a.pdf`,
      `dokumente/zeichnungsschein-${A.subF}-schein-a.pdf`,
    ]);
    const everything = Object.values(zip.files)
      .map((f) => f.asText())
      .join('\n');
    for (const foreign of ['Zweitmandant', 'Frage B', 'schein-b', 'investor@example.com', 'Andere Anleihe'])
      expect(everything).not.toContain(foreign);
    const [req] = await ctx.database.db
      .select()
      .from(privacyRequests)
      .where(and(eq(privacyRequests.userId, A.userId), eq(privacyRequests.kind, 'export')));
    expect(req).toMatchObject({ status: 'done', tenantId: ids.superuserId });
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'privacy.export'), eq(auditLog.entityId, String(A.userId))));
    expect(audits).toHaveLength(1);
  });

  it('a partner gets its partner profile and commissions', async () => {
    const res = await call(ctx, 'GET', '/api/privacy/my-data', { host: BROKER, token: tokens.salesrep });
    expect(res.statusCode, res.body).toBe(200);
    const zip = zipOf(res);
    expect(json(zip, 'partner.json').id).toBe(ids.salesrepId);
    expect(Array.isArray(json(zip, 'provisionen.json'))).toBe(true);
    expect(zip.file('zeichnungen.json')).toBeNull();
  });

  it('other roles and anonymous callers are refused', async () => {
    for (const role of ['admin', 'superuser', 'issuer', 'reseller'] as const) {
      expectProblem(await call(ctx, 'GET', '/api/privacy/my-data', { token: tokens[role] }), 403);
      expectProblem(
        await call(ctx, 'POST', '/api/privacy/erasure', {
          token: tokens[role],
          body: { password: PASSWORD },
        }),
        403,
      );
      expectProblem(await call(ctx, 'GET', '/api/privacy/requests/mine', { token: tokens[role] }), 403);
    }
    expectProblem(await call(ctx, 'GET', '/api/privacy/my-data', { host: INV }), 401);
    expectProblem(
      await call(ctx, 'GET', '/api/privacy/requests', { host: INV, token: tokens.investor }),
      403,
    );
  });
});

describe('erasure (POST /api/privacy/erasure)', () => {
  it('refuses a missing or wrong password and changes nothing', async () => {
    const token = await login(ctx, EMAIL, INV);
    expectProblem(await call(ctx, 'POST', '/api/privacy/erasure', { host: INV, token, body: {} }), 400);
    expectProblem(
      await call(ctx, 'POST', '/api/privacy/erasure', { host: INV, token, body: { password: 'falsch' } }),
      400,
      T.wrongPassword,
      { password: T.wrongPassword },
    );
    expect((await userOf(A.userId)).erasedAt).toBeNull();
  });

  it('anonymises what no law requires, keeps the rest with legal basis and end date, and closes sign-in', async () => {
    // A change of the person's contact data recorded earlier, as the profile update writes it.
    await writeAudit(ctx.database.db, SYSTEM_ACTOR, {
      action: 'user.update',
      entity: 'user',
      entityId: A.userId,
      before: { email: EMAIL, mobileNumber: '0171 5550101' },
      after: { email: EMAIL, mobileNumber: '0171 5550199' },
    });
    const token = await login(ctx, EMAIL, INV);
    const res = await call(ctx, 'POST', '/api/privacy/erasure', {
      host: INV,
      token,
      body: { password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.detail).toBe(T.erased);
    expect(body.erased).toEqual(
      expect.arrayContaining(['login', 'contact', 'newsletter', 'reminders', 'openSubscriptions']),
    );
    const kept = Object.fromEntries(
      body.kept.map(
        (k: { category: string; keepUntil: string; legalBasis: string; relationshipOpen: boolean }) => [
          k.category,
          [k.keepUntil, k.legalBasis, k.relationshipOpen],
        ],
      ),
    );
    expect(kept).toEqual({
      subscriptions: ['2034-12-31', '§ 23 FinVermV', false],
      identity: ['2029-12-31', '§ 8 Abs. 4 GwG', false],
      invoices: ['2034-12-31', '§ 147 AO, § 257 HGB', false],
      communication: ['2034-12-31', '§ 18a, § 23 FinVermV', false],
    });

    const u = await userOf(A.userId);
    expect(u.erasedAt).not.toBeNull();
    expect(u.email).toMatch(/^geloescht-[0-9a-f-]+@geloescht\.invalid$/);
    expect(u.passwordHash).toBeNull();
    expect(u.mobileNumber).toBeNull();
    expect(u.newsletter).toBe(false);
    // kept: name, birth date and ID data (GwG), bank account (payouts), the ID scan
    expect(u.lastName).toBe('Erstmandant');
    expect(u.dateOfBirth).toBe('1980-02-03');
    expect(u.idNumber).toBe('L01X00T47');
    expect(u.bankIban).toBe('DE89370400440532013000');
    expect(await fileExists(A.scanA)).toBe(true);

    const subs = await ctx.database.db
      .select()
      .from(zeichnungen)
      .where(eq(zeichnungen.investorId, A.investorId));
    const byId = Object.fromEntries(subs.map((z) => [z.id, z]));
    expect(byId[A.subO]!.deletedAt).not.toBeNull();
    expect(byId[A.subO]!.data).toEqual({});
    expect(byId[A.subF]!.deletedAt).toBeNull();
    expect(byId[A.subF]!.data).toEqual({ note: 'Antwort A' });
    expect(await fileExists(A.fileA)).toBe(true);

    const letters = await ctx.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(sql`${newsletterSubscriptions.superuserId} in (${ids.superuserId}, ${two.tenant})`);
    const mine = letters.filter(
      (l) => l.superuserId === ids.superuserId && l.email.endsWith('@geloescht.invalid'),
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]!.unsubscribedAt).not.toBeNull();
    // the other tenant's person with the same address is untouched
    expect(letters.filter((l) => l.superuserId === two.tenant).map((l) => l.email)).toEqual([EMAIL]);
    expect((await userOf(B.userId)).email).toBe(EMAIL);

    // the session is over and the address no longer signs in here: answered as any address known only on
    // another portal (B's account on the other tenant uses it)
    expectProblem(await call(ctx, 'GET', '/api/privacy/requests/mine', { host: INV, token }), 401);
    expectProblem(
      await call(ctx, 'POST', '/api/login', { host: INV, body: { email: EMAIL, password: PASSWORD } }),
      403,
      accountTexts.notAllowedHere,
    );
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'privacy.erasure'), eq(auditLog.entityId, String(A.userId))));
    expect(audits).toHaveLength(1);

    // The audit trail keeps its entries about the person with the address replaced by the pseudonym, and the
    // hash chain still verifies (the redaction is itself recorded).
    const aboutA = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(A.userId))));
    expect(aboutA.length).toBeGreaterThan(1);
    const text = JSON.stringify(aboutA.map((a) => [a.before, a.after]));
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain('0171 5550199');
    expect(aboutA.find((a) => a.action === 'user.update')?.redactedAt).not.toBeNull();
    expect(aboutA.some((a) => a.redactedAt !== null)).toBe(true);
    expect((await verifyAuditChains(ctx.database.db)).ok).toBe(true);
  });

  it('twice is harmless: the same result, no second request or hold', async () => {
    const first = await holdsOf(A.userId);
    const again = await erasePerson(ctx.app.deps, A.userId, SYSTEM_ACTOR);
    expect(again.kept.map((k) => k.category).sort()).toEqual([
      'communication',
      'identity',
      'invoices',
      'subscriptions',
    ]);
    expect(await holdsOf(A.userId)).toEqual(first);
    const requests = await ctx.database.db
      .select()
      .from(privacyRequests)
      .where(and(eq(privacyRequests.userId, A.userId), eq(privacyRequests.kind, 'erasure')));
    expect(requests).toHaveLength(1);
  });

  it('a running contract keeps its holds open; the other tenant’s person is erased on its own', async () => {
    const c = await erasePerson(ctx.app.deps, C.userId, SYSTEM_ACTOR);
    expect(
      c.kept
        .filter((k) => k.relationshipOpen)
        .map((k) => k.category)
        .sort(),
    ).toEqual(['identity', 'subscriptions']);
    // an erased address that no other account uses gets the generic wrong-password answer
    expectProblem(
      await call(ctx, 'POST', '/api/login', {
        host: INV,
        body: { email: 'carl.privat@example.com', password: PASSWORD },
      }),
      400,
      accountTexts.wrongPassword,
    );
    const b = await erasePerson(ctx.app.deps, B.userId, SYSTEM_ACTOR);
    expect(b.kept.map((k) => k.category)).toContain('subscriptions');
    // A's data is untouched by B's erasure (same address, other tenant)
    expect((await userOf(A.userId)).lastName).toBe('Erstmandant');
  });
});

describe('requests list (GET /api/privacy/requests)', () => {
  it('a provider sees its tenant’s requests only, the operator all, with a status filter', async () => {
    const mine = await call(ctx, 'GET', '/api/privacy/requests', { token: tokens.superuser });
    expect(mine.statusCode, mine.body).toBe(200);
    const rows = mine.json().results as { person: string; kind: string; provider: string | null }[];
    expect(rows.some((r) => r.person === 'Anna Erstmandant' && r.kind === 'erasure')).toBe(true);
    expect(rows.some((r) => r.person === 'Anna Zweitmandant')).toBe(false);
    const otherToken = await login(ctx, 'other-su@example.com');
    const other = (await call(ctx, 'GET', '/api/privacy/requests', { token: otherToken })).json();
    expect(other.results.map((r: { person: string }) => r.person)).toEqual(['Anna Zweitmandant']);
    const all = (await call(ctx, 'GET', '/api/privacy/requests?status=done', { token: tokens.admin })).json();
    expect(all.count).toBe(mine.json().count + other.count);
    const pending = (
      await call(ctx, 'GET', '/api/privacy/requests?status=pending', { token: tokens.admin })
    ).json();
    expect(pending.count).toBe(0);
    expectProblem(await call(ctx, 'GET', '/api/privacy/requests?status=x', { token: tokens.admin }), 400);
    expectProblem(await call(ctx, 'GET', '/api/privacy/requests', { token: tokens.issuer }), 403);
    void OTHER_INV;
  });
});

describe('the retention job (privacy.retention)', () => {
  it('carries out only due holds, once; an open relationship waits until it closes', async () => {
    const run = (iso: string) => {
      ctx.app.deps.clock.set(at(iso));
      return runRetention(ctx.app.deps);
    };
    expect(await run('2029-12-31')).toEqual({ closed: 0, purged: 0 });
    // 2030: A's identity data (GwG, 5 years) is due; everything else stays
    const r2030 = await run('2030-01-02');
    expect(r2030.purged).toBe(1);
    let u = await userOf(A.userId);
    expect(u.dateOfBirth).toBeNull();
    expect(u.idNumber).toBeNull();
    expect(u.idScanFileId).toBeNull();
    expect(await fileExists(A.scanA)).toBe(false);
    expect(u.lastName).toBe('Erstmandant');
    expect(u.bankIban).toBe('DE89370400440532013000');
    expect(await run('2030-01-03')).toEqual({ closed: 0, purged: 0 });

    // 2035: the rest of A is due (C's contract still runs: nothing of C)
    const r2035 = await run('2035-01-02');
    expect(r2035.purged).toBe(3);
    u = await userOf(A.userId);
    expect(u.lastName).toBe('');
    expect(u.bankIban).toBeNull();
    expect(await fileExists(A.fileA)).toBe(false);
    const [f] = await ctx.database.db.select().from(zeichnungen).where(eq(zeichnungen.id, A.subF));
    expect(f!.data).toEqual({});
    expect(f!.volumeCents).toBe(500_000);
    const questions = (await ctx.database.db.select().from(chatbotInteractions)).map((q) => q.question);
    expect(questions).toContain('[gelöscht]');
    expect(questions).toContain(`Frage B von ${EMAIL}`);
    expect((await holdsOf(C.userId)).every((h) => h.purgedAt === null && h.relationshipOpen)).toBe(true);
    expect(await run('2035-01-03')).toEqual({ closed: 0, purged: 0 });

    // C's contract ends in 2036: its holds close with the end date counted from then
    await ctx.database.db
      .update(products)
      .set({ contractEnd: '2036-06-30' })
      .where(eq(products.id, C.productId));
    const r2037 = await run('2037-01-05');
    expect(r2037.closed).toBe(2);
    // B's chatbot question (2026, communication: 10 years) is now due — only B's
    expect(r2037.purged).toBe(1);
    const after = (await ctx.database.db.select().from(chatbotInteractions)).map((q) => q.question);
    expect(after.filter((q) => q === '[gelöscht]')).toHaveLength(2);
    const cHolds = Object.fromEntries((await holdsOf(C.userId)).map((h) => [h.category, h.keepUntil]));
    expect(cHolds).toEqual({ subscriptions: '2046-12-31', identity: '2041-12-31' });
    expect(await run('2037-01-06')).toEqual({ closed: 0, purged: 0 });
    const purgedAudits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'retention_hold.purged'));
    expect(purgedAudits).toHaveLength(5);
    ctx.app.deps.clock.set(null);
  });
});
