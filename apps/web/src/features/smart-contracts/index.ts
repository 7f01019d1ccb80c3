// Public face of the smart-contracts feature: the home tab, the overview page, the panel on a product's page.
// The top-bar wallet button is in wallet-button.tsx, loaded lazily by the app shell.

export { SmartContractOverviewPage } from './components/overview/smart-contract-overview-page.tsx';
export type { ProductContractPanelProps } from './components/product-contract-panel.tsx';
export { ProductContractPanel } from './components/product-contract-panel.tsx';
export { SmartContractsTab } from './components/smart-contracts-tab.tsx';
