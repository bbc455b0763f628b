/**
 * The facts summed per China month (report_rollup, docs/reports.md "Speed"): what the company-wide
 * reports read instead of every order. A month's rows are summed again from the facts when one of
 * its orders changed (store.ts takes the month out of report_rollup_months) or it was never summed;
 * their number follows the company's structure (products, departments, cost centres, BUs, carriers,
 * cities, reason codes that occur in a month), not its orders.
 */
import { sql, type RawBuilder } from 'kysely'
import type { AuthedContext } from '../../http/context'
import type { Sums } from './aggregate'
import { ROLLUP_SUMS } from './tables'

/** Each sum as the database computes it over report_facts `f`. */
export const SUMS: Record<keyof Sums, RawBuilder<unknown>> = {
  orders: sql`count(*)`,
  spend: sql`sum(f.spend)`,
  ticketOrders: sql`sum(case when f.nights = 0 then 1 else 0 end)`,
  ticketSpend: sql`sum(case when f.nights = 0 then f.spend else 0 end)`,
  nightSpend: sql`sum(case when f.nights > 0 then f.spend else 0 end)`,
  nights: sql`sum(f.nights)`,
  ahead: sql`coalesce(sum(f.ahead), 0)`,
  aheadOrders: sql`count(f.ahead)`,
  inPolicy: sql`sum(f.in_policy)`,
  refunds: sql`sum(f.refunds)`,
  changes: sql`sum(f.changes)`,
  fees: sql`sum(f.after_sale_fees)`,
  saved: sql`sum(f.saved)`,
  lost: sql`sum(f.lost)`,
  grams: sql`sum(f.grams)`,
  avoided: sql`sum(f.avoided)`,
}

/** The rollup's column of a sum (ticketOrders: ticket_orders). */
export const rollupColumn = (k: keyof Sums): (typeof ROLLUP_SUMS)[number] => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) as (typeof ROLLUP_SUMS)[number]

/** The kinds of rollup rows and what tells their rows apart. */
const KINDS: { kind: string; value: RawBuilder<unknown>; reasons?: true }[] = [
  // (PostgreSQL groups by no constant: 'all' is grouped without its value.)
  { kind: 'all', value: sql`''` },
  { kind: 'carrier', value: sql`f.product || ':' || f.carrier` },
  { kind: 'city', value: sql`f.city` },
  { kind: 'reason', value: sql`r.code`, reasons: true },
]

const DIMENSIONS = ['product', 'department_id', 'cost_center_id', 'business_unit_id', 'with_reason'] as const

/** Which of these months of the company have current sums. */
export async function currentMonths(ctx: AuthedContext, months: string[]): Promise<string[]> {
  const rows = await ctx.db
    .selectFrom('report_rollup_months')
    .select('month')
    .where('company_id', '=', ctx.caller.companyId)
    .where('month', 'in', months.length ? months : [''])
    .execute()
  return rows.map((r) => r.month)
}

/** Sums again the months of the company that are not current (`current`: known since the facts were last read); after the facts are (store.ts refreshFacts). */
export async function sumMonths(ctx: AuthedContext, months: string[], current?: string[]): Promise<void> {
  const companyId = ctx.caller.companyId
  const known = current ?? (await currentMonths(ctx, months))
  const missing = months.filter((m) => !known.includes(m))
  if (!missing.length) return
  await ctx.db.transaction().execute(async (trx) => {
    // The months this call sums: another call summing them at once waits here, then finds them taken.
    const mine = await trx
      .insertInto('report_rollup_months')
      .values(missing.map((month) => ({ company_id: companyId, month })))
      .onConflict((oc) => oc.doNothing())
      .returning('month')
      .execute()
    if (!mine.length) return
    const taken = mine.map((m) => m.month)
    await trx.deleteFrom('report_rollup').where('company_id', '=', companyId).where('month', 'in', taken).execute()
    for (const { kind, value, reasons } of KINDS) {
      const from = trx.selectFrom('report_facts as f')
      const source = reasons ? from.innerJoin('report_fact_reasons as r', 'r.order_id', 'f.order_id') : from
      const summed = source
        .select([
          sql`f.company_id`.as('company_id'),
          sql.lit(kind).as('kind'),
          value.as('value'),
          sql`f.month`.as('month'),
          ...DIMENSIONS.map((d) => sql.ref(`f.${d}`).as(d)),
          ...(Object.keys(SUMS) as (keyof Sums)[]).map((k) => SUMS[k].as(rollupColumn(k))),
          sql`min(f.booked)`.as('first'),
        ])
        .where('f.company_id', '=', companyId)
        .where('f.month', 'in', taken)
        .where('f.spent', '=', 1)
        .groupBy([sql`f.company_id`, ...(kind === 'all' ? [] : [value]), sql`f.month`, ...DIMENSIONS.map((d) => sql.ref(`f.${d}`))])
      await trx
        .insertInto('report_rollup')
        .columns(['company_id', 'kind', 'value', 'month', ...DIMENSIONS, ...(Object.keys(SUMS) as (keyof Sums)[]).map(rollupColumn), 'first'])
        .expression(summed as never)
        .execute()
    }
  })
}
