import { defineModule } from '../../lib/module.ts';
import { NEWSLETTER_SEND, runNewsletterBatch } from './jobs/send-newsletter.ts';
import { newsletterRoutes } from './newsletter.routes.ts';

/** Newsletter: sign-up with double opt-in, subscribers, sending through the outbox (issue 20, decision 034). */
export const newsletterModule = defineModule({
  name: 'newsletter',
  routes: [newsletterRoutes],
  jobs: (deps) => ({
    [NEWSLETTER_SEND]: (payload, job) => runNewsletterBatch(deps, payload, job),
  }),
});
