/**
 * Company administration (issue 14), in subpackage features/business: staff and non-employees
 * (list, add, edit, disable, delete, import), an employee's booking and viewing scope, the
 * enterprise-messenger bindings, the employee invitation (a link and its QR code, the joining
 * requests an administrator approves), the page the invited person opens without an account, and
 * the page where an employee confirms the messenger binding link made for them.
 */
import { product } from '@/core/product'

export default product({
  pkg: 'features/business',
  namespaces: ['business'],
  routes: {
    staffInvite: { page: 'invite/index', url: '/business/invite' },
    joinCompany: { page: 'join/index', url: '/joinCompany', open: true },
    // An employee's own enterprise-messenger binding link: signed in, no admin power.
    messengerBind: { page: 'bind/index', url: '/messengerBind' },
    staff: { page: 'staff/index', url: '/business/staff' },
    staffScope: { page: 'scope/index', url: '/business/staff/viewAndBooking', power: 'ManagePermission.EmployeeInfo.EmployeeManage' },
    unstaff: { page: 'unstaff/index', url: '/business/unstaff' },
    wechatStaff: { page: 'wechat/index', url: '/business/wechatStaff' },
    nailStaff: { page: 'nail/index', url: '/business/nailStaff' },
    larkStaff: { page: 'lark/index', url: '/business/larkStaff' },
  },
  manageGroup: 'shell:manage.staffGroup',
  manage: [
    { label: 'shell:manage.staff', hint: 'shell:manage.staffHint', route: 'staff', power: 'ManagePermission.EmployeeInfo.EmployeeManage' },
    { label: 'shell:manage.unstaff', hint: 'shell:manage.unstaffHint', route: 'unstaff', power: 'ManagePermission.EmployeeInfo.NonEmployeeManage' },
    { label: 'shell:manage.invite', hint: 'shell:manage.inviteHint', route: 'staffInvite', power: 'ManagePermission.EmployeeInfo.EmployeeManage' },
    { label: 'shell:manage.wechatStaff', hint: 'shell:manage.messengerHint', route: 'wechatStaff', power: 'ManagePermission.EmployeeInfo.WechatWorkBinding' },
    { label: 'shell:manage.nailStaff', hint: 'shell:manage.messengerHint', route: 'nailStaff', power: 'ManagePermission.EmployeeInfo.DingTalkBinding' },
    { label: 'shell:manage.larkStaff', hint: 'shell:manage.messengerHint', route: 'larkStaff', power: 'ManagePermission.EmployeeInfo.FeishuBinding' },
  ],
})
