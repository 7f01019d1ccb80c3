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
import { bookingTexts, bookingWebTexts as t } from '@zp/domain/texts/de/bookings';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../config/paths.ts';

export interface MissingModulesDialogProps {
  /** The product kind that needs a module. */
  kind: number;
  open: boolean;
  onClose: () => void;
}

/** Gating: a product kind needs one of these modules; "Upgrade buchen" opens the upgrade wizard. */
export function MissingModulesDialog({ kind, open, onClose }: MissingModulesDialogProps) {
  const navigate = useNavigate();
  const titleId = useId();
  const modules = modulesForKind(kind)
    .map((n) => MODULE_CATALOGUE_V1.find((m) => m.number === n))
    .filter((m) => m !== undefined);
  const list = modules.map((m) => t.moduleNumber(m.number)).join(', ');

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      data-testid="missing-modules-dialog"
    >
      <DialogTitle id={titleId}>{bookingTexts.missingModulesTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{bookingTexts.missingModules(list)}</DialogContentText>
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
          data-testid="missing-modules-upgrade"
        >
          {t.missingModulesButton}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
