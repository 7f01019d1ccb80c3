import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { accountTexts, settingsDocumentsTexts, userSettingsSections } from '@zp/domain/texts/de/accounts';
import { portalMenuTexts } from '@zp/domain/texts/de/menus';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { type EntityId, useSession } from '../../lib/session.ts';
import { portalMenuItems } from './portal-menu-items.ts';

interface Props {
  id: string;
  anchor: HTMLElement | null;
  userId: EntityId;
  onClose: () => void;
}

/**
 * The six user-info sections, each opening its tab of `/user/<id>` (spec 001 §2 Settings menus); for superusers
 * also the Portal menu (Portal-Einstellungen) and the subscription list, which has no home tab for them.
 */
export default function UserMenuPanel({ id, anchor, userId, onClose }: Props) {
  const role = useSession()?.role;
  const portalItems = portalMenuItems(role);
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
      <MenuItem component={Link} to={paths.documents()} onClick={onClose} data-testid="user-menu-documents">
        {settingsDocumentsTexts.menu}
      </MenuItem>
      {portalItems.length > 0 && <Divider />}
      {portalItems.length > 0 && <ListSubheader>{portalMenuTexts.title}</ListSubheader>}
      {portalItems.map((item) => (
        <MenuItem key={item.testId} component={Link} to={item.to} onClick={onClose} data-testid={item.testId}>
          {item.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
