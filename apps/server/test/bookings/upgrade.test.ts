import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingUpgrades } from '../../src/db/index.ts';
import {
  auditOf,
  type BookingSuite,
  book,
  call,
  callAs,
  expectProblem,
  formOf,
  mailsTo,
  type NewSuperuser,
  newSuperuser,
  OTHER_ROLES,
  payAndAccept,
  useSuite,
} from './fixtures.ts';

const NO_NEW = 'Sie haben keine neuen Module ausgewählt!';
const NEEDS_LIVE = 'Ein Upgrade setzt eine freigegebene Buchung voraus.';

let { ctx, tokens } = {} as BookingSuite;
let owner: NewSuperuser;
let bookingId: number;
let upgradeId: number;

useSuite(async (s) => {
  ({ ctx, tokens } = s);
  owner = await newSuperuser(ctx, 'upgrade@example.com');
  bookingId = (await book(ctx, owner.token, { duration: 2, investorSubdomain: 'upgrade', module2: true })).id;
});

const upgrade = (body: unknown, token = owner.token) =>
  call(ctx, 'POST', '/api/booking/upgrade/create', { token, body });
const decide = (id: number, body: unknown, token = tokens.admin) =>
  call(ctx, 'PUT', `/api/booking/upgrade/${id}/update`, { token, body });
const me = (token = owner.token) => call(ctx, 'GET', '/api/booking/me', { token }).then((r) => r.json());

describe('POST /api/booking/upgrade/create', () => {
  it('needs a live booking', async () => {
    expectProblem(await upgrade({ module3: true }), 409, NEEDS_LIVE);
    const idle = await newSuperuser(ctx, 'kein-upgrade@example.com');
    expectProblem(await upgrade({ module3: true }, idle.token), 409, NEEDS_LIVE);
    await payAndAccept(ctx, tokens.admin, bookingId);
  });

  it.each<[string, Record<string, unknown>, string, Record<string, string>]>([
    ['nothing chosen', {}, NO_NEW, { modules: NO_NEW }],
    ['only booked modules', { module1: true, module2: 'true' }, NO_NEW, { modules: NO_NEW }],
    [
      'module 12 without 11',
      { module12: true },
      'Modul 12 setzt Modul 11 voraus.',
      { module12: 'Modul 12 setzt Modul 11 voraus.' },
    ],
    [
      'module 10',
      { module10: true },
      'Dieses Modul ist nicht buchbar. Preis auf Anfrage.',
      { module10: 'Dieses Modul ist nicht buchbar. Preis auf Anfrage.' },
    ],
    [
      'module 13 without domain',
      { module13: true },
      'Geben Sie ihre Domain an',
      { landingPageDomain: 'Geben Sie ihre Domain an' },
    ],
    [
      'a taken affiliate subdomain',
      { module11: true, affiliateSubdomain: 'demo' },
      'Diese Subdomain wird bereits verwendet.',
      { affiliateSubdomain: 'Diese Subdomain wird bereits verwendet.' },
    ],
    [
      'a percentage above 15',
      { module11: true, affiliateSubdomain: 'upgrade-partner', ownfirst: 16 },
      'Jeder Wert muss zwischen 0 und 15 % liegen.',
      { ownfirst: 'Jeder Wert muss zwischen 0 und 15 % liegen.' },
    ],
  ])('refuses %s', async (_what, body, detail, errors) => {
    const res = await upgrade(body);
    expectProblem(res, detail.startsWith('Diese Subdomain') ? 409 : 400, detail, errors);
  });

  it('reads module flags of forms and refuses flags that are no yes/no', async () => {
    const res = await upgrade({ module3: 'ja' });
    expectProblem(res, 400, undefined, { module3: expect.stringMatching(/[a-zäöü]/) });
  });

  it('is for superusers only', async () => {
    expectProblem(await call(ctx, 'POST', '/api/booking/upgrade/create', { body: { module3: true } }), 401);
    for (const role of OTHER_ROLES) {
      expectProblem(await callAs(ctx, tokens, role, 'POST', '/api/booking/upgrade/create', {}), 403);
    }
  });

  it('creates a pending upgrade with the fees of the new modules only and mails its invoice', async () => {
    const res = await upgrade(
      formOf({
        module2: 'true',
        module11: 'true',
        module12: 'true',
        module15: 'true',
        affiliateSubdomain: 'upgrade-partner',
        ownfirst: '4',
        setupFeeTotal: '0',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const u = res.json();
    expect(u).toMatchObject({
      bookingId,
      status: 'P',
      isPaid: false,
      modules: [11, 12, 15],
      setupFeeTotal: 499,
      monthlyFeeTotal: 427,
      affiliateSubdomain: 'upgrade-partner',
      invoiceUrl: `/api/booking/upgrade/${u.id}/invoice`,
    });
    upgradeId = u.id;
    const [mail] = await mailsTo(ctx, owner.email);
    expect(mail!.subject).toBe('Ihre Buchung – Rechnung');
    expect(mail!.attachments[0]!.filename).toMatch(/^Rechnung-RE-\d{6}\.pdf$/);
    const pdf = await call(ctx, 'GET', u.invoiceUrl, { token: owner.token });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expectProblem(await call(ctx, 'GET', u.invoiceUrl, { token: tokens.superuser }), 404);
  });

  it('shows the pending upgrade and refuses a second one', async () => {
    expect(await me()).toMatchObject({
      booking: { id: bookingId, modules: [1, 2], status: 'L' },
      pendingUpgrade: { id: upgradeId, status: 'P', modules: [11, 12, 15] },
      bookedModules: [1, 2],
      live: true,
    });
    expectProblem(await upgrade({ module14: true }), 409, 'Upgrade in Annahme');
    const unique = await call(ctx, 'POST', '/api/booking/is-unique', {
      token: tokens.superuser,
      body: { subdomain: 'upgrade-partner', subdomainType: 'affiliate' },
    });
    expect(unique.json()).toEqual({ isUnique: false });
  });

  it('lists upgrades for the admin and shows one to its owner only', async () => {
    const page = await call(ctx, 'GET', '/api/booking/upgrade?page=1&status=P', { token: tokens.admin });
    expect(page.json()).toMatchObject({ count: 1, next: null, previous: null, results: [{ id: upgradeId }] });
    const none = await call(ctx, 'GET', '/api/booking/upgrade?isPaid=true', { token: tokens.admin });
    expect(none.json().count).toBe(0);
    const one = await call(ctx, 'GET', `/api/booking/upgrade/${upgradeId}`, { token: owner.token });
    expect(one.json()).toMatchObject({ id: upgradeId, providerName: 'Muster GmbH' });
    expectProblem(
      await call(ctx, 'GET', `/api/booking/upgrade/${upgradeId}`, { token: tokens.superuser }),
      404,
    );
  });
});

describe('PUT /api/booking/upgrade/{id}/update (operator)', () => {
  it('only the admin decides, and only after payment', async () => {
    expectProblem(await decide(upgradeId, { isPaid: true }, owner.token), 403);
    expectProblem(
      await decide(upgradeId, { status: 'L' }),
      409,
      'Eine Buchung kann erst nach Zahlungseingang angenommen werden.',
    );
    expectProblem(await decide(99999, { isPaid: true }), 404);
    expectProblem(await decide(upgradeId, { status: 'Q' }), 400);
  });

  it('accepting merges modules, subdomain, plan and fees into the booking', async () => {
    expect((await decide(upgradeId, { isPaid: true })).json()).toMatchObject({ isPaid: true, status: 'P' });
    const res = await decide(upgradeId, { status: 'L' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'L' });
    const after = await me();
    expect(after).toMatchObject({
      booking: {
        modules: [1, 2, 11, 12, 15],
        setupFeeTotal: 499,
        monthlyFeeTotal: 427,
        affiliateSubdomain: 'upgrade-partner',
      },
      pendingUpgrade: null,
      bookedModules: [1, 2, 11, 12, 15],
    });
    expect(after.booking.salesrepPercentages).toMatchObject({ ownfirst: 4 });
    const portal = await call(ctx, 'GET', '/api/portal', { host: 'upgrade-partner.broker.localhost' });
    expect(portal.json()).toMatchObject({ kind: 'broker', online: true });
    expect((await mailsTo(ctx, owner.email))[0]!.subject).toBe('Ihre Buchung wurde angenommen');
    expect((await auditOf(ctx, 'booking_upgrade', upgradeId)).map((a) => a.action)).toEqual([
      'booking.upgrade_create',
      'booking.upgrade_update',
      'booking.upgrade_accept',
    ]);
    expect((await auditOf(ctx, 'booking', bookingId)).map((a) => a.action)).toContain(
      'booking.upgrade_merge',
    );
    expectProblem(
      await decide(upgradeId, { status: 'R' }),
      409,
      'Diese Buchung wurde bereits abgeschlossen.',
    );
  });

  it('a rejected upgrade leaves the booking unchanged and allows the next one', async () => {
    const second = await upgrade({ module14: true, module11: true });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ modules: [14], setupFeeTotal: 0, monthlyFeeTotal: 49 });
    expect((await decide(second.json().id, { status: 'R' })).json()).toMatchObject({ status: 'R' });
    expect(await me()).toMatchObject({
      booking: { modules: [1, 2, 11, 12, 15], monthlyFeeTotal: 427 },
      pendingUpgrade: null,
    });
    const third = await upgrade({ module16: true });
    expect(third.statusCode, third.body).toBe(201);
    expect(third.json()).toMatchObject({ modules: [16], monthlyFeeTotal: 49 });
  });
});

describe('two upgrades asking for the same affiliate subdomain', () => {
  it('the acceptance that comes second is a German conflict and leaves its upgrade pending', async () => {
    const first = await newSuperuser(ctx, 'race-a@example.com');
    const second = await newSuperuser(ctx, 'race-b@example.com');
    for (const [who, sub] of [
      [first, 'race-a'],
      [second, 'race-b'],
    ] as const) {
      const b = await book(ctx, who.token, { duration: 2, investorSubdomain: sub, module2: true });
      await payAndAccept(ctx, tokens.admin, b.id);
    }
    const a = await upgrade({ module11: true, affiliateSubdomain: 'race-partner' }, first.token);
    expect(a.statusCode, a.body).toBe(201);
    // The check at creation sees the first pending upgrade; two requests at the same moment would both pass it.
    // Simulate the lost race: the second upgrade holds the same subdomain.
    const b = await upgrade({ module11: true, affiliateSubdomain: 'race-other' }, second.token);
    expect(b.statusCode, b.body).toBe(201);
    await ctx.database.db
      .update(bookingUpgrades)
      .set({ affiliateSubdomain: 'race-partner' })
      .where(eq(bookingUpgrades.id, b.json().id));
    for (const id of [a.json().id, b.json().id]) await decide(id, { isPaid: true });
    expect((await decide(a.json().id, { status: 'L' })).statusCode).toBe(200);
    expectProblem(await decide(b.json().id, { status: 'L' }), 409, 'Diese Subdomain wird bereits verwendet.');
    expect(await me(second.token)).toMatchObject({ pendingUpgrade: { id: b.json().id, status: 'P' } });
    expect((await auditOf(ctx, 'booking_upgrade', b.json().id)).map((x) => x.action)).not.toContain(
      'booking.upgrade_accept',
    );
  });
});
