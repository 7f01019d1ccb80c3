/**
 * Entries of the user menu beyond the user-info sections (spec 001 §2 "Settings menus"): the superuser's Portal
 * menu and the subscription list (superusers accept subscriptions but have no home tab for them). Kept apart from
 * the shell texts: only the lazily loaded menus use them.
 */
export const portalMenuTexts = {
  title: 'Portal',
  portalSettings: 'Portal-Einstellungen',
  zeichnungen: 'Zeichnungen',
} as const;
