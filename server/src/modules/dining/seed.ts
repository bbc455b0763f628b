/**
 * Dining demo data: the partner restaurants of every city (data.ts), each seeded company's
 * office, its ranks' meal standards (rank_rules, product Dining) and its reasons for a meal over
 * the standard. Idempotent like the rest of the seed.
 */
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { cityByCode } from '../../services/places/places'
import { BRANCH_OFFSETS, BRANDS, DINING_CITIES, OFFICES, RANK_STANDARDS, REASONS, offset } from './data'

const AT = '2026-01-05T01:00:00.000Z'
const texts = ([cn, tw, en, ja]: readonly string[]) => JSON.stringify({ 'zh-CN': cn, 'zh-TW': tw, en, ja })

export async function seedDiningData(db: Kysely<Database>): Promise<number> {
  let inserted = 0
  for (const city of DINING_CITIES) {
    const names = cityByCode(city.code)!.names
    for (const [i, b] of BRANDS.entries()) {
      const key = `${city.code}-${b.key}`
      if (await db.selectFrom('dining_restaurants').select('id').where('seed_key', '=', key).executeTakeFirst()) continue
      const [east, north] = BRANCH_OFFSETS[i % BRANCH_OFFSETS.length]
      const at = offset(city.lat, city.lon, east, north)
      const d = city.district
      await db
        .insertInto('dining_restaurants')
        .values({
          seed_key: key,
          city_code: city.code,
          name_json: texts([`${b.name[0]}（${d[0]}店）`, `${b.name[1]}（${d[1]}店）`, `${b.name[2]} (${d[2]})`, `${b.name[3]}（${d[3]}店）`]),
          cuisine_json: texts(b.cuisine),
          address_json: texts([
            `${names.CN}${d[0]}${i + 1}号`,
            `${names.CN}${d[1]}${i + 1}號`,
            `${i + 1} ${d[2]}, ${names.EN}`,
            `${names.JP}${d[3]}${i + 1}号`,
          ]),
          avg_spend: Math.round((b.avg * (city.tier === 1 ? 100 : 85)) / 100),
          lat: at.lat,
          lon: at.lon,
          hours_json: JSON.stringify(b.hours),
          dishes_json: JSON.stringify(b.dishes),
          phone: `400-800-${String(DINING_CITIES.indexOf(city) * 10 + i).padStart(4, '0')}`,
          terminal_id: `DT-${key}`,
        })
        .execute()
      inserted++
    }
  }
  const companies = await db.selectFrom('companies').select(['id', 'code']).orderBy('id').execute()
  for (const c of companies) {
    const office = OFFICES[c.code]
    if (office && !(await db.selectFrom('dining_offices').select('id').where('company_id', '=', c.id).executeTakeFirst())) {
      const city = DINING_CITIES.find((x) => x.code === office.city)!
      const at = offset(city.lat, city.lon, office.east, office.north)
      await db
        .insertInto('dining_offices')
        .values({ company_id: c.id, city_code: city.code, name_json: texts(office.name), lat: at.lat, lon: at.lon })
        .execute()
      inserted++
    }
    const ranks = await db.selectFrom('ranks').select(['id', 'code']).where('company_id', '=', c.id).execute()
    for (const [code, doc] of Object.entries(RANK_STANDARDS[c.code] ?? {})) {
      const rank = ranks.find((r) => r.code === code)
      if (!rank) continue
      const q = db.selectFrom('rank_rules').select('id').where('company_id', '=', c.id).where('rank_id', '=', rank.id).where('product', '=', 'Dining')
      if (await q.executeTakeFirst()) continue
      await db
        .insertInto('rank_rules')
        .values({ company_id: c.id, rank_id: rank.id, product: 'Dining', breach: 'AllowWithReason', policy_json: JSON.stringify(doc), updated_at: AT })
        .execute()
      inserted++
    }
    if (!RANK_STANDARDS[c.code]) continue
    for (const [i, [code, t]] of REASONS.entries()) {
      const q = db.selectFrom('reason_codes').select('id').where('company_id', '=', c.id).where('product', '=', 'Dining').where('kind', '=', 'Policy')
      if (await q.where('code', '=', code).executeTakeFirst()) continue
      await db
        .insertInto('reason_codes')
        .values({ company_id: c.id, product: 'Dining', kind: 'Policy', code, text_json: texts(t), sort: i + 1, status: 1 })
        .execute()
      inserted++
    }
  }
  return inserted
}
