// The provider's chatbot (issue 20, decision 034): created on first fetch, saved and entries removed by the
// provider or the operator only, the public greeting and questions, answers by fuzzy matching, every question
// recorded, the public endpoints rate limited, no 5xx for odd input.
import { chatbotTexts as T } from '@zp/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  chatbotEntries,
  chatbotInteractions,
  chatbots,
  superusers,
  users,
} from '../../src/db/schema/index.ts';
import { createTestContext, type TestContext } from '../helpers.ts';
import { newTenant } from '../products/fixtures.ts';
import { call, DEMO, type DemoTokens, demoTokens, expectProblem, INV, seedDemo } from '../support/api.ts';

let ctx: TestContext;
let t: DemoTokens;
let demoUserId: number;
let demoSuperuserId: number;

const userIdOfProvider = async (superuserId: number) => {
  const [row] = await ctx.database.db
    .select({ userId: superusers.userId })
    .from(superusers)
    .where(eq(superusers.id, superuserId));
  return row!.userId;
};

const ENTRIES = [
  { question: 'Wie hoch ist die Mindestanlage?', answer: 'Die Mindestanlage beträgt 500 Euro.' },
  { question: 'Welche Gebühren fallen an?', answer: 'Es fallen keine Ausgabeaufschläge an.' },
  { question: 'Wann werden die Zinsen ausgezahlt?', answer: 'Die Zinsen werden jährlich überwiesen.' },
];

const save = (token: string, body: unknown) => call(ctx, 'POST', '/api/chatbot/create', { token, body });
const ask = (body: unknown, remoteAddress = '10.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/chatbot/ask',
    payload: body as string,
    remoteAddress,
    headers: { host: 'localhost' },
  });

beforeAll(async () => {
  ctx = await createTestContext({ AUTH_RATE_LIMIT: '10000' });
  await seedDemo(ctx);
  t = await demoTokens(ctx);
  const [row] = await ctx.database.db
    .select({ userId: users.id, superuserId: superusers.id })
    .from(users)
    .innerJoin(superusers, eq(superusers.userId, users.id))
    .where(eq(users.email, DEMO.superuser.email));
  demoUserId = row!.userId;
  demoSuperuserId = row!.superuserId;
  // The demo data may bring a chatbot: start from none.
  const bots = await ctx.database.db.select().from(chatbots).where(eq(chatbots.superuserId, demoSuperuserId));
  for (const b of bots) {
    await ctx.database.db.delete(chatbotEntries).where(eq(chatbotEntries.chatbotId, b.id));
    await ctx.database.db.delete(chatbots).where(eq(chatbots.id, b.id));
  }
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

describe('the editor endpoints', () => {
  it('creates a missing chatbot on the first fetch (audited), once', async () => {
    const res = await call(ctx, 'GET', `/api/chatbot/user/${demoUserId}`, { token: t.superuser });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      user: demoUserId,
      superuserId: demoSuperuserId,
      welcomeMessage: T.defaultWelcome,
      entrys: [],
    });
    const again = await call(ctx, 'GET', `/api/chatbot/user/${demoUserId}`, { token: t.superuser });
    expect(again.json().id).toBe(res.json().id);
    const rows = await ctx.database.db
      .select()
      .from(chatbots)
      .where(eq(chatbots.superuserId, demoSuperuserId));
    expect(rows).toHaveLength(1);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'chatbot.created'), eq(auditLog.entityId, String(demoSuperuserId))));
    expect(audits).toHaveLength(1);
  });

  it('saves the welcome message and entries ("Chatbot wurde aktualisiert"), changes and adds by id', async () => {
    const res = await save(t.superuser, {
      welcomeMessage: 'Willkommen bei Demo!',
      user: demoUserId,
      entrys: ENTRIES,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.detail).toBe('Chatbot wurde aktualisiert');
    expect(body.welcomeMessage).toBe('Willkommen bei Demo!');
    expect(body.entrys.map((e: { question: string }) => e.question)).toEqual(ENTRIES.map((e) => e.question));

    const [first, ...rest] = body.entrys;
    const changed = await save(t.superuser, {
      welcomeMessage: 'Willkommen bei Demo!',
      user: demoUserId,
      entrys: [
        { ...first, answer: 'Die Mindestanlage beträgt 250 Euro.' },
        ...rest,
        { question: 'Brauche ich eine Wallet?', answer: 'Nur für tokenisierte Anlagen.' },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const entrys = changed.json().entrys;
    expect(entrys).toHaveLength(4);
    expect(entrys[0]).toEqual({
      id: first.id,
      question: first.question,
      answer: 'Die Mindestanlage beträgt 250 Euro.',
    });
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'chatbot.saved'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit[0]!.before).toMatchObject({
      entries: expect.arrayContaining([
        expect.objectContaining({ id: first.id, answer: 'Die Mindestanlage beträgt 500 Euro.' }),
      ]),
    });
  });

  it('refuses invalid input with German messages under the fields', async () => {
    const res = await save(t.superuser, {
      welcomeMessage: 'x'.repeat(1001),
      user: demoUserId,
      entrys: [{ question: '  ', answer: '' }],
    });
    const problem = expectProblem(res, 400);
    expect(Object.values(problem.errors)).toEqual(
      expect.arrayContaining([T.welcomeTooLong, T.questionRequired, T.answerRequired]),
    );
    expectProblem(
      await save(t.superuser, { user: demoUserId, entrys: [{ question: 'q'.repeat(501), answer: 'a' }] }),
      400,
      T.questionTooLong,
    );
    expectProblem(
      await save(t.superuser, {
        user: demoUserId,
        entrys: Array.from({ length: 101 }, (_, i) => ({ question: `Frage ${i}`, answer: 'a' })),
      }),
      400,
      T.tooManyEntries,
    );
  });

  it('refuses an entry id of another chatbot and saves nothing', async () => {
    const other = await newTenant(ctx, 'chatbot-other');
    const otherUserId = await userIdOfProvider(other.tenant);
    const created = await save(other.token, {
      user: otherUserId,
      entrys: [{ question: 'Fremde Frage?', answer: 'Fremde Antwort.' }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const foreignId = created.json().entrys[0].id;
    const res = await save(t.superuser, {
      welcomeMessage: 'Geändert',
      user: demoUserId,
      entrys: [{ id: foreignId, question: 'Gekapert?', answer: 'Nein.' }],
    });
    expectProblem(res, 404, T.entryNotFound);
    const [entry] = await ctx.database.db
      .select()
      .from(chatbotEntries)
      .where(eq(chatbotEntries.id, foreignId));
    expect(entry!.question).toBe('Fremde Frage?');
    const mine = await call(ctx, 'GET', `/api/chatbot/user/${demoUserId}`, { token: t.superuser });
    expect(mine.json().welcomeMessage).toBe('Willkommen bei Demo!');

    // another provider: neither reads, saves nor removes the demo provider's chatbot (404, no hint)
    expectProblem(await call(ctx, 'GET', `/api/chatbot/user/${demoUserId}`, { token: other.token }), 404);
    expectProblem(await save(other.token, { user: demoUserId, entrys: [] }), 404);
    const demoEntry = mine.json().entrys[0].id;
    expectProblem(
      await call(ctx, 'DELETE', `/api/chatbot/delete-entry/${demoEntry}/`, { token: other.token }),
      404,
    );
    // … and the demo provider not the other's
    expectProblem(
      await call(ctx, 'DELETE', `/api/chatbot/delete-entry/${foreignId}/`, { token: t.superuser }),
      404,
    );
  });

  it('refuses issuer, investor, reseller and salesrep; the operator may read and save', async () => {
    for (const role of ['issuer', 'investor', 'reseller', 'salesrep'] as const) {
      const host = DEMO[role].host;
      expectProblem(await call(ctx, 'GET', `/api/chatbot/user/${demoUserId}`, { token: t[role], host }), 403);
      expectProblem(
        await call(ctx, 'POST', '/api/chatbot/create', {
          token: t[role],
          host,
          body: { user: demoUserId, entrys: [] },
        }),
        403,
      );
      expectProblem(await call(ctx, 'DELETE', '/api/chatbot/delete-entry/1/', { token: t[role], host }), 403);
    }
    expectProblem(await call(ctx, 'GET', `/api/chatbot/user/${demoUserId}`), 401);
    const read = await call(ctx, 'GET', `/api/chatbot/user/${demoUserId}`, { token: t.admin });
    expect(read.statusCode, read.body).toBe(200);
    const { entrys } = read.json();
    const saved = await save(t.admin, { welcomeMessage: 'Willkommen bei Demo!', user: demoUserId, entrys });
    expect(saved.statusCode, saved.body).toBe(200);
    // a user id that is not a provider's
    const [admin] = await ctx.database.db.select().from(users).where(eq(users.email, DEMO.admin.email));
    expectProblem(await call(ctx, 'GET', `/api/chatbot/user/${admin!.id}`, { token: t.admin }), 404);
  });
});

describe('the public widget', () => {
  it('shows the greeting and the questions of a provider with a live booking, by id or by host', async () => {
    const res = await call(ctx, 'GET', `/api/chatbot/public/${demoSuperuserId}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.welcomeMessage).toBe('Willkommen bei Demo!');
    expect(body.suggestions.map((s: { question: string }) => s.question)).toContain(ENTRIES[0]!.question);
    expect(body.suggestions[0]).not.toHaveProperty('answer');
    const byHost = await call(ctx, 'GET', '/api/chatbot/portal', { host: INV });
    expect(byHost.statusCode, byHost.body).toBe(200);
    expect(byHost.json()).toEqual({ ...body, superuserId: demoSuperuserId });
    expectProblem(await call(ctx, 'GET', '/api/chatbot/portal'), 404, T.notAvailable);
  });

  it('is not there for a provider without a live booking or an unknown id (same answer)', async () => {
    const [u] = await ctx.database.db
      .insert(users)
      .values({ email: 'nobooking@example.com', role: 'superuser', firstName: 'Ohne', lastName: 'Buchung' })
      .returning();
    const [su] = await ctx.database.db.insert(superusers).values({ userId: u!.id }).returning();
    expectProblem(await call(ctx, 'GET', `/api/chatbot/public/${su!.id}`), 404, T.notAvailable);
    expectProblem(await call(ctx, 'GET', '/api/chatbot/public/999999'), 404, T.notAvailable);
    expectProblem(
      await ask({ superuserId: su!.id, question: 'Gebühren?', origin: 'landing' }),
      404,
      T.notAvailable,
    );
  });

  it('answers with the best entry, or the fallback, and records every question with origin and score', async () => {
    const hit = await ask({
      superuserId: demoSuperuserId,
      question: 'Welche Gebuehren gibt es?',
      origin: 'landing',
    });
    expect(hit.statusCode, hit.body).toBe(200);
    expect(hit.json()).toMatchObject({ answer: ENTRIES[1]!.answer, answered: true });
    const miss = await ask({
      superuserId: demoSuperuserId,
      question: 'Wie wird das Wetter?',
      origin: 'investor',
    });
    expect(miss.json()).toEqual({ answer: T.noAnswer, entryId: null, answered: false });

    const rows = await ctx.database.db
      .select()
      .from(chatbotInteractions)
      .where(eq(chatbotInteractions.superuserId, demoSuperuserId))
      .orderBy(desc(chatbotInteractions.id))
      .limit(2);
    expect(rows[1]).toMatchObject({
      origin: 'landing',
      question: 'Welche Gebuehren gibt es?',
      entryId: hit.json().entryId,
      answer: ENTRIES[1]!.answer,
      answered: true,
    });
    expect(rows[1]!.score).toBeGreaterThan(0.4);
    expect(rows[0]).toMatchObject({ origin: 'investor', entryId: null, answer: T.noAnswer, answered: false });
    expect(rows[0]!.score).toBeLessThan(0.4);
  });

  it('neither suggests nor answers a removed entry (kept with deleted_at, audited)', async () => {
    const bot = (await call(ctx, 'GET', `/api/chatbot/user/${demoUserId}`, { token: t.superuser })).json();
    const fees = bot.entrys.find((e: { question: string }) => e.question === ENTRIES[1]!.question);
    const del = await call(ctx, 'DELETE', `/api/chatbot/delete-entry/${fees.id}/`, { token: t.superuser });
    expect(del.statusCode, del.body).toBe(204);
    expectProblem(
      await call(ctx, 'DELETE', `/api/chatbot/delete-entry/${fees.id}/`, { token: t.superuser }),
      404,
      T.entryNotFound,
    );
    const [row] = await ctx.database.db.select().from(chatbotEntries).where(eq(chatbotEntries.id, fees.id));
    expect(row!.deletedAt).not.toBeNull();
    const after = (await call(ctx, 'GET', `/api/chatbot/user/${demoUserId}`, { token: t.superuser })).json();
    expect(after.entrys.map((e: { id: number }) => e.id)).not.toContain(fees.id);
    const pub = (await call(ctx, 'GET', `/api/chatbot/public/${demoSuperuserId}`)).json();
    expect(pub.suggestions.map((s: { id: number }) => s.id)).not.toContain(fees.id);
    const res = await ask({
      superuserId: demoSuperuserId,
      question: 'Welche Gebühren fallen an?',
      origin: 'landing',
    });
    expect(res.json().entryId).not.toBe(fees.id);
    expect(res.json().answer).not.toBe(ENTRIES[1]!.answer);
    // saving the removed entry's id again is refused
    expectProblem(
      await save(t.superuser, { user: demoUserId, entrys: [{ id: fees.id, question: 'x', answer: 'y' }] }),
      404,
      T.entryNotFound,
    );
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'chatbot.entry_deleted'), eq(auditLog.entityId, String(fees.id))));
    expect(audits).toHaveLength(1);
  });

  it('gives no 5xx for odd input', async () => {
    const bodies: unknown[] = [
      {},
      { superuserId: demoSuperuserId, question: '', origin: 'landing' },
      { superuserId: demoSuperuserId, question: '   ', origin: 'landing' },
      { superuserId: demoSuperuserId, question: 'x'.repeat(10_000), origin: 'landing' },
      { superuserId: demoSuperuserId, question: 'Gebühren?', origin: 'elsewhere' },
      { superuserId: 'abc', question: 'Gebühren?', origin: 'landing' },
      { superuserId: 1e20, question: 'Gebühren?', origin: 'landing' },
      { superuserId: demoSuperuserId, question: ['Gebühren'], origin: 'landing' },
      { superuserId: demoSuperuserId, question: 'Gebühren\u0000', origin: 'landing' },
    ];
    for (const body of bodies) {
      const res = await ask(body);
      expect(res.statusCode, `${JSON.stringify(body).slice(0, 80)} → ${res.body}`).toBe(400);
      expect(res.json().detail).toEqual(expect.any(String));
    }
    expectProblem(await ask('not json'), 415);
    expectProblem(
      await ask({ superuserId: demoSuperuserId, question: 'x'.repeat(10_000), origin: 'landing' }),
      400,
      T.askTooLong,
    );
    for (const question of [
      '🙂🙂🙂',
      'Ünïcödé ßß ÄÖÜ ١٢٣ 中文 𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
      '<script>alert(1)</script>',
      '?'.repeat(1000),
    ]) {
      const res = await ask({ superuserId: demoSuperuserId, question, origin: 'investor' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().answer).toEqual(expect.any(String));
    }
    for (const url of [
      '/api/chatbot/public/0',
      '/api/chatbot/public/abc',
      '/api/chatbot/public/99999999999',
    ]) {
      const res = await call(ctx, 'GET', url);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    expectProblem(
      await save(t.superuser, { user: demoUserId, entrys: [{ question: '🙂'.repeat(10_000), answer: 'x' }] }),
      400,
    );
  });
});

describe('rate limit', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext({ AUTH_RATE_LIMIT: '3' });
    await seedDemo(limited);
  }, 120_000);
  afterAll(async () => {
    await limited?.close();
  });

  it('answers 429 with a German detail per client address, for the questions and the greeting', async () => {
    const [row] = await limited.database.db
      .select({ id: superusers.id })
      .from(superusers)
      .innerJoin(users, eq(users.id, superusers.userId))
      .where(eq(users.email, DEMO.superuser.email));
    const askFrom = (ip: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/chatbot/ask',
        remoteAddress: ip,
        payload: { superuserId: row!.id, question: 'Gebühren?', origin: 'landing' },
      });
    for (let i = 0; i < 3; i++) expect((await askFrom('10.1.1.1')).statusCode).toBe(200);
    const refused = await askFrom('10.1.1.1');
    expectProblem(refused, 429);
    expect(refused.json().detail).toMatch(/Zu viele Anfragen/);
    expect((await askFrom('10.1.1.2')).statusCode).toBe(200);
    // 4 × 3 readings of the greeting a minute
    const read = () =>
      limited.app.inject({ method: 'GET', url: `/api/chatbot/public/${row!.id}`, remoteAddress: '10.1.1.3' });
    for (let i = 0; i < 12; i++) expect((await read()).statusCode).toBe(200);
    expectProblem(await read(), 429);
    // the questions refused for the rate limit are not recorded
    const recorded = await limited.database.db.select().from(chatbotInteractions);
    expect(recorded).toHaveLength(4);
  });
});
