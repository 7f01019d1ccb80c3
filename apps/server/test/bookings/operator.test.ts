import { contractEnd } from '@zp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditOf,
  type BookingSuite,
  book,
  bookingBody,
  call,
  callAs,
  expectProblem,
  formOf,
  mailsTo,
  type NewSuperuser,
  newSuperuser,
  useSuite,
} from './fixtures.ts';

const FINAL = 'Diese Buchung wurde bereits abgeschlossen.';
const UNKNOWN = 'Diese Subdomain existiert nicht oder wurde noch nicht freigegeben';

let { ctx, tokens } = {} as BookingSuite;
let owner: NewSuperuser;
let booking: { id: number; dateOfBooking: string };

useSuite(async (s) => {
  ({ ctx, tokens } = s);
  owner = await newSuperuser(ctx, 'betreiberin@example.com');
  booking = await book(ctx, owner.token, bookingBody('betrieb', { duration: 4, primaryColor: '#aa3300' }));
});

const update = (id: number, token: string, body: unknown) =>
  call(ctx, 'PUT', `/api/booking/${id}/update`, { token, body });
const portal = (host: string) => call(ctx, 'GET', '/api/portal', { host }).then((r) => r.json());

describe('PUT /api/booking/{id}/update: the operator decides', () => {
  it('only the admin records payment or status', async () => {
    expectProblem(await update(booking.id, owner.token, { isPaid: true }), 403);
    expectProblem(await update(booking.id, owner.token, { status: 'L' }), 403);
    expectProblem(await callAs(ctx, tokens, 'issuer', 'PUT', `/api/booking/${booking.id}/update`, {}), 403);
    expectProblem(await callAs(ctx, tokens, 'investor', 'PUT', `/api/booking/${booking.id}/update`, {}), 403);
    expectProblem(await callAs(ctx, tokens, 'reseller', 'PUT', `/api/booking/${booking.id}/update`, {}), 403);
    expectProblem(
      await call(ctx, 'PUT', `/api/booking/${booking.id}/update`, { body: { isPaid: true } }),
      401,
    );
  });

  it("another superuser's booking is not found", async () => {
    expectProblem(await update(booking.id, tokens.superuser, { duration: 8 }), 404);
    expectProblem(await update(booking.id, tokens.superuser, { isPaid: true }), 404);
    expectProblem(await update(99999, tokens.admin, { isPaid: true }), 404);
  });

  it('refuses to accept before payment', async () => {
    expectProblem(
      await update(booking.id, tokens.admin, { status: 'L' }),
      409,
      'Eine Buchung kann erst nach Zahlungseingang angenommen werden.',
    );
    expect((await portal('betrieb.invest.localhost')).online).toBe(false);
    expectProblem(await call(ctx, 'GET', '/api/investor/info?investor_subdomain=betrieb'), 404, UNKNOWN);
  });

  it('refuses bad operator input with German 400s', async () => {
    expectProblem(await update(booking.id, tokens.admin, { status: 'X' }), 400);
    expectProblem(await update(booking.id, tokens.admin, { isPaid: 'vielleicht' }), 400);
    expectProblem(await update(booking.id, tokens.admin, [1]), 400);
    expectProblem(await call(ctx, 'PUT', '/api/booking/abc/update', { token: tokens.admin, body: {} }), 400);
  });

  it('accepts after payment: portals online with the chosen colour, acceptance mail, audit trail', async () => {
    const paid = await update(booking.id, tokens.admin, { isPaid: true });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ isPaid: true, status: 'P' });
    const live = await update(booking.id, tokens.admin, { status: 'L' });
    expect(live.statusCode, live.body).toBe(200);
    expect(live.json()).toMatchObject({ isPaid: true, status: 'L' });

    expect(await portal('betrieb.invest.localhost')).toMatchObject({
      kind: 'investor',
      subdomain: 'betrieb',
      online: true,
      branding: { providerName: 'Muster GmbH', primaryColor: '#AA3300', secondaryColor: '#F0F0F0' },
    });
    expect(await portal('betrieb-partner.broker.localhost')).toMatchObject({
      kind: 'broker',
      online: true,
      branding: { primaryColor: '#AA3300' },
    });
    const info = await call(ctx, 'GET', '/api/investor/info?investor_subdomain=betrieb');
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({
      subdomain: 'betrieb',
      primaryColor: '#AA3300',
      issuer: { superuser: { primaryColor: '#AA3300' } },
    });
    const broker = await call(ctx, 'GET', '/api/salesrep/info?affiliate_subdomain=betrieb-partner');
    expect(broker.json()).toMatchObject({ primaryColor: '#AA3300' });

    const [mail] = await mailsTo(ctx, owner.email);
    expect(mail).toMatchObject({ subject: 'Ihre Buchung wurde angenommen' });
    expect(mail!.text).toContain('Ihre Buchung wurde angenommen. Ihre Portale sind jetzt online:');
    expect(mail!.text).toMatch(/betrieb\.invest\.localhost/);

    const audit = await auditOf(ctx, 'booking', booking.id);
    expect(audit.map((a) => a.action)).toEqual(['booking.create', 'booking.update', 'booking.accept']);
    expect(audit[2]).toMatchObject({
      actorRole: 'admin',
      before: expect.objectContaining({ status: 'P' }),
      after: expect.objectContaining({ status: 'L' }),
    });
  });

  it('L is final', async () => {
    expectProblem(await update(booking.id, tokens.admin, { status: 'R' }), 409, FINAL);
    expectProblem(await update(booking.id, tokens.admin, { status: 'P' }), 409, FINAL);
    expectProblem(await update(booking.id, tokens.admin, { isPaid: false }), 409, FINAL);
    const same = await update(booking.id, tokens.admin, { status: 'L', isPaid: true });
    expect(same.statusCode).toBe(200);
  });
});

describe('a rejected booking', () => {
  let rejected: NewSuperuser;
  let id: number;

  beforeAll(async () => {
    rejected = await newSuperuser(ctx, 'absage@example.com');
    id = (await book(ctx, rejected.token, bookingBody('absage'))).id;
  });

  it('stays offline, gets the rejection mail, frees its subdomain and is final', async () => {
    const res = await update(id, tokens.admin, { isPaid: true, status: 'R' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'R' });
    expect((await portal('absage.invest.localhost')).online).toBe(false);
    expect((await portal('absage-partner.broker.localhost')).online).toBe(false);
    const [mail] = await mailsTo(ctx, rejected.email);
    expect(mail).toMatchObject({ subject: 'Ihre Buchung wurde abgelehnt' });
    expect((await auditOf(ctx, 'booking', id)).map((a) => a.action)).toContain('booking.reject');

    const free = await call(ctx, 'POST', '/api/booking/is-unique', {
      token: owner.token,
      body: { subdomain: 'absage', subdomainType: 'investor' },
    });
    expect(free.json()).toEqual({ isUnique: true });
    expectProblem(await update(id, tokens.admin, { status: 'L' }), 409, FINAL);
    expectProblem(await update(id, tokens.admin, { status: 'P' }), 409, FINAL);
  });

  it('lets the provider book again, even the same subdomain', async () => {
    const again = await book(ctx, rejected.token, bookingBody('absage'));
    expect(again).toMatchObject({ status: 'P', investorSubdomain: 'absage' });
    expect(again.id).not.toBe(id);
  });
});

describe('prolongation by the owner', () => {
  it('refuses to shorten with the German warning', async () => {
    const res = await update(booking.id, owner.token, { duration: 2 });
    expectProblem(res, 400, 'Sie können die Laufzeit nur verlängern!', {
      duration: 'Sie können die Laufzeit nur verlängern!',
    });
    expectProblem(await update(booking.id, owner.token, { duration: 5 }), 400, undefined, {
      duration: 'Wählen Sie eine Laufzeit von 2, 4, 6 oder 8 Jahren.',
    });
    expectProblem(await update(booking.id, owner.token, { duration: 'lang' }), 400);
  });

  it('prolongs (JSON and multipart) and moves the end of contract', async () => {
    const six = await update(booking.id, owner.token, { duration: 6 });
    expect(six.statusCode, six.body).toBe(200);
    expect(six.json()).toMatchObject({
      duration: 6,
      dateEndOfBooking: contractEnd(booking.dateOfBooking, 6),
    });
    const eight = await update(booking.id, owner.token, formOf({ duration: '8', secondaryColor: '#000000' }));
    expect(eight.statusCode, eight.body).toBe(200);
    expect(eight.json()).toMatchObject({
      duration: 8,
      secondaryColor: '#000000',
      status: 'L',
      dateEndOfBooking: contractEnd(booking.dateOfBooking, 8),
    });
    const actions = (await auditOf(ctx, 'booking', booking.id)).map((a) => a.action);
    expect(actions.filter((a) => a === 'booking.update')).toHaveLength(3);
  });

  it('the owner changes the salesrep plan within the limits', async () => {
    const ok = await update(booking.id, owner.token, { ownfirst: 12 });
    expect(ok.json().salesrepPercentages).toMatchObject({ ownfirst: 12, level1first: 2 });
    expectProblem(await update(booking.id, owner.token, { ownfollow: 20 }), 400, undefined, {
      ownfollow: 'Jeder Wert muss zwischen 0 und 15 % liegen.',
    });
  });
});
