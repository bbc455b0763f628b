/** The rows of a product's rank-standard table, read with the names of their ranks. */
import type { Kysely, Selectable } from 'kysely'
import { cachedRead } from '../../db/generation'
import type { Database } from '../../db/schema'
import { companyName } from '../../lib/names'

/** The tables keyed by company and rank: the products' rank standards. */
export type RankPolicyTable = { [K in keyof Database]: Database[K] extends { company_id: number; rank_id: number } ? K : never }[keyof Database]
type Standards = Pick<Database, 'ranks'> & { p: { company_id: number; rank_id: number } }

/** A company's rows of a rank-standard table, each with its rank's name and English name (ranks of the same company only). */
export function rankPolicyRows<T extends RankPolicyTable>(
  db: Kysely<Database>,
  table: T,
  companyId: number,
): Promise<(Selectable<Database[T]> & { name: string; name_en: string })[]> {
  // Kysely cannot follow a table chosen by a type parameter: the query is typed over the columns every such table has.
  return (db as unknown as Kysely<Standards>)
    .selectFrom(`${table} as p` as 'p')
    .innerJoin('ranks', 'ranks.id', 'p.rank_id')
    .selectAll('p')
    .select(['ranks.name', 'ranks.name_en'])
    .where('p.company_id', '=', companyId)
    .where('ranks.company_id', '=', companyId)
    .execute() as Promise<(Selectable<Database[T]> & { name: string; name_en: string })[]>
}

/** Every rank's standard of a company in a product's table (rank id → what `read` makes of the row), under the cache generation. Shared: read only. */
export const companyStandards = <T extends RankPolicyTable, P>(table: T, read: (row: Selectable<Database[T]> & { name: string; name_en: string }) => P) =>
  cachedRead(
    (companyId: number) => String(companyId),
    async (db, companyId: number): Promise<Map<number, P>> =>
      new Map((await rankPolicyRows(db as Kysely<Database>, table, companyId)).map((r) => [(r as unknown as { rank_id: number }).rank_id, read(r)])),
  )

/** The rank a product's standard belongs to, kept with the standard. */
export interface StandardRank {
  rankId: number
  rankName: string
  rankNameEn: string
}

/** The rank of a rank-standard row read with its rank's names (rankPolicyRows). */
export const rankOfRow = (r: { rank_id: number; name: string; name_en: string }): StandardRank => ({
  rankId: r.rank_id,
  rankName: r.name,
  rankNameEn: r.name_en,
})

/** A standard's rank named in the reader's language, as the company named it (companyName). */
export const rankLabel = (p: StandardRank, lang: string): string => companyName(p.rankName, p.rankNameEn, lang)
