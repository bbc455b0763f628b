/**
 * Reports and analysis (docs/reports.md): five reports over every product's orders and the carbon
 * of the trips, by month or quarter within one year, with filters, drill-down to the orders behind
 * a figure, export (XLSX, CSV) and the monthly statement. Money in fen (CNY), carbon in grams.
 */
import { Type, type Static } from '@sinclair/typebox'

export const REPORT_KINDS = ['Kpi', 'Savings', 'Carriers', 'Cities', 'Reasons', 'Carbon'] as const
export type ReportKind = (typeof REPORT_KINDS)[number]

/** Whose orders: the company (report managers), the caller's departments (their heads), the caller's own trips. */
export const REPORT_SCOPES = ['Company', 'Department', 'Mine'] as const
export type ReportScope = (typeof REPORT_SCOPES)[number]

/** How a column's figures read: money in fen, counts, percent (0..100 with one decimal), days, grams CO2e. */
export type ReportUnit = 'Money' | 'Count' | 'Percent' | 'Days' | 'Grams'

const Month = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'China month yyyy-MM' })

export const ReportFilter = Type.Object({
  /** First and last China month, at most 12 months apart and not older than a year. */
  From: Month,
  To: Month,
  Granularity: Type.Union([Type.Literal('Month'), Type.Literal('Quarter')]),
  /** Absent: the widest the caller may see. */
  Scope: Type.Optional(Type.Union(REPORT_SCOPES.map((s) => Type.Literal(s)))),
  DepartmentId: Type.Optional(Type.Integer({ minimum: 1 })),
  CostCenterId: Type.Optional(Type.Integer({ minimum: 1 })),
  BusinessUnitId: Type.Optional(Type.Integer({ minimum: 1 })),
  /** orders.product, e.g. 'Flight'. */
  Product: Type.Optional(Type.String({ maxLength: 20 })),
  /** A traveller's person id. */
  PersonId: Type.Optional(Type.Integer({ minimum: 1 })),
})
export type ReportFilter = Static<typeof ReportFilter>

export const ReportReq = Type.Intersect([ReportFilter, Type.Object({ Report: Type.Union(REPORT_KINDS.map((k) => Type.Literal(k))) })])
export type ReportReq = Static<typeof ReportReq>

export interface ReportColumn {
  Key: string
  Label: string
  Unit: ReportUnit
}

export interface ReportRow {
  /** What a drill-down asks for: a period ('2026-03', '2026-Q1'), a carrier, a city, a reason code, a department id. */
  Key: string
  Label: string
  Values: number[]
}

export interface ReportRes {
  Report: ReportKind
  Scope: ReportScope
  /** The periods of the range, oldest first ('2026-03' or '2026-Q1'). */
  Periods: string[]
  Columns: ReportColumn[]
  Rows: ReportRow[]
  /** The sum of each column over the rows (percentages and averages over all the orders). */
  Total: number[]
  /** Which columns the chart draws (keys), and whether its x-axis is the rows in order ('line') or a ranking ('bar'). */
  Chart: { Type: 'line' | 'bar'; Columns: string[] }
}

export const ReportOrdersReq = Type.Intersect([
  ReportReq,
  Type.Object({
    RowKey: Type.String({ maxLength: 200 }),
    PageIndex: Type.Optional(Type.Integer({ minimum: 1 })),
    PageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  }),
])
export type ReportOrdersReq = Static<typeof ReportOrdersReq>

export interface ReportOrder {
  OrderNo: string
  Product: string
  ProductName: string
  /** China day it was booked. */
  BookedOn: string
  Travellers: string
  Department: string
  Status: string
  StatusName: string
  /** What it cost, after refunds and changes (fen). */
  Spend: number
  Grams: number
}

export interface ReportOrdersRes {
  Total: number
  Items: ReportOrder[]
}

export const ReportExportReq = Type.Intersect([ReportReq, Type.Object({ Format: Type.Union([Type.Literal('xlsx'), Type.Literal('csv')]) })])
export type ReportExportReq = Static<typeof ReportExportReq>

export interface ReportFileRes {
  FileName: string
  ContentType: string
  /** The file's bytes, base64. */
  Base64: string
}

export const StatementReq = Type.Object({ Month, Format: Type.Union([Type.Literal('xlsx'), Type.Literal('csv')]) })
export type StatementReq = Static<typeof StatementReq>

export const ReportOptionsReq = Type.Object({})
export type ReportOptionsReq = Static<typeof ReportOptionsReq>

export interface ReportOptionsRes {
  /** The scopes the caller may ask for, widest first. */
  Scopes: ReportScope[]
  /** Whether the caller may download the monthly statement (ManagePermission.CloudBill). */
  Statement: boolean
  /** The current China month and the earliest a report may start at. */
  ThisMonth: string
  EarliestMonth: string
  Products: { Key: string; Name: string }[]
  /**
   * What the filters offer within the widest scope (none for "my travel" alone): the company's
   * departments (a department head: their own), cost centres, BUs, and the travellers in scope.
   */
  Departments: ReportChoice[]
  CostCenters: ReportChoice[]
  BusinessUnits: ReportChoice[]
  Travellers: ReportChoice[]
}

export interface ReportChoice {
  Id: number
  Name: string
}

/** The carbon of some orders (order details, the trips tab), each as the reports count it (docs/carbon.md). */
export const OrderCarbonReq = Type.Object({ OrderNos: Type.Array(Type.String({ maxLength: 40 }), { minItems: 1, maxItems: 50 }) })
export type OrderCarbonReq = Static<typeof OrderCarbonReq>

export interface OrderCarbonRes {
  /** The orders asked for that the caller may see and whose product has a method (dining has none); grams CO2e of the whole order. */
  Orders: { OrderNo: string; Grams: number }[]
}

export interface ReportCalls {
  'report/options': { req: ReportOptionsReq; res: ReportOptionsRes }
  'report/get': { req: ReportReq; res: ReportRes }
  'report/orders': { req: ReportOrdersReq; res: ReportOrdersRes }
  'report/export': { req: ReportExportReq; res: ReportFileRes }
  'report/orderCarbon': { req: OrderCarbonReq; res: OrderCarbonRes }
  'report/statement': { req: StatementReq; res: ReportFileRes }
}
