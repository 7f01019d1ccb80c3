import { NewPayoutRunPage } from '../../../features/payouts/index.ts';

/** `/payout-run/new` (lazy chunk). */
export default function PayoutRunNewRoute() {
  return <NewPayoutRunPage />;
}
