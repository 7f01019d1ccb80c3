import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { can } from '@zp/domain/auth/permissions';
import { accountTexts, settingsDocumentsTexts, userSettingsSections } from '@zp/domain/texts/de/accounts';
import { landingWebTexts } from '@zp/domain/texts/de/landing-page';
import { portalMenuTexts } from '@zp/domain/texts/de/menus';
import { reminderTexts } from '@zp/domain/texts/de/reminders';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { type EntityId, useSession } from '../../lib/session.ts';

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
  const isSuperuser = can(role, 'menu.portal');
  // issue 20: the Benutzerinteraktionsportal for provider and reseller (the operator has it as a home tab)
  const showContacts = can(role, 'engagement.view') && role !== 'admin';
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
      {(isSuperuser || showContacts) && <Divider />}
      {(isSuperuser || showContacts) && <ListSubheader>{portalMenuTexts.title}</ListSubheader>}
      {isSuperuser && (
        <MenuItem
          component={Link}
          to={paths.portalSettings()}
          onClick={onClose}
          data-testid="user-menu-portal-settings"
        >
          {portalMenuTexts.portalSettings}
        </MenuItem>
      )}
      {isSuperuser && (
        <MenuItem
          component={Link}
          to={paths.zeichnungen()}
          onClick={onClose}
          data-testid="user-menu-zeichnungen"
        >
          {portalMenuTexts.zeichnungen}
        </MenuItem>
      )}
      {isSuperuser && can(role, 'landingPage.edit') && (
        <MenuItem
          component={Link}
          to={paths.landingPage()}
          onClick={onClose}
          data-testid="user-menu-landing-page"
        >
          {landingWebTexts.title}
        </MenuItem>
      )}
      {showContacts && (
        <MenuItem component={Link} to={paths.contacts()} onClick={onClose} data-testid="user-menu-contacts">
          {reminderTexts.contactsTitle}
        </MenuItem>
      )}
      {can(role, 'reminders.edit') && (
        <MenuItem
          component={Link}
          to={paths.emailCockpit()}
          onClick={onClose}
          data-testid="user-menu-email-cockpit"
        >
          {reminderTexts.cockpitTitle}
        </MenuItem>
      )}
    </Menu>
  );
}
