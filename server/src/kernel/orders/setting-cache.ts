/**
 * The company's PersonalSetting for every product's hot paths (search, booking). The row is read
 * on every call — an administrator's change applies at once — but the ~10 KB JSON is parsed only
 * when its text changed. The returned object is shared: read it, never change it.
 */
import type { Kysely } from 'kysely'
import type { PersonalSetting } from '../../../../types/api'
import type { Database } from '../../db/schema'
import { loadSetting } from '../../services/company'

const parsed = new Map<number, { text: string; value: PersonalSetting }>()

export async function companySetting(db: Kysely<Database>, companyId: number): Promise<PersonalSetting> {
  const row = await db.selectFrom('company_settings').select('setting_json').where('company_id', '=', companyId).executeTakeFirst()
  if (!row) return loadSetting(db, companyId)
  const hit = parsed.get(companyId)
  if (hit && hit.text === row.setting_json) return hit.value
  const value = JSON.parse(row.setting_json) as PersonalSetting
  parsed.set(companyId, { text: row.setting_json, value })
  return value
}
