/**
 * kill -9 during concurrent finishes (issue 15, "Crashes"): on a fresh PostgreSQL database the real server (demo
 * data, in-memory embedded chain) is started as a child process; many investors finish subscriptions at once
 * through the API; the server is killed with SIGKILL in the middle of the burst and started again on the same
 * database and DATA_DIR; ≥ 10 rounds. After the last start has drained its jobs it counts
 *   - finished subscriptions without document (must be 0) and confirmations sent twice (must be 0),
 *   - orphan anvil processes: the killed servers' chains still alive 5 s after the kill (must be 0),
 *   - what each restart reported: contracts without code (GET /api/health → chain.missingContracts).
 * Figures, not assertions; the database is dropped at the end.
 *
 *   npx tsx bench/kill-finish.ts [--rounds 12] [--investors 40]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres   (the server to create the database on)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { hostApi, workingDaysAhead } from './lib/host-api.ts';
import { type BenchServer, freePort, startServer } from './lib/server.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ROUNDS = arg('rounds', 12);
const INVESTORS = arg('investors', 40);
const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const INV_HOST = 'demo.invest.localhost';
const PRODUCT = 'Solarpark Brandenburg Anleihe 2027';
const PASSWORD = 'Demo-Pass1!';
const DEMO_INVESTOR = 'investor@example.com';

/** pids of processes whose parent is `ppid` (Linux /proc). */
function childrenOf(ppid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(ppid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}
const commOf = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return null;
  }
};
/** The anvil processes of a server: server → watchdog (node) → anvil. */
const anvilsOf = (serverPid: number) =>
  childrenOf(serverPid)
    .flatMap((w) => [w, ...childrenOf(w)])
    .filter((pid) => commOf(pid) === 'anvil');
const alive = (pid: number) => commOf(pid) !== null;

const api = hostApi({ host: INV_HOST });

/** Clones the demo investor (person, bank and VIB data) `n` times: kill-<i>@bench.example, the demo password. */
async function addInvestors(db: pg.Client, n: number): Promise<{ email: string; investorId: number }[]> {
  const cols = async (table: string, skip: string[]) =>
    (
      await db.query<{ c: string }>(
        `select column_name as c from information_schema.columns where table_name = $1 and table_schema = 'public'
           and column_name <> all($2) and is_generated = 'NEVER' order by ordinal_position`,
        [table, skip],
      )
    ).rows.map((r) => `"${r.c}"`);
  const userCols = await cols('users', ['id', 'uuid', 'email']);
  const users = await db.query<{ id: number; email: string }>(
    `insert into users (${userCols.join(', ')}, email)
       select ${userCols.map((c) => `u.${c}`).join(', ')}, 'kill-' || g || '@bench.example'
       from users u, generate_series(1, $2::int) g where u.email = $1 and u.role = 'investor'
       returning id, email`,
    [DEMO_INVESTOR, n],
  );
  // The demo bond is held in a securities account: the clones have one.
  await db.query(`update users set bank_depot_number = '12345678' where email like 'kill-%@bench.example'`);
  const invCols = await cols('investors', ['id', 'user_id']);
  const out: { email: string; investorId: number }[] = [];
  for (const u of users.rows) {
    const r = await db.query<{ id: number }>(
      `insert into investors (${invCols.join(', ')}, user_id)
         select ${invCols.map((c) => `i.${c}`).join(', ')}, $2 from investors i
         join users u on u.id = i.user_id where u.email = $1 and u.role = 'investor' returning id`,
      [DEMO_INVESTOR, u.id],
    );
    out.push({ email: u.email, investorId: r.rows[0]!.id });
  }
  return out;
}

interface RoundFigures {
  round: number;
  startMs: number;
  missingContracts: number | undefined;
  committedAtKill: number;
  finishedOk: number;
  failed: number;
  killedAfterMs: number;
  anvilsOfKilled: number;
  orphanAnvils: number;
  leftWithoutDocument: number;
}

async function main() {
  const dbName = `zp_killfinish_${process.pid}`;
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const dbUrl = new URL(BASE_URL);
  dbUrl.pathname = `/${dbName}`;
  const databaseUrl = dbUrl.toString();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zp-kill-finish-'));
  const port = await freePort();
  const db = new pg.Client({ connectionString: databaseUrl });
  const start = () =>
    startServer({
      databaseUrl,
      dataDir,
      port,
      quiet: process.env.BENCH_VERBOSE !== '1',
      env: { AUTH_RATE_LIMIT: '1000000', LOG_LEVEL: 'warn' },
    });
  const figures: RoundFigures[] = [];
  let server: BenchServer | undefined;
  try {
    server = await start();
    await db.connect();
    const investors = await addInvestors(db, INVESTORS);
    const product = (
      await db.query<{ id: number }>('select id from products where name = $1 and is_zeichnable', [PRODUCT])
    ).rows[0];
    if (!product) throw new Error(`demo product "${PRODUCT}" not found or not released`);
    console.log(
      `kill-finish: ${ROUNDS} rounds × ${INVESTORS} investors finishing at once, kill -9 mid-burst (PostgreSQL ${dbName})`,
    );

    for (let round = 1; round <= ROUNDS + 1; round++) {
      const last = round === ROUNDS + 1;
      const startMs = server.startupMs;
      const health = await api(server, 'GET', '/api/health');
      const missingContracts = health.json?.chain?.missingContracts;
      if (last) {
        figures.push({
          round,
          startMs,
          missingContracts,
          committedAtKill: 0,
          finishedOk: 0,
          failed: 0,
          killedAfterMs: 0,
          anvilsOfKilled: 0,
          orphanAnvils: 0,
          leftWithoutDocument: 0,
        });
        break;
      }
      // Sign in and open one subscription each (before the burst: the burst is the finishing only).
      const open = await Promise.all(
        investors.map(async (inv) => {
          const login = await api(server!, 'POST', '/api/login', undefined, {
            email: inv.email,
            password: PASSWORD,
          });
          if (login.status !== 200)
            throw new Error(`login ${inv.email}: ${login.status} ${JSON.stringify(login.json)}`);
          const token = login.json.access as string;
          const z = await api(server!, 'POST', '/api/zeichnung/create', token, {
            product: product.id,
            investor: inv.investorId,
          });
          if (z.status !== 201) throw new Error(`create: ${z.status} ${JSON.stringify(z.json)}`);
          return { token, id: z.json.id as number };
        }),
      );
      const body = {
        volume: 500,
        transferDate: workingDaysAhead(5),
        investOnOwnAccepted: true,
        enoughMoneyToInvestCashAccepted: true,
        receipt1: true,
        receipt2: true,
        receipt3: true,
        status: 'F',
      };
      let finishedOk = 0;
      let failed = 0;
      const firstErrors: string[] = [];
      const burstStart = Date.now();
      const burst = open.map(({ token, id }) =>
        api(server!, 'PUT', `/api/zeichnung/${id}/update`, token, body).then(
          (r) => {
            if (r.status === 200) finishedOk++;
            else {
              failed++;
              if (firstErrors.length < 3)
                firstErrors.push(`${r.status} ${JSON.stringify(r.json).slice(0, 300)}`);
            }
          },
          () => {
            failed++;
          },
        ),
      );
      // Kill once a share of this burst's finishes has committed (varies by round: 10 % … 70 %): commits whose
      // in-request job has not run, jobs half way and requests not yet begun are all cut.
      const share = 0.1 + ((round * 0.37) % 0.6);
      const ids = open.map((o) => o.id);
      const committed = async () =>
        Number(
          (
            await db.query<{ n: string }>(
              `select count(*) as n from zeichnungen where id = any($1::int[]) and status = 'F'`,
              [ids],
            )
          ).rows[0]!.n,
        );
      let seen = await committed();
      while (seen < open.length * share && Date.now() - burstStart < 30_000) {
        await sleep(2);
        seen = await committed();
      }
      const killedAfterMs = Date.now() - burstStart;
      const anvils = anvilsOf(server.pid);
      await server.kill();
      await Promise.all(burst);
      await sleep(5000);
      const orphanAnvils = anvils.filter(alive).length;
      // What the kill left for the next start to repair: finished, no document yet.
      const leftWithoutDocument = Number(
        (
          await db.query<{ n: string }>(
            `select count(*) as n from zeichnungen where product_id = $1 and status in ('F','A')
               and deleted_at is null and zeichnungsschein_file_id is null`,
            [product.id],
          )
        ).rows[0]!.n,
      );
      figures.push({
        round,
        startMs,
        missingContracts,
        committedAtKill: seen,
        finishedOk,
        failed,
        killedAfterMs,
        anvilsOfKilled: anvils.length,
        orphanAnvils,
        leftWithoutDocument,
      });
      console.log(
        `round ${round}: start ${startMs} ms, missing contracts ${missingContracts ?? '–'}, ` +
          `committed when killed: ${seen}/${open.length}, answers 200: ${finishedOk}, cut/failed: ${failed}, ` +
          `killed after ${killedAfterMs} ms, ` +
          `anvil of the killed server alive 5 s later: ${orphanAnvils}/${anvils.length}, ` +
          `finished without document after the kill: ${leftWithoutDocument}` +
          (firstErrors.length ? `\n  first non-200 answers: ${firstErrors.join(' | ')}` : ''),
      );
      server = await start();
    }

    // The last start: its start-up check and its worker drain every finishing job (heartbeat locks ≤ 20 s).
    const drainStart = Date.now();
    let open = Number.POSITIVE_INFINITY;
    while (Date.now() - drainStart < 120_000) {
      open = Number(
        (
          await db.query<{ n: string }>(
            `select count(*) as n from jobs where queue = 'zeichnung.finished' and status in ('pending', 'running')`,
          )
        ).rows[0]!.n,
      );
      if (open === 0) break;
      await sleep(500);
    }
    const drainMs = Date.now() - drainStart;
    const counts = (
      await db.query<{
        finished: string;
        without_document: string;
        failed_jobs: string;
      }>(
        `select
           (select count(*) from zeichnungen where product_id = $1 and status in ('F','A') and deleted_at is null) as finished,
           (select count(*) from zeichnungen where product_id = $1 and status in ('F','A') and deleted_at is null
              and not is_external and zeichnungsschein_file_id is null) as without_document,
           (select count(*) from jobs where queue = 'zeichnung.finished' and status = 'failed') as failed_jobs`,
        [product.id],
      )
    ).rows[0]!;
    // Confirmations with the document, per subscription: exactly one each.
    const mails = (
      await db.query<{ filename: string; n: string }>(
        `select a->>'filename' as filename, count(*) as n from mails, jsonb_array_elements(attachments) a
         where "to" like 'kill-%@bench.example' group by 1`,
      )
    ).rows;
    const benchFinished = Number(
      (
        await db.query<{ n: string }>(
          `select count(*) as n from zeichnungen z join investors i on i.id = z.investor_id join users u on u.id = i.user_id
           where u.email like 'kill-%@bench.example' and z.status in ('F','A') and z.deleted_at is null`,
        )
      ).rows[0]!.n,
    );
    const totalOrphans = figures.reduce((s, f) => s + f.orphanAnvils, 0);
    const cut = figures.reduce((s, f) => s + f.failed, 0);
    const answered = figures.reduce((s, f) => s + f.finishedOk, 0);
    console.log('');
    console.log(
      `rounds (kill -9): ${ROUNDS}; finish requests answered 200: ${answered}, cut by the kill: ${cut}`,
    );
    console.log(
      `after the last start: jobs drained in ${drainMs} ms (open: ${open}); finished subscriptions of the product: ${counts.finished} (by the bench investors: ${benchFinished})`,
    );
    console.log(
      `finished without document right after the kills (healed by the next start): ${figures.map((f) => f.leftWithoutDocument).join(', ')}`,
    );
    console.log(`finished subscriptions without document after the last start: ${counts.without_document}`);
    console.log(
      `confirmations with document: ${mails.length} subscriptions, sent twice: ${mails.filter((m) => Number(m.n) > 1).length}; failed finishing jobs: ${counts.failed_jobs}`,
    );
    console.log(`orphan anvil processes (killed servers' chains alive 5 s after the kill): ${totalOrphans}`);
    console.log(
      `contracts without code reported by each start (health): ${figures.map((f) => f.missingContracts ?? '–').join(', ')}`,
    );
    console.log(
      `server start (ms): median ${[...figures.map((f) => f.startMs)].sort((a, b) => a - b)[Math.floor(figures.length / 2)]}`,
    );
  } finally {
    const lastAnvils = server ? anvilsOf(server.pid) : [];
    await server?.stop();
    await sleep(1000);
    const left = lastAnvils.filter(alive).length;
    if (left) console.log(`anvil still running after the last (clean) stop: ${left}`);
    await db.end().catch(() => undefined);
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
