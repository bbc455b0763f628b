/**
 * Bus demo data of the seeded companies: the ranks' bus standards and the reasons for booking
 * outside them. Idempotent like the rest of the seed.
 */
import type { Kysely } from 'kysely'
import type { BusClass } from '../../../../types/api/bus-values'
import type { Database } from '../../db/schema'
import { seedProductRules, type Texts } from '../../kernel/orders/seed'
import { BUS_RANK_POLICY } from './rank-admin'

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

export const seedBusData = (db: Kysely<Database>): Promise<number> =>
  seedProductRules(db, {
    product: 'Bus',
    handler: BUS_RANK_POLICY,
    rules: RULES,
    standard: ([code, cap, classes]) => [code, { PriceCap: cap, SeatClasses: classes }],
    reasons: REASONS,
  })
