/** Paged reads: one page of a query's rows and how many rows the whole query has. */
import type { SelectQueryBuilder } from 'kysely'

/** A page: its number from 1 and its size. */
export interface Paging {
  index: number
  size: number
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
  const count = await filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  const rows = await ordered
    .limit(page.size)
    .offset((page.index - 1) * page.size)
    .execute()
  return { total: Number(count.n), rows }
}
