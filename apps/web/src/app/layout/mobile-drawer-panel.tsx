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
import { accountTexts, userSettingsSections } from '@zp/domain/texts/de/accounts';
import { portalMenuTexts } from '@zp/domain/texts/de/menus';
import { shellTexts } from '@zp/domain/texts/de/shell';
import { uiTexts } from '@zp/domain/texts/de/ui';
import { Link } from 'react-router';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/session.ts';

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
          <ListItemButton component={Link} to={paths.home()} onClick={onClose}>
            <ListItemText primary={shellTexts.home} />
          </ListItemButton>
          {session && can(session.role, 'user.settings') && (
            <>
              <ListSubheader>{accountTexts.settingsMenu}</ListSubheader>
              {userSettingsSections.map((section, index) => (
                <ListItemButton
                  key={section.key}
                  component={Link}
                  to={paths.user(session.userId, index)}
                  onClick={onClose}
                  data-testid={`user-menu-${section.key}`}
                >
                  <ListItemText primary={section.label} />
                </ListItemButton>
              ))}
              <Divider />
            </>
          )}
          {can(session?.role, 'menu.portal') && (
            <>
              <ListSubheader>{portalMenuTexts.title}</ListSubheader>
              <ListItemButton
                component={Link}
                to={paths.portalSettings()}
                onClick={onClose}
                data-testid="user-menu-portal-settings"
              >
                <ListItemText primary={portalMenuTexts.portalSettings} />
              </ListItemButton>
              <ListItemButton
                component={Link}
                to={paths.zeichnungen()}
                onClick={onClose}
                data-testid="user-menu-zeichnungen"
              >
                <ListItemText primary={portalMenuTexts.zeichnungen} />
              </ListItemButton>
              <Divider />
            </>
          )}
          {session ? (
            <ListItemButton
              component={Link}
              to={paths.logout()}
              onClick={onClose}
              data-testid="logout-button"
            >
              <ListItemText primary={shellTexts.logout} />
            </ListItemButton>
          ) : (
            <ListItemButton component={Link} to={paths.login()} onClick={onClose} data-testid="login-button">
              <ListItemText primary={shellTexts.login} />
            </ListItemButton>
          )}
        </List>
      </Box>
    </Drawer>
  );
}
