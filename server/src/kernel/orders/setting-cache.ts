/**
 * The company's PersonalSetting for every product's hot paths (search, booking), kept parsed
 * under the cache generation (db/generation.ts): an administrator's change raises it, so the next
 * call on any server reads the new one. The returned object is shared: read it, never change it.
 */
import type { Kysely } from 'kysely'
import type { PersonalSetting } from '../../../../types/api'
import { cachedRead } from '../../db/generation'
import type { Database } from '../../db/schema'
import { loadSetting } from '../../services/company'

export const companySetting = cachedRead(
  (companyId: number) => String(companyId),
  async (db, companyId: number): Promise<PersonalSetting> => {
    const row = await (db as Kysely<Database>).selectFrom('company_settings').select('setting_json').where('company_id', '=', companyId).executeTakeFirst()
    return row ? (JSON.parse(row.setting_json) as PersonalSetting) : loadSetting(db, companyId)
  },
)
