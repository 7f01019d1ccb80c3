import Stack from '@mui/material/Stack';
import { useFormContext } from 'react-hook-form';
import { FormSelectField } from '../../../../components/ui/form/form-select-field.tsx';
import { FormTextField } from '../../../../components/ui/form/form-text-field.tsx';
import type { WizardTerms, ZeichnungForm } from '../../model/form.ts';
import { subTexts as t } from '../../texts.ts';
import { CheckField } from '../shared/check-field.tsx';
import { DocumentsList, productDocumentLinks } from '../shared/documents-list.tsx';
import { FieldGrid, StepSection } from './step-section.tsx';

const ID_DOCUMENTS = [
  { value: 'Personalausweis', label: 'Personalausweis' },
  { value: 'Reisepass', label: 'Reisepass' },
];

/** VIB: acknowledgement of the warning, confirmed by typing the personal data (kinds 8 and 9). */
export function VibStep({ terms, error }: { terms: WizardTerms; error?: string | null }) {
  const { control } = useFormContext<ZeichnungForm>();
  const field = (name: keyof typeof t.vibLabels, type?: 'date' | 'email', disabled = false) => (
    <FormTextField<ZeichnungForm>
      control={control}
      name={name}
      label={t.vibLabels[name]}
      type={type}
      required={!disabled}
      disabled={disabled}
      testId={`zeichnung-${name}`}
    />
  );
  return (
    <StepSection title={t.vibTitle} intro={t.vibIntro} error={error} testId="step-vib">
      <DocumentsList docs={productDocumentLinks(terms.documents, ['vib'])} />
      <CheckField<ZeichnungForm>
        name="vibConfirmationAccepted"
        label={t.vibAck}
        testId="zeichnung-vibConfirmationAccepted"
      />
      <Stack>
        <FieldGrid>
          {field('vibName')}
          {field('vibBirthDate', 'date')}
          {field('vibAddress')}
          {field('vibEmail', 'email')}
          <FormSelectField<ZeichnungForm>
            control={control}
            name="vibIdDocument"
            label={t.vibLabels.vibIdDocument}
            options={ID_DOCUMENTS}
            required
            testId="zeichnung-vibIdDocument"
          />
          {field('vibIdNumber')}
          {field('vibIdOffice')}
          {field('vibConfirmationCity')}
          {field('vibConfirmationDate', 'date', true)}
        </FieldGrid>
      </Stack>
    </StepSection>
  );
}
