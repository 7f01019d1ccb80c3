// Finishing is one transaction plus a durable job (docs/decisions/005): a crash between the commit and the job's
// run, or inside the job, leaves a finished subscription whose document and confirmation mail arrive exactly
// once after a restart (a new app on the same database running the due jobs).
import fs from 'node:fs';
import path from 'node:path';
import { formatDate } from '@zp/domain/format/format';
import { and, eq, sql } from 'drizzle-orm';
import PizZip from 'pizzip';
import { describe, expect, it, vi } from 'vitest';
import { productDocuments, zeichnungen } from '../../src/db/schema/index.ts';
import {
  create,
  DEMO,
  insertProduct,
  mailsTo,
  productRow,
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

/** A second instance of the server on the same database and file store ("after the restart") runs the due jobs. */
const runDueAfterRestart = (times = 1) => restart(ctx, { times });

const confirmations = async (zeichnungId: number) =>
  (await mailsTo(ctx, DEMO.investor.email)).filter((m) =>
    m.attachments.some((a) => a.filename === `Zeichnungsschein-${zeichnungId}.docx`),
  );
const documents = (zeichnungId: number) => documentsOf(ctx, zeichnungId);
const finishJobs = (zeichnungId: number) => finishJobsOf(ctx, zeichnungId);

/** A finish; `worker: false`: the process dies before its worker runs the enqueued job. */
async function finish(volume: number, worker = true) {
  const p = await insertProduct(ctx);
  const z = await create(ctx, t.investor, p.id, investorId);
  const res = await (worker ? update : updateWithoutWorker)(ctx, t.investor, z.id, {
    ...wizardData(volume),
    status: 'F',
  });
  return { p, z, res };
}

describe('finishing a subscription survives a crash', () => {
  it('between the commit and the job: finished without document; after restart both arrive once', async () => {
    // The process "dies" right after the finishing transaction committed: its worker never runs the job.
    const { p, z, res } = await finish(2000, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'F', volume: 2000, zeichnungsscheinUrl: null });
    expect((await productRow(ctx, p.id)).investedVolumeCents).toBe(2000_00);
    expect(await confirmations(z.id)).toHaveLength(0);
    expect(await finishJobs(z.id)).toEqual(['pending']);

    await runDueAfterRestart(2);
    expect(await finishJobs(z.id)).toEqual(['done']);
    expect(await confirmations(z.id)).toHaveLength(1);
    expect(await documents(z.id)).toHaveLength(1);
    const got = await ctx.app.inject({
      method: 'GET',
      url: `/api/zeichnung/${z.id}`,
      headers: { host: 'demo.invest.localhost', authorization: `Bearer ${t.investor}` },
    });
    expect(got.json().zeichnungsscheinUrl).toBe(`/api/zeichnung/${z.id}/zeichnungsschein`);
  });

  it('inside the job (before its transaction committed): nothing half done; after restart both arrive once', async () => {
    const send = vi
      .spyOn(ctx.app.deps.mailer, 'send')
      .mockRejectedValueOnce(new Error('crash while sending the confirmation'));
    const { z, res } = await finish(3000);
    send.mockRestore();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'F', zeichnungsscheinUrl: null });
    expect(await confirmations(z.id)).toHaveLength(0);
    expect(await documents(z.id)).toHaveLength(0);
    expect(await finishJobs(z.id)).toEqual(['pending']);

    // The retry is due after its back-off; the restarted worker runs it then.
    await ctx.database.db.execute(sql`update jobs set run_at = now() where queue = 'zeichnung.finished'`);
    await runDueAfterRestart();
    expect(await finishJobs(z.id)).toEqual(['done']);
    expect(await confirmations(z.id)).toHaveLength(1);
    expect(await documents(z.id)).toHaveLength(1);
  });

  it('a second run of the work (a duplicate job, another instance) makes no second document or mail', async () => {
    const { z, res } = await finish(1000);
    expect(res.statusCode, res.body).toBe(200);
    expect(await documents(z.id)).toHaveLength(1);
    expect(await confirmations(z.id)).toHaveLength(1);

    await ctx.app.deps.jobs.enqueue(ctx.database.db, 'zeichnung.finished', { zeichnungId: z.id });
    await runDueAfterRestart();
    expect(await confirmations(z.id)).toHaveLength(1);
    expect(await documents(z.id)).toHaveLength(1);
  });
});

describe('the document of a finish whose job runs days later', () => {
  it('is dated the day the subscription was finished, not the day its job ran', async () => {
    const { z, res } = await finish(1500, false);
    expect(res.statusCode, res.body).toBe(200);
    // the job waited three days (an outage, a backlog): the subscription was finished then
    await ctx.database.db
      .update(zeichnungen)
      .set({ finishedAt: sql`now() - interval '3 days'` })
      .where(eq(zeichnungen.id, z.id));
    const [row] = await ctx.database.db.select().from(zeichnungen).where(eq(zeichnungen.id, z.id));
    await runDueAfterRestart();
    const [file] = await documents(z.id);
    const xml = new PizZip((await ctx.app.deps.files.read(file!.id)).buffer)
      .file('word/document.xml')!
      .asText();
    expect(xml).toContain(`Datum: ${formatDate(row!.finishedAt)}`);
    expect(xml).not.toContain(`Datum: ${formatDate(new Date())}`);
  });
});

describe('a template whose file cannot be read', () => {
  it('the confirmation still goes out, without a document, and the subscription has none', async () => {
    const p = await insertProduct(ctx);
    const [doc] = await ctx.database.db
      .select({ fileId: productDocuments.fileId })
      .from(productDocuments)
      .where(and(eq(productDocuments.productId, p.id), eq(productDocuments.type, 'zeichnungsschein')));
    const meta = await ctx.app.deps.files.find(doc!.fileId);
    // the bytes are gone (a lost disk, a restore without the file store); the row is still there
    fs.rmSync(path.join(ctx.config.dataDir, 'files', meta!.key));
    const confirmationMails = async () =>
      (await mailsTo(ctx, DEMO.investor.email)).filter((m) => m.subject === 'Ihre Zeichnung').length;
    const before = await confirmationMails();
    const z = await create(ctx, t.investor, p.id, investorId);
    const res = await update(ctx, t.investor, z.id, { ...wizardData(1500), status: 'F' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await ctx.database.db
      .select({ fileId: zeichnungen.zeichnungsscheinFileId })
      .from(zeichnungen)
      .where(eq(zeichnungen.id, z.id));
    expect(row!.fileId).toBeNull();
    expect(await finishJobs(z.id)).toEqual(['done']);
    // one confirmation more, and none with this subscription's document attached
    expect(await confirmationMails()).toBe(before + 1);
    expect(await confirmations(z.id)).toEqual([]);
  });
});
