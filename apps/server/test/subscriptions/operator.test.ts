import { formatDate, withdrawalEndsOn } from '@zp/domain';
import { describe, expect, it } from 'vitest';
import {
  as,
  auditActions,
  call,
  create,
  DEMO,
  expectProblem,
  finished,
  insertProduct,
  MAIN,
  mailsTo,
  otherTenant,
  productRow,
  type Suite,
  update,
  useSuite,
} from './fixtures.ts';

let { ctx, t, ids } = {} as Suite;
useSuite((s) => ({ ctx, t, ids } = s));

const ACCEPTOR = 'Geben Sie den Namen des Sachbearbeiters ein.';
const op = (role: 'admin' | 'superuser' | 'issuer', id: number, body: unknown) =>
  as(ctx, t, role, 'PUT', `/api/zeichnung/${id}/update`, body);
const ok = async (role: 'admin' | 'superuser' | 'issuer', id: number, body: unknown) => {
  const res = await op(role, id, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('acceptance', () => {
  it('needs status F and an acceptor; investors and salesreps cannot accept', async () => {
    const p = await insertProduct(ctx);
    const open = await create(ctx, t.investor, p.id, ids.investorId);
    expectProblem(
      await op('superuser', open.id, { status: 'A', acceptor: 'Frau Sachbearbeiterin' }),
      409,
      'Eine abgebrochene Zeichnung kann nicht angenommen werden.',
    );
    await as(ctx, t, 'investor', 'DELETE', `/api/zeichnung/${open.id}/delete`);
    const z = await finished(ctx, t, p.id, 2000);
    expectProblem(await op('superuser', z.id, { status: 'A' }), 400, ACCEPTOR, { acceptor: ACCEPTOR });
    expectProblem(await op('superuser', z.id, { status: 'A', acceptor: '   ' }), 400, ACCEPTOR);
    expectProblem(
      await as(ctx, t, 'investor', 'PUT', `/api/zeichnung/${z.id}/update`, { status: 'A', acceptor: 'Ich' }),
      403,
    );
    expectProblem(
      await as(ctx, t, 'salesrep', 'PUT', `/api/zeichnung/${z.id}/update`, { status: 'A', acceptor: 'Ich' }),
      403,
    );
    const other = await otherTenant(ctx, 'anders');
    const foreign = await call(ctx, 'PUT', `/api/zeichnung/${z.id}/update`, MAIN, other.superuser, {
      status: 'A',
      acceptor: 'X',
    });
    expectProblem(foreign, 404);
    expect((await as(ctx, t, 'superuser', 'GET', `/api/zeichnung/${z.id}`)).json().status).toBe('F');

    const done = await ok('issuer', z.id, { status: 'A', acceptor: 'Frau Sachbearbeiterin' });
    expect(done).toMatchObject({ status: 'A', acceptor: 'Frau Sachbearbeiterin' });
    expect(done.acceptedAt).toEqual(expect.any(String));
    const [mail] = await mailsTo(ctx, DEMO.investor.email);
    expect(mail!.subject).toBe('Ihre Zeichnung wurde angenommen');
    expect(mail!.text).toContain('Solarpark Süd');
    expect(await auditActions(ctx, z.id)).toEqual([
      'zeichnung.create',
      'zeichnung.finish',
      'zeichnung.accept',
    ]);
  });

  it('requires the investor to be identified when the product says so', async () => {
    const p = await insertProduct(ctx, { flags: { hasToBeIdentfied: true } });
    const z = await finished(ctx, t, p.id, 1000);
    const accept = { status: 'A', acceptor: 'Herr Prüfer' };
    expectProblem(await op('superuser', z.id, accept), 409, 'Der Anleger muss sich zuerst identifizieren.');
    const self = await as(ctx, t, 'investor', 'PUT', `/api/investor/${ids.investorId}/update`, {
      isIdentified: true,
    });
    expectProblem(self, 403);
    expectProblem(await op('superuser', z.id, accept), 409, 'Der Anleger muss sich zuerst identifizieren.');
    const mark = await as(ctx, t, 'superuser', 'PUT', `/api/investor/${ids.investorId}/update`, {
      isIdentified: true,
    });
    expect(mark.statusCode, mark.body).toBe(200);
    expect((await ok('superuser', z.id, accept)).status).toBe('A');
  });

  it('lets the issuer confirm the identification (nothing else of the person), then accept', async () => {
    const p = await insertProduct(ctx, { flags: { hasToBeIdentfied: true } });
    const z = await finished(ctx, t, p.id, 1000);
    const url = `/api/investor/${ids.investorId}/update`;
    expect((await as(ctx, t, 'superuser', 'PUT', url, { isIdentified: false })).statusCode).toBe(200);
    const accept = { status: 'A', acceptor: 'Frau Emittentin' };
    expectProblem(await op('issuer', z.id, accept), 409, 'Der Anleger muss sich zuerst identifizieren.');
    expectProblem(await as(ctx, t, 'issuer', 'PUT', url, { isIdentified: true, city: 'Potsdam' }), 403);
    const mark = await as(ctx, t, 'issuer', 'PUT', url, { isIdentified: true });
    expect(mark.statusCode, mark.body).toBe(200);
    expect(mark.json().user.isIdentified).toBe(true);
    expect((await ok('issuer', z.id, accept)).status).toBe('A');
  });
});

describe('payment and commission', () => {
  it('payment only in A and irreversible; commission approved only when paid, paid only when approved', async () => {
    const p = await insertProduct(ctx);
    const z = await finished(ctx, t, p.id, 3000);
    expectProblem(
      await op('superuser', z.id, { isPaid: true, transferAcceptor: 'Kasse' }),
      409,
      'Der Zahlungseingang kann erst nach der Annahme erfasst werden.',
    );
    await ok('superuser', z.id, { status: 'A', acceptor: 'Annahme' });
    expectProblem(
      await op('superuser', z.id, { commissionApproved: true }),
      409,
      'Die Provision kann erst nach Zahlungseingang freigegeben werden.',
    );
    expectProblem(await op('superuser', z.id, { isPaid: true }), 400, ACCEPTOR, {
      transferAcceptor: ACCEPTOR,
    });
    const paid = await ok('superuser', z.id, { isPaid: true, transferAcceptor: 'Kasse' });
    expect(paid).toMatchObject({ isPaid: true, transferAcceptor: 'Kasse', status: 'A' });
    expect(paid.transferAcceptedAt).toEqual(expect.any(String));
    expectProblem(
      await op('superuser', z.id, { isPaid: false }),
      409,
      'Dieser Schritt kann nicht rückgängig gemacht werden.',
    );
    expectProblem(
      await op('superuser', z.id, { commissionPaid: true }),
      409,
      'Die Provision kann erst nach Freigabe ausgezahlt werden.',
    );
    // approved only after the investor's 14-day withdrawal period (docs/decisions/012)
    expectProblem(
      await op('admin', z.id, { commissionApproved: true }),
      409,
      `Die Provision kann erst nach Ablauf der Widerrufsfrist des Anlegers (${formatDate(withdrawalEndsOn(new Date()))}) freigegeben werden.`,
    );
    ctx.app.deps.clock.set(new Date(Date.now() + 15 * 86_400_000));
    expect((await ok('admin', z.id, { commissionApproved: true })).commissionApproved).toBe(true);
    ctx.app.deps.clock.set(null);
    expect((await ok('admin', z.id, { commissionPaid: true })).commissionPaid).toBe(true);
    expectProblem(await op('admin', z.id, { commissionPaid: false }), 409);
    expectProblem(await op('admin', z.id, { commissionApproved: false }), 409);
    // repeating a done step changes nothing
    expect((await ok('superuser', z.id, { isPaid: true, transferAcceptor: 'Andere' })).transferAcceptor).toBe(
      'Kasse',
    );
    expect(await auditActions(ctx, z.id)).toEqual([
      'zeichnung.create',
      'zeichnung.finish',
      'zeichnung.accept',
      'zeichnung.paid',
      'zeichnung.commission_approved',
      'zeichnung.commission_paid',
    ]);
  });
});

describe('editing and deleting', () => {
  it('an accepted subscription can be neither edited nor deleted', async () => {
    const p = await insertProduct(ctx);
    const z = await finished(ctx, t, p.id, 1000);
    await ok('superuser', z.id, { status: 'A', acceptor: 'Annahme' });
    expectProblem(
      await update(ctx, t.investor, z.id, { volume: 5000 }),
      409,
      'Eine angenommene Zeichnung kann nicht mehr geändert werden.',
    );
    for (const role of ['investor', 'superuser', 'admin'] as const) {
      const res = await as(ctx, t, role, 'DELETE', `/api/zeichnung/${z.id}/delete`);
      expectProblem(res, 409, 'Eine angenommene Zeichnung kann nicht gelöscht werden.');
    }
    expect((await productRow(ctx, p.id)).investedVolumeCents).toBe(1000_00);
  });

  it('deleting a finished subscription gives its volume back; an open one books nothing', async () => {
    const p = await insertProduct(ctx, { investedVolumeCents: 7_000_00 });
    const z = await finished(ctx, t, p.id, 4000);
    expect((await productRow(ctx, p.id)).investedVolumeCents).toBe(11_000_00);
    expectProblem(await as(ctx, t, 'salesrep', 'DELETE', `/api/zeichnung/${z.id}/delete`), 403);
    const res = await as(ctx, t, 'superuser', 'DELETE', `/api/zeichnung/${z.id}/delete`);
    expect(res.statusCode, res.body).toBe(204);
    expect((await productRow(ctx, p.id)).investedVolumeCents).toBe(7_000_00);
    expectProblem(await as(ctx, t, 'superuser', 'GET', `/api/zeichnung/${z.id}`), 404);
    expectProblem(await as(ctx, t, 'superuser', 'DELETE', `/api/zeichnung/${z.id}/delete`), 404);
    expect(await auditActions(ctx, z.id)).toContain('zeichnung.delete');

    const open = await create(ctx, t.investor, p.id, ids.investorId);
    expect((await as(ctx, t, 'investor', 'DELETE', `/api/zeichnung/${open.id}/delete`)).statusCode).toBe(204);
    expect((await productRow(ctx, p.id)).investedVolumeCents).toBe(7_000_00);
  });

  it('operator bodies are checked: bad values are 400, never 500', async () => {
    const p = await insertProduct(ctx);
    const z = await finished(ctx, t, p.id, 1000);
    for (const body of [
      { isPaid: 'ja' },
      { status: 'A', acceptor: 'x'.repeat(101) },
      { commissionPaid: 1 },
    ]) {
      expectProblem(await op('superuser', z.id, body), 400);
    }
  });
});

describe('PUT /api/zeichnung/{id}/update: bad input is 400, never 500', () => {
  it.each([
    { volume: 'abc' },
    { volume: -1 },
    { transferDate: '24.03.2027' },
    { transferDate: '2027-02-30' },
    { transferDate: '0000-01-01' },
    { step: 'nonsense' },
    { status: 'X' },
    { unknownField: true },
    { experience: { avgNumberTxs: 7 } },
    { exposedPersonsOffice: 'x' },
    { shares: 1.5 },
  ])('%j', async (body) => {
    const p = await insertProduct(ctx);
    const z = await create(ctx, t.investor, p.id, ids.investorId);
    expectProblem(await update(ctx, t.investor, z.id, body), 400);
  });

  it('unknown subscriptions are 404', async () => {
    expectProblem(await update(ctx, t.investor, 999_999, { volume: 1000 }), 404);
    expectProblem(await as(ctx, t, 'investor', 'GET', '/api/zeichnung/999999'), 404);
    expectProblem(await as(ctx, t, 'investor', 'GET', '/api/zeichnung/abc'), 400);
    expectProblem(await as(ctx, t, 'investor', 'DELETE', '/api/zeichnung/999999/delete'), 404);
  });
});
