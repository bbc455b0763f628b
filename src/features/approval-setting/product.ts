/** Approval settings for administrators (docs/product.md), in subpackage features/approval-setting. */
import { product } from '@/core/product'

export default product({
  pkg: 'features/approval-setting',
  namespaces: ['approvalSetting'],
  routes: {
    approvalRules: { page: 'general/index', url: '/manage/approval/rules' },
    approvalTemplateList: { page: 'templates/index', url: '/manage/approval/templates' },
    approvalTemplateDetails: { page: 'template-details/index', url: '/manage/approval/templateDetails' },
    approvalTemplateEdit: { page: 'template-edit/index', url: '/manage/approval/templateEdit' },
    approvalWhitelist: { page: 'whitelist/index', url: '/manage/approval/whitelist' },
  },
  manageGroup: 'shell:manage.approvalSettings',
  manage: [
    { label: 'shell:manage.approvalRules', hint: 'shell:manage.approvalRulesHint', route: 'approvalRules', power: 'ManagePermission.ApprovalInfo.Enable' },
    { label: 'shell:manage.approvalTemplates', hint: 'shell:manage.approvalTemplatesHint', route: 'approvalTemplateList', power: 'ManagePermission.ApprovalInfo.Configuration' },
    { label: 'shell:manage.approvalWhitelist', hint: 'shell:manage.approvalWhitelistHint', route: 'approvalWhitelist', power: 'ManagePermission.ApprovalInfo.Whitelist' },
  ],
})
