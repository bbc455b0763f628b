/**
 * The message centre: approval requests and results, reminders (once per 10 minutes), order
 * notices and flight notices derived from orders, unread counts for the badge, mark read,
 * languages and isolation.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import { delayOf, flightStatus } from '../src/modules/flight/flight-status'
import { inventory } from '../src/modules/flight/inventory'
import { addDays } from '../src/lib/time'
import { createTestEnv, expectError, expectOk, seededDay, TODAY, type TestEnv } from './helpers'
import { apply, personId } from './approval-harness'
import { bookingBody, choice, inPolicyFare, me, outOfPolicyFare, passengerOf, anyRuleReasons } from './flight-harness'

describe('message centre', () => {
  let env: TestEnv
  const t: Record<string, string> = {}
  before(async () => {
    env = await createTestEnv()
    for (const u of ['employee01', 'booker01', 'approver01', 'admin01', 'consultant01', 'other01']) t[u] = await env.login(u)
  })
  after(() => env.close())

  const list = async (token: string, body: Record<string, unknown> = {}, lang?: number) =>
    expectOk(await env.call('message/getMessageList', { PageSize: 50, ...body }, { token, ...(lang ? { lang } : {}) }))
  const count = async (token: string) => expectOk(await env.call('message/getUnreadCount', {}, { token }))

  it('the badge counts approvals waiting for me plus unread messages; mark read lowers it', async () => {
    const c = await count(t.approver01)
    assert.ok(c.PendingApprovals >= 1, 'the seeded pending application of 林涛 and 何雪')
    assert.ok(c.Approval >= 1)
    assert.equal(c.Total, c.PendingApprovals + c.Approval + c.Order + c.Flight)
    const msgs = await list(t.approver01, { Category: 'Approval', UnreadOnly: true })
    const request = msgs.Items.find((m: any) => m.Kind === 'ApprovalRequest')
    assert.equal(request.Title, '出差申请待您审批')
    assert.match(request.Content, /^王芳提交的出差申请 TA\d+：.+，.+。请于\d{4}-\d{2}-\d{2} \d{2}:\d{2}前处理。$/)
    assert.ok(msgs.Items.some((m: any) => m.Content.includes(`：北京 - 深圳 - 广州 - 北京，${seededDay('2026-12-21')} ~ ${seededDay('2026-12-24')}。`)))
    assert.equal(request.Link.Path, '/message/examine')
    assert.match(request.Link.Params.ApprovalNo, /^A\d{14}$/)
    const r = expectOk(await env.call('message/markRead', { Ids: [request.Id] }, { token: t.approver01 }))
    assert.equal(r.Updated, 1)
    assert.equal((await count(t.approver01)).Approval, c.Approval - 1)
    // Someone else's message id changes nothing.
    assert.equal(expectOk(await env.call('message/markRead', { Ids: [request.Id] }, { token: t.booker01 })).Updated, 0)
    expectOk(await env.call('message/markRead', { Category: 'Approval' }, { token: t.approver01 }))
    assert.equal((await count(t.approver01)).Approval, 0)
  })

  it('results reach the requester: rejected with the reason, in the reader’s language', async () => {
    const mine = await list(t.booker01, { Category: 'Approval' })
    const rejected = mine.Items.find((m: any) => m.Kind === 'ApprovalResult' && m.Title === '您的出差申请已驳回')
    assert.ok(rejected.Content.endsWith('，原因：本月部门差旅预算已用完，请下月再申请'))
    const en = await list(t.booker01, { Category: 'Approval' }, 2)
    assert.ok(en.Items.some((m: any) => m.Title === 'Your Trip application: Rejected'))
    const ja = await list(t.booker01, { Category: 'Approval' }, 5)
    assert.ok(ja.Items.some((m: any) => m.Title === '出張申請：却下'))
  })

  it('reminders: once per 10 minutes, by the requester, to the current approver', async () => {
    const a = await apply(env, t.booker01, { TravellerIds: [await personId(env, 'HY0017')] })
    const early = expectError(await env.call('vetting/reSendVettingMessage', { ApprovalNo: a.ApprovalNo }, { token: t.booker01 }), ErrorCode.TooManyCodes)
    assert.equal(early.ResultData.RetryAfterSeconds, 600)
    assert.equal(early.ErrMsg, '提醒过于频繁，请600秒后再试')
    expectError(await env.call('vetting/reSendVettingMessage', { ApprovalNo: a.ApprovalNo }, { token: t.employee01 }), ErrorCode.NoPermission)
    env.advance(599)
    assert.equal(
      expectError(await env.call('vetting/reSendVettingMessage', { ApprovalNo: a.ApprovalNo }, { token: t.booker01 }), ErrorCode.TooManyCodes).ResultData
        .RetryAfterSeconds,
      1,
    )
    env.advance(1)
    const ok = expectOk(await env.call('vetting/reSendVettingMessage', { ApprovalNo: a.ApprovalNo }, { token: t.booker01 }))
    assert.deepEqual(ok.SentTo, ['李娜'])
    const d = expectOk(await env.call('vetting/getApprovalDetail', { ApprovalNo: a.ApprovalNo }, { token: t.booker01 }))
    assert.equal(d.CanResend, true)
    assert.equal(d.ResendAvailableInSeconds, 600)
    const reminders = (await list(t.approver01, { Category: 'Approval' })).Items.filter((m: any) => m.SubjectNo === a.ApprovalNo)
    assert.deepEqual(reminders.map((m: any) => m.Title).sort(), ['【催办】出差申请待您审批', '出差申请待您审批'])
  })

  it('order notices: each timeline entry of my orders once, derived when read', async () => {
    const lin = expectOk(await env.call('user/getBookPersons', { Keyword: '林涛' }, { token: t.booker01 })).Persons[0]
    // Out of policy for 林涛, so the order waits for approval (Hengyuan vets out-of-policy flights).
    const { row, cabin } = await outOfPolicyFare(env, t.booker01, 'BJS', 'SHA', undefined, [lin.PersonId])
    const body = await bookingBody(env, t.booker01, [choice(row, cabin)], [passengerOf(lin)], { PolicyReasons: anyRuleReasons('客户指定航班') })
    const o = expectOk(await env.call('flight/submitBooking', body, { token: t.booker01 }))
    const first = (await list(t.booker01, { Category: 'Order' })).Items.filter((m: any) => m.SubjectNo === o.OrderNo)
    assert.deepEqual(first.map((m: any) => m.Content).sort(), ['订单需要审批，等待审批人处理', '订单已提交'].sort())
    assert.equal(first[0].Title, `订单 ${o.OrderNo}：待审批`)
    assert.equal(first[0].Link.Path, '/planeTicket/orderDetails')
    const again = (await list(t.booker01, { Category: 'Order' })).Items.filter((m: any) => m.SubjectNo === o.OrderNo)
    assert.equal(again.length, first.length, 'reading twice adds nothing')
  })

  it('flight notices: my issued flights within 48 hours, with a deterministic status', async () => {
    const self = await me(env, t.consultant01)
    const tomorrow = addDays(TODAY, 1)
    const { row, cabin } = await inPolicyFare(env, t.consultant01, 'SHA', 'BJS', tomorrow)
    const body = await bookingBody(env, t.consultant01, [choice(row, cabin)], [passengerOf(self)])
    const o = expectOk(await env.call('flight/submitBooking', body, { token: t.consultant01 }))
    expectOk(await env.call('Pay/flightpaystart', { OrderNo: o.OrderNo, Channel: 'CompanyAccount', PersonalAmount: 0 }, { token: t.consultant01 }))
    const notices = (await list(t.consultant01, { Category: 'Flight' })).Items
    const n = notices.find((m: any) => m.Flight?.FlightNo === row.FlightNo)
    assert.ok(n, 'a flight notice for tomorrow’s flight')
    const f = inventory().flight(row.FlightNo, `${row.DepartCityCode}-${row.ArriveCityCode}`)!
    const expected = flightStatus(f, tomorrow, env.now())
    assert.equal(n.Flight.Status, expected.status)
    assert.equal(n.Flight.DelayMinutes, delayOf(row.FlightNo, tomorrow))
    assert.equal(n.Link.Params.OrderNo, o.OrderNo)
    // A day later the same notice shows the flight as it is then.
    env.advance(30 * 3600)
    const later = (await list(t.consultant01, { Category: 'Flight' })).Items.find((m: any) => m.Flight?.FlightNo === row.FlightNo)
    assert.equal(later.Id, n.Id)
    assert.ok(['Departed', 'Arrived', 'Boarding'].includes(later.Flight.Status), later.Flight.Status)
    // Nothing for the booker's colleagues, nothing for another company.
    assert.ok(!(await list(t.employee01, { Category: 'Flight' })).Items.some((m: any) => m.SubjectNo === o.OrderNo))
  })

  it('another company’s person sees none of these messages', async () => {
    const l = await list(t.other01)
    assert.equal(l.Total, 0)
    const c = await count(t.other01)
    assert.equal(c.Total, 0)
  })
})
