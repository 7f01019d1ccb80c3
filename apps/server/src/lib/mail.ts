import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db, Executor } from '../db/client.ts';
import { sendWithoutWaiting } from '../db/pipelined-transactions.ts';
import { preparedStatement, selectById } from '../db/prepared.ts';
import { type MailAttachment, mails } from '../db/schema/index.ts';
import type { FileStore } from './files.ts';
import type { JobQueue } from './jobs.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /**
   * Extra mail headers (e.g. `List-Unsubscribe` of a newsletter). Kept in the mail job's payload (the outbox row has
   * no column for them) and set when the mail is delivered.
   */
  headers?: Record<string, string>;
}

export const MAIL_QUEUE = 'mail.send';

// Every mail is written once, read once and marked once: prepared once per connection (decision 055).
const insertMail = preparedStatement((exec) =>
  exec
    .insert(mails)
    .values({
      to: sql.placeholder('to'),
      subject: sql.placeholder('subject'),
      text: sql.placeholder('text'),
      html: sql.placeholder('html'),
      attachments: sql.placeholder('attachments'),
    })
    .returning({ id: mails.id })
    .prepare('zp_mail_insert'),
);
const mailById = selectById(mails, 'zp_mail_by_id');
const markMail = preparedStatement((exec) =>
  exec
    .update(mails)
    // placeholders in SET are bound with the column's encoder, as in updateById (drizzle's types do not list them)
    .set({
      status: sql.placeholder('status'),
      sentAt: sql.placeholder('sentAt'),
      lastError: sql`null`,
    } as never)
    .where(eq(mails.id, sql.placeholder('id')))
    .prepare('zp_mail_mark'),
);

/**
 * Outbox mailer: `send()` writes the mail and its job in the caller's transaction, so a mail exists exactly
 * when the business change committed. The job sends it over SMTP with retries; without SMTP_URL it is only
 * captured (visible in the dev mailbox).
 */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    private readonly files: FileStore,
    private readonly log: FastifyBaseLogger,
    private readonly options: { smtpUrl?: string; from: string },
  ) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
    jobs.register(MAIL_QUEUE, async (payload, job) => {
      const id = Number(payload.mailId);
      const headers = (payload.headers ?? undefined) as Record<string, string> | undefined;
      try {
        await this.deliver(id, job.id, headers);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const final = job.attempts >= job.max_attempts;
        await this.db
          .update(mails)
          .set({ status: final ? 'failed' : 'pending', attempts: job.attempts, lastError: message })
          .where(eq(mails.id, id));
        throw err;
      }
    });
  }

  get capturesOnly(): boolean {
    return this.transport === null;
  }

  async send(exec: Executor, mail: OutgoingMail): Promise<number> {
    const [row] = await insertMail(exec).execute({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      attachments: mail.attachments ?? [],
    });
    const payload = mail.headers ? { mailId: row!.id, headers: mail.headers } : { mailId: row!.id };
    await this.jobs.add(exec, MAIL_QUEUE, payload, { maxAttempts: 8 });
    return row!.id;
  }

  private async deliver(id: number, jobId: number, headers?: Record<string, string>): Promise<void> {
    const mail = await mailById(this.db, id);
    if (!mail || mail.status === 'sent' || mail.status === 'captured') return;
    if (!this.transport) {
      await this.mark(id, jobId, 'captured');
      return;
    }
    const attachments = await Promise.all(
      mail.attachments.map(async (a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: (await this.files.read(a.fileId)).buffer,
      })),
    );
    await this.transport.sendMail({
      from: this.options.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? undefined,
      attachments,
      ...(headers ? { headers } : {}),
    });
    await this.mark(id, jobId, 'sent');
    this.log.info({ mailId: id }, 'mail sent');
  }

  /**
   * The mail marked sent (or captured) and its job done in one transaction. Neither answer is waited for: on
   * PostgreSQL the BEGIN, both updates and the COMMIT leave in one write (decision 056).
   */
  private mark(id: number, jobId: number, status: 'sent' | 'captured'): Promise<void> {
    return this.db.transaction(async (tx) => {
      await sendWithoutWaiting(tx, () => markMail(tx).execute({ id, status, sentAt: new Date() }));
      await this.jobs.complete(tx, jobId);
    });
  }

  /** The newest mails of the outbox (the dev mailbox), optionally to one address (case-insensitive). */
  async listRecent(filter: { to?: string; limit: number }) {
    const to = filter.to?.trim().toLowerCase();
    const rows = await this.db
      .select()
      .from(mails)
      .where(to ? eq(sql`lower(${mails.to})`, to) : undefined)
      .orderBy(desc(mails.id))
      .limit(filter.limit);
    return rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() }));
  }

  close(): void {
    this.transport?.close();
  }
}

/**
 * Mails whose § 18a/§ 23 FinVermV period has ended (the retention job, decision 035): recipient replaced by `to`,
 * subject, body and attachments cleared. The row stays (its date and status).
 */
export async function anonymiseMails(exec: Executor, ids: number[], to: string): Promise<void> {
  if (!ids.length) return;
  await exec
    .update(mails)
    .set({ to, subject: '', text: '', html: null, attachments: [] })
    .where(inArray(mails.id, ids));
}
