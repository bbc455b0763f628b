/**
 * Kysely types of the hotel module's tables (migration 0040_hotels): allotments (the only stored
 * inventory), the ranks' hotel standards and the stay of each hotel order. Conventions as in
 * db/schema.ts.
 */
import type { Selectable } from 'kysely'
import type { OrderRowColumns, RankPolicyColumns } from '../../lib/tables'
import type { HotelPriceDetail } from '../../../../types/api/hotel'
import type { OrderDoc } from '../../kernel/orders/tables'

export interface HotelAllotmentsTable {
  hotel_id: number
  room_code: string
  /** The night, 'yyyy-MM-dd' in the hotel's calendar. */
  stay_date: string
  rooms_left: number
  initial_rooms: number
  updated_at: string
}

export interface HotelRankPoliciesTable extends RankPolicyColumns {
  /** 'Hotel' or 'IntlHotel'. */
  product: string
  /** Nightly caps per room by city tier, fen; null = no cap. */
  tier1_cap: number | null
  tier2_cap: number | null
  tier3_cap: number | null
  tier4_cap: number | null
  intl_cap: number | null
  star_ceiling: number | null
  /** [{ CityCode, Cap }]: cities with their own cap. */
  city_caps_json: string
}

export interface HotelStaysTable extends OrderRowColumns {
  hotel_id: number
  city_code: string
  international: number
  room_code: string
  plan_code: string
  check_in: string
  check_out: string
  nights: number
  room_count: number
  early_morning: number
  arrival_time: string
  /** [{ Date, Price, LocalPrice }] per night and room, as booked. */
  prices_json: string
  currency: string
  /** Average night per room, CNY fen. */
  avg_price: number
  pay_kind: string
  /** The plan's cancellation rule as booked: { Kind, FreeUntil, Penalty }. */
  cancel_json: string
  /** HotelPolicyVerdict as booked. */
  policy_json: string
  policy_reason: string
  /** [{ PassengerIds, ChildAges }] per room. */
  rooms_json: string
  /** { GroupCode, CardNo, Bound? } or null: Bound when it is the booker's bound membership (membership.ts). */
  member_card_json: string | null
  /** { CardNo: '**** 1234', Expiry: 'MM/YY', Holder } or null: the full number is never kept. */
  guarantee_json: string | null
  special_requests_json: string
  remark: string
  confirmation_no: string
  /** 'Held' while the rooms are taken, 'Released' once they went back. */
  status: string
  /** The cancellation: its request id and { Penalty, Refund, CompanyRefund, PersonalRefund, Reason, At }. */
  cancel_request_id: string | null
  cancellation_json: string | null
  updated_at: string
}

export interface HotelTables {
  hotel_allotments: HotelAllotmentsTable
  hotel_rank_policies: HotelRankPoliciesTable
  hotel_stays: HotelStaysTable
}

export type StayRow = Selectable<HotelStaysTable>

/** A hotel order's detail document (orders.detail_json): the kernel's and the price as booked. */
export interface HotelOrderDoc extends OrderDoc {
  PriceDetail: HotelPriceDetail
}
