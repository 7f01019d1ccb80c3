// The VIB step's completeness (address, e-mail, ID document, ID number, issuing office) is a domain rule now:
// the server refuses an incomplete step as the web form does, with the same German field messages.
import { describe, expect, it } from 'vitest';
import { create, expectProblem, insertProduct, type Suite, update, useSuite } from './fixtures.ts';

let { ctx, t, ids } = {} as Suite;
useSuite((s) => ({ ctx, t, ids } = s));

const REQUIRED = 'Dieses Feld wird benötigt';
const typed = {
  vibConfirmationAccepted: true,
  vibName: 'Ina Anlegerin',
  vibBirthDate: '1980-04-12',
  vibConfirmationCity: 'Berlin',
};
const rest = {
  vibAddress: 'Lindenallee 7, 10115 Berlin',
  vibEmail: 'ina@example.com',
  vibIdDocument: 'Personalausweis',
  vibIdNumber: 'L01X00T47',
  vibIdOffice: 'Bürgeramt Berlin-Mitte',
};

/** A subscription of the demo investor to a kind-8 product with the VIB step. */
async function start() {
  const p = await insertProduct(ctx, { kind: 8, flags: { withVibSelfDisclosure: true } });
  const z = await create(ctx, t.investor, p.id, ids.investorId);
  expect(z.steps).toContain('vib');
  return z.id as number;
}

describe('PUT /api/zeichnung/{id}/update with step: vib', () => {
  it('refuses a confirmation without address, e-mail and ID data (400, one message a field)', async () => {
    const id = await start();
    const body = expectProblem(await update(ctx, t.investor, id, { ...typed, step: 'vib' }), 400);
    expect(body.errors).toEqual({
      vibAddress: REQUIRED,
      vibEmail: REQUIRED,
      vibIdDocument: REQUIRED,
      vibIdNumber: REQUIRED,
      vibIdOffice: REQUIRED,
    });
    expect(body.detail).toBe(REQUIRED);
  });

  it('refuses a malformed e-mail and a blank office', async () => {
    const id = await start();
    const patch = { ...typed, ...rest, vibEmail: 'ina@example', vibIdOffice: '   ', step: 'vib' };
    expectProblem(await update(ctx, t.investor, id, patch), 400, undefined, {
      vibEmail: 'Keine valide E-Mail-Adresse',
      vibIdOffice: REQUIRED,
    });
  });

  it('accepts the complete confirmation and keeps it', async () => {
    const id = await start();
    const res = await update(ctx, t.investor, id, { ...typed, ...rest, step: 'vib' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject(rest);
  });

  it('a step save without `step` is not validated (Back keeps half-typed data)', async () => {
    const id = await start();
    const res = await update(ctx, t.investor, id, { ...typed, vibIdNumber: 'L01' });
    expect(res.statusCode, res.body).toBe(200);
  });
});
