/**
 * Booking and view scope (docs/roles-and-powers.md): whom the caller may book for (PersonalPower.BookingScope of
 * the product) or whose orders they may see (ViewScope). Self: only themself. Staff: themself and the listed persons. Departments: themself and
 * the employees of the listed departments and their sub-departments. All: every active person of
 * the company, employees and non-employees. New travellers (no person record) need more than Self.
 * The same rules answer user/getBookPersons and guard every submit, so hiding is not the only check.
 */
import type { Kysely } from 'kysely'
import type { PersonalPower, Scope, ScopeProduct } from '../../../types/api'
import { cachedRead, type GenerationSource } from '../db/generation'
import type { Database } from '../db/schema'

export interface ScopeFilter {
  kind: Scope['Kind']
  /** null = no restriction beyond the company (All). */
  personIds: Set<number> | null
  departmentIds: Set<number> | null
}

/** Expands a department list to include every sub-department. */
const departmentTree = cachedRead(
  (companyId: number) => String(companyId),
  (db, companyId: number) => (db as Kysely<Database>).selectFrom('departments').select(['id', 'parent_id']).where('company_id', '=', companyId).execute(),
)

async function withSubDepartments(src: GenerationSource, companyId: number, roots: readonly number[]): Promise<Set<number>> {
  const all = await departmentTree(src, companyId)
  const out = new Set<number>(roots)
  let grew = true
  while (grew) {
    grew = false
    for (const d of all) if (d.parent_id !== null && out.has(d.parent_id) && !out.has(d.id)) (out.add(d.id), (grew = true))
  }
  return out
}

export async function scopeFilter(
  src: GenerationSource,
  companyId: number,
  selfPersonId: number,
  power: PersonalPower,
  product: ScopeProduct,
  which: 'BookingScope' | 'ViewScope' = 'BookingScope',
): Promise<ScopeFilter> {
  const scope = power[which]?.[product] ?? { Kind: 'Self', DepartmentIds: [], StaffIds: [] }
  switch (scope.Kind) {
    case 'All':
      return { kind: 'All', personIds: null, departmentIds: null }
    case 'Departments':
      return { kind: 'Departments', personIds: new Set([selfPersonId]), departmentIds: await withSubDepartments(src, companyId, scope.DepartmentIds) }
    case 'Staff':
      return { kind: 'Staff', personIds: new Set([selfPersonId, ...scope.StaffIds]), departmentIds: null }
    default:
      return { kind: 'Self', personIds: new Set([selfPersonId]), departmentIds: null }
  }
}

export function inScope(f: ScopeFilter, person: { id: number; department_id: number | null; kind: string }): boolean {
  if (f.kind === 'All') return true
  if (f.personIds?.has(person.id)) return true
  return f.departmentIds !== null && person.kind === 'employee' && person.department_id !== null && f.departmentIds.has(person.department_id)
}

/** Travellers without a person record (typed in on the order form). */
export const allowsNewTravellers = (f: ScopeFilter): boolean => f.kind !== 'Self'
