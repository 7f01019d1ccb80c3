import {
  AppError,
  BOOKING_DURATIONS,
  type BookingDuration,
  bookingTexts,
  colorField,
  PERCENT_KEYS,
} from '@zp/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { bookings, bookingUpgrades } from '../../db/index.ts';
import type { Deps } from '../../deps.ts';
import { type Actor, writeAudit } from '../../lib/audit.ts';
import { renderMail } from '../../lib/mail-template.ts';
import { type FormInput, parseFields } from '../../lib/multipart.ts';
import type { AuthClaims } from '../../lib/tokens.ts';
import { percentagesOf, saveBrandingFiles } from './booking-input.ts';
import { toBookingDto } from './bookings.dto.ts';
import { type BookingRow, findBooking, findUpgrade } from './bookings.repository.ts';
import { conflictOf, uniqueViolationOf } from './bookings.service.ts';

const bool = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());
const blank = (v: unknown) => (v === '' ? undefined : v);

const updateSchema = z.object({
  isPaid: bool.optional(),
  status: z.enum(['P', 'L', 'R']).optional(),
  duration: z.coerce.number().int().optional(),
  primaryColor: z.preprocess(blank, colorField.optional()),
  secondaryColor: z.preprocess(blank, colorField.optional()),
});

const OPERATOR_ONLY = ['isPaid', 'status'] as const;

/** Status rule: P → L only when paid, P → R any time; L and R are final. */
function nextStatus(current: BookingRow['status'], wanted: BookingRow['status'] | undefined, paid: boolean) {
  if (!wanted || wanted === current) return current;
  if (current !== 'P') throw new AppError('CONFLICT', { detail: bookingTexts.statusFinal });
  if (wanted === 'L' && !paid) throw new AppError('CONFLICT', { detail: bookingTexts.acceptRequiresPaid });
  return wanted;
}

/**
 * PUT /booking/{id}/update: the operator records payment and accepts or rejects; the owner prolongs the duration
 * (never shortens) and changes branding and the salesrep plan. Every change is audited in its transaction.
 */
export async function updateBooking(
  deps: Deps,
  caller: AuthClaims,
  actor: Actor,
  id: number,
  form: FormInput,
) {
  const input = parseFields(updateSchema, form.fields);
  const isAdmin = caller.role === 'admin';
  const result = await deps.db.transaction(async (tx) => {
    const found = await findBooking(tx, id, true);
    if (!found || (!isAdmin && found.booking.superuserId !== caller.roleId)) throw new AppError('NOT_FOUND');
    const b = found.booking;
    if (!isAdmin && OPERATOR_ONLY.some((k) => input[k] !== undefined)) throw new AppError('FORBIDDEN');
    const patch: Partial<BookingRow> = {};
    if (input.isPaid !== undefined && input.isPaid !== b.isPaid) {
      if (!input.isPaid && b.status !== 'P')
        throw new AppError('CONFLICT', { detail: bookingTexts.statusFinal });
      patch.isPaid = input.isPaid;
    }
    const status = nextStatus(b.status, input.status, patch.isPaid ?? b.isPaid);
    if (status !== b.status) Object.assign(patch, { status, decidedAt: new Date() });
    if (input.duration !== undefined && input.duration !== b.duration) {
      if (!BOOKING_DURATIONS.includes(input.duration as BookingDuration)) {
        throw AppError.validation({ duration: bookingTexts.durationInvalid });
      }
      if (input.duration < b.duration)
        throw AppError.validation({ duration: bookingTexts.onlyProlong }, bookingTexts.onlyProlong);
      patch.duration = input.duration;
    }
    if (input.primaryColor) patch.primaryColor = input.primaryColor;
    if (input.secondaryColor) patch.secondaryColor = input.secondaryColor;
    if (PERCENT_KEYS.some((k) => form.fields[k] !== undefined)) {
      if (!b.modules.includes(11))
        throw AppError.validation({ ownfirst: 'Der Vergütungsplan setzt Modul 11 voraus.' });
      patch.salesrepPercentages = percentagesOf({ ...b.salesrepPercentages, ...form.fields }, true);
    }
    const files = await saveBrandingFiles(deps, tx, form.files, caller.userId);
    if (files.investorLogoFile) patch.investorLogoFileId = files.investorLogoFile;
    if (files.brokerLogoFile) patch.brokerLogoFileId = files.brokerLogoFile;
    if (files.faviconFile) patch.faviconFileId = files.faviconFile;
    if (Object.keys(patch).length === 0) return { row: b, provider: found, accepted: false, rejected: false };
    const [row] = await tx
      .update(bookings)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(bookings.id, id))
      .returning();
    const action =
      patch.status === 'L' ? 'booking.accept' : patch.status === 'R' ? 'booking.reject' : 'booking.update';
    await writeAudit(tx, actor, { action, entity: 'booking', entityId: id, before: b, after: row });
    const accepted = patch.status === 'L';
    const rejected = patch.status === 'R';
    if (accepted || rejected) await mailDecision(deps, tx, toBookingDto(deps.config, row!, found), accepted);
    return { row: row!, provider: found, accepted, rejected };
  });
  deps.portals.invalidate();
  return result;
}

async function mailDecision(
  deps: Deps,
  exec: Parameters<Deps['mailer']['send']>[0],
  b: ReturnType<typeof toBookingDto>,
  accepted: boolean,
) {
  const links = [b.investorPortalUrl, b.brokerPortalUrl].filter((u): u is string => Boolean(u));
  const content = renderMail({
    greeting: `Guten Tag ${b.providerName},`,
    paragraphs: accepted ? [bookingTexts.acceptedBody, ...links] : [bookingTexts.rejectedBody],
    action: accepted ? { label: 'Zum Anlegerportal', url: b.investorPortalUrl } : undefined,
  });
  await deps.mailer.send(exec, {
    to: b.email,
    subject: accepted ? bookingTexts.acceptedSubject : bookingTexts.rejectedSubject,
    ...content,
  });
}

/** The operator decides an upgrade; accepting merges its modules, subdomain and plan into the booking. */
export async function updateUpgrade(deps: Deps, actor: Actor, id: number, form: FormInput) {
  const input = parseFields(updateSchema.pick({ isPaid: true, status: true }), form.fields);
  // Two pending upgrades may ask for the same affiliate subdomain (or landing domain); the second acceptance
  // then meets the unique index: a German conflict, and the upgrade stays as it was.
  const result = await deps.db.transaction(decide).catch((err: unknown) => {
    const violation = uniqueViolationOf(err);
    throw violation ? conflictOf(violation) : err;
  });
  deps.portals.invalidate();
  return result;

  async function decide(tx: Tx) {
    const u = await findUpgrade(tx, id, true);
    if (!u) throw new AppError('NOT_FOUND');
    const isPaid = input.isPaid ?? u.isPaid;
    if (input.isPaid === false && u.isPaid && u.status !== 'P')
      throw new AppError('CONFLICT', { detail: bookingTexts.statusFinal });
    const status = nextStatus(u.status, input.status, isPaid);
    const [row] = await tx
      .update(bookingUpgrades)
      .set({
        isPaid,
        status,
        decidedAt: status !== u.status ? new Date() : u.decidedAt,
        updatedAt: new Date(),
      })
      .where(eq(bookingUpgrades.id, id))
      .returning();
    if (status === 'L' && u.status !== 'L') {
      const found = await findBooking(tx, u.bookingId, true);
      const b = found!.booking;
      const [merged] = await tx
        .update(bookings)
        .set({
          modules: [...new Set([...b.modules, ...u.modules])].sort((x, y) => x - y),
          setupFeeTotalCents: b.setupFeeTotalCents + u.setupFeeTotalCents,
          monthlyFeeTotalCents: b.monthlyFeeTotalCents + u.monthlyFeeTotalCents,
          affiliateSubdomain: u.affiliateSubdomain ?? b.affiliateSubdomain,
          landingPageDomain: u.landingPageDomain ?? b.landingPageDomain,
          salesrepPercentages: u.salesrepPercentages ?? b.salesrepPercentages,
          withMarketplace: b.withMarketplace || u.modules.includes(14),
          updatedAt: new Date(),
        })
        .where(eq(bookings.id, b.id))
        .returning();
      await writeAudit(tx, actor, {
        action: 'booking.upgrade_merge',
        entity: 'booking',
        entityId: b.id,
        before: b,
        after: merged,
      });
      await mailDecision(deps, tx, toBookingDto(deps.config, merged!, found!), true);
    }
    const action =
      status === 'L' && u.status !== 'L'
        ? 'booking.upgrade_accept'
        : status === 'R' && u.status !== 'R'
          ? 'booking.upgrade_reject'
          : 'booking.upgrade_update';
    await writeAudit(tx, actor, { action, entity: 'booking_upgrade', entityId: id, before: u, after: row });
    return row!;
  }
}
