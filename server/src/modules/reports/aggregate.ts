/**
 * The reports' figures from the facts of the orders in scope (docs/reports.md), pure: each report
 * is a table of rows × columns with its totals. Periods are China months ('2026-03') or quarters
 * ('2026-Q1'); an order belongs to the period it was booked in.
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

const sum = (xs: readonly OrderFact[], f: (x: OrderFact) => number): number => xs.reduce((n, x) => n + f(x), 0)
const pct = (part: number, whole: number): number => (whole > 0 ? Math.round((part * 1000) / whole) / 10 : 0)
const avg = (total: number, n: number): number => (n > 0 ? Math.round(total / n) : 0)
const saved = (x: OrderFact) => (x.priceToBeat !== null ? Math.max(0, x.priceToBeat - x.spend) : 0)
const lost = (x: OrderFact) => (x.reasons.length && x.priceToBeat !== null ? Math.max(0, x.spend - x.priceToBeat) : 0)

type Column = [key: string, unit: ReportUnit, value: (xs: OrderFact[]) => number]

const TICKETS = (x: OrderFact) => x.nights === 0

const COLUMNS: Record<Exclude<ReportKind, 'Reasons' | 'Carbon'>, Column[]> = {
  Kpi: [
    ['spend', 'Money', (xs) => sum(xs, (x) => x.spend)],
    ['orders', 'Count', (xs) => xs.length],
    [
      'avgTicket',
      'Money',
      (xs) =>
        avg(
          sum(xs.filter(TICKETS), (x) => x.spend),
          xs.filter(TICKETS).length,
        ),
    ],
    [
      'avgNight',
      'Money',
      (xs) =>
        avg(
          sum(
            xs.filter((x) => x.nights > 0),
            (x) => x.spend,
          ),
          sum(xs, (x) => x.nights),
        ),
    ],
    [
      'ahead',
      'Days',
      (xs) =>
        avg(
          sum(xs, (x) => (x.ahead ?? 0) * 10),
          xs.filter((x) => x.ahead !== null).length,
        ) / 10,
    ],
    ['inPolicy', 'Percent', (xs) => pct(xs.filter((x) => x.inPolicy).length, xs.length)],
    ['refunds', 'Count', (xs) => sum(xs, (x) => x.refunds)],
    ['changes', 'Count', (xs) => sum(xs, (x) => x.changes)],
    ['afterSaleFees', 'Money', (xs) => sum(xs, (x) => x.refundFees + x.changeFees)],
  ],
  Savings: [
    ['spend', 'Money', (xs) => sum(xs, (x) => x.spend)],
    ['saved', 'Money', (xs) => sum(xs, saved)],
    ['lostReasons', 'Money', (xs) => sum(xs, lost)],
    ['lostAfterSale', 'Money', (xs) => sum(xs, (x) => x.refundFees + x.changeFees)],
  ],
  Carriers: [
    ['spend', 'Money', (xs) => sum(xs, (x) => x.spend)],
    ['orders', 'Count', (xs) => xs.length],
  ],
  Cities: [
    ['spend', 'Money', (xs) => sum(xs, (x) => x.spend)],
    ['orders', 'Count', (xs) => xs.length],
    ['nights', 'Count', (xs) => sum(xs, (x) => x.nights)],
  ],
}

function groupBy(facts: readonly OrderFact[], key: (x: OrderFact) => string[]): Map<string, OrderFact[]> {
  const out = new Map<string, OrderFact[]>()
  for (const f of facts) for (const k of key(f)) out.set(k, [...(out.get(k) ?? []), f])
  return out
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

export interface BuildInput {
  report: ReportKind
  facts: readonly OrderFact[]
  periods: string[]
  quarter: boolean
  label: Labels
  productName: (kind: string) => string
}

/** One report's table. */
export function buildReport({ report, facts, periods, quarter, label, productName }: BuildInput): Omit<ReportRes, 'Scope'> {
  const paid = facts.filter((f) => f.spent)
  const groups = groupBy(paid, (f) => rowKeys(report, f, quarter))
  const base = { Report: report, Periods: periods }
  if (report === 'Reasons' || report === 'Carbon') {
    const per = (xs: OrderFact[], p: string, v: (xs: OrderFact[]) => number) => v(xs.filter((x) => periodOf(x.day, quarter) === p))
    const value = report === 'Reasons' ? (xs: OrderFact[]) => xs.length : (xs: OrderFact[]) => sum(xs, (x) => x.grams)
    const extra: Column[] =
      report === 'Reasons'
        ? [
            ['orders', 'Count', (xs) => xs.length],
            ['lostReasons', 'Money', (xs) => sum(xs, lost)],
          ]
        : [
            ['grams', 'Grams', (xs) => sum(xs, (x) => x.grams)],
            ['avoided', 'Grams', (xs) => sum(xs, (x) => x.avoided)],
            [
              'avoidedShare',
              'Percent',
              (xs) =>
                pct(
                  sum(xs, (x) => x.avoided),
                  sum(xs, (x) => x.avoided + x.grams),
                ),
            ],
          ]
    const keys = [...groups.keys()].sort((a, b) => extra[0][2](groups.get(b)!) - extra[0][2](groups.get(a)!) || a.localeCompare(b))
    const name = (k: string) => {
      const f = groups.get(k)![0]
      if (report === 'Carbon') return f.departmentName || label('noDepartment')
      return k ? f.reasons.find((r) => r.code === k)!.label : label('otherReason')
    }
    const inRows = paid.filter((f) => rowKeys(report, f, quarter).length)
    return {
      ...base,
      Columns: [
        ...periods.map((p) => ({ Key: p, Label: p, Unit: (report === 'Reasons' ? 'Count' : 'Grams') as ReportUnit })),
        ...extra.map(([k, u]) => ({ Key: k, Label: label(k), Unit: u })),
      ],
      Rows: keys.map((k) => ({
        Key: k,
        Label: name(k),
        Values: [...periods.map((p) => per(groups.get(k)!, p, value)), ...extra.map(([, , v]) => v(groups.get(k)!))],
      })),
      Total: [...periods.map((p) => per(inRows, p, value)), ...extra.map(([, , v]) => v(inRows))],
      Chart: { Type: 'line', Columns: periods },
    }
  }
  const columns = COLUMNS[report]
  const ordered =
    report === 'Kpi' || report === 'Savings'
      ? periods
      : [...groups.keys()].sort((a, b) => sum(groups.get(b)!, (x) => x.spend) - sum(groups.get(a)!, (x) => x.spend) || a.localeCompare(b))
  const name = (k: string) => {
    if (report === 'Kpi' || report === 'Savings') return k
    const f = groups.get(k)![0]
    return report === 'Carriers' ? `${productName(f.product)} · ${f.carrierName || label('unknownCarrier')}` : f.cityName
  }
  const share = report === 'Carriers' ? [{ Key: 'share', Label: label('share'), Unit: 'Percent' as ReportUnit }] : []
  const total = sum(paid, (x) => x.spend)
  return {
    ...base,
    Columns: [...columns.map(([k, u]) => ({ Key: k, Label: label(k), Unit: u })), ...share],
    Rows: ordered.map((k) => {
      const xs = groups.get(k) ?? []
      return {
        Key: k,
        Label: name(k),
        Values: [
          ...columns.map(([, , v]) => v(xs)),
          ...(share.length
            ? [
                pct(
                  sum(xs, (x) => x.spend),
                  total,
                ),
              ]
            : []),
        ],
      }
    }),
    Total: [...columns.map(([, , v]) => v(paid)), ...(share.length ? [share.length && paid.length ? 100 : 0] : [])],
    Chart: { Type: report === 'Kpi' || report === 'Savings' ? 'line' : 'bar', Columns: [columns[0][0]] },
  }
}
