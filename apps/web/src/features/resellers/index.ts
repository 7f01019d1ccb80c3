// Public face of the reseller hierarchy feature (issue 19): the home tabs, the tree and the reseller's start panel.
export { ResellerDashboard } from './components/reseller-dashboard.tsx';
export { ResellerTree } from './components/reseller-tree.tsx';
export { useResellerHomeTabs } from './home.tsx';
