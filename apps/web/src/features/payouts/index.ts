// Public face of the payouts feature (issue 18): the home tabs, the detail pages, the investor's schedule of a
// subscription and its home card.
export { InstallmentDetailPage } from './components/installment-detail-page.tsx';
export { InterestEventDetailPage } from './components/interest-event-detail-page.tsx';
export { InterestSchedule } from './components/interest-schedule.tsx';
export { NewPayoutRunPage } from './components/new-payout-run-page.tsx';
export { PayoutRunDetailPage } from './components/payout-run-detail-page.tsx';
export { PayoutSummary } from './components/payout-summary.tsx';
export { usePayoutHomeTabs } from './home.tsx';
