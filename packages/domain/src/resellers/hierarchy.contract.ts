// The reseller hierarchy's endpoints (spec 001 §7; issue 19, decision 032): the operator's tier percentages
// (`/reseller/hierarchy/percentages`), a reseller's tree two levels deep (`/reseller/hierachy/{id}`, the spec's
// spelling) and the reseller's own dashboard (tier, revenue shared per month, recruiting links).
import { z } from 'zod';
import { endpoint, getById } from '../contract/endpoint.ts';
import { percentagesBody, TIERS } from './percentages.schemas.ts';
import { RESELLER_TIERS } from './tiers.ts';

export type { PercentageRow, PercentagesBody } from './percentages.schemas.ts';

const tags = ['resellers'];

const percentagesAnswer = z.object({
  hierarchy_percentages: z.object({
    hierarchy_percentages: z.array(
      z.object({ status: z.enum(TIERS), own: z.number(), level1: z.number(), level2: z.number() }),
    ),
  }),
});
export type PercentagesAnswer = z.infer<typeof percentagesAnswer>;

/** `GET /reseller/hierarchy/percentages` (spec shape): the grid, tiers in the order S, G, P. */
export const getResellerPercentages = endpoint({
  method: 'GET',
  path: '/reseller/hierarchy/percentages',
  summary: "The operator's reseller percentages per tier (own, level 1, level 2)",
  tags,
  permission: 'resellerPercentages.view',
  response: { 200: percentagesAnswer },
});

/** `POST /reseller/hierarchy/percentages {hierarchy_percentages: [...]}`: the operator saves the grid (audited). */
export const saveResellerPercentages = endpoint({
  method: 'POST',
  path: '/reseller/hierarchy/percentages',
  summary: 'Save the reseller percentages (operator): each cell 0–100, each tier at most 100 in sum',
  tags,
  permission: 'resellerPercentages.edit',
  body: percentagesBody,
  response: { 200: percentagesAnswer },
});

const tierSchema = z.enum(TIERS).nullable();
const nextTierSchema = z.object({ tier: z.enum(TIERS), missing: z.number() }).nullable();

/** A provider a reseller recruited: its latest booking's status (none when it never booked) and live portals. */
export const hierarchyProvider = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  bookingStatus: z.enum(['P', 'L', 'R']).nullable(),
  livePortals: z.number(),
});
export type HierarchyProvider = z.infer<typeof hierarchyProvider>;

/** A reseller in the tree: its tier by the live portals of the providers it recruited itself. */
const resellerNodeBase = z.object({
  id: z.number(),
  /** 0 = the reseller asked for, 1 = recruited by it (Ebene 1), 2 = one further (Ebene 2). */
  depth: z.number(),
  name: z.string(),
  email: z.string(),
  tier: tierSchema,
  livePortals: z.number(),
  nextTier: nextTierSchema,
  providers: z.array(hierarchyProvider),
});
const level2Node = resellerNodeBase;
const level1Node = resellerNodeBase.extend({ resellers: z.array(level2Node) });
export const resellerTree = resellerNodeBase.extend({ resellers: z.array(level1Node) });
export type ResellerTreeNode = z.infer<typeof resellerNodeBase> & { resellers?: ResellerTreeNode[] };
export type ResellerTree = z.infer<typeof resellerTree>;

/** `GET /reseller/hierachy/{id}` (spec spelling): the reseller, its providers and its resellers two levels deep. */
export const getResellerHierarchy = getById(
  {
    path: '/reseller/hierachy/:id',
    summary:
      "A reseller's providers and its recruited resellers two levels deep, with tiers (spec 001 §7 spelling)",
    tags,
    permission: 'resellerHierarchy.view',
  },
  z.object({ reseller_hierachy: z.object({ reseller_hierachy: resellerTree }) }),
);

/** One Berlin month of the dashboard chart: the reseller's commissions recorded in it, in cents. */
export const revenueMonth = z.object({ month: z.string(), amountCents: z.number() });

export const resellerDashboard = z.object({
  resellerId: z.number(),
  /** The reseller's public uuid, the `reseller_uuid` of its recruiting links. */
  uuid: z.string(),
  tier: tierSchema,
  livePortals: z.number(),
  nextTier: nextTierSchema,
  /** The last twelve Berlin months, oldest first, months without commissions as 0. */
  revenue: z.array(revenueMonth),
  links: z.object({ superuserSignupUrl: z.string(), resellerSignupUrl: z.string() }),
});
export type ResellerDashboard = z.infer<typeof resellerDashboard>;

/** `GET /reseller/dashboard`: the reseller's own tier, revenue shared per month and recruiting links. */
export const getResellerDashboard = endpoint({
  method: 'GET',
  path: '/reseller/dashboard',
  summary: "The reseller's tier, commissions per month (last 12 Berlin months) and recruiting links",
  tags,
  permission: 'resellerDashboard.view',
  response: { 200: resellerDashboard },
});

/** The tiers' thresholds, for the progress bar. */
export const TIER_THRESHOLDS = RESELLER_TIERS;
