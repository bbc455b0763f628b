/**
 * A product that registers with the order kernel shows up everywhere orders are read, with no
 * line of the order list, approvals, messages, trip applications or the cashier written for it:
 * fixtures/test-product.ts books "stays" through the kernel and brings only its own table, its
 * list rows and its approval facts.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import { moveOrder } from '../src/kernel/orders/state'
import { adb } from './approval-harness'
import { installTestProduct, TEST_STAY_DOMAIN } from './fixtures/test-product'
import { createTestEnv, expectError, expectOk, TODAY, type TestEnv } from './helpers'

let seq = 0
const rid = () => `stay-${process.pid}-${++seq}`

describe('a product registered with the order kernel', () => {
  let env: TestEnv
  let employee: string
  let approver: string
  const book = (extra: Record<string, unknown> = {}) =>
    env.call('testStay/book', { ClientRequestId: rid(), CityCode: 'SHA', CheckIn: '2026-12-02', Nights: 2, Total: 96000, ...extra }, { token: employee })

  before(async () => {
    env = await createTestEnv({ extraDomains: [TEST_STAY_DOMAIN] })
    await installTestProduct(env.handle)
    employee = await env.login('employee01')
    approver = await env.login('approver01')
  })
  after(() => env.close())

  it('books through the kernel: its number, the approval it needs, the request id', async () => {
    const id = rid()
    const first = expectOk(await book({ ClientRequestId: id }))
    assert.match(first.OrderNo, new RegExp(`^T${TODAY.replace(/-/g, '')}\\d{6}$`), 'the product letter and the booking day in China')
    assert.equal(first.Status, 'PendingApproval')
    const again = expectOk(await book({ ClientRequestId: id }))
    assert.deepEqual(again, { ...first, Replayed: true })
  })

  it('shows in the order list and in the trips tab, with its own title and date', async () => {
    const { OrderNo } = expectOk(await book())
    const list = expectOk(await env.call('order/getOrderList', { PageSize: 50 }, { token: employee }))
    const row = list.Orders.find((o: { OrderNo: string }) => o.OrderNo === OrderNo)
    assert.ok(row, 'in the list')
    assert.equal(row.Product, 'TestStay')
    assert.equal(row.Title, '上海')
    assert.equal(row.SubTitle, '2 nights · 2026-12-02 14:00')
    assert.equal(row.StatusName, '待审批')
    assert.deepEqual(row.PassengerNames, ['张伟'])
    assert.equal(row.TotalAmount, 96000)
    assert.equal(row.Actions.CanCancel, true)
    const only = expectOk(await env.call('order/getOrderList', { Product: 'TestStay', PageSize: 50 }, { token: employee }))
    assert.ok(only.Orders.length >= 1 && only.Orders.every((o: { Product: string }) => o.Product === 'TestStay'))
    // The trips tab asks for the last year, 50 at a time.
    const trips = expectOk(await env.call('order/getOrderList', { TimeRange: '1Y', PageIndex: 1, PageSize: 50 }, { token: employee }))
    assert.ok(trips.Orders.some((o: { OrderNo: string; SubTitle: string }) => o.OrderNo === OrderNo && o.SubTitle.includes('2026-12-02')))
  })

  it('is approved like any order: the approver sees it, decides, and the order moves', async () => {
    const { OrderNo } = expectOk(await book())
    const pending = expectOk(await env.call('vetting/getApprovalOrders', { Tab: 'Pending', PageSize: 50 }, { token: approver }))
    const item = pending.Items.find((i: { Subject: { No: string } }) => i.Subject.No === OrderNo)
    assert.ok(item, "in the approver's pending tab")
    assert.equal(item.Subject.Kind, 'TestStayOrder')
    assert.equal(item.Subject.KindName, 'Test stay')
    assert.equal(item.Subject.Title, '上海')
    assert.equal(item.Subject.SubTitle, '2 nights · 2026-12-02')
    assert.equal(item.Subject.Amount, 96000)
    const detail = expectOk(await env.call('vetting/getApprovalDetail', { OrderNo }, { token: approver }))
    assert.equal(detail.ApprovalNo, item.ApprovalNo)
    assert.equal(detail.FlightOrder, null)
    const decided = expectOk(await env.call('vetting/vettingHandleOrderV1', { ApprovalNo: item.ApprovalNo, Decision: 'Approve' }, { token: approver }))
    assert.equal(decided.SubjectStatus, 'Placed')
    const list = expectOk(await env.call('order/getOrderList', { Product: 'TestStay', PageSize: 50 }, { token: employee }))
    assert.equal(list.Orders.find((o: { OrderNo: string }) => o.OrderNo === OrderNo).Status, 'Placed')
  })

  it('gives back what it holds when its approval is rejected', async () => {
    const { OrderNo } = expectOk(await book())
    const a = expectOk(await env.call('vetting/getApprovalDetail', { OrderNo }, { token: approver }))
    expectOk(await env.call('vetting/vettingHandleOrderV1', { ApprovalNo: a.ApprovalNo, Decision: 'Reject', Reason: '不需要住宿' }, { token: approver }))
    const order = await adb(env).selectFrom('orders').select(['id', 'status', 'approval_status']).where('order_no', '=', OrderNo).executeTakeFirstOrThrow()
    assert.deepEqual({ status: order.status, approval: order.approval_status }, { status: 'Cancelled', approval: 'Rejected' })
    const stay = await (env.db as unknown as import('kysely').Kysely<any>)
      .selectFrom('test_stays')
      .select('status')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow()
    assert.equal(stay.status, 'Released')
  })

  it('sends its timeline and its approval to the message centre', async () => {
    const { OrderNo } = expectOk(await book())
    const mine = expectOk(await env.call('message/getMessageList', { Category: 'Order', PageSize: 50 }, { token: employee }))
    const notice = mine.Items.find((m: { SubjectNo: string }) => m.SubjectNo === OrderNo)
    assert.ok(notice, 'an order notice')
    assert.equal(notice.Kind, 'OrderNotice')
    assert.deepEqual(notice.Link, { Path: '/testStay/orderDetails', Params: { OrderNo } })
    assert.equal(notice.Title, `订单 ${OrderNo}：待审批`)
    const theirs = expectOk(await env.call('message/getMessageList', { Category: 'Approval', PageSize: 50 }, { token: approver, lang: 2 }))
    assert.ok(theirs.Items.some((m: { Kind: string; Title: string }) => m.Kind === 'ApprovalRequest' && m.Title === 'Approval needed: Test stay'))
  })

  it('is paid at the cashier, which fulfils it through the product', async () => {
    const { OrderNo } = expectOk(await book())
    const a = expectOk(await env.call('vetting/getApprovalDetail', { OrderNo }, { token: approver }))
    expectOk(await env.call('vetting/vettingHandleOrderV1', { ApprovalNo: a.ApprovalNo, Decision: 'Approve' }, { token: approver }))
    const paid = expectOk(await env.call('Pay/flightpaystart', { OrderNo, Channel: 'CompanyAccount', PersonalAmount: 0 }, { token: employee }))
    assert.equal(paid.Status, 'TicketIssued')
    assert.equal(paid.PaidCompanyAmount, 96000)
    assert.deepEqual(
      paid.Timeline.map((t: { Status: string }) => t.Status),
      ['已支付'],
    )
    expectError(
      await env.call('Pay/flightpaystart', { OrderNo, Channel: 'CompanyAccount', PersonalAmount: 0 }, { token: employee }),
      ErrorCode.OrderStatusChanged,
    )
  })

  it('appears among the orders of the trip application whose code it carries', async () => {
    const apps = expectOk(await env.call('tripformapi/application/list', { PageSize: 50 }, { token: employee }))
    const approved = apps.Items.find((a: { Status: string; AuthorizationCode: string | null }) => a.Status === 'Approved' && a.AuthorizationCode)
    assert.ok(approved, "employee01's approved application (seed)")
    const { OrderNo } = expectOk(await book({ AuthorizationCode: approved.AuthorizationCode }))
    const d = expectOk(await env.call('tripformapi/application/detail', { ApplicationNo: approved.ApplicationNo }, { token: employee }))
    const o = d.Orders.find((x: { OrderNo: string }) => x.OrderNo === OrderNo)
    assert.deepEqual({ product: o.Product, status: o.StatusName, amount: o.Amount }, { product: 'TestStay', status: '待审批', amount: 96000 })
  })

  it('moves only as the one transition table allows', async () => {
    const { OrderNo } = expectOk(await book())
    const order = await adb(env).selectFrom('orders').select('id').where('order_no', '=', OrderNo).executeTakeFirstOrThrow()
    await assert.rejects(
      adb(env)
        .transaction()
        .execute((trx) => moveOrder(trx, order.id, 'PendingApproval', 'TicketIssued', env.now().toISOString())),
      (e: { code?: number }) => e.code === ErrorCode.OrderStatusChanged,
    )
    const row = await adb(env).selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()
    assert.equal(row.status, 'PendingApproval')
  })
})
