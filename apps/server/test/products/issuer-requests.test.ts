import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, issuerRequests, issuers, users } from '../../src/db/schema/index.ts';
import { formOf } from '../support/files.ts';
import {
  call,
  expectProblem,
  ISSUER_FILES,
  issuerFields,
  mailsTo,
  PASSWORD,
  type ProductSuite,
  useSuite,
} from './fixtures.ts';

let { ctx, t } = {} as ProductSuite;
let tenant: number;

useSuite(async (s) => {
  ({ ctx, t } = s);
  tenant = s.ids.tenant;
});

const fields = (email: string, company = 'Anfrage Energie GmbH') => {
  const { superuser: _, ...rest } = issuerFields(email, 0, { company });
  return rest;
};
const request = (token: string, email: string, company?: string) =>
  call(ctx, 'POST', '/api/issuer/requests', { token, body: formOf(fields(email, company), ISSUER_FILES) });

async function newRequest(email: string, company?: string) {
  const res = await request(t.superuser, email, company);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('issuer requests', () => {
  it('a provider requests an issuer, the operator creates it with one click; the issuer activates and signs in', async () => {
    const email = 'angefragt@example.com';
    const req = await newRequest(email);
    expect(req).toMatchObject({
      superuserId: tenant,
      providerName: 'Demo Kapital GmbH',
      status: 'P',
      issuerId: null,
      data: { email, company: 'Anfrage Energie GmbH', city: 'Hamburg', isCompany: true },
      documents: { dataPrivacy: `/api/issuer/requests/${req.id}/documents/dataPrivacy` },
    });
    const [opMail] = await mailsTo(ctx, 'admin@example.com');
    expect(opMail?.subject).toBe('Neue Emittenten-Anfrage: Anfrage Energie GmbH');

    // the provider sees its own request, the operator sees it among the pending ones
    const mine = await call(ctx, 'GET', '/api/issuer/requests', { token: t.superuser });
    expect(mine.json().results.map((r: { id: number }) => r.id)).toContain(req.id);
    const pending = await call(ctx, 'GET', '/api/issuer/requests?status=P', { token: t.admin });
    expect(pending.json().results.map((r: { id: number }) => r.id)).toContain(req.id);
    const doc = await call(ctx, 'GET', `/api/issuer/requests/${req.id}/documents/dataPrivacy`, {
      token: t.admin,
    });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toMatch(/pdf/);

    // a provider cannot decide
    expectProblem(
      await call(ctx, 'POST', `/api/issuer/requests/${req.id}/accept`, { token: t.superuser }),
      403,
    );

    const res = await call(ctx, 'POST', `/api/issuer/requests/${req.id}/accept`, { token: t.admin });
    expect(res.statusCode, res.body).toBe(200);
    const accepted = res.json();
    expect(accepted.status).toBe('C');
    expect(accepted.issuerId).toEqual(expect.any(Number));
    expect(accepted.decidedAt).toEqual(expect.any(String));

    const issuer = await call(ctx, 'GET', `/api/issuer/${accepted.issuerId}`, { token: t.superuser });
    expect(issuer.statusCode, issuer.body).toBe(200);
    expect(issuer.json()).toMatchObject({
      superuserId: tenant,
      user: { email, company: 'Anfrage Energie GmbH' },
      documents: {
        projectFinanceContract: expect.any(String),
        dataPrivacy: expect.any(String),
        orderPrivacyContract: expect.any(String),
      },
    });
    const names = await call(ctx, 'GET', '/api/issuer/names', { token: t.superuser });
    expect(names.json().names.map((n: { name: string }) => n.name)).toContain('Anfrage Energie GmbH');

    const [providerMail] = await mailsTo(ctx, 'superuser@example.com');
    expect(providerMail?.subject).toBe('Ihr Emittent wurde angelegt');
    expect(providerMail?.text).toContain('Anfrage Energie GmbH');

    const [mail] = await mailsTo(ctx, email);
    expect(mail?.subject).toBe('Ihr Zugang als Emittent');
    const code = /activationCode=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    const done = await call(ctx, 'POST', '/api/set-password', {
      body: { email, password: PASSWORD, activationCode: code },
    });
    expect(done.statusCode, done.body).toBe(200);
    const signIn = await call(ctx, 'POST', '/api/login', { body: { email, password: PASSWORD } });
    expect(signIn.statusCode, signIn.body).toBe(200);

    // deciding twice is refused
    expectProblem(
      await call(ctx, 'POST', `/api/issuer/requests/${req.id}/accept`, { token: t.admin }),
      409,
      'Diese Anfrage wurde bereits bearbeitet.',
    );
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'issuer_request'), eq(auditLog.entityId, String(req.id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['issuer_request.accept', 'issuer_request.create']);
  });

  it('the operator declines with a reason; the provider is mailed and no issuer exists', async () => {
    const email = 'abgelehnt@example.com';
    const req = await newRequest(email, 'Abgelehnt GmbH');
    const url = `/api/issuer/requests/${req.id}/decline`;
    expectProblem(await call(ctx, 'POST', url, { token: t.superuser, body: { reason: 'x' } }), 403);
    expectProblem(await call(ctx, 'POST', url, { token: t.admin, body: { reason: '' } }), 400);
    const res = await call(ctx, 'POST', url, {
      token: t.admin,
      body: { reason: 'Die Dokumente sind unvollständig.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'R',
      reason: 'Die Dokumente sind unvollständig.',
      issuerId: null,
    });
    const [mail] = await mailsTo(ctx, 'superuser@example.com');
    expect(mail?.subject).toBe('Ihre Emittenten-Anfrage wurde abgelehnt');
    expect(mail?.text).toContain('Die Dokumente sind unvollständig.');
    const rows = await ctx.database.db
      .select()
      .from(issuers)
      .innerJoin(users, eq(users.id, issuers.userId))
      .where(eq(users.email, email));
    expect(rows).toHaveLength(0);
    expectProblem(await call(ctx, 'POST', `/api/issuer/requests/${req.id}/accept`, { token: t.admin }), 409);
  });

  it('checks the fields and PDFs like the issuer form; other roles cannot request; others do not see a request', async () => {
    const res = await call(ctx, 'POST', '/api/issuer/requests', {
      token: t.superuser,
      body: formOf(fields('ohne.pdf@example.com')),
    });
    expectProblem(res, 400, undefined, {
      projectFinanceContract: 'Bitte laden Sie den Projektfinanzierungsvertrag hoch.',
    });
    expectProblem(await request(t.superuser, 'issuer@example.com'), 409);
    expectProblem(await request(t.issuer, 'x1@example.com'), 403);
    expectProblem(await request(t.admin, 'x2@example.com'), 403);
    expectProblem(
      await call(ctx, 'GET', '/api/issuer/requests', { token: t.investor, host: 'demo.invest.localhost' }),
      403,
    );
    const [row] = await ctx.database.db.select().from(issuerRequests).limit(1);
    expectProblem(
      await call(ctx, 'GET', `/api/issuer/requests/${row!.id}/documents/dataPrivacy`, { token: t.reseller }),
      403,
    );
  });
});
