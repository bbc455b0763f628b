/** Paged reads: one page of a query's rows and how many rows the whole query has. */
import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely'

/** A page: its number from 1 and its size. */
export interface Paging {
  index: number
  size: number
}

/** How many rows a query has (its joins and conditions counted whole). */
export async function rowCount(q: SelectQueryBuilder<any, any, any>): Promise<number> {
  return Number((await q.select((eb: ExpressionBuilder<any, any>) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
}

/**
 * One page of a query: `filtered` is the query with its joins and conditions (counted whole),
 * `ordered` the same query with its columns and order (read from the page's first row).
 */
export async function readPage<R>(
  filtered: SelectQueryBuilder<any, any, any>,
  ordered: SelectQueryBuilder<any, any, R>,
  page: Paging,
): Promise<{ total: number; rows: R[] }> {
  const total = await rowCount(filtered)
  const rows = await ordered
    .limit(page.size)
    .offset((page.index - 1) * page.size)
    .execute()
  return { total, rows }
}
