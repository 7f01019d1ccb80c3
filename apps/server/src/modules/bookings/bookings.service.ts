import {
  AppError,
  bookingCreateSchema,
  bookingTexts,
  CURRENT_MODULE_VERSION,
  catalogueOf,
  euroToCents,
  feeTotals,
  landingDomainField,
  moduleFlagsSchema,
  subdomainField,
} from '@zp/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { publicUrl } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { bookings, bookingUpgrades, superusers, users } from '../../db/index.ts';
import type { Deps } from '../../deps.ts';
import { type Actor, writeAudit } from '../../lib/audit.ts';
import { renderMail } from '../../lib/mail-template.ts';
import { type FormInput, parseFields } from '../../lib/multipart.ts';
import type { AuthClaims } from '../../lib/tokens.ts';
import {
  assertFree,
  checkLandingDomain,
  checkModules,
  percentagesOf,
  saveBrandingFiles,
} from './booking-input.ts';
import { providerNameOf } from './bookings.dto.ts';
import { findBooking, findBookingOfSuperuser, pendingUpgradeOf } from './bookings.repository.ts';
import { type InvoiceData, renderInvoice } from './invoice.ts';

interface PgError {
  code?: string;
  constraint?: string;
  cause?: PgError;
}

/** The unique violation behind an error (drizzle wraps the driver's error in `cause`), or null. */
export function uniqueViolationOf(err: unknown): PgError | null {
  const e = err as PgError | null;
  if (e?.code === '23505') return e;
  return e?.cause?.code === '23505' ? e.cause : null;
}

const SUBDOMAIN_INDEXES: Record<string, string> = {
  bookings_investor_sub_idx: 'investorSubdomain',
  bookings_affiliate_sub_idx: 'affiliateSubdomain',
  bookings_landing_idx: 'landingPageDomain',
};

/** A booking that lost a race: the unique indexes name what was taken in the meantime. */
export function conflictOf(violation: PgError): AppError {
  if (violation.constraint === 'bookings_superuser_open_idx')
    return new AppError('CONFLICT', { detail: bookingTexts.alreadyBooked });
  const field = SUBDOMAIN_INDEXES[violation.constraint ?? ''] ?? 'investorSubdomain';
  return new AppError('CONFLICT', {
    detail: bookingTexts.subdomainTaken,
    errors: { [field]: bookingTexts.subdomainTaken },
  });
}

async function providerOf(exec: Executor, superuserId: number) {
  const [p] = await exec
    .select({
      company: users.company,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      userId: users.id,
    })
    .from(superusers)
    .innerJoin(users, eq(users.id, superusers.userId))
    .where(eq(superusers.id, superuserId));
  if (!p) throw new AppError('NOT_FOUND');
  return p;
}

/** Renders, stores and mails the invoice; returns the stored file id. */
async function sendInvoice(deps: Deps, exec: Executor, data: InvoiceData, to: string) {
  const pdf = await renderInvoice(data);
  const file = await deps.files.save(exec, {
    buffer: pdf,
    originalName: `Rechnung-${data.number}.pdf`,
    check: { label: 'Rechnung', extensions: ['pdf'] },
  });
  const content = renderMail({
    greeting: `Guten Tag ${data.providerName},`,
    paragraphs: [bookingTexts.invoiceBody],
  });
  await deps.mailer.send(exec, {
    to,
    subject: bookingTexts.invoiceSubject,
    ...content,
    attachments: [{ filename: file.originalName, fileId: file.id, contentType: 'application/pdf' }],
  });
  return file.id;
}

const invoiceNumber = (prefix: string, id: number) =>
  `${prefix}-${new Date().getUTCFullYear()}-${String(id).padStart(5, '0')}`;

export async function createBooking(deps: Deps, caller: AuthClaims, actor: Actor, form: FormInput) {
  const input = parseFields(bookingCreateSchema, form.fields);
  const modules = checkModules(input);
  if (modules.length < 2) throw AppError.validation({ modules: bookingTexts.atLeastOneModule });
  const withAffiliate = modules.includes(11);
  const withLanding = modules.includes(13);
  if (withAffiliate && !input.affiliateSubdomain)
    throw AppError.validation({ affiliateSubdomain: 'Dieses Feld wird benötigt' });
  if (withLanding && !input.landingPageDomain)
    throw AppError.validation({ landingPageDomain: bookingTexts.landingDomainRequired });
  if (withLanding) checkLandingDomain(deps, input.landingPageDomain!);
  const percentages = percentagesOf(input, withAffiliate);
  const superuserId = caller.roleId;
  const existing = await findBookingOfSuperuser(deps.db, superuserId);
  if (existing && existing.booking.status !== 'R')
    throw new AppError('CONFLICT', { detail: bookingTexts.alreadyBooked });
  await assertFree(deps.db, 'investor', input.investorSubdomain);
  if (withAffiliate) await assertFree(deps.db, 'affiliate', input.affiliateSubdomain!);
  if (withLanding) await assertFree(deps.db, 'landing', input.landingPageDomain!);
  const provider = await providerOf(deps.db, superuserId);
  const fees = feeTotals(modules, catalogueOf(CURRENT_MODULE_VERSION));
  try {
    return await deps.db.transaction(async (tx) => {
      const files = await saveBrandingFiles(deps, tx, form.files, caller.userId);
      const [row] = await tx
        .insert(bookings)
        .values({
          superuserId,
          status: 'P',
          duration: input.duration,
          investorSubdomain: input.investorSubdomain,
          affiliateSubdomain: withAffiliate ? input.affiliateSubdomain! : null,
          landingPageDomain: withLanding ? input.landingPageDomain! : null,
          modules,
          moduleVersion: CURRENT_MODULE_VERSION,
          setupFeeTotalCents: euroToCents(fees.setupFeeTotal),
          monthlyFeeTotalCents: euroToCents(fees.monthlyFeeTotal),
          withBrokerageMulti: input.withBrokerageMulti,
          withMarketplace: input.withMarketplace || modules.includes(14),
          primaryColor: input.primaryColor ?? null,
          secondaryColor: input.secondaryColor ?? null,
          investorLogoFileId: files.investorLogoFile ?? null,
          brokerLogoFileId: files.brokerLogoFile ?? null,
          faviconFileId: files.faviconFile ?? null,
          salesrepPercentages: percentages,
        })
        .returning();
      const invoiceFileId = await sendInvoice(
        deps,
        tx,
        {
          number: invoiceNumber('RE', row!.id),
          date: new Date(),
          providerName: providerNameOf(provider),
          email: provider.email,
          kind: 'Buchung',
          modules,
          moduleVersion: CURRENT_MODULE_VERSION,
          durationYears: input.duration,
          ...fees,
        },
        provider.email,
      );
      const [saved] = await tx
        .update(bookings)
        .set({ invoiceFileId })
        .where(eq(bookings.id, row!.id))
        .returning();
      await writeAudit(tx, actor, {
        action: 'booking.create',
        entity: 'booking',
        entityId: row!.id,
        after: saved,
      });
      return { booking: saved!, provider };
    });
  } catch (err) {
    const violation = uniqueViolationOf(err);
    if (violation) throw conflictOf(violation);
    throw err;
  }
}

const upgradeSchema = z.object({
  affiliateSubdomain: z.preprocess((v) => (v === '' ? undefined : v), subdomainField.optional()),
  landingPageDomain: z.preprocess((v) => (v === '' ? undefined : v), landingDomainField().optional()),
});

export async function createUpgrade(deps: Deps, caller: AuthClaims, actor: Actor, form: FormInput) {
  const current = await findBookingOfSuperuser(deps.db, caller.roleId);
  if (current?.booking.status !== 'L')
    throw new AppError('CONFLICT', { detail: 'Ein Upgrade setzt eine freigegebene Buchung voraus.' });
  const booking = current.booking;
  if (await pendingUpgradeOf(deps.db, booking.id))
    throw new AppError('CONFLICT', { detail: bookingTexts.upgradePending });
  const requested = checkModules({
    ...parseFields(moduleFlagsSchema, form.fields),
    ...Object.fromEntries(booking.modules.map((n) => [`module${n}`, true])),
  });
  const added = requested.filter((n) => !booking.modules.includes(n));
  if (added.length === 0) throw AppError.validation({ modules: bookingTexts.noNewModules });
  const parsed = parseFields(upgradeSchema, form.fields);
  const affiliate = added.includes(11) ? (parsed.affiliateSubdomain ?? booking.investorSubdomain) : null;
  if (affiliate) await assertFree(deps.db, 'affiliate', affiliate);
  const landing = added.includes(13) ? parsed.landingPageDomain : null;
  if (added.includes(13) && !landing)
    throw AppError.validation({ landingPageDomain: bookingTexts.landingDomainRequired });
  if (landing) {
    checkLandingDomain(deps, landing);
    await assertFree(deps.db, 'landing', landing);
  }
  const percentages = added.includes(11) ? percentagesOf(form.fields, true) : null;
  const catalogue = catalogueOf(CURRENT_MODULE_VERSION);
  const fees = feeTotals(added, catalogue);
  const provider = await providerOf(deps.db, caller.roleId);
  return deps.db.transaction(async (tx) => {
    // Serialise upgrades of one booking: the row lock makes a simultaneous second upgrade see the first.
    await findBooking(tx, booking.id, true);
    if (await pendingUpgradeOf(tx, booking.id))
      throw new AppError('CONFLICT', { detail: bookingTexts.upgradePending });
    const [row] = await tx
      .insert(bookingUpgrades)
      .values({
        bookingId: booking.id,
        modules: added,
        moduleVersion: CURRENT_MODULE_VERSION,
        setupFeeTotalCents: euroToCents(fees.setupFeeTotal),
        monthlyFeeTotalCents: euroToCents(fees.monthlyFeeTotal),
        affiliateSubdomain: affiliate,
        landingPageDomain: landing ?? null,
        salesrepPercentages: percentages,
      })
      .returning();
    const invoiceFileId = await sendInvoice(
      deps,
      tx,
      {
        number: invoiceNumber('UP', row!.id),
        date: new Date(),
        providerName: providerNameOf(provider),
        email: provider.email,
        kind: 'Upgrade',
        modules: added,
        moduleVersion: CURRENT_MODULE_VERSION,
        ...fees,
      },
      provider.email,
    );
    const [saved] = await tx
      .update(bookingUpgrades)
      .set({ invoiceFileId })
      .where(eq(bookingUpgrades.id, row!.id))
      .returning();
    await writeAudit(tx, actor, {
      action: 'booking.upgrade_create',
      entity: 'booking_upgrade',
      entityId: row!.id,
      after: saved,
    });
    return { upgrade: saved!, provider };
  });
}

/** Modules of the tenant's live booking (accepted upgrades are merged into it); none without a live booking. */
export async function bookedModules(exec: Executor, superuserId: number): Promise<number[]> {
  const row = await findBookingOfSuperuser(exec, superuserId);
  return row?.booking.status === 'L' ? row.booking.modules : [];
}

/** The public URL of a tenant's live investor portal, or null. */
export async function investorPortalUrl(
  exec: Executor,
  config: Deps['config'],
  superuserId: number,
): Promise<string | null> {
  const row = await findBookingOfSuperuser(exec, superuserId);
  if (row?.booking.status !== 'L') return null;
  return publicUrl(config, `${row.booking.investorSubdomain}.${config.hosts.investorDomain}`);
}
