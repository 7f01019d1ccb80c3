import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { routes } from '../config/paths.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';
import { RequireAuth } from './routes/require-auth.tsx';

// The shell and not-found are in the first chunk; every other page loads as its own chunk. The sign-in page too
// (issue 22: its form library stays out of the public offers pages), but its chunk is requested at once, in parallel
// with the app's start, when the address is the sign-in page.
const loadLoginRoute = () => import('./routes/accounts/login-route.tsx');
if (typeof window !== 'undefined' && window.location.pathname === routes.login)
  void loadLoginRoute().catch(() => {});
const LoginRoute = lazy(() => loadLoginRoute().then((m) => ({ default: m.LoginRoute })));
const HomePage = lazy(() => import('./routes/home/home-page.tsx'));
const SignupRoute = lazy(() => import('./routes/accounts/signup-route.tsx'));
const EmailConfirmationRoute = lazy(() => import('./routes/accounts/email-confirmation-route.tsx'));
const ActivateRoute = lazy(() => import('./routes/accounts/activate-route.tsx'));
const CongratsRoute = lazy(() => import('./routes/accounts/congrats-route.tsx'));
const ResetRequestRoute = lazy(() => import('./routes/accounts/reset-request-route.tsx'));
const ResetPassRoute = lazy(() => import('./routes/accounts/reset-pass-route.tsx'));
const LogoutRoute = lazy(() => import('./routes/accounts/logout-route.tsx'));
const UserRoute = lazy(() => import('./routes/people/user-route.tsx'));
const SuperuserRoute = lazy(() => import('./routes/people/superuser-route.tsx'));
const ResellerRoute = lazy(() => import('./routes/people/reseller-route.tsx'));
const SalesrepRoute = lazy(() => import('./routes/people/salesrep-route.tsx'));
const InvestorRoute = lazy(() => import('./routes/people/investor-route.tsx'));
const DevMailsRoute = lazy(() => import('./routes/dev/dev-mails-route.tsx'));
// credit notes (issue 17)
const CreditNoteRoute = lazy(() => import('./routes/credit-notes/credit-note-route.tsx'));
// reseller commissions (issue 19)
const ResellerInvoiceRoute = lazy(() => import('./routes/reseller-commissions/reseller-invoice-route.tsx'));
// provider billing (issue 19)
const ProviderInvoiceRoute = lazy(() => import('./routes/provider-billing/provider-invoice-route.tsx'));
// payouts area (issue 18)
const InterestEventRoute = lazy(() => import('./routes/payouts/interest-event-route.tsx'));
const InstallmentRoute = lazy(() => import('./routes/payouts/installment-route.tsx'));
const PayoutRunNewRoute = lazy(() => import('./routes/payouts/payout-run-new-route.tsx'));
const PayoutRunRoute = lazy(() => import('./routes/payouts/payout-run-route.tsx'));
// newsletter (issue 20)
const NewsletterLinkRoute = lazy(() => import('./routes/newsletter/newsletter-link-route.tsx'));
// bookings area
const BookingRoute = lazy(() => import('./routes/bookings/booking-route.tsx'));
const BookingDetailRoute = lazy(() => import('./routes/bookings/booking-detail-route.tsx'));
const PortalSettingsRoute = lazy(() => import('./routes/bookings/portal-settings-route.tsx'));
// engagement (issue 20): e-mail cockpit, Benutzerinteraktionsportal, the reminder cancel link
const EmailCockpitRoute = lazy(() => import('./routes/reminders/email-cockpit-route.tsx'));
const ContactsRoute = lazy(() => import('./routes/reminders/contacts-route.tsx'));
const PrivacyRequestsRoute = lazy(() => import('./routes/privacy/privacy-requests-route.tsx'));
const DataExportRoute = lazy(() => import('./routes/data-export/data-export-route.tsx'));
const LandingPageRoute = lazy(() => import('./routes/landing-page/landing-page-route.tsx'));
const CancelReminderRoute = lazy(() => import('./routes/reminders/cancel-reminder-route.tsx'));
const DocumentsRoute = lazy(() => import('./routes/people/documents-route.tsx'));
const RechnerRoute = lazy(() => import('./routes/bookings/rechner-route.tsx'));
// issuers and products area
const IssuerCreateRoute = lazy(() => import('./routes/issuers/issuer-create-route.tsx'));
const IssuerRequestRoute = lazy(() => import('./routes/issuers/issuer-request-route.tsx'));
const IssuerRoute = lazy(() => import('./routes/issuers/issuer-route.tsx'));
const ProductRoute = lazy(() => import('./routes/products/product-route.tsx'));
const ProductsRoute = lazy(() => import('./routes/products/products-route.tsx'));
const PublicProductsRoute = lazy(() => import('./routes/products/public-products-route.tsx'));
const PublicProductRoute = lazy(() => import('./routes/products/public-product-route.tsx'));
const MarketplaceRoute = lazy(() => import('./routes/products/marketplace-route.tsx'));
// product creation wizard
const CreateProductRoute = lazy(() => import('./routes/product-wizard/create-product-route.tsx'));
const CreateFundedProductRoute = lazy(
  () => import('./routes/product-wizard/create-funded-product-route.tsx'),
);
// subscriptions area
const ZeichnungRoute = lazy(() => import('./routes/subscriptions/zeichnung-route.tsx'));
const ZeichnungenRoute = lazy(() => import('./routes/subscriptions/zeichnungen-route.tsx'));
const ZeichnungOverviewRoute = lazy(() => import('./routes/subscriptions/zeichnung-overview-route.tsx'));
// smart contracts area
const SmartContractOverviewRoute = lazy(
  () => import('./routes/smart-contracts/smart-contract-overview-route.tsx'),
);

const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      // Public pages
      { path: routes.login, element: <LoginRoute /> },
      { path: routes.logout, element: <LogoutRoute /> },
      { path: routes.signup, element: <SignupRoute /> },
      { path: routes.resellerSignup, element: <SignupRoute /> },
      { path: routes.emailConfirmation, element: <EmailConfirmationRoute /> },
      { path: routes.activate, element: <ActivateRoute /> },
      { path: routes.congrats, element: <CongratsRoute /> },
      { path: routes.resetPassRequest, element: <ResetRequestRoute /> },
      { path: routes.resetPass, element: <ResetPassRoute /> },
      { path: routes.devMails, element: <DevMailsRoute /> },
      { path: routes.rechner, element: <RechnerRoute /> }, // bookings area (public)
      // issuers and products area (public): the offers of an investor portal
      { path: routes.publicProducts, element: <PublicProductsRoute /> },
      { path: routes.publicProduct, element: <PublicProductRoute /> },
      { path: routes.marketplace, element: <MarketplaceRoute /> },
      // the cancel link of a reminder mail (public, investor portal; issue 20)
      { path: routes.cancelReminder, element: <CancelReminderRoute /> },
      // newsletter (issue 20, public): the confirmation and unsubscribe links of its mails
      { path: routes.newsletterConfirm, element: <NewsletterLinkRoute action="confirm" /> },
      { path: routes.newsletterUnsubscribe, element: <NewsletterLinkRoute action="unsubscribe" /> },
      { path: routes.notFound, element: <NotFoundPage /> },
      // Authenticated pages: signed out → /login?next=…
      {
        element: <RequireAuth />,
        children: [
          { path: routes.home, element: <HomePage /> },
          { path: routes.user, element: <UserRoute /> },
          { path: routes.superuser, element: <SuperuserRoute /> },
          { path: routes.reseller, element: <ResellerRoute /> },
          { path: routes.salesrep, element: <SalesrepRoute /> },
          { path: routes.investor, element: <InvestorRoute /> },
          // credit notes (issue 17)
          { path: routes.commissionsInvoice, element: <CreditNoteRoute /> },
          // reseller commissions (issue 19)
          { path: routes.resellerCommissionsInvoice, element: <ResellerInvoiceRoute /> },
          // provider billing (issue 19)
          { path: routes.providerInvoice, element: <ProviderInvoiceRoute /> },
          // payouts area (issue 18)
          { path: routes.interestPaymentEvent, element: <InterestEventRoute /> },
          { path: routes.installment, element: <InstallmentRoute /> },
          { path: routes.payoutRunNew, element: <PayoutRunNewRoute /> },
          { path: routes.payoutRun, element: <PayoutRunRoute /> },
          // bookings area
          { path: routes.booking, element: <BookingRoute /> },
          { path: routes.bookingDetail, element: <BookingDetailRoute /> },
          { path: routes.portalSettings, element: <PortalSettingsRoute /> },
          { path: routes.emailCockpit, element: <EmailCockpitRoute /> },
          { path: routes.contacts, element: <ContactsRoute /> },
          { path: routes.privacyRequests, element: <PrivacyRequestsRoute /> },
          { path: routes.dataExport, element: <DataExportRoute /> },
          { path: routes.landingPage, element: <LandingPageRoute /> },
          { path: routes.documents, element: <DocumentsRoute /> },
          // issuers and products area
          { path: routes.issuerCreate, element: <IssuerCreateRoute /> },
          { path: routes.issuerRequest, element: <IssuerRequestRoute /> },
          { path: routes.issuer, element: <IssuerRoute /> },
          { path: routes.products, element: <ProductsRoute /> },
          { path: routes.product, element: <ProductRoute /> },
          // product creation wizard
          { path: routes.createProduct, element: <CreateProductRoute /> },
          { path: routes.createFundedProduct, element: <CreateFundedProductRoute /> },
          // subscriptions area
          { path: routes.zeichnung, element: <ZeichnungRoute /> },
          { path: routes.zeichnungen, element: <ZeichnungenRoute /> },
          { path: routes.zeichnungOverview, element: <ZeichnungOverviewRoute /> },
          // smart contracts area
          { path: routes.smartContractOverview, element: <SmartContractOverviewRoute /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(appRoutes);
