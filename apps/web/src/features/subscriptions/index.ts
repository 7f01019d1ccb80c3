// Public face of the subscriptions (Zeichnung) feature: the home tab, the start button for product rows and
// pages, and the pages the router mounts. The product detail's tabs (Zeichnungsstrecke, Statistik) are in
// product-tabs.ts, loaded on demand.

export type { Zeichnung, ZeichnungStatus } from '../../api/subscriptions.ts';
export { ZeichnungOverviewPage } from './components/detail/zeichnung-overview-page.tsx';
export { ZeichnungenTab } from './components/list/zeichnungen-tab.tsx';
export { OpenPayments } from './components/payment/open-payments.tsx';
export type {
  StartSubscription,
  StartSubscriptionButtonProps,
} from './components/start-subscription-button.tsx';
export { StartSubscriptionButton, useStartSubscription } from './components/start-subscription-button.tsx';
export { ZeichnungWizardPage } from './components/wizard/zeichnung-wizard-page.tsx';
export { subTexts as zeichnungWebTexts } from './texts.ts';
