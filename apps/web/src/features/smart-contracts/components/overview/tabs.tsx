import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { isProductKind, KINDS } from '@zp/domain/products/kinds';
import { productWebTexts } from '@zp/domain/texts/de/products';
import { smartContractWebTexts as t } from '@zp/domain/texts/de/wallet';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { SmartContract } from '../../../../api/smart-contracts.ts';
import { type Fact, Facts } from '../../../../components/ui/facts.tsx';
import { paths } from '../../../../config/paths.ts';
import { formatDateTime, formatEuro, formatNumber } from '../../../../lib/format.ts';
import { type ChainInfo, explorerUrl } from '../../../../lib/wallet.ts';
import { SmartContractStatusChip } from '../status-chip.tsx';

const f = t.fields;

function Mono({ value, href }: { value: string | null; href?: string | null }) {
  if (!value) return null;
  const text = (
    <span style={{ fontFamily: 'monospace', fontSize: '0.85rem' }} data-testid="mono">
      {value}
    </span>
  );
  return href ? (
    <Link href={href} target="_blank" rel="noopener noreferrer" title={t.explorerLink}>
      {text}
    </Link>
  ) : (
    text
  );
}

/** Status: the badge, the deployment state and its actions (`deploy` is the DeploySection). */
export function StatusTab({ contract: sc, deploy }: { contract: SmartContract; deploy: ReactNode }) {
  const facts: Fact[] = [
    { label: f.status, value: <SmartContractStatusChip contract={sc} /> },
    { label: f.deployState, value: t.deployStates[sc.status !== 'C' ? 'done' : (sc.deployState ?? 'none')] },
    { label: f.deployRequestedAt, value: formatDateTime(sc.deployRequestedAt) },
    { label: f.deployRequestMessage, value: sc.deployRequestMessage },
    { label: f.deployedAt, value: formatDateTime(sc.deployedAt) },
  ];
  return (
    <Stack spacing={3} data-testid="smart-contract-status-tab">
      <Facts facts={facts} testId="smart-contract-status-facts" />
      {deploy}
    </Stack>
  );
}

/** SmartContract Details: owner, token, blockchain and (once deployed) address and transaction with links. */
export function DetailsTab({
  contract: sc,
  chain,
}: {
  contract: SmartContract;
  chain: ChainInfo | undefined;
}) {
  const chainId = sc.chainId ?? chain?.chainId ?? null;
  const facts: Fact[] = [
    { label: f.owner, value: <Mono value={sc.owner} href={explorerUrl(chain, 'address', sc.owner)} /> },
    { label: f.tokenName, value: sc.tokenName },
    { label: f.symbol, value: sc.symbol },
    { label: f.numberOfTokens, value: formatNumber(sc.numberOfTokens) },
    { label: f.blockchain, value: sc.blockchain },
    { label: f.chainId, value: chainId == null ? null : String(chainId) },
    {
      label: f.ethAddress,
      value: (
        <Mono value={sc.ethAddress} href={sc.ethAddress && explorerUrl(chain, 'token', sc.ethAddress)} />
      ),
    },
    {
      label: f.txHash,
      value: <Mono value={sc.txHash} href={sc.txHash && explorerUrl(chain, 'tx', sc.txHash)} />,
    },
    { label: f.blockNumber, value: sc.blockNumber == null ? null : String(sc.blockNumber) },
    { label: f.deployedAt, value: formatDateTime(sc.deployedAt) },
    { label: f.dateOfCreation, value: formatDateTime(sc.dateOfCreation) },
  ];
  return <Facts facts={facts} testId="smart-contract-details" />;
}

/** Produktübersicht: the product behind the token, with a link to its page. */
export function ProductTab({ contract: sc }: { contract: SmartContract }) {
  const p = sc.product;
  if (!p) return null;
  const facts: Fact[] = [
    { label: f.productName, value: p.name },
    { label: f.productKind, value: isProductKind(p.kind) ? KINDS[p.kind].label : String(p.kind) },
    { label: f.issuerName, value: p.issuerName },
    { label: f.productStatus, value: productWebTexts.statusLabels[p.status] ?? p.status },
    { label: f.productVolume, value: p.volume == null ? null : formatEuro(p.volume) },
    { label: f.productZeichnable, value: p.isZeichnable ? t.yes : t.no },
  ];
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }} data-testid="smart-contract-product">
      <Facts facts={facts} testId="smart-contract-product-facts" />
      <Button component={RouterLink} to={paths.product(p.id)} variant="outlined">
        {t.toProduct}
      </Button>
    </Stack>
  );
}
