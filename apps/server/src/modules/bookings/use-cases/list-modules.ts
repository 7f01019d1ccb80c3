import { bookingTexts, CURRENT_MODULE_VERSION, catalogueOf, isIncluded, MODULE_CATALOGUES } from '@zp/domain';

/** One catalogue version with the price label each module shows. */
const describe = (version: number) =>
  catalogueOf(version).map((m) => ({
    ...m,
    dependendOn: [...m.dependendOn],
    kinds: [...m.kinds],
    included: isIncluded(m),
    priceLabel: !m.bookable
      ? bookingTexts.priceOnRequest
      : isIncluded(m)
        ? bookingTexts.included
        : `${m.monthlyFee} € / Monat`,
  }));

/** GET /modules: the current catalogue. */
export const listModules = () => describe(CURRENT_MODULE_VERSION);

/** GET /modulesVersioned: every version (a booking keeps the prices of its version). */
export const listModuleVersions = () => ({
  current: CURRENT_MODULE_VERSION,
  versions: Object.keys(MODULE_CATALOGUES)
    .map(Number)
    .map((version) => ({ version, modules: describe(version) })),
});
