// Weekly reminders, the e-mail cockpit and the Benutzerinteraktionsportal (issue 20, decision 034): settings with
// the spec's messages, the schedule once per investor, kind and ISO week (Berlin moment), crash-resume without a
// second mail, the public cancel link, the cockpit's figures and the contacts' scope per role.

import { reminderTexts as T } from '@zp/domain/texts/de/reminders';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  auditLog,
  chatbotInteractions,
  investors,
  newsletterSubscriptions,
  products,
  reminderSends,
  superusers,
  users,
  zeichnungen,
} from '../../src/db/schema/index.ts';
import { runWeeklyReminders } from '../../src/modules/reminders/use-cases/run-reminders.ts';
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
  mailsTo,
} from '../support/api.ts';
import { useSuite } from '../support/suite.ts';

let ctx: TestContext;
let tokens: DemoTokens;
let ids: DemoIds;
let other: number;
const inv: Record<'a' | 'b' | 'c' | 'd' | 'inactive' | 'foreign', number> = {} as never;

const email = (k: string) => `rem-${k}@example.com`;
const settingsUrl = (id: number) => `/api/superuser/${id}/reminder-settings`;
const ALL_ON = {
  sendNoZeichnung: true,
  sendOpenZeichnung: true,
  sendNotPaidZeichnung: true,
  sendNoWalletAddress: true,
  day_of_week: 2, // Wednesday
  hour: 10,
  minute: 30,
};
// Wednesday 2 Dec 2026 (ISO week 2026-W49), 10:30 in Berlin is 09:30 UTC.
const WED = (week: number, utc: string) => {
  const d = new Date(`2026-12-02T${utc}Z`);
  d.setUTCDate(d.getUTCDate() + 7 * week);
  return d;
};

async function addInvestor(superuserId: number, key: string, active = true, eth: string | null = null) {
  const db = ctx.database.db;
  const [u] = await db
    .insert(users)
    .values({
      email: email(key),
      scope: `investor:${superuserId}`,
      role: 'investor',
      firstName: 'Rita',
      lastName: key.toUpperCase(),
      isActive: active,
      ethAddress: eth,
    })
    .returning();
  const [i] = await db.insert(investors).values({ userId: u!.id, superuserId }).returning();
  return i!.id;
}

async function addZ(investorId: number, productId: number, status: 'O' | 'F' | 'A', isPaid = false) {
  await ctx.database.db
    .insert(zeichnungen)
    .values({ productId, investorId, superuserId: ids.superuserId, status, isPaid, volumeCents: 100_000 });
}

const sendsOf = (investorId: number) =>
  ctx.database.db.select().from(reminderSends).where(eq(reminderSends.investorId, investorId));

const run = async (at: Date) => {
  ctx.app.deps.clock.set(at);
  return runWeeklyReminders(ctx.app.deps);
};

useSuite(
  async () => {
    const c = await demoContext();
    return { ctx: c, tokens: await demoTokens(c), ids: await demoIds(c) };
  },
  async (s) => {
    ({ ctx, tokens, ids } = s);
    const db = ctx.database.db;
    const [plain] = await db
      .insert(products)
      .values({ superuserId: ids.superuserId, issuerId: ids.issuerId, name: 'Rem Anleihe', kind: 1 })
      .returning();
    const [token] = await db
      .insert(products)
      .values({
        superuserId: ids.superuserId,
        issuerId: ids.issuerId,
        name: 'Rem Token',
        kind: 1,
        isTokenized: true,
      })
      .returning();
    inv.a = await addInvestor(ids.superuserId, 'a'); // registered, nothing subscribed
    inv.b = await addInvestor(ids.superuserId, 'b'); // an unfinished subscription
    await addZ(inv.b, plain!.id, 'O');
    inv.c = await addInvestor(ids.superuserId, 'c', true, '0xabc'); // accepted, unpaid
    await addZ(inv.c, plain!.id, 'A', false);
    inv.d = await addInvestor(ids.superuserId, 'd'); // tokenized, no wallet (also: A and paid)
    await addZ(inv.d, token!.id, 'A', true);
    inv.inactive = await addInvestor(ids.superuserId, 'inactive', false);
    // another provider (no booking) with its investor
    const [ou] = await db
      .insert(users)
      .values({
        email: 'other-provider@example.com',
        role: 'superuser',
        company: 'Andere GmbH',
        isActive: true,
      })
      .returning();
    const [osu] = await db.insert(superusers).values({ userId: ou!.id }).returning();
    other = osu!.id;
    inv.foreign = await addInvestor(other, 'foreign');
  },
);

describe('reminder settings', () => {
  it('answers defaults, saves with audit and refuses bad input with the spec messages', async () => {
    const url = settingsUrl(ids.superuserId);
    const first = await call(ctx, 'GET', url, { token: tokens.superuser });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      sendNoZeichnung: false,
      sendOpenZeichnung: false,
      sendNotPaidZeichnung: false,
      sendNoWalletAddress: false,
      day_of_week: 0,
      hour: 9,
      minute: 0,
    });
    expectProblem(
      await call(ctx, 'PUT', url, { token: tokens.superuser, body: { ...ALL_ON, hour: 24 } }),
      400,
      T.hourInvalid,
      { hour: T.hourInvalid },
    );
    expectProblem(
      await call(ctx, 'PUT', url, { token: tokens.superuser, body: { ...ALL_ON, hour: -1 } }),
      400,
      T.hourInvalid,
    );
    expectProblem(
      await call(ctx, 'PUT', url, { token: tokens.superuser, body: { ...ALL_ON, minute: 60 } }),
      400,
      T.minuteInvalid,
      { minute: T.minuteInvalid },
    );
    expectProblem(
      await call(ctx, 'PUT', url, { token: tokens.superuser, body: { ...ALL_ON, day_of_week: 7 } }),
      400,
      T.dayInvalid,
    );
    expectProblem(
      await call(ctx, 'PUT', url, { token: tokens.superuser, body: { ...ALL_ON, hour: 'neun' } }),
      400,
      T.hourInvalid,
    );
    // nothing was saved by the refusals
    expect((await call(ctx, 'GET', url, { token: tokens.superuser })).json().hour).toBe(9);

    const ok = await call(ctx, 'PUT', url, { token: tokens.superuser, body: ALL_ON });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ ...ALL_ON, detail: T.saved });
    expect((await call(ctx, 'GET', url, { token: tokens.superuser })).json()).toEqual(ALL_ON);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'reminder_settings.updated'), eq(auditLog.entityId, String(ids.superuserId))),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).toMatchObject({ hour: 10, minute: 30 });
  });

  it('refuses other roles and other providers', async () => {
    for (const role of ['admin', 'reseller', 'issuer', 'investor', 'salesrep'] as const) {
      const host = role === 'investor' ? INV : role === 'salesrep' ? 'demo.broker.localhost' : 'localhost';
      expectProblem(await call(ctx, 'GET', settingsUrl(ids.superuserId), { token: tokens[role], host }), 403);
      expectProblem(
        await call(ctx, 'PUT', settingsUrl(ids.superuserId), { token: tokens[role], host, body: ALL_ON }),
        403,
      );
    }
    expectProblem(await call(ctx, 'GET', settingsUrl(other), { token: tokens.superuser }), 404);
    expectProblem(await call(ctx, 'PUT', settingsUrl(other), { token: tokens.superuser, body: ALL_ON }), 404);
    expectProblem(
      await call(ctx, 'GET', `/api/superuser/${other}/email-cockpit`, { token: tokens.superuser }),
      404,
    );
    expectProblem(await call(ctx, 'GET', settingsUrl(ids.superuserId)), 401);
  });
});

describe('the weekly schedule', () => {
  it('sends nothing before the moment, each kind once at it, not again that week, again the next', async () => {
    expect((await run(WED(0, '09:29:00'))).sent).toBe(0); // 10:29 Berlin
    expect(await sendsOf(inv.a)).toHaveLength(0);

    await run(WED(0, '09:31:00'));
    const kindsOf = async (id: number) => (await sendsOf(id)).map((s) => `${s.kind}@${s.week}`).sort();
    expect(await kindsOf(inv.a)).toEqual(['noZeichnung@2026-W49']);
    expect(await kindsOf(inv.b)).toEqual(['openZeichnung@2026-W49']);
    expect(await kindsOf(inv.c)).toEqual(['notPaidZeichnung@2026-W49']);
    expect(await kindsOf(inv.d)).toEqual(['noWalletAddress@2026-W49']);
    expect(await sendsOf(inv.inactive)).toHaveLength(0);
    expect(await sendsOf(inv.foreign)).toHaveLength(0);

    // the mail: the provider's brand, the cancel link on the investor portal with the send's token
    const [mail] = await mailsTo(ctx, email('a'));
    const [send] = await sendsOf(inv.a);
    expect(mail!.subject).toBe(T.subject.noZeichnung);
    expect(mail!.text).toContain(`http://demo.invest.localhost`);
    expect(mail!.text).toContain(`/investor/cancel-reminder/${inv.a}/${send!.token}`);

    // later the same week (and a re-run at once): nothing more
    expect((await run(WED(0, '09:36:00'))).sent).toBe(0);
    expect((await run(new Date('2026-12-06T20:00:00Z'))).sent).toBe(0); // Sunday
    expect(await mailsTo(ctx, email('a'))).toHaveLength(1);

    // the next week: again, once
    expect((await run(WED(1, '08:00:00'))).sent).toBe(0); // 09:00 Berlin, before the moment
    await run(WED(1, '09:30:00'));
    expect(await kindsOf(inv.a)).toEqual(['noZeichnung@2026-W49', 'noZeichnung@2026-W50']);
    expect(await mailsTo(ctx, email('b'))).toHaveLength(2);
  });

  it('cancels a kind from the link: 200 with a German message, no more reminders of it', async () => {
    const [send] = await sendsOf(inv.a);
    const url = `/api/investor/cancel-reminder/${inv.a}/${send!.token}`;
    const res = await call(ctx, 'PUT', url, { host: INV });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: T.cancelled(T.kindLabel.noZeichnung), kind: 'noZeichnung' });
    // twice is fine
    expect((await call(ctx, 'PUT', url, { host: INV })).statusCode).toBe(200);

    // unknown token, another investor's id, an id that does not exist: the same failure text
    const [bSend] = await sendsOf(inv.b);
    for (const bad of [
      `/api/investor/cancel-reminder/${inv.a}/00000000-0000-4000-8000-000000000000`,
      `/api/investor/cancel-reminder/${inv.a}/${bSend!.token}`,
      `/api/investor/cancel-reminder/999999/${send!.token}`,
    ])
      expectProblem(await call(ctx, 'PUT', bad, { host: INV }), 404, T.cancelFailed);
    for (const bad of [
      `/api/investor/cancel-reminder/${inv.a}/abc`,
      `/api/investor/cancel-reminder/x/${send!.token}`,
    ])
      expectProblem(await call(ctx, 'PUT', bad, { host: INV }), 400, T.cancelNoId);

    await run(WED(2, '09:31:00'));
    expect((await sendsOf(inv.a)).map((s) => s.week)).toEqual(['2026-W49', '2026-W50']);
    expect((await sendsOf(inv.b)).map((s) => s.week).sort()).toEqual(['2026-W49', '2026-W50', '2026-W51']);
  });

  it('resumes a run that failed half-way without sending anyone twice', async () => {
    const db = ctx.database.db;
    const weekCount = async (week: string) =>
      Number(
        (
          await db
            .select({ n: sql<number>`count(*)` })
            .from(reminderSends)
            .where(eq(reminderSends.week, week))
        )[0]!.n,
      );
    const normal = await weekCount('2026-W51');
    expect(normal).toBeGreaterThanOrEqual(3);

    // the outbox fails at the third mail of the run (the crash): its send row rolls back with it
    const mailer = ctx.app.deps.mailer;
    const original = mailer.send.bind(mailer);
    let calls = 0;
    const spy = vi.spyOn(mailer, 'send').mockImplementation(async (exec, mail) => {
      calls++;
      if (calls === 3) throw new Error('SMTP outbox down');
      return original(exec, mail);
    });
    const before = await Promise.all(
      [email('b'), email('c'), email('d')].map(async (e) => (await mailsTo(ctx, e)).length),
    );
    try {
      await run(WED(3, '09:31:00'));
    } finally {
      spy.mockRestore();
    }
    expect(await weekCount('2026-W52')).toBe(2);

    // the next tick resumes: everyone of the week exactly once, one mail each
    await run(WED(3, '09:36:00'));
    expect(await weekCount('2026-W52')).toBe(normal);
    const after = await Promise.all(
      [email('b'), email('c'), email('d')].map(async (e) => (await mailsTo(ctx, e)).length),
    );
    expect(after).toEqual(before.map((n) => n + 1));
    // and a third tick sends nothing
    expect((await run(WED(3, '09:41:00'))).sent).toBe(0);
    expect(await weekCount('2026-W52')).toBe(normal);
  });

  it('shows the cockpit: next run, last week per kind, recent sends with cancellations', async () => {
    ctx.app.deps.clock.set(new Date('2026-12-28T12:00:00Z')); // Monday of 2026-W53
    const res = await call(ctx, 'GET', `/api/superuser/${ids.superuserId}/email-cockpit`, {
      token: tokens.superuser,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.nextRun).toBe('2026-12-30T10:30');
    expect(body.lastWeek.week).toBe('2026-W52');
    const w52 = await ctx.database.db
      .select({ kind: reminderSends.kind, investorId: reminderSends.investorId })
      .from(reminderSends)
      .where(and(eq(reminderSends.week, '2026-W52'), eq(reminderSends.superuserId, ids.superuserId)));
    expect(body.lastWeek.counts.noZeichnung).toBe(w52.filter((r) => r.kind === 'noZeichnung').length);
    expect(w52.some((r) => r.investorId === inv.a)).toBe(false); // a cancelled it
    expect(body.lastWeek.counts.openZeichnung).toBeGreaterThanOrEqual(1);
    expect(body.lastWeek.counts.notPaidZeichnung).toBeGreaterThanOrEqual(1);
    expect(body.lastWeek.counts.noWalletAddress).toBeGreaterThanOrEqual(1);
    expect(body.lastWeek.counts.total).toBe(w52.length);
    expect(body.thisWeek).toEqual({
      week: '2026-W53',
      counts: { noZeichnung: 0, openZeichnung: 0, notPaidZeichnung: 0, noWalletAddress: 0, total: 0 },
    });
    expect(body.recent).toHaveLength(10);
    expect(body.settings).toEqual(ALL_ON);

    // after this week's run, the next is a week later
    await run(new Date('2026-12-30T09:31:00Z'));
    const after = (
      await call(ctx, 'GET', `/api/superuser/${ids.superuserId}/email-cockpit`, { token: tokens.superuser })
    ).json();
    expect(after.nextRun).toBe('2027-01-06T10:30');
    expect(after.thisWeek.counts.total).toBe(body.lastWeek.counts.total);
    const aSends = (
      await call(ctx, 'GET', `/api/superuser/${ids.superuserId}/email-cockpit`, { token: tokens.superuser })
    ).json();
    type Recent = { investorId: number; kind: string; cancelled: boolean };
    expect(aSends.recent.filter((r: Recent) => r.investorId === inv.a)).toEqual([]); // nothing new for a
    expect(aSends.recent.filter((r: Recent) => r.cancelled)).toEqual([]); // the recent ones are not cancelled
    expect(aSends.recent.filter((r: Recent) => r.investorId === inv.b)[0]).toMatchObject({
      kind: 'openZeichnung',
      cancelled: false,
      email: email('b'),
    });
  });
});

describe('Benutzerinteraktionsportal', () => {
  it('lists contacts per role: operator all, provider own, reseller recruited; CSV with BOM', async () => {
    const db = ctx.database.db;
    await db.insert(newsletterSubscriptions).values([
      {
        superuserId: ids.superuserId,
        email: 'nl-own@example.com',
        origin: 2,
        subscribedAt: new Date('2026-12-01T10:00:00Z'),
      },
      {
        superuserId: other,
        email: 'nl-other@example.com',
        origin: 2,
        subscribedAt: new Date('2026-12-01T10:00:00Z'),
      },
    ]);
    await db.insert(chatbotInteractions).values([
      {
        superuserId: ids.superuserId,
        origin: 'landing',
        question: 'Wie hoch ist der Zins?',
        answer: '–',
        answered: false,
        createdAt: new Date('2026-12-03T10:00:00Z'),
      },
      {
        superuserId: ids.superuserId,
        origin: 'landing',
        question: 'Beantwortet',
        answer: 'Ja',
        answered: true,
      },
      { superuserId: other, origin: 'landing', question: 'Andere Frage?', answer: '–', answered: false },
    ]);
    const list = async (role: 'admin' | 'superuser' | 'reseller', q = '') => {
      const res = await call(ctx, 'GET', `/api/engagement/contacts?page=1${q}`, { token: tokens[role] });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const contacts = (b: { results: { contact: string; detail: string }[] }) =>
      b.results.map((r) => `${r.contact}|${r.detail}`).join('\n');

    const own = await list('superuser', '&type=newsletter');
    expect(contacts(own)).toContain('nl-own@example.com');
    expect(contacts(own)).not.toContain('nl-other@example.com');
    const ownChat = await list('superuser', '&type=chatbot');
    expect(ownChat.count).toBe(1);
    expect(ownChat.results[0].detail).toBe('Wie hoch ist der Zins?');

    const admin = await list('admin', '&type=chatbot');
    expect(admin.count).toBe(2);
    const adminOther = await list('admin', `&type=newsletter&superuserId=${other}`);
    expect(adminOther.count).toBe(1);
    expect(adminOther.results[0].providerName).toBe('Andere GmbH');

    // the demo reseller recruited the demo provider, not the other one
    const reseller = await list('reseller', '&type=newsletter');
    expect(contacts(reseller)).toContain('nl-own@example.com');
    expect(contacts(reseller)).not.toContain('nl-other@example.com');
    expect((await list('reseller', `&superuserId=${other}`)).count).toBe(0);
    // a provider naming another provider sees nothing of it (its own scope, narrowed to nothing)
    const foreign = await list('superuser', `&superuserId=${other}`);
    expect(foreign.count).toBe(0);
    expect(contacts(foreign)).not.toContain('nl-other@example.com');
    // the operator's choice narrows to that provider (no main-site rows, none of the demo provider)
    const adminOwn = await list('admin', `&type=newsletter&superuserId=${ids.superuserId}`);
    expect(contacts(adminOwn)).toContain('nl-own@example.com');
    expect(adminOwn.results.every((r: { superuserId: number }) => r.superuserId === ids.superuserId)).toBe(
      true,
    );
    const adminCsv = await call(
      ctx,
      'GET',
      `/api/engagement/contacts/csv?type=newsletter&superuserId=${other}`,
      {
        token: tokens.admin,
      },
    );
    expect(adminCsv.statusCode, adminCsv.body).toBe(200);
    expect(adminCsv.body).toContain('nl-other@example.com');
    expect(adminCsv.body).not.toContain('nl-own@example.com');
    const providerCsv = await call(ctx, 'GET', `/api/engagement/contacts/csv?superuserId=${other}`, {
      token: tokens.superuser,
    });
    expect(providerCsv.body).not.toContain('nl-other@example.com');
    expectProblem(
      await call(ctx, 'GET', `/api/engagement/contacts?superuserId=${other}`, {
        token: tokens.salesrep,
        host: BROKER,
      }),
      403,
    );
    expectProblem(await call(ctx, 'GET', `/api/engagement/contacts?superuserId=${ids.superuserId}`), 401);

    // the provider's reminders and cancellations, 10 a page
    const all = await list('superuser');
    expect(all.results).toHaveLength(10);
    expect(all.count).toBeGreaterThan(10);
    expect(all.next).toContain('page=2');
    const cancels = await list('superuser', '&type=cancellation');
    expect(cancels.count).toBe(1);
    expect(cancels.results[0].contact).toContain(email('a'));

    // date range (Berlin dates)
    expect((await list('superuser', '&type=chatbot&from=2026-12-03&to=2026-12-03')).count).toBe(1);
    expect((await list('superuser', '&type=chatbot&from=2026-12-04&to=2026-12-05')).count).toBe(0);
    expectProblem(
      await call(ctx, 'GET', '/api/engagement/contacts?from=2026-12-05&to=2026-12-01', {
        token: tokens.admin,
      }),
      400,
      T.dateRangeInvalid,
    );

    for (const role of ['issuer'] as const)
      expectProblem(await call(ctx, 'GET', '/api/engagement/contacts', { token: tokens[role] }), 403);
    expectProblem(
      await call(ctx, 'GET', '/api/engagement/contacts', { token: tokens.investor, host: INV }),
      403,
    );

    const csv = await call(ctx, 'GET', '/api/engagement/contacts/csv?type=newsletter', {
      token: tokens.superuser,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Datum;Art;Anbieter;Kontakt;Details');
    expect(lines.slice(1).join('\n')).toContain('nl-own@example.com');
    expect(lines.slice(1).join('\n')).not.toContain('nl-other@example.com');
    expectProblem(
      await call(ctx, 'GET', '/api/engagement/contacts/csv?from=2020-01-01&to=2020-01-02', {
        token: tokens.superuser,
      }),
      404,
      T.csvEmpty,
    );
  });
});
