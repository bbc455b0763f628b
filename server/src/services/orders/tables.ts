/**
 * Kysely types of the flight and order tables (migration 0010_flight_orders). They extend the
 * core schema, so one `Kysely<FlightDb>` (from `db.withTables<FlightTables>()`) reaches both.
 * Conventions as in db/schema.ts: ISO UTC text timestamps, 0/1 booleans, `_json` text, money in fen.
 */
import type { Generated, Kysely } from 'kysely'
import type { Database } from '../../db/schema'

export interface FlightSeatsTable {
  flight_no: string
  flight_date: string
  cabin_code: string
  route_key: string
  seats_left: number
  initial_seats: number
  updated_at: string
}

export interface FlightRankPoliciesTable {
  id: Generated<number>
  company_id: number
  rank_id: number
  lowest_enabled: number
  range_hour: number
  /** fen */
  tolerance: number
  /** CabinClass or null for any. */
  cabin_ceiling: string | null
  /** Percent of the full fare, e.g. 80; null = any. */
  discount_ceiling: number | null
  advance_days: number | null
  updated_at: string
}

export interface ReasonCodesTable {
  id: Generated<number>
  company_id: number
  product: string
  /** Policy | LowestPrice | Refund | Change */
  kind: string
  code: string
  text_json: string
  sort: number
  status: number
}

export interface TripPurposesTable {
  id: Generated<number>
  company_id: number
  name_json: string
  sort: number
  status: number
}

export interface ApprovalWhitelistTable {
  id: Generated<number>
  company_id: number
  person_id: number
  /** 'All' or a product name ('Flight'). */
  product: string
  created_at: string
}

export interface FrequentTravelersTable {
  id: Generated<number>
  company_id: number
  owner_user_id: number
  person_id: number | null
  ch_name: string
  last_name: string
  first_name: string
  gender: string
  birth_date: string | null
  nationality: string
  id_type: string
  id_no: string
  id_expiry: string | null
  mobile_country_code: string
  mobile: string
  email: string
  created_at: string
}

export interface UploadedFilesTable {
  /** Random, URL-safe: also the name on disk. */
  id: string
  company_id: number
  user_id: number
  file_name: string
  ext: string
  kind: string
  size: number
  created_at: string
}

export interface OrdersTable {
  id: Generated<number>
  company_id: number
  order_no: string
  product: string
  booker_user_id: number
  booker_person_id: number
  client_request_id: string
  status: string
  approval_status: string
  payment_type: string
  trip_type: string
  total: number
  company_amount: number
  personal_amount: number
  paid_company: number
  paid_personal: number
  /** Company fields, contacts, price lines: what the detail page shows and nothing queries by. */
  detail_json: string
  /** Lower-case passenger names, flight numbers and cities for the list's keyword. */
  search_text: string
  created_at: string
  updated_at: string
}

export interface OrderPassengersTable {
  id: Generated<number>
  company_id: number
  order_id: number
  person_id: number | null
  pax_type: string
  ch_name: string
  last_name: string
  first_name: string
  gender: string
  birth_date: string
  nationality: string
  id_type: string
  id_no: string
  id_expiry: string | null
  mobile_country_code: string
  mobile: string
  email: string
  rank_id: number | null
}

export interface OrderSegmentsTable {
  id: Generated<number>
  company_id: number
  order_id: number
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

export interface TicketsTable {
  id: Generated<number>
  company_id: number
  order_id: number
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

export interface OrderEventsTable {
  id: Generated<number>
  company_id: number
  order_id: number
  created_at: string
  status: string
  /** Message key of services/flight/messages.ts; rendered in the reader's language. */
  text_key: string
  params_json: string
}

export interface PaymentsTable {
  id: Generated<number>
  company_id: number
  order_id: number
  payment_no: string
  change_id: number | null
  channel: string
  company_amount: number
  personal_amount: number
  created_at: string
}

export interface RefundsTable {
  id: Generated<number>
  company_id: number
  order_id: number
  refund_no: string
  client_request_id: string
  status: string
  ticket_ids_json: string
  reason: string
  refund_fee: number
  refund_amount: number
  company_refund: number
  personal_refund: number
  created_at: string
}

export interface ChangesTable {
  id: Generated<number>
  company_id: number
  order_id: number
  change_no: string
  client_request_id: string
  status: string
  ticket_ids_json: string
  /** [{ id, fare, fee, diff, company, personal }] per ticket: applied when the change completes. */
  ticket_costs_json: string
  reason: string
  old_flight_no: string
  new_flight_no: string
  new_route_key: string
  new_dep_date: string
  new_cabin_code: string
  new_fare: number
  change_fee: number
  price_difference: number
  company_amount: number
  personal_amount: number
  created_at: string
}

export type FlightTables = {
  flight_seats: FlightSeatsTable
  flight_rank_policies: FlightRankPoliciesTable
  reason_codes: ReasonCodesTable
  trip_purposes: TripPurposesTable
  approval_whitelist: ApprovalWhitelistTable
  frequent_travelers: FrequentTravelersTable
  uploaded_files: UploadedFilesTable
  orders: OrdersTable
  order_passengers: OrderPassengersTable
  order_segments: OrderSegmentsTable
  tickets: TicketsTable
  order_events: OrderEventsTable
  payments: PaymentsTable
  refunds: RefundsTable
  changes: ChangesTable
}

export type FlightDb = Database & FlightTables

const views = new WeakMap<Kysely<Database>, Kysely<FlightDb>>()

/** The app's Kysely with the flight tables added to its type (same driver and connections). */
export function flightDb(db: Kysely<Database>): Kysely<FlightDb> {
  let v = views.get(db)
  if (!v) views.set(db, (v = db.withTables<FlightTables>()))
  return v
}
