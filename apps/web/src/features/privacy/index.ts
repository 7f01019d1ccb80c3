export { PrivacyRequestsPage } from './components/privacy-requests-page.tsx';
export { PrivacyTab } from './components/privacy-tab.tsx';
