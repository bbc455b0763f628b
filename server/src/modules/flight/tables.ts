/**
 * Kysely types of the flight module's tables (migration 0010_flight_orders, flight part): seat
 * counts (the only stored inventory), rank flight standards, and the segments and tickets of a
 * flight order. Conventions as in db/schema.ts.
 */
import type { Selectable } from 'kysely'
import type { OrderRowColumns, RankPolicyColumns } from '../../lib/tables'

export interface FlightSeatsTable {
  flight_no: string
  flight_date: string
  cabin_code: string
  route_key: string
  seats_left: number
  initial_seats: number
  updated_at: string
}

export interface FlightRankPoliciesTable extends RankPolicyColumns {
  lowest_enabled: number
  range_hour: number
  /** fen */
  tolerance: number
  /** CabinClass or null for any. */
  cabin_ceiling: string | null
  /** Percent of the full fare, e.g. 80; null = any. */
  discount_ceiling: number | null
  advance_days: number | null
}

export interface OrderSegmentsTable extends OrderRowColumns {
  segment_index: number
  flight_no: string
  route_key: string
  dep_date: string
  cabin_code: string
  cabin_class: string
  price: number
  discount: number
  in_policy: number
  policy_json: string
  policy_reason: string
}

export interface TicketsTable extends OrderRowColumns {
  passenger_id: number
  segment_index: number
  ticket_no: string
  status: string
  flight_no: string
  route_key: string
  dep_date: string
  cabin_code: string
  fare_family: string
  fare: number
  airport_tax: number
  fuel: number
  service_fee: number
  insurance: number
  company_amount: number
  personal_amount: number
  /** Fare part the traveller paid (mixed payment): refunds return to each payer pro rata. */
  personal_fare: number
  updated_at: string
}

export interface FlightTables {
  flight_seats: FlightSeatsTable
  flight_rank_policies: FlightRankPoliciesTable
  order_segments: OrderSegmentsTable
  tickets: TicketsTable
}

export type TicketRow = Selectable<TicketsTable>
