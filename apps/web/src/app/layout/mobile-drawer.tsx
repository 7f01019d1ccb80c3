import IconButton from '@mui/material/IconButton';
import { uiTexts } from '@zp/domain/texts/de/ui';
import { lazy, Suspense, useState } from 'react';
import { MenuIcon } from '../../components/ui/icons.tsx';

// The drawer (modal, focus trap, transitions) loads on the first tap, keeping it out of the first chunk.
const MobileDrawerPanel = lazy(() => import('./mobile-drawer-panel.tsx'));

/** Hamburger menu below the md breakpoint with the same actions as the wide top bar. */
export function MobileDrawer() {
  const [open, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);

  const openDrawer = () => {
    setWasOpened(true);
    setOpen(true);
  };

  return (
    <>
      <IconButton
        color="inherit"
        edge="end"
        aria-label={uiTexts.openMenu}
        aria-expanded={open}
        onClick={openDrawer}
        data-testid="menu-button"
      >
        <MenuIcon />
      </IconButton>
      {wasOpened && (
        <Suspense fallback={null}>
          <MobileDrawerPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
