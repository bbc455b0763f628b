/** What adding a coded row of the company's organisation or roles shares: a free code, the last place. */
import { randomInt } from 'node:crypto'
import type { AuditEntity } from '../../../../types/api/admin'
import type { Db, Trx } from '../../db/schema'
import type { AuthedContext } from '../../http/context'
import { audit } from './audit'
import { taken } from './texts'

type CodedTable = 'departments' | 'cost_centers' | 'business_units' | 'custom_items' | 'ranks' | 'roles'

/**
 * A code for a row added without one: the prefix, the time, and six random letters or digits, so
 * that two rows added in the same millisecond (two people at once, or one clock held still) do not
 * get the same code (with three random characters 1 pair in 1 296 did, and was refused as taken).
 */
export function autoCode(prefix: string, at: Date): string {
  let random = ''
  for (let i = 0; i < 6; i++) random += randomInt(36).toString(36)
  return `${prefix}${at.getTime().toString(36)}${random}`.toUpperCase()
}

/** Refuses a code another row of the company's table has (admCodeTaken); `selfId` is the row being edited. */
export async function codeFree(db: Db, table: CodedTable, companyId: number, code: string, selfId: number | null) {
  const row = await db.selectFrom(table).select('id').where('company_id', '=', companyId).where('code', '=', code).executeTakeFirst()
  if (row && row.id !== selfId) throw taken('admCodeTaken', { code })
}

/** The sort position after the company's last row of the table. */
export async function nextSort(db: Db, table: CodedTable, companyId: number): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max<number>('sort').as('m'))
    .where('company_id', '=', companyId)
    .executeTakeFirst()
  return Number(row?.m ?? 0) + 1
}

/**
 * Adds a named row of the company's organisation (a department, a catalogue's item, a rank) in the
 * caller's transaction: its code free, at the last place, its names trimmed, with the table's own
 * `more` columns; audited as added. Answers the row as `read` shows it.
 */
export async function addNamedRow<T>(
  ctx: AuthedContext,
  trx: Trx,
  to: { table: Exclude<CodedTable, 'roles'>; entity: AuditEntity },
  row: { code: string; Name: string; NameEn?: string; more?: { parent_id?: number; level?: number } },
  read: (id: number) => Promise<T>,
): Promise<T> {
  const companyId = ctx.caller.companyId
  await codeFree(trx, to.table, companyId, row.code, null)
  const sort = await nextSort(trx, to.table, companyId)
  const { id } = await trx
    .insertInto(to.table)
    .values({ company_id: companyId, code: row.code, name: row.Name.trim(), name_en: row.NameEn?.trim() ?? '', sort, ...row.more })
    .returning('id')
    .executeTakeFirstOrThrow()
  const after = await read(id)
  await audit(trx, ctx, to.entity, id, 'add', null, after)
  return after
}
