import { runCommissions } from './commissions.ts';
import { runFuzz } from './fuzz.ts';
import { runHttp } from './http.ts';
import { runInterestEvents } from './interest-events.ts';
import { runLandingPage } from './landing-page.ts';
import { runPayoutSchedules } from './payout-schedules.ts';
import { runProviderBilling } from './provider-billing.ts';
import { runPublicData } from './public-data.ts';
import { runLoadedSize, runWebSize } from './web-size.ts';
import { runZeichnungen } from './zeichnungen.ts';

/**
 * `npm run bench`: web first-load size, then HTTP load. Figures only; nothing here fails on a number.
 * `npm run bench -w bench -- zeichnungen`: only the subscription list at 1 000 000 rows (PostgreSQL, ~10 min
 * with generating); `-- all`: both; `-- fuzz`: only the fuzzed requests against PostgreSQL (bench/fuzz.ts);
 * `-- commissions`: affiliate commissions at 10 000 partners / 1 000 000 subscriptions (bench/commissions.ts);
 * `-- payout-schedules`: interest schedules of 100 000 subscriptions (bench/payout-schedules.ts);
 * `-- interest-events`: the interest payment events list at 10 000 000 events (bench/interest-events.ts);
 * `-- provider-billing`: the monthly provider invoices of 10 000 bookings / 1 000 000 fees (bench/provider-billing.ts);
 * `-- landing-page`: GET / on the demo landing domain at 32 connections and the page's first-load JS (bench/landing-page.ts);
 * `-- public-data`: a product's public data at 32 connections against a bare Fastify, embedded and PostgreSQL (bench/public-data.ts).
 */
const which = new Set(process.argv.slice(2));
const heavy = which.has('zeichnungen') || which.has('all');
const light = which.size === 0 || which.has('all');
const started = Date.now();
if (light) {
  if (runWebSize()) await runLoadedSize();
  await runHttp();
}
if (heavy) await runZeichnungen();
if (which.has('fuzz')) await runFuzz();
if (which.has('commissions')) await runCommissions();
if (which.has('payout-schedules')) await runPayoutSchedules();
if (which.has('interest-events')) await runInterestEvents();
if (which.has('provider-billing')) await runProviderBilling();
if (which.has('landing-page')) await runLandingPage();
if (which.has('public-data')) await runPublicData();
console.log(`\nbench finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
