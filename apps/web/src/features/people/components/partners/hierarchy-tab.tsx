import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { partnerWebTexts as t } from '@zp/domain/texts/de/people';
import { type HierarchyNodeDto, useSalesrepHierarchy } from '../../../../api/people.ts';
import { RetryAlert } from '../../../../components/ui/page-states.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { formatCents } from '../../../../lib/format.ts';

function licenceLabel(n: HierarchyNodeDto) {
  if (n.isLicensed) return t.licensed;
  return n.kind !== 'T' && !n.isApproved ? t.pending : t.unlicensed;
}

/** One node and, nested below it, its children (a tree as nested lists; the tree has at most six levels). */
function Node({ node, childrenOf }: { node: HierarchyNodeDto; childrenOf: Map<number, HierarchyNodeDto[]> }) {
  const kids = childrenOf.get(node.id) ?? [];
  return (
    <ListItem
      sx={{
        display: 'block',
        pl: node.depth === 0 ? 0 : 3,
        borderLeft: node.depth ? 1 : 0,
        borderColor: 'divider',
      }}
      data-testid={`hierarchy-node-${node.id}`}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {node.name}
        </Typography>
        <Chip size="small" label={t.level(node.depth)} />
        <Chip size="small" variant="outlined" label={t.kind[node.kind]} />
        <Chip size="small" color={node.isLicensed ? 'success' : 'default'} label={licenceLabel(node)} />
        <Typography component="span" variant="body2">
          {t.investors(node.investors)} · {t.volume(formatCents(node.volumeCents))}
        </Typography>
      </Stack>
      {kids.length > 0 && (
        <List disablePadding>
          {kids.map((k) => (
            <Node key={k.id} node={k} childrenOf={childrenOf} />
          ))}
        </List>
      )}
    </ListItem>
  );
}

/** "Hierarchie" (salesrep): the partner's downline five levels deep (GET /salesrep/hierachy/:id). */
export function HierarchyTab({ salesrepId }: { salesrepId: string | number | undefined }) {
  const tree = useSalesrepHierarchy(salesrepId);
  if (tree.isPending) return <Skeleton variant="rounded" height={160} data-testid="hierarchy-loading" />;
  if (tree.isError) {
    if (isApiError(tree.error) && (tree.error.status === 403 || tree.error.status === 404))
      return <Alert severity="error">{t.forbidden}</Alert>;
    return (
      <RetryAlert testId="hierarchy-error" onRetry={() => void tree.refetch()}>
        {t.loadFailed}
      </RetryAlert>
    );
  }
  const nodes = tree.data.nodes;
  const root = nodes.find((n) => n.depth === 0);
  const childrenOf = new Map<number, HierarchyNodeDto[]>();
  for (const n of nodes) {
    if (n.headSalesrepId == null || n.depth === 0) continue;
    childrenOf.set(n.headSalesrepId, [...(childrenOf.get(n.headSalesrepId) ?? []), n]);
  }
  return (
    <Stack spacing={2} data-testid="hierarchy-tab">
      <Typography variant="h5" component="h2">
        {t.hierarchyTitle}
      </Typography>
      <Typography>{t.hierarchyIntro}</Typography>
      {nodes.length <= 1 && <Alert severity="info">{t.hierarchyEmpty}</Alert>}
      {root && (
        <List aria-label={t.hierarchyLabel} disablePadding>
          <Node node={root} childrenOf={childrenOf} />
        </List>
      )}
    </Stack>
  );
}
