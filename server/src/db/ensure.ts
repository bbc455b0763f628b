/**
 * Insert-if-missing by natural key: what makes the seed (and company provisioning) idempotent.
 * Existing rows are never overwritten, so seeding again neither duplicates nor undoes an
 * administrator's edits. Typed loosely on purpose: it serves every table by name.
 */
import type { Kysely } from 'kysely'
import type { Database } from './schema'

type Row = Record<string, string | number | null>

export class Ensurer {
  /** Rows this instance inserted; a second seed run reports 0. */
  inserted = 0

  constructor(private readonly db: Kysely<Database>) {}

  private get any(): Kysely<any> {
    return this.db as unknown as Kysely<any>
  }

  /** Returns the row's id (the `idColumn` value), inserting `{...match, ...values}` when no row matches. */
  async row(table: keyof Database, match: Row, values: Row = {}, idColumn: string | null = 'id'): Promise<number | null> {
    let q = this.any.selectFrom(table).selectAll()
    for (const [k, v] of Object.entries(match)) q = v === null ? q.where(k, 'is', null) : q.where(k, '=', v)
    const found = await q.executeTakeFirst()
    if (found) return idColumn ? Number(found[idColumn]) : null
    const insert = this.any.insertInto(table).values({ ...match, ...values })
    this.inserted++
    if (!idColumn) {
      await insert.execute()
      return null
    }
    const created = await insert.returning(idColumn).executeTakeFirstOrThrow()
    return Number(created[idColumn])
  }

  /** Same as row() for tables with an integer id; throws if the id is missing. */
  async id(table: keyof Database, match: Row, values: Row = {}): Promise<number> {
    const id = await this.row(table, match, values)
    if (id === null) throw new Error(`no id for ${table}`)
    return id
  }
}
