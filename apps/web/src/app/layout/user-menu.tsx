import Button from '@mui/material/Button';
import { accountTexts } from '@zp/domain/texts/de/accounts';
import { lazy, Suspense, useId, useState } from 'react';
import { ExpandMoreIcon } from '../../components/ui/icons.tsx';
import type { EntityId } from '../../lib/session.ts';

// The menu (popover, focus handling) loads on the first click, keeping it out of the first chunk.
const UserMenuPanel = lazy(() => import('./user-menu-panel.tsx'));

interface Props {
  displayName: string;
  userId: EntityId;
}

/** The user's name in the top bar; it opens the user-info settings sections (not for admin). */
export function UserMenu({ displayName, userId }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wasOpened, setWasOpened] = useState(false);
  const menuId = useId();
  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => {
          setWasOpened(true);
          setAnchor(e.currentTarget);
        }}
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        title={accountTexts.openSettings}
        data-testid="user-name"
        sx={{ textTransform: 'none', maxWidth: 280 }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {displayName}
        </span>
      </Button>
      {wasOpened && (
        <Suspense fallback={null}>
          <UserMenuPanel id={menuId} anchor={anchor} userId={userId} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
