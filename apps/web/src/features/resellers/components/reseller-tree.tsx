import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { resellerTexts as t } from '@zp/domain/texts/de/resellers';
import { type ResellerTreeNodeDto, useResellerTree } from '../../../api/resellers.ts';
import { RetryAlert } from '../../../components/ui/page-states.tsx';
import { isApiError } from '../../../lib/api-error.ts';

const TIER_COLOR = { S: 'default', G: 'warning', P: 'primary' } as const;

function TierChip({ tier }: { tier: ResellerTreeNodeDto['tier'] }) {
  return tier ? (
    <Chip size="small" color={TIER_COLOR[tier]} label={t.tierName(tier)} />
  ) : (
    <Chip size="small" variant="outlined" label={t.noTier} />
  );
}

function Providers({ node }: { node: ResellerTreeNodeDto }) {
  if (node.providers.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ pl: 3 }}>
        {t.noProviders}
      </Typography>
    );
  return (
    <List dense disablePadding aria-label={`${t.providers} ${node.name}`} sx={{ pl: 3 }}>
      {node.providers.map((p) => (
        <ListItem key={p.id} disableGutters data-testid={`reseller-provider-${p.id}`}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography component="span" variant="body2">
              {p.name} · {p.email}
            </Typography>
            <Chip
              size="small"
              variant="outlined"
              color={p.bookingStatus === 'L' ? 'success' : 'default'}
              label={p.bookingStatus ? t.bookingStatus[p.bookingStatus] : t.notBooked}
            />
            <Typography component="span" variant="body2">
              {t.livePortals(p.livePortals)}
            </Typography>
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}

/** One reseller, its providers and, nested below, the resellers it recruited (at most two levels). */
function Node({ node }: { node: ResellerTreeNodeDto }) {
  return (
    <ListItem
      sx={{
        display: 'block',
        pl: node.depth === 0 ? 0 : 3,
        borderLeft: node.depth ? 1 : 0,
        borderColor: 'divider',
      }}
      data-testid={`reseller-node-${node.id}`}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {node.name}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary">
          {node.email}
        </Typography>
        <Chip size="small" label={t.level(node.depth)} />
        <TierChip tier={node.tier} />
        <Typography component="span" variant="body2">
          {t.livePortals(node.livePortals)}
          {node.nextTier ? ` · ${t.tierMissingTo(node.nextTier.missing, node.nextTier.tier)}` : ''}
        </Typography>
      </Stack>
      <Providers node={node} />
      {node.resellers && node.resellers.length > 0 && (
        <List disablePadding aria-label={`${t.subResellers} ${node.name}`}>
          {node.resellers.map((k) => (
            <Node key={k.id} node={k} />
          ))}
        </List>
      )}
    </ListItem>
  );
}

/**
 * A reseller's tree (GET /reseller/hierachy/:id): the reseller's home tab "Hierarchie" and a section of the
 * operator's reseller detail page.
 */
export function ResellerTree({
  resellerId,
  heading = true,
}: {
  resellerId: string | number | undefined;
  heading?: boolean;
}) {
  const tree = useResellerTree(resellerId);
  let body: React.ReactNode;
  if (tree.isPending) body = <Skeleton variant="rounded" height={160} data-testid="reseller-tree-loading" />;
  else if (tree.isError)
    body =
      isApiError(tree.error) && (tree.error.status === 403 || tree.error.status === 404) ? (
        <Alert severity="error">{t.forbidden}</Alert>
      ) : (
        <RetryAlert testId="reseller-tree-error" onRetry={() => void tree.refetch()}>
          {t.loadFailed}
        </RetryAlert>
      );
  else
    body = (
      <>
        {tree.data.providers.length === 0 && (tree.data.resellers ?? []).length === 0 && (
          <Alert severity="info">{t.hierarchyEmpty}</Alert>
        )}
        <List aria-label={t.hierarchyTitle} disablePadding>
          <Node node={tree.data} />
        </List>
      </>
    );
  return (
    <Stack spacing={2} data-testid="reseller-tree">
      {heading && (
        <Typography variant="h5" component="h2">
          {t.hierarchyTitle}
        </Typography>
      )}
      <Typography>{t.hierarchyHint}</Typography>
      {body}
    </Stack>
  );
}
