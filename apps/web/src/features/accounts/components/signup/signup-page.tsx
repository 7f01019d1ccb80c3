import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { HostKind } from '@zp/domain/tenancy/hosts';
import { accountTexts } from '@zp/domain/texts/de/accounts';
import { Link as RouterLink } from 'react-router';
import type { SignupReferral } from '../../../../api/accounts.ts';
import { paths } from '../../../../config/paths.ts';
import { AuthCard } from '../auth-card.tsx';
import { type MainKind, MainSignupForm } from './main-signup-form.tsx';
import { PortalSignupForm } from './portal-signup-form.tsx';

interface Props {
  /** The kind of this host: main site, investor portal or broker portal. */
  portalKind: HostKind;
  referral: SignupReferral;
  mainKind?: MainKind;
}

/** `/signup`: superuser or reseller on the main site, investor or salesrep on a portal (spec 001 §2). */
export function SignupPage({ portalKind, referral, mainKind }: Props) {
  return (
    <AuthCard
      title={accountTexts.signupHeadline}
      subtitle={accountTexts.signupNote}
      testId="signup-page"
      wide
    >
      {portalKind === 'investor' ? (
        <PortalSignupForm kind="investor" referral={referral} />
      ) : portalKind === 'broker' ? (
        <PortalSignupForm kind="salesrep" referral={referral} />
      ) : (
        <MainSignupForm referral={referral} initialKind={mainKind} />
      )}
      <Typography variant="body2" sx={{ mt: 3 }}>
        <Link component={RouterLink} to={paths.login()}>
          {accountTexts.toLogin}
        </Link>
      </Typography>
    </AuthCard>
  );
}
