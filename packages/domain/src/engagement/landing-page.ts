// Landing page fields (module 13, spec 001 §3 "Landing page", issue 20, decision 034): what the provider saves
// through `PUT /superuser/{id}/update` (multipart) and what `GET /superuser/{id}/landing-page` answers.
import { z } from 'zod';
import type { FileCheck } from '../files/limits.ts';
import { fieldTexts } from '../texts/de/common.ts';
import { landingTexts } from '../texts/de/landing-page.ts';

export const MANAGER_COUNT = 5;
export const WELCOME_IMAGE_COUNT = 5;

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const n5 = [1, 2, 3, 4, 5] as const;

/**
 * Plain text as stored and shown: tags (`<b>`, `<script>` …) and control characters are removed; a visitor's page
 * escapes what remains, so no markup from a provider ever reaches a visitor. `3 < 5` stays (no tag).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const TAG = /<\/?[a-zA-Z!?][^>]*>?/g;

export function toPlainText(value: string): string {
  return value.replace(TAG, '').replace(CONTROL, '').replace(/\r\n?/g, '\n').trim();
}

const plain = (max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .max(max, fieldTexts.textMax(max))
      .transform(toPlainText)
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional(),
  );

function parsedUrl(v: string): URL | null {
  try {
    return new URL(v);
  } catch {
    return null;
  }
}

/** A social link: an absolute http(s) URL. */
const httpLink = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(500, fieldTexts.textMax(500))
    .refine((v) => /^https?:\/\//i.test(v), landingTexts.httpLink)
    .refine((v) => {
      const u = parsedUrl(v);
      return u !== null && (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.includes('.');
    }, landingTexts.badLink)
    .nullable()
    .optional(),
);

export const VIDEO_HOSTS = [
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'vimeo.com',
  'www.vimeo.com',
  'player.vimeo.com',
] as const;

/** Whether a video link is an https link of YouTube or Vimeo. */
export function isAllowedVideoLink(v: string): boolean {
  const u = parsedUrl(v.trim());
  return (
    u !== null &&
    u.protocol === 'https:' &&
    !u.username &&
    !u.password &&
    (u.port === '' || u.port === '443') &&
    (VIDEO_HOSTS as readonly string[]).includes(u.hostname.toLowerCase())
  );
}

const videoLink = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(500, fieldTexts.textMax(500))
    .refine(isAllowedVideoLink, landingTexts.videoHost)
    .nullable()
    .optional(),
);

const emailLink = z.preprocess(
  (v) => (typeof v === 'string' ? blankToNull(v.replace(/^\s*mailto:/i, '')) : v),
  z
    .string()
    .trim()
    .toLowerCase()
    .max(254, fieldTexts.textMax(254))
    .email(fieldTexts.invalidEmail)
    .nullable()
    .optional(),
);

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const color = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .regex(HEX_COLOR, landingTexts.colorFormat)
    .transform((v) => v.toUpperCase())
    .nullable()
    .optional(),
);

export const LANDING_TEXT_FIELDS = {
  header1: 200,
  header2: 200,
  header3: 200,
  aboutUs: 5000,
  ourMission: 5000,
  ourVision: 5000,
  welcomeDescription: 5000,
  salesrepDescription: 5000,
} as const;
export type LandingTextField = keyof typeof LANDING_TEXT_FIELDS;

export const LANDING_LINK_FIELDS = [
  'videoLink',
  'instagramLink',
  'facebookLink',
  'linkedinLink',
  'emailLink',
] as const;
export type LandingLinkField = (typeof LANDING_LINK_FIELDS)[number];

const managerFields = Object.fromEntries(
  n5.flatMap((n) => [
    [`ceoTitle${n}`, plain(100)],
    [`ceoName${n}`, plain(100)],
  ]),
) as Record<`ceoTitle${1 | 2 | 3 | 4 | 5}` | `ceoName${1 | 2 | 3 | 4 | 5}`, ReturnType<typeof plain>>;

/** Images of the page: form field → key in `landing_pages.files`. */
export const LANDING_IMAGE_FILES = {
  landingPageHeroImage: 'heroImage',
  welcomeImage1: 'welcomeImage1',
  welcomeImage2: 'welcomeImage2',
  welcomeImage3: 'welcomeImage3',
  welcomeImage4: 'welcomeImage4',
  welcomeImage5: 'welcomeImage5',
  salesrepLogo: 'salesrepLogo',
  salesrepImage: 'salesrepImage',
  landingPageLogoFile: 'logo',
  landingPageFavicon: 'favicon',
} as const;
export type LandingImageField = keyof typeof LANDING_IMAGE_FILES;
export type LandingImageKey = (typeof LANDING_IMAGE_FILES)[LandingImageField];
export const MANAGER_PHOTO_FIELDS = n5.map((n) => `ceoPhoto${n}` as const);
export const LANDING_FILE_FIELDS: readonly string[] = [
  ...Object.keys(LANDING_IMAGE_FILES),
  ...MANAGER_PHOTO_FIELDS,
];

const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'] as const;
/** The upload rule of each file field (the size limit is the common 12428800 bytes). */
export function landingFileCheck(field: string): FileCheck {
  if (field === 'landingPageFavicon') return { label: 'Favicon', extensions: ['ico', 'png'] };
  if (field === 'landingPageLogoFile' || field === 'salesrepLogo')
    return { label: 'Logo', extensions: IMAGE_EXTENSIONS };
  return { label: 'Bild', extensions: IMAGE_EXTENSIONS };
}

/** The landing fields of the update form (texts arrive as strings; blank clears a field). */
export const landingPageFields = z.object({
  ...(Object.fromEntries(Object.entries(LANDING_TEXT_FIELDS).map(([k, max]) => [k, plain(max)])) as Record<
    LandingTextField,
    ReturnType<typeof plain>
  >),
  ...managerFields,
  videoLink,
  instagramLink: httpLink,
  facebookLink: httpLink,
  linkedinLink: httpLink,
  emailLink,
  landingPagePrimaryColor: color,
  landingPageSecondaryColor: color,
  /** Comma-separated file fields whose image is removed (e.g. `welcomeImage2,ceoPhoto1`). */
  removeFiles: z.string().max(1000).optional(),
});
export type LandingPageInput = z.output<typeof landingPageFields>;
export const LANDING_FORM_KEYS: readonly string[] = Object.keys(landingPageFields.shape);

const binary = z.string().meta({ format: 'binary' }).optional();
/** The landing file fields for the OpenAPI of the multipart update. */
export const landingPageFileFields = z.object(
  Object.fromEntries(LANDING_FILE_FIELDS.map((f) => [f, binary])) as Record<string, typeof binary>,
);

export const landingManagerSchema = z.object({
  title: z.string().nullable(),
  name: z.string().nullable(),
  photoUrl: z.string().nullable(),
});

/** `GET /superuser/{id}/landing-page`: the saved content for the editor (file URLs, never file ids). */
export const landingPageSchema = z.object({
  superuserId: z.number(),
  header1: z.string().nullable(),
  header2: z.string().nullable(),
  header3: z.string().nullable(),
  aboutUs: z.string().nullable(),
  ourMission: z.string().nullable(),
  ourVision: z.string().nullable(),
  welcomeDescription: z.string().nullable(),
  salesrepDescription: z.string().nullable(),
  managers: z.array(landingManagerSchema),
  videoLink: z.string().nullable(),
  instagramLink: z.string().nullable(),
  facebookLink: z.string().nullable(),
  linkedinLink: z.string().nullable(),
  emailLink: z.string().nullable(),
  primaryColor: z.string().nullable(),
  secondaryColor: z.string().nullable(),
  images: z.record(z.string(), z.string().nullable()),
  /** The booked landing page domain (null without module 13), and whether it is live now. */
  landingPageDomain: z.string().nullable(),
  live: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type LandingPage = z.infer<typeof landingPageSchema>;
