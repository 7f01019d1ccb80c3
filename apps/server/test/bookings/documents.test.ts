import { describe, expect, it } from 'vitest';
import {
  auditOf,
  type BookingSuite,
  call,
  callAs,
  expectProblem,
  formOf,
  type NewSuperuser,
  newSuperuser,
  PASSWORD,
  PDF,
  PNG,
  type UploadPart,
  useSuite,
} from './fixtures.ts';

const DEMO_PORTAL = 'demo.invest.localhost';

let { ctx, tokens } = {} as BookingSuite;
let demoId: number;
let stranger: NewSuperuser;

useSuite(async (s) => {
  ({ ctx, tokens } = s);
  const answer = await call(ctx, 'POST', '/api/login', {
    body: { email: 'superuser@example.com', password: PASSWORD },
  });
  demoId = answer.json().superuser.id;
  stranger = await newSuperuser(ctx, 'fremd@example.com');
});

const upload = (id: number, token: string, files: Record<string, UploadPart>, fields = {}) =>
  call(ctx, 'PUT', `/api/superuser/${id}/documents`, { token, body: formOf(fields, files) });
const portalDocuments = (host = DEMO_PORTAL) =>
  call(ctx, 'GET', '/api/portal/documents', { host }).then((r) => r.json().documents);

describe('provider documents', () => {
  it('start empty on the portal', async () => {
    const docs = await portalDocuments();
    expect(Object.keys(docs)).toHaveLength(10);
    expect(Object.values(docs).every((v) => v === null)).toBe(true);
  });

  it('the provider uploads a real PDF as AGB; its portal lists the public URL', async () => {
    const res = await upload(demoId, tokens.superuser, {
      agb: { bytes: PDF, name: 'AGB 2025.pdf', type: 'application/pdf' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().documents.agb;
    expect(url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect(res.json().documents.imprint).toBeNull();

    const docs = await portalDocuments();
    expect(docs.agb).toBe(url);
    expect((await portalDocuments('demo.broker.localhost')).agb).toBe(url);
    const file = await call(ctx, 'GET', url, { host: DEMO_PORTAL });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);

    const audit = await auditOf(ctx, 'superuser', demoId);
    expect(audit.map((a) => a.action)).toContain('provider_document.upload');
  });

  it('replaces a document and uploads several at once', async () => {
    const before = (await portalDocuments()).agb;
    const res = await upload(demoId, tokens.superuser, {
      agb: { bytes: PDF, name: 'agb-neu.pdf' },
      imprint: { bytes: PDF, name: 'impressum.pdf' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const docs = await portalDocuments();
    expect(docs.agb).not.toBe(before);
    expect(docs.imprint).toMatch(/^\/api\/files\//);
  });

  it.each<[string, Record<string, UploadPart>, Record<string, string>]>([
    [
      'a PNG named .pdf',
      { dataPrivacy: { bytes: PNG, name: 'datenschutz.pdf' } },
      { dataPrivacy: 'Der Inhalt der Datei passt nicht zu ihrer Endung.' },
    ],
    [
      'a text file',
      { contact: { bytes: Buffer.from('Kontakt'), name: 'kontakt.txt' } },
      { contact: 'Dokument Datei muss mit .pdf enden.' },
    ],
    [
      'an unknown document type',
      { satzung: { bytes: PDF, name: 'satzung.pdf' } },
      { satzung: 'Unbekanntes Feld' },
    ],
  ])('refuses %s with a German 400 and keeps the documents', async (_what, files, errors) => {
    const before = await portalDocuments();
    expectProblem(await upload(demoId, tokens.superuser, files), 400, Object.values(errors)[0], errors);
    expect(await portalDocuments()).toEqual(before);
  });

  it("another superuser cannot read or change the provider's documents", async () => {
    const before = await portalDocuments();
    expectProblem(await upload(demoId, stranger.token, { agb: { bytes: PDF, name: 'agb.pdf' } }), 404);
    expectProblem(
      await call(ctx, 'GET', `/api/superuser/${demoId}/documents`, { token: stranger.token }),
      404,
    );
    expect(await portalDocuments()).toEqual(before);
  });

  it('the admin may upload for a provider; other roles are refused', async () => {
    const res = await upload(stranger.superuserId, tokens.admin, {
      brokerAgb: { bytes: PDF, name: 'broker-agb.pdf' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const own = await call(ctx, 'GET', `/api/superuser/${stranger.superuserId}/documents`, {
      token: stranger.token,
    });
    expect(own.json().documents.brokerAgb).toBe(res.json().documents.brokerAgb);
    for (const role of ['issuer', 'investor', 'salesrep', 'reseller'] as const) {
      expectProblem(await callAs(ctx, tokens, role, 'PUT', `/api/superuser/${demoId}/documents`, {}), 403);
    }
    expectProblem(await call(ctx, 'PUT', `/api/superuser/${demoId}/documents`, { body: {} }), 401);
  });

  it('a portal that is not online lists no documents', async () => {
    const docs = await portalDocuments('unbekannt.invest.localhost');
    expect(Object.values(docs).every((v) => v === null)).toBe(true);
  });
});
