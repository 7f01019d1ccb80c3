import { nextTierOf, tierOf } from '@zp/domain';
import type { HierarchyProvider, ResellerTree } from '@zp/domain/resellers/hierarchy.contract';
import { assertResellerTreeRead } from '../../../access/index.ts';
import type { Executor } from '../../../db/client.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import * as repo from '../reseller-hierarchy.repository.ts';

/** Levels below the reseller asked for: Ebene 1 and Ebene 2 (the levels that earn from its providers). */
export const TREE_DEPTH = 2;

type Node = ResellerTree['resellers'][number]['resellers'][number] & { resellers?: Node[] };

/** A reseller's tier facts from the live portals of the providers it recruited itself (decision 032). */
export const tierFacts = (providers: { livePortals: number }[]) => {
  const livePortals = providers.reduce((s, p) => s + p.livePortals, 0);
  return { livePortals, tier: tierOf(livePortals), nextTier: nextTierOf(livePortals) };
};

/**
 * `GET /reseller/hierachy/:id`: the reseller, its providers and the resellers it recruited two levels deep, each with
 * its own providers and tier. Row access: the operator any reseller, a reseller itself and its downline (else 404).
 */
export async function getResellerHierarchy(exec: Executor, caller: AuthClaims, id: number) {
  await assertResellerTreeRead(exec, caller, id);
  const tree = await repo.subtreeOf(exec, id, TREE_DEPTH);
  const ids = tree.map((t) => t.id);
  const [people, providers] = await Promise.all([
    repo.resellersByIds(exec, ids),
    repo.providersOf(exec, ids),
  ]);
  const personOf = new Map(people.map((p) => [p.id, p]));
  const providersOf = new Map<number, HierarchyProvider[]>();
  for (const p of providers) {
    const { resellerId, ...provider } = p;
    providersOf.set(resellerId, [...(providersOf.get(resellerId) ?? []), provider]);
  }
  const nodes = new Map<number, Node>();
  for (const t of tree) {
    const person = personOf.get(t.id)!;
    const own = providersOf.get(t.id) ?? [];
    nodes.set(t.id, {
      id: t.id,
      depth: t.depth,
      name: person.name,
      email: person.email,
      ...tierFacts(own),
      providers: own,
      ...(t.depth < TREE_DEPTH ? { resellers: [] } : {}),
    });
  }
  for (const t of tree) if (t.depth > 0) nodes.get(t.parentId!)?.resellers?.push(nodes.get(t.id)!);
  return { reseller_hierachy: { reseller_hierachy: nodes.get(id) as ResellerTree } };
}
