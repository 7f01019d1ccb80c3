import { useSearchParams } from 'react-router';
import type { SignupReferral } from '../../../api/accounts.ts';
import { usePortal } from '../../../api/portals.ts';
import { safeNextPath } from '../../../config/paths.ts';
import { SignupPage } from '../../../features/accounts/components/signup/signup-page.tsx';

const REFERRAL_PARAMS = ['reseller_uuid', 'salesrep_uuid', 'ppc', 'head_salesrep'] as const;

/** `/signup?reseller_uuid=&head_salesrep=&salesrep_uuid=&ppc=` (lazy chunk). */
export default function SignupRoute() {
  const [params] = useSearchParams();
  const kind = usePortal().data?.kind ?? 'main';
  const referral: SignupReferral = {};
  for (const key of REFERRAL_PARAMS) {
    const value = params.get(key)?.trim();
    if (value) referral[key] = value;
  }
  const next = safeNextPath(params.get('next'));
  if (next) referral.next = next;
  return <SignupPage portalKind={kind} referral={referral} />;
}
