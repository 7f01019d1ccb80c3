import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { accountTexts } from '@zp/domain/texts/de/accounts';
import { useState } from 'react';
import type { SignupReferral } from '../../../../api/accounts.ts';
import { SubmitButton } from '../../../../components/ui/form/submit-button.tsx';
import { AccountCard } from './account-card.tsx';
import { SignupConsents, SignupNewsletter } from './signup-consents.tsx';
import { SignupPersonFields } from './signup-person-fields.tsx';
import { useSignupForm } from './use-signup-form.ts';

export type MainKind = 'superuser' | 'reseller';

/** Main site: the person's data, two free cards (superuser, reseller) with their consents, newsletter. */
export function MainSignupForm({
  referral,
  initialKind = 'superuser',
}: {
  referral: SignupReferral;
  /** `/reseller/signup` (a reseller's link for further resellers) opens with the reseller card chosen. */
  initialKind?: MainKind;
}) {
  const [kind, setKind] = useState<MainKind>(initialKind);
  const { form, submit, pending } = useSignupForm(kind, referral);
  const { control } = form;

  const choose = (next: MainKind) => {
    if (next === kind) return;
    // Each card has its own consents: a choice made for the other card does not carry over.
    form.setValue('agbAccepted', false);
    form.setValue('dataPrivacyAccepted', false);
    form.clearErrors(['agbAccepted', 'dataPrivacyAccepted']);
    setKind(next);
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3} data-testid="signup-main">
      <section>
        <Typography variant="h6" component="h2" gutterBottom>
          {accountTexts.personDataTitle}
        </Typography>
        <SignupPersonFields control={control} />
      </section>
      <section>
        <Typography variant="h6" component="h2" gutterBottom>
          {accountTexts.chooseAccount}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <AccountCard
              title={accountTexts.superuserCard}
              text={accountTexts.superuserCardText}
              selected={kind === 'superuser'}
              onSelect={() => choose('superuser')}
              testId="card-superuser"
            >
              <SignupConsents control={control} />
            </AccountCard>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <AccountCard
              title={accountTexts.resellerCard}
              text={accountTexts.resellerCardText}
              selected={kind === 'reseller'}
              onSelect={() => choose('reseller')}
              testId="card-reseller"
            >
              <SignupConsents control={control} />
            </AccountCard>
          </Grid>
        </Grid>
      </section>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" data-testid="newsletter-box">
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
          {accountTexts.newsletterTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {accountTexts.newsletterText}
        </Typography>
        <SignupNewsletter control={control} />
      </Paper>
      <SubmitButton pending={pending} size="large" testId="signup-submit" sx={{ alignSelf: 'flex-start' }}>
        {accountTexts.signupSubmit}
      </SubmitButton>
    </Stack>
  );
}
