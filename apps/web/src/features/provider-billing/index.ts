export { ProviderInvoiceDetailPage } from './components/provider-invoice-detail-page.tsx';
export { ProviderInvoicesSection, ProviderInvoicesTab } from './components/provider-invoices-tab.tsx';
export { useProviderBillingHomeTabs } from './home.tsx';
