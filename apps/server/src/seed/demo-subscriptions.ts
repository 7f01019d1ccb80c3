import { agioCents, amountInWords, euroToCents, zeichnungTexts } from '@zp/domain';
import { todayIso } from '@zp/domain/validation/fields';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { productDocuments, products, selfDisclosures, zeichnungen } from '../db/index.ts';
import { type Actor, SYSTEM_ACTOR, writeAudit } from '../lib/audit.ts';
import type { FileStore } from '../lib/files.ts';
import { createCommissionsForPayment } from '../modules/commissions/commissions.service.ts';
import type { ProductRow } from '../modules/products/product.mapper.ts';
import { documentData } from '../modules/subscriptions/documents.ts';
import { approveCommissionStep } from '../modules/subscriptions/use-cases/approve-commission.ts';
import { appendWithdrawalNotice, withdrawalNoticeOf } from '../modules/subscriptions/withdrawal-notice.ts';
import { renderZeichnungsschein } from '../modules/subscriptions/zeichnungsschein.ts';

type UserRow = Parameters<typeof documentData>[2];
type ZeichnungRow = typeof zeichnungen.$inferSelect;

export interface DemoSubscription {
  productName: string;
  status: 'O' | 'F' | 'A' | 'W';
  euros?: number;
  shares?: number;
  paid?: boolean;
  daysAgo: number;
  /** Status W: withdrawn so many days ago (within the 14 days after finishing). */
  withdrawnDaysAgo?: number;
  /** Paid and past the withdrawal period: the provider has approved its commissions (records A). */
  commissionApproved?: boolean;
}

/**
 * The demo investor's subscriptions: unfinished, in acceptance, accepted, accepted and paid (issue 6 demo data);
 * issue 16: the ones in acceptance from 2–3 days ago are still withdrawable, the paid one is past the 14 days,
 * one is withdrawn, and the 6 000 € in the §2a product count against the per-issuer limit (with the stored
 * self-disclosure of 10 000 €, 4 000 € are left with the demo issuer).
 * The accepted unpaid one was accepted 3 days ago, so its payment instructions (issue 16) are within their deadline;
 * the 2 000 € Solarpark one in acceptance is accepted by the payment journey, the 2 500 € one withdrawn by the
 * withdrawal journey (each its own, so the journeys may run side by side).
 * Issue 17: the paid ones' commissions show every status: O (5 000 €), A (2 200 €, approved by `approver`), and R
 * and P on the demo credit notes (1 500 € and 3 000 €, see demo-credit-notes.ts).
 */
const PLAN: DemoSubscription[] = [
  // Older paid ones whose commissions the demo credit notes settle (issue 17: one note paid, one open).
  { productName: 'Solarpark Brandenburg Anleihe 2027', status: 'A', euros: 3000, paid: true, daysAgo: 120 },
  { productName: 'Solarpark Brandenburg Anleihe 2027', status: 'A', euros: 1500, paid: true, daysAgo: 90 },
  { productName: 'Solarpark Brandenburg Anleihe 2027', status: 'A', euros: 5000, paid: true, daysAgo: 60 },
  // Issue 17: commissions in every status; this one's are approved (A) and wait for the next credit note.
  {
    productName: 'Solarpark Brandenburg Anleihe 2027',
    status: 'A',
    euros: 2200,
    paid: true,
    daysAgo: 45,
    commissionApproved: true,
  },
  { productName: 'Solarpark Brandenburg Anleihe 2027', status: 'F', euros: 2000, daysAgo: 3 },
  { productName: 'Solarpark Brandenburg Anleihe 2027', status: 'F', euros: 2500, daysAgo: 2 },
  { productName: 'Bürgerenergie eG Genossenschaftsanteile', status: 'A', shares: 4, daysAgo: 3 },
  { productName: 'Windkraft Nordsee Nachrangdarlehen', status: 'O', euros: 1000, daysAgo: 1 },
  { productName: 'Wohnquartier Leipzig Vermögensanlage', status: 'F', euros: 6000, daysAgo: 30 },
  {
    productName: 'Wohnquartier Leipzig Vermögensanlage',
    status: 'W',
    euros: 1500,
    daysAgo: 12,
    withdrawnDaysAgo: 10,
  },
];

/** The demo investor's self-disclosure (assets of at least 100 000 €: 10 000 € per issuer), a month old. */
export async function seedDemoSelfDisclosure(exec: Executor, investorId: number) {
  await exec.insert(selfDisclosures).values({
    investorId,
    assetsOver100k: true,
    monthlyNetIncomeCents: null,
    createdAt: new Date(Date.now() - 31 * 86_400_000),
  });
}

export interface DemoInvestor {
  id: number;
  salesrepId: number | null;
  user: UserRow;
}

export async function seedDemoSubscriptions(
  exec: Executor,
  files: FileStore,
  investor: DemoInvestor,
  seeded: ProductRow[],
  approver: Actor = SYSTEM_ACTOR,
) {
  let count = 0;
  await seedDemoSelfDisclosure(exec, investor.id);
  for (const plan of PLAN) {
    const p = seeded.find((r) => r.name === plan.productName);
    if (!p) continue;
    const row = await seedDemoSubscription(exec, files, investor, p, plan);
    if (plan.commissionApproved) await approveDemoCommission(exec, row, p, approver);
    count++;
  }
  return count;
}

/**
 * One subscription of the demo investor as the wizard, acceptance and payment would leave it: the product's
 * invested volume booked, the filled subscription document stored, audited.
 */
export async function seedDemoSubscription(
  exec: Executor,
  files: FileStore,
  investor: DemoInvestor,
  p: ProductRow,
  plan: DemoSubscription,
) {
  const amount = plan.shares ? plan.shares * (p.minInvestmentCents ?? 0) : euroToCents(plan.euros ?? 0);
  const agio = p.flags.withAgio ? agioCents(amount, p.agio) : 0;
  const created = new Date(Date.now() - plan.daysAgo * 86_400_000);
  const accepted = plan.status === 'A';
  const [row] = await exec
    .insert(zeichnungen)
    .values({
      productId: p.id,
      investorId: investor.id,
      salesrepId: investor.salesrepId,
      superuserId: p.superuserId,
      status: plan.status,
      volumeCents: amount,
      shares: plan.shares ?? null,
      agioCents: agio,
      totalAmountCents: amount + agio,
      transferDate: plan.status === 'O' ? null : created.toISOString().slice(0, 10),
      acceptor: accepted ? 'Ingo Emittent' : null,
      acceptedAt: accepted ? created : null,
      isPaid: Boolean(plan.paid),
      transferAcceptor: plan.paid ? 'Ingo Emittent' : null,
      transferAcceptedAt: plan.paid ? created : null,
      activeStep: plan.status === 'O' ? 2 : 0,
      finishedAt: plan.status === 'O' ? null : created,
      withdrawnAt:
        plan.withdrawnDaysAgo == null ? null : new Date(Date.now() - plan.withdrawnDaysAgo * 86_400_000),
      dateOfCreation: created,
      data: {
        agbAccepted: true,
        dataPrivacyAccepted: true,
        notLivingInUsaAccepted: true,
        investOnOwnAccepted: true,
        ...(p.flags.withSelfDisclosure && amount > 100_000 ? { selfDisclosureAssets: true } : {}),
      },
    })
    .returning();
  if (plan.status !== 'O') {
    // A withdrawn subscription gave its volume back (only the live ones are booked).
    if (plan.status !== 'W')
      await exec
        .update(products)
        .set({ investedVolumeCents: sql`${products.investedVolumeCents} + ${amount}` })
        .where(eq(products.id, p.id));
    const [template] = await exec
      .select()
      .from(productDocuments)
      .where(and(eq(productDocuments.productId, p.id), eq(productDocuments.type, 'zeichnungsschein')));
    if (template) {
      const { buffer } = await files.read(template.fileId, exec);
      const filled = appendWithdrawalNotice(
        renderZeichnungsschein(buffer, documentData(row!, p, investor.user), created),
        zeichnungTexts.withdrawalNoticeTitle,
        await withdrawalNoticeOf(exec, row!, p),
      );
      const saved = await files.save(exec, {
        buffer: filled,
        originalName: `Zeichnungsschein-${row!.id}.docx`,
        check: { label: 'Zeichnungsschein', extensions: ['docx'] },
        ownerUserId: investor.user.id,
      });
      await exec
        .update(zeichnungen)
        .set({ zeichnungsscheinFileId: saved.id })
        .where(eq(zeichnungen.id, row!.id));
    }
  }
  await writeAudit(exec, SYSTEM_ACTOR, {
    action: 'demo.seed',
    entity: 'zeichnung',
    entityId: row!.id,
    after: { ...row, amountInWords: amountInWords(amount) },
  });
  // A paid, brokered subscription has its commission records (issue 17), open until the provider approves them.
  if (plan.paid) await createCommissionsForPayment(exec, row!, SYSTEM_ACTOR);
  return row!;
}

/**
 * The provider's "Provision freigeben" on a paid subscription past its withdrawal period, through the operator's
 * own step (its checks, the flag, the audit entry, and the records O → A with their own audit entries).
 */
async function approveDemoCommission(exec: Executor, z: ZeichnungRow, p: ProductRow, actor: Actor) {
  const now = new Date();
  const step = approveCommissionStep({
    tx: exec,
    caller: {
      userId: actor.userId ?? 0,
      role: 'admin',
      roleId: actor.userId ?? 0,
      tenantId: null,
      scope: 'main',
    },
    z,
    p,
    patch: { commissionApproved: true },
    today: todayIso(now),
    now,
  });
  if (!step) return;
  const [row] = await exec
    .update(zeichnungen)
    .set({ ...step.values, updatedAt: now })
    .where(eq(zeichnungen.id, z.id))
    .returning();
  await writeAudit(exec, actor, {
    action: step.action,
    entity: 'zeichnung',
    entityId: z.id,
    before: z,
    after: row,
  });
  await step.after?.(exec, row!, actor);
}
