/**
 * Company administration — the organisation and the company (issue 14;
 * docs/administration.md, Organisation), in subpackage features/organisation: departments as a
 * tree, cost centres, business units and custom items (one list screen), roles as sets of powers
 * with their holders, the company's information and logo, its invoice headers, and the change log
 * of every administration change (/business/audit).
 */
import { pagesAt, product } from '@/core/product'

export default product({
  pkg: 'features/organisation',
  namespaces: ['organisation', 'oa'],
  routes: pagesAt('/business', {
    orgDepartments: 'department',
    orgCostCentres: 'cost',
    orgBusinessUnits: 'bu',
    orgCustomItems: 'custom',
    orgRoles: 'role',
    orgCompanyInfo: 'info',
    orgInvoiceHeaders: 'invoice',
    auditLog: 'audit',
  }),
  manageGroup: 'shell:manage.orgGroup',
  manage: [
    { label: 'shell:manage.departments', hint: 'shell:manage.departmentsHint', route: 'orgDepartments', power: 'ManagePermission.CompanyInfo.Organization' },
    { label: 'shell:manage.costCentres', route: 'orgCostCentres', power: 'ManagePermission.CompanyInfo.CostCenter' },
    { label: 'shell:manage.businessUnits', route: 'orgBusinessUnits', power: 'ManagePermission.CompanyInfo.BusinessUnit' },
    { label: 'shell:manage.customItems', route: 'orgCustomItems', power: 'ManagePermission.CompanyInfo.CustomItem' },
    { label: 'shell:manage.roles', hint: 'shell:manage.rolesHint', route: 'orgRoles', power: 'ManagePermission.EmployeeInfo.RoleManage' },
    { label: 'shell:manage.companyInfo', hint: 'shell:manage.companyInfoHint', route: 'orgCompanyInfo', power: 'ManagePermission.CompanyInfo.BaseInfo' },
    { label: 'shell:manage.companyInvoice', route: 'orgInvoiceHeaders', power: 'ManagePermission.CompanyInfo.InvoiceInfo' },
    { label: 'shell:manage.auditLog', hint: 'shell:manage.auditLogHint', route: 'auditLog', power: 'ManagePermission.Enable' },
  ],
})
