import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WizardTerms, ZeichnungForm } from '../../model/form.ts';
import { guidelineFields } from '../../model/step-fields.ts';
import { subTexts as t } from '../../texts.ts';
import { CheckField } from '../shared/check-field.tsx';
import { DocumentsList, productDocumentLinks } from '../shared/documents-list.tsx';
import { StepSection } from './step-section.tsx';

const LABELS = {
  agbAccepted: t.agb,
  dataPrivacyAccepted: t.dataPrivacy,
  notLivingInUsaAccepted: t.notLivingInUsa,
  connectionContractAccepted: t.connectionContract,
  kwgAccepted: t.kwg,
  liveInGermanyAccepted: t.liveInGermany,
} as const;

/** Richtlinien: the confirmations of the product's kind, with the product documents to read. */
export function GuidelinesStep({ terms, error }: { terms: WizardTerms; error?: string | null }) {
  return (
    <StepSection title={t.guidelinesTitle} intro={t.guidelinesIntro} error={error} testId="step-guidelines">
      <Stack spacing={0.5}>
        {guidelineFields(terms).map((name) => (
          <CheckField<ZeichnungForm>
            key={name}
            name={name}
            label={LABELS[name]}
            testId={`zeichnung-${name}`}
          />
        ))}
      </Stack>
      <Divider />
      <Typography variant="subtitle2" component="h3">
        {t.documentsTitle}
      </Typography>
      <DocumentsList docs={productDocumentLinks(terms.documents)} />
    </StepSection>
  );
}
