import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { can } from '@zp/domain/auth/permissions';
import { accountTexts, settingsDocumentsTexts, userSettingsSections } from '@zp/domain/texts/de/accounts';
import { portalMenuTexts } from '@zp/domain/texts/de/menus';
import { shellTexts } from '@zp/domain/texts/de/shell';
import { uiTexts } from '@zp/domain/texts/de/ui';
import { Link } from 'react-router';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/session.ts';
import { portalMenuItems } from './portal-menu-items.ts';

/** One entry of the drawer: a link that closes the drawer. */
function DrawerLink(props: { to: string; onClose: () => void; testId?: string; label: string }) {
  return (
    <ListItemButton component={Link} to={props.to} onClick={props.onClose} data-testid={props.testId}>
      <ListItemText primary={props.label} />
    </ListItemButton>
  );
}

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * The drawer's content: home, the user's name, the settings sections (not for admin), the superuser's Portal menu
 * and subscription list, and Login or Logout.
 */
export default function MobileDrawerPanel({ open, onClose }: Props) {
  const session = useSession();
  const portalItems = portalMenuItems(session?.role);
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box sx={{ width: 260 }} component="nav" aria-label={shellTexts.menu}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, pl: 2 }}>
          <Typography
            sx={{ flexGrow: 1, fontWeight: 500 }}
            noWrap
            data-testid={session?.displayName ? 'user-name' : undefined}
          >
            {session?.displayName ?? shellTexts.menu}
          </Typography>
          <IconButton aria-label={uiTexts.closeMenu} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <List>
          <DrawerLink to={paths.home()} onClose={onClose} label={shellTexts.home} />
          {session && can(session.role, 'user.settings') && (
            <>
              <ListSubheader>{accountTexts.settingsMenu}</ListSubheader>
              {userSettingsSections.map((section, index) => (
                <DrawerLink
                  key={section.key}
                  to={paths.user(session.userId, index)}
                  onClose={onClose}
                  testId={`user-menu-${section.key}`}
                  label={section.label}
                />
              ))}
              <DrawerLink
                to={paths.documents()}
                onClose={onClose}
                testId="user-menu-documents"
                label={settingsDocumentsTexts.menu}
              />
              <Divider />
            </>
          )}
          {portalItems.length > 0 && (
            <>
              <ListSubheader>{portalMenuTexts.title}</ListSubheader>
              {portalItems.map((item) => (
                <DrawerLink key={item.testId} {...item} onClose={onClose} />
              ))}
              <Divider />
            </>
          )}
          {session ? (
            <DrawerLink
              to={paths.logout()}
              onClose={onClose}
              testId="logout-button"
              label={shellTexts.logout}
            />
          ) : (
            <DrawerLink to={paths.login()} onClose={onClose} testId="login-button" label={shellTexts.login} />
          )}
        </List>
      </Box>
    </Drawer>
  );
}
