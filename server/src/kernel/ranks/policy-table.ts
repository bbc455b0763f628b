/**
 * A rank standard kept in a product's own table, one row per company and rank (and per product,
 * where products share a table): the handler reads the row into the standard and writes the
 * standard back as the row, inserted or updated in place, or removed with null.
 */
import type { TSchema } from '@sinclair/typebox'
import type { Kysely, Selectable } from 'kysely'
import type { RankProduct } from '../../../../types/api/admin-values'
import { equal } from '../../db/match'
import type { Database, Db, Trx } from '../../db/schema'
import type { RankPolicyHandler } from './index'
import type { RankPolicyTable } from './rows'

type Row<T extends RankPolicyTable> = Selectable<Database[T]>
/** A row's own columns: what the standard is written as (the keys and updated_at are added here). */
type Columns<T extends RankPolicyTable> = Omit<Row<T>, 'id' | 'company_id' | 'rank_id' | 'product' | 'updated_at'>

export interface PolicyTableSpec<T extends RankPolicyTable, D> {
  product: RankProduct
  schema: TSchema
  table: T
  /** The row also names its product (a table two products share). */
  productColumn?: boolean
  read(row: Row<T>): D
  write(doc: D): Columns<T>
  check?(doc: D): void
}

/** Kysely cannot follow a table chosen by a type parameter: the queries are typed over the key columns every such table has. */
type Keyed = { p: { company_id: number; rank_id: number; product: string; updated_at: string } }

export function rankPolicyTable<T extends RankPolicyTable, D>(spec: PolicyTableSpec<T, D>): RankPolicyHandler<D> {
  const { product, schema, check } = spec
  const of = (db: Db | Trx) => db as unknown as Kysely<Keyed>
  const table = spec.table as unknown as 'p'
  const key = (companyId: number, rankId: number) => ({ company_id: companyId, rank_id: rankId, ...(spec.productColumn ? { product } : {}) })
  return {
    product,
    schema,
    check,
    async get(db, companyId, rankId) {
      const r = await of(db)
        .selectFrom(table)
        .selectAll()
        .where((eb) => equal(eb, key(companyId, rankId)))
        .executeTakeFirst()
      return r ? spec.read(r as unknown as Row<T>) : null
    },
    async save(trx, companyId, rankId, doc, at) {
      const match = key(companyId, rankId)
      if (!doc) {
        await of(trx)
          .deleteFrom(table)
          .where((eb) => equal(eb, match))
          .execute()
        return
      }
      const row = { ...spec.write(doc), updated_at: at } as unknown as Keyed['p']
      const done = await of(trx)
        .updateTable(table)
        .set(row)
        .where((eb) => equal(eb, match))
        .executeTakeFirst()
      if (Number(done.numUpdatedRows) === 0)
        await of(trx)
          .insertInto(table)
          .values({ ...match, ...row })
          .execute()
    },
  }
}

/** Seeds a company's standards of a product, [rank code, standard] each, written as administration writes them; a rank that has one keeps it. */
export async function seedRankStandards<D>(
  db: Kysely<Database>,
  companyId: number,
  handler: RankPolicyHandler<D>,
  rules: readonly (readonly [string, D])[],
  at: string,
): Promise<number> {
  const ranks = await db.selectFrom('ranks').select(['id', 'code']).where('company_id', '=', companyId).execute()
  let inserted = 0
  for (const [code, doc] of rules) {
    const rank = ranks.find((r) => r.code === code)
    if (!rank || (await handler.get(db, companyId, rank.id))) continue
    await handler.save(db, companyId, rank.id, doc, at)
    inserted++
  }
  return inserted
}
