// The landing page form (spec 001 §3 "Landing page"): headers, texts, welcome images, up to five managers, video
// and social links, the affiliate section and the landing branding, saved as one multipart request. Client checks
// are the server's schema (links, video hosts, #RRGGBB, file rules); the server's 400 messages land under the fields.
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { landingPageFields } from '@zp/domain/engagement/landing-page';
import { landingTexts, landingWebTexts as t } from '@zp/domain/texts/de/landing-page';
import { enqueueSnackbar } from 'notistack';
import { type ReactNode, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type LandingPage, useSaveLandingPage } from '../../../api/landing-page.ts';
import { SubmitButton } from '../../../components/ui/form/submit-button.tsx';
import { FORM_MODE, schemaResolver, showApiError } from '../../../lib/form.ts';
import { ImageField } from './image-field.tsx';
import { ColorInput, TextInput } from './landing-fields.tsx';
import {
  FORM_FIELDS,
  initialManagerCount,
  type LandingFileKey,
  type LandingFormValues,
  MANAGER_NUMBERS,
  storedImageUrl,
  toFormValues,
  toLandingFormData,
  WELCOME_IMAGE_FIELDS,
} from './landing-form-values.ts';

const label = (key: string) => t.labels[key] ?? key;

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Stack spacing={1.5} component="section" aria-label={title} data-testid={testId}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

export function LandingForm({ superuserId, page }: { superuserId: string | number; page: LandingPage }) {
  const save = useSaveLandingPage(superuserId);
  const [removed, setRemoved] = useState<ReadonlySet<LandingFileKey>>(new Set());
  const [managerCount, setManagerCount] = useState(() => initialManagerCount(page));
  const form = useForm<LandingFormValues, unknown, unknown>({
    ...FORM_MODE,
    resolver: schemaResolver<LandingFormValues, unknown>(landingPageFields),
    defaultValues: toFormValues(page),
  });
  const { reset, control } = form;
  useEffect(() => {
    reset(toFormValues(page));
    setRemoved(new Set());
    setManagerCount(initialManagerCount(page));
  }, [page, reset]);

  const pending = save.isPending;
  const image = (name: LandingFileKey, text = label(name)) => (
    <ImageField
      key={name}
      control={control}
      name={name}
      label={text}
      storedUrl={storedImageUrl(page, name)}
      removed={removed.has(name)}
      onRemovedChange={(on) =>
        setRemoved((prev) => {
          const next = new Set(prev);
          if (on) next.add(name);
          else next.delete(name);
          return next;
        })
      }
      disabled={pending}
    />
  );
  const text = (name: Parameters<typeof TextInput>[0]['name'], rows?: number) => (
    <TextInput control={control} name={name} label={label(name)} rows={rows} disabled={pending} />
  );

  const clearManager = (n: number) => {
    form.setValue(`ceoTitle${n}` as 'ceoTitle1', '', { shouldDirty: true });
    form.setValue(`ceoName${n}` as 'ceoName1', '', { shouldDirty: true });
    form.setValue(`ceoPhoto${n}` as 'ceoPhoto1', null, { shouldDirty: true });
    if (storedImageUrl(page, `ceoPhoto${n}` as 'ceoPhoto1'))
      setRemoved((prev) => new Set(prev).add(`ceoPhoto${n}` as 'ceoPhoto1'));
  };

  const submit = form.handleSubmit(async () => {
    try {
      await save.mutateAsync(toLandingFormData(form.getValues(), removed));
      enqueueSnackbar(landingTexts.saved, { variant: 'success' });
    } catch (error) {
      showApiError(error, form.setError, FORM_FIELDS);
    }
  });

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ p: { xs: 2, md: 3 } }}
      aria-label={t.title}
      data-testid="landing-form"
    >
      <Stack spacing={3} divider={<Divider flexItem />}>
        <Section title={t.sectionHero} testId="landing-section-hero">
          {text('header1')}
          {text('header2')}
          {text('header3')}
          {image('landingPageHeroImage')}
        </Section>
        <Section title={t.sectionTexts} testId="landing-section-texts">
          {text('aboutUs', 3)}
          {text('ourMission', 3)}
          {text('ourVision', 3)}
        </Section>
        <Section title={t.sectionWelcome} testId="landing-section-welcome">
          {text('welcomeDescription', 3)}
          <Grid container spacing={2}>
            {WELCOME_IMAGE_FIELDS.map((name) => (
              <Grid key={name} size={{ xs: 12, sm: 6 }}>
                {image(name)}
              </Grid>
            ))}
          </Grid>
        </Section>
        <Section title={t.sectionManagers} testId="landing-section-managers">
          {MANAGER_NUMBERS.slice(0, managerCount).map((n) => (
            <Paper
              key={n}
              variant="outlined"
              component="fieldset"
              sx={{ p: 2, m: 0 }}
              aria-label={t.managerLegend(n)}
              data-testid={`landing-manager-${n}`}
            >
              <Stack spacing={1}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {t.managerLegend(n)}
                  </Typography>
                  <Button
                    size="small"
                    color="inherit"
                    onClick={() => clearManager(n)}
                    disabled={pending}
                    data-testid={`landing-manager-clear-${n}`}
                  >
                    {t.removeManager}
                  </Button>
                </Stack>
                <Grid container spacing={2}>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextInput
                      control={control}
                      name={`ceoTitle${n}`}
                      label={t.managerTitle(n)}
                      disabled={pending}
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextInput
                      control={control}
                      name={`ceoName${n}`}
                      label={t.managerName(n)}
                      disabled={pending}
                    />
                  </Grid>
                </Grid>
                {image(`ceoPhoto${n}`, t.managerPhoto(n))}
              </Stack>
            </Paper>
          ))}
          {managerCount < MANAGER_NUMBERS.length && (
            <Button
              sx={{ alignSelf: 'flex-start' }}
              onClick={() => setManagerCount((c) => c + 1)}
              disabled={pending}
              data-testid="landing-manager-add"
            >
              {t.addManager}
            </Button>
          )}
        </Section>
        <Section title={t.sectionLinks} testId="landing-section-links">
          {text('videoLink')}
          {text('instagramLink')}
          {text('facebookLink')}
          {text('linkedinLink')}
          {text('emailLink')}
        </Section>
        <Section title={t.sectionAffiliate} testId="landing-section-affiliate">
          {text('salesrepDescription', 3)}
          {image('salesrepLogo')}
          {image('salesrepImage')}
        </Section>
        <Section title={t.sectionBranding} testId="landing-section-branding">
          {image('landingPageLogoFile')}
          {image('landingPageFavicon')}
          <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
            <ColorInput
              control={control}
              name="landingPagePrimaryColor"
              label={label('landingPagePrimaryColor')}
              disabled={pending}
            />
            <ColorInput
              control={control}
              name="landingPageSecondaryColor"
              label={label('landingPageSecondaryColor')}
              disabled={pending}
            />
          </Stack>
        </Section>
      </Stack>
      <Stack direction="row" sx={{ mt: 3, justifyContent: 'flex-end' }}>
        <SubmitButton pending={pending} testId="landing-save">
          {pending ? t.saving : t.save}
        </SubmitButton>
      </Stack>
    </Paper>
  );
}
