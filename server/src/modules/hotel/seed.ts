/**
 * Hotel demo data of the seeded companies: the ranks' hotel standards (domestic and abroad) and
 * the reasons for booking over the standard. Idempotent like the rest of the seed: rows are
 * inserted only when their natural key is missing, so a re-seed keeps later edits.
 *
 * Hengyuan (demo) vets over-standard hotel orders (settings template, VettingType 1): a stay
 * within the standard goes straight to payment, one over it waits for approval.
 */
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import type { HotelRankPolicy } from '../../../../types/api/admin'
import { seedReasonCodes, type Texts } from '../../kernel/orders/seed'
import { seedRankStandards } from '../../kernel/ranks/policy-table'
import { HOTEL_RANK_POLICY, INTL_HOTEL_RANK_POLICY } from './rank-admin'

const AT = '2026-01-05T01:00:00.000Z'

/** [rank, product, tier caps 1–4 (CNY), city caps, cap abroad (CNY), star ceiling] */
type Rule = [string, 'Hotel' | 'IntlHotel', (number | null)[], [string, number][], number | null, number | null]

const RULES: Record<string, Rule[]> = {
  HENGYUAN: [
    ['R1', 'Hotel', [600, 450, 350, 300], [['SYX', 500]], null, 4],
    ['R1', 'IntlHotel', [], [['LON', 1500]], 1200, 4],
    ['R2', 'Hotel', [800, 600, 450, 400], [['SYX', 700]], null, 4],
    ['R2', 'IntlHotel', [], [['LON', 2000]], 1800, 5],
    ['R3', 'Hotel', [1200, 900, 700, 600], [['SYX', 1000]], null, 5],
    ['R3', 'IntlHotel', [], [], 2500, 5],
    ['R4', 'Hotel', [null, null, null, null], [], null, null],
    ['R4', 'IntlHotel', [], [], null, null],
  ],
  LANHAI: [
    ['R1', 'Hotel', [500, 400, 300, 250], [], null, 3],
    ['R1', 'IntlHotel', [], [], 1000, 3],
    ['R2', 'Hotel', [700, 500, 400, 350], [], null, 4],
    ['R2', 'IntlHotel', [], [], 1500, 4],
  ],
}

const REASONS: [string, Texts][] = [
  ['H1', ['会议或客户指定酒店', '會議或客戶指定飯店', 'Hotel set by the meeting or the client', '会議・顧客指定のホテル']],
  ['H2', ['标准内酒店已满房', '標準內飯店已客滿', 'In-policy hotels are fully booked', '規程内のホテルが満室']],
  ['H3', ['靠近工作地点，节省交通', '靠近工作地點，節省交通', 'Close to the work site, saving transport', '勤務地に近く交通費を節約できる']],
  ['H4', ['与同行人员入住同一酒店', '與同行人員入住同一飯店', 'Staying with travelling colleagues', '同行者と同じホテルに宿泊']],
]

const fen = (v: number | null | undefined) => (v === null || v === undefined ? null : v * 100)

export async function seedHotelData(db: Kysely<Database>): Promise<number> {
  let inserted = 0
  const companies = await db.selectFrom('companies').select(['id', 'code']).where('code', 'in', Object.keys(RULES)).execute()
  for (const c of companies) {
    for (const handler of [HOTEL_RANK_POLICY, INTL_HOTEL_RANK_POLICY]) {
      const rules = (RULES[c.code] ?? [])
        .filter(([, product]) => product === handler.product)
        .map(([code, , tiers, cities, intl, star]): [string, HotelRankPolicy] => [
          code,
          {
            TierCaps: [fen(tiers[0]), fen(tiers[1]), fen(tiers[2]), fen(tiers[3])],
            CityCaps: cities.map(([CityCode, cap]) => ({ CityCode, Cap: cap * 100 })),
            IntlCap: fen(intl),
            StarCeiling: star,
          },
        ])
      inserted += await seedRankStandards(db, c.id, handler, rules, AT)
      inserted += await seedReasonCodes(db, c.id, handler.product, REASONS)
    }
  }
  return inserted
}
