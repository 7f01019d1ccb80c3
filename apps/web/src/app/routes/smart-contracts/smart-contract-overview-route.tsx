import Alert from '@mui/material/Alert';
import { smartContractWebTexts } from '@zp/domain/texts/de/wallet';
import { SmartContractOverviewPage } from '../../../features/smart-contracts/index.ts';
import { useSession } from '../../../lib/session.ts';
import { useIdParam } from '../people/use-id-param.ts';

/** `/smartcontract-overview/:smartContractId` (lazy chunk): admin, issuer, superuser of the tenant. */
export default function SmartContractOverviewRoute() {
  const id = useIdParam('smartContractId');
  const role = useSession()?.role;
  if (!role) return null;
  if (!id)
    return (
      <Alert severity="warning" data-testid="page-not-found">
        {smartContractWebTexts.notFound}
      </Alert>
    );
  return <SmartContractOverviewPage key={id} smartContractId={id} role={role} />;
}
