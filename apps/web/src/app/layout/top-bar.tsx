import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BookingStatusSlot } from './booking-status-slot.tsx';
import { MobileDrawer } from './mobile-drawer.tsx';
import { PortalLogo } from './portal-logo.tsx';
import { SessionActions } from './session-actions.tsx';
import { WalletSlot } from './wallet-slot.tsx';

/**
 * Logo, login or user name and logout (spec 001 §2). Only one of the wide actions and the drawer is rendered,
 * so every test id in the bar exists once. The wallet button (issuers, investors with a tokenized
 * product) and the demo-mode booking status come with their areas.
 */
export function TopBar() {
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  return (
    <AppBar position="sticky" color="primary" elevation={1} data-testid="topbar">
      <Toolbar sx={{ gap: 2 }}>
        <PortalLogo />
        <Box sx={{ flexGrow: 1 }} />
        <BookingStatusSlot />
        <WalletSlot />
        {isWide ? <SessionActions /> : <MobileDrawer />}
      </Toolbar>
    </AppBar>
  );
}
