// Public face of the issuers feature: the home tab and the pages the router mounts.

export type { Issuer, IssuerName } from '../../api/issuers.ts';
export { IssuersTab } from './components/issuers-tab.tsx';
