import { RISK_WARNING_VERMANLG } from '@zp/domain';
import type { NewsletterRow, SubscriberRow } from '@zp/domain/engagement/newsletter.contract';
import type { Newsletter, Subscription } from './newsletter.repository.ts';

export const toSubscriberRow = (s: Subscription): SubscriberRow => ({
  id: s.id,
  email: s.email,
  origin: s.origin,
  subscribed: s.confirmedAt !== null && s.unsubscribedAt === null,
  subscribedAt: s.subscribedAt.toISOString(),
  confirmed: s.confirmedAt !== null,
  confirmedAt: s.confirmedAt?.toISOString() ?? null,
  unsubscribedAt: s.unsubscribedAt?.toISOString() ?? null,
});

export const toNewsletterRow = (n: Newsletter): NewsletterRow => ({
  id: n.id,
  subject: n.subject,
  body: n.body,
  recipients: n.recipients,
  sent: n.sent,
  status: n.status,
  createdAt: n.createdAt.toISOString(),
  riskWarning: n.body.endsWith(RISK_WARNING_VERMANLG),
});
