/**
 * user/getEmployeeExtendFields: the company fields an order takes from its traveller — employee
 * number, department, cost centre, business unit, rank — for the caller or a person in their
 * booking scope (what the order form fills in when that person is picked).
 */
import { DEFAULT_PRODUCT } from '../../../../types/api/product-settings'
import type { EmployeeExtendFields } from '../../../../types/api/booking-data'
import { fail } from '../../errors'
import type { AuthedContext } from '../../http/context'
import { companyName, PERSON_NAME, rowName } from '../../lib/names'
import { scopeFilter } from '../../services/scope'

export async function employeeExtendFields(ctx: AuthedContext, personId: number | undefined): Promise<EmployeeExtendFields> {
  const { companyId } = ctx.caller
  const id = personId ?? ctx.caller.personId
  const p = await ctx.db
    .selectFrom('persons')
    .leftJoin('departments', 'departments.id', 'persons.department_id')
    .leftJoin('cost_centers', 'cost_centers.id', 'persons.cost_center_id')
    .leftJoin('business_units', 'business_units.id', 'persons.business_unit_id')
    .leftJoin('ranks', 'ranks.id', 'persons.rank_id')
    .select([
      'persons.id',
      'persons.kind',
      ...PERSON_NAME,
      'persons.employee_no',
      'persons.department_id',
      'persons.cost_center_id',
      'persons.business_unit_id',
      'departments.name as dept_name',
      'departments.name_en as dept_name_en',
      'cost_centers.name as cc_name',
      'cost_centers.name_en as cc_name_en',
      'business_units.name as bu_name',
      'business_units.name_en as bu_name_en',
      'ranks.name as rank_name',
      'ranks.name_en as rank_name_en',
    ])
    .where('persons.company_id', '=', companyId)
    .where('persons.id', '=', id)
    .where('persons.status', '=', 1)
    .executeTakeFirst()
  if (!p) throw fail.notFound()
  if (p.id !== ctx.caller.personId) {
    // Someone else: only within the booking scope, as user/getBookPersons lists them.
    const scope = await scopeFilter(ctx, companyId, ctx.caller.personId, await ctx.power(), DEFAULT_PRODUCT)
    const inScope =
      scope.kind === 'All' || !!scope.personIds?.has(p.id) || (p.kind === 'employee' && p.department_id !== null && !!scope.departmentIds?.has(p.department_id))
    if (!inScope) throw fail.noPermission()
  }
  const lang = ctx.lang
  return {
    PersonId: p.id,
    Name: rowName(p),
    EmployeeNo: p.employee_no ?? '',
    DepartmentId: p.department_id,
    DepartmentName: companyName(p.dept_name, p.dept_name_en, lang),
    CostCenterId: p.cost_center_id,
    CostCenterName: companyName(p.cc_name, p.cc_name_en, lang),
    BusinessUnitId: p.business_unit_id,
    BusinessUnitName: companyName(p.bu_name, p.bu_name_en, lang),
    RankName: companyName(p.rank_name, p.rank_name_en, lang),
  }
}
