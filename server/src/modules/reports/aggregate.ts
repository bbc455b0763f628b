/**
 * The reports' figures (docs/reports.md), pure: each report is a table of rows × columns with its
 * totals, made from the sums of the orders of each row and period (summed in SQL by query.ts, or
 * here from single orders' facts). Periods are China months ('2026-03') or quarters ('2026-Q1');
 * an order belongs to the period it was booked in.
 */
import type { ReportKind, ReportRes, ReportUnit } from '../../../../types/api/report'
import { addMonths } from '../../lib/time'

export interface OrderFact {
  id: number
  orderNo: string
  product: string
  status: string
  /** China day it was booked, yyyy-MM-dd. */
  day: string
  /** What it cost after refunds and changes, fen; 0 when it never got paid. */
  spend: number
  /** Whether it was paid (and so counts in the figures). */
  spent: boolean
  /** What the standard would have paid, fen; null when the product names none. */
  priceToBeat: number | null
  inPolicy: boolean
  /** Reasons by code ('' for a reason typed by the traveller) with their labels. */
  reasons: { code: string; label: string }[]
  /** Days booked ahead of the trip's first day. */
  ahead: number | null
  city: string
  cityName: string
  carrier: string
  carrierName: string
  nights: number
  grams: number
  /** Grams a train avoided against flying the trip in economy. */
  avoided: number
  refunds: number
  refundFees: number
  changes: number
  changeFees: number
  departmentId: number | null
  departmentName: string
  travellers: string
}

export type Labels = (key: string) => string

export function periodOf(day: string, quarter: boolean): string {
  const m = Number(day.slice(5, 7))
  return quarter ? `${day.slice(0, 4)}-Q${Math.ceil(m / 3)}` : day.slice(0, 7)
}

/** The periods from one month to another, oldest first. */
export function periodsBetween(from: string, to: string, quarter: boolean): string[] {
  const out: string[] = []
  for (let m = from; m <= to; m = addMonths(`${m}-01`, 1).slice(0, 7)) {
    const p = periodOf(`${m}-01`, quarter)
    if (out[out.length - 1] !== p) out.push(p)
  }
  return out
}

/** What the figures are made of: sums over some paid orders (summed in SQL the same way, query.ts). */
export interface Sums {
  orders: number
  spend: number
  /** Orders and spend of all but stays (the average ticket), spend of stays (the average room-night). */
  ticketOrders: number
  ticketSpend: number
  nightSpend: number
  nights: number
  /** Days booked ahead, summed over the orders that name a first day (aheadOrders). */
  ahead: number
  aheadOrders: number
  inPolicy: number
  refunds: number
  changes: number
  /** Refund and change fees. */
  fees: number
  saved: number
  lost: number
  grams: number
  avoided: number
}

export const NO_SUMS: Sums = {
  orders: 0,
  spend: 0,
  ticketOrders: 0,
  ticketSpend: 0,
  nightSpend: 0,
  nights: 0,
  ahead: 0,
  aheadOrders: 0,
  inPolicy: 0,
  refunds: 0,
  changes: 0,
  fees: 0,
  saved: 0,
  lost: 0,
  grams: 0,
  avoided: 0,
}

export function addSums(a: Sums, b: Partial<Sums>): Sums {
  const out = { ...a }
  for (const k of Object.keys(b) as (keyof Sums)[]) out[k] += b[k] ?? 0
  return out
}

/** One order's part of the sums. */
export function sumsOf(x: OrderFact): Sums {
  const ticket = x.nights === 0
  return {
    orders: 1,
    spend: x.spend,
    ticketOrders: ticket ? 1 : 0,
    ticketSpend: ticket ? x.spend : 0,
    nightSpend: x.nights > 0 ? x.spend : 0,
    nights: x.nights,
    ahead: x.ahead ?? 0,
    aheadOrders: x.ahead !== null ? 1 : 0,
    inPolicy: x.inPolicy ? 1 : 0,
    refunds: x.refunds,
    changes: x.changes,
    fees: x.refundFees + x.changeFees,
    saved: x.priceToBeat !== null ? Math.max(0, x.priceToBeat - x.spend) : 0,
    lost: x.reasons.length && x.priceToBeat !== null ? Math.max(0, x.spend - x.priceToBeat) : 0,
    grams: x.grams,
    avoided: x.avoided,
  }
}

const pct = (part: number, whole: number): number => (whole > 0 ? Math.round((part * 1000) / whole) / 10 : 0)
const avg = (total: number, n: number): number => (n > 0 ? Math.round(total / n) : 0)

type Column = [key: string, unit: ReportUnit, value: (s: Sums) => number]

const COLUMNS: Record<Exclude<ReportKind, 'Reasons' | 'Carbon'>, Column[]> = {
  Kpi: [
    ['spend', 'Money', (s) => s.spend],
    ['orders', 'Count', (s) => s.orders],
    ['avgTicket', 'Money', (s) => avg(s.ticketSpend, s.ticketOrders)],
    ['avgNight', 'Money', (s) => avg(s.nightSpend, s.nights)],
    ['ahead', 'Days', (s) => avg(s.ahead * 10, s.aheadOrders) / 10],
    ['inPolicy', 'Percent', (s) => pct(s.inPolicy, s.orders)],
    ['refunds', 'Count', (s) => s.refunds],
    ['changes', 'Count', (s) => s.changes],
    ['afterSaleFees', 'Money', (s) => s.fees],
  ],
  Savings: [
    ['spend', 'Money', (s) => s.spend],
    ['saved', 'Money', (s) => s.saved],
    ['lostReasons', 'Money', (s) => s.lost],
    ['lostAfterSale', 'Money', (s) => s.fees],
  ],
  Carriers: [
    ['spend', 'Money', (s) => s.spend],
    ['orders', 'Count', (s) => s.orders],
  ],
  Cities: [
    ['spend', 'Money', (s) => s.spend],
    ['orders', 'Count', (s) => s.orders],
    ['nights', 'Count', (s) => s.nights],
  ],
}

/** The columns after the periods of the reports by period (Reasons, Carbon); the first orders the rows. */
const PER_PERIOD: Record<'Reasons' | 'Carbon', { cell: (s: Sums) => number; unit: ReportUnit; extra: Column[] }> = {
  Reasons: {
    cell: (s) => s.orders,
    unit: 'Count',
    extra: [
      ['orders', 'Count', (s) => s.orders],
      ['lostReasons', 'Money', (s) => s.lost],
    ],
  },
  Carbon: {
    cell: (s) => s.grams,
    unit: 'Grams',
    extra: [
      ['grams', 'Grams', (s) => s.grams],
      ['avoided', 'Grams', (s) => s.avoided],
      ['avoidedShare', 'Percent', (s) => pct(s.avoided, s.avoided + s.grams)],
    ],
  },
}

/** Which rows an order counts in, per report (a drill-down asks for the orders of one row). */
export function rowKeys(report: ReportKind, f: OrderFact, quarter: boolean): string[] {
  switch (report) {
    case 'Kpi':
    case 'Savings':
      return [periodOf(f.day, quarter)]
    case 'Carriers':
      return [`${f.product}:${f.carrier}`]
    case 'Cities':
      return f.city ? [f.city] : []
    case 'Reasons':
      return f.reasons.length ? [...new Set(f.reasons.map((r) => r.code))] : []
    case 'Carbon':
      return [String(f.departmentId ?? 0)]
  }
}

/** Sums per period. */
export type ByPeriod = Map<string, Sums>

export function addTo(m: ByPeriod, period: string, s: Partial<Sums>): void {
  m.set(period, addSums(m.get(period) ?? NO_SUMS, s))
}

const across = (m: ByPeriod | undefined): Sums => [...(m?.values() ?? [])].reduce(addSums, NO_SUMS)

export interface Summed {
  /** Row key → period → sums of the paid orders in that row. */
  rows: Map<string, ByPeriod>
  /** The total's sums per period: every paid order, or for reasons those giving one. */
  total: ByPeriod
  /** A row's name as its first order (in booking order) gives it: carrier, city, reason, department. */
  names: Map<string, string>
}

export interface TableInput {
  report: ReportKind
  periods: string[]
  label: Labels
  productName: (kind: string) => string
}

/** One report's table from its sums. */
export function tableOf({ report, periods, label, productName }: TableInput, { rows, total, names }: Summed): Omit<ReportRes, 'Scope'> {
  const base = { Report: report, Periods: periods }
  if (report === 'Reasons' || report === 'Carbon') {
    const { cell, unit, extra } = PER_PERIOD[report]
    const first = extra[0][2]
    const keys = [...rows.keys()].sort((a, b) => first(across(rows.get(b))) - first(across(rows.get(a))) || a.localeCompare(b))
    const name = (k: string) => (report === 'Carbon' ? names.get(k) || label('noDepartment') : k ? (names.get(k) ?? '') : label('otherReason'))
    const values = (m: ByPeriod | undefined) => [...periods.map((p) => cell(m?.get(p) ?? NO_SUMS)), ...extra.map(([, , v]) => v(across(m)))]
    return {
      ...base,
      Columns: [...periods.map((p) => ({ Key: p, Label: p, Unit: unit })), ...extra.map(([k, u]) => ({ Key: k, Label: label(k), Unit: u }))],
      Rows: keys.map((k) => ({ Key: k, Label: name(k), Values: values(rows.get(k)) })),
      Total: values(total),
      Chart: { Type: 'line', Columns: periods },
    }
  }
  const columns = COLUMNS[report]
  const byPeriod = report === 'Kpi' || report === 'Savings'
  const ordered = byPeriod ? periods : [...rows.keys()].sort((a, b) => across(rows.get(b)).spend - across(rows.get(a)).spend || a.localeCompare(b))
  const name = (k: string) => {
    if (byPeriod) return k
    if (report === 'Cities') return names.get(k) ?? k
    return `${productName(k.slice(0, k.indexOf(':')))} · ${names.get(k) || label('unknownCarrier')}`
  }
  const share = report === 'Carriers' ? [{ Key: 'share', Label: label('share'), Unit: 'Percent' as ReportUnit }] : []
  const all = across(total)
  return {
    ...base,
    Columns: [...columns.map(([k, u]) => ({ Key: k, Label: label(k), Unit: u })), ...share],
    Rows: ordered.map((k) => {
      const s = byPeriod ? (total.get(k) ?? NO_SUMS) : across(rows.get(k))
      return { Key: k, Label: name(k), Values: [...columns.map(([, , v]) => v(s)), ...(share.length ? [pct(s.spend, all.spend)] : [])] }
    }),
    Total: [...columns.map(([, , v]) => v(all)), ...(share.length ? [all.orders ? 100 : 0] : [])],
    Chart: { Type: byPeriod ? 'line' : 'bar', Columns: [columns[0][0]] },
  }
}

/** The sums of a report from single orders' facts (in booking order). */
export function summedOf(report: ReportKind, facts: readonly OrderFact[], quarter: boolean): Summed {
  const rows = new Map<string, ByPeriod>()
  const total: ByPeriod = new Map()
  const names = new Map<string, string>()
  for (const f of facts) {
    if (!f.spent) continue
    const keys = rowKeys(report, f, quarter)
    const period = periodOf(f.day, quarter)
    const s = sumsOf(f)
    if (keys.length || report !== 'Reasons') addTo(total, period, s)
    for (const k of keys) {
      if (!rows.has(k)) rows.set(k, new Map())
      addTo(rows.get(k)!, period, s)
      if (!names.has(k)) {
        const name = {
          Kpi: k,
          Savings: k,
          Carriers: f.carrierName,
          Cities: f.cityName,
          Carbon: f.departmentName,
          Reasons: f.reasons.find((r) => r.code === k)?.label,
        }[report]
        names.set(k, name ?? '')
      }
    }
  }
  return { rows, total, names }
}

export interface BuildInput extends TableInput {
  facts: readonly OrderFact[]
  quarter: boolean
}

/** One report's table from single orders' facts. */
export const buildReport = ({ facts, quarter, ...input }: BuildInput): Omit<ReportRes, 'Scope'> => tableOf(input, summedOf(input.report, facts, quarter))
