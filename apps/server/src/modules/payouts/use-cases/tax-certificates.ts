import {
  AppError,
  certificateAvailableFrom,
  federalStateNames,
  federalStateOf,
  isCertificateAvailable,
  taxCertificatePdfTexts as P,
  taxDataTexts as T,
} from '@zp/domain';
import type { TaxCertificateYearDto } from '@zp/domain/payouts/tax-data.contract';
import { ownInvestorId } from '../../../access/index.ts';
import type { Executor, Tx } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, entriesOf, writeAudit } from '../../../lib/audit.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import {
  type CertificateAmounts,
  type CertificateProduct,
  renderTaxCertificate,
} from '../tax-certificate-pdf.ts';
import * as repo from '../tax-data.repository.ts';

/** The audit entries that record each issued certificate of an investor and year (the register; decision 027). */
const ISSUED = 'tax_certificate.issued';
const ENTITY = 'taxCertificate';
const entityIdOf = (investorId: number, year: number) => `${investorId}:${year}`;

/** What an issuing entry records: the stored file, its version and the lines it covers. */
interface Issued {
  fileId: string;
  version: number;
  lines: number;
  lastLineId: number;
}

const issuedOf = async (exec: Executor, investorId: number, year: number) =>
  (await entriesOf(exec, { entity: ENTITY, entityId: entityIdOf(investorId, year), action: ISSUED })).map(
    (e) => ({ at: e.at, ...(e.after as Issued) }),
  );

/** GET /investor/tax-certificates: the years with payout lines, their totals and whether the certificate is ready. */
export async function listTaxCertificates(deps: Deps, c: AuthClaims) {
  const investorId = ownInvestorId(c, 'taxCertificate.view');
  const today = deps.clock.today();
  const results: TaxCertificateYearDto[] = [];
  for (const y of await repo.yearTotalsOf(deps.db, investorId)) {
    const issued = (await issuedOf(deps.db, investorId, y.year)).at(-1);
    results.push({
      year: y.year,
      available: isCertificateAvailable(y.year, today),
      availableFrom: certificateAvailableFrom(y.year),
      issuedAt: issued?.at.toISOString() ?? null,
      grossCents: y.grossCents,
      exemptionUsedCents: y.exemptionUsedCents,
      kapitalertragsteuerCents: y.kapitalertragsteuerCents,
      solidaritaetszuschlagCents: y.solidaritaetszuschlagCents,
      kirchensteuerCents: y.kirchensteuerCents,
      netCents: y.netCents,
    });
  }
  return { results };
}

const AMOUNT_KEYS = [
  'grossCents',
  'exemptionUsedCents',
  'kapitalertragsteuerCents',
  'solidaritaetszuschlagCents',
  'kirchensteuerCents',
  'netCents',
] as const;
const zero = (): CertificateAmounts => ({
  grossCents: 0,
  exemptionUsedCents: 0,
  kapitalertragsteuerCents: 0,
  solidaritaetszuschlagCents: 0,
  kirchensteuerCents: 0,
  netCents: 0,
});
const addTo = (to: CertificateAmounts, from: CertificateAmounts) => {
  for (const k of AMOUNT_KEYS) to[k] += from[k];
};

/** The year's lines summed per product (in the order of their first payment) and in total. */
export function certificateSums(lines: repo.CertificateLineRow[]) {
  const byProduct = new Map<number, CertificateProduct>();
  const totals = zero();
  for (const l of lines) {
    const p = byProduct.get(l.productId) ?? {
      product: l.product ?? '–',
      issuer: l.issuer ?? '–',
      dates: [],
      ...zero(),
    };
    byProduct.set(l.productId, p);
    if (!p.dates.includes(l.date)) p.dates.push(l.date);
    addTo(p, l);
    addTo(totals, l);
  }
  return { products: [...byProduct.values()], totals };
}

/**
 * GET /investor/tax-certificates/{year}/pdf: the certificate of a finished year. Issued on the first download from
 * the year's payout lines, stored, and recorded by an audit entry; every later download answers the stored file,
 * byte for byte. Only when payout lines of that year were booked after it was issued is a new version issued (the
 * old one stays stored). An advisory lock per investor and year makes concurrent first downloads issue one file.
 */
export async function readTaxCertificatePdf(deps: Deps, c: AuthClaims, actor: Actor, year: number) {
  const investorId = ownInvestorId(c, 'taxCertificate.view');
  if (!isCertificateAvailable(year, deps.clock.today()))
    throw new AppError('NOT_FOUND', { detail: T.certificateNotYet(year) });
  const fileId = await deps.db.transaction(async (tx) => {
    await repo.lockCertificate(tx, investorId, year);
    const [totals] = await repo.yearTotalsOf(tx, investorId, year);
    if (!totals) throw new AppError('NOT_FOUND', { detail: T.certificateNone(year) });
    const issued = await issuedOf(tx, investorId, year);
    const latest = issued.at(-1);
    if (latest && latest.lines === totals.lines && latest.lastLineId === totals.lastLineId)
      return latest.fileId;
    return issue(deps, tx, actor, investorId, year, issued.length + 1, totals);
  });
  return deps.files.read(fileId);
}

async function issue(
  deps: Deps,
  tx: Tx,
  actor: Actor,
  investorId: number,
  year: number,
  version: number,
  totals: repo.YearTotals,
) {
  // One after the other: a transaction is one connection, which runs one statement at a time (node-postgres queues a
  // second one and warns; pg 9 will refuse it).
  const person = await repo.investorPersonOf(tx, investorId);
  const profile = await repo.findTaxProfile(tx, investorId);
  const lines = await repo.certificateLinesOf(tx, investorId, year);
  if (!person) throw new AppError('NOT_FOUND');
  const sums = certificateSums(lines);
  const state = federalStateOf(profile?.federalState);
  const join = (...parts: (string | null)[]) =>
    parts
      .map((x) => x?.trim())
      .filter(Boolean)
      .join(' ');
  const address = [
    join(person.street, person.houseNumber),
    join(person.zipCode, person.city),
    person.country ?? '',
  ];
  const pdf = await renderTaxCertificate({
    year,
    version,
    issuedOn: deps.clock.today(),
    issuedAt: deps.clock.now(),
    investor: { name: person.name || '–', address: address.filter(Boolean), taxId: profile?.taxId ?? null },
    churchState: sums.totals.kirchensteuerCents > 0 && state ? federalStateNames[state] : null,
    ...sums,
  });
  const file = await deps.files.save(tx, {
    buffer: pdf,
    originalName: P.fileName(year),
    check: { label: 'Steuerbescheinigung', extensions: ['pdf'] },
    ownerUserId: person.userId,
  });
  const record: Issued = { fileId: file.id, version, lines: totals.lines, lastLineId: totals.lastLineId };
  await writeAudit(tx, actor, {
    action: ISSUED,
    entity: ENTITY,
    entityId: entityIdOf(investorId, year),
    after: { ...record, year, investorId, ...sums.totals },
  });
  return file.id;
}
