/** Module catalogue of DECISIONS.md; versioned so a booking keeps the prices of its version. */
export interface ModuleData {
  number: number;
  desc: string;
  bookable: boolean;
  /** Euros per month; 0 = "inklusiv". */
  monthlyFee: number;
  /** One-off euros. */
  setupFee: number;
  dependendOn: number[];
  /** Product kinds this module unlocks. */
  kinds: number[];
}

export const MODULE_NUMBERS = Array.from({ length: 16 }, (_, i) => i + 1);
export const CURRENT_MODULE_VERSION = 1;

export const MODULE_CATALOGUE_V1: readonly ModuleData[] = [
  {
    number: 1,
    desc: 'Basisplattform mit Anlegerportal',
    bookable: true,
    monthlyFee: 0,
    setupFee: 0,
    dependendOn: [],
    kinds: [],
  },
  {
    number: 2,
    desc: 'Zeichnungsstrecke Eigenemission',
    bookable: true,
    monthlyFee: 0,
    setupFee: 0,
    dependendOn: [],
    kinds: [0, 4],
  },
  {
    number: 3,
    desc: 'Zeichnungsstrecke tokenisierte Eigenemission',
    bookable: true,
    monthlyFee: 0,
    setupFee: 0,
    dependendOn: [],
    kinds: [1, 5],
  },
  {
    number: 4,
    desc: 'Zeichnungsstrecke Vermögensanlagen §34f',
    bookable: true,
    monthlyFee: 0,
    setupFee: 0,
    dependendOn: [],
    kinds: [8, 9, 11],
  },
  {
    number: 5,
    desc: 'Zeichnungsstrecke AIF',
    bookable: true,
    monthlyFee: 0,
    setupFee: 0,
    dependendOn: [],
    kinds: [10],
  },
  {
    number: 6,
    desc: 'Vermittlung nach §15 WpIG (bis 8 Mio. p.a.)',
    bookable: true,
    monthlyFee: 0,
    setupFee: 0,
    dependendOn: [],
    kinds: [2, 6],
  },
  {
    number: 7,
    desc: 'Vermittlung nach §15 WpIG tokenisiert',
    bookable: true,
    monthlyFee: 0,
    setupFee: 0,
    dependendOn: [],
    kinds: [3, 7],
  },
  {
    number: 8,
    desc: 'Vermittlung nach §34f (bis 6 Mio. p.a.)',
    bookable: true,
    monthlyFee: 0,
    setupFee: 0,
    dependendOn: [],
    kinds: [8, 9, 11],
  },
  {
    number: 9,
    desc: 'Bestandsprodukte (Vorgängerprodukte)',
    bookable: true,
    monthlyFee: 0,
    setupFee: 0,
    dependendOn: [],
    kinds: [12],
  },
  {
    number: 10,
    desc: 'Schwarmfinanzierungsdienstleister (ECSP)',
    bookable: false,
    monthlyFee: 0,
    setupFee: 0,
    dependendOn: [],
    kinds: [],
  },
  {
    number: 11,
    desc: 'Affiliate-Backoffice mit Subdomain und Monatsabrechnung',
    bookable: true,
    monthlyFee: 199,
    setupFee: 499,
    dependendOn: [],
    kinds: [],
  },
  {
    number: 12,
    desc: 'Haftungsdach (Vermittlerangaben auf Zeichnungen)',
    bookable: true,
    monthlyFee: 149,
    setupFee: 0,
    dependendOn: [11],
    kinds: [],
  },
  {
    number: 13,
    desc: 'Landingpage-Domain',
    bookable: true,
    monthlyFee: 0,
    setupFee: 0,
    dependendOn: [],
    kinds: [],
  },
  {
    number: 14,
    desc: 'Marktplatz-Listing',
    bookable: true,
    monthlyFee: 49,
    setupFee: 0,
    dependendOn: [],
    kinds: [],
  },
  {
    number: 15,
    desc: 'Identitätsprüfung durch Drittanbieter',
    bookable: true,
    monthlyFee: 79,
    setupFee: 0,
    dependendOn: [],
    kinds: [],
  },
  {
    number: 16,
    desc: 'Genossenschaftsanteile',
    bookable: true,
    monthlyFee: 49,
    setupFee: 0,
    dependendOn: [],
    kinds: [13, 14],
  },
];

/** Module 17 appears in fee lists only (the processing fee table). */
export const PROCESSING_FEE_MODULE = {
  number: 17,
  desc: 'Abwicklungsgebühr',
  monthlyFee: 0,
  setupFee: 0,
} as const;

export const MODULE_CATALOGUES: Record<number, readonly ModuleData[]> = { 1: MODULE_CATALOGUE_V1 };

export const catalogueOf = (version: number): readonly ModuleData[] =>
  MODULE_CATALOGUES[version] ?? MODULE_CATALOGUE_V1;

/** "inklusiv" modules (spec 001 §9): no monthly fee, setup fee 0. */
export const isIncluded = (m: ModuleData): boolean => m.monthlyFee === 0 && m.setupFee === 0 && m.bookable;

export const BUNDLES = {
  ownMission: { label: 'Own Mission', modules: [13, 2, 3, 4, 5, 7, 16] },
  brokerageSingle: { label: 'Brokerage Single', modules: [13, 2, 3, 4, 5, 7, 8, 9, 16] },
} as const;

/** Ticks or unticks one module: ticking needs every dependency ticked; unticking unticks its dependents. */
export function toggleModule(
  selected: readonly number[],
  number: number,
  on: boolean,
  catalogue: readonly ModuleData[] = MODULE_CATALOGUE_V1,
): number[] {
  const set = new Set(selected);
  const mod = catalogue.find((m) => m.number === number);
  if (!mod?.bookable || number === 1) return normalizeModules([...set]);
  if (on) {
    if (mod.dependendOn.every((d) => set.has(d))) set.add(number);
  } else {
    const drop = (n: number) => {
      set.delete(n);
      for (const m of catalogue) if (set.has(m.number) && m.dependendOn.includes(n)) drop(m.number);
    };
    drop(number);
  }
  return normalizeModules([...set]);
}

/** Module 1 always booked; unknown, duplicate and not bookable numbers removed; sorted. */
export function normalizeModules(
  modules: readonly number[],
  catalogue: readonly ModuleData[] = MODULE_CATALOGUE_V1,
) {
  const bookable = new Set(catalogue.filter((m) => m.bookable).map((m) => m.number));
  return [...new Set([1, ...modules])].filter((n) => bookable.has(n)).sort((a, b) => a - b);
}

/** Numbers of selected modules whose dependencies are not all selected. */
export function unmetDependencies(
  modules: readonly number[],
  catalogue: readonly ModuleData[] = MODULE_CATALOGUE_V1,
) {
  const set = new Set(modules);
  return catalogue
    .filter((m) => set.has(m.number) && m.dependendOn.some((d) => !set.has(d)))
    .map((m) => m.number);
}

/** Setup and monthly totals in euros for the given modules of a catalogue version. */
export function feeTotals(
  modules: readonly number[],
  catalogue: readonly ModuleData[] = MODULE_CATALOGUE_V1,
) {
  const set = new Set(modules);
  let setupFeeTotal = 0;
  let monthlyFeeTotal = 0;
  for (const m of catalogue) {
    if (!set.has(m.number)) continue;
    setupFeeTotal += m.setupFee;
    monthlyFeeTotal += m.monthlyFee;
  }
  return { setupFeeTotal, monthlyFeeTotal };
}

/** Modules any of which unlocks a product kind (gating). */
export const modulesForKind = (
  kind: number,
  catalogue: readonly ModuleData[] = MODULE_CATALOGUE_V1,
): number[] => catalogue.filter((m) => m.kinds.includes(kind)).map((m) => m.number);

/** Is a product kind unlocked by the booked modules? Kind 12 copies follow module 9 like any other kind. */
export function isKindUnlocked(kind: number, booked: readonly number[]): boolean {
  const needed = modulesForKind(kind);
  return needed.length === 0 || needed.some((n) => booked.includes(n));
}

/** Whether a module unlocks at least one product kind (spec 001 §3: modules 2–9 and 16; module 11 alone does not). */
export const unlocksProductKind = (number: number, catalogue: readonly ModuleData[] = MODULE_CATALOGUE_V1) =>
  (catalogue.find((m) => m.number === number)?.kinds.length ?? 0) > 0;

/**
 * The rule of a new booking's module steps (issue 16): a paid booking must include at least one module that unlocks
 * a product kind, otherwise the provider could create no product at all.
 */
export const hasProductModule = (
  modules: readonly number[],
  catalogue: readonly ModuleData[] = MODULE_CATALOGUE_V1,
) => modules.some((n) => unlocksProductKind(n, catalogue));
