/**
 * Reports and analysis (docs/reports.md), in subpackage features/reports: the five reports and
 * carbon for report managers and department heads (Manage tab), "my travel" for everyone. ECharts
 * loads with this subpackage only (src/platform/chart).
 */
import { product } from '@/core/product'

export default product({
  pkg: 'features/reports',
  texts: 'reports',
  namespaces: [],
  routes: {
    // Department heads (the travel report over their departments) open it from "my" as well.
    reports: { page: 'index/index', url: '/reports', power: 'BusinessPermission.TravelReport' },
    myTravel: { page: 'mine/index', url: '/reports/mine' },
  },
  mine: [
    { label: 'shell:mine.myTravel', route: 'myTravel' },
    { label: 'shell:manage.reports', route: 'reports', power: 'BusinessPermission.TravelReport' },
  ],
  manageGroup: 'shell:manage.reports',
  manage: [{ label: 'shell:manage.reports', hint: 'shell:manage.reportsHint', route: 'reports', power: 'ManagePermission.Report' }],
})
