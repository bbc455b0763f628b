/**
 * The calls of company administration (/business; docs/administration.md). Each names the
 * ManagePermission flag it needs (1003 otherwise, checked by the call layer before the handler);
 * travel standards and reason codes check the product's own flag as well. Two calls need no flag:
 * invite/getinviteinfo and invite/join are for the invited person (no sign-in), and
 * messenger/acceptBinding is the signed-in employee's own.
 */
import type { PowerKey } from '../../../../types/api'
import * as A from '../../../../types/api/admin'
import type { Messenger } from '../../../../types/api/admin'
import { defineDomain, type AddCall } from '../../http/call'
import { resultOf } from '../../http/result-schema'
import { loadSetting } from '../../services/company'
import { auditList } from './audit'
import * as C from './company'
import { importPersons } from './import'
import * as I from './invites'
import * as O from './org'
import * as P from './people'
import * as PS from './people-search'
import * as PC from './person-checks'
import * as R from './roles'
import * as S from './standards'

const M = 'ManagePermission' as const
const EMPLOYEE: PowerKey = `${M}.EmployeeInfo.EmployeeManage`
const NON_EMPLOYEE: PowerKey = `${M}.EmployeeInfo.NonEmployeeManage`
const ORG: PowerKey = `${M}.CompanyInfo.Organization`
const RANKS: PowerKey = `${M}.CompanyInfo.RankManage.Enable`
const REASONS: PowerKey = `${M}.CompanyInfo.ReasonCodeManage.Enable`
const ROLES: PowerKey = `${M}.EmployeeInfo.RoleManage`
const BASE: PowerKey = `${M}.CompanyInfo.BaseInfo`
const INVOICE: PowerKey = `${M}.CompanyInfo.InvoiceInfo`
const MESSENGER_POWER: Record<Messenger, PowerKey> = {
  wechatwork: `${M}.EmployeeInfo.WechatWorkBinding`,
  dingtalkwork: `${M}.EmployeeInfo.DingTalkBinding`,
  feishuwork: `${M}.EmployeeInfo.FeishuBinding`,
}
const res = <T>(name: string) => resultOf<T>(name, 'admin')
const count = (n: number): A.CountRes => ({ Count: n })

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
        (await ctx.db.selectFrom(t).select(['id', 'code', 'name', 'name_en']).where('company_id', '=', ctx.caller.companyId).orderBy('sort').execute()).map((r) => ({ Id: r.id, Code: r.code, Name: r.name, NameEn: r.name_en }))
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
  call('employee/getEmployees', { summary: 'Staff by keyword, department (with sub-departments), rank, role and status; paged', auth: 'required', power, body: A.PersonSearchReq, result: res<A.Page<A.PersonItem>>('Page<PersonItem>'), handle: (b, ctx) => PS.searchPersons(ctx, 'employee', b) })
  call('employee/getEmployee', { summary: 'One employee with roles and account', auth: 'required', power, body: A.PersonIdReq, result: res<A.PersonDetail>('PersonDetail'), handle: (b, ctx) => PS.personDetail(ctx, b.PersonId, 'employee') })
  call('employee/addEmployee', { summary: 'Adds an employee and their account (roles default to employee); name, phone, e-mail and ID card checks, unique number, phone and e-mail', auth: 'required', power, body: A.EmployeeSaveReq, result: res<A.PersonDetail>('PersonDetail'), handle: (b, ctx) => P.addPerson(ctx, 'employee', b) })
  call('employee/editEmployee', { summary: 'Changes the fields sent (names, number, phone, e-mail, department, cost centre, rank, roles, superior, document)', auth: 'required', power, body: A.EmployeeSaveReq, result: res<A.PersonDetail>('PersonDetail'), handle: (b, ctx) => P.editPerson(ctx, 'employee', b) })
  call('employee/setEmployeeStatus', { summary: 'Disables (sign-in ends at once) or enables employees', auth: 'required', power, body: A.SetStatusReq, result: res<A.CountRes>('CountRes'), handle: async (b, ctx) => count(await P.setStatus(ctx, 'employee', b.PersonIds, b.Status)) })
  call('employee/deleteEmployee', { summary: 'Deletes an employee; 1016 while they have open orders', auth: 'required', power, body: A.PersonIdReq, result: res<A.CountRes>('CountRes'), handle: async (b, ctx) => count(await P.deletePerson(ctx, 'employee', b.PersonId)) })
  call('employee/getViewAndBooking', { summary: 'Whom the employee may book for and whose orders they see (their own setting or their roles’)', auth: 'required', power, body: A.PersonIdReq, result: res<A.ViewAndBooking>('ViewAndBooking'), handle: (b, ctx) => P.viewAndBooking(ctx, b.PersonId) })
  call('employee/saveViewAndBooking', { summary: 'Sets the employee’s own booking and view scope (null: follow the roles); applies on their next call', auth: 'required', power, body: A.SaveViewAndBookingReq, result: res<A.ViewAndBooking>('ViewAndBooking'), handle: (b, ctx) => P.saveViewAndBooking(ctx, b) })
  call('customer/mobile/permission/query', { summary: 'As employee/getViewAndBooking (the booking-permission screen’s path)', auth: 'required', power, body: A.PersonIdReq, result: res<A.ViewAndBooking>('ViewAndBooking'), handle: (b, ctx) => P.viewAndBooking(ctx, b.PersonId) })
  call('customer/mobile/permission/update', { summary: 'As employee/saveViewAndBooking', auth: 'required', power, body: A.SaveViewAndBookingReq, result: res<A.ViewAndBooking>('ViewAndBooking'), handle: (b, ctx) => P.saveViewAndBooking(ctx, b) })
  call('customer/mobile/permission/query/unitPerson', { summary: 'Staff to pick for a Staff scope, as employee/getEmployees', auth: 'required', power, body: A.PersonSearchReq, result: res<A.Page<A.PersonItem>>('Page<PersonItem>'), handle: (b, ctx) => PS.searchPersons(ctx, 'employee', b) })
  call('employee/batchImport', { summary: 'Imports staff from CSV or XLSX (base64); AllOrNothing (1018 with row errors) or GoodRows', auth: 'required', power, body: A.ImportReq, result: res<A.ImportRes>('ImportRes'), handle: (b, ctx) => importPersons(ctx, 'employee', b) })
}

function nonEmployees(call: AddCall<A.AdminCalls>) {
  const power = NON_EMPLOYEE
  call('nupemployee/get', { summary: 'Non-employee travellers; paged', auth: 'required', power, body: A.PersonSearchReq, result: res<A.Page<A.PersonItem>>('Page<PersonItem>'), handle: (b, ctx) => PS.searchPersons(ctx, 'non_employee', b) })
  call('nupemployee/detail', { summary: 'One non-employee', auth: 'required', power, body: A.PersonIdReq, result: res<A.PersonDetail>('PersonDetail'), handle: (b, ctx) => PS.personDetail(ctx, b.PersonId, 'non_employee') })
  call('nupemployee/add', { summary: 'Adds a non-employee traveller (no account)', auth: 'required', power, body: A.NonEmployeeSaveReq, result: res<A.PersonDetail>('PersonDetail'), handle: (b, ctx) => P.addPerson(ctx, 'non_employee', b) })
  call('nupemployee/edit', { summary: 'Changes the fields sent', auth: 'required', power, body: A.NonEmployeeSaveReq, result: res<A.PersonDetail>('PersonDetail'), handle: (b, ctx) => P.editPerson(ctx, 'non_employee', b) })
  call('nupemployee/deleteNup', { summary: 'Deletes a non-employee; 1016 while they have open orders', auth: 'required', power, body: A.PersonIdReq, result: res<A.CountRes>('CountRes'), handle: async (b, ctx) => count(await P.deletePerson(ctx, 'non_employee', b.PersonId)) })
  call('nupemployee/batchImport', { summary: 'Imports non-employees from CSV or XLSX, as employee/batchImport', auth: 'required', power, body: A.ImportReq, result: res<A.ImportRes>('ImportRes'), handle: (b, ctx) => importPersons(ctx, 'non_employee', b) })
}

function messengers(call: AddCall<A.AdminCalls>) {
  for (const m of A.MESSENGERS) {
    const power = MESSENGER_POWER[m]
    call(`${m}/getUsers`, { summary: `Employees and their ${m} binding state; paged`, auth: 'required', power, body: A.MessengerUsersReq, result: res<A.Page<A.MessengerUser>>('Page<MessengerUser>'), handle: (b, ctx) => I.messengerUsers(ctx, m, b) })
    call(`${m}/bindingUser`, { summary: `Binds an employee to a ${m} user id`, auth: 'required', power, body: A.BindingUserReq, result: res<A.MessengerUser>('MessengerUser'), handle: (b, ctx) => I.bindUser(ctx, m, b.PersonId, b.ExternalUserId) })
    call(`${m}/unbindingUser`, { summary: `Removes an employee’s ${m} binding`, auth: 'required', power, body: A.PersonIdReq, result: res<A.MessengerUser>('MessengerUser'), handle: (b, ctx) => I.bindUser(ctx, m, b.PersonId, null) })
    call(`${m}/inviteUser`, { summary: `A sign-in link for the employee; opened in ${m} and signed in, it binds (messenger/acceptBinding)`, auth: 'required', power, body: A.PersonIdReq, result: res<A.BindingLink>('BindingLink'), handle: (b, ctx) => I.bindingLink(ctx, m, b.PersonId) })
  }
  call('messenger/acceptBinding', { summary: 'The signed-in employee opened their binding link: records the binding (1020 expired, 1003 someone else’s)', auth: 'required', body: A.AcceptBindingReq, result: res<A.AcceptBindingRes>('AcceptBindingRes'), handle: (b, ctx) => I.acceptBinding(ctx, b.Token, b.ExternalUserId) })
  call('messenger/bindingInfo', { summary: 'The signed-in employee’s binding link: messenger, company, whom it is for (1020 used or expired, 1003 someone else’s)', auth: 'required', body: A.BindingInfoReq, result: res<A.BindingInfo>('BindingInfo'), handle: (b, ctx) => I.bindingInfo(ctx, b.Token) })
}

function invitations(call: AddCall<A.AdminCalls>) {
  const power = EMPLOYEE
  call('invite/create', { summary: 'An invitation link (the client draws its QR code), optionally into a department', auth: 'required', power, body: A.CreateInviteReq, result: res<A.InviteLink>('InviteLink'), handle: (b, ctx) => I.createInvite(ctx, b.DepartmentId) })
  call('invite/getinviteinfo', { summary: 'The company and department an invitation is for (no sign-in; 1020 expired)', auth: 'none', body: A.InviteTokenReq, result: res<A.InviteInfo>('InviteInfo'), handle: (b, ctx) => I.inviteInfo(ctx, b.Token) })
  call('invite/join', { summary: 'Asks to join through an invitation (no sign-in); waits for an administrator', auth: 'none', limit: 'register', body: A.JoinReq, result: res<A.JoinRes>('JoinRes'), handle: (b, ctx) => I.join(ctx, b) })
  call('invite/list', { summary: 'Join requests by state; paged', auth: 'required', power, body: A.InviteListReq, result: res<A.Page<A.JoinRequestItem>>('Page<JoinRequestItem>'), handle: (b, ctx) => I.joinRequests(ctx, b) })
  call('invite/userCount', { summary: 'Join requests waiting for a decision', auth: 'required', power, body: A.EmptyAdminReq, result: res<A.CountRes>('CountRes'), handle: async (_b, ctx) => count(await I.pendingCount(ctx)) })
  call('invite/approve', { summary: 'Approves (the person becomes an employee with an account) or rejects a join request', auth: 'required', power, body: A.InviteApproveReq, result: res<A.JoinRequestItem>('JoinRequestItem'), handle: (b, ctx) => I.decideJoin(ctx, b) })
}

function organisation(call: AddCall<A.AdminCalls>) {
  call('department/list', { summary: 'The department tree (flat, ParentId), with members and children', auth: 'required', power: ORG, body: A.EmptyAdminReq, result: res<{ Items: A.DepartmentNode[] }>('DepartmentList'), handle: async (_b, ctx) => ({ Items: await O.departmentList(ctx) }) })
  call('department/add', { summary: 'Adds a department under ParentId', auth: 'required', power: ORG, body: A.DepartmentAddReq, result: res<A.DepartmentNode>('DepartmentNode'), handle: (b, ctx) => O.addDepartment(ctx, b) })
  call('department/edit', { summary: 'Renames and/or moves a department (1019 under itself or its sub-department)', auth: 'required', power: ORG, body: A.DepartmentEditReq, result: res<A.DepartmentNode>('DepartmentNode'), handle: (b, ctx) => O.editDepartment(ctx, b) })
  call('department/merge', { summary: 'Moves members and sub-departments of From into Into and deletes From', auth: 'required', power: ORG, body: A.DepartmentMergeReq, result: res<A.DepartmentNode>('DepartmentNode'), handle: (b, ctx) => O.mergeDepartment(ctx, b.FromId, b.IntoId) })
  call('department/delete', { summary: 'Deletes an empty department (1017 with members or children)', auth: 'required', power: ORG, body: A.DepartmentIdReq, result: res<A.CountRes>('CountRes'), handle: async (b, ctx) => count(await O.deleteDepartment(ctx, b.DepartmentId)) })
  const catalogs: [string, O.CatalogTable, PowerKey, [string, string, string, string]][] = [
    ['cost centres', 'cost_centers', `${M}.CompanyInfo.CostCenter`, ['costcenter/list', 'costcenter/add', 'costcenter/edit', 'costcenter/delete']],
    ['business units', 'business_units', `${M}.CompanyInfo.BusinessUnit`, ['bu/getBus', 'bu/addBu', 'bu/editBu', 'bu/deleteBu']],
    ['custom items', 'custom_items', `${M}.CompanyInfo.CustomItem`, ['customization/get', 'customization/add', 'customization/edit', 'customization/delete']],
  ]
  for (const [what, table, power, [list, add, edit, del]] of catalogs) {
    call(list as 'costcenter/list', { summary: `The company’s ${what} with their use`, auth: 'required', power, body: A.CatalogListReq, result: res<A.CatalogRes>('CatalogRes'), handle: (b, ctx) => O.catalogList(ctx, table, b.Keyword) })
    call(add as 'costcenter/add', { summary: `Adds one of the ${what}`, auth: 'required', power, body: A.CatalogAddReq, result: res<A.CatalogItem>('CatalogItem'), handle: (b, ctx) => O.catalogAdd(ctx, table, b) })
    call(edit as 'costcenter/edit', { summary: `Renames one of the ${what}`, auth: 'required', power, body: A.CatalogEditReq, result: res<A.CatalogItem>('CatalogItem'), handle: (b, ctx) => O.catalogEdit(ctx, table, b) })
    call(del as 'costcenter/delete', { summary: `Deletes one of the ${what} no longer used (1017 otherwise)`, auth: 'required', power, body: A.CatalogIdReq, result: res<A.CountRes>('CountRes'), handle: async (b, ctx) => count(await O.catalogDelete(ctx, table, b.Id)) })
  }
}

function standards(call: AddCall<A.AdminCalls>) {
  call('rank/list', { summary: 'Ranks with members, and which products’ standards are enforced', auth: 'required', power: RANKS, body: A.EmptyAdminReq, result: res<A.RankListRes>('RankListRes'), handle: (_b, ctx) => S.rankList(ctx) })
  call('rank/add', { summary: 'Adds a rank', auth: 'required', power: RANKS, body: A.RankAddReq, result: res<A.RankItem>('RankItem'), handle: (b, ctx) => S.addRank(ctx, b) })
  call('rank/rename', { summary: 'Renames a rank (or changes its level)', auth: 'required', power: RANKS, body: A.RankRenameReq, result: res<A.RankItem>('RankItem'), handle: (b, ctx) => S.renameRank(ctx, b) })
  call('rank/delete', { summary: 'Deletes a rank nobody holds, with its standards (1017 otherwise)', auth: 'required', power: RANKS, body: A.RankIdReq, result: res<A.CountRes>('CountRes'), handle: async (b, ctx) => count(await S.deleteRank(ctx, b.RankId)) })
  call('rank/getPolicy', {
    summary: 'A rank’s standard of one product and its breach action (also needs RankManage.<Product>)',
    auth: 'required',
    power: RANKS,
    body: A.RankPolicyReq,
    result: res<A.RankPolicyRes>('RankPolicyRes'),
    handle: async (b, ctx) => {
      await S.requireRankProduct(ctx, b.Product)
      return S.rankPolicy(ctx, b.RankId, b.Product)
    },
  })
  call('rank/savePolicy', {
    summary: 'Sets (or with null removes) a rank’s standard of one product and its breach action; applies to the next search',
    auth: 'required',
    power: RANKS,
    body: A.SaveRankPolicyReq,
    result: res<A.RankPolicyRes>('RankPolicyRes'),
    handle: async (b, ctx) => {
      await S.requireRankProduct(ctx, b.Product)
      return S.saveRankPolicy(ctx, b)
    },
  })
  call('reasoncode/list', { summary: 'Reason codes by product and kind, with their four texts', auth: 'required', power: REASONS, body: A.ReasonListReq, result: res<{ Items: A.ReasonCodeItem[] }>('ReasonCodeList'), handle: async (b, ctx) => ({ Items: await S.reasonList(ctx, b) }) })
  call('reasoncode/add', {
    summary: 'Adds a reason code (needs ReasonCodeManage.<Product>, or .LowestPrice for that kind)',
    auth: 'required',
    power: REASONS,
    body: A.ReasonAddReq,
    result: res<A.ReasonCodeItem>('ReasonCodeItem'),
    handle: async (b, ctx) => {
      await S.requireReasonPower(ctx, b.Product, b.Kind)
      return S.addReason(ctx, b)
    },
  })
  call('reasoncode/edit', {
    summary: 'Changes a reason code’s code, texts or order',
    auth: 'required',
    power: REASONS,
    body: A.ReasonEditReq,
    result: res<A.ReasonCodeItem>('ReasonCodeItem'),
    handle: async (b, ctx) => {
      const { product, kind } = await S.reasonProductKind(ctx, b.ReasonCodeId)
      await S.requireReasonPower(ctx, product, kind)
      return S.editReason(ctx, b)
    },
  })
  call('reasoncode/delete', {
    summary: 'Removes a reason code from the lists (orders keep their text)',
    auth: 'required',
    power: REASONS,
    body: A.ReasonIdReq,
    result: res<A.CountRes>('CountRes'),
    handle: async (b, ctx) => {
      const { product, kind } = await S.reasonProductKind(ctx, b.ReasonCodeId)
      await S.requireReasonPower(ctx, product, kind)
      return count(await S.deleteReason(ctx, b.ReasonCodeId))
    },
  })
}

function roles(call: AddCall<A.AdminCalls>) {
  const power = ROLES
  call('role/getRoles', { summary: 'The company’s roles with members', auth: 'required', power, body: A.EmptyAdminReq, result: res<{ Items: A.RoleItem[] }>('RoleList'), handle: async (_b, ctx) => ({ Items: await R.roleList(ctx) }) })
  call('role/getRoleDetail', { summary: 'A role with its whole PersonalPower', auth: 'required', power, body: A.RoleIdReq, result: res<A.RoleDetail>('RoleDetail'), handle: (b, ctx) => R.roleDetail(ctx, b.RoleId) })
  call('role/getRoleBindUnitPerson', { summary: 'Employees holding the role; paged', auth: 'required', power, body: A.RoleMembersReq, result: res<A.Page<A.PersonItem>>('Page<PersonItem>'), handle: (b, ctx) => R.roleMembers(ctx, b) })
  call('role/save', { summary: 'Adds a role (no RoleId) or changes its code, names or powers; members get the change on their next call', auth: 'required', power, body: A.RoleSaveReq, result: res<A.RoleDetail>('RoleDetail'), handle: (b, ctx) => R.saveRole(ctx, b) })
  call('role/delete', { summary: 'Deletes a role nobody holds (built-in roles stay)', auth: 'required', power, body: A.RoleIdReq, result: res<A.CountRes>('CountRes'), handle: async (b, ctx) => count(await R.deleteRole(ctx, b.RoleId)) })
  call('role/bindPersons', { summary: 'Gives the role to employees', auth: 'required', power, body: A.RoleBindReq, result: res<A.CountRes>('CountRes'), handle: async (b, ctx) => count(await R.bindRole(ctx, b.RoleId, b.PersonIds, true)) })
  call('role/unbindPersons', { summary: 'Takes the role from employees', auth: 'required', power, body: A.RoleBindReq, result: res<A.CountRes>('CountRes'), handle: async (b, ctx) => count(await R.bindRole(ctx, b.RoleId, b.PersonIds, false)) })
}

function company(call: AddCall<A.AdminCalls>) {
  call('companybaseinfo/get', { summary: 'Company name, address, contact and logo', auth: 'required', power: BASE, body: A.EmptyAdminReq, result: res<A.CompanyInfo>('CompanyInfo'), handle: (_b, ctx) => C.companyInfo(ctx) })
  call('companybaseinfo/save', { summary: 'Changes the fields sent', auth: 'required', power: BASE, body: A.CompanyInfoSaveReq, result: res<A.CompanyInfo>('CompanyInfo'), handle: (b, ctx) => C.saveCompanyInfo(ctx, b) })
  call('companybaseinfo/uploadCompanyLogo', { summary: 'Makes an image uploaded with systemInfo/uploadFiles the company logo', auth: 'required', power: BASE, body: A.UploadLogoReq, result: res<A.CompanyInfo>('CompanyInfo'), handle: (b, ctx) => C.setLogo(ctx, b.FileId) })
  call('companyInvoice/list', { summary: 'The company’s invoice headers, default first', auth: 'required', power: INVOICE, body: A.EmptyAdminReq, result: res<{ Items: A.CompanyInvoiceHeader[] }>('CompanyInvoiceHeaderList'), handle: async (_b, ctx) => ({ Items: await C.invoiceHeaders(ctx) }) })
  call('companyInvoice/save', { summary: 'Adds or changes an invoice header (one default)', auth: 'required', power: INVOICE, body: A.InvoiceHeaderSaveReq, result: res<A.CompanyInvoiceHeader>('CompanyInvoiceHeader'), handle: (b, ctx) => C.saveInvoiceHeader(ctx, b) })
  call('companyInvoice/delete', { summary: 'Deletes an invoice header', auth: 'required', power: INVOICE, body: A.InvoiceHeaderIdReq, result: res<A.CountRes>('CountRes'), handle: async (b, ctx) => count(await C.deleteInvoiceHeader(ctx, b.HeaderId)) })
  call('audit/list', { summary: 'Every administration change (who, when, what, before, after), newest first; by entity', auth: 'required', power: `${M}.Enable`, body: A.AuditListReq, result: res<A.Page<A.AuditEntry>>('Page<AuditEntry>'), handle: (b, ctx) => auditList(ctx, b) })
}

export default defineDomain<A.AdminCalls>('admin', 'Company administration: staff, organisation, travel standards, reason codes, roles, company', (call) => {
  staff(call)
  nonEmployees(call)
  messengers(call)
  invitations(call)
  organisation(call)
  standards(call)
  roles(call)
  company(call)
})
