/** Administration calls: employees and non-employee travellers (EmployeeManage, NonEmployeeManage). */
import type { PowerKey } from '../../../../types/api'
import * as A from '../../../../types/api/admin'
import type { AddCall } from '../../http/call'
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

function staff(call: AddCall<A.AdminCalls>) {
  const power = EMPLOYEE
  call('employee/getEmployeeInitData', {
    summary: 'Departments, cost centres, BUs, ranks and roles the staff filters and form pick from',
    auth: 'required',
    power,
    body: A.EmptyAdminReq,
    result: res<A.EmployeeInitData>('EmployeeInitData'),
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
  call('employee/getEmployees', {
    summary: 'Staff by keyword, department (with sub-departments), rank, role and status; paged',
    auth: 'required',
    power,
    body: A.PersonSearchReq,
    result: res<A.Page<A.PersonItem>>('Page<PersonItem>'),
    handle: (b, ctx) => PS.searchPersons(ctx, 'employee', b),
  })
  call('employee/getEmployee', {
    summary: 'One employee with roles and account',
    auth: 'required',
    power,
    body: A.PersonIdReq,
    result: res<A.PersonDetail>('PersonDetail'),
    handle: (b, ctx) => PS.personDetail(ctx, b.PersonId, 'employee'),
  })
  call('employee/addEmployee', {
    summary: 'Adds an employee and their account (roles default to employee); name, phone, e-mail and ID card checks, unique number, phone and e-mail',
    auth: 'required',
    power,
    body: A.EmployeeSaveReq,
    result: res<A.PersonDetail>('PersonDetail'),
    handle: (b, ctx) => P.addPerson(ctx, 'employee', b),
  })
  call('employee/editEmployee', {
    summary: 'Changes the fields sent (names, number, phone, e-mail, department, cost centre, rank, roles, superior, document)',
    auth: 'required',
    power,
    body: A.EmployeeSaveReq,
    result: res<A.PersonDetail>('PersonDetail'),
    handle: (b, ctx) => P.editPerson(ctx, 'employee', b),
  })
  call('employee/setEmployeeStatus', {
    summary: 'Disables (sign-in ends at once) or enables employees',
    auth: 'required',
    power,
    body: A.SetStatusReq,
    result: res<A.CountRes>('CountRes'),
    handle: async (b, ctx) => count(await P.setStatus(ctx, 'employee', b.PersonIds, b.Status)),
  })
  call('employee/deleteEmployee', {
    summary: 'Deletes an employee; 1016 while they have open orders',
    auth: 'required',
    power,
    body: A.PersonIdReq,
    result: res<A.CountRes>('CountRes'),
    handle: async (b, ctx) => count(await P.deletePerson(ctx, 'employee', b.PersonId)),
  })
  call('employee/getViewAndBooking', {
    summary: 'Whom the employee may book for and whose orders they see (their own setting or their roles’)',
    auth: 'required',
    power,
    body: A.PersonIdReq,
    result: res<A.ViewAndBooking>('ViewAndBooking'),
    handle: (b, ctx) => P.viewAndBooking(ctx, b.PersonId),
  })
  call('employee/saveViewAndBooking', {
    summary: 'Sets the employee’s own booking and view scope (null: follow the roles); applies on their next call',
    auth: 'required',
    power,
    body: A.SaveViewAndBookingReq,
    result: res<A.ViewAndBooking>('ViewAndBooking'),
    handle: (b, ctx) => P.saveViewAndBooking(ctx, b),
  })
  call('customer/mobile/permission/query', {
    summary: 'As employee/getViewAndBooking (the booking-permission screen’s path)',
    auth: 'required',
    power,
    body: A.PersonIdReq,
    result: res<A.ViewAndBooking>('ViewAndBooking'),
    handle: (b, ctx) => P.viewAndBooking(ctx, b.PersonId),
  })
  call('customer/mobile/permission/update', {
    summary: 'As employee/saveViewAndBooking',
    auth: 'required',
    power,
    body: A.SaveViewAndBookingReq,
    result: res<A.ViewAndBooking>('ViewAndBooking'),
    handle: (b, ctx) => P.saveViewAndBooking(ctx, b),
  })
  call('customer/mobile/permission/query/unitPerson', {
    summary: 'Staff to pick for a Staff scope, as employee/getEmployees',
    auth: 'required',
    power,
    body: A.PersonSearchReq,
    result: res<A.Page<A.PersonItem>>('Page<PersonItem>'),
    handle: (b, ctx) => PS.searchPersons(ctx, 'employee', b),
  })
  call('employee/batchImport', {
    summary: 'Imports staff from CSV or XLSX (base64); AllOrNothing (1018 with row errors) or GoodRows',
    auth: 'required',
    power,
    body: A.ImportReq,
    result: res<A.ImportRes>('ImportRes'),
    handle: (b, ctx) => importPersons(ctx, 'employee', b),
  })
}

function nonEmployees(call: AddCall<A.AdminCalls>) {
  const power = NON_EMPLOYEE
  call('nupemployee/get', {
    summary: 'Non-employee travellers; paged',
    auth: 'required',
    power,
    body: A.PersonSearchReq,
    result: res<A.Page<A.PersonItem>>('Page<PersonItem>'),
    handle: (b, ctx) => PS.searchPersons(ctx, 'non_employee', b),
  })
  call('nupemployee/detail', {
    summary: 'One non-employee',
    auth: 'required',
    power,
    body: A.PersonIdReq,
    result: res<A.PersonDetail>('PersonDetail'),
    handle: (b, ctx) => PS.personDetail(ctx, b.PersonId, 'non_employee'),
  })
  call('nupemployee/add', {
    summary: 'Adds a non-employee traveller (no account)',
    auth: 'required',
    power,
    body: A.NonEmployeeSaveReq,
    result: res<A.PersonDetail>('PersonDetail'),
    handle: (b, ctx) => P.addPerson(ctx, 'non_employee', b),
  })
  call('nupemployee/edit', {
    summary: 'Changes the fields sent',
    auth: 'required',
    power,
    body: A.NonEmployeeSaveReq,
    result: res<A.PersonDetail>('PersonDetail'),
    handle: (b, ctx) => P.editPerson(ctx, 'non_employee', b),
  })
  call('nupemployee/deleteNup', {
    summary: 'Deletes a non-employee; 1016 while they have open orders',
    auth: 'required',
    power,
    body: A.PersonIdReq,
    result: res<A.CountRes>('CountRes'),
    handle: async (b, ctx) => count(await P.deletePerson(ctx, 'non_employee', b.PersonId)),
  })
  call('nupemployee/batchImport', {
    summary: 'Imports non-employees from CSV or XLSX, as employee/batchImport',
    auth: 'required',
    power,
    body: A.ImportReq,
    result: res<A.ImportRes>('ImportRes'),
    handle: (b, ctx) => importPersons(ctx, 'non_employee', b),
  })
}

export function staffCalls(call: AddCall<A.AdminCalls>) {
  staff(call)
  nonEmployees(call)
}
