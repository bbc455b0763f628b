/**
 * Kysely types of the train module's tables (migration 0060_trains): the railway's stored
 * inventory (tickets left per train, date and class; seats given out), the ranks' train
 * standards, 12306 accounts, passenger verification, the tickets of train orders and the grab
 * orders the background job works on. Conventions as in db/schema.ts.
 */
import type { Selectable } from 'kysely'
import type { CompanyRowColumns, OrderRowColumns, RankPolicyColumns } from '../../lib/tables'
import type { TrainPriceDetail } from '../../../../types/api/train'
import type { OrderDoc } from '../../kernel/orders/tables'

export interface TrainInventoryTable {
  train_no: string
  /** The train's start date (at its first station). */
  start_date: string
  seat_class: string
  tickets_left: number
  initial_tickets: number
  /** Places the railway's schedule released (catalog.ts SCHEDULE_RELEASE), once. */
  released: number
  updated_at: string
}

export interface TrainSeatsTable {
  train_no: string
  start_date: string
  coach: number
  seat: string
  seat_class: string
  ticket_id: number
}

export interface TrainRankPoliciesTable extends RankPolicyColumns {
  /** JSON SeatClass[] allowed on G, C and D trains; [] = any. */
  high_speed_json: string
  /** On Z, T and K trains by day; [] = any. */
  conventional_json: string
  /** On overnight journeys; [] = as by day. */
  night_json: string
}

export interface TrainAccountsTable extends CompanyRowColumns {
  user_id: number
  user_name: string
  /** bcrypt of the 12306 password: never kept in clear. */
  password_hash: string
  /** 'Unverified' | 'Verified' */
  state: string
  mobile_country_code: string
  mobile: string
  code_hash: string | null
  code_expires_at: string | null
  code_attempts: number
  /** China day and count of codes sent that day (at most ACCOUNT_SMS_PER_DAY). */
  codes_day: string
  codes_sent: number
  verified_at: string | null
  created_at: string
  updated_at: string
}

export interface TrainPassengerChecksTable extends CompanyRowColumns {
  person_id: number
  /** PassengerCheck */
  status: string
  updated_at: string
}

export interface TrainTicketsTable extends OrderRowColumns {
  passenger_id: number
  train_no: string
  start_date: string
  /** The date the train leaves from_station. */
  dep_date: string
  from_station: string
  to_station: string
  seat_class: string
  /** 0 and '' for standing. */
  coach: number
  seat: string
  price: number
  company_amount: number
  personal_amount: number
  /** TrainTicketState */
  status: string
  ticket_no: string
  gate: string
  changed_from: number | null
  change_count: number
  policy_json: string
  policy_reason: string
  updated_at: string
}

export interface TrainGrabsTable extends OrderRowColumns {
  /** GrabState */
  state: string
  from_station: string
  to_station: string
  /** [{ TrainNo, Date, SeatClass, Price }] in the traveller's order of preference. */
  options_json: string
  /** ISO instant. */
  deadline: string
  prepaid_per_passenger: number
  attempts: number
  last_attempt_at: string | null
  next_attempt_at: string
  /** The attempt's lease: the instance holding it and until when; null when free. */
  lease_owner: string | null
  lease_until: string | null
  /** The option booked (index into options_json), or null. */
  booked_index: number | null
  updated_at: string
}

export interface TrainTables {
  train_inventory: TrainInventoryTable
  train_seats: TrainSeatsTable
  train_rank_policies: TrainRankPoliciesTable
  train_accounts: TrainAccountsTable
  train_passenger_checks: TrainPassengerChecksTable
  train_tickets: TrainTicketsTable
  train_grabs: TrainGrabsTable
}

export type TicketRow = Selectable<TrainTicketsTable>
export type GrabRow = Selectable<TrainGrabsTable>

/** A train order's detail document (orders.detail_json). */
export interface TrainOrderDoc extends OrderDoc {
  Kind: 'Ticket' | 'Grab'
  PriceDetail: TrainPriceDetail
  /** Whether the seat choice was met; null when none was asked. */
  SeatChoiceMet: boolean | null
}
