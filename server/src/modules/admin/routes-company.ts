/** Administration calls: roles, company information, invoice headers and the audit log. */
import type { PowerKey } from '../../../../types/api'
import * as A from '../../../../types/api/admin'
import type { AddCall } from '../../http/call'
import { auditList } from './audit'
import * as C from './company'
import { productSettings, saveProductSettings } from './product-settings'
import * as PS from '../../../../types/api/settings-admin'
import * as R from './roles'
import { M, res, count } from './route-kit'
import { saveWebViewHosts, webViewHosts } from './web-view-hosts'

const ROLES: PowerKey = `${M}.EmployeeInfo.RoleManage`
const BASE: PowerKey = `${M}.CompanyInfo.BaseInfo`
const INVOICE: PowerKey = `${M}.CompanyInfo.InvoiceInfo`

function roles(call: AddCall<A.AdminCalls>) {
  const power = ROLES
  call('role/getRoles', {
    summary: 'The company’s roles with members',
    auth: 'required',
    power,
    body: A.EmptyAdminReq,
    result: res('RoleList'),
    handle: async (_b, ctx) => ({ Items: await R.roleList(ctx) }),
  })
  call('role/getRoleDetail', {
    summary: 'A role with its whole PersonalPower',
    auth: 'required',
    power,
    body: A.RoleIdReq,
    result: res('RoleDetail'),
    handle: (b, ctx) => R.roleDetail(ctx, b.RoleId),
  })
  call('role/getRoleBindUnitPerson', {
    summary: 'Employees holding the role; paged',
    auth: 'required',
    power,
    body: A.RoleMembersReq,
    result: res('Page<PersonItem>'),
    handle: (b, ctx) => R.roleMembers(ctx, b),
  })
  call('role/save', {
    summary: 'Adds a role (no RoleId) or changes its code, names or powers; members get the change on their next call',
    auth: 'required',
    power,
    body: A.RoleSaveReq,
    result: res('RoleDetail'),
    handle: (b, ctx) => R.saveRole(ctx, b),
  })
  call('role/delete', {
    summary: 'Deletes a role nobody holds (built-in roles stay)',
    auth: 'required',
    power,
    body: A.RoleIdReq,
    result: res('CountRes'),
    handle: async (b, ctx) => count(await R.deleteRole(ctx, b.RoleId)),
  })
  call('role/bindPersons', {
    summary: 'Gives the role to employees',
    auth: 'required',
    power,
    body: A.RoleBindReq,
    result: res('CountRes'),
    handle: async (b, ctx) => count(await R.bindRole(ctx, b.RoleId, b.PersonIds, true)),
  })
  call('role/unbindPersons', {
    summary: 'Takes the role from employees',
    auth: 'required',
    power,
    body: A.RoleBindReq,
    result: res('CountRes'),
    handle: async (b, ctx) => count(await R.bindRole(ctx, b.RoleId, b.PersonIds, false)),
  })
}

function company(call: AddCall<A.AdminCalls>) {
  call('companybaseinfo/get', {
    summary: 'Company name, address, contact and logo',
    auth: 'required',
    power: BASE,
    body: A.EmptyAdminReq,
    result: res('CompanyInfo'),
    handle: (_b, ctx) => C.companyInfo(ctx),
  })
  call('user/getAboutUsContent', {
    summary: 'The about page: the newest and minimum client versions, and the caller’s company with its address and travel contact',
    auth: 'required',
    body: A.EmptyAdminReq,
    result: res('AboutUsRes'),
    handle: async (_b, ctx) => {
      const { CompanyCode: _code, ...company } = await C.companyInfo(ctx)
      return { VersionNumber: ctx.deps.config.latestClientVersion, MinVersion: ctx.deps.config.minClientVersion, Company: company }
    },
  })
  call('companybaseinfo/save', {
    summary: 'Changes the fields sent',
    auth: 'required',
    power: BASE,
    body: A.CompanyInfoSaveReq,
    result: res('CompanyInfo'),
    handle: (b, ctx) => C.saveCompanyInfo(ctx, b),
  })
  call('companybaseinfo/uploadCompanyLogo', {
    summary: 'Makes an image uploaded with systemInfo/uploadFiles the company logo',
    auth: 'required',
    power: BASE,
    body: A.UploadLogoReq,
    result: res('CompanyInfo'),
    handle: (b, ctx) => C.setLogo(ctx, b.FileId),
  })
  call('productSettings/get', {
    summary: 'A product’s booking settings: order fields, reasons, messages and its own choices (not its approval rules)',
    auth: 'required',
    power: BASE,
    body: PS.ProductSettingsReq,
    result: res('ProductSettingsRes'),
    handle: (b, ctx) => productSettings(ctx, b.Product),
  })
  call('productSettings/save', {
    summary: 'Saves a product’s booking settings as read (each field its type; fields with choices one of them); audited',
    auth: 'required',
    power: BASE,
    body: PS.ProductSettingsSaveReq,
    result: res('ProductSettingsRes'),
    handle: (b, ctx) => saveProductSettings(ctx, b),
  })
  call('companySettings/getWebViewHosts', {
    summary: 'The hosts whose company links open in the in-app web view (CommonSettings.WebViewHosts)',
    auth: 'required',
    power: BASE,
    body: A.EmptyAdminReq,
    result: res('WebViewHostsRes'),
    handle: (_b, ctx) => webViewHosts(ctx),
  })
  call('companySettings/saveWebViewHosts', {
    summary: 'Sets the whole list of web-view hosts: a host or a .suffix each, https only, at most 20; audited',
    description: '1001 for an entry that is not a host or a .suffix of two labels or more, an http:// entry, or more than 20 hosts.',
    auth: 'required',
    power: BASE,
    body: PS.WebViewHostsSaveReq,
    result: res('WebViewHostsRes'),
    handle: (b, ctx) => saveWebViewHosts(ctx, b),
  })
  call('companyInvoice/list', {
    summary: 'The company’s invoice headers, default first',
    auth: 'required',
    power: INVOICE,
    body: A.EmptyAdminReq,
    result: res('CompanyInvoiceHeaderList'),
    handle: async (_b, ctx) => ({ Items: await C.invoiceHeaders(ctx) }),
  })
  call('companyInvoice/save', {
    summary: 'Adds or changes an invoice header (one default)',
    auth: 'required',
    power: INVOICE,
    body: A.InvoiceHeaderSaveReq,
    result: res('CompanyInvoiceHeader'),
    handle: (b, ctx) => C.saveInvoiceHeader(ctx, b),
  })
  call('companyInvoice/delete', {
    summary: 'Deletes an invoice header',
    auth: 'required',
    power: INVOICE,
    body: A.InvoiceHeaderIdReq,
    result: res('CountRes'),
    handle: async (b, ctx) => count(await C.deleteInvoiceHeader(ctx, b.HeaderId)),
  })
  call('audit/list', {
    summary: 'Every administration change (who, when, what, before, after), newest first; by entity',
    auth: 'required',
    power: `${M}.Enable`,
    body: A.AuditListReq,
    result: res('Page<AuditEntry>'),
    handle: (b, ctx) => auditList(ctx, b),
  })
}

export function companyCalls(call: AddCall<A.AdminCalls>) {
  roles(call)
  company(call)
}
