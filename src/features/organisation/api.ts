/** The organisation and company calls of company administration (types/api/admin.ts). */
import type {
  AuditEntry,
  CatalogItem,
  CatalogRes,
  CompanyInfo,
  CompanyInfoSaveReq,
  CompanyInvoiceHeader,
  DepartmentNode,
  InvoiceHeaderSaveReq,
  Page,
  PersonItem,
  RoleDetail,
  RoleItem,
  RoleSaveReq,
} from '@api/admin'
import type { WebViewHostsRes } from '@api/settings-admin'
import type { AuditEntity } from '@api/admin-values'
import { http } from '@/stores'
import { uploadAttachment } from '@/components/company-fields/source'
import type { PickedFile } from '@/components/company-fields/picked-file'

// ------------------------------------------------------------ departments
export const departments = (): Promise<DepartmentNode[]> => http.call('department/list', {}).then((r) => r.Items)
export const addDepartment = (parentId: number, name: string, nameEn: string): Promise<DepartmentNode> =>
  http.call('department/add', { ParentId: parentId, Name: name, NameEn: nameEn }, { loading: true })
export const renameDepartment = (id: number, name: string, nameEn: string): Promise<DepartmentNode> =>
  http.call('department/edit', { DepartmentId: id, Name: name, NameEn: nameEn }, { loading: true })
export const moveDepartment = (id: number, parentId: number): Promise<DepartmentNode> =>
  http.call('department/edit', { DepartmentId: id, ParentId: parentId }, { loading: true })
export const mergeDepartment = (fromId: number, intoId: number): Promise<DepartmentNode> =>
  http.call('department/merge', { FromId: fromId, IntoId: intoId }, { loading: true })
export const deleteDepartment = (id: number): Promise<unknown> => http.call('department/delete', { DepartmentId: id }, { loading: true })
/** Direct members of a department (employees), first page. */
export const departmentMembers = (id: number): Promise<Page<PersonItem>> =>
  http.call('employee/getEmployees', { DepartmentId: id, IncludeSub: false, PageIndex: 1, PageSize: 50 }, { parallel: true })

// ------------------------------------------------------------ cost centres, business units, custom items
export type CatalogKind = 'cost' | 'bu' | 'custom'

export interface CatalogCalls {
  list(keyword: string): Promise<CatalogRes>
  add(req: { Name: string; NameEn: string; Code?: string }): Promise<CatalogItem>
  edit(req: { Id: number; Name: string; NameEn: string; Code?: string }): Promise<CatalogItem>
  remove(id: number): Promise<unknown>
}

const kw = (keyword: string) => (keyword ? { Keyword: keyword } : {})

export const CATALOGS: Record<CatalogKind, CatalogCalls> = {
  cost: {
    list: (k) => http.call('costcenter/list', kw(k)),
    add: (req) => http.call('costcenter/add', req, { loading: true }),
    edit: (req) => http.call('costcenter/edit', req, { loading: true }),
    remove: (id) => http.call('costcenter/delete', { Id: id }, { loading: true }),
  },
  bu: {
    list: (k) => http.call('bu/getBus', kw(k)),
    add: (req) => http.call('bu/addBu', req, { loading: true }),
    edit: (req) => http.call('bu/editBu', req, { loading: true }),
    remove: (id) => http.call('bu/deleteBu', { Id: id }, { loading: true }),
  },
  custom: {
    list: (k) => http.call('customization/get', kw(k)),
    add: (req) => http.call('customization/add', req, { loading: true }),
    edit: (req) => http.call('customization/edit', req, { loading: true }),
    remove: (id) => http.call('customization/delete', { Id: id }, { loading: true }),
  },
}

// ------------------------------------------------------------ roles
export const HOLDERS_PAGE_SIZE = 20
export const roles = (): Promise<RoleItem[]> => http.call('role/getRoles', {}).then((r) => r.Items)
export const roleDetail = (roleId: number): Promise<RoleDetail> => http.call('role/getRoleDetail', { RoleId: roleId })
export const saveRole = (req: RoleSaveReq): Promise<RoleDetail> => http.call('role/save', req, { loading: true })
export const deleteRole = (roleId: number): Promise<unknown> => http.call('role/delete', { RoleId: roleId }, { loading: true })
export const roleHolders = (roleId: number, keyword: string, page: number): Promise<Page<PersonItem>> =>
  http.call('role/getRoleBindUnitPerson', { RoleId: roleId, ...kw(keyword), PageIndex: page, PageSize: HOLDERS_PAGE_SIZE })
export const bindHolders = (roleId: number, personIds: number[]): Promise<unknown> =>
  http.call('role/bindPersons', { RoleId: roleId, PersonIds: personIds }, { loading: true })
export const unbindHolders = (roleId: number, personIds: number[]): Promise<unknown> =>
  http.call('role/unbindPersons', { RoleId: roleId, PersonIds: personIds }, { loading: true })
/** Employees to pick as holders. */
export const employees = (keyword: string, page: number): Promise<Page<PersonItem>> =>
  http.call('employee/getEmployees', { ...kw(keyword), Status: 1, PageIndex: page, PageSize: HOLDERS_PAGE_SIZE })

// ------------------------------------------------------------ company
export const companyInfo = (): Promise<CompanyInfo> => http.call('companybaseinfo/get', {})
export const saveCompanyInfo = (req: CompanyInfoSaveReq): Promise<CompanyInfo> => http.call('companybaseinfo/save', req, { loading: true })
export const webViewHosts = (): Promise<WebViewHostsRes> => http.call('companySettings/getWebViewHosts', {})
export const saveWebViewHosts = (Hosts: string[]): Promise<WebViewHostsRes> => http.call('companySettings/saveWebViewHosts', { Hosts }, { loading: true })
/** Uploads the picked image, then makes it the company's logo. */
export async function uploadLogo(file: PickedFile): Promise<CompanyInfo> {
  const up = await uploadAttachment(file)
  return http.call('companybaseinfo/uploadCompanyLogo', { FileId: up.FileId }, { loading: true })
}
export const invoiceHeaders = (): Promise<CompanyInvoiceHeader[]> => http.call('companyInvoice/list', {}).then((r) => r.Items)
export const saveInvoiceHeader = (req: InvoiceHeaderSaveReq): Promise<CompanyInvoiceHeader> => http.call('companyInvoice/save', req, { loading: true })
export const deleteInvoiceHeader = (id: number): Promise<unknown> => http.call('companyInvoice/delete', { HeaderId: id }, { loading: true })

// ------------------------------------------------------------ the change log
export const AUDIT_PAGE_SIZE = 20
/** The change log, newest first; by kind of record and, within it, one record. */
export const auditLog = (entity: AuditEntity | '', entityId: number, page: number): Promise<Page<AuditEntry>> =>
  http.call('audit/list', { Entity: entity || undefined, EntityId: entityId || undefined, PageIndex: page, PageSize: AUDIT_PAGE_SIZE })
