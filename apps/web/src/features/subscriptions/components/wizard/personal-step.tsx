import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { COUNTRIES, SALUTATIONS } from '@zp/domain/accounts/person.schemas';
import { personLabels } from '@zp/domain/texts/de/accounts';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { FormSelectField } from '../../../../components/ui/form/form-select-field.tsx';
import { FormTextField } from '../../../../components/ui/form/form-text-field.tsx';
import type { ZeichnungForm } from '../../model/form.ts';
import { subTexts as t } from '../../texts.ts';
import { FieldGrid, StepSection } from './step-section.tsx';

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

function ExposedPerson() {
  const { control, trigger } = useFormContext<ZeichnungForm>();
  const { field, fieldState } = useController({ control, name: 'isExposed' });
  const exposed = useWatch({ control, name: 'isExposed' }) === 'yes';
  return (
    <FormControl error={Boolean(fieldState.error)} data-testid="exposed-person">
      <FormLabel>{t.exposedTitle}</FormLabel>
      <RadioGroup
        name={field.name}
        value={field.value}
        onChange={(e) => {
          field.onChange(e.target.value);
          void trigger(['isExposed', 'exposedPersonsOffice']);
        }}
      >
        <FormControlLabel value="no" control={<Radio />} label={t.notExposed} />
        <FormControlLabel value="yes" control={<Radio />} label={t.exposed} />
      </RadioGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
      {exposed && (
        <Stack sx={{ mt: 1 }}>
          <FormTextField<ZeichnungForm>
            control={control}
            name="exposedPersonsOffice"
            label={personLabels.exposedPersonsOffice}
            required
            testId="zeichnung-exposed-office"
          />
        </Stack>
      )}
    </FormControl>
  );
}

/** Persönliche Daten: the investor's person fields (saved on the investor) and the PEP declaration. */
export function PersonalStep({
  withExposedPerson,
  error,
}: {
  withExposedPerson: boolean;
  error?: string | null;
}) {
  const { control } = useFormContext<ZeichnungForm>();
  const text = (name: keyof ZeichnungForm & string, required = false, type?: 'date' | 'tel') => (
    <FormTextField<ZeichnungForm>
      control={control}
      name={name}
      label={personLabels[name as keyof typeof personLabels]}
      required={required}
      type={type}
      helperText={name === 'dateOfBirth' ? t.adultHint : undefined}
      testId={`zeichnung-${name}`}
    />
  );
  return (
    <StepSection title={t.personalTitle} error={error} testId="step-personal">
      <FieldGrid columns={3}>
        <FormSelectField<ZeichnungForm>
          control={control}
          name="salutation"
          label={personLabels.salutation}
          options={options(SALUTATIONS)}
          required
          testId="zeichnung-salutation"
        />
        {text('title')}
        <span />
        {text('firstName', true)}
        {text('lastName', true)}
        {text('dateOfBirth', true, 'date')}
        {text('street', true)}
        {text('houseNumber', true)}
        <span />
        {text('zipCode', true)}
        {text('city', true)}
        <FormSelectField<ZeichnungForm>
          control={control}
          name="country"
          label={personLabels.country}
          options={options(COUNTRIES)}
          required
          testId="zeichnung-country"
        />
        {text('nationality')}
        {text('landlineNumber', false, 'tel')}
        {text('mobileNumber', false, 'tel')}
      </FieldGrid>
      {withExposedPerson && <ExposedPerson />}
    </StepSection>
  );
}
