/** What adding a coded row of the company's organisation or roles shares: a free code, the last place. */
import type { Db } from '../../db/schema'
import { taken } from './texts'

type CodedTable = 'departments' | 'cost_centers' | 'business_units' | 'custom_items' | 'ranks' | 'roles'

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
