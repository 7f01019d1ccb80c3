import { can } from '@zp/domain/auth/permissions';
import type { Role } from '@zp/domain/auth/roles';
import { dataExportTexts } from '@zp/domain/texts/de/data-export';
import { landingWebTexts } from '@zp/domain/texts/de/landing-page';
import { portalMenuTexts } from '@zp/domain/texts/de/menus';
import { privacyTexts } from '@zp/domain/texts/de/privacy';
import { reminderTexts } from '@zp/domain/texts/de/reminders';
import { paths } from '../../config/paths.ts';

export interface PortalMenuItem {
  to: string;
  testId: string;
  label: string;
}

/**
 * The Portal menu of the user menu and of the phone drawer (spec 001 §2): the provider's portal settings,
 * subscription list, landing page and e-mail cockpit (issue 20), the data export (issue 21); the
 * Benutzerinteraktionsportal for provider and reseller (the operator has it as a home tab); the privacy requests for
 * provider and operator (issue 21). Empty for every other role.
 */
export function portalMenuItems(role: Role | null | undefined): PortalMenuItem[] {
  const provider = can(role, 'menu.portal');
  const items: (PortalMenuItem | false)[] = [
    provider && {
      to: paths.portalSettings(),
      testId: 'user-menu-portal-settings',
      label: portalMenuTexts.portalSettings,
    },
    provider && {
      to: paths.zeichnungen(),
      testId: 'user-menu-zeichnungen',
      label: portalMenuTexts.zeichnungen,
    },
    provider &&
      can(role, 'landingPage.edit') && {
        to: paths.landingPage(),
        testId: 'user-menu-landing-page',
        label: landingWebTexts.title,
      },
    provider &&
      can(role, 'reminders.edit') && {
        to: paths.emailCockpit(),
        testId: 'user-menu-email-cockpit',
        label: reminderTexts.cockpitTitle,
      },
    provider &&
      can(role, 'dataExport.run') && {
        to: paths.dataExport(),
        testId: 'user-menu-data-export',
        label: dataExportTexts.menu,
      },
    can(role, 'engagement.view') &&
      role !== 'admin' && {
        to: paths.contacts(),
        testId: 'user-menu-contacts',
        label: reminderTexts.contactsTitle,
      },
    // privacy requests (issue 21): the provider its tenant's, the operator all (its only Portal menu item)
    can(role, 'privacyRequest.list') && {
      to: paths.privacyRequests(),
      testId: 'user-menu-privacy-requests',
      label: privacyTexts.listTitle,
    },
  ];
  return items.filter((i): i is PortalMenuItem => Boolean(i));
}
