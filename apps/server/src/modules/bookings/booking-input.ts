import {
  AppError,
  type BookingCreateInput,
  bookingTexts,
  CURRENT_MODULE_VERSION,
  catalogueOf,
  modulesOfFlags,
  normalizeModules,
  PERCENT_KEYS,
  salesrepPercentagesSchema,
  unmetDependencies,
  ZERO_PERCENTAGES,
} from '@zp/domain';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import { parseFields } from '../../lib/multipart.ts';
import { isSubdomainFree } from './bookings.repository.ts';

export const BRANDING_FILES = {
  investorLogoFile: { label: 'Logo', extensions: ['png', 'jpg', 'jpeg'] },
  brokerLogoFile: { label: 'Logo', extensions: ['png', 'jpg', 'jpeg'] },
  faviconFile: { label: 'Favicon', extensions: ['ico'] },
} as const;
export type BrandingFileField = keyof typeof BRANDING_FILES;

/** Module selection rules shared by booking and upgrade: known, bookable, dependencies met. */
export function checkModules(input: Record<string, unknown>): number[] {
  const catalogue = catalogueOf(CURRENT_MODULE_VERSION);
  const requested = modulesOfFlags(input);
  const notBookable = requested.filter((n) => !catalogue.find((m) => m.number === n)?.bookable);
  if (notBookable.length)
    throw AppError.validation({ [`module${notBookable[0]}`]: bookingTexts.notBookable });
  const modules = normalizeModules(requested, catalogue);
  const unmet = unmetDependencies(modules, catalogue);
  if (unmet.length) {
    const mod = catalogue.find((m) => m.number === unmet[0])!;
    throw AppError.validation({
      [`module${mod.number}`]: bookingTexts.dependencyMissing(mod.number, mod.dependendOn.join(', ')),
    });
  }
  return modules;
}

/** Salesrep percentages: validated with module 11, all zero without it. */
export function percentagesOf(
  input: Record<string, unknown>,
  withAffiliate: boolean,
): Record<string, number> {
  if (!withAffiliate) return { ...ZERO_PERCENTAGES };
  const values = Object.fromEntries(PERCENT_KEYS.map((k) => [k, input[k] ?? 0]));
  return parseFields(salesrepPercentagesSchema, values);
}

/** A landing page domain may not be one of the platform's own hosts. */
export function checkLandingDomain(deps: Deps, domain: string) {
  const { mainHost, investorDomain, brokerDomain } = deps.config.hosts;
  const own = [mainHost, investorDomain, brokerDomain].some((d) => domain === d || domain.endsWith(`.${d}`));
  if (own) throw AppError.validation({ landingPageDomain: bookingTexts.landingDomainDot('meine-firma.de') });
}

export async function assertFree(exec: Executor, type: 'investor' | 'affiliate' | 'landing', value: string) {
  if (!(await isSubdomainFree(exec, type, value))) {
    const field =
      type === 'investor'
        ? 'investorSubdomain'
        : type === 'affiliate'
          ? 'affiliateSubdomain'
          : 'landingPageDomain';
    throw new AppError('CONFLICT', {
      detail: bookingTexts.subdomainTaken,
      errors: { [field]: bookingTexts.subdomainTaken },
    });
  }
}

/** Stores the uploaded branding files (public: logos and favicons are shown to visitors). */
export async function saveBrandingFiles(
  deps: Deps,
  exec: Executor,
  files: Record<string, UploadedFile>,
  ownerUserId: number,
) {
  const ids: Partial<Record<BrandingFileField, string>> = {};
  for (const [field, check] of Object.entries(BRANDING_FILES) as [
    BrandingFileField,
    (typeof BRANDING_FILES)[BrandingFileField],
  ][]) {
    const file = files[field];
    if (!file) continue;
    try {
      const saved = await deps.files.save(exec, {
        buffer: file.buffer,
        originalName: file.filename,
        check,
        visibility: 'public',
        ownerUserId,
      });
      ids[field] = saved.id;
    } catch (err) {
      if (err instanceof AppError && err.status === 400) throw AppError.validation({ [field]: err.detail });
      throw err;
    }
  }
  return ids;
}

export type { BookingCreateInput };
