// Public face of the product creation wizard: the app's routes compose these pages.

export { FundedProductPage } from './components/funded-product-page.tsx';
export { WizardForbidden, WizardNotFound } from './components/page-states.tsx';
export { ProductWizardPage } from './components/product-wizard-page.tsx';
