/**
 * The kind-0 wizard of the demo bond as the web app runs it (apps/web/src/features/subscriptions/components/wizard),
 * shared by `launch.ts` (many investors at once) and `request-cpu.ts` (CPU per request kind, one at a time).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { ANVIL_DEPLOYER_KEY } from '../../apps/server/src/lib/chain.ts';
import { type hostApi, workingDaysAhead } from './host-api.ts';
import { type BenchServer, freePort, startServer } from './server.ts';

const { Client: pgClient, Pool: pgPool } = pg;

export const DEMO_HOST = 'demo.invest.localhost';
export const DEMO_PRODUCT = 'Solarpark Brandenburg Anleihe 2027'; // kind 0: min 500 €, steps of 100 €, agio, depot number
const PASSWORD = 'Launch-Pass1!';

export type Api = ReturnType<typeof hostApi>;

/** A numeric command-line option `--name N`, or `fallback`. */
export const numberArg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};

export interface Investor {
  email: string;
  token: string;
  investorId: number;
}

/** Sign-up on the demo portal, the activation code from the outbox, set-password (which signs in). */
export async function signUp(
  api: Api,
  server: BenchServer,
  db: pg.Pool,
  tag: string,
  i: number,
): Promise<Investor> {
  const email = `launch-${tag}-${i}@bench.example`;
  const signup = await api(server, 'POST', '/investor/signup', undefined, {
    email,
    salutation: 'Herr',
    firstName: 'Lars',
    lastName: `Start${i}`,
    agbAccepted: true,
    dataPrivacyAccepted: true,
  });
  if (signup.status !== 201) throw new Error(`signup: ${signup.status} ${JSON.stringify(signup.json)}`);
  const mail = (
    await db.query<{ text: string }>('select text from mails where "to" = $1 order by id desc limit 1', [
      email,
    ])
  ).rows[0];
  const code = mail?.text.match(/activationCode=([^&\s]+)/)?.[1];
  if (!code) throw new Error(`no activation code mailed to ${email}`);
  const set = await api(server, 'POST', '/set-password', undefined, {
    email,
    password: PASSWORD,
    activationCode: decodeURIComponent(code),
  });
  if (set.status !== 200) throw new Error(`set-password: ${set.status} ${JSON.stringify(set.json)}`);
  return { email, token: set.json.access, investorId: set.json.investor.id };
}

export interface WizardRequest {
  kind: string;
  method: string;
  url: string;
  body?: unknown;
  expect: number;
}

/** The create request; its answer's id names the subscription the later requests work on. */
export const createRequest = (inv: Investor, productId: number): WizardRequest => ({
  kind: 'POST /zeichnung/create',
  method: 'POST',
  url: '/zeichnung/create',
  body: { product: productId, investor: inv.investorId },
  expect: 201,
});

/** The seven requests after the create, in the web app's order; the last one finishes (status F). */
export function wizardRequests(inv: Investor, zeichnungId: number, i: number): WizardRequest[] {
  const at = `/zeichnung/${zeichnungId}/update`;
  const investorAt = `/investor/${inv.investorId}/update`;
  return [
    { kind: 'GET /zeichnung/:id', method: 'GET', url: `/zeichnung/${zeichnungId}`, expect: 200 },
    {
      kind: 'PUT /investor/:id/update (person)',
      method: 'PUT',
      url: investorAt,
      body: {
        salutation: 'Herr',
        title: null,
        firstName: 'Lars',
        lastName: `Start${i}`,
        street: 'Hauptstraße',
        houseNumber: '12',
        zipCode: '10115',
        city: 'Berlin',
        country: 'Deutschland',
        dateOfBirth: '1980-04-12',
        nationality: 'deutsch',
        landlineNumber: null,
        mobileNumber: '+49 170 1234567',
      },
      expect: 200,
    },
    {
      kind: 'PUT /zeichnung/:id/update (step personal)',
      method: 'PUT',
      url: at,
      body: { activeStep: 1, step: 'personal' },
      expect: 200,
    },
    {
      kind: 'PUT /zeichnung/:id/update (step details)',
      method: 'PUT',
      url: at,
      body: {
        volume: 500 + (i % 10) * 100,
        transferDate: workingDaysAhead(5),
        investOnOwnAccepted: true,
        enoughMoneyToInvestCashAccepted: true,
        activeStep: 2,
        step: 'details',
      },
      expect: 200,
    },
    {
      kind: 'PUT /investor/:id/update (bank)',
      method: 'PUT',
      url: investorAt,
      body: {
        bankAccountOwner: `Lars Start${i}`,
        bankIban: 'DE89370400440532013000',
        bankBic: 'COBADEFFXXX',
        bankName: 'Commerzbank',
        bankDepotNumber: `DEPOT-${i}`,
      },
      expect: 200,
    },
    {
      kind: 'PUT /zeichnung/:id/update (step bank)',
      method: 'PUT',
      url: at,
      body: { activeStep: 3, step: 'bank' },
      expect: 200,
    },
    {
      kind: 'PUT /zeichnung/:id/update (finish)',
      method: 'PUT',
      url: at,
      body: { receipt1: true, receipt2: true, receipt3: true, status: 'F' },
      expect: 200,
    },
  ];
}

/** Runs `task(i)` for i < n, `concurrency` at a time. */
export async function pool(n: number, concurrency: number, task: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, n) }, async () => {
      while (next < n) await task(next++);
    }),
  );
}

export interface Launch {
  /** The first instance (sign-up ran through it). */
  server: BenchServer;
  /** Every instance, the first included (`instances` of withLaunch). */
  servers: BenchServer[];
  /** A pool on the launch's own database. */
  db: pg.Pool;
  dbName: string;
  product: { id: number; kind: number };
  /** Signed up and activated, their sign-up mails sent. */
  investors: Investor[];
}

/**
 * A fresh PostgreSQL database `zp_launch_<pid>` (on DATABASE_URL's server), the real server on it with demo data,
 * the demo bond with room for the launch's volume and `investors` new investors signed up, `concurrency` at a time;
 * runs `work` and drops the database at the end.
 */
export async function withLaunch(
  options: {
    investors: number;
    concurrency: number;
    api: Api;
    /**
     * Server instances on the one database, as behind a load balancer (docs/operations.md: several instances share
     * the database, DATA_DIR and the chain): the first starts the chain, the others use it and its DATA_DIR.
     */
    instances?: number;
  },
  work: (launch: Launch) => Promise<void>,
): Promise<void> {
  const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `zp_launch_${process.pid}`;
  const admin = new pgClient({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const dbUrl = new URL(baseUrl);
  dbUrl.pathname = `/${dbName}`;
  const db = new pgPool({ connectionString: dbUrl.toString(), max: 4 });
  db.on('error', () => undefined); // idle clients cut by the final drop
  let server: BenchServer | undefined;
  const servers: BenchServer[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zp-launch-'));
  try {
    const chainPort = await freePort();
    const common = {
      databaseUrl: dbUrl.toString(),
      quiet: process.env.BENCH_VERBOSE !== '1',
      dataDir,
    };
    const env = { AUTH_RATE_LIMIT: '1000000', LOG_LEVEL: 'warn' };
    server = await startServer({ ...common, env: { ...env, CHAIN_LOCAL_PORT: String(chainPort) } });
    servers.push(server);
    for (let n = 1; n < (options.instances ?? 1); n++)
      servers.push(
        await startServer({
          ...common,
          env: {
            ...env,
            CHAIN_RPC_URL: `http://127.0.0.1:${chainPort}`,
            CHAIN_ID: '31337',
            // the embedded anvil's deployer (its public first development account), as the first instance signs with
            CHAIN_DEPLOYER_KEY: ANVIL_DEPLOYER_KEY,
          },
        }),
      );
    const product = (
      await db.query<{ id: number; kind: number }>(
        'select id, kind from products where name = $1 and is_zeichnable',
        [DEMO_PRODUCT],
      )
    ).rows[0];
    if (!product) throw new Error(`demo product "${DEMO_PRODUCT}" not found or not released`);
    // The launch must not run out of volume.
    await db.query('update products set volume_cents = invested_volume_cents + 10000000000 where id = $1', [
      product.id,
    ]);
    const tag = String(process.pid);
    const investors: Investor[] = new Array(options.investors);
    const signupStart = performance.now();
    await pool(options.investors, options.concurrency, async (i) => {
      investors[i] = await signUp(options.api, server!, db, tag, i);
    });
    console.log(
      `sign-up + activation: ${options.investors} in ${((performance.now() - signupStart) / 1000).toFixed(1)} s (not in the figures below)`,
    );
    await jobsDrained(db);
    await work({ server, servers, db, dbName, product, investors });
  } finally {
    for (const s of servers.slice(1).reverse()) await s.stop();
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await db.end().catch(() => undefined);
    if (!process.env.BENCH_KEEP) await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

/** Waits until no job is due or running (the mails and documents of what was just done are out). */
export async function jobsDrained(db: pg.Pool): Promise<void> {
  const due = async () =>
    Number(
      (
        await db.query<{ n: string }>(
          `select count(*) as n from jobs where status in ('pending','running') and run_at <= now()`,
        )
      ).rows[0]!.n,
    );
  while ((await due()) > 0) await sleep(100);
}
