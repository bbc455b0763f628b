/**
 * The personal centre's start-up data and badges, and the Manage tab's head (types/api/user-centre.ts):
 * the caller's own orders waiting for payment or approval (every product's, read from the kernel's
 * orders), approvals waiting for their decision and their unread messages.
 */
import { NoParamsReq } from '../../../../types/api/auth'
import type { MineCountRes, UserCenterInitRes, UserManageInfoRes } from '../../../../types/api/user-centre'
import { equal } from '../../db/match'
import { defineDomain } from '../../http/call'
import type { AuthedContext } from '../../http/context'
import { personalInfor } from '../../services/accounts'
import { unreadCount } from '../../services/messages/service'
import { STATUS_GROUPS } from './state'

async function mineCounts(ctx: AuthedContext): Promise<MineCountRes> {
  const [orders, unread] = await Promise.all([
    ctx.db
      .selectFrom('orders')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where((eb) => equal(eb, { company_id: ctx.caller.companyId, booker_user_id: ctx.caller.userId }))
      .where('status', 'in', [...STATUS_GROUPS.PendingPayment!, ...STATUS_GROUPS.PendingApproval!])
      .groupBy('status')
      .execute(),
    unreadCount(ctx),
  ])
  const count = (group: 'PendingPayment' | 'PendingApproval') =>
    orders.filter((o) => STATUS_GROUPS[group]!.includes(o.status as never)).reduce((n, o) => n + Number(o.n), 0)
  return {
    UnpaidOrders: count('PendingPayment'),
    PendingApprovalOrders: count('PendingApproval'),
    ApprovalsToDecide: unread.PendingApprovals,
    UnreadMessages: unread.Total - unread.PendingApprovals,
  }
}

async function manageInfo(ctx: AuthedContext): Promise<UserManageInfoRes> {
  const [people, unread, infor] = await Promise.all([
    ctx.db
      .selectFrom('persons')
      .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
      .where((eb) => equal(eb, { company_id: ctx.caller.companyId, status: 1 }))
      .groupBy('kind')
      .execute(),
    unreadCount(ctx),
    personalInfor(ctx.db, ctx.caller, ctx.lang),
  ])
  const of = (kind: string) => Number(people.find((p) => p.kind === kind)?.n ?? 0)
  return { CompanyName: infor.CompanyName, Employees: of('employee'), NonEmployees: of('non_employee'), ApprovalsToDecide: unread.PendingApprovals }
}

export default defineDomain('user-centre', 'The personal centre’s start-up data and badges, and the Manage tab’s head', 'user-centre', (call, res) => {
  call('user/getUserCenterInitInfo', {
    summary: 'The personal centre at once: who the caller is (as home/loadInitInfo/v2 says) and its badges (user/getMineCountInfo)',
    auth: 'required',
    body: NoParamsReq,
    result: res('UserCenterInitRes'),
    handle: async (_body, ctx): Promise<UserCenterInitRes> => {
      const [infor, counts] = await Promise.all([personalInfor(ctx.db, ctx.caller, ctx.lang), mineCounts(ctx)])
      return { PersonalInfor: infor, Counts: counts }
    },
  })
  call('user/getMineCountInfo', {
    summary: 'The personal centre’s badges: the caller’s own orders to pay and waiting for approval, approvals to decide, unread messages',
    auth: 'required',
    body: NoParamsReq,
    result: res('MineCountRes'),
    handle: (_body, ctx) => mineCounts(ctx),
  })
  call('user/getUserManageInfo', {
    summary: 'The Manage tab’s head: the company, its active employees and non-employees, approvals waiting for the caller',
    auth: 'required',
    power: 'ManagePermission.Enable',
    body: NoParamsReq,
    result: res('UserManageInfoRes'),
    handle: (_body, ctx) => manageInfo(ctx),
  })
})
