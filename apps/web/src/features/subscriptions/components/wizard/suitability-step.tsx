import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { INVESTMENT_FORMS } from '@zp/domain/products/experience';
import { passesSuitability, suitabilityScore } from '@zp/domain/subscriptions/suitability';
import { type Path, useController, useFormContext, useWatch } from 'react-hook-form';
import { toExperience, type WizardTerms, type ZeichnungForm } from '../../model/form.ts';
import { subTexts as t } from '../../texts.ts';
import { CheckField } from '../shared/check-field.tsx';
import { FieldGrid, StepSection } from './step-section.tsx';

function AnswerSelect({
  name,
  label,
  options,
  hideLabel = false,
  shownLabel,
}: {
  name: Path<ZeichnungForm>;
  label: string;
  options: readonly string[];
  hideLabel?: boolean;
  /** A shorter visible label (the card's heading names the form); `label` stays the accessible name. */
  shownLabel?: string;
}) {
  const { control } = useFormContext<ZeichnungForm>();
  const { field } = useController({ control, name });
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={hideLabel ? undefined : (shownLabel ?? label)}
      name={field.name}
      value={String(field.value ?? 0)}
      onChange={(e) => field.onChange(Number(e.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      slotProps={{
        select: { native: true },
        htmlInput: { 'aria-label': label, 'data-testid': `experience-${name.replace(/^experience\./, '')}` },
      }}
    >
      {options.map((o, i) => (
        <option key={o} value={i}>
          {o}
        </option>
      ))}
    </TextField>
  );
}

/** Angemessenheitsprüfung: knowledge and experience per investment form, services, live score vs threshold. */
export function SuitabilityStep({ terms, error }: { terms: WizardTerms; error?: string | null }) {
  const { control } = useFormContext<ZeichnungForm>();
  const experience = useWatch({ control, name: 'experience' });
  const score = suitabilityScore(
    terms.experienceMatrix,
    toExperience(experience),
    terms.experienceJobOrAcademicTitle,
  );
  const threshold = terms.experienceThreshold ?? 0;
  const passes = passesSuitability(score, threshold);
  // The four columns fit from 900 px; narrower screens (phones: 390 px) get one card per investment form with
  // every question labelled (issue 16: the table showed only its first column there).
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  return (
    <StepSection title={t.suitabilityTitle} intro={t.suitabilityIntro} testId="step-suitability">
      {wide ? <FormsTable /> : <FormsCards />}
      <FieldGrid>
        <AnswerSelect name="experience.avgNumberTxs" label={t.avgNumberTxs} options={t.txs} />
        <AnswerSelect name="experience.avgTxVolume" label={t.avgTxVolume} options={t.amounts} />
      </FieldGrid>
      <Typography variant="subtitle2" component="h3">
        {t.servicesTitle}
      </Typography>
      <FieldGrid columns={3}>
        <AnswerSelect name="experience.independentServices" label={t.independentServices} options={t.yesNo} />
        <AnswerSelect name="experience.withInvestorAdvice" label={t.withInvestorAdvice} options={t.yesNo} />
        <AnswerSelect name="experience.withAssetManagment" label={t.withAssetManagment} options={t.yesNo} />
      </FieldGrid>
      <CheckField<ZeichnungForm>
        name="experience.hasAcademicTitle"
        label={t.hasAcademicTitle}
        testId="experience-academic"
      />
      <Box data-testid="suitability-score" data-score={score} data-threshold={threshold}>
        <Typography variant="body2" color="text.secondary">
          {t.score(score, threshold)}
        </Typography>
      </Box>
      {passes ? (
        <Alert severity="success">{t.scoreOk}</Alert>
      ) : (
        <Stack spacing={1}>
          <Alert severity={error ? 'error' : 'warning'} data-testid="too-little-experience">
            <strong>{t.tooLittleExperience}</strong> {t.tooLittleHint}
          </Alert>
          <CheckField<ZeichnungForm>
            name="iDoNotWantTo"
            label={t.iDoNotWantTo}
            testId="zeichnung-iDoNotWantTo"
          />
          <CheckField<ZeichnungForm> name="iAmSure" label={t.iAmSure} testId="zeichnung-iAmSure" />
        </Stack>
      )}
      {error && error !== t.tooLittleExperience && (
        <Alert severity="error" data-testid="section-error">
          {error}
        </Alert>
      )}
    </StepSection>
  );
}

/** From 900 px: the investment forms as a table, one row per form and a column per question. */
function FormsTable() {
  return (
    <TableContainer>
      <Table size="small" aria-label={t.formsTitle}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>{t.form}</TableCell>
            <TableCell sx={{ fontWeight: 700, minWidth: 110 }}>{t.knowledge}</TableCell>
            <TableCell sx={{ fontWeight: 700, minWidth: 150 }}>{t.experienceYears}</TableCell>
            <TableCell sx={{ fontWeight: 700, minWidth: 160 }}>{t.amountBucket}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {INVESTMENT_FORMS.map((form) => (
            <TableRow key={form}>
              <TableCell>{t.formLabels[form]}</TableCell>
              <TableCell>
                <AnswerSelect
                  name={`experience.forms.${form}.checked`}
                  label={`${t.formLabels[form]}: ${t.knowledge}`}
                  options={t.yesNo}
                  hideLabel
                />
              </TableCell>
              <TableCell>
                <AnswerSelect
                  name={`experience.forms.${form}.duration`}
                  label={`${t.formLabels[form]}: ${t.experienceYears}`}
                  options={t.durations}
                  hideLabel
                />
              </TableCell>
              <TableCell>
                <AnswerSelect
                  name={`experience.forms.${form}.amount`}
                  label={`${t.formLabels[form]}: ${t.amountBucket}`}
                  options={t.amounts}
                  hideLabel
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Phones and tablets: one card per investment form, its three questions stacked and labelled. */
function FormsCards() {
  return (
    <Stack spacing={1.5} role="group" aria-label={t.formsTitle} data-testid="experience-cards">
      {INVESTMENT_FORMS.map((form) => (
        <Paper key={form} variant="outlined" sx={{ p: 1.5 }} data-testid={`experience-card-${form}`}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
            {t.formLabels[form]}
          </Typography>
          <Stack spacing={2}>
            <AnswerSelect
              name={`experience.forms.${form}.checked`}
              label={`${t.formLabels[form]}: ${t.knowledge}`}
              shownLabel={t.knowledge}
              options={t.yesNo}
            />
            <AnswerSelect
              name={`experience.forms.${form}.duration`}
              label={`${t.formLabels[form]}: ${t.experienceYears}`}
              shownLabel={t.experienceYears}
              options={t.durations}
            />
            <AnswerSelect
              name={`experience.forms.${form}.amount`}
              label={`${t.formLabels[form]}: ${t.amountBucket}`}
              shownLabel={t.amountBucket}
              options={t.amounts}
            />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
