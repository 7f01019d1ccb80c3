// Reads of everything held about one investor or partner (issue 21, decision 035): its data copy, what the law
// requires to keep after an erasure, and the privacy request list's names. The access module reads the owning
// areas' tables (read only); the erasure's writes are in each owning area (\`privacy-erasure.ts\`).
import type { RetentionCategory } from '@zp/domain/privacy/retention';
import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import {
  auditLog,
  chatbotInteractions,
  commissionInvoices,
  commissions,
  exemptionOrders,
  installments,
  interestPaymentEvents,
  investors,
  investorTaxProfiles,
  mails,
  newsletterSubscriptions,
  payoutLines,
  privacyRequests,
  products,
  reminderCancellations,
  reminderSends,
  retentionHolds,
  salesreps,
  selfDisclosures,
  storedFiles,
  superusers,
  users,
  zeichnungen,
} from '../db/index.ts';
import { containsPattern, offsetOf, PAGE_SIZE } from '../lib/paging.ts';
import { scheduleRowUuid } from '../lib/schedule-uuid.ts';
import { ofInvestor } from '../modules/payouts/payouts.repository.ts';

export type PersonUserRow = typeof users.$inferSelect;

/** The person behind an investor or partner account: its users row and role row (null when gone). */
export interface Person {
  user: PersonUserRow;
  role: 'investor' | 'salesrep';
  /** investors.id or salesreps.id */
  roleId: number;
  tenantId: number;
}

export async function findPerson(exec: Executor, userId: number): Promise<Person | null> {
  const [user] = await exec.select().from(users).where(eq(users.id, userId));
  if (!user || (user.role !== 'investor' && user.role !== 'salesrep')) return null;
  const table = user.role === 'investor' ? investors : salesreps;
  const [row] = await exec
    .select({ id: table.id, superuserId: table.superuserId })
    .from(table)
    .where(eq(table.userId, userId));
  if (!row) return null;
  return { user, role: user.role, roleId: row.id, tenantId: row.superuserId };
}

/** The newsletter subscriptions of the person's address on its tenant's list. */
const newsletterOf = (p: Person) =>
  and(
    eq(sql`coalesce(${newsletterSubscriptions.superuserId}, 0)`, p.tenantId),
    eq(sql`lower(${newsletterSubscriptions.email})`, p.user.email.toLowerCase()),
  );

/** Chatbot questions on the person's tenant that contain its e-mail address (the widget is anonymous otherwise). */
const chatbotOf = (p: Person) =>
  and(
    eq(chatbotInteractions.superuserId, p.tenantId),
    ilike(chatbotInteractions.question, containsPattern(p.user.email)),
  );

/**
 * Everything held about the person, as JSON-ready rows per file, and the stored files of its documents (its
 * subscriptions' Zeichnungsscheine, its ID scan, payout notices, credit notes, files it owns). Only rows reached
 * through the person's own ids: its user id, investor or partner id, its subscriptions' ids, its address on its
 * own tenant's newsletter and chatbot.
 */
export async function collectPersonData(exec: Executor, p: Person) {
  const { passwordHash: _secret, ...account } = p.user;
  const data: Record<string, unknown> = { 'konto.json': account };
  const fileIds = new Map<string, string>();
  const addFile = (id: string | null | undefined, prefix: string) => {
    if (id && !fileIds.has(id)) fileIds.set(id, prefix);
  };
  addFile(p.user.idScanFileId, 'ausweis');
  let subscriptionIds: number[] = [];
  if (p.role === 'investor') {
    const [profile] = await exec.select().from(investors).where(eq(investors.id, p.roleId));
    data['anleger.json'] = profile;
    const subs = await exec.select().from(zeichnungen).where(eq(zeichnungen.investorId, p.roleId));
    subscriptionIds = subs.map((z) => z.id);
    data['zeichnungen.json'] = subs;
    for (const z of subs) addFile(z.zeichnungsscheinFileId, `zeichnungsschein-${z.id}`);
    data['selbstauskuenfte.json'] = await exec
      .select()
      .from(selfDisclosures)
      .where(eq(selfDisclosures.investorId, p.roleId));
    // each with the uuid the investor's answers show (derived from the id since migration 0033, decision 059)
    data['zinszahlungen.json'] = (
      await exec
        .select()
        .from(interestPaymentEvents)
        .where(ofInvestor(interestPaymentEvents.zeichnungId, p.roleId))
    ).map((e) => ({ ...e, uuid: scheduleRowUuid('interestPaymentEvent', e) }));
    data['raten.json'] = (
      await exec.select().from(installments).where(ofInvestor(installments.zeichnungId, p.roleId))
    ).map((r) => ({ ...r, uuid: scheduleRowUuid('installment', r) }));
    const lines = await exec.select().from(payoutLines).where(eq(payoutLines.investorId, p.roleId));
    data['auszahlungen.json'] = lines;
    for (const l of lines) addFile(l.noticeFileId, `auszahlung-${l.id}`);
    data['steuerdaten.json'] =
      (
        await exec.select().from(investorTaxProfiles).where(eq(investorTaxProfiles.investorId, p.roleId))
      )[0] ?? null;
    data['freistellungsauftraege.json'] = await exec
      .select()
      .from(exemptionOrders)
      .where(eq(exemptionOrders.investorId, p.roleId));
    data['erinnerungen.json'] = {
      sends: await exec
        .select({
          id: reminderSends.id,
          kind: reminderSends.kind,
          week: reminderSends.week,
          sentAt: reminderSends.sentAt,
        })
        .from(reminderSends)
        .where(eq(reminderSends.investorId, p.roleId)),
      cancellations: await exec
        .select()
        .from(reminderCancellations)
        .where(eq(reminderCancellations.investorId, p.roleId)),
    };
  } else {
    const [profile] = await exec.select().from(salesreps).where(eq(salesreps.id, p.roleId));
    data['partner.json'] = profile;
    data['provisionen.json'] = await exec
      .select()
      .from(commissions)
      .where(eq(commissions.salesrepId, p.roleId));
    const notes = await exec
      .select()
      .from(commissionInvoices)
      .where(eq(commissionInvoices.salesrepId, p.roleId));
    data['gutschriften.json'] = notes;
    for (const n of notes) addFile(n.fileId, `gutschrift-${n.number}`);
  }
  data['newsletter.json'] = await exec
    .select({
      id: newsletterSubscriptions.id,
      email: newsletterSubscriptions.email,
      origin: newsletterSubscriptions.origin,
      subscribedAt: newsletterSubscriptions.subscribedAt,
      confirmedAt: newsletterSubscriptions.confirmedAt,
      unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
    })
    .from(newsletterSubscriptions)
    .where(newsletterOf(p));
  data['chatbot.json'] = await exec
    .select({
      id: chatbotInteractions.id,
      origin: chatbotInteractions.origin,
      question: chatbotInteractions.question,
      answer: chatbotInteractions.answer,
      createdAt: chatbotInteractions.createdAt,
    })
    .from(chatbotInteractions)
    .where(chatbotOf(p));
  const about = [
    and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(p.user.id))),
    and(eq(auditLog.entity, p.role), eq(auditLog.entityId, String(p.roleId))),
  ];
  if (subscriptionIds.length)
    about.push(
      and(eq(auditLog.entity, 'zeichnung'), inArray(auditLog.entityId, subscriptionIds.map(String))),
    );
  data['protokoll.json'] = await exec
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorUserId: auditLog.actorUserId,
      actorRole: auditLog.actorRole,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      ip: sql<string | null>`case when ${auditLog.actorUserId} = ${p.user.id} then ${auditLog.ip} end`,
    })
    .from(auditLog)
    .where(or(eq(auditLog.actorUserId, p.user.id), ...about))
    .orderBy(auditLog.id);
  const owned = await exec
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(eq(storedFiles.ownerUserId, p.user.id));
  for (const f of owned) addFile(f.id, 'datei');
  return { data, files: [...fileIds].map(([id, prefix]) => ({ id, prefix })) };
}

const yearOf = (v: Date | string | null | undefined): number | null =>
  v == null ? null : Number((v instanceof Date ? v.toISOString() : v).slice(0, 4));
const maxYear = (...ys: (number | null | undefined)[]): number | null => {
  const known = ys.filter((y): y is number => typeof y === 'number' && Number.isFinite(y));
  return known.length ? Math.max(...known) : null;
};

/** One category's state: whether there is anything to keep, from which year the period counts, whether it runs. */
export interface CategoryState {
  category: RetentionCategory;
  lastYear: number;
  open: boolean;
  details?: Record<string, unknown>;
}

/**
 * What the law requires to keep of the person today (decision 035): per category whether records exist, the year
 * the period starts from (the newest record, or the end of the relationship) and whether the relationship is still
 * open (a subscription's contract runs, an interest payment is unpaid, a partner's commission is unsettled).
 * `withCommunication` adds the communication (mails, chatbot questions, reminders) found by the person's address.
 */
export async function assessPerson(
  exec: Executor,
  p: Person,
  today: string,
  withCommunication: boolean,
): Promise<CategoryState[]> {
  const thisYear = Number(today.slice(0, 4));
  const out: CategoryState[] = [];
  if (p.role === 'investor') {
    const subs = await exec
      .select({
        status: zeichnungen.status,
        deletedAt: zeichnungen.deletedAt,
        created: zeichnungen.dateOfCreation,
        finished: zeichnungen.finishedAt,
        withdrawn: zeichnungen.withdrawnAt,
        contractEnd: products.contractEnd,
      })
      .from(zeichnungen)
      .innerJoin(products, eq(products.id, zeichnungen.productId))
      .where(and(eq(zeichnungen.investorId, p.roleId), inArray(zeichnungen.status, ['F', 'A', 'W'])));
    const [unpaid] = await exec
      .select({ n: sql<number>`count(*)::int` })
      .from(interestPaymentEvents)
      .where(
        and(ofInvestor(interestPaymentEvents.zeichnungId, p.roleId), eq(interestPaymentEvents.isPaid, false)),
      );
    const running = subs.some(
      (z) =>
        z.deletedAt === null &&
        (z.status === 'F' || z.status === 'A') &&
        (z.contractEnd === null || z.contractEnd >= today),
    );
    const open = running || (unpaid?.n ?? 0) > 0;
    const subsYear = maxYear(
      ...subs.flatMap((z) => [yearOf(z.created), yearOf(z.finished), yearOf(z.withdrawn)]),
      ...subs.map((z) => (z.contractEnd && z.contractEnd <= today ? yearOf(z.contractEnd) : null)),
      open ? thisYear : null,
    );
    if (subs.length && subsYear !== null) {
      out.push({ category: 'subscriptions', lastYear: subsYear, open });
      out.push({ category: 'identity', lastYear: subsYear, open });
    }
    const [lines] = await exec
      .select({ y: sql<number | null>`max(${payoutLines.year})` })
      .from(payoutLines)
      .where(eq(payoutLines.investorId, p.roleId));
    const [orders] = await exec
      .select({ y: sql<number | null>`max(${exemptionOrders.year})` })
      .from(exemptionOrders)
      .where(eq(exemptionOrders.investorId, p.roleId));
    const [profile] = await exec
      .select({ at: investorTaxProfiles.updatedAt })
      .from(investorTaxProfiles)
      .where(eq(investorTaxProfiles.investorId, p.roleId));
    const invYear = maxYear(lines?.y, orders?.y, yearOf(profile?.at), open ? thisYear : null);
    if ((lines?.y != null || orders?.y != null || profile) && invYear !== null)
      out.push({ category: 'invoices', lastYear: invYear, open });
  } else {
    const brokered = await exec
      .select({ created: zeichnungen.dateOfCreation, finished: zeichnungen.finishedAt })
      .from(zeichnungen)
      .where(
        and(
          or(eq(zeichnungen.salesrepId, p.roleId), eq(zeichnungen.licensedSalesrepId, p.roleId)),
          inArray(zeichnungen.status, ['F', 'A', 'W']),
        ),
      );
    const comm = await exec
      .select({ status: commissions.status, created: commissions.createdAt, paid: commissions.paidAt })
      .from(commissions)
      .where(eq(commissions.salesrepId, p.roleId));
    const notes = await exec
      .select({ date: commissionInvoices.invoiceDate, paid: commissionInvoices.isPaid })
      .from(commissionInvoices)
      .where(eq(commissionInvoices.salesrepId, p.roleId));
    const open = comm.some((c) => c.status === 'O' || c.status === 'A') || notes.some((n) => !n.paid);
    const subsYear = maxYear(
      ...brokered.flatMap((z) => [yearOf(z.created), yearOf(z.finished)]),
      open ? thisYear : null,
    );
    if (brokered.length && subsYear !== null)
      out.push({ category: 'subscriptions', lastYear: subsYear, open });
    const invYear = maxYear(
      ...comm.flatMap((c) => [yearOf(c.created), yearOf(c.paid)]),
      ...notes.map((n) => yearOf(n.date)),
      open ? thisYear : null,
    );
    if ((comm.length || notes.length) && invYear !== null)
      out.push({ category: 'invoices', lastYear: invYear, open });
  }
  if (withCommunication) {
    // Mails have no tenant: they count only while no other account uses the same address.
    const [others] = await exec
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(
        and(sql`lower(${users.email}) = ${p.user.email.toLowerCase()}`, sql`${users.id} <> ${p.user.id}`),
      );
    const mailRows =
      (others?.n ?? 0) === 0
        ? await exec
            .select({ id: mails.id, at: mails.createdAt })
            .from(mails)
            .where(sql`lower(${mails.to}) = ${p.user.email.toLowerCase()}`)
        : [];
    const chats = await exec
      .select({ id: chatbotInteractions.id, at: chatbotInteractions.createdAt })
      .from(chatbotInteractions)
      .where(chatbotOf(p));
    const sends =
      p.role === 'investor'
        ? await exec
            .select({ id: reminderSends.id, at: reminderSends.sentAt })
            .from(reminderSends)
            .where(eq(reminderSends.investorId, p.roleId))
        : [];
    const all = [...mailRows, ...chats, ...sends];
    if (all.length)
      out.push({
        category: 'communication',
        lastYear: maxYear(...all.map((r) => yearOf(r.at)))!,
        open: false,
        details: {
          mailIds: mailRows.map((m) => m.id),
          chatbotInteractionIds: chats.map((c) => c.id),
          reminderSendIds: sends.map((s) => s.id),
        },
      });
  }
  return out;
}

/** The requests of a scope, newest first, 10 a page, with the person, its role and provider. */
export async function listPrivacyRequests(
  exec: Executor,
  scope: { all: true } | { tenantId: number },
  status: 'pending' | 'done' | 'failed' | undefined,
  page: number,
) {
  const where = and(
    'tenantId' in scope ? eq(privacyRequests.tenantId, scope.tenantId) : undefined,
    status ? eq(privacyRequests.status, status) : undefined,
  );
  const [count] = await exec.select({ n: sql<number>`count(*)::int` }).from(privacyRequests).where(where);
  const providerUser = sql`(select coalesce(pu.company, trim(pu.first_name || ' ' || pu.last_name)) from ${superusers} s join ${users} pu on pu.id = s.user_id where s.id = ${privacyRequests.tenantId})`;
  const rows = await exec
    .select({
      request: privacyRequests,
      firstName: users.firstName,
      lastName: users.lastName,
      company: users.company,
      erasedAt: users.erasedAt,
      role: users.role,
      provider: sql<string | null>`${providerUser}`,
      keptUntil: sql<
        string | null
      >`(select max(h.keep_until)::text from ${retentionHolds} h where h.privacy_request_id = ${privacyRequests.id} and h.purged_at is null)`,
    })
    .from(privacyRequests)
    .innerJoin(users, eq(users.id, privacyRequests.userId))
    .where(where)
    .orderBy(desc(privacyRequests.requestedAt), desc(privacyRequests.id))
    .limit(PAGE_SIZE)
    .offset(offsetOf(page));
  return { count: count?.n ?? 0, rows };
}
