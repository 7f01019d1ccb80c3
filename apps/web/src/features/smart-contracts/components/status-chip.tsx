import Chip from '@mui/material/Chip';
import { isDeployed } from '@zp/domain/smart-contracts/deployment';
import { smartContractWebTexts as t } from '@zp/domain/texts/de/wallet';
import type { SmartContract } from '../../../api/smart-contracts.ts';

/** "Deployed" for anything but C, "Nicht deployed" for C (spec 000 §4 header badge). */
export function SmartContractStatusChip({ contract }: { contract: Pick<SmartContract, 'status'> }) {
  const deployed = isDeployed(contract);
  return (
    <Chip
      size="small"
      color={deployed ? 'success' : 'warning'}
      variant={deployed ? 'filled' : 'outlined'}
      label={deployed ? t.deployed : t.notDeployed}
      data-testid="smart-contract-status"
      data-status={contract.status}
    />
  );
}
