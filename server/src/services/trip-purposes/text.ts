/**
 * A trip purpose as an order, application or approval stored it (the text of the company's
 * purpose in the language it was chosen in, or the traveller's own words) in the reader's
 * language: a text that is one of the company's purposes in any language reads as that purpose
 * in the reader's; anything else as written.
 */
import type { Db } from '../../db/schema'
import { pick, type Lang } from '../../i18n'

export async function purposeTranslator(db: Db, companyId: number, lang: Lang): Promise<(text: string) => string> {
  const rows = await db.selectFrom('trip_purposes').select('name_json').where('company_id', '=', companyId).orderBy('sort').execute()
  const map = new Map<string, string>()
  for (const r of rows) {
    const names = JSON.parse(r.name_json) as Record<string, unknown>
    const local = pick(names as Parameters<typeof pick>[0], lang)
    for (const v of Object.values(names)) if (typeof v === 'string' && v.trim() && !map.has(v.trim())) map.set(v.trim(), local)
  }
  return (text: string) => (text ? (map.get(text.trim()) ?? text) : text)
}
