import Stack from '@mui/material/Stack';
import { isKindUnlocked } from '@zp/domain/bookings/modules';
import {
  fixedSecurityType,
  KINDS,
  MIN_VOLUME,
  MIN_VOLUME_100K,
  PRODUCT_KINDS,
  SECURITY_TYPES,
} from '@zp/domain/products/kinds';
import { useFormContext, useWatch } from 'react-hook-form';
import type { IssuerName } from '../../../api/issuers.ts';
import { formatEuro, formatNumber } from '../../../lib/format.ts';
import { kindOf, type ProductForm } from '../model/form-values.ts';
import { FIELD_LABELS, wizardTexts as t } from '../texts.ts';
import {
  DateInput,
  FieldGrid,
  MoneyInput,
  NumberInput,
  ReadOnlyValue,
  Section,
  SelectInput,
  SwitchInput,
  TextInput,
} from './fields.tsx';

export interface GeneralStepProps {
  /** Booked modules of the provider; null = unknown (every kind offered, the server decides). */
  bookedModules: readonly number[] | null;
  issuers: readonly IssuerName[];
  /** The product's current issuer, offered even when the names list does not hold it. */
  currentIssuer: IssuerName | null;
  onModulesNeeded: (kind: number) => void;
}

const securityOptions = Object.entries(SECURITY_TYPES).map(([value, label]) => ({ value, label }));

/** Allgemeines: kind, issuer, name, security, placement, volume, payment options, smart contract, link. */
export function GeneralStep({ bookedModules, issuers, currentIssuer, onModulesNeeded }: GeneralStepProps) {
  const { control, setValue } = useFormContext<ProductForm>();
  const values = useWatch({ control }) as ProductForm;
  const kind = kindOf(values);
  const info = KINDS[kind];
  const fixed = fixedSecurityType(kind);
  const privatePlacement = values.withPrivatePlacement === true;
  const locked = (k: number) => bookedModules !== null && !isKindUnlocked(k, bookedModules);

  const kindOptions = PRODUCT_KINDS.filter((k) => k !== 12).map((k) => ({
    value: String(k),
    label: locked(k) ? `${KINDS[k].label} ${t.kindMissingModule}` : KINDS[k].label,
  }));
  const issuerOptions = [...issuers];
  if (currentIssuer && !issuerOptions.some((i) => i.id === currentIssuer.id))
    issuerOptions.unshift(currentIssuer);

  const chooseKind = (value: string) => {
    const next = Number(value);
    if (locked(next)) {
      onModulesNeeded(next);
      return false;
    }
    const fixedType = fixedSecurityType(next as keyof typeof KINDS);
    if (fixedType !== null) setValue('securityType', String(fixedType), { shouldDirty: true });
    return true;
  };

  const minVolume = values.with100kProcess ? MIN_VOLUME_100K : MIN_VOLUME;
  const volumeHelper = [
    privatePlacement
      ? t.privatePlacementNoMax
      : info.maxVolume !== null
        ? t.maxVolume(formatEuro(info.maxVolume))
        : t.noMaxVolume,
    t.minVolume(formatEuro(minVolume)),
  ].join(' · ');
  const volume = typeof values.volume === 'number' ? values.volume : null;

  return (
    <Stack>
      <Section title={t.sections.basics}>
        <FieldGrid>
          <SelectInput
            name="kind"
            required
            options={kindOptions}
            onSelect={chooseKind}
            testId="product-kind"
          />
          <SelectInput
            name="issuer"
            required
            options={issuerOptions.map((i) => ({ value: String(i.id), label: i.name }))}
            testId="product-issuer"
          />
          <TextInput name="name" required maxLength={60} testId="product-name" />
          <SelectInput
            name="securityType"
            required
            options={securityOptions}
            disabled={fixed !== null}
            helperText={fixed !== null ? t.securityFixed : undefined}
            testId="product-security-type"
          />
          <TextInput name="description" required multiline testId="product-description" />
          {!privatePlacement && <TextInput name="wkn" required maxLength={6} testId="product-wkn" />}
        </FieldGrid>
      </Section>

      <Section title={t.sections.placement}>
        <SwitchInput name="withPrivatePlacement" testId="product-private-placement" />
        {privatePlacement && (
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ pl: 4 }}>
            <SwitchInput name="withPrivatePlacementGermany" />
            <SwitchInput name="withPrivatePlacementAustria" />
          </Stack>
        )}
      </Section>

      <Section title={t.sections.amounts}>
        <FieldGrid>
          <MoneyInput name="volume" required helperText={volumeHelper} testId="product-volume" />
          <MoneyInput
            name="minInvestment"
            required
            helperText={t.minInvestmentHint}
            testId="product-min-investment"
          />
          <NumberInput name="volumeInterval" required integer unit="€" testId="product-interval" />
          <SwitchInput name="with100kProcess" testId="product-100k" />
        </FieldGrid>
      </Section>

      <Section title={t.sections.paymentOptions}>
        <SwitchInput name="withInstallments" testId="product-installments" />
        {values.withInstallments === true && (
          <FieldGrid>
            <MoneyInput name="minMonthlyInstallment" required testId="product-min-installment" />
            <MoneyInput name="maxMonthlyInstallment" required testId="product-max-installment" />
            <NumberInput name="monthlyVolumeInterval" integer unit="€" />
            <MoneyInput name="minVolumeWithInstallments" />
            <MoneyInput name="minFirstPayment" />
            <MoneyInput name="maxFirstPayment" />
            <DateInput name="installmentEndDate" />
          </FieldGrid>
        )}
        <SwitchInput name="withFirstPayment" testId="product-first-payment" />
      </Section>

      {info.tokenized && (
        <Section title={t.sections.smartContract}>
          <FieldGrid>
            <TextInput name="owner" required maxLength={42} testId="product-owner" />
            <TextInput name="tokenName" required maxLength={20} testId="product-token-name" />
            <TextInput name="symbol" required maxLength={5} testId="product-symbol" />
            <ReadOnlyValue
              label={FIELD_LABELS.numberOfTokens ?? ''}
              value={volume === null ? '' : formatNumber(Math.floor(volume))}
              testId="product-number-of-tokens"
            />
          </FieldGrid>
        </Section>
      )}

      <TextInput name="link" testId="product-link" />
    </Stack>
  );
}
