// The editor's form values: every text field as the string typed, every image field as a newly chosen file.
// Field names are those of the multipart `PUT /superuser/{id}/update` (decision 034), so the server's 400 field
// errors land under the fields as they are.
import {
  LANDING_FILE_FIELDS,
  LANDING_IMAGE_FILES,
  LANDING_LINK_FIELDS,
  LANDING_TEXT_FIELDS,
  type LandingImageField,
  MANAGER_COUNT,
} from '@zp/domain/engagement/landing-page';
import type { LandingPage } from '../../../api/landing-page.ts';

type N = 1 | 2 | 3 | 4 | 5;
export type ManagerTextKey = `ceoTitle${N}` | `ceoName${N}`;
export type ManagerPhotoKey = `ceoPhoto${N}`;
export type LandingTextKey =
  | keyof typeof LANDING_TEXT_FIELDS
  | ManagerTextKey
  | (typeof LANDING_LINK_FIELDS)[number]
  | 'landingPagePrimaryColor'
  | 'landingPageSecondaryColor';
export type LandingFileKey = LandingImageField | ManagerPhotoKey;

export type LandingFormValues = Record<LandingTextKey, string> & Record<LandingFileKey, File | null>;

const numbers = Array.from({ length: MANAGER_COUNT }, (_, i) => (i + 1) as N);

export const MANAGER_NUMBERS: readonly N[] = numbers;
export const IMAGE_FIELDS = Object.keys(LANDING_IMAGE_FILES) as LandingImageField[];
export const WELCOME_IMAGE_FIELDS = [
  'welcomeImage1',
  'welcomeImage2',
  'welcomeImage3',
  'welcomeImage4',
  'welcomeImage5',
] as const satisfies readonly LandingImageField[];

export const TEXT_KEYS: readonly LandingTextKey[] = [
  ...(Object.keys(LANDING_TEXT_FIELDS) as (keyof typeof LANDING_TEXT_FIELDS)[]),
  ...numbers.flatMap((n) => [`ceoTitle${n}` as const, `ceoName${n}` as const]),
  ...LANDING_LINK_FIELDS,
  'landingPagePrimaryColor',
  'landingPageSecondaryColor',
];
export const FILE_KEYS = LANDING_FILE_FIELDS as readonly LandingFileKey[];
/** Every field a server message can be placed under. */
export const FORM_FIELDS: readonly string[] = [...TEXT_KEYS, ...FILE_KEYS];

/** The saved content as form values (no new files chosen). */
export function toFormValues(page: LandingPage): LandingFormValues {
  const values: Record<string, string | File | null> = {};
  for (const key of Object.keys(LANDING_TEXT_FIELDS)) values[key] = page[key as keyof LandingPage] as string;
  for (const key of LANDING_LINK_FIELDS) values[key] = page[key];
  numbers.forEach((n, i) => {
    values[`ceoTitle${n}`] = page.managers[i]?.title ?? '';
    values[`ceoName${n}`] = page.managers[i]?.name ?? '';
  });
  values.landingPagePrimaryColor = page.primaryColor ?? '';
  values.landingPageSecondaryColor = page.secondaryColor ?? '';
  for (const key of FILE_KEYS) values[key] = null;
  for (const key of TEXT_KEYS) values[key] ??= '';
  return values as LandingFormValues;
}

/** The stored image of a file field (URL), or null. */
export function storedImageUrl(page: LandingPage, field: LandingFileKey): string | null {
  const manager = /^ceoPhoto(\d)$/.exec(field);
  if (manager) return page.managers[Number(manager[1]) - 1]?.photoUrl ?? null;
  return page.images[field] ?? null;
}

/**
 * The multipart body: every text (blank clears it on the server), the newly chosen images, and `removeFiles`
 * for stored images the provider removed (and did not replace).
 */
export function toLandingFormData(values: LandingFormValues, removed: ReadonlySet<LandingFileKey>): FormData {
  const form = new FormData();
  for (const key of TEXT_KEYS) form.append(key, values[key] ?? '');
  const toRemove: string[] = [];
  for (const key of FILE_KEYS) {
    const file = values[key];
    if (file instanceof File) form.append(key, file, file.name);
    else if (removed.has(key)) toRemove.push(key);
  }
  if (toRemove.length > 0) form.append('removeFiles', toRemove.join(','));
  return form;
}

/** How many manager slots the form shows at first: the saved ones, at least one. */
export const initialManagerCount = (page: LandingPage): number =>
  Math.min(MANAGER_COUNT, Math.max(1, page.managers.length));
