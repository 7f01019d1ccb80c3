import { PrivacyRequestsPage } from '../../../features/privacy/index.ts';

/** `/datenschutzanfragen` (lazy chunk): the privacy requests of a provider's tenant, or all for the operator. */
export default function PrivacyRequestsRoute() {
  return <PrivacyRequestsPage />;
}
