import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ModuleData } from '@zp/domain/bookings/modules';
import { api } from '../../../lib/api.ts';

type RawModule = Partial<ModuleData> & Record<string, unknown>;

const num = (...values: unknown[]): number => {
  for (const v of values)
    if (v !== undefined && v !== null && v !== '' && Number.isFinite(Number(v))) return Number(v);
  return 0;
};

/** Accepts the catalogue as a list or wrapped in `{modules}`/`{results}`; module 17 stays out of the wizard. */
function toModules(answer: unknown): ModuleData[] {
  const wrapped = answer as { modules?: unknown; results?: unknown } | null;
  const list = Array.isArray(answer) ? answer : (wrapped?.modules ?? wrapped?.results ?? []);
  if (!Array.isArray(list)) return [];
  return (list as RawModule[])
    .map((m) => ({
      number: num(m.number),
      desc: String(m.desc ?? ''),
      bookable: m.bookable !== false,
      monthlyFee: num(m.monthlyFee, m.monthly_fee),
      setupFee: num(m.setupFee, m.setup_fee, m.setupfee),
      dependendOn: Array.isArray(m.dependendOn) ? m.dependendOn.map(Number) : [],
      kinds: Array.isArray(m.kinds) ? m.kinds.map(Number) : [],
    }))
    .filter((m) => m.number >= 1 && m.number <= 16)
    .sort((a, b) => a.number - b.number);
}

export const modulesQuery = queryOptions({
  queryKey: ['bookings', 'modules'] as const,
  queryFn: async ({ signal }) => toModules(await api.get<unknown>('/modules', { signal, quiet: true })),
  staleTime: 10 * 60 * 1000,
});

/** The current module catalogue with its fees (`GET /api/modules`). */
export const useModules = () => useQuery(modulesQuery);
