/**
 * Flight demo data of the seeded companies: rank flight standards and the flight reason codes.
 * Idempotent like the rest of the seed: rows are inserted only when their natural key is
 * missing, so a re-seed keeps later edits.
 *
 * Hengyuan (demo) vets out-of-policy flight orders (settings template, VettingType 1): an
 * in-policy booking goes straight to payment, an out-of-policy one waits for approval.
 */
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import type { FlightRankPolicy } from '../../../../types/api/admin'
import { seedProductRules, type Texts } from '../../kernel/orders/seed'
import { FLIGHT_RANK_POLICY } from './rank-admin'

/** [rank code, lowest rule on, range hours, tolerance CNY, cabin ceiling, discount ceiling %, advance days] */
type RankRule = [string, boolean, number, number, string | null, number | null, number | null]

const RULES: Record<string, RankRule[]> = {
  HENGYUAN: [
    ['R1', true, 2, 0, 'Economy', 80, null],
    ['R2', true, 2, 100, 'Economy', null, null],
    ['R3', false, 2, 0, 'Business', null, null],
    ['R4', false, 2, 0, 'First', null, null],
  ],
  LANHAI: [
    ['R1', true, 1, 0, 'Economy', null, 3],
    ['R2', true, 2, 0, 'Economy', null, null],
  ],
}

const REASONS: [string, string, Texts][] = [
  ['Policy', 'A1', ['会议或客户时间安排', '會議或客戶時間安排', 'Meeting or client schedule', '会議・顧客の日程のため']],
  ['Policy', 'A2', ['符合标准的航班时刻不合适', '符合標準的航班時刻不合適', 'No suitable in-policy departure time', '規程内の便の時刻が合わない']],
  ['Policy', 'A3', ['需携带大件设备或行李', '需攜帶大件設備或行李', 'Carrying large equipment or baggage', '大型機材・手荷物の携行']],
  ['Policy', 'A4', ['身体原因需要更高舱位', '身體原因需要更高艙位', 'Health reasons require a higher class', '健康上の理由で上位クラスが必要']],
  ['LowestPrice', 'L1', ['最低价航班时间不合适', '最低價航班時間不合適', 'Lowest-fare flight time unsuitable', '最安値便の時刻が合わない']],
  ['LowestPrice', 'L2', ['最低价航班机场较远', '最低價航班機場較遠', 'Lowest-fare flight uses a distant airport', '最安値便の空港が遠い']],
  ['LowestPrice', 'L3', ['最低价航班经停或中转', '最低價航班經停或中轉', 'Lowest-fare flight has a stop', '最安値便は経由便']],
  ['LowestPrice', 'L4', ['与同行人员同一航班', '與同行人員同一航班', 'Travelling with colleagues on this flight', '同行者と同じ便']],
  ['Refund', 'R1', ['行程取消', '行程取消', 'Trip cancelled', '出張の中止']],
  ['Refund', 'R2', ['行程时间变更', '行程時間變更', 'Trip dates changed', '出張日程の変更']],
  ['Refund', 'R3', ['航班延误或取消', '航班延誤或取消', 'Flight delayed or cancelled', '遅延・欠航']],
  ['Refund', 'R4', ['个人原因', '個人原因', 'Personal reasons', '個人的な理由']],
  ['Change', 'C1', ['会议时间变更', '會議時間變更', 'Meeting time changed', '会議時間の変更']],
  ['Change', 'C2', ['行程提前', '行程提前', 'Trip brought forward', '出張の前倒し']],
  ['Change', 'C3', ['行程推迟', '行程推遲', 'Trip postponed', '出張の延期']],
  ['Change', 'C4', ['航班延误', '航班延誤', 'Flight delayed', 'フライトの遅延']],
]

export const seedFlightData = (db: Kysely<Database>): Promise<number> =>
  seedProductRules(db, {
    product: 'Flight',
    handler: FLIGHT_RANK_POLICY,
    rules: RULES,
    standard: ([code, lowest, hours, tolerance, cabin, discount, advance]): [string, FlightRankPolicy] => [
      code,
      {
        CabinClassCeiling: cabin as FlightRankPolicy['CabinClassCeiling'],
        DiscountCeiling: discount === null ? null : discount / 100,
        LowestPrice: { IsEnable: lowest, RangeHour: hours, TolerancePrice: tolerance * 100 },
        AdvanceDays: advance,
      },
    ],
    reasons: REASONS.map(([kind, code, t]) => [code, t, kind] as const),
  })
