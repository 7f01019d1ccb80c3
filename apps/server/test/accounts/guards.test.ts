import { can, type Permission, ROLES, type Role } from '@zp/domain';
import { describe, expect, it } from 'vitest';
import { investors, resellers, salesreps, superusers } from '../../src/db/schema/index.ts';
import type { TestContext } from '../helpers.ts';
import { call, DEMO, demoTokens, PROBLEM, useDemoContext } from './fixtures.ts';

let ctx: TestContext;
let tok: Awaited<ReturnType<typeof demoTokens>>;
const id = { user: 0, superuser: 0, reseller: 0, investor: 0, salesrep: 0 };

useDemoContext(async (c) => {
  ctx = c;
  const db = ctx.database.db;
  const first = async (t: typeof superusers | typeof resellers | typeof investors | typeof salesreps) =>
    (await db.select().from(t).limit(1))[0]!;
  id.superuser = (await first(superusers)).id;
  id.reseller = (await first(resellers)).id;
  const inv = await first(investors);
  id.investor = inv.id;
  id.user = inv.userId;
  id.salesrep = (await first(salesreps)).id;
  tok = await demoTokens(ctx);
});

type Method = 'GET' | 'PUT';
interface Route {
  method: Method;
  path: string;
  /** who passes the role check: a permission key or an explicit list */
  allowed: Permission | readonly Role[];
  body?: unknown;
}

const ROUTES: Route[] = [
  { method: 'GET', path: '/api/me', allowed: ROLES },
  { method: 'GET', path: '/api/count', allowed: ROLES },
  { method: 'GET', path: '/api/user/:user', allowed: 'user.view' },
  { method: 'PUT', path: '/api/user/:user/update', allowed: 'user.update', body: { city: 'Berlin' } },
  { method: 'GET', path: '/api/superuser/', allowed: 'superuser.list' },
  { method: 'GET', path: '/api/superuser/:superuser', allowed: 'superuser.view' },
  {
    method: 'PUT',
    path: '/api/superuser/:superuser/update',
    allowed: 'superuser.update',
    body: { city: 'Berlin' },
  },
  { method: 'GET', path: '/api/reseller/', allowed: 'reseller.list' },
  { method: 'GET', path: '/api/reseller/:reseller', allowed: 'reseller.view' },
  { method: 'GET', path: '/api/investor/', allowed: ['admin', 'superuser', 'salesrep'] },
  { method: 'GET', path: '/api/investor/:investor', allowed: 'investor.view' },
  {
    method: 'PUT',
    path: '/api/investor/:investor/update',
    allowed: 'investor.update',
    body: { city: 'Berlin' },
  },
  { method: 'GET', path: '/api/salesrep/', allowed: 'salesrep.list' },
  { method: 'GET', path: '/api/salesrep/:salesrep', allowed: 'salesrep.view' },
  {
    method: 'PUT',
    path: '/api/salesrep/:salesrep/update',
    allowed: 'salesrep.update',
    body: { registrationNumber: 'D-W-999-ZZZZ-99' },
  },
  { method: 'GET', path: '/api/salesrep/next-licensed-salesrep/:salesrep', allowed: 'salesrep.view' },
];

const url = (r: Route, value?: string) =>
  r.path.replace(/:(\w+)/, (_, k: keyof typeof id) => value ?? String(id[k]));
const mayCall = (r: Route, role: Role) =>
  typeof r.allowed === 'string' ? can(role, r.allowed) : r.allowed.includes(role);
const label = (r: Route) => `${r.method} ${r.path}`;

describe.each(ROUTES.map((r) => [label(r), r] as const))('%s', (_, route) => {
  it.each([...ROLES])('as %s: 403 exactly when the role may not, never 401/500', async (role) => {
    const res = await call(ctx, route.method, url(route), {
      host: DEMO[role].host,
      token: tok[role],
      body: route.body,
    });
    if (mayCall(route, role)) {
      expect([200, 404], res.body).toContain(res.statusCode);
    } else {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.headers['content-type']).toMatch(PROBLEM);
      expect(res.json().detail).toBe('Sie sind nicht berechtigt, diese Aktion auszuführen.');
    }
  });

  it('without a token: 401', async () => {
    const res = await call(ctx, route.method, url(route), { body: route.body });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(PROBLEM);
    expect(res.json().detail).toBe('Bitte melden Sie sich an.');
  });
});

describe.each(ROUTES.filter((r) => r.path.includes(':')).map((r) => [label(r), r] as const))(
  '%s with a bad id',
  (_, route) => {
    it.each(['abc', '0', '-5', '2147483648'])('%s → 400', async (bad) => {
      const res = await call(ctx, route.method, url(route, bad), { token: tok.admin, body: route.body });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(PROBLEM);
    });
  },
);

describe('public account routes never answer 500', () => {
  const PUBLIC = [
    '/api/signup',
    '/api/reseller/signup',
    '/api/investor/signup',
    '/api/salesrep/signup',
    '/api/login',
    '/api/set-password',
    '/api/token/refresh',
    '/api/logout',
    '/api/reset-password-request',
    '/api/reset-password',
  ];
  const BODIES: [string, string][] = [
    ['an array', '[]'],
    ['a string', '"x"'],
    ['null', 'null'],
    ['wrong types', '{"email":1,"password":true,"refresh":2,"activationCode":[],"reset_code":{}}'],
    [
      'huge strings',
      JSON.stringify({ email: `${'a'.repeat(5000)}@example.com`, password: 'x'.repeat(5000) }),
    ],
    ['broken JSON', '{"email":'],
  ];
  it.each(PUBLIC)('%s', async (path) => {
    for (const [name, payload] of BODIES) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: path,
        headers: { host: 'localhost', 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.headers['content-type']).toMatch(PROBLEM);
    }
  });
});
