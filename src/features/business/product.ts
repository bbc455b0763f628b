/**
 * Company administration (issue 14), in subpackage features/business; its first screens: the
 * employee invitation (a link and its QR code, the joining requests an administrator approves)
 * and the page the invited person opens without an account.
 */
import { product } from '@/core/product'

export default product({
  pkg: 'features/business',
  namespaces: ['business'],
  routes: {
    staffInvite: { page: 'invite/index', url: '/business/invite' },
    joinCompany: { page: 'join/index', url: '/joinCompany', open: true },
  },
  manageGroup: 'shell:manage.staffGroup',
  manage: [{ label: 'shell:manage.invite', hint: 'shell:manage.inviteHint', route: 'staffInvite', power: 'ManagePermission.EmployeeInfo.EmployeeManage' }],
})
