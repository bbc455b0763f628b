/** Administration calls: messenger bindings and invitations to join the company. */
import type { PowerKey } from '../../../../types/api'
import * as A from '../../../../types/api/admin'
import type { Messenger } from '../../../../types/api/admin'
import type { AddCall } from '../../http/call'
import * as I from './invites'
import * as B from './messengers'
import { M, res, count } from './route-kit'

const EMPLOYEE: PowerKey = `${M}.EmployeeInfo.EmployeeManage`
const MESSENGER_POWER: Record<Messenger, PowerKey> = {
  wechatwork: `${M}.EmployeeInfo.WechatWorkBinding`,
  dingtalkwork: `${M}.EmployeeInfo.DingTalkBinding`,
  feishuwork: `${M}.EmployeeInfo.FeishuBinding`,
}

function messengers(call: AddCall<A.AdminCalls>) {
  for (const m of A.MESSENGERS) {
    const power = MESSENGER_POWER[m]
    call(`${m}/getUsers`, {
      summary: `Employees and their ${m} binding state; paged`,
      auth: 'required',
      power,
      body: A.MessengerUsersReq,
      result: res('Page<MessengerUser>'),
      handle: (b, ctx) => B.messengerUsers(ctx, m, b),
    })
    call(`${m}/bindingUser`, {
      summary: `Binds an employee to a ${m} user id`,
      auth: 'required',
      power,
      body: A.BindingUserReq,
      result: res('MessengerUser'),
      handle: (b, ctx) => B.bindUser(ctx, m, b.PersonId, b.ExternalUserId),
    })
    call(`${m}/unbindingUser`, {
      summary: `Removes an employee’s ${m} binding`,
      auth: 'required',
      power,
      body: A.PersonIdReq,
      result: res('MessengerUser'),
      handle: (b, ctx) => B.bindUser(ctx, m, b.PersonId, null),
    })
    call(`${m}/inviteUser`, {
      summary: `A sign-in link for the employee; opened in ${m} and signed in, it binds (messenger/acceptBinding)`,
      auth: 'required',
      power,
      body: A.PersonIdReq,
      result: res('BindingLink'),
      handle: (b, ctx) => B.bindingLink(ctx, m, b.PersonId),
    })
  }
  call('messenger/acceptBinding', {
    summary: 'The signed-in employee opened their binding link: records the binding (1020 expired, 1003 someone else’s)',
    auth: 'required',
    body: A.AcceptBindingReq,
    result: res('AcceptBindingRes'),
    handle: (b, ctx) => B.acceptBinding(ctx, b.Token, b.ExternalUserId),
  })
  call('messenger/bindingInfo', {
    summary: 'The signed-in employee’s binding link: messenger, company, whom it is for (1020 used or expired, 1003 someone else’s)',
    auth: 'required',
    body: A.BindingInfoReq,
    result: res('BindingInfo'),
    handle: (b, ctx) => B.bindingInfo(ctx, b.Token),
  })
}

function invitations(call: AddCall<A.AdminCalls>) {
  const power = EMPLOYEE
  call('invite/create', {
    summary: 'An invitation link (the client draws its QR code), optionally into a department',
    auth: 'required',
    power,
    body: A.CreateInviteReq,
    result: res('InviteLink'),
    handle: (b, ctx) => I.createInvite(ctx, b.DepartmentId),
  })
  call('invite/getinviteinfo', {
    summary: 'The company and department an invitation is for (no sign-in; 1020 expired)',
    auth: 'none',
    body: A.InviteTokenReq,
    result: res('InviteInfo'),
    handle: (b, ctx) => I.inviteInfo(ctx, b.Token),
  })
  call('invite/join', {
    summary: 'Asks to join through an invitation (no sign-in); waits for an administrator',
    auth: 'none',
    limit: 'register',
    body: A.JoinReq,
    result: res('JoinRes'),
    handle: (b, ctx) => I.join(ctx, b),
  })
  call('invite/list', {
    summary: 'Join requests by state; paged',
    auth: 'required',
    power,
    body: A.InviteListReq,
    result: res('Page<JoinRequestItem>'),
    handle: (b, ctx) => I.joinRequests(ctx, b),
  })
  call('invite/userCount', {
    summary: 'Join requests waiting for a decision',
    auth: 'required',
    power,
    body: A.EmptyAdminReq,
    result: res('CountRes'),
    handle: async (_b, ctx) => count(await I.pendingCount(ctx)),
  })
  call('invite/approve', {
    summary: 'Approves (the person becomes an employee with an account) or rejects a join request',
    auth: 'required',
    power,
    body: A.InviteApproveReq,
    result: res('JoinRequestItem'),
    handle: (b, ctx) => I.decideJoin(ctx, b),
  })
}

export function joiningCalls(call: AddCall<A.AdminCalls>) {
  messengers(call)
  invitations(call)
}
