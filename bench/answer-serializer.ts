/**
 * CPU of writing an answer (issue 22, decision 060): for real answers of the demo platform — a subscription
 * (`GET /zeichnung/{id}`, the answer of every wizard step), a subscriptions page, an interest events page (issue 18's
 * list) — the time per answer of fastify-type-provider-zod's serialiser (zod's encode, then JSON.stringify) and of the
 * compiled one (`apps/server/src/lib/answer-serializer.ts`), in this process, interleaved in rounds, with the answer's
 * size. The answers come from the real server on the embedded database with demo data (`npm start`'s).
 *
 *   npx tsx bench/answer-serializer.ts [--rounds 5] [--iterations 5000]
 */

import { listInterestEvents } from '@zp/domain/payouts/schedules.contract';
import { getZeichnung, listZeichnungen } from '@zp/domain/subscriptions/subscriptions.contract';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { answerSerializer } from '../apps/server/src/lib/answer-serializer.ts';
import { heading, num, printTable } from './lib/format.ts';
import { hostApi } from './lib/host-api.ts';
import { startServer } from './lib/server.ts';
import { DEMO_HOST, numberArg } from './lib/wizard.ts';

const ROUNDS = numberArg('rounds', 5);
const ITERATIONS = numberArg('iterations', 5000);
const PASSWORD = 'Demo-Pass1!';

const portal = hostApi({ host: DEMO_HOST });
/** The operator signs in on the main host (MAIN_HOST of the bench server). */
const main_ = hostApi({ host: 'localhost' });

async function main() {
  const server = await startServer();
  try {
    const login = async (email: string, api = portal) => {
      const r = await api(server, 'POST', '/login', undefined, { email, password: PASSWORD });
      if (r.status !== 200) throw new Error(`login ${email}: ${r.status}`);
      return r.json.access as string;
    };
    const investor = await login('investor@example.com');
    const admin = await login('admin@example.com', main_);
    const got = async (url: string, token: string) => {
      const r = await (token === admin ? main_ : portal)(server, 'GET', url, token);
      if (r.status !== 200) throw new Error(`GET ${url}: ${r.status}`);
      return r.json;
    };
    const page = await got('/zeichnung/?page=1', investor);
    const first = page.results[0];
    if (!first) throw new Error('the demo investor has no subscription');
    const cases: { name: string; schema: Parameters<typeof answerSerializer>[0]; value: unknown }[] = [
      {
        name: 'GET /zeichnung/{id} (every wizard answer)',
        schema: getZeichnung.response[200],
        value: await got(`/zeichnung/${first.id}`, investor),
      },
      {
        name: 'GET /zeichnung/ (admin page)',
        schema: listZeichnungen.response[200],
        value: await got('/zeichnung/?page=1', admin),
      },
      {
        name: 'GET /zeichnung/interest-payment-events/ (admin page)',
        schema: listInterestEvents.response[200],
        value: await got('/zeichnung/interest-payment-events/?page=1', admin),
      },
    ];
    heading(`answer serialisation: ${ROUNDS} rounds × ${ITERATIONS} answers per case and serialiser`);
    const rows: string[][] = [];
    for (const { name, schema, value } of cases) {
      const viaZod = serializerCompiler({ schema, method: 'GET', url: name } as never) as (
        v: unknown,
      ) => string;
      const compiled = answerSerializer(schema, viaZod);
      if (!compiled.compiled) throw new Error(`${name}: the schema is not compiled`);
      if (compiled(value) !== viaZod(value)) throw new Error(`${name}: the two serialisers differ`);
      const times = { zod: [] as number[], compiled: [] as number[] };
      for (let round = 0; round < ROUNDS; round++) {
        for (const [kind, fn] of [
          ['zod', viaZod],
          ['compiled', compiled],
        ] as const) {
          const t0 = process.cpuUsage();
          for (let i = 0; i < ITERATIONS; i++) fn(value);
          const used = process.cpuUsage(t0);
          times[kind].push((used.user + used.system) / ITERATIONS);
        }
      }
      const best = (list: number[]) => Math.min(...list);
      const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
      rows.push([
        name,
        num(viaZod(value).length),
        `${median(times.zod).toFixed(1)} (${best(times.zod).toFixed(1)})`,
        `${median(times.compiled).toFixed(1)} (${best(times.compiled).toFixed(1)})`,
        `${(median(times.zod) / median(times.compiled)).toFixed(1)}×`,
      ]);
    }
    printTable(['answer', 'bytes', 'zod µs, median (best)', 'compiled µs, median (best)', 'ratio'], rows);
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
