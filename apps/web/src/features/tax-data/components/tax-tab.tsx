import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { taxDataTexts as T } from '@zp/domain/texts/de/tax-data';
import type { ReactNode } from 'react';
import { ExemptionOrders } from './exemption-orders.tsx';
import { TaxCertificates } from './tax-certificates.tsx';
import { TaxProfileForm } from './tax-profile-form.tsx';

const Section = ({ title, testId, children }: { title: string; testId: string; children: ReactNode }) => (
  <Stack spacing={1} data-testid={testId}>
    <Typography variant="h6" component="h2">
      {title}
    </Typography>
    {children}
  </Stack>
);

/** The investor's settings tab for capital income: Steuerdaten, Freistellungsaufträge, Steuerbescheinigungen. */
export function TaxTab() {
  return (
    <Stack spacing={3} sx={{ pt: 2 }} divider={<Divider flexItem />} data-testid="tax-tab">
      <Section title={T.profileTitle} testId="tax-profile">
        <TaxProfileForm />
      </Section>
      <Section title={T.ordersTitle} testId="tax-exemption-orders">
        <ExemptionOrders />
      </Section>
      <Section title={T.certificatesTitle} testId="tax-certificates-section">
        <TaxCertificates />
      </Section>
    </Stack>
  );
}
