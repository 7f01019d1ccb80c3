import { PERCENT_KEYS } from '@zp/domain/bookings/booking.schemas';
import { type ModuleData, normalizeModules, toggleModule } from '@zp/domain/bookings/modules';
import { useFormContext, useWatch } from 'react-hook-form';
import { ZERO_PERCENT_INPUTS } from '../shared/percentages.ts';
import type { BookingFormValues } from './booking-form.ts';

export interface ModuleSelection {
  catalogue: readonly ModuleData[];
  selected: number[];
  booked: readonly number[];
  toggle: (number: number, on: boolean) => void;
  applyBundle: (modules: readonly number[]) => void;
  /** Ticked and not booked before (an upgrade adds it). */
  isNew: (number: number) => boolean;
}

/** Ticking through the domain rule; booked modules stay ticked; without module 11 its data is reset. */
export function useModuleSelection(
  catalogue: readonly ModuleData[],
  booked: readonly number[],
): ModuleSelection {
  const { control, setValue, clearErrors, getValues } = useFormContext<BookingFormValues>();
  const selected = useWatch({ control, name: 'modules' });

  const commit = (next: number[]) => {
    const modules = normalizeModules([...next, ...booked], catalogue);
    setValue('modules', modules, { shouldDirty: true });
    clearErrors('modules');
    if (!modules.includes(11)) {
      if (getValues('affiliateSubdomain') !== '') setValue('affiliateSubdomain', '');
      setValue('percentages', { ...ZERO_PERCENT_INPUTS });
      setValue('brokerLogoFile', null);
      clearErrors([
        'affiliateSubdomain',
        'brokerLogoFile',
        ...PERCENT_KEYS.map((k) => `percentages.${k}` as const),
      ]);
    }
    if (!modules.includes(13)) {
      setValue('landingPageDomain', '');
      clearErrors('landingPageDomain');
    }
  };

  return {
    catalogue,
    selected,
    booked,
    toggle: (number, on) => {
      if (!on && booked.includes(number)) return;
      commit(toggleModule(getValues('modules'), number, on, catalogue));
    },
    applyBundle: (modules) => {
      let next = getValues('modules');
      for (const n of modules) next = toggleModule(next, n, true, catalogue);
      commit(next);
    },
    isNew: (number) => selected.includes(number) && !booked.includes(number),
  };
}
