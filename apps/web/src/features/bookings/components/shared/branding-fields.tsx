import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { colorField } from '@zp/domain/bookings/booking.schemas';
import { bookingWebTexts as t } from '@zp/domain/texts/de/bookings';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { FileField } from '../../../../components/ui/file-field.tsx';
import { BrandingPreview } from './branding-preview.tsx';
import { messageOf } from './message-of.ts';
import { testId } from './test-id.ts';

export const LOGO_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
export const FAVICON_EXTENSIONS = ['ico'] as const;

/** The branding part of a form: these field names with these types. */
export interface BrandingValues {
  primaryColor: string;
  secondaryColor: string;
  investorLogoFile: File | null;
  brokerLogoFile: File | null;
  faviconFile: File | null;
}

interface Props {
  /** Shows the broker logo (affiliate portal) too. */
  withBrokerLogo?: boolean;
  current?: { investorLogoUrl?: string | null; brokerLogoUrl?: string | null; faviconUrl?: string | null };
  providerName?: string;
  disabled?: boolean;
}

const checkColor = (value: string) => messageOf(colorField, value);

function ColorInput({
  name,
  label,
  testid,
  disabled,
}: {
  name: 'primaryColor' | 'secondaryColor';
  label: string;
  testid: string;
  disabled?: boolean;
}) {
  const { control } = useFormContext<BrandingValues>();
  return (
    <Controller
      name={name}
      control={control}
      rules={{ validate: checkColor }}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          type="color"
          label={label}
          disabled={disabled}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? field.value.toUpperCase()}
          sx={{ minWidth: 160 }}
          slotProps={{ htmlInput: { ...testId(testid), style: { height: 32, cursor: 'pointer' } } }}
        />
      )}
    />
  );
}

function FileInput({
  name,
  label,
  extensions,
  currentFileUrl,
  disabled,
}: {
  name: 'investorLogoFile' | 'brokerLogoFile' | 'faviconFile';
  label: string;
  extensions: readonly string[];
  currentFileUrl?: string | null;
  disabled?: boolean;
}) {
  const { control } = useFormContext<BrandingValues>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <FileField
          name={name}
          label={label}
          extensions={extensions}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
          currentFileUrl={currentFileUrl}
          disabled={disabled}
        />
      )}
    />
  );
}

/** Logos, favicon and the two colours with a live preview (wizard and portal settings). */
export function BrandingFields({ withBrokerLogo = false, current, providerName, disabled }: Props) {
  const { control } = useFormContext<BrandingValues>();
  const [primaryColor, secondaryColor, logoFile] = useWatch({
    control,
    name: ['primaryColor', 'secondaryColor', 'investorLogoFile'],
  });
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Stack spacing={2.5}>
          <FileInput
            name="investorLogoFile"
            label={t.investorLogo}
            extensions={LOGO_EXTENSIONS}
            currentFileUrl={current?.investorLogoUrl}
            disabled={disabled}
          />
          {withBrokerLogo && (
            <FileInput
              name="brokerLogoFile"
              label={t.brokerLogo}
              extensions={LOGO_EXTENSIONS}
              currentFileUrl={current?.brokerLogoUrl}
              disabled={disabled}
            />
          )}
          <FileInput
            name="faviconFile"
            label={t.favicon}
            extensions={FAVICON_EXTENSIONS}
            currentFileUrl={current?.faviconUrl}
            disabled={disabled}
          />
          <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
            <ColorInput
              name="primaryColor"
              label={t.primaryColor}
              testid="primary-color"
              disabled={disabled}
            />
            <ColorInput
              name="secondaryColor"
              label={t.secondaryColor}
              testid="secondary-color"
              disabled={disabled}
            />
          </Stack>
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <BrandingPreview
          primaryColor={primaryColor}
          secondaryColor={secondaryColor}
          logoFile={logoFile}
          logoUrl={current?.investorLogoUrl}
          providerName={providerName}
        />
      </Grid>
    </Grid>
  );
}
