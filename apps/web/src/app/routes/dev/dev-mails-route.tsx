import { DevMailbox } from '../../../features/dev-mails/components/dev-mailbox.tsx';

/** `/dev/mails` (lazy chunk). */
export default function DevMailsRoute() {
  return <DevMailbox />;
}
