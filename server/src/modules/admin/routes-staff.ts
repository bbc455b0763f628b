/** Administration calls: employees and non-employee travellers (EmployeeManage, NonEmployeeManage). */
import type { PowerKey } from '../../../../types/api'
import * as A from '../../../../types/api/admin'
import type { PersonKind } from '../../db/schema'
import type { AddCall } from '../../http/call'
import type { AuthedContext } from '../../http/context'
import { loadSetting } from '../../services/company'
import { importPersons } from './import'
import * as O from './org'
import * as P from './people'
import * as PS from './people-search'
import * as PC from './person-checks'
import * as R from './roles'
import { M, res, count } from './route-kit'

const EMPLOYEE: PowerKey = `${M}.EmployeeInfo.EmployeeManage`
const NON_EMPLOYEE: PowerKey = `${M}.EmployeeInfo.NonEmployeeManage`

/** The administration paths taking Req and answering Res. */
type PathOf<Req, Res> = { [K in keyof A.AdminCalls]: A.AdminCalls[K] extends { req: Req; res: Res } ? K : never }[keyof A.AdminCalls]

/** The calls both kinds of person have, each kind under its own paths and words: [path, summary]. */
interface PeopleCalls {
  list: [PathOf<A.PersonSearchReq, A.Page<A.PersonItem>>, string]
  detail: [PathOf<A.PersonIdReq, A.PersonDetail>, string]
  add: [PathOf<A.EmployeeSaveReq | A.NonEmployeeSaveReq, A.PersonDetail>, string]
  edit: [PathOf<A.EmployeeSaveReq | A.NonEmployeeSaveReq, A.PersonDetail>, string]
  remove: [PathOf<A.PersonIdReq, A.CountRes>, string]
  import: [PathOf<A.ImportReq, A.ImportRes>, string]
}

/** Search, read, add, change, delete and import people of one kind: the same handling for employees and non-employees. */
function peopleCalls(
  call: AddCall<A.AdminCalls>,
  kind: PersonKind,
  power: PowerKey,
  save: typeof A.EmployeeSaveReq | typeof A.NonEmployeeSaveReq,
  c: PeopleCalls,
) {
  const shared = { auth: 'required', power } as const
  const detail = res<A.PersonDetail>('PersonDetail')
  call(c.list[0], {
    summary: c.list[1],
    ...shared,
    body: A.PersonSearchReq,
    result: res('Page<PersonItem>'),
    handle: (b, ctx) => PS.searchPersons(ctx, kind, b),
  })
  call(c.detail[0], { summary: c.detail[1], ...shared, body: A.PersonIdReq, result: detail, handle: (b, ctx) => PS.personDetail(ctx, b.PersonId, kind) })
  call(c.add[0], { summary: c.add[1], ...shared, body: save, result: detail, handle: (b, ctx) => P.addPerson(ctx, kind, b) })
  call(c.edit[0], { summary: c.edit[1], ...shared, body: save, result: detail, handle: (b, ctx) => P.editPerson(ctx, kind, b) })
  call(c.remove[0], {
    summary: c.remove[1],
    ...shared,
    body: A.PersonIdReq,
    result: res('CountRes'),
    handle: async (b, ctx) => count(await P.deletePerson(ctx, kind, b.PersonId)),
  })
  call(c.import[0], {
    summary: c.import[1],
    ...shared,
    body: A.ImportReq,
    result: res('ImportRes'),
    handle: (b, ctx) => importPersons(ctx, kind, b),
  })
}

/** What only employees have: the form's lookups, status, and the booking and view scope (also under the permission screen's own paths). */
function employeeOnly(call: AddCall<A.AdminCalls>) {
  const shared = { auth: 'required', power: EMPLOYEE } as const
  call('employee/getEmployeeInitData', {
    summary: 'Departments, cost centres, BUs, ranks and roles the staff filters and form pick from',
    ...shared,
    body: A.EmptyAdminReq,
    result: res('EmployeeInitData'),
    handle: async (_b, ctx) => {
      const list = async (t: 'cost_centers' | 'business_units' | 'ranks') =>
        (await ctx.db.selectFrom(t).select(['id', 'code', 'name', 'name_en']).where('company_id', '=', ctx.caller.companyId).orderBy('sort').execute()).map(
          (r) => ({ Id: r.id, Code: r.code, Name: r.name, NameEn: r.name_en }),
        )
      const l = await PC.lookups(ctx.db, ctx.caller.companyId)
      return {
        Departments: (await O.departmentList(ctx)).map(({ Id, Code, Name, NameEn, ParentId }) => ({ Id, Code, Name, NameEn, ParentId })),
        CostCenters: await list('cost_centers'),
        BusinessUnits: await list('business_units'),
        Ranks: await list('ranks'),
        Roles: (await R.roleList(ctx)).map(({ RoleId, Code, Name }) => ({ RoleId, Code, Name })),
        IsRequiredEmployeeNo: l.requireEmployeeNo,
        IsRequiredDepartment: l.requireDepartment,
        IsRequiredCostCenter: (await loadSetting(ctx.db, ctx.caller.companyId)).CommonSettings?.IsRequiredCostCenter ?? false,
      }
    },
  })
  call('employee/setEmployeeStatus', {
    summary: 'Disables (sign-in ends at once) or enables employees',
    ...shared,
    body: A.SetStatusReq,
    result: res('CountRes'),
    handle: async (b, ctx) => count(await P.setStatus(ctx, 'employee', b.PersonIds, b.Status)),
  })
  const scope = { ...shared, result: res<A.ViewAndBooking>('ViewAndBooking') }
  const read = { ...scope, body: A.PersonIdReq, handle: (b: A.PersonIdReq, ctx: AuthedContext) => P.viewAndBooking(ctx, b.PersonId) }
  const save = {
    ...scope,
    body: A.SaveViewAndBookingReq,
    handle: (b: A.SaveViewAndBookingReq, ctx: AuthedContext) => P.saveViewAndBooking(ctx, b),
  }
  call('employee/getViewAndBooking', { summary: 'Whom the employee may book for and whose orders they see (their own setting or their roles’)', ...read })
  call('employee/saveViewAndBooking', {
    summary: 'Sets the employee’s own booking and view scope (null: follow the roles); applies on their next call',
    ...save,
  })
  call('customer/mobile/permission/query', { summary: 'As employee/getViewAndBooking (the booking-permission screen’s path)', ...read })
  call('customer/mobile/permission/update', { summary: 'As employee/saveViewAndBooking', ...save })
  call('customer/mobile/permission/selectStatus', {
    summary: 'Which of these staff have their own booking or view scope rather than their roles’ (the staff list’s mark)',
    ...shared,
    body: A.ScopeStatusReq,
    result: res('ScopeStatusRes'),
    handle: async (b, ctx) => {
      const items = []
      for (const id of [...new Set(b.PersonIds)]) {
        const v = await P.viewAndBooking(ctx, id)
        items.push({ PersonId: v.PersonId, OwnBooking: v.OwnBooking, OwnView: v.OwnView })
      }
      return { Items: items }
    },
  })
  call('customer/mobile/permission/query/unitPerson', {
    summary: 'Staff to pick for a Staff scope, as employee/getEmployees',
    ...shared,
    body: A.PersonSearchReq,
    result: res('Page<PersonItem>'),
    handle: (b, ctx) => PS.searchPersons(ctx, 'employee', b),
  })
}

export function staffCalls(call: AddCall<A.AdminCalls>) {
  employeeOnly(call)
  peopleCalls(call, 'employee', EMPLOYEE, A.EmployeeSaveReq, {
    list: ['employee/getEmployees', 'Staff by keyword, department (with sub-departments), rank, role and status; paged'],
    detail: ['employee/getEmployee', 'One employee with roles and account'],
    add: [
      'employee/addEmployee',
      'Adds an employee and their account (roles default to employee); name, phone, e-mail and ID card checks, unique number, phone and e-mail',
    ],
    edit: ['employee/editEmployee', 'Changes the fields sent (names, number, phone, e-mail, department, cost centre, rank, roles, superior, document)'],
    remove: ['employee/deleteEmployee', 'Deletes an employee; 1016 while they have open orders'],
    import: ['employee/batchImport', 'Imports staff from CSV or XLSX (base64); AllOrNothing (1018 with row errors) or GoodRows'],
  })
  peopleCalls(call, 'non_employee', NON_EMPLOYEE, A.NonEmployeeSaveReq, {
    list: ['nupemployee/get', 'Non-employee travellers; paged'],
    detail: ['nupemployee/detail', 'One non-employee'],
    add: ['nupemployee/add', 'Adds a non-employee traveller (no account)'],
    edit: ['nupemployee/edit', 'Changes the fields sent'],
    remove: ['nupemployee/deleteNup', 'Deletes a non-employee; 1016 while they have open orders'],
    import: ['nupemployee/batchImport', 'Imports non-employees from CSV or XLSX, as employee/batchImport'],
  })
}
