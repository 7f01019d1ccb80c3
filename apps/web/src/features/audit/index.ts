export { AuditHistory } from './components/audit-history.tsx';
export { useAuditHomeTabs } from './home.tsx';
