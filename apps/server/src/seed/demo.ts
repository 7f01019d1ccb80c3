import { CURRENT_MODULE_VERSION, euroToCents, feeTotals, ZERO_PERCENTAGES } from '@zp/domain';
import { todayIso } from '@zp/domain/validation/fields';
import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { bookings, investors, issuers, resellers, salesreps, superusers, users } from '../db/schema/index.ts';
import { SYSTEM_ACTOR, writeAudit } from '../lib/audit.ts';
import type { FileStore } from '../lib/files.ts';
import { hashPassword } from '../lib/password.ts';
import { seedDemoCreditNotes } from './demo-credit-notes.ts';
import { demoMonthStart, seedDemoEconomy } from './demo-economy.ts';
import { DEMO_LANDING_DOMAIN, seedDemoEngagement } from './demo-engagement.ts';
import { seedDemoIssuerRequests } from './demo-issuer-requests.ts';
import { seedDemoPartners } from './demo-partners.ts';
import { seedDemoPayouts } from './demo-payouts.ts';
import { eraseDemoFormerInvestor, seedDemoFormerInvestor } from './demo-privacy.ts';
import {
  DEMO_RUNNING_BOND,
  type DemoBranding,
  seedDemoBranding,
  seedDemoDocuments,
  seedDemoProducts,
  shiftDate,
} from './demo-products.ts';
import { seedDemoSubscriptions } from './demo-subscriptions.ts';
import { type DemoChainDeps, type DemoTokensOutcome, seedDemoTokens } from './demo-tokens.ts';
import { DEMO_INVESTOR_WALLET } from './demo-wallets.ts';

export const DEMO_PASSWORD = 'Demo-Pass1!';
/**
 * The demo provider books own issues, brokerage, asset investments, previous products, affiliates, landing page,
 * cooperatives and the processing fee (17, issue 19).
 */
const DEMO_MODULES = [1, 2, 3, 4, 6, 7, 8, 9, 11, 13, 14, 16, 17];
const DEMO_COLOURS = { primary: '#165272', secondary: '#E6E6E6' };

/**
 * Seeds the demo tenant on an empty database. Each capability adds its part here. With the file store, the tenant
 * also gets its branding, legal documents and the demo issuer's products (without it, e.g. in older tests, only
 * accounts and the live booking). One transaction: a failing part (e.g. a demo product that no longer passes the
 * product rules) fails the start and leaves the database empty; files already written stay behind unreferenced.
 * With the chain (`npm start`), the tokenized demo product's contract is then deployed on the embedded chain and
 * the demo investor's tokens transferred (demo-tokens.ts); that part also completes itself on later starts.
 */
export async function seedDemoData(
  db: Db,
  log: FastifyBaseLogger,
  files?: FileStore,
  chain?: DemoChainDeps,
): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) {
    if (chain) await seedDemoTokens(chain);
    return false;
  }
  const started = performance.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let seededFiles = 0;
  let seededProducts = 0;
  let seededSubscriptions = 0;
  let formerInvestor: number | null = null;
  await db.transaction(async (tx) => {
    const base = { passwordHash, isActive: true, hasLoggedin: true, salutation: 'Herr' } as const;
    const [adminUser] = await tx
      .insert(users)
      .values({ ...base, email: 'admin@example.com', role: 'admin', firstName: 'Anna', lastName: 'Admin' })
      .returning();
    const [suUser] = await tx
      .insert(users)
      .values({
        ...base,
        email: 'superuser@example.com',
        role: 'superuser',
        firstName: 'Sven',
        lastName: 'Anbieter',
        company: 'Demo Kapital GmbH',
        isCompany: true,
        // the provider's data on its credit notes (§14 UStG; issue 17)
        street: 'Friedrichstraße',
        houseNumber: '100',
        zipCode: '10117',
        city: 'Berlin',
        taxNumber: '1130123456789',
      })
      .returning();
    const [resUser] = await tx
      .insert(users)
      .values({
        ...base,
        email: 'reseller@example.com',
        role: 'reseller',
        firstName: 'Rita',
        lastName: 'Reseller',
        salutation: 'Frau',
      })
      .returning();
    const [reseller] = await tx.insert(resellers).values({ userId: resUser!.id }).returning();
    const [su] = await tx
      .insert(superusers)
      .values({ userId: suUser!.id, resellerId: reseller!.id })
      .returning();
    const tenant = su!.id;
    const [issuerUser] = await tx
      .insert(users)
      .values({
        ...base,
        email: 'issuer@example.com',
        role: 'issuer',
        firstName: 'Ingo',
        lastName: 'Emittent',
        company: 'Demo Emittent AG',
        isCompany: true,
        street: 'Beispielallee',
        houseNumber: '5',
        zipCode: '04109',
        city: 'Leipzig',
      })
      .returning();
    const [issuer] = await tx
      .insert(issuers)
      .values({
        userId: issuerUser!.id,
        superuserId: tenant,
        // The receiving account of the investors' payments (issue 16): an escrow account, valid test IBAN.
        paymentAccountHolder: 'Treuhand Demo GmbH',
        paymentIban: 'DE89370400440532013000',
        paymentBic: 'COBADEFFXXX',
        paymentBankName: 'Commerzbank',
      })
      .returning();
    const [repUser] = await tx
      .insert(users)
      .values({
        ...base,
        email: 'salesrep@example.com',
        scope: `broker:${tenant}`,
        role: 'salesrep',
        firstName: 'Sarah',
        lastName: 'Vermittlerin',
        salutation: 'Frau',
        // the partner's data on its credit notes (§14 UStG; issue 17): a small business (§19 UStG)
        street: 'Gartenweg',
        houseNumber: '3',
        zipCode: '50667',
        city: 'Köln',
        taxNumber: '5214055550101',
        bankAccountOwner: 'Sarah Vermittlerin',
        bankIban: 'DE02120300000000202051',
      })
      .returning();
    const [rep] = await tx
      .insert(salesreps)
      .values({
        userId: repUser!.id,
        superuserId: tenant,
        kind: '34',
        isApproved: true,
        registrationNumber: 'D-W-123-ABCD-45',
      })
      .returning();
    const [invUser] = await tx
      .insert(users)
      .values({
        ...base,
        email: 'investor@example.com',
        scope: `investor:${tenant}`,
        role: 'investor',
        firstName: 'Ina',
        lastName: 'Anlegerin',
        salutation: 'Frau',
        dateOfBirth: '1980-04-12',
        street: 'Lindenallee',
        houseNumber: '7',
        zipCode: '10115',
        city: 'Berlin',
        country: 'Deutschland',
        nationality: 'deutsch',
        mobileNumber: '0170 1234567',
        bankAccountOwner: 'Ina Anlegerin',
        bankIban: 'DE89370400440532013000',
        bankBic: 'COBADEFFXXX',
        bankName: 'Commerzbank',
        ethAddress: DEMO_INVESTOR_WALLET,
      })
      .returning();
    const [investor] = await tx
      .insert(investors)
      .values({ userId: invUser!.id, superuserId: tenant, salesrepId: rep!.id })
      .returning();
    const branding: Partial<DemoBranding> = files
      ? await seedDemoBranding({ exec: tx, files }, suUser!.id, DEMO_COLOURS)
      : {};
    const [booking] = await tx
      .insert(bookings)
      .values({
        superuserId: tenant,
        status: 'L',
        isPaid: true,
        duration: 4,
        // live since the 10th four months ago: billed monthly since then (issue 19)
        dateOfBooking: new Date(`${shiftDate(demoMonthStart(todayIso(), 4), { days: 5 })}T09:00:00Z`),
        decidedAt: new Date(`${shiftDate(demoMonthStart(todayIso(), 4), { days: 9 })}T09:00:00Z`),
        investorSubdomain: 'demo',
        affiliateSubdomain: 'demo',
        landingPageDomain: DEMO_LANDING_DOMAIN,
        primaryColor: DEMO_COLOURS.primary,
        secondaryColor: DEMO_COLOURS.secondary,
        ...branding,
        modules: DEMO_MODULES,
        moduleVersion: CURRENT_MODULE_VERSION,
        setupFeeTotalCents: euroToCents(feeTotals(DEMO_MODULES).setupFeeTotal),
        monthlyFeeTotalCents: euroToCents(feeTotals(DEMO_MODULES).monthlyFeeTotal),
        salesrepPercentages: {
          ...ZERO_PERCENTAGES,
          ownfirst: 5,
          level1first: 2,
          level2first: 1,
          ownfollow: 2,
          level1follow: 1,
        },
      })
      .returning();
    await writeAudit(tx, SYSTEM_ACTOR, {
      action: 'demo.seed',
      entity: 'booking',
      entityId: booking!.id,
      after: booking,
    });
    if (files) {
      const ids = {
        superuserId: tenant,
        superuserUserId: suUser!.id,
        issuerId: issuer!.id,
        issuerUserId: issuerUser!.id,
      };
      const documents = await seedDemoDocuments({ exec: tx, files }, ids);
      await seedDemoIssuerRequests(tx, { ...ids, adminUserId: adminUser!.id });
      // partner chain under the demo partner, with an investor of the lowest one (decision 017)
      await seedDemoPartners(tx, base, { tenant, topSalesrepId: rep!.id });
      const seeded = await seedDemoProducts({ exec: tx, files }, ids);
      seededFiles = Object.keys(branding).length + documents.files + seeded.files;
      seededProducts = seeded.products.length;
      seededSubscriptions = await seedDemoSubscriptions(
        tx,
        files,
        { id: investor!.id, salesrepId: rep!.id, user: invUser! },
        seeded.products,
        { userId: adminUser!.id, role: 'admin' },
      );
      // issue 18: the demo investor's tax data and a completed payout run of the running bond
      await seedDemoPayouts(
        tx,
        files,
        log,
        seeded.products.find((p) => p.name === DEMO_RUNNING_BOND),
        { investorId: investor!.id, issuerId: issuer!.id, admin: { userId: adminUser!.id, role: 'admin' } },
      );
      // credit notes (issue 17): the demo partner's paid and open Gutschrift
      await seedDemoCreditNotes(tx, files, {
        superuserId: tenant,
        superuserUserId: suUser!.id,
        salesrepId: rep!.id,
        salesrepUserId: repUser!.id,
        adminUserId: adminUser!.id,
      });
      // engagement (issue 20): landing page, chatbot, newsletter subscribers, reminders
      await seedDemoEngagement(
        tx,
        { superuserId: tenant, investorId: investor!.id },
        seeded.products,
        todayIso(),
      );
      // records (issue 21): a former investor who asked for erasure (carried out after this transaction)
      formerInvestor = await seedDemoFormerInvestor(tx, files, {
        tenant,
        passwordHash,
        products: seeded.products,
      });
      // the operator's economy (issue 19): sub-reseller, two more providers, four months of billing and commissions
      await seedDemoEconomy(tx, files, log, (chain?.config ?? loadConfig()).operator, base, {
        adminUserId: adminUser!.id,
        resellerId: reseller!.id,
        resellerUserId: resUser!.id,
      });
    }
  });
  if (files && formerInvestor !== null) await eraseDemoFormerInvestor(db, files, formerInvestor);
  let tokens: DemoTokensOutcome = 'skipped';
  if (files && chain) {
    tokens = await seedDemoTokens(chain);
    if (tokens === 'complete') seededSubscriptions++;
  }
  log.info(
    {
      products: seededProducts,
      subscriptions: seededSubscriptions,
      tokens,
      files: seededFiles,
      ms: Math.round(performance.now() - started),
    },
    'demo data seeded (password for every demo account: Demo-Pass1!)',
  );
  return true;
}
