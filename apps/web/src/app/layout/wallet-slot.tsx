import { can } from '@zp/domain/auth/permissions';
import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/session.ts';

// The wallet (button, menu, chain calls) loads only for the roles that have it: it stays out of the first chunk.
const WalletButton = lazy(() => import('../../features/smart-contracts/wallet-button.tsx'));

/** The top bar's wallet button: issuers, and investors with a tokenized product (spec 001 §2, 000 §6). */
export function WalletSlot() {
  const role = useSession()?.role;
  if (!role || !can(role, 'wallet.connect')) return null;
  return (
    <Suspense fallback={null}>
      <WalletButton role={role} />
    </Suspense>
  );
}
