import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { accountTexts } from '@zp/domain/texts/de/accounts';
import type { SignupReferral } from '../../../../api/accounts.ts';
import { SubmitButton } from '../../../../components/ui/form/submit-button.tsx';
import { SignupConsents, SignupNewsletter } from './signup-consents.tsx';
import { SignupPersonFields } from './signup-person-fields.tsx';
import { useSignupForm } from './use-signup-form.ts';

interface Props {
  /** Investor portal: an investor account; broker portal: a salesrep account. */
  kind: 'investor' | 'salesrep';
  referral: SignupReferral;
}

/** The customer account form of a portal subdomain, with its consents. */
export function PortalSignupForm({ kind, referral }: Props) {
  const { form, submit, pending } = useSignupForm(kind, referral);
  const { control } = form;
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3} data-testid={`signup-${kind}`}>
      <section>
        <Typography variant="h6" component="h2">
          {kind === 'investor' ? accountTexts.investorCard : accountTexts.salesrepCard}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {kind === 'investor' ? accountTexts.investorCardText : accountTexts.salesrepCardText}
        </Typography>
        <SignupPersonFields control={control} />
      </section>
      <section>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
          {accountTexts.consentsTitle}
        </Typography>
        <SignupConsents control={control} />
      </section>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" data-testid="newsletter-box">
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
          {accountTexts.newsletterTitle}
        </Typography>
        <SignupNewsletter control={control} />
      </Paper>
      <SubmitButton pending={pending} size="large" testId="signup-submit" sx={{ alignSelf: 'flex-start' }}>
        {accountTexts.signupSubmit}
      </SubmitButton>
    </Stack>
  );
}
