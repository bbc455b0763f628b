/**
 * Car demo data of the seeded companies: the ranks' car standards (juniors ride economy in town
 * between offices, hotels and hubs, with an overtime window; seniors any class up to a cap) and
 * the reasons for riding outside them. Idempotent like the rest of the seed.
 */
import type { Kysely } from 'kysely'
import type { CarRankPolicy } from '../../../../types/api/car'
import type { Database } from '../../db/schema'
import { seedProductRules, type Texts } from '../../kernel/orders/seed'
import { CAR_RANK_POLICY } from './rank-admin'

const JUNIOR: CarRankPolicy = { Classes: ['Economy'], Windows: [], Cities: [], Cap: 15_000, Addresses: ['Office', 'Hotel', 'Airport', 'Station'] }
const MIDDLE: CarRankPolicy = { Classes: ['Economy', 'Comfort'], Windows: [], Cities: [], Cap: 30_000, Addresses: [] }
const SENIOR: CarRankPolicy = { Classes: [], Windows: [], Cities: [], Cap: 60_000, Addresses: [] }

const RULES: Record<string, [string, CarRankPolicy][]> = {
  HENGYUAN: [
    ['R1', JUNIOR],
    ['R2', MIDDLE],
    ['R3', SENIOR],
  ],
  LANHAI: [
    ['R1', JUNIOR],
    ['R2', MIDDLE],
  ],
}

const REASONS: [string, Texts][] = [
  ['C1', ['携带大件行李或设备', '攜帶大件行李或設備', 'Carrying large luggage or equipment', '大きな荷物や機材がある']],
  ['C2', ['与客户同行', '與客戶同行', 'Riding with a client', '顧客と同乗']],
  ['C3', ['加班晚归', '加班晚歸', 'Working late', '残業で遅くなった']],
  ['C4', ['标准内车型无车可派', '標準內車型無車可派', 'No in-policy car available', '規程内の車が手配できない']],
]

export const seedCarData = (db: Kysely<Database>): Promise<number> =>
  seedProductRules(db, { product: 'Car', handler: CAR_RANK_POLICY, rules: RULES, standard: (row) => row, reasons: REASONS })
