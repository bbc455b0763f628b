/**
 * Kysely types of the international flight module's tables (migration 0100_intl_flights): the
 * airlines' seats per flight, date and cabin, the ranks' standards, the flights and e-tickets of
 * orders, and inquiry sheets. Conventions as in db/schema.ts.
 */
import type { Selectable } from 'kysely'
import type { CompanyRowColumns, OrderRowColumns, RankPolicyColumns } from '../../lib/tables'
import type { IntlPolicyVerdict, IntlPriceDetail, IntlSelection } from '../../../../types/api/intlflight'
import type { OrderDoc } from '../../kernel/orders/tables'

export interface IntlInventoryTable {
  flight_no: string
  /** Local departure date. */
  dep_date: string
  cabin: string
  seats_left: number
  initial_seats: number
  updated_at: string
}

export interface IntlRankPoliciesTable extends RankPolicyColumns {
  /** Business allowed on legs flying at least this many minutes; null economy only; 0 always. */
  business_min_minutes: number | null
  advance_days: number | null
  /** A fare may cost at most this many per cent above the day's lowest of its family between the same airports; null: no rule. */
  lowest_price_pct: number | null
}

export interface IntlSegmentsTable extends OrderRowColumns {
  leg_no: number
  seg_no: number
  flight_no: string
  dep_date: string
  cabin: string
  family: string
  /** ISO instants. */
  depart_at: string
  arrive_at: string
  /** 'Held' while the order holds its seats, 'Released' after they went back. */
  seat_state: string
}

export interface IntlTicketsTable extends OrderRowColumns {
  passenger_id: number
  /** IntlTicketState */
  status: string
  ticket_no: string
  /** Fen: the whole itinerary's fare and taxes of this passenger. */
  price: number
  taxes: number
  company_amount: number
  personal_amount: number
  doc_type: string
  doc_no: string
  doc_country: string
  doc_expiry: string
  updated_at: string
}

export interface IntlInquiriesTable extends CompanyRowColumns {
  sheet_no: string
  client_request_id: string
  asker_user_id: number
  asker_person_id: number
  /** InquiryState */
  state: string
  trip_type: string
  /** [{ From, To, Date }] */
  legs_json: string
  cabin: string
  passenger_ids_json: string
  traveller_count: number
  notes: string
  reply: string
  /** StoredOption[] */
  options_json: string
  answered_by_user_id: number | null
  answered_at: string | null
  /** ISO instant it expires at unless ordered. */
  expires_at: string
  order_no: string
  created_at: string
  updated_at: string
}

export interface IntlFlightTables {
  intlflight_inventory: IntlInventoryTable
  intlflight_rank_policies: IntlRankPoliciesTable
  intlflight_segments: IntlSegmentsTable
  intlflight_tickets: IntlTicketsTable
  intlflight_inquiries: IntlInquiriesTable
}

export type IntlTicketRow = Selectable<IntlTicketsTable>
export type IntlSegmentRow = Selectable<IntlSegmentsTable>
export type InquiryRow = Selectable<IntlInquiriesTable>

/** An international flight order's detail document (orders.detail_json). */
export interface IntlOrderDoc extends OrderDoc {
  TripType: string
  Selections: IntlSelection[]
  PriceDetail: IntlPriceDetail
  Policy: IntlPolicyVerdict
  PolicyReason: string
  InquirySheetNo: string
}

/** A consultant's option as stored with its sheet. */
export interface StoredOption {
  OptionNo: number
  Selections: IntlSelection[]
  PricePerPassenger: number
  /** ISO instant. */
  Deadline: string
  Note: string
}
