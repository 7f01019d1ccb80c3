import { LANDING_IMAGE_FILES, type LandingPage, MANAGER_COUNT } from '@zp/domain';
import type { Deps } from '../../../deps.ts';
import { fileUrl } from '../../../lib/files.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { landingDomainOf } from '../../bookings/bookings.service.ts';
import { renderLandingHtml } from '../landing-html.ts';
import { findLandingPage } from '../landing-page.repository.ts';
import { landingModel } from './render-landing-page.ts';
import { assertOwnLandingPage, type StoredManager } from './save-landing-page.ts';

const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** `GET /superuser/{id}/landing-page`: the saved content for the provider's editor (empty before the first save). */
export async function getLandingPage(deps: Deps, c: AuthClaims, superuserId: number): Promise<LandingPage> {
  assertOwnLandingPage(c, superuserId);
  const row = await findLandingPage(deps.db, superuserId);
  const content = row?.content ?? {};
  const files = row?.files ?? {};
  const managers = (Array.isArray(content.managers) ? (content.managers as StoredManager[]) : []).slice(
    0,
    MANAGER_COUNT,
  );
  const domain = await landingDomainOf(deps.db, superuserId);
  return {
    superuserId,
    header1: str(content.header1),
    header2: str(content.header2),
    header3: str(content.header3),
    aboutUs: str(content.aboutUs),
    ourMission: str(content.ourMission),
    ourVision: str(content.ourVision),
    welcomeDescription: str(content.welcomeDescription),
    salesrepDescription: str(content.salesrepDescription),
    managers: managers.map((m) => ({ title: m.title, name: m.name, photoUrl: fileUrl(m.photoFileId) })),
    videoLink: str(content.videoLink),
    instagramLink: str(content.instagramLink),
    facebookLink: str(content.facebookLink),
    linkedinLink: str(content.linkedinLink),
    emailLink: str(content.emailLink),
    primaryColor: row?.primaryColor ?? null,
    secondaryColor: row?.secondaryColor ?? null,
    images: Object.fromEntries(
      Object.entries(LANDING_IMAGE_FILES).map(([field, key]) => [field, fileUrl(files[key])]),
    ),
    landingPageDomain: domain.domain,
    live: domain.live,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** `GET /superuser/{id}/landing-page/preview`: the page as rendered for visitors, without its scripts. */
export async function previewLandingPage(deps: Deps, c: AuthClaims, superuserId: number): Promise<string> {
  assertOwnLandingPage(c, superuserId);
  const branding = await deps.portals.brandingOfTenant(deps.db, superuserId, 'investor');
  const model = await landingModel(deps, deps.db, superuserId, branding, null);
  return renderLandingHtml({ ...model, preview: true });
}
