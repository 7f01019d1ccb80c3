import Grid from '@mui/material/Grid';
import { SALUTATIONS } from '@zp/domain/accounts/person.schemas';
import { accountTexts, personLabels } from '@zp/domain/texts/de/accounts';
import type { Control } from 'react-hook-form';
import { FormCheckbox } from '../../../../components/ui/form/form-checkbox.tsx';
import { FormSelectField } from '../../../../components/ui/form/form-select-field.tsx';
import { FormTextField } from '../../../../components/ui/form/form-text-field.tsx';
import type { SignupFormValues } from './signup-form-values.ts';

const salutationOptions = SALUTATIONS.map((s) => ({ value: s, label: s }));

// biome-ignore lint/suspicious/noExplicitAny: the output type of the form does not matter here
type SignupControl = Control<SignupFormValues, any, any>;

/** E-mail, salutation, title, names and company of a new account. */
export function SignupPersonFields({ control }: { control: SignupControl }) {
  return (
    <Grid container rowSpacing={1} columnSpacing={2}>
      <Grid size={{ xs: 12 }}>
        <FormTextField
          control={control}
          name="email"
          label={personLabels.email}
          type="email"
          autoComplete="email"
          required
          testId="signup-email"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormSelectField
          control={control}
          name="salutation"
          label={personLabels.salutation}
          options={salutationOptions}
          required
          testId="signup-salutation"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormTextField control={control} name="title" label={personLabels.title} testId="signup-title" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="firstName"
          label={personLabels.firstName}
          autoComplete="given-name"
          required
          testId="signup-first-name"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="lastName"
          label={personLabels.lastName}
          autoComplete="family-name"
          required
          testId="signup-last-name"
        />
      </Grid>
      <Grid size={{ xs: 12 }}>
        <FormTextField
          control={control}
          name="company"
          label={personLabels.company}
          autoComplete="organization"
          testId="signup-company"
        />
      </Grid>
      <Grid size={{ xs: 12 }}>
        <FormCheckbox
          control={control}
          name="isCompany"
          label={accountTexts.isCompanyLabel}
          testId="signup-is-company"
        />
      </Grid>
    </Grid>
  );
}
