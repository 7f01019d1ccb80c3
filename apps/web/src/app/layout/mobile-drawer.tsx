import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { shellTexts } from '@zp/domain/texts/de/shell';
import { uiTexts } from '@zp/domain/texts/de/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { CloseIcon, MenuIcon } from '../../components/ui/icons.tsx';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/session.ts';

/** Hamburger menu below the md breakpoint with the same actions as the wide top bar. */
export function MobileDrawer() {
  const [open, setOpen] = useState(false);
  const session = useSession();
  const close = () => setOpen(false);

  return (
    <>
      <IconButton color="inherit" edge="end" aria-label={uiTexts.openMenu} onClick={() => setOpen(true)}>
        <MenuIcon />
      </IconButton>
      <Drawer anchor="right" open={open} onClose={close}>
        <Box sx={{ width: 260 }} role="navigation" aria-label={shellTexts.menu}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
            <IconButton aria-label={uiTexts.closeMenu} onClick={close}>
              <CloseIcon />
            </IconButton>
          </Box>
          {session?.displayName && (
            <ListItem>
              <ListItemText primary={session.displayName} data-testid="user-name" />
            </ListItem>
          )}
          <Divider />
          <List>
            <ListItemButton component={Link} to={paths.home()} onClick={close}>
              <ListItemText primary={shellTexts.home} />
            </ListItemButton>
            {session ? (
              <ListItemButton component={Link} to={paths.logout()} onClick={close} data-testid="logout-button">
                <ListItemText primary={shellTexts.logout} />
              </ListItemButton>
            ) : (
              <ListItemButton component={Link} to={paths.login()} onClick={close} data-testid="login-button">
                <ListItemText primary={shellTexts.login} />
              </ListItemButton>
            )}
          </List>
        </Box>
      </Drawer>
    </>
  );
}
