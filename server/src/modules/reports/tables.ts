/**
 * Kysely types of the reports' tables (migration 0180_report_facts, docs/reports.md "Speed"):
 * what each order says in the reports, read once per version of it from the order kernel's rows
 * and its product's registration (store.ts), so that the reports sum them in SQL.
 */

export interface ReportFactsTable {
  order_id: number
  company_id: number
  /** The order's updated_at these facts were read at (orders.facts_version tells a stale one). */
  version: string
  /** created_at, a space and the order's id padded to twelve digits: booking order (the range, the first order of a row). */
  booked: string
  /** China month it was booked in, yyyy-MM, and its China day. */
  month: string
  day: string
  order_no: string
  product: string
  status: string
  /** 1 when it was paid: only these count in the figures. */
  spent: number
  /** What it cost after refunds and changes, fen. */
  spend: number
  /** The price to beat less what was paid, where lower; what was paid above it where a reason was given (fen). */
  saved: number
  lost: number
  in_policy: number
  /** Days booked ahead of the trip's first day, null when the product names no day. */
  ahead: number | null
  /** Destination city code, '' for none. */
  city: string
  carrier: string
  /** JSON: the carrier's name in each language. */
  carrier_names: string
  nights: number
  grams: number
  avoided: number
  refunds: number
  changes: number
  /** Refund and change fees, fen. */
  after_sale_fees: number
  /** 1 when a reason (a code or typed) was given. */
  with_reason: number
  department_id: number | null
  /** The department's name as the order keeps it (for a department since removed). */
  department_name: string
  cost_center_id: number | null
  business_unit_id: number | null
  travellers: string
}

/** One row per reason code an order gives ('' for typed reasons), with its first stored reason (for the label). */
export interface ReportFactReasonsTable {
  order_id: number
  company_id: number
  code: string
  stored: string
}

/** The sums of report_rollup, a column each (migration.ts), in the order rollup.ts fills them. */
export const ROLLUP_SUMS = [
  'orders',
  'spend',
  'ticket_orders',
  'ticket_spend',
  'night_spend',
  'nights',
  'ahead',
  'ahead_orders',
  'in_policy',
  'refunds',
  'changes',
  'fees',
  'saved',
  'lost',
  'grams',
  'avoided',
] as const

/**
 * The facts summed per China month and what the filters and the company-wide reports tell apart
 * (product, department, cost centre, BU, whether a reason was given), per `kind` of row: 'all'
 * (value ''), 'carrier' ('product:carrier'), 'city' (code), 'reason' (code). Sized by the
 * company's structure, not its orders (rollup.ts). Then a column of each of ROLLUP_SUMS.
 */
export interface ReportRollupTable extends Record<(typeof ROLLUP_SUMS)[number], number> {
  company_id: number
  kind: string
  value: string
  month: string
  product: string
  department_id: number | null
  cost_center_id: number | null
  business_unit_id: number | null
  with_reason: number
  /** The booked key of the first order summed (which names the row). */
  first: string
}

/** The months of a company whose rollup rows are current (a changed order's month is taken out). */
export interface ReportRollupMonthsTable {
  company_id: number
  month: string
}

export interface ReportTables {
  report_facts: ReportFactsTable
  report_fact_reasons: ReportFactReasonsTable
  report_rollup: ReportRollupTable
  report_rollup_months: ReportRollupMonthsTable
}
