import { MODULE_CATALOGUE_V1, modulesForKind } from '@zp/domain/bookings/modules';
import { UpgradeModulesDialog } from '../../../components/ui/upgrade-modules-dialog.tsx';
import { wizardTexts as t } from '../texts.ts';

export interface ModulesNeeded {
  kind: number;
  /** The server's `missingModules`; otherwise the modules that unlock the kind. */
  modules?: readonly number[];
}

/** Gating (spec 000 §4): the kind needs a module that is not booked; "Upgrade buchen" opens the upgrade. */
export function MissingModulesDialog({
  needed,
  onClose,
}: {
  needed: ModulesNeeded | null;
  onClose: () => void;
}) {
  const numbers = needed?.modules?.length ? needed.modules : needed ? modulesForKind(needed.kind) : [];
  const modules = MODULE_CATALOGUE_V1.filter((m) => numbers.includes(m.number));
  return (
    <UpgradeModulesDialog
      open={needed !== null}
      onClose={onClose}
      modules={modules}
      texts={{
        title: t.missingModulesTitle,
        text: t.missingModulesText,
        moduleNumber: t.moduleNumber,
        close: t.close,
        upgrade: t.upgrade,
      }}
      testId="wizard-missing-modules"
      upgradeTestId="wizard-upgrade"
    />
  );
}
