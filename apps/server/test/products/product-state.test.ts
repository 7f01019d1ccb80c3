import { COST_FIELDS, PRODUCT_FLAGS } from '@zp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema/index.ts';
import {
  DIRECT,
  MONEY_FIELDS,
  type ProductRow,
  TEXTS,
  toState,
} from '../../src/modules/products/product.mapper.ts';
import type { TestContext } from '../helpers.ts';
import { demoIds, productContext } from './fixtures.ts';

// Decision 068: a product's state is copied from an object with all its fields instead of built field by field. A
// product's state must be what the field-by-field build gave: the same fields in the same order, the same values
// (euros from cents, unset flags off but isShown on, costs and texts from their JSON columns or null).

/** The state as it was built before: each field added in turn. */
function fieldByField(row: ProductRow): Record<string, unknown> {
  const r = row as unknown as Record<string, unknown>;
  const state: Record<string, unknown> = { issuer: row.issuerId };
  for (const f of DIRECT) state[f] = r[f];
  for (const [f, col] of Object.entries(MONEY_FIELDS))
    state[f] = r[col] == null ? null : (r[col] as number) / 100;
  for (const f of COST_FIELDS) state[f] = row.costs[f] ?? null;
  for (const f of PRODUCT_FLAGS) state[f] = row.flags[f] ?? f === 'isShown';
  for (const f of TEXTS) state[f] = row.marketing[f] ?? null;
  return state;
}

describe('a product as the domain rules see it (toState)', () => {
  let ctx: TestContext;
  let rows: ProductRow[];
  beforeAll(async () => {
    ctx = await productContext();
    const { tenant, issuerId } = await demoIds(ctx);
    // a product of defaults only, and one with money, flags (one switched off: isShown), costs and texts set
    rows = await ctx.database.db
      .insert(products)
      .values([
        { superuserId: tenant, issuerId },
        {
          superuserId: tenant,
          issuerId,
          kind: 2,
          name: 'Anleihe 2027',
          interest: 6.5,
          paymentsPerYear: 4,
          contractStart: '2027-01-01',
          volumeCents: 1_000_000_00,
          minInvestmentCents: 250_00,
          flags: { withAgio: true, isShown: false },
          costs: { [COST_FIELDS[0]!]: 1.5 },
          marketing: { [TEXTS[0]!]: 'Ein Text', [TEXTS[TEXTS.length - 1]!]: 'Eine Antwort' },
        },
      ])
      .returning();
  });
  afterAll(() => ctx?.close());

  it('has every field, in order, with the values of the field-by-field build, for a bare and a filled product', () => {
    for (const row of rows) {
      const state = toState(row) as unknown as Record<string, unknown>;
      const expected = fieldByField(row);
      expect(Object.keys(state)).toEqual(Object.keys(expected));
      expect(state).toStrictEqual(expected);
    }
  });

  it('gives each call an object of its own', () => {
    const a = toState(rows[0]!) as unknown as Record<string, unknown>;
    a.name = 'geändert';
    expect((toState(rows[0]!) as unknown as Record<string, unknown>).name).toBe(rows[0]!.name);
  });
});
