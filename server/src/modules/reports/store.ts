/**
 * The reports' facts of each order (tables.ts, docs/reports.md "Speed"), read from the order
 * kernel's rows and the product's registration (its approval facts, price to beat and report
 * facts), so a product joins the reports by registering with the kernel. They are read once per
 * version of an order: before a report, the company's orders changed since (orders.facts_version,
 * found by a partial index) are read again, some at a time, and stored with their new version.
 */
import { sql } from 'kysely'
import { avoidedByRail, cabinOf, coachGrams, flightGrams, hotelGrams, railGrams, taxiGrams } from '../../../../types/api/carbon-values'
import type { Db } from '../../db/schema'
import type { AuthedContext } from '../../http/context'
import { LANGS } from '../../i18n'
import { displayName } from '../../lib/names'
import { chinaDay, daysBetween } from '../../lib/time'
import { findProduct, type CarbonItem } from '../../kernel/orders/products'
import type { OrderDoc, OrderRow } from '../../kernel/orders/tables'
import type { ReportFactsTable } from './tables'

/** Orders whose facts are read at once. */
const FACT_BATCH = 32

/** Statuses of orders that never got paid: they count in no figure. */
const UNPAID = new Set(['PendingApproval', 'Placed', 'PaymentFailed', 'Cancelled'])

export function grams(items: CarbonItem[]): { grams: number; avoided: number } {
  let g = 0
  let a = 0
  for (const i of items) {
    if (i.mode === 'Air') g += flightGrams(i.km, cabinOf(i.cabin)) * i.passengers
    else if (i.mode === 'Rail') ((g += railGrams(i.trackKm, true) * i.passengers), (a += avoidedByRail(i.trackKm, true) * i.passengers))
    else if (i.mode === 'Stay') g += hotelGrams(i.roomNights, i.country)
    else if (i.mode === 'Road') g += taxiGrams(i.roadKm)
    else g += coachGrams(i.km) * i.passengers
  }
  return { grams: g, avoided: a }
}

/** An order's place in booking order: its booking instant, then its id. */
export const bookedKey = (createdAt: string, id: number): string => `${createdAt} ${String(id).padStart(12, '0')}`

/** The order's id in a bookedKey. */
export const idOfBooked = (booked: string): number => Number(booked.slice(-12))

/** The code of a reason the product stored ('' for one typed by the traveller). */
function codeOf(stored: string): string {
  if (!stored.startsWith('@rc{')) return ''
  try {
    return (JSON.parse(stored.slice(3)) as { code: string }).code
  } catch {
    return ''
  }
}

interface Pax {
  ch_name: string
  last_name: string
  first_name: string
  department_id: number | null
}

/** What one order says in the reports. */
async function factOf(db: Db, o: OrderRow, pax: Pax[]): Promise<{ row: ReportFactsTable; reasons: { code: string; stored: string }[] }> {
  const p = findProduct(o.product)
  const [facts, ptb, rep, refunds, changes] = await Promise.all([
    p ? p.approval.facts(db, o).catch(() => null) : null,
    p?.priceToBeat ? p.priceToBeat(db, o).catch(() => null) : null,
    p?.report ? p.report(db, o).catch(() => null) : null,
    db.selectFrom('refunds').select(['status', 'refund_fee', 'refund_amount']).where('order_id', '=', o.id).execute(),
    db.selectFrom('changes').select(['status', 'change_fee', 'company_amount', 'personal_amount']).where('order_id', '=', o.id).execute(),
  ])
  const okRefunds = refunds.filter((r) => r.status === 'RefundSucceeded')
  const okChanges = changes.filter((c) => c.status === 'ChangeSucceeded')
  const spent = !UNPAID.has(o.status)
  const spend = spent
    ? o.total + okChanges.reduce((n, c) => n + c.company_amount + c.personal_amount, 0) - okRefunds.reduce((n, r) => n + r.refund_amount, 0)
    : 0
  const fields = (JSON.parse(o.detail_json) as Partial<OrderDoc>).Fields
  const day = chinaDay(new Date(o.created_at))
  const priceToBeat = ptb ?? null
  const stored = facts?.reasons ?? []
  const carbon = spent ? grams(rep?.carbon ?? []) : { grams: 0, avoided: 0 }
  const reasons = new Map<string, string>()
  for (const r of stored) if (!reasons.has(codeOf(r))) reasons.set(codeOf(r), r)
  return {
    row: {
      order_id: o.id,
      company_id: o.company_id,
      version: o.updated_at,
      booked: bookedKey(o.created_at, o.id),
      month: day.slice(0, 7),
      day,
      order_no: o.order_no,
      product: o.product,
      status: o.status,
      spent: spent ? 1 : 0,
      spend,
      saved: priceToBeat !== null ? Math.max(0, priceToBeat - spend) : 0,
      lost: stored.length && priceToBeat !== null ? Math.max(0, spend - priceToBeat) : 0,
      in_policy: (facts?.allInPolicy ?? true) ? 1 : 0,
      ahead: facts?.startDate ? Math.max(0, daysBetween(day, facts.startDate)) : null,
      city: facts?.legs[facts.legs.length - 1]?.to ?? '',
      carrier: rep?.carrier ?? '',
      carrier_names: JSON.stringify(Object.fromEntries(LANGS.map((l) => [l, rep ? rep.carrierName(l) : '']))),
      nights: (rep?.carbon ?? []).reduce((n, i) => n + (i.mode === 'Stay' ? i.roomNights : 0), 0),
      ...carbon,
      refunds: okRefunds.length,
      changes: okChanges.length,
      after_sale_fees: okRefunds.reduce((n, r) => n + r.refund_fee, 0) + okChanges.reduce((n, c) => n + c.change_fee, 0),
      with_reason: stored.length ? 1 : 0,
      department_id: fields?.Department?.Id ?? pax[0]?.department_id ?? null,
      department_name: fields?.Department?.Name ?? '',
      cost_center_id: fields?.CostCenter?.Id ?? null,
      business_unit_id: fields?.BusinessUnit?.Id ?? null,
      travellers: pax.map((x) => displayName({ chName: x.ch_name, lastName: x.last_name, firstName: x.first_name })).join(', '),
    },
    reasons: [...reasons].map(([code, s]) => ({ code, stored: s })),
  }
}

/** Reads again the facts of the company's orders that changed since they were last read; whether there were any. */
export async function refreshFacts(ctx: AuthedContext): Promise<boolean> {
  const { db } = ctx
  // The same condition as the partial index orders_facts_stale (migration.ts), so that it is used;
  // sorted here, not by the database: PostgreSQL cannot know how few rows match a comparison of two
  // columns, and asked for them in id order it walks the primary key through every order instead.
  const stale = (
    await db
      .selectFrom('orders')
      .selectAll()
      .where('company_id', '=', ctx.caller.companyId)
      .where(sql<boolean>`facts_version <> updated_at`)
      .execute()
  ).sort((a, b) => a.id - b.id)
  for (let i = 0; i < stale.length; i += FACT_BATCH) {
    const batch = stale.slice(i, i + FACT_BATCH)
    const pax = await db
      .selectFrom('order_passengers')
      .leftJoin('persons', 'persons.id', 'order_passengers.person_id')
      .select(['order_passengers.order_id', 'order_passengers.ch_name', 'order_passengers.last_name', 'order_passengers.first_name', 'persons.department_id'])
      .where(
        'order_passengers.order_id',
        'in',
        batch.map((o) => o.id),
      )
      .orderBy('order_passengers.id')
      .execute()
    const read = await Promise.all(
      batch.map((o) =>
        factOf(
          db,
          o,
          pax.filter((p) => p.order_id === o.id),
        ),
      ),
    )
    await db.transaction().execute(async (trx) => {
      const ids = batch.map((o) => o.id)
      await trx.deleteFrom('report_fact_reasons').where('order_id', 'in', ids).execute()
      await trx.deleteFrom('report_facts').where('order_id', 'in', ids).execute()
      await trx
        .insertInto('report_facts')
        .values(read.map((r) => r.row))
        .onConflict((oc) => oc.column('order_id').doNothing())
        .execute()
      const reasons = read.flatMap((r) => r.reasons.map((x) => ({ order_id: r.row.order_id, company_id: r.row.company_id, ...x })))
      if (reasons.length)
        await trx
          .insertInto('report_fact_reasons')
          .values(reasons)
          .onConflict((oc) => oc.doNothing())
          .execute()
      // Their months are summed again (rollup.ts).
      const months = [...new Set(read.map((r) => r.row.month))]
      await trx.deleteFrom('report_rollup_months').where('company_id', '=', ctx.caller.companyId).where('month', 'in', months).execute()
      // Only the version read: an order changed meanwhile stays stale and is read again next time.
      for (const r of read)
        await trx.updateTable('orders').set({ facts_version: r.row.version }).where('id', '=', r.row.order_id).where('updated_at', '=', r.row.version).execute()
    })
  }
  return stale.length > 0
}
