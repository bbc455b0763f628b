/**
 * Flight orders through approval: an order that needs approval (PendingApproval) gets its
 * approval; approved it moves on to payment and ticketing; rejected or expired it is cancelled
 * with the reason and its seats go back; a traveller's cancel ends the approval; whitelisted
 * travellers are recorded as SystemApproved.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import type { BookPerson, CabinItem, FlightRow } from '../../types/api/flight'
import { expireOverdue } from '../src/services/approvals/lifecycle'
import { onOrderCreated } from '../src/services/approvals/order-sync'
import { createTestEnv, expectError, expectOk, type TestEnv } from './helpers'
import { adb, approve, companyId, reject } from './approval-harness'
import { bookingBody, cabins, choice, DAY, me, passengerOf, person, search, seatsOf } from './flight-harness'

describe('flight orders and approvals', () => {
  let env: TestEnv
  const t: Record<string, string> = {}
  let lin: BookPerson
  before(async () => {
    env = await createTestEnv()
    for (const u of ['booker01', 'approver01', 'admin01', 'consultant01', 'other01']) t[u] = await env.login(u)
    lin = await person(env, t.booker01, '林涛')
  })
  after(() => env.close())

  /** An out-of-policy fare for 林涛 (rank R1: economy only). */
  async function outOfPolicyFare(dep = 'BJS', arr = 'SHA'): Promise<{ row: FlightRow; cabin: CabinItem }> {
    for (const row of await search(env, t.booker01, dep, arr, DAY, { PassengerIds: [lin.PersonId] })) {
      const cabin = (await cabins(env, t.booker01, row, { PassengerIds: [lin.PersonId] })).find((c) => !c.Policy.InPolicy && c.SeatsLeft > 1)
      if (cabin) return { row, cabin }
    }
    throw new Error('no out-of-policy fare')
  }

  async function bookForLin(dep = 'BJS', arr = 'SHA') {
    const { row, cabin } = await outOfPolicyFare(dep, arr)
    const body = await bookingBody(env, t.booker01, [choice(row, cabin)], [passengerOf(lin)], { PolicyReasons: [{ SegmentIndex: 0, ReasonCodeId: null, ReasonText: '客户临时改期' }] })
    const r = expectOk(await env.call('flight/submitBooking', body, { token: t.booker01 }))
    assert.equal(r.Status, 'PendingApproval')
    return { ...r, row, cabin }
  }

  const orderDetail = async (orderNo: string) => expectOk(await env.call('flightOrder/getOrderDetail', { OrderNo: orderNo }, { token: t.booker01 }))
  const approvalOf = async (orderNo: string, token = t.booker01) => expectOk(await env.call('vetting/getApprovalDetail', { OrderNo: orderNo }, { token }))

  it('an out-of-policy booking waits for the traveller’s superior, who sees route, amount, violations and reason', async () => {
    const o = await bookForLin()
    const pending = expectOk(await env.call('vetting/getApprovalOrders', { Tab: 'Pending', Subject: 'FlightOrder', PageSize: 50 }, { token: t.approver01 }))
    const item = pending.Items.find((i: any) => i.Subject.No === o.OrderNo)
    assert.ok(item, 'the order is in approver01’s pending tab')
    assert.equal(item.Subject.Title, '北京 - 上海')
    assert.equal(item.Subject.InPolicy, false)
    assert.ok(item.Subject.Violations.length > 0)
    assert.deepEqual(item.Subject.PolicyReasons, ['客户临时改期'])
    assert.equal(item.Subject.Amount, o.PriceDetail.Total)
    assert.deepEqual(item.Subject.TravellerNames, ['林涛'])
    assert.equal(item.RequesterName, '王芳')
    const d = await approvalOf(o.OrderNo, t.approver01)
    assert.equal(d.FlightOrder.OrderNo, o.OrderNo)
    assert.equal(d.FlightOrder.Segments[0].FlightNo, o.row.FlightNo)
    assert.equal(d.FlightOrder.Segments[0].PolicyReason, '客户临时改期')

    const res = expectOk(await approve(env, t.approver01, item.ApprovalNo))
    assert.equal(res.Status, 'Approved')
    assert.equal(res.SubjectStatus, 'Placed')
    const order = await orderDetail(o.OrderNo)
    assert.equal(order.Status, 'Placed')
    assert.equal(order.ApprovalStatus, 'Approved')
    assert.ok(order.Timeline.some((e: any) => e.Text === '审批通过'))
    // The flight rules take over: the cashier confirms the company-paid order and tickets it.
    const paid = expectOk(await env.call('Pay/flightpaystart', { OrderNo: o.OrderNo, Channel: 'CompanyAccount', PersonalAmount: 0 }, { token: t.booker01 }))
    assert.equal(paid.Status, 'TicketIssued')
  })

  it('rejected: the order is cancelled, seats go back, the reason reaches the booker', async () => {
    const o = await bookForLin('BJS', 'CAN')
    const taken = await seatsOf(env, o.row, o.cabin.CabinCode)
    const a = await approvalOf(o.OrderNo)
    expectOk(await reject(env, t.approver01, a.ApprovalNo, '请改订经济舱'))
    const order = await orderDetail(o.OrderNo)
    assert.equal(order.Status, 'Cancelled')
    assert.equal(order.ApprovalStatus, 'Rejected')
    assert.equal(order.Tickets[0].Status, 'Void')
    assert.equal(await seatsOf(env, o.row, o.cabin.CabinCode), taken! + 1)
    assert.ok(order.Timeline.at(-1).Text.startsWith('审批驳回'))
    const after = await approvalOf(o.OrderNo)
    assert.equal(after.Status, 'Rejected')
    assert.equal(after.LastReason, '请改订经济舱')
    const msgs = expectOk(await env.call('message/getMessageList', { Category: 'Approval' }, { token: t.booker01 }))
    const result = msgs.Items.find((m: any) => m.Kind === 'ApprovalResult' && m.SubjectNo === a.ApprovalNo)
    assert.ok(result.Content.includes('请改订经济舱'))
    expectError(await approve(env, t.approver01, a.ApprovalNo), ErrorCode.OrderStatusChanged)
  })

  it('expired: after the time-out the order is cancelled with "approval expired" and its seats released', async () => {
    const o = await bookForLin('SHA', 'SZX')
    const taken = await seatsOf(env, o.row, o.cabin.CabinCode)
    await onOrderCreated(adb(env), await companyId(env), o.OrderNo, env.now())
    env.advance(24 * 3600)
    assert.ok((await expireOverdue(adb(env), env.now())) >= 1)
    const order = await orderDetail(o.OrderNo)
    assert.equal(order.Status, 'Cancelled')
    assert.equal(order.ApprovalStatus, 'Expired')
    assert.equal(await seatsOf(env, o.row, o.cabin.CabinCode), taken! + 1)
    const a = await approvalOf(o.OrderNo)
    assert.equal(a.Status, 'Expired')
    assert.equal(a.Records.at(-1).Reason, '审批超时未处理')
  })

  it('onOrderCreated notifies the approver at once and is idempotent', async () => {
    const o = await bookForLin('CTU', 'BJS')
    const cid = await companyId(env)
    const no = await onOrderCreated(adb(env), cid, o.OrderNo, env.now())
    assert.ok(no)
    assert.equal(await onOrderCreated(adb(env), cid, o.OrderNo, env.now()), no)
    const msgs = expectOk(await env.call('message/getMessageList', { Category: 'Approval', UnreadOnly: true }, { token: t.approver01 }))
    assert.ok(msgs.Items.some((m: any) => m.Kind === 'ApprovalRequest' && m.SubjectNo === no))
  })

  it('a traveller who cancels the order ends its approval; deciding it later is 316', async () => {
    const o = await bookForLin('BJS', 'SHA')
    const a = await approvalOf(o.OrderNo)
    expectOk(await env.call('flightOrder/cancelOrder', { OrderNo: o.OrderNo, Status: 'PendingApproval' }, { token: t.booker01 }))
    expectError(await approve(env, t.approver01, a.ApprovalNo), ErrorCode.OrderStatusChanged)
    assert.equal((await approvalOf(o.OrderNo)).Status, 'Cancelled')
  })

  it('approve and cancel at the same moment: exactly one succeeds', async () => {
    for (let i = 0; i < 3; i++) {
      const o = await bookForLin('BJS', 'SHA')
      const a = await approvalOf(o.OrderNo)
      const [x, y] = await Promise.all([
        approve(env, t.approver01, a.ApprovalNo),
        env.call('flightOrder/cancelOrder', { OrderNo: o.OrderNo, Status: 'PendingApproval' }, { token: t.booker01 }),
      ])
      assert.equal([x, y].filter((r) => r.IsSuccess).length, 1, JSON.stringify([x, y].map((r) => [r.ErrorCode, r.ErrMsg])))
      const order = await orderDetail(o.OrderNo)
      assert.equal(order.Status, x.IsSuccess ? 'Placed' : 'Cancelled')
    }
  })

  it('a whitelisted traveller books without approval; the request is recorded as SystemApproved', async () => {
    const self = await me(env, t.consultant01)
    const { row, cabin } = await outOfPolicyFare('BJS', 'SHA')
    const body = await bookingBody(env, t.consultant01, [choice(row, cabin)], [passengerOf(self)], { PolicyReasons: [{ SegmentIndex: 0, ReasonCodeId: null, ReasonText: '会议' }] })
    const r = expectOk(await env.call('flight/submitBooking', body, { token: t.consultant01 }))
    assert.equal(r.Status, 'Placed')
    assert.equal(r.NeedApproval, false)
    const mine = expectOk(await env.call('vetting/getApprovalOrders', { Tab: 'Submitted', Subject: 'FlightOrder' }, { token: t.consultant01 }))
    const item = mine.Items.find((i: any) => i.Subject.No === r.OrderNo)
    assert.equal(item.Status, 'SystemApproved')
    const pendingForAnyone = expectOk(await env.call('vetting/getApprovalOrders', { Tab: 'Pending', PageSize: 50 }, { token: t.approver01 }))
    assert.ok(!pendingForAnyone.Items.some((i: any) => i.Subject.No === r.OrderNo))
  })

  it('another company sees none of the order approvals', async () => {
    const o = await bookForLin('BJS', 'SHA')
    expectError(await env.call('vetting/getApprovalDetail', { OrderNo: o.OrderNo }, { token: t.other01 }), ErrorCode.NotFound)
    const l = expectOk(await env.call('vetting/getApprovalOrders', { Tab: 'Pending' }, { token: t.other01 }))
    assert.equal(l.Total, 0)
  })
})
