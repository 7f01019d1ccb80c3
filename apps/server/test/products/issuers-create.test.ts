import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { issuerDocuments } from '../../src/db/schema/index.ts';
import { formOf, PDF, PNG, pdf } from '../support/files.ts';
import {
  call,
  createIssuer,
  expectProblem,
  ISSUER_FILES,
  issuerFields,
  MAIN,
  mailsTo,
  PASSWORD,
  type ProductSuite,
  useSuite,
} from './fixtures.ts';

const EMAIL_IN_USE =
  'Diese E-Mail-Adresse ist bereits im gebrauch. Bitte wählen Sie eine andere E-Mail-Adresse.';
const MISSING = {
  projectFinanceContract: 'Bitte laden Sie den Projektfinanzierungsvertrag hoch.',
  dataPrivacy: 'Bitte laden Sie die Datenschutzerklärung hoch.',
  orderPrivacyContract: 'Bitte laden Sie den Auftragsverarbeitungsvertrag hoch.',
} as const;

let { ctx, t } = {} as ProductSuite;
let tenant: number;

useSuite(async (s) => {
  ({ ctx, t } = s);
  tenant = s.ids.tenant;
});

const post = (token: string, body: FormData) => call(ctx, 'POST', '/api/issuer', { token, body });

describe('POST /api/issuer', () => {
  it('creates the issuer with its PDFs and mails an /activate link; the issuer activates and signs in', async () => {
    const email = 'neu.emittent@example.com';
    const issuer = await createIssuer(ctx, t.admin, email, tenant);
    expect(issuer).toMatchObject({
      superuserId: tenant,
      providerName: 'Demo Kapital GmbH',
      isTest: false,
      hasLoggedin: false,
      productCount: 0,
      user: { email, firstName: 'Erika', lastName: 'Emittentin', company: 'Wind Emission GmbH' },
      documents: {
        projectFinanceContract: `/api/issuer/${issuer.id}/documents/projectFinanceContract`,
        dataPrivacy: `/api/issuer/${issuer.id}/documents/dataPrivacy`,
        orderPrivacyContract: `/api/issuer/${issuer.id}/documents/orderPrivacyContract`,
      },
    });
    const rows = await ctx.database.db
      .select()
      .from(issuerDocuments)
      .where(eq(issuerDocuments.issuerId, issuer.id));
    expect(rows.map((r) => r.type).sort()).toEqual([
      'dataPrivacy',
      'orderPrivacyContract',
      'projectFinanceContract',
    ]);

    const [mail] = await mailsTo(ctx, email);
    expect(mail?.subject).toBe('Ihr Zugang als Emittent');
    expect(mail?.text).toContain('Demo Kapital GmbH hat Sie als Emittent');
    const link = /(https?:\/\/[^/\s"]+)\/activate\?email=([^&\s"]+)&(?:amp;)?activationCode=([\w-]+)/.exec(
      mail?.text ?? '',
    );
    expect(link, mail?.text).not.toBeNull();
    expect(new URL(link![1]!).hostname).toBe(MAIN);
    expect(decodeURIComponent(link![2]!)).toBe(email);

    const done = await call(ctx, 'POST', '/api/set-password', {
      body: { email, password: PASSWORD, activationCode: link![3] },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().issuer.id).toBe(issuer.id);
    const signIn = await call(ctx, 'POST', '/api/login', { body: { email, password: PASSWORD } });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const token = signIn.json().access;
    const self = await call(ctx, 'GET', `/api/issuer/${issuer.id}`, { token });
    expect(self.statusCode).toBe(200);
    expect(self.json().hasLoggedin).toBe(true);
    const doc = await call(ctx, 'GET', `/api/issuer/${issuer.id}/documents/dataPrivacy`, { token });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toContain('application/pdf');
    expect(doc.rawPayload.equals(PDF)).toBe(true);
  });

  it.each(Object.entries(MISSING))('refuses a missing %s with its German message', async (field, message) => {
    const files: Record<string, ReturnType<typeof pdf>> = { ...ISSUER_FILES };
    delete files[field];
    const res = await post(t.admin, formOf(issuerFields(`ohne-${field}@example.com`, tenant), files));
    expectProblem(res, 400, message, { [field]: message });
  });

  it('lists every missing PDF at once', async () => {
    const res = await post(t.admin, formOf(issuerFields('ohne-alles@example.com', tenant)));
    expectProblem(res, 400, undefined, MISSING);
  });

  it('refuses a taken e-mail (any main-site account) with 409', async () => {
    await createIssuer(ctx, t.admin, 'doppelt@example.com', tenant);
    for (const email of ['doppelt@example.com', 'DOPPELT@Example.com', 'superuser@example.com']) {
      const res = await post(t.admin, formOf(issuerFields(email, tenant), ISSUER_FILES));
      expectProblem(res, 409, EMAIL_IN_USE, { email: EMAIL_IN_USE });
    }
  });

  it('two simultaneous creations with one e-mail: one 201, one 409 (never a 500)', async () => {
    const body = () => formOf(issuerFields('gleichzeitig@example.com', tenant), ISSUER_FILES);
    const answers = await Promise.all([post(t.admin, body()), post(t.admin, body())]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expectProblem(answers.find((r) => r.statusCode === 409)!, 409, EMAIL_IN_USE);
  });

  it('refuses a file that is not a PDF, field errors in German', async () => {
    const files = { ...ISSUER_FILES, dataPrivacy: { bytes: PNG, name: 'datenschutz.pdf' } };
    const res = await post(t.admin, formOf(issuerFields('png@example.com', tenant), files));
    expectProblem(res, 400, 'Der Inhalt der Datei passt nicht zu ihrer Endung.', {
      dataPrivacy: 'Der Inhalt der Datei passt nicht zu ihrer Endung.',
    });
    const named = { ...ISSUER_FILES, orderPrivacyContract: pdf('avv.docx') };
    const wrong = await post(t.admin, formOf(issuerFields('docx@example.com', tenant), named));
    const wrongExt = 'Dokument Datei muss mit .pdf enden.';
    expectProblem(wrong, 400, wrongExt, { orderPrivacyContract: wrongExt });
    const none = await mailsTo(ctx, 'png@example.com');
    expect(none).toEqual([]);
  });

  it('validates the user fields and the provider', async () => {
    const bad = await post(
      t.admin,
      formOf(issuerFields('kaputt', tenant, { firstName: 'E', salutation: 'Divers' }), ISSUER_FILES),
    );
    const body = expectProblem(bad, 400);
    expect(body.errors).toMatchObject({
      email: 'Keine valide E-Mail-Adresse',
      firstName: 'Dieser Text ist kürzer als das Minimum von 2 Zeichen',
    });
    expect(body.errors.salutation).toBeTypeOf('string');
    const noProvider = await post(t.admin, formOf(issuerFields('np@example.com', 99999), ISSUER_FILES));
    expectProblem(noProvider, 400, 'Dieser Superuser existiert nicht.');
  });

  it.each(['superuser', 'issuer', 'reseller'] as const)(
    'is the operator’s only: %s gets 403',
    async (role) => {
      const res = await post(t[role], formOf(issuerFields(`by-${role}@example.com`, tenant), ISSUER_FILES));
      expectProblem(res, 403);
    },
  );

  it('refuses investors and salesreps on their portals, and anonymous callers', async () => {
    const inv = await call(ctx, 'POST', '/api/issuer', {
      host: 'demo.invest.localhost',
      token: t.investor,
      body: formOf(issuerFields('by-inv@example.com', tenant), ISSUER_FILES),
    });
    expectProblem(inv, 403);
    const anon = await post('', formOf(issuerFields('anon@example.com', tenant), ISSUER_FILES));
    expectProblem(anon, 401);
  });
});
