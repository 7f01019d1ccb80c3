import { PERCENT_KEYS } from '@zp/domain/bookings/booking.schemas';
import { hasProductModule } from '@zp/domain/bookings/modules';
import { bookingTexts } from '@zp/domain/texts/de/bookings';
import type { FieldPath } from 'react-hook-form';
import { useFormContext } from 'react-hook-form';
import { isSubdomainUnique, type SubdomainType } from '../../../../api/bookings.ts';
import { checkPercentages } from '../shared/percentages.ts';
import type { BookingFormValues } from './booking-form.ts';
import type { ModuleSelection } from './use-module-selection.ts';

/** The checks run when a step is left with Next (and all of them again before the submit). */
export function useStepValidation(selection: ModuleSelection, upgrade: boolean) {
  const { trigger, setError, clearErrors, getValues } = useFormContext<BookingFormValues>();

  const unique = async (name: 'investorSubdomain' | 'affiliateSubdomain', type: SubdomainType) => {
    if (await isSubdomainUnique(getValues(name).trim(), type)) return true;
    setError(name, { type: 'unique', message: bookingTexts.subdomainTaken }, { shouldFocus: true });
    return false;
  };

  const modulesChosen = () => {
    const chosen = getValues('modules');
    // A new booking needs a module that unlocks a product kind (issue 16); an upgrade needs a new module.
    const ok = upgrade
      ? chosen.some((n) => selection.isNew(n))
      : hasProductModule(chosen, selection.catalogue);
    if (ok) clearErrors('modules');
    else
      setError('modules', {
        type: 'min',
        message: upgrade ? bookingTexts.noNewModules : bookingTexts.atLeastOneModule,
      });
    return ok;
  };

  const percentages = async () => {
    const fields = PERCENT_KEYS.map((k) => `percentages.${k}` as FieldPath<BookingFormValues>);
    if (!(await trigger(fields, { shouldFocus: true }))) return false;
    const { total } = checkPercentages(getValues('percentages'));
    if (total) setError('root.percentTotal', { type: 'total', message: total });
    else clearErrors('root.percentTotal');
    return total === null;
  };

  const duration = async () =>
    (await trigger(['investorSubdomain', 'primaryColor', 'secondaryColor'], { shouldFocus: true })) &&
    unique('investorSubdomain', 'investor');

  /** The second module step: the module rule is checked here (and on the first one's Next it is not yet due). */
  const sales = async () =>
    (await trigger('landingPageDomain', { shouldFocus: true })) && (upgrade || modulesChosen());

  const affiliate = async () => {
    if (selection.isNew(11)) {
      if (!(await trigger('affiliateSubdomain', { shouldFocus: true }))) return false;
      if (!(await percentages())) return false;
      if (!(await unique('affiliateSubdomain', 'affiliate'))) return false;
    }
    return !upgrade || modulesChosen();
  };

  return { duration, sales, affiliate, summary: async () => modulesChosen() };
}
