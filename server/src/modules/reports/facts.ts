/**
 * The orders behind a report and what each says (docs/reports.md): read from the order kernel's
 * rows and each product's registration (its approval facts, price to beat and report facts), so
 * a product joins the reports by registering with the kernel. Who sees what is decided here:
 * the company for report managers, their departments for department heads, one's own trips.
 */
import type { ReportFilter, ReportOptionsRes, ReportScope } from '../../../../types/api/report'
import { avoidedByRail, cabinOf, coachGrams, flightGrams, hotelGrams, railGrams, taxiGrams } from '../../../../types/api/carbon-values'
import { fail } from '../../errors'
import type { AuthedContext } from '../../http/context'
import type { Lang } from '../../i18n'
import { displayName } from '../../lib/names'
import { addMonths, chinaDay, chinaInstant, daysBetween } from '../../lib/time'
import { findProduct, products, type CarbonItem } from '../../kernel/orders/products'
import { reasonDisplay } from '../../kernel/orders/reason-text'
import type { OrderDoc, OrderRow } from '../../kernel/orders/tables'
import { scopeFilter } from '../../services/scope'
import { cityByCode, localName } from '../../services/places/places'
import { worldCityByCode } from '../../services/places/world-cities'
import type { OrderFact } from './aggregate'

/** Orders whose facts are read at once (loadFacts). */
const FACT_BATCH = 32

/** Statuses of orders that never got paid: they count in no figure. */
const UNPAID = new Set(['PendingApproval', 'Placed', 'PaymentFailed', 'Cancelled'])

export interface Visible {
  scope: ReportScope
  /** Orders with a traveller among these persons or departments; null: the whole company. */
  personIds: number[] | null
  departmentIds: number[] | null
}

/** The scopes the caller may ask for, widest first, with what each lets them see. */
export async function scopesOf(ctx: AuthedContext): Promise<Visible[]> {
  const power = await ctx.power()
  const out: Visible[] = []
  if (power.ManagePermission?.Report) out.push({ scope: 'Company', personIds: null, departmentIds: null })
  if (power.BusinessPermission?.TravelReport) {
    const depts = new Set<number>()
    for (const p of products()) {
      const f = await scopeFilter(ctx, ctx.caller.companyId, ctx.caller.personId, power, p.scope, 'ViewScope')
      for (const d of f.departmentIds ?? []) depts.add(d)
    }
    if (depts.size) out.push({ scope: 'Department', personIds: null, departmentIds: [...depts] })
  }
  out.push({ scope: 'Mine', personIds: [ctx.caller.personId], departmentIds: null })
  return out
}

/** The scope asked for (or the widest), refused when the caller may not see it. */
export async function visibleFor(ctx: AuthedContext, asked: ReportScope | undefined): Promise<Visible> {
  const all = await scopesOf(ctx)
  const v = asked ? all.find((s) => s.scope === asked) : all[0]
  if (!v) throw fail.noPermission()
  return v
}

/** What the filters offer within a scope: none for one's own trips, else the departments, cost centres, BUs and travellers in it. */
export async function filterChoices(
  ctx: AuthedContext,
  v: Visible,
): Promise<Pick<ReportOptionsRes, 'Departments' | 'CostCenters' | 'BusinessUnits' | 'Travellers'>> {
  if (v.scope === 'Mine') return { Departments: [], CostCenters: [], BusinessUnits: [], Travellers: [] }
  const { companyId } = ctx.caller
  const en = ctx.lang === 'en'
  const named = (r: { id: number; name: string; name_en?: string | null }) => ({ Id: r.id, Name: en && r.name_en ? r.name_en : r.name })
  const catalog = (table: 'departments' | 'cost_centers' | 'business_units') =>
    ctx.db.selectFrom(table).select(['id', 'name', 'name_en']).where('company_id', '=', companyId).orderBy('sort').orderBy('id').execute()
  const [depts, ccs, bus] = await Promise.all([catalog('departments'), catalog('cost_centers'), catalog('business_units')])
  let persons = ctx.db
    .selectFrom('persons')
    .select(['id', 'ch_name', 'last_name', 'first_name'])
    .where('company_id', '=', companyId)
    .where('kind', '=', 'employee')
    .where('status', '=', 1)
  if (v.departmentIds) persons = persons.where('department_id', 'in', v.departmentIds.length ? v.departmentIds : [0])
  const people = await persons.orderBy('employee_no').execute()
  return {
    Departments: depts.filter((d) => !v.departmentIds || v.departmentIds.includes(d.id)).map(named),
    CostCenters: ccs.map(named),
    BusinessUnits: bus.map(named),
    Travellers: people.map((p) => ({ Id: p.id, Name: displayName({ chName: p.ch_name, lastName: p.last_name, firstName: p.first_name }) })),
  }
}

/** The first and last instant of a month range, refused beyond one year back or twelve months long. */
export function rangeOf(now: Date, from: string, to: string): { since: string; until: string } {
  const thisMonth = chinaDay(now).slice(0, 7)
  const earliest = addMonths(`${thisMonth}-01`, -11).slice(0, 7)
  if (from > to || from < earliest || to > thisMonth) throw fail.validation('reportRange')
  return { since: chinaInstant(`${from}-01`, 0).toISOString(), until: chinaInstant(addMonths(`${to}-01`, 1), 0).toISOString() }
}

const cache = new Map<
  string,
  Omit<OrderFact, 'departmentName' | 'cityName' | 'carrierName' | 'reasons'> & {
    names: (lang: Lang) => Pick<OrderFact, 'cityName' | 'carrierName' | 'reasons'>
    fields: OrderDoc['Fields'] | undefined
  }
>()

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

const cityName = (code: string, lang: Lang): string => {
  const c = cityByCode(code)
  if (c) return localName(c.names, lang)
  const w = worldCityByCode(code)
  return w ? localName(w.names, lang) : code
}

function reasonOf(stored: string, lang: Lang): { code: string; label: string } {
  if (!stored.startsWith('@rc{')) return { code: '', label: '' }
  try {
    const r = JSON.parse(stored.slice(3)) as { code: string; labels: Record<string, string> }
    return { code: r.code, label: reasonDisplay(`@rc${JSON.stringify({ ...r, text: '' })}`, lang) }
  } catch {
    return { code: '', label: '' }
  }
}

/** What one order says in the reports (kept per order version: an order changes, its facts follow). */
async function factOf(ctx: AuthedContext, o: OrderRow, travellers: string, personDept: number | null) {
  const key = `${o.id}:${o.updated_at}`
  const hit = cache.get(key)
  if (hit) return hit
  const p = findProduct(o.product)
  const [facts, ptb, rep, refunds, changes] = await Promise.all([
    p ? p.approval.facts(ctx.db, o).catch(() => null) : null,
    p?.priceToBeat ? p.priceToBeat(ctx.db, o).catch(() => null) : null,
    p?.report ? p.report(ctx.db, o).catch(() => null) : null,
    ctx.db.selectFrom('refunds').select(['status', 'refund_fee', 'refund_amount']).where('order_id', '=', o.id).execute(),
    ctx.db.selectFrom('changes').select(['status', 'change_fee', 'company_amount', 'personal_amount']).where('order_id', '=', o.id).execute(),
  ])
  const okRefunds = refunds.filter((r) => r.status === 'RefundSucceeded')
  const okChanges = changes.filter((c) => c.status === 'ChangeSucceeded')
  const spent = !UNPAID.has(o.status)
  const spend = spent
    ? o.total + okChanges.reduce((n, c) => n + c.company_amount + c.personal_amount, 0) - okRefunds.reduce((n, r) => n + r.refund_amount, 0)
    : 0
  const fields = (JSON.parse(o.detail_json) as Partial<OrderDoc>).Fields
  const day = chinaDay(new Date(o.created_at))
  const lastLeg = facts?.legs[facts.legs.length - 1]
  const city = lastLeg?.to ?? ''
  const nights = (rep?.carbon ?? []).reduce((n, i) => n + (i.mode === 'Stay' ? i.roomNights : 0), 0)
  const fact = {
    id: o.id,
    orderNo: o.order_no,
    product: o.product,
    status: o.status,
    day,
    spend,
    spent,
    priceToBeat: ptb ?? null,
    inPolicy: facts?.allInPolicy ?? true,
    ahead: facts?.startDate ? Math.max(0, daysBetween(day, facts.startDate)) : null,
    city,
    carrier: rep?.carrier ?? '',
    nights,
    ...(spent ? grams(rep?.carbon ?? []) : { grams: 0, avoided: 0 }),
    refunds: okRefunds.length,
    refundFees: okRefunds.reduce((n, r) => n + r.refund_fee, 0),
    changes: okChanges.length,
    changeFees: okChanges.reduce((n, c) => n + c.change_fee, 0),
    departmentId: fields?.Department?.Id ?? personDept,
    travellers,
    fields,
    names: (lang: Lang) => ({
      cityName: city ? cityName(city, lang) : '',
      carrierName: rep ? rep.carrierName(lang) : '',
      reasons: (facts?.reasons ?? []).map((r) => reasonOf(r, lang)),
    }),
  }
  cache.set(key, fact)
  return fact
}

/** The facts of the orders in scope, range and filters. */
export async function loadFacts(ctx: AuthedContext, v: Visible, f: ReportFilter): Promise<OrderFact[]> {
  const { companyId } = ctx.caller
  const { since, until } = rangeOf(ctx.now(), f.From, f.To)
  let q = ctx.db.selectFrom('orders').selectAll().where('company_id', '=', companyId).where('created_at', '>=', since).where('created_at', '<', until)
  if (f.Product) q = q.where('product', '=', f.Product)
  const travellersIn = (persons: number[] | null, depts: number[] | null) =>
    q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('order_passengers')
          .leftJoin('persons', 'persons.id', 'order_passengers.person_id')
          .select('order_passengers.id')
          .whereRef('order_passengers.order_id', '=', 'orders.id')
          .where((eb) =>
            persons ? eb('order_passengers.person_id', 'in', persons.length ? persons : [0]) : eb('persons.department_id', 'in', depts?.length ? depts : [0]),
          ),
      ),
    )
  if (v.personIds || v.departmentIds) q = travellersIn(v.personIds, v.departmentIds)
  if (f.PersonId) q = travellersIn([f.PersonId], null)
  const rows = await q.orderBy('created_at').orderBy('id').execute()
  // The travellers of the same orders by a subquery: a list of ids would pass PostgreSQL's 65 535
  // parameters at a hundred thousand orders (tests/bench/reports.bench.mjs).
  const pax = rows.length
    ? await ctx.db
        .selectFrom('order_passengers')
        .leftJoin('persons', 'persons.id', 'order_passengers.person_id')
        .select(['order_passengers.order_id', 'order_passengers.ch_name', 'order_passengers.last_name', 'order_passengers.first_name', 'persons.department_id'])
        .where('order_passengers.order_id', 'in', q.clearSelect().select('orders.id'))
        .orderBy('order_passengers.id')
        .execute()
    : []
  const paxOf = new Map<number, typeof pax>()
  for (const p of pax) {
    const list = paxOf.get(p.order_id)
    if (list) list.push(p)
    else paxOf.set(p.order_id, [p])
  }
  const depts = new Map(
    (await ctx.db.selectFrom('departments').select(['id', 'name', 'name_en']).where('company_id', '=', companyId).execute()).map((d) => [
      d.id,
      ctx.lang === 'en' && d.name_en ? d.name_en : d.name,
    ]),
  )
  const out: OrderFact[] = []
  // Orders not yet read since they last changed are read some at a time (the pool's connections at work).
  const facts: Awaited<ReturnType<typeof factOf>>[] = []
  for (let i = 0; i < rows.length; i += FACT_BATCH) {
    const batch = rows.slice(i, i + FACT_BATCH).map((o) => {
      const mine = paxOf.get(o.id) ?? []
      const names = mine.map((p) => displayName({ chName: p.ch_name, lastName: p.last_name, firstName: p.first_name })).join(', ')
      return factOf(ctx, o, names, mine[0]?.department_id ?? null)
    })
    facts.push(...(await Promise.all(batch)))
  }
  for (const x of facts) {
    if (f.DepartmentId && x.departmentId !== f.DepartmentId) continue
    if (f.CostCenterId && x.fields?.CostCenter?.Id !== f.CostCenterId) continue
    if (f.BusinessUnitId && x.fields?.BusinessUnit?.Id !== f.BusinessUnitId) continue
    const { names: local, fields, ...rest } = x
    void fields
    out.push({ ...rest, ...local(ctx.lang), departmentName: depts.get(x.departmentId ?? 0) ?? x.fields?.Department?.Name ?? '' })
  }
  return out
}
