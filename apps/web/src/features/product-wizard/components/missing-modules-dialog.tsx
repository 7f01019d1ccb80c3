import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { MODULE_CATALOGUE_V1, modulesForKind } from '@zp/domain/bookings/modules';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
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
  const navigate = useNavigate();
  const titleId = useId();
  const numbers = needed?.modules?.length ? needed.modules : needed ? modulesForKind(needed.kind) : [];
  const modules = MODULE_CATALOGUE_V1.filter((m) => numbers.includes(m.number));
  return (
    <Dialog
      open={needed !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      data-testid="wizard-missing-modules"
    >
      <DialogTitle id={titleId}>{t.missingModulesTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t.missingModulesText}</DialogContentText>
        <List dense>
          {modules.map((m) => (
            <ListItem key={m.number} disableGutters>
              <ListItemText primary={`${t.moduleNumber(m.number)} – ${m.desc}`} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.close}</Button>
        <Button
          variant="contained"
          onClick={() => {
            onClose();
            navigate(paths.booking(), { state: { upgrade: true } });
          }}
          data-testid="wizard-upgrade"
        >
          {t.upgrade}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
