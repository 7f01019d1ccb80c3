/** Every route of the app (spec 000 §2 and 001 §2): `routes` for the router, `paths` to build links. */
export const routes = {
  home: '/',
  login: '/login',
  logout: '/logout',
  signup: '/signup',
  // a reseller's recruiting link for further resellers (issue 19): the main site's sign-up page, reseller_uuid kept
  resellerSignup: '/reseller/signup',
  emailConfirmation: '/emailconfirmation',
  activate: '/activate',
  resetPassRequest: '/reset-pass-request',
  resetPass: '/reset-pass/:email/:resetCode',
  congrats: '/congrats',
  booking: '/booking',
  bookingDetail: '/booking/:bookingId',
  user: '/user/:userId',
  superuser: '/superuser/:superuserId',
  reseller: '/reseller/:resellerId',
  salesrep: '/salesrep/:salesrepId',
  investor: '/investor/:investorId',
  cancelReminder: '/investor/cancel-reminder/:investorId/:reminder',
  issuerCreate: '/issuer/create',
  issuerRequest: '/issuer/request',
  issuer: '/issuer/:issuerId',
  products: '/products',
  product: '/product/:productId',
  createProduct: '/create-product/:productId',
  createFundedProduct: '/create-funded-product/:productId',
  zeichnung: '/zeichnung',
  zeichnungen: '/zeichnungen',
  zeichnungOverview: '/zeichnung-overview/:zeichnungId',
  smartContractOverview: '/smartcontract-overview/:smartContractId',
  interestPaymentEvent: '/interest-payment-event/:interestPaymentEventId',
  installment: '/installment/:installmentId',
  // payout runs (issue 18, decision 030): a new run and a confirmed run's detail
  payoutRunNew: '/payout-run/new',
  payoutRun: '/payout-run/:payoutRunId',
  commissionsInvoice: '/commissions-invoice/:commissionsInvoiceId',
  resellerCommissionsInvoice: '/reseller-commissions-invoice/:commissionsInvoiceId',
  // provider billing (issue 19): one monthly provider invoice (operator all, provider its own)
  providerInvoice: '/provider-invoice/:providerInvoiceId',
  rechner: '/rechner',
  // bookings area: portal settings of a superuser (spec 001 §2 "Settings menus", Portal menu)
  portalSettings: '/portal-settings',
  // engagement (issue 20): the provider's e-mail cockpit and the Benutzerinteraktionsportal (provider, reseller)
  emailCockpit: '/email-cockpit',
  contacts: '/benutzerinteraktionen',
  // privacy requests (issue 21): the provider's tenant's, the operator's all (portal menu)
  privacyRequests: '/datenschutzanfragen',
  // records (issue 21): the data export (portal menu "Datenexport"; admin home tab)
  dataExport: '/datenexport',
  // the provider's landing page editor (portal menu "Landingpage", module 13)
  landingPage: '/landing-page',
  // the settings' "Dokumente" item (spec 001 §6): every role's documents
  documents: '/dokumente',
  devMails: '/dev/mails',
  notFound: '/notfound',
  // products area: the public product pages of an investor portal
  publicProducts: '/angebote',
  publicProduct: '/angebote/:productId',
  marketplace: '/marktplatz',
  // newsletter (issue 20): the links of the newsletter mails (public)
  newsletterConfirm: '/newsletter/confirm/:token',
  newsletterUnsubscribe: '/newsletter/unsubscribe/:token',
} as const;

export type RouteName = keyof typeof routes;
type Id = string | number;
type Query = Record<string, string | number | null | undefined>;

const seg = (v: Id) => encodeURIComponent(String(v));

function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export interface SignupQuery {
  head_salesrep?: string;
  salesrep_uuid?: string;
  reseller_uuid?: string;
  ppc?: string;
  /** Where to return after activation (a same-origin path). */
  next?: string;
}

export const paths = {
  home: (tab?: number) => withQuery('/', { tab }),
  /** `next`: where to return after signing in (a path of this app). */
  login: (next?: string) => withQuery(routes.login, { next }),
  logout: () => routes.logout,
  signup: (query?: SignupQuery) => withQuery(routes.signup, { ...query }),
  resellerSignup: (query?: SignupQuery) => withQuery(routes.resellerSignup, { ...query }),
  emailConfirmation: (email?: string) => withQuery(routes.emailConfirmation, { email }),
  activate: (email: string, activationCode: string) => withQuery(routes.activate, { email, activationCode }),
  resetPassRequest: () => routes.resetPassRequest,
  resetPass: (email: string, resetCode: string) => `/reset-pass/${seg(email)}/${seg(resetCode)}`,
  /** `next`: where "Weiter" goes (a same-origin path; else home). */
  congrats: (next?: string) => withQuery(routes.congrats, { next }),
  booking: () => routes.booking,
  bookingDetail: (bookingId: Id) => `/booking/${seg(bookingId)}`,
  /** `tab`: index of the settings section (userSettingsSections). */
  user: (userId: Id, tab?: number) => withQuery(`/user/${seg(userId)}`, { tab }),
  superuser: (superuserId: Id, tab?: number) => withQuery(`/superuser/${seg(superuserId)}`, { tab }),
  reseller: (resellerId: Id) => `/reseller/${seg(resellerId)}`,
  salesrep: (salesrepId: Id, tab?: number) => withQuery(`/salesrep/${seg(salesrepId)}`, { tab }),
  investor: (investorId: Id) => `/investor/${seg(investorId)}`,
  cancelReminder: (investorId: Id, reminder: Id) =>
    `/investor/cancel-reminder/${seg(investorId)}/${seg(reminder)}`,
  issuerCreate: () => routes.issuerCreate,
  issuerRequest: () => routes.issuerRequest,
  issuer: (issuerId: Id) => `/issuer/${seg(issuerId)}`,
  products: () => routes.products,
  product: (productId: Id) => `/product/${seg(productId)}`,
  createProduct: (productId: Id) => `/create-product/${seg(productId)}`,
  createFundedProduct: (productId: Id) => `/create-funded-product/${seg(productId)}`,
  // subscriptions area: `id` resumes an investor's subscription; `product` + `demo` runs the demo wizard
  zeichnung: (query?: { id?: Id; product?: Id; demo?: 1 }) => withQuery(routes.zeichnung, { ...query }),
  zeichnungen: () => routes.zeichnungen,
  zeichnungOverview: (zeichnungId: Id) => `/zeichnung-overview/${seg(zeichnungId)}`,
  smartContractOverview: (smartContractId: Id) => `/smartcontract-overview/${seg(smartContractId)}`,
  interestPaymentEvent: (eventId: Id) => `/interest-payment-event/${seg(eventId)}`,
  installment: (installmentId: Id) => `/installment/${seg(installmentId)}`,
  payoutRunNew: () => routes.payoutRunNew,
  payoutRun: (runId: Id) => `/payout-run/${seg(runId)}`,
  commissionsInvoice: (invoiceId: Id) => `/commissions-invoice/${seg(invoiceId)}`,
  resellerCommissionsInvoice: (invoiceId: Id) => `/reseller-commissions-invoice/${seg(invoiceId)}`,
  providerInvoice: (invoiceId: Id) => `/provider-invoice/${seg(invoiceId)}`,
  rechner: () => routes.rechner,
  portalSettings: () => routes.portalSettings,
  emailCockpit: () => routes.emailCockpit,
  contacts: () => routes.contacts,
  privacyRequests: () => routes.privacyRequests,
  dataExport: () => routes.dataExport,
  landingPage: () => routes.landingPage,
  documents: () => routes.documents,
  devMails: () => routes.devMails,
  notFound: () => routes.notFound,
  // products area
  publicProducts: () => routes.publicProducts,
  publicProduct: (productId: Id) => `/angebote/${seg(productId)}`,
  marketplace: () => '/marktplatz',
  newsletterConfirm: (token: Id) => `/newsletter/confirm/${seg(token)}`,
  newsletterUnsubscribe: (token: Id) => `/newsletter/unsubscribe/${seg(token)}`,
} satisfies Record<RouteName, (...args: never[]) => string>;

/** Public pages: everything else needs a session (spec 001 §2 "Routes marked as authenticated"). */
const PUBLIC_PATHS = [
  routes.login,
  routes.logout,
  routes.signup,
  routes.resellerSignup,
  routes.emailConfirmation,
  routes.activate,
  routes.resetPassRequest,
  routes.congrats,
  routes.devMails,
  routes.notFound,
];

/** A path to return to after sign-in: only this app's own, authenticated paths (no open redirect). */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  const pathname = next.split(/[?#]/)[0] ?? '';
  if (PUBLIC_PATHS.includes(pathname as (typeof PUBLIC_PATHS)[number]) || pathname.startsWith('/reset-pass/'))
    return null;
  return next;
}
