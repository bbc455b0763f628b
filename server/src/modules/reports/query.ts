/**
 * The reports in SQL (docs/reports.md "Speed"): the sums of each row and period of a report over
 * the stored facts of the orders in scope, range and filters (store.ts), grouped by the database;
 * a row's name read from its first order; the orders behind a row, a page at a time.
 */
import { sql, type Expression, type RawBuilder } from 'kysely'
import type { ReportFilter, ReportKind } from '../../../../types/api/report'
import type { AuthedContext } from '../../http/context'
import type { Lang } from '../../i18n'
import { reasonDisplay } from '../../kernel/orders/reason-text'
import { cityByCode, localName } from '../../services/places/places'
import { worldCityByCode } from '../../services/places/world-cities'
import { addTo, periodOf, periodsBetween, type ByPeriod, type Summed, type Sums } from './aggregate'
import { rangeOf, type Visible } from './facts'
import { currentMonths, rollupColumn, SUMS, sumMonths } from './rollup'
import { idOfBooked, refreshFacts } from './store'

/** The sums each report's figures are made of, and what its rows are (null: the periods). */
const SHAPE: Record<ReportKind, { sums: (keyof Sums)[]; key: RawBuilder<unknown> | null; byMonth: boolean }> = {
  Kpi: {
    sums: ['orders', 'spend', 'ticketOrders', 'ticketSpend', 'nightSpend', 'nights', 'ahead', 'aheadOrders', 'inPolicy', 'refunds', 'changes', 'fees'],
    key: null,
    byMonth: true,
  },
  Savings: { sums: ['spend', 'saved', 'lost', 'fees'], key: null, byMonth: true },
  Carriers: { sums: ['spend', 'orders'], key: sql`f.product || ':' || f.carrier`, byMonth: false },
  Cities: { sums: ['spend', 'orders', 'nights'], key: sql`f.city`, byMonth: false },
  Reasons: { sums: ['orders', 'lost'], key: sql`r.code`, byMonth: true },
  Carbon: { sums: ['grams', 'avoided'], key: sql`coalesce(f.department_id, 0)`, byMonth: true },
}

/** The paid orders' facts in scope, range and filters. */
function inScope(ctx: AuthedContext, v: Visible, f: ReportFilter) {
  const { since, until } = rangeOf(ctx.now(), f.From, f.To)
  let q = ctx.db
    .selectFrom('report_facts as f')
    .where('f.company_id', '=', ctx.caller.companyId)
    .where('f.booked', '>=', since)
    .where('f.booked', '<', until)
    .where('f.spent', '=', 1)
  if (f.Product) q = q.where('f.product', '=', f.Product)
  if (f.DepartmentId) q = q.where('f.department_id', '=', f.DepartmentId)
  if (f.CostCenterId) q = q.where('f.cost_center_id', '=', f.CostCenterId)
  if (f.BusinessUnitId) q = q.where('f.business_unit_id', '=', f.BusinessUnitId)
  const travellersIn = (persons: number[] | null, depts: number[] | null) =>
    q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('order_passengers')
          .leftJoin('persons', 'persons.id', 'order_passengers.person_id')
          .select('order_passengers.id')
          .whereRef('order_passengers.order_id', '=', 'f.order_id')
          .where((eb) =>
            persons ? eb('order_passengers.person_id', 'in', persons.length ? persons : [0]) : eb('persons.department_id', 'in', depts?.length ? depts : [0]),
          ),
      ),
    )
  if (v.personIds || v.departmentIds) q = travellersIn(v.personIds, v.departmentIds)
  if (f.PersonId) q = travellersIn([f.PersonId], null)
  return q
}

type Scoped = ReturnType<typeof inScope>

interface Cell extends Record<string, unknown> {
  key: string | number | null
  month: string
  first: string
}

/** The cells of a report: its sums per row key and month (numbers as the driver gives them), from the facts. */
async function cellsOf(q: Scoped, report: ReportKind, withReason = false): Promise<Cell[]> {
  const { sums, key, byMonth } = SHAPE[report]
  const source = report === 'Reasons' && !withReason ? q.innerJoin('report_fact_reasons as r', 'r.order_id', 'f.order_id') : q
  const groups: Expression<unknown>[] = [...(key && !withReason ? [key] : []), ...(byMonth ? [sql`f.month`] : [])]
  const rows = await source
    .select([
      ...sums.map((s) => SUMS[s].as(s)),
      (key && !withReason ? key : sql`''`).as('key'),
      (byMonth ? sql`f.month` : sql`''`).as('month'),
      sql`min(f.booked)`.as('first'),
    ])
    .$if(groups.length > 0, (x) => x.groupBy(groups as never))
    .execute()
  return rows as unknown as Cell[]
}

/** The same cells from the monthly rollup (the whole company, no traveller asked for). */
async function rolledUp(ctx: AuthedContext, f: ReportFilter, report: ReportKind, withReason = false): Promise<Cell[]> {
  const { sums, key, byMonth } = SHAPE[report]
  const kind = withReason ? 'all' : { Kpi: 'all', Savings: 'all', Carbon: 'all', Carriers: 'carrier', Cities: 'city', Reasons: 'reason' }[report]
  const value = !key || withReason ? null : report === 'Carbon' ? key : sql`f.value`
  let q = ctx.db
    .selectFrom('report_rollup as f')
    .where('f.company_id', '=', ctx.caller.companyId)
    .where('f.kind', '=', kind)
    .where('f.month', 'in', periodsBetween(f.From, f.To, false))
  if (withReason) q = q.where('f.with_reason', '=', 1)
  if (f.Product) q = q.where('f.product', '=', f.Product)
  if (f.DepartmentId) q = q.where('f.department_id', '=', f.DepartmentId)
  if (f.CostCenterId) q = q.where('f.cost_center_id', '=', f.CostCenterId)
  if (f.BusinessUnitId) q = q.where('f.business_unit_id', '=', f.BusinessUnitId)
  const groups: Expression<unknown>[] = [...(value ? [value] : []), ...(byMonth ? [sql`f.month`] : [])]
  const rows = await q
    .select([
      ...sums.map((s) => sql`sum(${sql.ref(`f.${rollupColumn(s)}`)})`.as(s)),
      (value ?? sql`''`).as('key'),
      (byMonth ? sql`f.month` : sql`''`).as('month'),
      sql`min(f.first)`.as('first'),
    ])
    .$if(groups.length > 0, (x) => x.groupBy(groups as never))
    .execute()
  return rows as unknown as Cell[]
}

const cityName = (code: string, lang: Lang): string => {
  const c = cityByCode(code)
  if (c) return localName(c.names, lang)
  const w = worldCityByCode(code)
  return w ? localName(w.names, lang) : code
}

function reasonLabel(stored: string, lang: Lang): string {
  if (!stored.startsWith('@rc{')) return ''
  try {
    const r = JSON.parse(stored.slice(3)) as { code: string; labels: Record<string, string> }
    return reasonDisplay(`@rc${JSON.stringify({ ...r, text: '' })}`, lang)
  } catch {
    return ''
  }
}

/** The department names of the company in the caller's language. */
export async function departmentNames(ctx: AuthedContext): Promise<Map<number, string>> {
  const rows = await ctx.db.selectFrom('departments').select(['id', 'name', 'name_en']).where('company_id', '=', ctx.caller.companyId).execute()
  return new Map(rows.map((d) => [d.id, ctx.lang === 'en' && d.name_en ? d.name_en : d.name]))
}

/** Each row's name, from its first order in booking order. */
async function namesOf(ctx: AuthedContext, report: ReportKind, firsts: Map<string, string>): Promise<Map<string, string>> {
  const out = new Map<string, string>()
  const ids = [...new Set([...firsts.values()].map(idOfBooked))]
  if (!ids.length) return out
  const { db, lang } = ctx
  if (report === 'Cities') for (const k of firsts.keys()) out.set(k, cityName(k, lang))
  if (report === 'Carriers') {
    const rows = await db.selectFrom('report_facts').select(['order_id', 'carrier_names']).where('order_id', 'in', ids).execute()
    const of = new Map(rows.map((r) => [r.order_id, JSON.parse(r.carrier_names) as Record<Lang, string>]))
    for (const [k, b] of firsts) out.set(k, of.get(idOfBooked(b))?.[lang] ?? '')
  }
  if (report === 'Reasons') {
    const rows = await db.selectFrom('report_fact_reasons').select(['order_id', 'code', 'stored']).where('order_id', 'in', ids).execute()
    for (const [k, b] of firsts) out.set(k, reasonLabel(rows.find((r) => r.order_id === idOfBooked(b) && r.code === k)?.stored ?? '', lang))
  }
  if (report === 'Carbon') {
    const [rows, depts] = await Promise.all([
      db.selectFrom('report_facts').select(['order_id', 'department_id', 'department_name']).where('order_id', 'in', ids).execute(),
      departmentNames(ctx),
    ])
    for (const [k, b] of firsts) {
      const r = rows.find((x) => x.order_id === idOfBooked(b))
      out.set(k, depts.get(r?.department_id ?? 0) ?? r?.department_name ?? '')
    }
  }
  return out
}

const sumsIn = (c: Cell, report: ReportKind): Partial<Sums> => Object.fromEntries(SHAPE[report].sums.map((s) => [s, Number(c[s] ?? 0)]))

/** The company's facts brought up to date; the months of the range whose sums are current (both read at once). */
export async function readied(ctx: AuthedContext, f: ReportFilter): Promise<string[]> {
  const months = periodsBetween(f.From, f.To, false)
  const [changed, current] = await Promise.all([refreshFacts(ctx), currentMonths(ctx, months)])
  return changed ? currentMonths(ctx, months) : current
}

/** A report's sums, summed by the database, once the facts are readied (`current`: its answer). */
export async function summedInSql(ctx: AuthedContext, v: Visible, f: ReportFilter & { Report: ReportKind }, current: string[]): Promise<Summed> {
  const { Report: report } = f
  const quarter = f.Granularity === 'Quarter'
  const q = inScope(ctx, v, f)
  // The whole company (no traveller asked for) is read from the monthly sums, a narrower scope from the facts.
  const whole = !v.personIds && !v.departmentIds && !f.PersonId
  if (whole) await sumMonths(ctx, periodsBetween(f.From, f.To, false), current)
  const cellsIn = (withReason: boolean) =>
    whole ? rolledUp(ctx, f, report, withReason) : cellsOf(withReason ? q.where('f.with_reason', '=', 1) : q, report, withReason)
  const [cells, totals] = await Promise.all([cellsIn(false), report === 'Reasons' ? cellsIn(true) : null])
  const rows = new Map<string, ByPeriod>()
  const total: ByPeriod = new Map()
  const firsts = new Map<string, string>()
  const period = (c: Cell) => (c.month ? periodOf(`${c.month}-01`, quarter) : '')
  for (const c of cells) {
    const s = sumsIn(c, report)
    if (!totals) addTo(total, period(c), s)
    if (!SHAPE[report].key) continue
    const k = String(c.key ?? '')
    if (report === 'Cities' && !k) continue
    if (!rows.has(k)) rows.set(k, new Map())
    addTo(rows.get(k)!, period(c), s)
    if (!firsts.has(k) || c.first < firsts.get(k)!) firsts.set(k, c.first)
  }
  for (const c of totals ?? []) addTo(total, period(c), sumsIn(c, report))
  return { rows, total, names: await namesOf(ctx, report, firsts) }
}

/** The paid orders in scope behind one row of a report, newest first. */
export async function ordersOfRow(
  ctx: AuthedContext,
  v: Visible,
  f: ReportFilter & { Report: ReportKind; RowKey: string },
  page: { index: number; size: number },
) {
  await refreshFacts(ctx)
  const key = f.RowKey
  const quarter = f.Granularity === 'Quarter'
  let q = inScope(ctx, v, f)
  if (f.Report === 'Kpi' || f.Report === 'Savings') {
    const months = periodsBetween(f.From, f.To, false).filter((m) => periodOf(`${m}-01`, quarter) === key)
    q = q.where('f.month', 'in', months.length ? months : [''])
  } else if (f.Report === 'Carriers') {
    const i = key.indexOf(':')
    q = i < 0 ? q.where(sql<boolean>`1 = 0`) : q.where('f.product', '=', key.slice(0, i)).where('f.carrier', '=', key.slice(i + 1))
  } else if (f.Report === 'Cities') q = q.where('f.city', '=', key).where('f.city', '<>', '')
  else if (f.Report === 'Reasons')
    q = q.where(({ exists, selectFrom }) =>
      exists(selectFrom('report_fact_reasons as r').select('r.order_id').whereRef('r.order_id', '=', 'f.order_id').where('r.code', '=', key)),
    )
  else q = q.where(sql<boolean>`coalesce(f.department_id, 0) = ${String(Number(key)) === key ? Number(key) : -1}`)
  const [count, rows, depts] = await Promise.all([
    q.select(sql<string | number>`count(*)`.as('n')).executeTakeFirst(),
    listed(q)
      .orderBy('f.booked', 'desc')
      .limit(page.size)
      .offset((page.index - 1) * page.size)
      .execute(),
    departmentNames(ctx),
  ])
  return { total: Number(count?.n ?? 0), rows: rows.map((r) => ({ ...r, department: depts.get(r.department_id ?? 0) ?? r.department_name })) }
}

const listed = (q: Scoped) =>
  q.select(['f.order_no', 'f.product', 'f.day', 'f.travellers', 'f.department_id', 'f.department_name', 'f.status', 'f.spend', 'f.grams'])

/** The company's paid orders booked in a month, in booking order (the statement). */
export async function ordersOfMonth(ctx: AuthedContext, month: string) {
  await refreshFacts(ctx)
  const v: Visible = { scope: 'Company', personIds: null, departmentIds: null }
  const [rows, depts] = await Promise.all([
    listed(inScope(ctx, v, { From: month, To: month, Granularity: 'Month' }))
      .orderBy('f.booked')
      .execute(),
    departmentNames(ctx),
  ])
  return rows.map((r) => ({ ...r, department: depts.get(r.department_id ?? 0) ?? r.department_name }))
}
