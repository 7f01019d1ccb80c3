import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { smartContracts } from '../../src/db/schema/index.ts';
import { bareIssuer, login, newTenant } from '../products/fixtures.ts';
import {
  api,
  auditOf,
  type ContractSuite,
  deploy,
  expectProblem,
  finishedProduct,
  mailsTo,
  newProduct,
  OWNER,
  TOKEN,
  tokenizedProduct,
  update,
  useSuite,
  VOLUME,
} from './fixtures.ts';

const REQUIRED = 'Dieses Feld wird benötigt';
const FORMAT = 'Dieser Text hat nicht das korrekte Format';
const LETTERS_DIGITS = 'Darf nur aus Buchstaben und Zahlen bestehen';

let { ctx, t, ids } = {} as ContractSuite;
useSuite((s) => ({ ctx, t, ids } = s));

describe('finishing a tokenized product creates its smart contract', () => {
  it('creates status C from owner, token name, symbol and volume; finishing again keeps one', async () => {
    const p = await tokenizedProduct(ctx, t.issuer, ids.issuerId);
    const sc = await api(ctx, t.issuer, 'GET', `/api/smartcontract/product/${p.id}`);
    expect(sc.statusCode, sc.body).toBe(200);
    expect(sc.json()).toMatchObject({
      status: 'C',
      owner: OWNER,
      tokenName: 'SolarToken',
      symbol: 'SOL',
      numberOfTokens: VOLUME,
      txHash: null,
      ethAddress: null,
      blockchain: 'Polygon',
      deployState: null,
      product: {
        id: p.id,
        kind: 1,
        status: 'F',
        volume: VOLUME,
        isZeichnable: false,
        issuerName: expect.any(String),
      },
    });
    const again = await update(ctx, t.issuer, p.id, { status: 'F', name: 'Solarpark Nord II' });
    expect(again.statusCode, again.body).toBe(200);
    const rows = await ctx.database.db
      .select()
      .from(smartContracts)
      .where(eq(smartContracts.productId, p.id));
    expect(rows).toHaveLength(1);
    const product = (await api(ctx, t.issuer, 'GET', `/api/product/${p.id}`)).json();
    expect(product.smartContract).toMatchObject({ id: sc.json().id, status: 'C' });
    expect(await auditOf(ctx, 'smart_contract', sc.json().id)).toEqual(['smart_contract.create']);
  });

  it('creates none for a product that is not tokenized', async () => {
    const p = await finishedProduct(ctx, t.issuer, ids.issuerId);
    expectProblem(await api(ctx, t.issuer, 'GET', `/api/smartcontract/product/${p.id}`), 404);
  });
});

describe('POST /api/smartcontract/create', () => {
  let productId: number;
  beforeAll(async () => {
    productId = (await tokenizedProduct(ctx, t.superuser, ids.issuerId)).id;
  });
  const create = (body: Record<string, unknown>, token = t.superuser) =>
    api(ctx, token, 'POST', '/api/smartcontract/create', { product: productId, ...body });

  it('requires owner, token name and symbol', async () => {
    expectProblem(await create({}), 400, undefined, {
      owner: REQUIRED,
      tokenName: REQUIRED,
      symbol: REQUIRED,
    });
  });

  it.each([
    ['owner', '0x1234', FORMAT],
    ['owner', `0x${'g'.repeat(40)}`, FORMAT],
    ['tokenName', 'Solar Token', LETTERS_DIGITS],
    ['tokenName', 'x'.repeat(21), 'Dieser Text ist länger als das Maximum von 20 Zeichen'],
    ['symbol', 'SOLARX', 'Dieser Text ist länger als das Maximum von 5 Zeichen'],
    ['symbol', 'SO-L', LETTERS_DIGITS],
  ])('%s = %j → %s', async (field, value, message) => {
    const body = { owner: OWNER, tokenName: 'Solar', symbol: 'SOL', [field]: value };
    expectProblem(await create(body), 400, message, { [field]: message });
  });

  it('numberOfTokens must equal the volume in euros', async () => {
    const msg = 'Die Anzahl der Tokens muss dem Volumen des Produkts entsprechen (1 Token je 1 €): 500.000.';
    const body = { owner: OWNER, tokenName: 'Solar', symbol: 'SOL', numberOfTokens: 1000 };
    expectProblem(await create(body), 400, msg, { numberOfTokens: msg });
  });

  it('replaces the data while undeployed (200) and audits it', async () => {
    const res = await create({ owner: OWNER, tokenName: 'Wind2030', symbol: 'WND', numberOfTokens: VOLUME });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'C',
      tokenName: 'Wind2030',
      symbol: 'WND',
      numberOfTokens: VOLUME,
    });
    expect(await auditOf(ctx, 'smart_contract', res.json().id)).toContain('smart_contract.update');
  });

  it('creates (201) for a finished tokenized product without one', async () => {
    const p = await tokenizedProduct(ctx, t.superuser, ids.issuerId);
    await ctx.database.db.delete(smartContracts).where(eq(smartContracts.productId, p.id));
    const res = await api(ctx, t.superuser, 'POST', '/api/smartcontract/create', {
      product: p.id,
      ...TOKEN,
      kind: undefined,
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses products that are not tokenized or not finished', async () => {
    const plain = await finishedProduct(ctx, t.superuser, ids.issuerId);
    expectProblem(
      await api(ctx, t.superuser, 'POST', '/api/smartcontract/create', {
        product: plain.id,
        owner: OWNER,
        tokenName: 'A',
        symbol: 'A',
      }),
      409,
      'Dieses Produkt ist nicht tokenisiert.',
    );
    const draft = await newProduct(ctx, t.superuser, ids.issuerId);
    await update(ctx, t.superuser, draft.id, { kind: 1 });
    expectProblem(
      await api(ctx, t.superuser, 'POST', '/api/smartcontract/create', {
        product: draft.id,
        owner: OWNER,
        tokenName: 'A',
        symbol: 'A',
      }),
      409,
      'Der Smart Contract kann erst nach dem Erstellen des Produkts angelegt werden.',
    );
  });
});

describe('who may do what', () => {
  let contractId: number;
  let productId: number;
  beforeAll(async () => {
    const p = await tokenizedProduct(ctx, t.issuer, ids.issuerId);
    productId = p.id;
    contractId = (await api(ctx, t.issuer, 'GET', `/api/smartcontract/product/${p.id}`)).json().id;
  });

  it('admin, superuser and the issuer list and read it', async () => {
    for (const role of ['admin', 'superuser', 'issuer'] as const) {
      const list = await api(ctx, t[role], 'GET', `/api/smartcontract/?page=1&product-id=${productId}`);
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json()).toMatchObject({ count: 1, results: [{ id: contractId }] });
      expect((await api(ctx, t[role], 'GET', `/api/smartcontract/${contractId}`)).statusCode).toBe(200);
    }
    const filtered = await api(ctx, t.admin, 'GET', '/api/smartcontract/?page=1&status=D');
    expect(filtered.json().results.every((r: { status: string }) => r.status === 'D')).toBe(true);
    const byName = await api(ctx, t.admin, 'GET', '/api/smartcontract/?page=1&tokenName=solartok&symbol=so');
    expect(byName.json().count).toBeGreaterThan(0);
  });

  it('investor, salesrep and reseller get 403', async () => {
    for (const role of ['investor', 'salesrep', 'reseller'] as const) {
      const host =
        role === 'investor'
          ? 'demo.invest.localhost'
          : role === 'salesrep'
            ? 'demo.broker.localhost'
            : 'localhost';
      const headers = { host, authorization: `Bearer ${t[role]}` };
      for (const [method, url] of [
        ['GET', '/api/smartcontract/?page=1'],
        ['GET', `/api/smartcontract/${contractId}`],
        ['GET', `/api/smartcontract/product/${productId}`],
        ['POST', '/api/smartcontract/create'],
        ['POST', '/api/smartcontract/deploy-request'],
        ['POST', `/api/smartcontract/${contractId}/deploy`],
      ] as const) {
        const res = await ctx.app.inject({
          method,
          url,
          headers,
          payload: method === 'POST' ? {} : undefined,
        });
        expectProblem(res, 403);
      }
    }
  });

  it('only the admin deploys', async () => {
    expectProblem(await api(ctx, t.superuser, 'POST', `/api/smartcontract/${contractId}/deploy`), 403);
    expectProblem(await api(ctx, t.issuer, 'POST', `/api/smartcontract/${contractId}/deploy`), 403);
  });

  it('another tenant and another issuer get 404 and an empty list', async () => {
    const other = await newTenant(ctx, 'fremd');
    expectProblem(await api(ctx, other.token, 'GET', `/api/smartcontract/${contractId}`), 404);
    expectProblem(await api(ctx, other.token, 'GET', `/api/smartcontract/product/${productId}`), 404);
    expect((await api(ctx, other.token, 'GET', '/api/smartcontract/?page=1')).json().count).toBe(0);
    expectProblem(
      await api(ctx, other.token, 'POST', '/api/smartcontract/create', {
        product: productId,
        owner: OWNER,
        tokenName: 'A',
        symbol: 'A',
      }),
      404,
    );
    expectProblem(
      await api(ctx, other.token, 'POST', '/api/smartcontract/deploy-request', {
        message: 'x',
        smartContract: contractId,
      }),
      404,
    );
    await bareIssuer(ctx, ids.tenant, 'anderer-emittent@example.com');
    const otherIssuer = await login(ctx, 'anderer-emittent@example.com');
    expectProblem(await api(ctx, otherIssuer, 'GET', `/api/smartcontract/${contractId}`), 404);
    expect((await api(ctx, otherIssuer, 'GET', '/api/smartcontract/?page=1')).json().count).toBe(0);
  });
});

describe('deploy request', () => {
  it('mails the operator with tenant, product, contract and message; stores and audits it', async () => {
    const p = await tokenizedProduct(ctx, t.issuer, ids.issuerId, { name: 'Windpark Ost' });
    const sc = (await api(ctx, t.issuer, 'GET', `/api/smartcontract/product/${p.id}`)).json();
    const res = await api(ctx, t.issuer, 'POST', '/api/smartcontract/deploy-request', {
      message: 'Bitte bis Freitag bereitstellen.',
      smartContract: sc.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: 'Anfrage erfolgreich versendet' });
    const [mail] = await mailsTo(ctx, ctx.config.operatorEmail);
    expect(mail!.subject).toContain('Windpark Ost');
    expect(mail!.text).toContain('Demo Kapital GmbH');
    expect(mail!.text).toContain('Bitte bis Freitag bereitstellen.');
    expect(mail!.text).toContain(`Smart Contract #${sc.id}`);
    const after = (await api(ctx, t.issuer, 'GET', `/api/smartcontract/${sc.id}`)).json();
    expect(after.deployRequestMessage).toBe('Bitte bis Freitag bereitstellen.');
    expect(after.deployRequestedAt).not.toBeNull();
    expect(await auditOf(ctx, 'smart_contract', sc.id)).toContain('smart_contract.deploy_request');
    const plain = await api(ctx, t.superuser, 'POST', '/api/smartcontract/deploy-request', {
      message: 'Allgemein',
    });
    expect(plain.statusCode, plain.body).toBe(200);
  });
});

describe('GET /api/chain (public)', () => {
  it('describes the chain for the wallet', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/chain', headers: { host: 'localhost' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      chainId: 31337,
      rpcUrls: [expect.stringMatching(/^http/)],
      nativeCurrency: { decimals: 18 },
      tokenDecimals: 0,
    });
  });
});

describe('the contract follows the product until it is deployed', () => {
  it('an undeployed contract takes new token terms; a deployed one refuses them, other fields stay editable', async () => {
    const p = await tokenizedProduct(ctx, t.issuer, ids.issuerId);
    const before = (await api(ctx, t.issuer, 'GET', `/api/smartcontract/product/${p.id}`)).json();
    const saved = await update(ctx, t.issuer, p.id, {
      symbol: 'SOLX',
      volume: 400000,
      owner: OWNER.toLowerCase(),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await api(ctx, t.issuer, 'GET', `/api/smartcontract/product/${p.id}`)).json();
    expect(after).toMatchObject({ id: before.id, status: 'C', symbol: 'SOLX', numberOfTokens: 400000 });
    expect(await auditOf(ctx, 'smart_contract', before.id)).toEqual([
      'smart_contract.create',
      'smart_contract.update',
    ]);
    // The product's own validation still applies (symbol 1–5 letters or digits).
    expectProblem(await update(ctx, t.issuer, p.id, { symbol: 'SO-LX' }), 400);

    const deployed = await deploy(ctx, t.admin, before.id);
    expect(deployed.status).toBe('D');
    const FROZEN =
      'Owner-Adresse, Token-Name, Token-Symbol und Emissionsvolumen können nicht mehr geändert werden: Der Smart Contract ist bereits bereitgestellt.';
    expectProblem(await update(ctx, t.issuer, p.id, { symbol: 'NEU' }), 409, FROZEN);
    expectProblem(await update(ctx, t.issuer, p.id, { volume: 300000 }), 409, FROZEN);
    const text = await update(ctx, t.issuer, p.id, { description: 'Neue Beschreibung des Solarparks' });
    expect(text.statusCode, text.body).toBe(200);
    expect((await api(ctx, t.issuer, 'GET', `/api/smartcontract/product/${p.id}`)).json()).toMatchObject({
      status: 'D',
      symbol: 'SOLX',
      numberOfTokens: 400000,
    });
  });
});
