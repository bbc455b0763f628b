/**
 * Approval settings for administrators (docs/product.md), in subpackage features/approval-setting,
 * under the spec's /business URLs (the earlier /manage/approval/* ones redirect, src/routes.ts).
 */
import { product } from '@/core/product'

export default product({
  pkg: 'features/approval-setting',
  namespaces: ['approvalSetting'],
  routes: {
    approvalRules: { page: 'general/index', url: '/business/setting' },
    approvalTemplateList: { page: 'templates/index', url: '/business/setting/templates' },
    approvalTemplateDetails: { page: 'template-details/index', url: '/business/setting/templateDetails', power: 'ManagePermission.ApprovalInfo.Configuration' },
    approvalTemplateEdit: { page: 'template-edit/index', url: '/business/setting/templateEdit', power: 'ManagePermission.ApprovalInfo.Configuration' },
    approvalWhitelist: { page: 'whitelist/index', url: '/business/white' },
    approvalApprovers: { page: 'approvers/index', url: '/business/setting/approvers' },
  },
  manageGroup: 'shell:manage.approvalSettings',
  manage: [
    { label: 'shell:manage.approvalRules', hint: 'shell:manage.approvalRulesHint', route: 'approvalRules', power: 'ManagePermission.ApprovalInfo.Enable' },
    {
      label: 'shell:manage.approvalTemplates',
      hint: 'shell:manage.approvalTemplatesHint',
      route: 'approvalTemplateList',
      power: 'ManagePermission.ApprovalInfo.Configuration',
    },
    {
      label: 'shell:manage.approvalApprovers',
      hint: 'shell:manage.approvalApproversHint',
      route: 'approvalApprovers',
      power: 'ManagePermission.ApprovalInfo.Configuration',
    },
    {
      label: 'shell:manage.approvalWhitelist',
      hint: 'shell:manage.approvalWhitelistHint',
      route: 'approvalWhitelist',
      power: 'ManagePermission.ApprovalInfo.Whitelist',
    },
  ],
})
