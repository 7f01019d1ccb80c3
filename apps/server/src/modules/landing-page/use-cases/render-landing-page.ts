import { DEFAULT_PRIMARY, DEFAULT_SECONDARY, KINDS, MANAGER_COUNT, WELCOME_IMAGE_COUNT } from '@zp/domain';
import { publicUrl } from '../../../config.ts';
import type { Executor } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import type { EncodedBody } from '../../../lib/encoded-body.ts';
import { fileUrl } from '../../../lib/files.ts';
import { brokerPortalUrl, investorPortalUrl, providerDocumentUrls } from '../../bookings/bookings.service.ts';
import type { Branding } from '../../portals/portal.service.ts';
import { landingProductsOf } from '../../products/products.service.ts';
import { cachedLandingPage, storeLandingPage } from '../landing-cache.ts';
import { type LandingModel, renderLandingHtml } from '../landing-html.ts';
import { findLandingPage } from '../landing-page.repository.ts';
import type { StoredManager } from './save-landing-page.ts';

const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** Everything the page shows, from the saved content, the booking's branding, products and documents. */
export async function landingModel(
  deps: Deps,
  exec: Executor,
  superuserId: number,
  branding: Branding | null,
  pageHost: string | null,
): Promise<LandingModel> {
  const row = await findLandingPage(exec, superuserId);
  const c = row?.content ?? {};
  const f = row?.files ?? {};
  const [investorUrl, brokerUrl, products, docs] = [
    await investorPortalUrl(exec, deps.config, superuserId),
    await brokerPortalUrl(exec, deps.config, superuserId),
    await landingProductsOf(exec, superuserId),
    (await providerDocumentUrls(exec, superuserId)).documents,
  ];
  const managers = (Array.isArray(c.managers) ? (c.managers as StoredManager[]) : []).slice(0, MANAGER_COUNT);
  return {
    superuserId,
    providerName: branding?.providerName ?? 'Anbieter',
    primaryColor: row?.primaryColor ?? branding?.primaryColor ?? DEFAULT_PRIMARY,
    secondaryColor: row?.secondaryColor ?? branding?.secondaryColor ?? DEFAULT_SECONDARY,
    logoUrl: fileUrl(f.logo) ?? branding?.logoUrl ?? null,
    faviconUrl: fileUrl(f.favicon) ?? branding?.faviconUrl ?? null,
    heroImageUrl: fileUrl(f.heroImage),
    header1: str(c.header1),
    header2: str(c.header2),
    header3: str(c.header3),
    aboutUs: str(c.aboutUs),
    ourMission: str(c.ourMission),
    ourVision: str(c.ourVision),
    welcomeDescription: str(c.welcomeDescription),
    welcomeImageUrls: Array.from({ length: WELCOME_IMAGE_COUNT }, (_, i) =>
      fileUrl(f[`welcomeImage${i + 1}`]),
    ).filter((u): u is string => u !== null),
    managers: managers.map((m) => ({ title: m.title, name: m.name, photoUrl: fileUrl(m.photoFileId) })),
    videoLink: str(c.videoLink),
    instagramLink: str(c.instagramLink),
    facebookLink: str(c.facebookLink),
    linkedinLink: str(c.linkedinLink),
    emailLink: str(c.emailLink),
    salesrepDescription: str(c.salesrepDescription),
    salesrepLogoUrl: fileUrl(f.salesrepLogo),
    salesrepImageUrl: fileUrl(f.salesrepImage),
    products: products.map((p) => ({
      name: p.name,
      kindLabel: KINDS[p.kind]?.label ?? '',
      description: p.description,
      interest: p.interest,
      minInvestmentCents: p.minInvestmentCents,
      volumeCents: p.volumeCents,
      imageUrl: fileUrl(p.imageFileId),
      url: investorUrl ? `${investorUrl}/angebote/${p.id}` : null,
    })),
    investorPortalUrl: investorUrl,
    brokerPortalUrl: brokerUrl,
    imprintUrl: docs.imprint ?? docs.investorImprint ?? null,
    privacyUrl: docs.dataPrivacy ?? docs.investorDataPrivacy ?? null,
    pageUrl: pageHost ? `${publicUrl(deps.config, pageHost)}/` : null,
  };
}

/**
 * The landing page of a request's host, or null when the host is no live landing domain with module 13 (then the
 * app answers as before: the unknown-subdomain page).
 */
export async function renderLandingForHost(
  deps: Deps,
  host: string | undefined,
): Promise<EncodedBody | null> {
  const portal = await deps.portals.forHost(host);
  if (portal.kind !== 'landing' || !portal.online || portal.superuserId == null || !portal.subdomain)
    return null;
  const cached = cachedLandingPage(deps.db, portal.superuserId);
  if (cached) return cached;
  const html = renderLandingHtml(
    await landingModel(deps, deps.db, portal.superuserId, portal.branding, portal.subdomain),
  );
  return storeLandingPage(deps.db, portal.superuserId, html);
}
