import { describe, expect, it } from 'vitest';
import type { LandingPage } from '../../../api/landing-page.ts';
import { storedImageUrl, toFormValues, toLandingFormData } from './landing-form-values.ts';

const page: LandingPage = {
  superuserId: 7,
  header1: 'Willkommen',
  header2: null,
  header3: null,
  aboutUs: null,
  ourMission: null,
  ourVision: null,
  welcomeDescription: null,
  salesrepDescription: null,
  managers: [{ title: 'CEO', name: 'Erika Muster', photoUrl: '/api/files/a' }],
  videoLink: null,
  instagramLink: null,
  facebookLink: null,
  linkedinLink: null,
  emailLink: null,
  primaryColor: '#165272',
  secondaryColor: null,
  images: { landingPageHeroImage: '/api/files/h', welcomeImage1: null },
  landingPageDomain: null,
  live: false,
  updatedAt: null,
};

describe('landing form values', () => {
  it('fills the form from the saved page, blanks for missing values', () => {
    const v = toFormValues(page);
    expect(v.header1).toBe('Willkommen');
    expect(v.header2).toBe('');
    expect(v.ceoTitle1).toBe('CEO');
    expect(v.ceoName1).toBe('Erika Muster');
    expect(v.ceoName2).toBe('');
    expect(v.landingPagePrimaryColor).toBe('#165272');
    expect(v.landingPageSecondaryColor).toBe('');
    expect(v.landingPageHeroImage).toBeNull();
    expect(storedImageUrl(page, 'ceoPhoto1')).toBe('/api/files/a');
    expect(storedImageUrl(page, 'ceoPhoto2')).toBeNull();
    expect(storedImageUrl(page, 'landingPageHeroImage')).toBe('/api/files/h');
  });

  it('sends every text, the chosen files and removeFiles only for removed images not replaced', () => {
    const v = toFormValues(page);
    v.header2 = 'Neu';
    const logo = new File(['x'], 'logo.png', { type: 'image/png' });
    v.landingPageLogoFile = logo;
    const form = toLandingFormData(v, new Set(['landingPageHeroImage', 'ceoPhoto1', 'landingPageLogoFile']));
    expect(form.get('header1')).toBe('Willkommen');
    expect(form.get('header2')).toBe('Neu');
    expect(form.get('header3')).toBe('');
    expect(form.get('ceoTitle5')).toBe('');
    expect((form.get('landingPageLogoFile') as File).name).toBe('logo.png');
    expect(form.get('removeFiles')).toBe('landingPageHeroImage,ceoPhoto1');
    expect(form.has('welcomeImage1')).toBe(false);
  });

  it('sends no removeFiles when nothing was removed', () => {
    expect(toLandingFormData(toFormValues(page), new Set()).has('removeFiles')).toBe(false);
  });
});
