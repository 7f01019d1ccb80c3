import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { UserUpdate } from '@zp/domain/accounts/person.schemas';
import { accountTexts } from '@zp/domain/texts/de/accounts';
import { shellTexts } from '@zp/domain/texts/de/shell';
import { enqueueSnackbar } from 'notistack';
import { type ReactNode, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { UserDto } from '../../../../api/people.ts';
import { FormCheckbox } from '../../../../components/ui/form/form-checkbox.tsx';
import { FormSelectField } from '../../../../components/ui/form/form-select-field.tsx';
import { FormTextField } from '../../../../components/ui/form/form-text-field.tsx';
import { SubmitButton } from '../../../../components/ui/form/submit-button.tsx';
import { FORM_MODE, schemaResolver, showApiError } from '../../../../lib/form.ts';
import {
  hintOf,
  labelOf,
  PERSON_RULES,
  type PersonFieldConfig,
  SECTION_FIELDS,
  type SectionKey,
} from './person-field-config.ts';

type FormValues = Record<string, string | boolean>;

export interface SectionFormProps {
  section: SectionKey;
  user: UserDto;
  readOnly?: boolean;
  /** Sends the section's fields (already validated by the domain rules). */
  save: (patch: UserUpdate) => Promise<unknown>;
  successMessage?: string;
  /** Toast when the server refuses without a field message (e.g. "Fehler beim Aktualisieren des Superusers."). */
  failureMessage?: string;
  /** Shown above the fields, e.g. the identification status. */
  children?: ReactNode;
}

function toFormValues(user: UserDto, fields: readonly PersonFieldConfig[]): FormValues {
  const values: FormValues = {};
  for (const { name, type } of fields) {
    const value = user[name];
    values[name] = type === 'checkbox' ? value === true : typeof value === 'string' ? value : '';
  }
  return values;
}

const schemas = new Map<SectionKey, z.ZodType>();
/** The section's part of `userUpdateSchema`, built from the same domain field rules. */
function sectionSchema(section: SectionKey): z.ZodType {
  let schema = schemas.get(section);
  if (!schema) {
    const shape = Object.fromEntries(SECTION_FIELDS[section].map(({ name }) => [name, PERSON_RULES[name]]));
    schema = z.object(shape as Record<string, z.ZodType>).strict();
    schemas.set(section, schema);
  }
  return schema;
}

/** One settings section as a form: validated on blur and on submit, saved on its own. */
export function SectionForm(props: SectionFormProps) {
  const { section, user, readOnly = false } = props;
  const fields = SECTION_FIELDS[section];
  const values = useMemo(() => toFormValues(user, fields), [user, fields]);
  const resolver = useMemo(() => schemaResolver<FormValues, UserUpdate>(sectionSchema(section)), [section]);
  const { control, handleSubmit, setError, formState } = useForm<FormValues, unknown, UserUpdate>({
    ...FORM_MODE,
    resolver,
    values,
  });

  const submit = handleSubmit(async (patch) => {
    try {
      await props.save(patch);
      enqueueSnackbar(props.successMessage ?? accountTexts.saved, { variant: 'success' });
    } catch (error) {
      showApiError(error, setError, Object.keys(values), { fallback: props.failureMessage });
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} data-testid={`section-${section}`}>
      {props.children}
      <Grid container rowSpacing={1} columnSpacing={2}>
        {fields.map((field) => (
          <Grid key={field.name} size={{ xs: 12, md: field.width ?? 6 }}>
            {field.type === 'checkbox' ? (
              <FormCheckbox
                control={control}
                name={field.name}
                label={labelOf(field.name)}
                disabled={readOnly}
                testId={`person-${field.name}`}
              />
            ) : field.type === 'select' ? (
              <FormSelectField
                control={control}
                name={field.name}
                label={labelOf(field.name)}
                options={(field.options ?? []).map((o) => ({ value: o, label: o }))}
                helperText={hintOf(field.name)}
                required={field.required}
                disabled={readOnly}
                testId={`person-${field.name}`}
              />
            ) : (
              <FormTextField
                control={control}
                name={field.name}
                label={labelOf(field.name)}
                type={field.type === 'date' ? 'date' : 'text'}
                helperText={hintOf(field.name)}
                autoComplete={field.autoComplete}
                required={field.required}
                disabled={readOnly}
                testId={`person-${field.name}`}
              />
            )}
          </Grid>
        ))}
      </Grid>
      {!readOnly && (
        <SubmitButton
          pending={formState.isSubmitting}
          disabled={!formState.isDirty}
          testId={`save-${section}`}
          sx={{ alignSelf: 'flex-start' }}
        >
          {shellTexts.save}
        </SubmitButton>
      )}
    </Stack>
  );
}
