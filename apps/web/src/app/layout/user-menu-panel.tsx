import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { accountTexts, userSettingsSections } from '@zp/domain/texts/de/accounts';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import type { EntityId } from '../../lib/session.ts';

interface Props {
  id: string;
  anchor: HTMLElement | null;
  userId: EntityId;
  onClose: () => void;
}

/** The six user-info sections, each opening its tab of `/user/<id>` (spec 001 §2 Settings menus). */
export default function UserMenuPanel({ id, anchor, userId, onClose }: Props) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      data-testid="user-menu"
    >
      <ListSubheader>{accountTexts.settingsMenu}</ListSubheader>
      {userSettingsSections.map((section, index) => (
        <MenuItem
          key={section.key}
          component={Link}
          to={paths.user(userId, index)}
          onClick={onClose}
          data-testid={`user-menu-${section.key}`}
        >
          {section.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
