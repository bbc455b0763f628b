/**
 * The disruption assistant (docs/disruptions.md), in subpackage features/disruption: what a
 * delay, cancellation, diversion or gate change did to a booked flight or train and the choices
 * to rebook it in two taps; the managers' list of affected travellers (duty of care); and the
 * administrator's test console that adds an operations event and shows what was sent.
 */
import { product } from '@/core/product'

export default product({
  pkg: 'features/disruption',
  texts: 'disruption',
  namespaces: [],
  routes: {
    disruptionAssistant: { page: 'assistant/index', url: '/disruption/assistant' },
    // Managers with the company-administration or the report power (the server refuses others with 1003).
    disruptionAffected: { page: 'affected/index', url: '/disruption/affected', power: ['ManagePermission.Enable', 'ManagePermission.Report'] },
    disruptionConsole: { page: 'operations/index', url: '/business/operations' },
  },
  manageGroup: 'shell:manage.disruptionGroup',
  manage: [
    { label: 'shell:manage.affected', hint: 'shell:manage.affectedHint', route: 'disruptionAffected' },
    { label: 'shell:manage.operations', hint: 'shell:manage.operationsHint', route: 'disruptionConsole', power: 'ManagePermission.Enable' },
  ],
})
