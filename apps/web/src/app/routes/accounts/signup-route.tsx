import Box from '@mui/material/Box';
import { useLocation, useSearchParams } from 'react-router';
import type { SignupReferral } from '../../../api/accounts.ts';
import { usePortal } from '../../../api/portals.ts';
import { routes, safeNextPath } from '../../../config/paths.ts';
import { SignupPage } from '../../../features/accounts/components/signup/signup-page.tsx';
import { NewsletterBox } from '../../../features/newsletter/index.ts';

const REFERRAL_PARAMS = ['reseller_uuid', 'salesrep_uuid', 'ppc', 'head_salesrep'] as const;

/** `/signup?reseller_uuid=&head_salesrep=&salesrep_uuid=&ppc=` (lazy chunk). */
export default function SignupRoute() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const kind = usePortal().data?.kind ?? 'main';
  const referral: SignupReferral = {};
  const next = safeNextPath(params.get('next'));
  // A visitor who came through a partner's product link (/angebote/:id?salesrep_uuid=&ppc=) and was sent here to
  // sign up keeps the attribution: the referral travels inside `next` when it is not on the sign-up URL itself.
  const nextParams = next ? new URL(next, 'http://next.invalid').searchParams : null;
  for (const key of REFERRAL_PARAMS) {
    const value = (params.get(key) ?? nextParams?.get(key))?.trim();
    if (value) referral[key] = value;
  }
  if (next) referral.next = next;
  return (
    <>
      <SignupPage
        portalKind={kind}
        referral={referral}
        mainKind={pathname === routes.resellerSignup ? 'reseller' : 'superuser'}
      />
      {/* The main site's newsletter box (spec 001 §2; issue 20: origin 1 registration). */}
      {kind === 'main' && (
        <Box sx={{ maxWidth: 720, mx: 'auto', mt: 3, px: 2 }}>
          <NewsletterBox origin={1} />
        </Box>
      )}
    </>
  );
}
