import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { TitledDialog } from './titled-dialog.tsx';

export interface UpgradeModulesDialogTexts {
  title: string;
  text: string;
  moduleNumber: (n: number) => string;
  close: string;
  upgrade: string;
}

export interface UpgradeModulesDialogProps {
  open: boolean;
  onClose: () => void;
  /** The modules that would unlock the feature, in the order shown. */
  modules: readonly { number: number; desc: string }[];
  texts: UpgradeModulesDialogTexts;
  testId: string;
  upgradeTestId: string;
}

/** Gating: the feature needs one of these modules; the upgrade button opens the upgrade wizard. */
export function UpgradeModulesDialog({
  open,
  onClose,
  modules,
  texts,
  testId,
  upgradeTestId,
}: UpgradeModulesDialogProps) {
  const navigate = useNavigate();
  return (
    <TitledDialog open={open} onClose={onClose} title={texts.title} testId={testId}>
      <DialogContent>
        <DialogContentText>{texts.text}</DialogContentText>
        <List dense>
          {modules.map((m) => (
            <ListItem key={m.number} disableGutters>
              <ListItemText primary={`${texts.moduleNumber(m.number)} – ${m.desc}`} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.close}</Button>
        <Button
          variant="contained"
          onClick={() => {
            onClose();
            navigate(paths.booking(), { state: { upgrade: true } });
          }}
          data-testid={upgradeTestId}
        >
          {texts.upgrade}
        </Button>
      </DialogActions>
    </TitledDialog>
  );
}
