import { MODULE_CATALOGUE_V1, modulesForKind } from '@zp/domain/bookings/modules';
import { bookingTexts, bookingWebTexts as t } from '@zp/domain/texts/de/bookings';
import { UpgradeModulesDialog } from '../../../../components/ui/upgrade-modules-dialog.tsx';

export interface MissingModulesDialogProps {
  /** The product kind that needs a module. */
  kind: number;
  open: boolean;
  onClose: () => void;
}

/** Gating: a product kind needs one of these modules; "Upgrade buchen" opens the upgrade wizard. */
export function MissingModulesDialog({ kind, open, onClose }: MissingModulesDialogProps) {
  const modules = modulesForKind(kind)
    .map((n) => MODULE_CATALOGUE_V1.find((m) => m.number === n))
    .filter((m) => m !== undefined);
  const list = modules.map((m) => t.moduleNumber(m.number)).join(', ');
  return (
    <UpgradeModulesDialog
      open={open}
      onClose={onClose}
      modules={modules}
      texts={{
        title: bookingTexts.missingModulesTitle,
        text: bookingTexts.missingModules(list),
        moduleNumber: t.moduleNumber,
        close: t.close,
        upgrade: t.missingModulesButton,
      }}
      testId="missing-modules-dialog"
      upgradeTestId="missing-modules-upgrade"
    />
  );
}
