// Every server area, in registration order. An area lists its routes, jobs and schedules in its own index.ts.
import type { ServerModule } from '../lib/module.ts';
import { accountsModule } from './accounts/index.ts';
import { auditModule } from './audit/index.ts';
import { bookingsModule } from './bookings/index.ts';
import { chatbotModule } from './chatbot/index.ts';
import { commissionsModule } from './commissions/index.ts';
import { creditNotesModule } from './credit-notes/index.ts';
import { dataExportModule } from './data-export/index.ts';
import { devModule } from './dev/index.ts';
import { filesModule } from './files/index.ts';
import { issuersModule } from './issuers/index.ts';
import { landingPageModule } from './landing-page/index.ts';
import { newsletterModule } from './newsletter/index.ts';
import { payoutsModule } from './payouts/index.ts';
import { peopleModule } from './people/index.ts';
import { platformModule } from './platform/index.ts';
import { portalsModule } from './portals/index.ts';
import { privacyModule } from './privacy/index.ts';
import { productsModule } from './products/index.ts';
import { providerBillingModule } from './provider-billing/index.ts';
import { remindersModule } from './reminders/index.ts';
import { resellerCommissionsModule } from './reseller-commissions/index.ts';
import { resellerHierarchyModule } from './reseller-hierarchy/index.ts';
import { smartContractsModule } from './smart-contracts/index.ts';
import { subscriptionsModule } from './subscriptions/index.ts';

export const MODULES: readonly ServerModule[] = [
  platformModule,
  portalsModule,
  filesModule,
  accountsModule,
  peopleModule,
  bookingsModule,
  issuersModule,
  productsModule,
  smartContractsModule,
  subscriptionsModule,
  commissionsModule,
  creditNotesModule,
  providerBillingModule,
  resellerCommissionsModule,
  payoutsModule,
  resellerHierarchyModule,
  landingPageModule,
  chatbotModule,
  remindersModule,
  newsletterModule,
  privacyModule,
  auditModule,
  dataExportModule,
  devModule,
];
