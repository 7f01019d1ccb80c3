import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, mails } from '../../src/db/schema/index.ts';
import { createTestContext, type TestContext } from '../helpers.ts';

const mailRow = async (c: TestContext, id: number) =>
  (await c.database.db.select().from(mails).where(eq(mails.id, id)))[0]!;
const mailJob = async (c: TestContext, id: number) =>
  (
    await c.database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'mailId' = ${String(id)}`)
  )[0]!;

describe('mail without SMTP_URL (captured for the dev mailbox)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  it('captures sent mails and lists them newest first', async () => {
    const { mailer, jobs: queue, db } = ctx.app.deps;
    expect(mailer.capturesOnly).toBe(true);
    const first = await mailer.send(db, {
      to: 'anna@example.com',
      subject: 'Erste',
      text: 'Hallo 1',
      html: '<p>1</p>',
    });
    const second = await mailer.send(db, { to: 'Bob@Example.com', subject: 'Zweite', text: 'Hallo 2' });
    expect((await mailRow(ctx, first)).status).toBe('pending');
    expect(await queue.runDue()).toBe(2);
    expect(await mailRow(ctx, first)).toMatchObject({ status: 'captured', sentAt: expect.any(Date) });

    const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/mails' });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((m: { id: number }) => m.id)).toEqual([second, first]);
    expect(list[1]).toEqual({
      id: first,
      to: 'anna@example.com',
      subject: 'Erste',
      text: 'Hallo 1',
      html: '<p>1</p>',
      status: 'captured',
      attachments: [],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(list[0]).toMatchObject({ subject: 'Zweite', html: null });

    const filtered = await ctx.app.inject({ method: 'GET', url: '/api/dev/mails?to=bob@example.com' });
    expect(filtered.json().map((m: { id: number }) => m.id)).toEqual([second]);
  });

  it('filters by recipient before limiting, so older mails of one recipient stay reachable', async () => {
    const { mailer, db } = ctx.app.deps;
    const mine = await mailer.send(db, { to: 'carla@example.com', subject: 'Aktivierung', text: 'Code 1' });
    for (let i = 0; i < 3; i++)
      await mailer.send(db, { to: `other${i}@example.com`, subject: 'Andere', text: 'x' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/mails?to=Carla@Example.com&limit=1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((m: { id: number }) => m.id)).toEqual([mine]);
  });

  it('sends a test mail through the outbox', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/dev/mails/test',
      headers: { host: 'demo.invest.localhost:3000' },
      payload: { to: ' Test@Example.com ' },
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    await ctx.app.deps.jobs.runDue();
    const row = await mailRow(ctx, id);
    expect(row).toMatchObject({ to: 'test@example.com', subject: 'Test-E-Mail', status: 'captured' });
    expect(row.text).toContain('http://demo.invest.localhost:3000/');
    expect(row.html).toContain('<html lang="de">');
  });

  it.each([
    [{ to: 'not-an-email' }, 'Keine valide E-Mail-Adresse'],
    [{ to: 'anna@' }, 'Keine valide E-Mail-Adresse'],
    [{}, 'Dieses Feld wird benötigt'],
  ])('refuses %j with a German field error', async (payload, message) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/dev/mails/test', payload });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ status: 400, detail: message, errors: { to: message } });
  });
});

describe('mail over SMTP', () => {
  let ctx: TestContext;
  let sink: SMTPServer;
  const received: Email[] = [];

  beforeAll(async () => {
    sink = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address === 'voll@example.com') {
          return callback(Object.assign(new Error('Postfach voll'), { responseCode: 552 }));
        }
        callback();
      },
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          PostalMime.parse(Buffer.concat(chunks)).then((email) => {
            received.push(email);
            callback();
          }, callback);
        });
      },
    });
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    const { port } = sink.server.address() as AddressInfo;
    ctx = await createTestContext({
      SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      MAIL_FROM: 'Plattform <no-reply@zp.test>',
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await new Promise<void>((resolve) => sink.close(() => resolve()));
  });

  it('delivers the mail with its attachment and marks it sent', async () => {
    const { mailer, jobs: queue, db, files } = ctx.app.deps;
    expect(mailer.capturesOnly).toBe(false);
    const file = await files.save(db, {
      buffer: Buffer.from('Zeichnungsschein Nr. 7'),
      originalName: 'schein.txt',
      check: { label: 'Dokument', extensions: ['txt'] },
    });
    const id = await mailer.send(db, {
      to: 'anleger@example.com',
      subject: 'Ihre Zeichnung – Bestätigung',
      text: 'Vielen Dank für Ihre Zeichnung über 1.000,00 €.',
      html: '<p>Vielen Dank</p>',
      attachments: [{ filename: 'schein.txt', fileId: file.id, contentType: 'text/plain' }],
    });
    expect(await queue.runDue()).toBe(1);

    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.subject).toBe('Ihre Zeichnung – Bestätigung');
    expect(mail.text?.trim()).toBe('Vielen Dank für Ihre Zeichnung über 1.000,00 €.');
    expect(mail.html).toContain('<p>Vielen Dank</p>');
    expect(mail.from?.address).toBe('no-reply@zp.test');
    expect(mail.to?.map((a) => a.address)).toEqual(['anleger@example.com']);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.filename).toBe('schein.txt');
    expect(Buffer.from(mail.attachments[0]!.content as ArrayBuffer).toString()).toBe(
      'Zeichnungsschein Nr. 7',
    );

    expect(await mailRow(ctx, id)).toMatchObject({
      status: 'sent',
      lastError: null,
      sentAt: expect.any(Date),
    });
    expect((await mailJob(ctx, id)).status).toBe('done');
  });

  it('keeps a refused mail pending with the error for a retry', async () => {
    const { mailer, jobs: queue, db } = ctx.app.deps;
    const id = await mailer.send(db, { to: 'voll@example.com', subject: 'Abgelehnt', text: 'x' });
    await queue.runDue();
    expect(await mailRow(ctx, id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringContaining('Postfach voll'),
    });
    expect(received.map((m) => m.subject)).not.toContain('Abgelehnt');
  });

  it('retries while the SMTP server is down and marks the mail failed after the last attempt', async () => {
    await new Promise<void>((resolve) => sink.close(() => resolve()));
    const { mailer, jobs: queue, db } = ctx.app.deps;
    const id = await mailer.send(db, { to: 'anna@example.com', subject: 'Später', text: 'x' });
    await queue.runDue();
    let row = await mailRow(ctx, id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    const job = await mailJob(ctx, id);
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(job.runAt.getTime()).toBeGreaterThan(Date.now());

    await db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, job.id));
    await queue.runDue();
    expect(await mailRow(ctx, id)).toMatchObject({ status: 'pending', attempts: 2 });

    await db
      .update(jobs)
      .set({ runAt: sql`now()`, attempts: job.maxAttempts - 1 })
      .where(eq(jobs.id, job.id));
    await queue.runDue();
    row = await mailRow(ctx, id);
    expect(row).toMatchObject({ status: 'failed', attempts: job.maxAttempts });
    expect((await mailJob(ctx, id)).status).toBe('failed');
  });
});

describe('dev mailbox in production', () => {
  it('does not exist', async () => {
    const prod = await createTestContext({
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(32),
      // Never contacted: the chain adapter connects lazily.
      CHAIN_RPC_URL: 'http://127.0.0.1:9',
      CHAIN_ID: '137',
      CHAIN_DEPLOYER_KEY: `0x${'cd'.repeat(32)}`,
    });
    try {
      for (const [method, url] of [
        ['GET', '/api/dev/mails'],
        ['POST', '/api/dev/mails/test'],
      ] as const) {
        const res = await prod.app.inject({
          method,
          url,
          payload: method === 'POST' ? { to: 'a@b.de' } : undefined,
        });
        expect(res.statusCode).toBe(404);
      }
    } finally {
      await prod.close();
    }
  });
});
