import { useParams } from 'react-router';
import { NewsletterLinkPage } from '../../../features/newsletter/index.ts';

/** `/newsletter/confirm/:token` and `/newsletter/unsubscribe/:token` (lazy chunk, public). */
export default function NewsletterLinkRoute({ action }: { action: 'confirm' | 'unsubscribe' }) {
  const { token = '' } = useParams();
  return <NewsletterLinkPage key={`${action}:${token}`} action={action} token={token} />;
}
