// Public face of the commissions feature (issue 17): the home tab "Provision".
export { CommissionsTab } from './components/commissions-tab.tsx';
