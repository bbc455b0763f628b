/**
 * Travel standards and reason codes (issue 14; docs/administration.md "Travel standards",
 * "Reason codes"), in subpackage features/travel-policy: the company's ranks, each rank's
 * standard of every product the server keeps with what a breach gets, and the reason codes the
 * booking flows offer, in four languages.
 */
import { product } from '@/core/product'

export default product({
  pkg: 'features/travel-policy',
  namespaces: ['travelPolicy', 'organisation'],
  routes: {
    rankList: { page: 'level/index', url: '/business/level' },
    rankPolicy: { page: 'rank/index', url: '/business/level/rank', power: 'ManagePermission.CompanyInfo.RankManage.Enable' },
    reasonCodes: { page: 'rc/index', url: '/business/rc' },
    productSettings: { page: 'settings/index', url: '/business/productSettings', power: 'ManagePermission.CompanyInfo.BaseInfo' },
  },
  manageGroup: 'shell:manage.policyGroup',
  manage: [
    { label: 'shell:manage.ranks', hint: 'shell:manage.ranksHint', route: 'rankList', power: 'ManagePermission.CompanyInfo.RankManage.Enable' },
    {
      label: 'shell:manage.reasonCodes',
      hint: 'shell:manage.reasonCodesHint',
      route: 'reasonCodes',
      power: 'ManagePermission.CompanyInfo.ReasonCodeManage.Enable',
    },
    {
      label: 'shell:manage.productSettings',
      hint: 'shell:manage.productSettingsHint',
      route: 'productSettings',
      power: 'ManagePermission.CompanyInfo.BaseInfo',
    },
  ],
})
