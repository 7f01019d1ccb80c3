import { contractEnd } from '@zp/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/db/schema/index.ts';
import {
  auditOf,
  type BookingSuite,
  book,
  bookingBody,
  call,
  callAs,
  expectProblem,
  mailsTo,
  type NewSuperuser,
  newSuperuser,
  OTHER_ROLES,
  useSuite,
} from './fixtures.ts';

const NOT_BOOKABLE = 'Dieses Modul ist nicht buchbar. Preis auf Anfrage.';

let { ctx, tokens } = {} as BookingSuite;
let su: NewSuperuser;
let other: NewSuperuser;

useSuite(async (s) => {
  ({ ctx, tokens } = s);
  su = await newSuperuser(ctx, 'anbieterin@example.com');
  other = await newSuperuser(ctx, 'zweite@example.com');
});

const create = (body: unknown, token = other.token) =>
  call(ctx, 'POST', '/api/booking/create', { token, body });

describe('POST /api/booking/create (JSON)', () => {
  it('books with status P, server-computed fees, invoice mail with PDF and an audit entry', async () => {
    const b = await book(
      ctx,
      su.token,
      bookingBody('erika', { setupFeeTotal: 0, monthlyFeeTotal: 1, module14: true, module1: false }),
    );
    expect(b).toMatchObject({
      superuserId: su.superuserId,
      status: 'P',
      isPaid: false,
      duration: 2,
      investorSubdomain: 'erika',
      affiliateSubdomain: 'erika-partner',
      landingPageDomain: null,
      modules: [1, 2, 11, 14],
      // spec 001 §3: the flags module1 … module16 beside the list (issue 16)
      module1: true,
      module2: true,
      module3: false,
      module11: true,
      module14: true,
      module16: false,
      moduleVersion: 1,
      setupFeeTotal: 499,
      monthlyFeeTotal: 248,
      withMarketplace: true,
      primaryColor: '#112233',
      secondaryColor: '#F0F0F0',
      email: su.email,
      providerName: 'Muster GmbH',
      investorPortalUrl: expect.stringMatching(/^http:\/\/erika\.invest\.localhost(:\d+)?$/),
      brokerPortalUrl: expect.stringMatching(/^http:\/\/erika-partner\.broker\.localhost(:\d+)?$/),
      invoiceUrl: `/api/booking/${b.id}/invoice`,
    });
    expect(b.salesrepPercentages).toMatchObject({ ownfirst: 5, level1first: 2, level5follow: 0 });
    expect(b.dateEndOfBooking).toBe(contractEnd(b.dateOfBooking, 2));

    const [mail] = await mailsTo(ctx, su.email);
    expect(mail).toMatchObject({ subject: 'Ihre Buchung – Rechnung' });
    expect(mail!.text).toContain('Nach Zahlungseingang schalten wir Ihre Portale frei.');
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments[0]).toMatchObject({ contentType: 'application/pdf' });
    expect(mail!.attachments[0]!.filename).toMatch(/^Rechnung-RE-\d{6}\.pdf$/);
    const pdf = await ctx.app.deps.files.read(mail!.attachments[0]!.fileId);
    expect(pdf.buffer.subarray(0, 5).toString()).toBe('%PDF-');

    const audit = await auditOf(ctx, 'booking', b.id);
    expect(audit.map((a) => a.action)).toEqual(['booking.create']);
    expect(audit[0]).toMatchObject({ actorUserId: su.userId, actorRole: 'superuser' });
  });

  it('takes the subdomains: is-unique answers false and a second provider gets 409', async () => {
    const unique = await call(ctx, 'POST', '/api/booking/is-unique', {
      token: other.token,
      body: { subdomain: 'erika', subdomainType: 'investor' },
    });
    expect(unique.json()).toEqual({ isUnique: false });
    const taken = 'Diese Subdomain wird bereits verwendet.';
    expectProblem(await create(bookingBody('erika')), 409, taken, { investorSubdomain: taken });
    expectProblem(await create(bookingBody('demo')), 409, taken, { investorSubdomain: taken });
    expectProblem(await create(bookingBody('frei', { affiliateSubdomain: 'erika-partner' })), 409, taken, {
      affiliateSubdomain: taken,
    });
  });

  it('refuses a second booking while one is P or L', async () => {
    const already = 'Sie haben bereits eine Buchung.';
    expectProblem(await create(bookingBody('noch-eine'), su.token), 409, already);
    expectProblem(await create(bookingBody('noch-eine'), tokens.superuser), 409, already);
  });

  it('without module 11 clears the affiliate subdomain and the percentages', async () => {
    const b = await book(ctx, other.token, {
      duration: '4',
      investorSubdomain: 'zweite',
      affiliateSubdomain: 'zweite-partner',
      module3: true,
      ownfirst: 10,
      level2follow: 3,
    });
    expect(b).toMatchObject({
      duration: 4,
      modules: [1, 3],
      affiliateSubdomain: null,
      brokerPortalUrl: null,
      setupFeeTotal: 0,
      monthlyFeeTotal: 0,
      primaryColor: null,
    });
    expect(Object.values(b.salesrepPercentages).every((v) => v === 0)).toBe(true);
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(row!.affiliateSubdomain).toBeNull();
  });
});

describe('POST /api/booking/create refuses bad bookings with the German messages', () => {
  let fresh: NewSuperuser;
  beforeAll(async () => {
    fresh = await newSuperuser(ctx, 'pruefung@example.com');
  });
  const refuse = (body: unknown) => create(body, fresh.token);
  const base = { duration: 2, investorSubdomain: 'pruefung', module2: true };

  it.each<[string, Record<string, unknown>, string, Record<string, string>]>([
    [
      'only module 1',
      { duration: 2, investorSubdomain: 'pruefung', module1: true },
      'Wählen Sie mindestens ein Modul aus.',
      { modules: 'Wählen Sie mindestens ein Modul aus.' },
    ],
    [
      'module 11 alone: no module unlocks a product kind (issue 16)',
      { duration: 2, investorSubdomain: 'pruefung', module11: true, affiliateSubdomain: 'pruefung-partner' },
      'Wählen Sie mindestens ein Modul aus.',
      { modules: 'Wählen Sie mindestens ein Modul aus.' },
    ],
    [
      'only sales modules without a product kind (issue 16)',
      {
        duration: 2,
        investorSubdomain: 'pruefung',
        module13: true,
        module14: true,
        landingPageDomain: 'pruefung.de',
      },
      'Wählen Sie mindestens ein Modul aus.',
      { modules: 'Wählen Sie mindestens ein Modul aus.' },
    ],
    [
      'module 12 without 11',
      { ...base, module12: true },
      'Modul 12 setzt Modul 11 voraus.',
      { module12: 'Modul 12 setzt Modul 11 voraus.' },
    ],
    ['module 10 (not bookable)', { ...base, module10: true }, NOT_BOOKABLE, { module10: NOT_BOOKABLE }],
    [
      'module 13 without domain',
      { ...base, module13: true },
      'Geben Sie ihre Domain an',
      { landingPageDomain: 'Geben Sie ihre Domain an' },
    ],
    [
      'module 13 with a blank domain',
      { ...base, module13: true, landingPageDomain: '  ' },
      'Geben Sie ihre Domain an',
      { landingPageDomain: 'Geben Sie ihre Domain an' },
    ],
    [
      'a domain without dot',
      { ...base, module13: true, landingPageDomain: 'meinefirma' },
      'Geben Sie die gesamte Domain an. Zbs. meine-firma.de',
      { landingPageDomain: 'Geben Sie die gesamte Domain an. Zbs. meine-firma.de' },
    ],
    [
      "one of the platform's own hosts as landing domain",
      { ...base, module13: true, landingPageDomain: 'x.invest.localhost' },
      'Geben Sie die gesamte Domain an. Zbs. meine-firma.de',
      { landingPageDomain: 'Geben Sie die gesamte Domain an. Zbs. meine-firma.de' },
    ],
    [
      'module 11 without affiliate subdomain',
      { ...base, module11: true },
      'Dieses Feld wird benötigt',
      { affiliateSubdomain: 'Dieses Feld wird benötigt' },
    ],
    [
      'a percentage above 15',
      { ...base, module11: true, affiliateSubdomain: 'pruefung', level2first: 16 },
      'Jeder Wert muss zwischen 0 und 15 % liegen.',
      { level2first: 'Jeder Wert muss zwischen 0 und 15 % liegen.' },
    ],
    [
      'percentages summing above 100',
      {
        ...base,
        module11: true,
        affiliateSubdomain: 'pruefung',
        ...Object.fromEntries(
          ['own', 'level1', 'level2', 'level3', 'level4', 'level5'].flatMap((l) => [
            [`${l}first`, 9],
            [`${l}follow`, 9],
          ]),
        ),
      },
      'Die Summe aller Prozentsätze darf 100 % nicht überschreiten.',
      { ownfirst: 'Die Summe aller Prozentsätze darf 100 % nicht überschreiten.' },
    ],
    [
      'duration 3',
      { ...base, duration: 3 },
      'Wählen Sie eine Laufzeit von 2, 4, 6 oder 8 Jahren.',
      { duration: 'Wählen Sie eine Laufzeit von 2, 4, 6 oder 8 Jahren.' },
    ],
    [
      'an uppercase subdomain',
      { ...base, investorSubdomain: 'Pruefung' },
      'Die Subdomain darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten.',
      { investorSubdomain: 'Die Subdomain darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten.' },
    ],
    [
      'www',
      { ...base, investorSubdomain: 'www' },
      'Die Subdomain "www" ist nicht erlaubt.',
      { investorSubdomain: 'Die Subdomain "www" ist nicht erlaubt.' },
    ],
    [
      'no subdomain',
      { duration: 2, module2: true },
      'Dieses Feld wird benötigt',
      { investorSubdomain: 'Dieses Feld wird benötigt' },
    ],
    [
      'a bad colour',
      { ...base, primaryColor: 'blau' },
      'Dieser Text hat nicht das korrekte Format',
      { primaryColor: 'Dieser Text hat nicht das korrekte Format' },
    ],
  ])('%s → 400', async (_what, body, detail, errors) => {
    expectProblem(await refuse(body), 400, detail, errors);
  });

  it('nothing was stored for the refused provider', async () => {
    const rows = await ctx.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.superuserId, fresh.superuserId));
    expect(rows).toEqual([]);
    expect(await mailsTo(ctx, fresh.email).then((m) => m.map((x) => x.subject))).not.toContain(
      'Ihre Buchung – Rechnung',
    );
  });

  it('is for superusers only: 401 without a token, 403 for every other role', async () => {
    expectProblem(await call(ctx, 'POST', '/api/booking/create', { body: base }), 401);
    for (const role of OTHER_ROLES) {
      expectProblem(await callAs(ctx, tokens, role, 'POST', '/api/booking/create', base), 403);
    }
  });
});
