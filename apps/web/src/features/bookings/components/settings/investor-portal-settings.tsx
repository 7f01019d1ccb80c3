import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { bookingTexts, bookingWebTexts as t } from '@zp/domain/texts/de/bookings';
import { DEFAULT_PRIMARY, DEFAULT_SECONDARY } from '@zp/domain/theme/colors';
import { enqueueSnackbar } from 'notistack';
import { FormProvider, useForm } from 'react-hook-form';
import { type Booking, updateBranding, useInvalidateBookings } from '../../../../api/bookings.ts';
import { isApiError } from '../../../../lib/api.ts';
import { BrandingFields, type BrandingValues } from '../shared/branding-fields.tsx';
import { FactList } from '../shared/fact-list.tsx';
import { SaveButton } from '../shared/save-button.tsx';

const brandingOf = (b: Booking): BrandingValues => ({
  primaryColor: b.primaryColor ?? DEFAULT_PRIMARY,
  secondaryColor: b.secondaryColor ?? DEFAULT_SECONDARY,
  investorLogoFile: null,
  brokerLogoFile: null,
  faviconFile: null,
});

const BRANDING_FIELDS = [
  'primaryColor',
  'secondaryColor',
  'investorLogoFile',
  'brokerLogoFile',
  'faviconFile',
];

/** Settings tab "Anlegerportal": subdomain, address and the branding (colours, logos, favicon). */
export function InvestorPortalSettings({ booking, live }: { booking: Booking; live: boolean }) {
  const form = useForm<BrandingValues>({ mode: 'onBlur', defaultValues: brandingOf(booking) });
  const invalidate = useInvalidateBookings();
  const { isSubmitting } = form.formState;

  const save = form.handleSubmit(async (values) => {
    try {
      const updated = await updateBranding(booking.id, values);
      enqueueSnackbar(bookingTexts.updated, { variant: 'success' });
      form.reset(brandingOf(updated ?? booking));
      void invalidate();
    } catch (error) {
      if (!isApiError(error) || error.status !== 400) return;
      const known = Object.entries(error.errors).filter(([field]) => BRANDING_FIELDS.includes(field));
      for (const [field, message] of known)
        form.setError(field as keyof BrandingValues, { type: 'server', message });
      if (known.length === 0) enqueueSnackbar(error.detail, { variant: 'error' });
    }
  });

  return (
    <Stack spacing={3} data-testid="settings-investor-portal">
      <FactList
        facts={[
          { label: t.subdomain, value: booking.investorSubdomain },
          {
            label: t.portalUrl,
            value: (
              <Link href={booking.investorPortalUrl} target="_blank" rel="noreferrer">
                {booking.investorPortalUrl}
              </Link>
            ),
          },
        ]}
      />
      {!live && <Typography color="text.secondary">{t.portalOfflineHint}</Typography>}
      <Divider />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t.brandingTitle}
      </Typography>
      <FormProvider {...form}>
        <form onSubmit={save} noValidate>
          <Stack spacing={3}>
            <BrandingFields
              withBrokerLogo={booking.modules.includes(11)}
              current={booking}
              providerName={booking.providerName}
              disabled={isSubmitting}
            />
            <SaveButton pending={isSubmitting} testid="branding-save">
              {t.saveBranding}
            </SaveButton>
          </Stack>
        </form>
      </FormProvider>
    </Stack>
  );
}
