import { wizardTexts as t } from '../texts.ts';
import { DateInput, FieldGrid, Section } from './fields.tsx';

/** Termine: contract start and end (required), first and last distribution, payback date. */
export function DatesStep() {
  return (
    <Section title={t.sections.dates}>
      <FieldGrid>
        <DateInput name="contractStart" required testId="product-contract-start" />
        <DateInput name="contractEnd" required testId="product-contract-end" />
        <DateInput name="initialDistribution" testId="product-initial-distribution" />
        <DateInput name="duration" testId="product-duration" />
        <DateInput name="paybackDate" testId="product-payback-date" />
      </FieldGrid>
    </Section>
  );
}
