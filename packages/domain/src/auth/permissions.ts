import type { Role } from './roles.ts';

const ALL: readonly Role[] = ['admin', 'superuser', 'reseller', 'issuer', 'investor', 'salesrep'];
const except = (...roles: Role[]): Role[] => ALL.filter((r) => !roles.includes(r));

/**
 * Who may do what (spec 001 §2 home tabs and cards, §6; spec 000 §6). The server's route pre-handler and the
 * web app's tabs, buttons and cards both ask `can()`; row-level checks (own tenant, own records) follow in services.
 */
export const PERMISSIONS = {
  // home tabs (spec 001 §2 "Home dashboard")
  'dashboard.start': ALL,
  'dashboard.werbemittel': ['salesrep'],
  'superuser.list': ['admin', 'reseller'],
  'issuer.list': ['reseller', 'superuser', 'admin'],
  'product.list': except('salesrep'),
  'smartcontract.list': ['admin', 'issuer', 'superuser'],
  'investor.list': ['superuser', 'admin'],
  'investor.listBrokered': ['salesrep'],
  'salesrep.list': ['superuser', 'issuer', 'salesrep', 'admin'],
  'reseller.list': ['reseller', 'admin'],
  'resellerPercentages.edit': ['admin'],
  'hierarchy.view': ['salesrep'],
  'zeichnung.list': ['admin', 'investor', 'salesrep', 'issuer'],
  'commission.list': ['admin', 'salesrep'],
  // issue 17: the provider's superuser also reads its tenant's commissions (Provision tab).
  'commission.view': ['admin', 'superuser', 'salesrep'],
  'commissionInvoice.list': ['superuser', 'salesrep'],
  // monthly credit notes (issue 17, decision 018): read by row (own, tenant, all); the operator ticks them paid
  'commissionInvoice.view': ['admin', 'superuser', 'salesrep'],
  'commissionInvoice.markPaid': ['admin'],
  'commissionInvoice.run': ['admin'],
  'resellerCommission.list': ['admin', 'reseller'],
  'resellerInvoice.list': ['admin', 'reseller'],
  // the operator's economy (issue 19, decision 032): reseller rows by owner (admin all, reseller its own); only the
  // operator approves commissions, marks credit notes and provider invoices paid and runs the monthly billing
  'resellerCommission.view': ['admin', 'reseller'],
  'resellerCommission.approve': ['admin'],
  'resellerCommission.requestPayment': ['reseller'],
  'resellerInvoice.view': ['admin', 'reseller'],
  'resellerInvoice.markPaid': ['admin'],
  'resellerHierarchy.view': ['admin', 'reseller'],
  'resellerPercentages.view': ['admin', 'reseller'],
  'resellerDashboard.view': ['reseller'],
  // provider billing: the operator sees all invoices; the provider its own (booking info)
  'providerInvoice.list': ['admin', 'superuser'],
  'providerInvoice.view': ['admin', 'superuser'],
  'providerInvoice.markPaid': ['admin'],
  'providerInvoice.run': ['admin'],
  'installment.list': ['admin', 'issuer'],
  'interestPayment.list': ['admin', 'issuer', 'investor'],
  // issue 18: rows by owner (admin all, issuer its products', investor its own); only admin and issuer book them
  'interestPayment.update': ['admin', 'issuer'],
  'installment.view': ['admin', 'issuer', 'investor'],
  'installment.update': ['admin', 'issuer'],
  // spec 001 §2: the installment page's Anleger tab is visible to two roles (the ones that book it)
  'installment.tab.investor': ['admin', 'issuer'],
  // payout runs (issue 18, decision 026): admin and the product's issuer; notices also the investor (its own)
  'payoutRun.list': ['admin', 'issuer'],
  'payoutRun.preview': ['admin', 'issuer'],
  'payoutRun.confirm': ['admin', 'issuer'],
  'payoutNotice.list': ['admin', 'issuer', 'investor'],
  // issue 18 (decision 027): the investor's own tax data, exemption orders and yearly tax certificates — nobody else
  'taxProfile.edit': ['investor'],
  'exemptionOrder.edit': ['investor'],
  'taxCertificate.view': ['investor'],
  'booking.book': ['superuser'],
  'booking.list': ['admin'],
  'engagement.portal': ['admin'],
  // engagement (issue 20, decision 034): the provider edits its own landing page, chatbot, reminders and newsletter;
  // the operator also saves chatbots (spec: L and U) and reads every provider's contacts
  'landingPage.edit': ['superuser'],
  'chatbot.edit': ['superuser', 'admin'],
  'newsletter.list': ['superuser', 'admin'],
  'newsletter.send': ['superuser'],
  'reminders.edit': ['superuser'],
  'engagement.view': ['admin', 'superuser', 'reseller'],
  // records (issue 21, decision 035): the Protokoll (admin everything, a provider its own tenant), the chain check
  'audit.list': ['admin', 'superuser'],
  'audit.verify': ['admin'],
  // statistics cards (spec 001 §2)
  'stats.issuers': ['superuser', 'reseller'],
  'stats.products': except('salesrep'),
  'stats.investors': ['superuser', 'issuer', 'salesrep'],
  'stats.salesreps': ['superuser', 'issuer'],
  'stats.zeichnungen': except('reseller'),
  'stats.resellers': ['reseller'],
  'stats.superusers': ['reseller'],
  // accounts and detail pages
  'user.settings': except('admin'),
  'user.view': ALL,
  'user.update': ALL,
  'superuser.view': ['admin', 'reseller', 'superuser'],
  'superuser.update': ['admin', 'superuser'],
  'reseller.view': ['admin', 'reseller'],
  'salesrep.view': ['admin', 'superuser', 'issuer', 'salesrep'],
  'salesrep.update': ['admin', 'superuser', 'salesrep'],
  'salesrep.approve': ['admin', 'superuser'],
  /** A partner's downline tree (GET /salesrep/hierachy/:id): the partner itself (own subtree), its provider, admin. */
  'salesrep.hierarchy': ['admin', 'superuser', 'salesrep'],
  'investor.view': ['admin', 'superuser', 'issuer', 'investor'],
  'investor.update': ['admin', 'superuser', 'investor'],
  'investor.identify': ['admin', 'superuser', 'issuer'],
  // products, issuers, subscriptions (spec 000 §6)
  'product.create': ['admin', 'superuser', 'issuer'],
  'issuer.create': ['admin'],
  'issuer.delete': ['admin'],
  'issuer.markTest': ['admin'],
  // issuer requests (issue 16, decision 013): the provider asks, the operator decides
  'issuer.request.create': ['superuser'],
  'issuer.request.list': ['superuser', 'admin'],
  'issuer.request.decide': ['admin'],
  'zeichnung.subscribe': ['investor'],
  'zeichnung.accept': ['admin', 'superuser', 'issuer'],
  'zeichnung.createExternal': ['admin'],
  // subscriptions (issue 14): the operator's steps on a subscription (row access: isZeichnungOperator)
  'zeichnung.view': ['admin', 'superuser', 'issuer', 'investor'],
  'zeichnung.pay': ['admin', 'superuser', 'issuer'],
  'zeichnung.commission.approve': ['admin', 'superuser', 'issuer'],
  'zeichnung.commission.pay': ['admin', 'superuser', 'issuer'],
  'zeichnung.tokens.confirm': ['admin', 'superuser', 'issuer'],
  'zeichnung.delete': ['admin', 'superuser', 'issuer', 'investor'],
  'zeichnung.withdraw': ['investor'],
  'zeichnung.demoDocument': ['admin', 'superuser', 'issuer'],
  'product.statistics': ['admin', 'superuser', 'issuer'],
  /** The investor legitimises itself: ID scan upload, identification start, its settings section and quick link. */
  'investor.legitimation': ['investor'],
  // subscriptions web (issue 14): the /zeichnungen page and the detail's tabs (spec 000 §2 "Subscription detail tabs")
  'zeichnung.listPage': except('reseller'),
  'zeichnung.tab.investor': ['superuser', 'issuer'],
  'zeichnung.tab.bank': ['issuer'],
  'zeichnung.tab.documents': ['issuer', 'investor'],
  'zeichnung.tab.product': ['admin', 'superuser', 'issuer'],
  // smart contracts (spec 000 §4, §6): the tab's roles see and create them, the operator deploys
  'smartcontract.view': ['admin', 'issuer', 'superuser'],
  'smartcontract.create': ['admin', 'issuer', 'superuser'],
  'smartcontract.requestDeploy': ['issuer', 'superuser'],
  'smartcontract.deploy': ['admin'],
  // people (issue 14)
  /** Edit another account's person data (row access decides whose); issuers only confirm identifications. */
  'user.updateOthers': ['admin', 'superuser'],
  /** Sees other people's data read-only (the providers a reseller recruited). */
  'user.viewOthersReadOnly': ['reseller'],
  /** The user settings sections a role fills in itself (quick links of the home dashboard; legitimation: investor.legitimation). */
  'user.blockchain': ['investor', 'issuer'],
  // smart-contracts (issue 14): the top bar's wallet (spec 001 §2) — issuers always, investors once they hold
  // (or may hold) a tokenized product
  'wallet.connect': ['issuer', 'investor'],
  'wallet.connectWithoutToken': ['issuer'],
  'dataExport.run': ['admin', 'superuser'],
  // privacy requests (issue 21, decision 035): the person itself (investor, partner) downloads its data and asks for
  // erasure; the provider sees its tenant's requests, the operator all
  'privacy.self': ['investor', 'salesrep'],
  'privacyRequest.list': ['admin', 'superuser'],
  'portalSettings.edit': ['superuser'],
  // bookings (issue 14)
  'booking.viewOwn': ['superuser', 'issuer'],
  'booking.view': ['admin', 'superuser', 'issuer'],
  'booking.update': ['admin', 'superuser'],
  'booking.decide': ['admin'],
  'booking.invoice': ['admin', 'superuser'],
  'booking.upgrade.view': ['admin', 'superuser'],
  // products (issue 14): the operator side changes a product; release and withdrawal are the provider's
  'product.update': ['admin', 'superuser', 'issuer'],
  'product.finish': ['admin', 'superuser', 'issuer'],
  'product.release': ['admin', 'superuser'],
  /** "Zeichnung pausieren" / "Zeichnung fortsetzen" of a released product (issue 16). */
  'product.pause': ['admin', 'superuser'],
  'product.delete': ['admin', 'superuser', 'issuer'],
  'product.createFunded': ['admin', 'superuser', 'issuer'],
  // screens: investors see products as their public page; the provider side sees the optional terms; the
  // superuser embeds a product elsewhere; kinds and the marketplace wait for the tenant's booked modules
  'product.publicView': ['investor'],
  'product.optional.view': ['superuser', 'issuer'],
  'product.embed': ['superuser'],
  'product.bookingGated': ['superuser', 'issuer'],
  // issuers (issue 14)
  'issuer.registration.resend': ['admin', 'superuser'],
  /** The detail's Registrierung tab (spec: the provider's screen) — the admin may resend by API but has no tab. */
  'issuer.registrationTab': ['superuser'],
  'issuer.update': ['admin', 'superuser', 'issuer'],
  'issuer.documents': ['superuser', 'issuer'],
  /** The issuer detail page: the operator side, the reseller of its provider and the issuer itself. */
  'issuer.view': ['admin', 'superuser', 'reseller', 'issuer'],
  // screens (issue 14): the product page's Zeichnungsstrecke and Statistik tabs are the provider side's (the
  // actions behind them, zeichnung.demoDocument and product.statistics, also let the admin in by row access);
  // the user menu's Portal section (portal settings and the subscription list, which has no home tab for them)
  'product.tab.subscriptionProcess': ['superuser', 'issuer'],
  'product.tab.statistics': ['superuser', 'issuer'],
  'menu.portal': ['superuser'],
  // documents (issue 15): who downloads the private documents of a row it may read — a reseller sees the figures
  // of the providers it recruited, never their documents (403); investors read the documents of released products
  'issuer.documents.read': ['admin', 'superuser', 'issuer'],
  'product.documents.read': ['admin', 'superuser', 'issuer', 'investor'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role != null && (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

export const permissionsOf = (role: Role): Permission[] =>
  (Object.keys(PERMISSIONS) as Permission[]).filter((p) => can(role, p));
