export { CancelReminderPage } from './components/cancel-reminder-page.tsx';
export { ContactsPage, ContactsPanel } from './components/contacts-page.tsx';
export { EmailCockpitPage } from './components/email-cockpit-page.tsx';
export { useEngagementHomeTabs } from './home.tsx';
