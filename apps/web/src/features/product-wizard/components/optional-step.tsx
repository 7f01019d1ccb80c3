import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { hasDepot } from '@zp/domain/products/kinds';
import { useFormContext, useWatch } from 'react-hook-form';
import { kindOf, OPTION_FLAGS, type ProductForm } from '../model/form-values.ts';
import { wizardTexts as t } from '../texts.ts';
import { FieldGrid, NumberInput, Section, SwitchInput, TextInput } from './fields.tsx';

/** Optionales: the option flags (no depot number for tokenized kinds), country and investor numbers. */
export function OptionalStep() {
  const { control } = useFormContext<ProductForm>();
  const kind = kindOf({ kind: useWatch({ control, name: 'kind' }) as string });
  const flags = OPTION_FLAGS.filter((f) => f !== 'withDepot' || hasDepot(kind));
  return (
    <Stack>
      <Section title={t.sections.options}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
          {flags.map((flag) => (
            <SwitchInput key={flag} name={flag} testId={`product-${flag}`} />
          ))}
        </Box>
      </Section>
      <Section title={t.sections.investors}>
        <FieldGrid columns={3}>
          <TextInput name="country" testId="product-country" />
          <NumberInput name="numberOfInvestorsGermany" integer testId="product-investors-de" />
          <NumberInput name="numberOfInvestorsAustria" integer testId="product-investors-at" />
        </FieldGrid>
      </Section>
    </Stack>
  );
}
