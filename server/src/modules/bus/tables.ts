/** The bus module's tables (migration.ts). */
import type { Selectable } from 'kysely'
import type { OrderRowColumns, RankPolicyColumns } from '../../lib/tables'
import type { BusPriceDetail } from '../../../../types/api/bus'
import type { OrderDoc } from '../../kernel/orders/tables'

/** Seats this server sold of a departure (the operators' count of the others: catalog.ts soldElsewhere). */
export interface BusInventoryTable {
  schedule_no: string
  dep_date: string
  sold: number
  updated_at: string
}

export interface BusRankPoliciesTable extends RankPolicyColumns {
  /** Fen; null: any price. */
  price_cap: number | null
  /** BusClass[]; [] = any. */
  classes_json: string
}

export interface BusTicketsTable extends OrderRowColumns {
  /** order_passengers.id */
  passenger_id: number
  schedule_no: string
  dep_date: string
  from_station: string
  to_station: string
  bus_class: string
  price: number
  company_amount: number
  personal_amount: number
  /** BusTicketState */
  status: string
  /** Six digits, given when issued; the station's machine prints the paper ticket with it. */
  pick_up_code: string
  changed_from: number | null
  change_count: number
  policy_json: string
  policy_reason: string
  updated_at: string
}

export interface BusTables {
  bus_inventory: BusInventoryTable
  bus_rank_policies: BusRankPoliciesTable
  bus_tickets: BusTicketsTable
}

export type BusTicketRow = Selectable<BusTicketsTable>

/** A bus order's detail document (orders.detail_json). */
export interface BusOrderDoc extends OrderDoc {
  PriceDetail: BusPriceDetail
}
