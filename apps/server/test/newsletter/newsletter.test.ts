import { RISK_WARNING_VERMANLG, newsletterTexts as T } from '@zp/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  bookings,
  issuers,
  jobs,
  mails,
  newsletterSubscriptions,
  products,
  superusers,
  users,
} from '../../src/db/schema/index.ts';
import { newsletterThrottle, runNewsletterBatch } from '../../src/modules/newsletter/jobs/send-newsletter.ts';
import { createTestContext, type TestContext } from '../helpers.ts';
import { newTenant } from '../products/fixtures.ts';
import {
  BROKER,
  call,
  type DemoTokens,
  demoContext,
  demoTokens,
  expectProblem,
  INV,
  MAIN,
  mailsTo,
} from '../support/api.ts';

let ctx: TestContext;
let tok: DemoTokens;
let demoSu: number;
let demoSuUser: number;
let adminUser: number;
let other: { tenant: number; token: string; userId: number };

const idOfUser = async (email: string) => {
  const [u] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return u!.id;
};

beforeAll(async () => {
  ctx = await demoContext();
  tok = await demoTokens(ctx);
  demoSuUser = await idOfUser('superuser@example.com');
  adminUser = await idOfUser('admin@example.com');
  const [su] = await ctx.database.db.select().from(superusers).where(eq(superusers.userId, demoSuUser));
  demoSu = su!.id;
  const t = await newTenant(ctx, 'nlother');
  other = { ...t, userId: await idOfUser('nlother-su@example.com') };
  newsletterThrottle.pauseMs = 0;
});
afterAll(() => ctx?.close());

const subscribe = (email: unknown, origin: unknown = 2, superuserId: number | string | null = demoSu) =>
  call(
    ctx,
    'POST',
    superuserId == null ? '/api/newsletter-subscriptions/' : `/api/newsletter-subscriptions/${superuserId}/`,
    {
      body: { email, origin },
    },
  );

const tokenOf = async (email: string, superuserId: number | null) => {
  const [row] = await ctx.database.db
    .select()
    .from(newsletterSubscriptions)
    .where(
      and(
        superuserId == null
          ? isNull(newsletterSubscriptions.superuserId)
          : eq(newsletterSubscriptions.superuserId, superuserId),
        eq(newsletterSubscriptions.email, email),
      ),
    );
  return row!.token;
};

const listOf = async (userId: number, token: string, page = 1) => {
  const res = await call(ctx, 'GET', `/api/newsletter-subscriptions/${userId}/?page=${page}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; results: Array<Record<string, unknown>> };
};

const rowFor = async (email: string, userId = demoSuUser, token = tok.superuser) =>
  (await listOf(userId, token)).results.find((r) => r.email === email);

/** Subscribes and confirms through the link of the confirmation mail. */
async function confirmed(email: string, superuserId: number | null = demoSu) {
  expect((await subscribe(email, 2, superuserId)).statusCode).toBe(201);
  const [mail] = await mailsTo(ctx, email);
  const link = /\/newsletter\/confirm\/([0-9a-f-]{36})/.exec(mail!.text)![1]!;
  const res = await call(ctx, 'POST', `/api/newsletter-subscriptions/confirm/${link}`);
  expect(res.statusCode, res.body).toBe(200);
}

/** Another provider, then the investor, issuer, reseller and salesrep, each on the host its token belongs to. */
const callers = (): Array<readonly [string, string]> => [
  [other.token, MAIN],
  [tok.investor, INV],
  [tok.issuer, MAIN],
  [tok.reseller, MAIN],
  [tok.salesrep, BROKER],
];

const runAllJobs = async () => {
  while ((await ctx.app.deps.jobs.runDue()) > 0);
};

describe('sign-up with double opt-in', () => {
  it('answers 201 with the spec message and sends a confirmation mail with confirm and unsubscribe links', async () => {
    const res = await subscribe('Anna@Example.com ', 2);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ detail: 'Erfolgreich zum Newsletter angemeldet!' });
    const [mail, ...more] = await mailsTo(ctx, 'anna@example.com');
    expect(more).toHaveLength(0);
    const token = await tokenOf('anna@example.com', demoSu);
    expect(mail!.text).toContain(`/newsletter/confirm/${token}`);
    expect(mail!.text).toContain(`/newsletter/unsubscribe/${token}`);
    expect(mail!.text).toContain('demo.invest.localhost');
    // The List-Unsubscribe header travels in the mail job's payload.
    const [job] = await ctx.database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.queue} = 'mail.send' and (${jobs.payload}->>'mailId')::int = ${mail!.id}`);
    const headers = (job!.payload as { headers: Record<string, string> }).headers;
    expect(headers['List-Unsubscribe']).toMatch(
      new RegExp(
        `^<https?://demo\\.invest\\.localhost[^>]*/api/newsletter-subscriptions/unsubscribe/${token}>$`,
      ),
    );
    expect(headers['List-Unsubscribe']).toContain(`/api/newsletter-subscriptions/unsubscribe/${token}`);
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('does not list the address as confirmed before the link is opened, and does after', async () => {
    expect(await rowFor('anna@example.com')).toMatchObject({
      confirmed: false,
      subscribed: false,
      origin: 2,
    });
    const token = await tokenOf('anna@example.com', demoSu);
    const res = await call(ctx, 'POST', `/api/newsletter-subscriptions/confirm/${token}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().detail).toBe(T.confirmed);
    expect(await rowFor('anna@example.com')).toMatchObject({
      confirmed: true,
      subscribed: true,
      unsubscribedAt: null,
    });
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'newsletter.confirm'));
    expect(audits.length).toBeGreaterThan(0);
  });

  it('answers 400 "Ihre E-Mail ist bereits abonniert." for that same list only', async () => {
    expectProblem(await subscribe('anna@example.com', 2), 400, 'Ihre E-Mail ist bereits abonniert.');
    expectProblem(await subscribe('ANNA@example.com', 3), 400, T.alreadySubscribed);
    // Other lists know nothing of it: a new pending subscription each, no hint.
    expect((await subscribe('anna@example.com', 1, null)).statusCode).toBe(201);
    expect((await subscribe('anna@example.com', 2, other.tenant)).statusCode).toBe(201);
  });

  it('puts a sign-up without id posted on a provider portal on that provider list', async () => {
    const res = await call(ctx, 'POST', '/api/newsletter-subscriptions/', {
      host: INV,
      body: { email: 'portal@example.com', origin: 2 },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await tokenOf('portal@example.com', demoSu)).toBeTruthy();
    expectProblem(
      await call(ctx, 'POST', '/api/newsletter-subscriptions/', {
        host: 'nobody.invest.localhost',
        body: { email: 'portal@example.com', origin: 2 },
      }),
      400,
      T.subscribeFailed,
    );
  });

  it('sends a pending address the mail again, at most every 10 minutes', async () => {
    expect((await subscribe('paul@example.com')).statusCode).toBe(201);
    expect((await subscribe('paul@example.com')).statusCode).toBe(201);
    expect(await mailsTo(ctx, 'paul@example.com')).toHaveLength(1);
    ctx.app.deps.clock.set(new Date(Date.now() + 11 * 60 * 1000));
    try {
      expect((await subscribe('paul@example.com')).statusCode).toBe(201);
    } finally {
      ctx.app.deps.clock.set(null);
    }
    expect(await mailsTo(ctx, 'paul@example.com')).toHaveLength(2);
  });

  it('unsubscribes through the token; the old confirm link does not subscribe again; a new sign-up starts over', async () => {
    await confirmed('ulla@example.com');
    const token = await tokenOf('ulla@example.com', demoSu);
    const res = await call(ctx, 'POST', `/api/newsletter-subscriptions/unsubscribe/${token}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().detail).toBe(T.unsubscribed);
    const row = await rowFor('ulla@example.com');
    expect(row).toMatchObject({ subscribed: false, confirmed: true });
    expect(row!.unsubscribedAt).not.toBeNull();
    // Again: no change, still 200 (one-click clients may post twice), also as a form post (RFC 8058).
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: `/api/newsletter-subscriptions/unsubscribe/${token}`,
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expectProblem(
      await call(ctx, 'POST', `/api/newsletter-subscriptions/confirm/${token}`),
      404,
      T.invalidLink,
    );
    expect((await subscribe('ulla@example.com')).statusCode).toBe(201);
    expect(await tokenOf('ulla@example.com', demoSu)).not.toBe(token);
    expect(await rowFor('ulla@example.com')).toMatchObject({ confirmed: false, unsubscribedAt: null });
  });

  it('gives the spec messages for bad addresses, origins, links and providers', async () => {
    for (const email of ['', '   ', 'kein-at', 'a@b', null, 42, `${'x'.repeat(300)}@example.com`])
      expectProblem(await subscribe(email), 400, 'Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    for (const origin of [0, 4, 'x', null, 1.5])
      expectProblem(await subscribe('o@example.com', origin), 400, T.invalidOrigin);
    expectProblem(
      await call(ctx, 'POST', '/api/newsletter-subscriptions/confirm/00000000-0000-4000-8000-000000000000'),
      404,
      T.invalidLink,
    );
    expectProblem(await call(ctx, 'POST', '/api/newsletter-subscriptions/unsubscribe/not-a-token'), 400);
    expectProblem(await subscribe('p@example.com', 2, 999999), 400, 'Abonnement fehlgeschlagen.');
    // A provider without a live booking takes no sign-ups.
    await ctx.database.db.update(bookings).set({ status: 'P' }).where(eq(bookings.superuserId, other.tenant));
    ctx.app.deps.portals.invalidate();
    try {
      expectProblem(await subscribe('q@example.com', 2, other.tenant), 400, T.subscribeFailed);
    } finally {
      await ctx.database.db
        .update(bookings)
        .set({ status: 'L' })
        .where(eq(bookings.superuserId, other.tenant));
    }
  });

  it('gives no 5xx for odd input', async () => {
    const odd: unknown[] = [
      null,
      [],
      'text',
      { email: { $ne: 1 } },
      { email: ['a@b.de'], origin: [1] },
      { origin: 1e308 },
    ];
    for (const body of odd) {
      const res = await call(ctx, 'POST', '/api/newsletter-subscriptions/', { body });
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    }
    for (const path of ['abc/', '0/', '99999999999/', '-1/', '%00/'])
      expect(
        (
          await call(ctx, 'POST', `/api/newsletter-subscriptions/${path}`, {
            body: { email: 'a@b.de', origin: 1 },
          })
        ).statusCode,
      ).toBeLessThan(500);
    for (const path of ['abc/', '0/', '99999999999/csv', `${demoSuUser}/?page=0`, `${demoSuUser}/?page=x`])
      expect(
        (await call(ctx, 'GET', `/api/newsletter-subscriptions/${path}`, { token: tok.superuser }))
          .statusCode,
      ).toBeLessThan(500);
    for (const body of [
      null,
      {},
      { subject: '', body: 'x' },
      { subject: 'x'.repeat(201), body: 'x' },
      { subject: 1, body: [] },
    ])
      expect((await call(ctx, 'POST', '/api/newsletters', { token: tok.superuser, body })).statusCode).toBe(
        400,
      );
  });
});

describe('the subscribers list and CSV', () => {
  it('refuses another provider, the investor, issuer, reseller and salesrep', async () => {
    for (const [token, host] of callers()) {
      const res = await call(ctx, 'GET', `/api/newsletter-subscriptions/${demoSuUser}/`, { token, host });
      expectProblem(res, 403);
      expectProblem(
        await call(ctx, 'GET', `/api/newsletter-subscriptions/${demoSuUser}/csv`, { token, host }),
        403,
      );
    }
    expectProblem(await call(ctx, 'GET', `/api/newsletter-subscriptions/${demoSuUser}/`), 401);
    // The demo provider sees its own list only: not the main site's nor the other provider's.
    expectProblem(
      await call(ctx, 'GET', `/api/newsletter-subscriptions/${other.userId}/`, { token: tok.superuser }),
      403,
    );
    expectProblem(
      await call(ctx, 'GET', `/api/newsletter-subscriptions/${adminUser}/`, { token: tok.superuser }),
      403,
    );
    const own = await listOf(demoSuUser, tok.superuser);
    expect(own.results.every((r) => r.email !== 'nobody')).toBe(true);
    expect((await listOf(other.userId, other.token)).results.map((r) => r.email)).toEqual([
      'anna@example.com',
    ]);
  });

  it('lets the operator read any provider list and the main site list with its own user id', async () => {
    expect((await listOf(demoSuUser, tok.admin)).count).toBe((await listOf(demoSuUser, tok.superuser)).count);
    const main = await listOf(adminUser, tok.admin);
    expect(main.results.map((r) => r.email)).toEqual(['anna@example.com']);
    expectProblem(
      await call(ctx, 'GET', `/api/newsletter-subscriptions/${await idOfUser('investor@example.com')}/`, {
        token: tok.admin,
      }),
      404,
    );
  });

  it('pages by 10', async () => {
    for (let i = 0; i < 11; i++) await subscribe(`page${i}@example.com`, 3, other.tenant);
    const first = await listOf(other.userId, other.token);
    expect(first.count).toBe(12);
    expect(first.results).toHaveLength(10);
    expect((await listOf(other.userId, other.token, 2)).results).toHaveLength(2);
  });

  it('exports UTF-8 with BOM, ; separated, German headers', async () => {
    const res = await call(ctx, 'GET', `/api/newsletter-subscriptions/${demoSuUser}/csv`, {
      token: tok.superuser,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.rawPayload[0]).toBe(0xef);
    expect(res.rawPayload[1]).toBe(0xbb);
    expect(res.rawPayload[2]).toBe(0xbf);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('E-Mail;Herkunft;Abonniert;Angemeldet am;Bestätigt;Abgemeldet am');
    const anna = lines.find((l) => l.startsWith('anna@example.com;'))!;
    expect(anna.split(';')).toMatchObject([
      'anna@example.com',
      'Kunden-Frontend',
      'Ja',
      expect.any(String),
      'Ja',
      '',
    ]);
  });

  it('exports only the header line when the list is empty', async () => {
    const empty = await newTenant(ctx, 'nlempty');
    const res = await call(
      ctx,
      'GET',
      `/api/newsletter-subscriptions/${await idOfUser('nlempty-su@example.com')}/csv`,
      {
        token: empty.token,
      },
    );
    expect(res.statusCode).toBe(200);
    expect(
      res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
  });
});

describe('writing and sending a newsletter', () => {
  let sentId: number;
  const confirmedList = ['s1@example.com', 's2@example.com', 's3@example.com'];

  it('is refused to the operator and every other role', async () => {
    for (const [token, host] of [[tok.admin, MAIN] as const, ...callers().slice(1)])
      expectProblem(
        await call(ctx, 'POST', '/api/newsletters', { token, host, body: { subject: 'X', body: 'Y' } }),
        403,
      );
    for (const [token, host] of callers().slice(1))
      expectProblem(await call(ctx, 'GET', '/api/newsletters', { token, host }), 403);
  });

  it('sends only to confirmed, not unsubscribed addresses, in batches, and never twice', async () => {
    for (const e of confirmedList) await confirmed(e);
    await subscribe('pending@example.com'); // never confirmed
    newsletterThrottle.batchSize = 2;
    const res = await call(ctx, 'POST', '/api/newsletters', {
      token: tok.superuser,
      body: { subject: 'Neuigkeiten im Juni', body: 'Liebe Leserinnen,\n\nes gibt Neues.' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const letter = res.json();
    sentId = letter.id;
    // anna, s1–s3 are confirmed; ulla is pending again, paul and pending never confirmed.
    expect(letter).toMatchObject({ recipients: 4, sent: 0, status: 'sending', riskWarning: false });
    const [firstJob] = await ctx.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.queue, 'newsletter.send'))
      .orderBy(asc(jobs.id));
    // Someone unsubscribes before the send: skipped.
    await call(
      ctx,
      'POST',
      `/api/newsletter-subscriptions/unsubscribe/${await tokenOf('s3@example.com', demoSu)}`,
    );
    await runAllJobs();
    const sent = await ctx.database.db.select().from(mails).where(eq(mails.subject, 'Neuigkeiten im Juni'));
    expect(sent.map((m) => m.to).sort()).toEqual(['anna@example.com', 's1@example.com', 's2@example.com']);
    for (const m of sent) expect(m.text).toContain('/newsletter/unsubscribe/');
    const list = (await call(ctx, 'GET', '/api/newsletters?page=1', { token: tok.superuser })).json();
    expect(list.results[0]).toMatchObject({ id: sentId, recipients: 4, sent: 3, status: 'sent' });
    // Running it again (the worker, and the first batch's job by hand) sends nothing more.
    await runAllJobs();
    await runNewsletterBatch(ctx.app.deps, firstJob!.payload, {
      id: firstJob!.id,
      queue: firstJob!.queue,
      payload: firstJob!.payload,
      attempts: 2,
      max_attempts: 10,
    });
    await runAllJobs();
    expect(
      await ctx.database.db.select().from(mails).where(eq(mails.subject, 'Neuigkeiten im Juni')),
    ).toHaveLength(3);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'newsletter'), eq(auditLog.entityId, String(sentId))));
    expect(audits.map((a) => a.action)).toEqual([
      'newsletter.create',
      'newsletter.sendBatch',
      'newsletter.sendBatch',
    ]);
    newsletterThrottle.batchSize = 100;
  });

  it('appends the §12 VermAnlG warning when the text names one of the provider products', async () => {
    const [issuer] = await ctx.database.db.select().from(issuers).where(eq(issuers.superuserId, demoSu));
    const [product] = await ctx.database.db
      .insert(products)
      .values({ superuserId: demoSu, issuerId: issuer!.id, kind: 9, name: 'Windpark Nordsee Sieben' })
      .returning();
    // Another provider's product named in the text is no reason for the warning.
    const plain = await call(ctx, 'POST', '/api/newsletters', {
      token: other.token,
      body: { subject: 'Ohne Produkt', body: 'Wir berichten über den Windpark Nordsee Sieben.' },
    });
    expect(plain.json().riskWarning).toBe(false);
    const res = await call(ctx, 'POST', '/api/newsletters', {
      token: tok.superuser,
      body: { subject: 'Neues Angebot', body: `Jetzt zeichnen: ${product!.name}.` },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().riskWarning).toBe(true);
    expect(res.json().body.endsWith(RISK_WARNING_VERMANLG)).toBe(true);
    await runAllJobs();
    const [mail] = await ctx.database.db.select().from(mails).where(eq(mails.subject, 'Neues Angebot'));
    expect(mail!.text).toContain(
      'Der Erwerb dieser Vermögensanlage ist mit erheblichen Risiken verbunden und kann zum vollständigen Verlust des eingesetzten Vermögens führen.',
    );
  });

  it('shows a provider only its own newsletters; the operator all', async () => {
    const mine = (await call(ctx, 'GET', '/api/newsletters', { token: other.token })).json();
    expect(mine.results.map((r: { subject: string }) => r.subject)).toEqual(['Ohne Produkt']);
    const all = (await call(ctx, 'GET', '/api/newsletters', { token: tok.admin })).json();
    expect(all.count).toBe(3);
  });
});

describe('rate limit', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext({ AUTH_RATE_LIMIT: '3' });
  });
  afterAll(() => limited?.close());

  it('answers 429 after the limit per IP', async () => {
    const post = (i: number) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/newsletter-subscriptions/',
        headers: { host: 'localhost' },
        payload: { email: `r${i}@example.com`, origin: 1 },
      });
    for (let i = 0; i < 3; i++) expect((await post(i)).statusCode).toBe(201);
    expectProblem(await post(4), 429);
  });
});
