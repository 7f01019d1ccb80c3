// The start-up repair (issue 15): a finished subscription without document and without job — data from before
// finishing enqueued its job, or a job that failed for good — gets the job at the next start; a product without a
// template (never a document) is enqueued at most once, its done job being the marker.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productDocuments, zeichnungen } from '../../src/db/schema/index.ts';
import {
  create,
  DEMO,
  insertProduct,
  mailsTo,
  type Suite,
  update,
  updateWithoutWorker,
  useSuite,
  wizardData,
} from './fixtures.ts';
import { documentsOf, finishJobsOf, restart } from './restart.ts';

let { ctx, t } = {} as Suite;
let investorId: number;
useSuite((s) => {
  ({ ctx, t } = s);
  investorId = s.ids.investorId;
});

/** A server start on the same database: its start-up tasks, then its worker drains the due jobs. */
const restartServer = () => restart(ctx, { startup: true });

const confirmations = async (productName: string) =>
  (await mailsTo(ctx, DEMO.investor.email)).filter((m) => m.text.includes(productName));
const documents = (zeichnungId: number) => documentsOf(ctx, zeichnungId);
const finishJobs = (zeichnungId: number) => finishJobsOf(ctx, zeichnungId);
/** The state data from before the fix could be in: finished, no document, no job (and no mail). */
async function asBeforeTheFix(zeichnungId: number) {
  await ctx.database.db.execute(
    sql`delete from jobs where queue = 'zeichnung.finished' and (payload->>'zeichnungId')::int = ${zeichnungId}`,
  );
}

async function finishWithoutJobRun(name: string, template = true) {
  const p = await insertProduct(ctx, { name });
  if (!template) await ctx.database.db.delete(productDocuments).where(eq(productDocuments.productId, p.id));
  const z = await create(ctx, t.investor, p.id, investorId);
  // The process "dies" right after the finishing transaction: its worker never runs the job.
  const res = await updateWithoutWorker(ctx, t.investor, z.id, { ...wizardData(1000), status: 'F' });
  expect(res.statusCode, res.body).toBe(200);
  return { p, z };
}

describe('start-up repair of finished subscriptions without document', () => {
  it('heals data from before the fix (finished, no document, no job): document and mail once', async () => {
    const { z } = await finishWithoutJobRun('Altbestand Wind');
    await asBeforeTheFix(z.id);
    expect(await finishJobs(z.id)).toEqual([]);

    await restartServer();
    expect(await finishJobs(z.id)).toEqual(['done']);
    expect(await documents(z.id)).toHaveLength(1);
    expect(await confirmations('Altbestand Wind')).toHaveLength(1);
    const [row] = await ctx.database.db.select().from(zeichnungen).where(eq(zeichnungen.id, z.id));
    expect(row!.zeichnungsscheinFileId).not.toBeNull();

    await restartServer();
    expect(await finishJobs(z.id)).toEqual(['done']);
    expect(await confirmations('Altbestand Wind')).toHaveLength(1);
  });

  it('enqueues a product without template once: its done job keeps later starts from enqueueing again', async () => {
    const { z } = await finishWithoutJobRun('Ohne Vorlage Solar', false);
    await asBeforeTheFix(z.id);

    await restartServer();
    expect(await finishJobs(z.id)).toEqual(['done']);
    expect(await documents(z.id)).toHaveLength(0);
    // A repair without document sends nothing: the old code may have sent this confirmation already.
    expect(await confirmations('Ohne Vorlage Solar')).toHaveLength(0);

    await restartServer();
    await restartServer();
    expect(await finishJobs(z.id)).toEqual(['done']);
  });

  it('a finish of today without template is done by its job and never enqueued again', async () => {
    const p = await insertProduct(ctx, { name: 'Heute ohne Vorlage' });
    await ctx.database.db.delete(productDocuments).where(eq(productDocuments.productId, p.id));
    const z = await create(ctx, t.investor, p.id, investorId);
    const res = await update(ctx, t.investor, z.id, { ...wizardData(1000), status: 'F' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await finishJobs(z.id)).toEqual(['done']);
    expect(await confirmations('Heute ohne Vorlage')).toHaveLength(1);

    await restartServer();
    expect(await finishJobs(z.id)).toEqual(['done']);
    expect(await confirmations('Heute ohne Vorlage')).toHaveLength(1);
  });

  it('leaves a pending job alone and enqueues again after a job failed for good', async () => {
    const { z } = await finishWithoutJobRun('Fehlgeschlagen Biogas');
    const db = ctx.database.db;
    await db.execute(
      sql`update jobs set run_at = now() + interval '1 hour' where (payload->>'zeichnungId')::int = ${z.id}`,
    );
    await restartServer();
    expect(await finishJobs(z.id)).toEqual(['pending']);

    await db.execute(
      sql`update jobs set status = 'failed', finished_at = now() where (payload->>'zeichnungId')::int = ${z.id}`,
    );
    await restartServer();
    expect(await finishJobs(z.id)).toEqual(['failed', 'done']);
    expect(await documents(z.id)).toHaveLength(1);
    expect(await confirmations('Fehlgeschlagen Biogas')).toHaveLength(1);
  });

  it('leaves open, deleted and external subscriptions alone', async () => {
    const { z } = await finishWithoutJobRun('Gelöscht Speicher');
    await asBeforeTheFix(z.id);
    await ctx.database.db
      .update(zeichnungen)
      .set({ deletedAt: new Date() })
      .where(and(eq(zeichnungen.id, z.id)));
    await restartServer();
    expect(await finishJobs(z.id)).toEqual([]);
  });
});
