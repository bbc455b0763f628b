/**
 * Who sees what in the reports (docs/reports.md), decided here: the company for report managers,
 * their departments for department heads, one's own trips; what the filters offer; the range.
 */
import type { ReportOptionsRes, ReportScope } from '../../../../types/api/report'
import { fail } from '../../errors'
import type { AuthedContext } from '../../http/context'
import { displayName } from '../../lib/names'
import { addMonths, chinaDay, chinaInstant } from '../../lib/time'
import { products } from '../../kernel/orders/products'
import { scopeFilter } from '../../services/scope'

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
  // The company is the widest: a report manager asking for it needs no look at their departments.
  if ((!asked || asked === 'Company') && (await ctx.power()).ManagePermission?.Report) return { scope: 'Company', personIds: null, departmentIds: null }
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
