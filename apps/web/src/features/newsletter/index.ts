export { NewsletterBox } from './components/newsletter-box.tsx';
export { NewsletterLinkPage } from './components/newsletter-link-page.tsx';
export { NewslettersTab } from './components/newsletters-tab.tsx';
export { SubscribersTab } from './components/subscribers-tab.tsx';
export { useNewsletterHomeTabs } from './home.tsx';
