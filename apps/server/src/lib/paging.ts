import type { PageOf } from '@zp/domain/contract/endpoint';
import { type Column, type ColumnsSelection, type SQL, type Subquery, sql } from 'drizzle-orm';
import type { PgColumn, SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';

export const PAGE_SIZE = 10;

/** The paged answer of every list (its schema is the contract's `pageOf`). */
export type Page<T> = PageOf<T>;

/**
 * The paged answer of DECISIONS.md: `{count, next, previous, results}` with links keeping the filters. With
 * `cursor` (lists that page by position), the links also say where their page starts: `after` the last row's id,
 * `before` the first row's (not for page 1, which starts at the top anyway).
 */
export function toPage<T>(
  url: string,
  page: number,
  count: number,
  results: T[],
  cursor?: (row: T) => number,
): Page<T> {
  const link = (p: number, position?: ['after' | 'before', T | undefined]) => {
    const u = new URL(url, 'http://x');
    u.searchParams.set('page', String(p));
    u.searchParams.delete('after');
    u.searchParams.delete('before');
    if (cursor && position?.[1] !== undefined && p > 1)
      u.searchParams.set(position[0], String(cursor(position[1])));
    return `${u.pathname}${u.search}`;
  };
  return {
    count,
    next: page * PAGE_SIZE < count ? link(page + 1, ['after', results.at(-1)]) : null,
    previous: page > 1 ? link(page - 1, ['before', results[0]]) : null,
    results,
  };
}

export const offsetOf = (page: number): number => (page - 1) * PAGE_SIZE;

/**
 * How far into a list a page's statement reads, written into its text (decision 062): `rows` when it skips nothing,
 * else the next power of two of `skip + rows` (page 50 of 10: 512), so that the pages of a list share a few
 * statements (one per power of two) and PostgreSQL plans each once per connection with a known LIMIT; its OFFSET,
 * a value, then skips within them. With LIMIT or OFFSET a value, a generic plan assumes a tenth of all matches is
 * wanted and is dearer than planning each request — which PostgreSQL then does (0.9–1.4 ms of a page's 1.1–1.6 ms).
 */
export const reachOf = (skip: number, rows: number): number =>
  skip === 0 ? rows : 2 ** Math.ceil(Math.log2(skip + rows));

/** A number written into a statement's text, not bound (drizzle writes an SQL chunk given as a LIMIT as it is). */
export const inText = (n: number): number => sql.raw(String(n)) as unknown as number;

/**
 * A page's rows out of `reached` — the list's rows up to the page's end in the slice's order, with `reach`
 * (reachOf) as its LIMIT in the text: `reached` itself when the page skips nothing (reach = rows), else the first
 * `rows` of them (a LIMIT in the text) past the OFFSET, the placeholder `offset` (decision 062); `order` orders
 * that window as `reached` is ordered. Its rows are read by their id.
 */
export function pageSliceOf<S extends ColumnsSelection & { id: Column }>(
  exec: Executor,
  reached: { as<A extends string>(alias: A): SubqueryWithSelection<S, A> },
  reads: { rows: number; reach: number },
  order: (window: SubqueryWithSelection<S, 'reached'>) => SQL[],
) {
  type Slice = SubqueryWithSelection<{ id: PgColumn }, 'page'>;
  if (reads.reach === reads.rows) return reached.as('page') as unknown as Slice;
  const window = reached.as('reached');
  return exec
    .select({ id: window.id as unknown as PgColumn })
    .from(window as unknown as Subquery)
    .orderBy(...order(window))
    .limit(inText(reads.rows))
    .offset(sql.placeholder('offset'))
    .as('page') as Slice;
}

/** The ILIKE pattern of a list's text filter: contains `value`, with `%`, `_` and `\` taken literally. */
export const containsPattern = (value: string): string => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
