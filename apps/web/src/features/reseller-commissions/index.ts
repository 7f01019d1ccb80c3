export { ResellerCommissionsTab } from './components/reseller-commissions-tab.tsx';
export { ResellerInvoiceDetailPage } from './components/reseller-invoice-detail-page.tsx';
export { ResellerInvoicesTab } from './components/reseller-invoices-tab.tsx';
export { useResellerCommissionHomeTabs } from './home.tsx';
