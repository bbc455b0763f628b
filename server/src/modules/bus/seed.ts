/**
 * Bus demo data of the seeded companies: the ranks' bus standards and the reasons for booking
 * outside them. Idempotent like the rest of the seed.
 */
import type { Kysely } from 'kysely'
import type { BusClass } from '../../../../types/api/bus-values'
import type { Database } from '../../db/schema'
import { seedReasonCodes } from '../../kernel/orders/seed'
import { seedRankStandards } from '../../kernel/ranks/policy-table'
import { BUS_RANK_POLICY } from './rank-admin'

const AT = '2026-01-05T01:00:00.000Z'

type Texts = [string, string, string, string]

/** [rank, price cap in fen (null = any), classes ([] = any)] */
const RULES: Record<string, [string, number | null, BusClass[]][]> = {
  HENGYUAN: [
    ['R1', 10000, ['Seat']],
    ['R2', 15000, ['Seat', 'Business']],
    ['R3', null, []],
  ],
  LANHAI: [['R1', 8000, ['Seat']]],
}

const REASONS: [string, Texts][] = [
  ['B1', ['标准内班次已售完', '標準內班次已售完', 'In-policy departures are sold out', '規程内の便が売り切れ']],
  ['B2', ['行程时间紧张', '行程時間緊張', 'A tight schedule', '日程が詰まっている']],
  ['B3', ['夜间出行需卧铺', '夜間出行需臥鋪', 'A night journey needs a sleeper', '夜間移動のため寝台が必要']],
]

export async function seedBusData(db: Kysely<Database>): Promise<number> {
  let inserted = 0
  const companies = await db.selectFrom('companies').select(['id', 'code']).where('code', 'in', Object.keys(RULES)).execute()
  for (const c of companies) {
    const rules = RULES[c.code] ?? []
    inserted += await seedRankStandards(
      db,
      c.id,
      BUS_RANK_POLICY,
      rules.map(([code, cap, classes]) => [code, { PriceCap: cap, SeatClasses: classes }]),
      AT,
    )
    inserted += await seedReasonCodes(db, c.id, 'Bus', REASONS)
  }
  return inserted
}
