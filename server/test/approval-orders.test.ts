/**
 * Flight orders through approval: an order that needs approval (PendingApproval) gets its
 * approval; approved it moves on to payment and ticketing; rejected or expired it is cancelled
 * with the reason and its seats go back; a traveller's cancel ends the approval; whitelisted
 * travellers are recorded as SystemApproved. The booking starts the approval at once
 * (onOrderCreated right after the order's commit), and checks the authorization code of a trip
 * application when the settings say so (VettingType 2: an approved application spares the approval).
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import type { BookPerson, CabinItem, FlightRow } from '../../types/api/flight'
import { expireOverdue } from '../src/services/approvals/lifecycle'
import { onOrderCreated } from '../src/kernel/orders/approval-subject'
import { createTestEnv, expectError, expectOk, seededDay, type TestEnv } from './helpers'
import { adb, apply, approve, companyId, personId, reject, TRIP_OUT } from './approval-harness'
import {
  bookingBody,
  cabins,
  choice,
  DAY,
  inPolicyFare,
  me,
  outOfPolicyFare as outOfPolicyFor,
  passengerOf,
  person,
  requestId,
  search,
  seatsOf,
  anyRuleReasons,
} from './flight-harness'

describe('flight orders and approvals', () => {
  let env: TestEnv
  const t: Record<string, string> = {}
  let lin: BookPerson
  before(async () => {
    env = await createTestEnv()
    for (const u of ['employee01', 'booker01', 'approver01', 'admin01', 'consultant01', 'other01']) t[u] = await env.login(u)
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
    const body = await bookingBody(env, t.booker01, [choice(row, cabin)], [passengerOf(lin)], { PolicyReasons: anyRuleReasons('客户临时改期') })
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
    // Booked in Chinese, read in each reader's language: the violations are the same facts.
    assert.match(item.Subject.Violations.join(' '), /[\u4e00-\u9fff]/)
    const pendingEn = expectOk(
      await env.call('vetting/getApprovalOrders', { Tab: 'Pending', Subject: 'FlightOrder', PageSize: 50 }, { token: t.approver01, lang: 2 }),
    )
    const itemEn = pendingEn.Items.find((i: any) => i.Subject.No === o.OrderNo)
    assert.equal(itemEn.Subject.Violations.length, item.Subject.Violations.length)
    for (const v of itemEn.Subject.Violations) assert.doesNotMatch(v, /[\u4e00-\u9fff]/, v)
    const dEn = expectOk(await env.call('vetting/getApprovalDetail', { OrderNo: o.OrderNo }, { token: t.approver01, lang: 2 }))
    for (const v of dEn.FlightOrder.Segments[0].Policy.Violations) {
      assert.doesNotMatch(v.Message, /[\u4e00-\u9fff]/, v.Message)
      assert.match(v.Message, /^(Not the lowest fare|Above the allowed|Must be booked)/)
    }
    const orderJa = expectOk(await env.call('flightOrder/getOrderDetail', { OrderNo: o.OrderNo }, { token: t.booker01, lang: 5 }))
    assert.ok(
      orderJa.Segments[0].Policy.Violations.every((v: any) => /(最安値|座席クラス|割引率|日前)/.test(v.Message)),
      JSON.stringify(orderJa.Segments[0].Policy.Violations),
    )
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
    assert.equal(order.Timeline.at(-1).Text, '审批驳回，订单已取消：请改订经济舱', 'the timeline carries the approver’s reason')
    const en = expectOk(await env.call('flightOrder/getOrderDetail', { OrderNo: o.OrderNo }, { token: t.booker01, lang: 2 }))
    assert.equal(en.Timeline.at(-1).Text, 'Rejected; the order is cancelled: 请改订经济舱')
    const listed = expectOk(await env.call('order/getOrderList', { Keyword: o.OrderNo }, { token: t.booker01 })).Orders[0]
    assert.deepEqual([listed.Status, listed.ApprovalStatus], ['Cancelled', 'Rejected'])
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
    assert.equal(order.Timeline.at(-1).Text, '审批超时，订单已取消：审批超时未处理')
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
    const body = await bookingBody(env, t.consultant01, [choice(row, cabin)], [passengerOf(self)], { PolicyReasons: anyRuleReasons('会议') })
    const r = expectOk(await env.call('flight/submitBooking', body, { token: t.consultant01 }))
    assert.equal(r.Status, 'Placed')
    assert.equal(r.NeedApproval, false)
    const mine = expectOk(await env.call('vetting/getApprovalOrders', { Tab: 'Submitted', Subject: 'FlightOrder' }, { token: t.consultant01 }))
    const item = mine.Items.find((i: any) => i.Subject.No === r.OrderNo)
    assert.equal(item.Status, 'SystemApproved')
    const pendingForAnyone = expectOk(await env.call('vetting/getApprovalOrders', { Tab: 'Pending', PageSize: 50 }, { token: t.approver01 }))
    assert.ok(!pendingForAnyone.Items.some((i: any) => i.Subject.No === r.OrderNo))
  })

  it('several travellers: the order skips approval only when every one of them is on the whitelist', async () => {
    const listed = await person(env, t.booker01, '陈静') // consultant01, whitelisted for flights
    // Three seats: two for the first order, one for the second.
    let row!: FlightRow
    let cabin!: CabinItem
    for (const r of await search(env, t.booker01, 'SHA', 'BJS', DAY, { PassengerIds: [lin.PersonId] })) {
      const c = (await cabins(env, t.booker01, r, { PassengerIds: [lin.PersonId] })).find((x) => !x.Policy.InPolicy && x.SeatsLeft >= 3)
      if (c) {
        ;[row, cabin] = [r, c]
        break
      }
    }
    assert.ok(cabin, 'an out-of-policy fare with three seats')
    const reasons = { PolicyReasons: anyRuleReasons('客户临时改期') }
    const mixed = expectOk(
      await env.call('flight/submitBooking', await bookingBody(env, t.booker01, [choice(row, cabin)], [passengerOf(lin), passengerOf(listed)], reasons), {
        token: t.booker01,
      }),
    )
    assert.deepEqual([mixed.Status, mixed.NeedApproval], ['PendingApproval', true])
    assert.equal((await approvalOf(mixed.OrderNo)).Status, 'Pending')
    const alone = expectOk(
      await env.call('flight/submitBooking', await bookingBody(env, t.booker01, [choice(row, cabin)], [passengerOf(listed)], reasons), { token: t.booker01 }),
    )
    assert.deepEqual([alone.Status, alone.NeedApproval], ['Placed', false])
  })

  it('employee01 out of policy: the approval starts with the booking and approver01 sees it at once; approved, it is ticketed', async () => {
    const self = await me(env, t.employee01)
    const { row, cabin } = await outOfPolicyFor(env, t.employee01, 'BJS', 'SHA')
    const body = await bookingBody(env, t.employee01, [choice(row, cabin)], [passengerOf(self)], { PolicyReasons: anyRuleReasons('会议时间') })
    const r = expectOk(await env.call('flight/submitBooking', body, { token: t.employee01 }))
    assert.deepEqual([r.Status, r.NeedApproval], ['PendingApproval', true])
    // Before any approval read (which would sync): the booking itself created the approval and the notice.
    const made = await adb(env)
      .selectFrom('approvals')
      .select(['approval_no', 'status', 'submitted_at'])
      .where('subject_kind', '=', 'FlightOrder')
      .where('subject_no', '=', r.OrderNo)
      .executeTakeFirst()
    assert.ok(made, 'the approval exists right after submitBooking')
    assert.deepEqual([made.status, made.submitted_at], ['Pending', env.now().toISOString()])
    const li = (await env.db.selectFrom('persons').select('id').where('employee_no', '=', 'HY0002').executeTakeFirstOrThrow()).id
    const notice = await adb(env)
      .selectFrom('messages')
      .select('id')
      .where('person_id', '=', li)
      .where('kind', '=', 'ApprovalRequest')
      .where('subject_no', '=', made.approval_no)
      .executeTakeFirst()
    assert.ok(notice, 'approver01 was notified by the booking')

    const pending = expectOk(await env.call('vetting/getApprovalOrders', { Tab: 'Pending', Subject: 'FlightOrder', PageSize: 50 }, { token: t.approver01 }))
    const item = pending.Items.find((i: any) => i.Subject.No === r.OrderNo)
    assert.ok(item, 'in approver01’s pending tab')
    assert.equal(item.ApprovalNo, made.approval_no)
    assert.deepEqual(item.Subject.TravellerNames, ['张伟'])
    expectError(
      await env.call('Pay/flightpaystart', { OrderNo: r.OrderNo, Channel: 'CompanyAccount', PersonalAmount: 0 }, { token: t.employee01 }),
      ErrorCode.OrderStatusChanged,
    )
    expectOk(await approve(env, t.approver01, item.ApprovalNo))
    const paid = expectOk(await env.call('Pay/flightpaystart', { OrderNo: r.OrderNo, Channel: 'CompanyAccount', PersonalAmount: 0 }, { token: t.employee01 }))
    assert.equal(paid.Status, 'TicketIssued')
  })

  it('employee01 in policy: placed at once, no approval at all', async () => {
    const self = await me(env, t.employee01)
    const { row, cabin } = await inPolicyFare(env, t.employee01, 'SHA', 'CAN')
    const r = expectOk(
      await env.call('flight/submitBooking', await bookingBody(env, t.employee01, [choice(row, cabin)], [passengerOf(self)]), { token: t.employee01 }),
    )
    assert.deepEqual([r.Status, r.NeedApproval], ['Placed', false])
    const mine = expectOk(await env.call('vetting/getApprovalOrders', { Tab: 'Submitted', Subject: 'FlightOrder', PageSize: 50 }, { token: t.employee01 }))
    assert.ok(!mine.Items.some((i: any) => i.Subject.No === r.OrderNo))
  })

  it('no approver: the approval fails at once, the booking answers Cancelled and the timeline says why', async () => {
    const cid = await companyId(env)
    const zhou = await personId(env, 'HY0001')
    // 周建国 has no superior; vet every order for this test, take him off the whitelist and bind
    // him to a direct-superior template without backup: nobody is left to decide.
    const settings = await env.db.selectFrom('company_settings').select('setting_json').where('company_id', '=', cid).executeTakeFirstOrThrow()
    const always = JSON.parse(settings.setting_json)
    always.FlightSettings.NormalSettings.VettingSettings = { IsEnableVetting: true, VettingType: 0 }
    await env.db
      .updateTable('company_settings')
      .set({ setting_json: JSON.stringify(always) })
      .where('company_id', '=', cid)
      .execute()
    const listed = await adb(env).selectFrom('approval_whitelist').selectAll().where('person_id', '=', zhou).execute()
    await adb(env).deleteFrom('approval_whitelist').where('person_id', '=', zhou).execute()
    const tpl = expectOk(
      await env.call(
        'vettingsetting/saveVettingTemplate',
        { Name: '仅直属上级（无备岗）', BindKind: 'Staff', Levels: [{ Kind: 'DirectSuperior', ApproverIds: [] }] },
        { token: t.admin01 },
      ),
    )
    expectOk(await env.call('vettingsetting/bindTemplatePersons', { TemplateId: tpl.TemplateId, PersonIds: [zhou] }, { token: t.admin01 }))
    try {
      const traveller = await person(env, t.booker01, '周建国')
      const { row, cabin } = await inPolicyFare(env, t.booker01, 'BJS', 'SHA')
      const r = expectOk(
        await env.call('flight/submitBooking', await bookingBody(env, t.booker01, [choice(row, cabin)], [passengerOf(traveller)]), { token: t.booker01 }),
      )
      assert.deepEqual([r.Status, r.NeedApproval, r.NeedPayment], ['Cancelled', true, false])
      const order = await orderDetail(r.OrderNo)
      assert.deepEqual([order.Status, order.ApprovalStatus], ['Cancelled', 'Failed'])
      assert.equal(order.Timeline.at(-1).Text, '无法发起审批，订单已取消：未找到审批人')
      assert.equal(order.Tickets[0].Status, 'Void', 'its seat is back on sale')
    } finally {
      await env.db.updateTable('company_settings').set({ setting_json: settings.setting_json }).where('company_id', '=', cid).execute()
      expectOk(await env.call('vettingsetting/unbindTemplatePersons', { TemplateId: tpl.TemplateId, PersonIds: [zhou] }, { token: t.admin01 }))
      expectOk(await env.call('vettingsetting/deleteVettingTemplate', { TemplateId: tpl.TemplateId }, { token: t.admin01 }))
      for (const w of listed)
        await adb(env)
          .insertInto('approval_whitelist')
          .values({ company_id: w.company_id, person_id: w.person_id, product: w.product, created_at: w.created_at })
          .execute()
    }
  })

  describe('authorization codes of trip applications', () => {
    /** employee01's seeded application: Beijing ⇄ Shanghai 8–10 Dec 2026 as laid out (seededDay), approved by approver01, flight budget ¥3,000. */
    async function seededCode(): Promise<{ code: string; no: string }> {
      const self = await me(env, t.employee01)
      const oa = expectOk(await env.call('oa/getAuthorizationCodeSettings', { Product: 'Flight', PersonIds: [self.PersonId] }, { token: t.employee01 }))
      assert.deepEqual(
        [oa.IsDisplayAuthorizationCode, oa.IsRequiredAuthorizationCode, oa.IsCheckAuthorizationCode],
        [true, false, true],
        'demo: shown, optional, checked',
      )
      const item = oa.Items.find((i: any) => i.StartDate === seededDay('2026-12-08'))
      assert.ok(item, 'the seeded approved application is offered to employee01')
      return { code: item.AuthorizationCode, no: item.ApplicationNo }
    }
    const bookWithCode = async (token: string, code: string, dep: string, arr: string, date: string, extra: Record<string, unknown> = {}) => {
      const self = await me(env, token)
      const { row, cabin } = await inPolicyFare(env, token, dep, arr, date)
      const body = await bookingBody(env, token, [choice(row, cabin)], [passengerOf(self)], { AuthorizationCode: code, ...extra })
      return env.call('flight/submitBooking', body, { token, ...(extra.lang ? { lang: extra.lang as number } : {}) })
    }

    it('a booking with an approved application’s code succeeds and records the code', async () => {
      const { code, no } = await seededCode()
      const r = expectOk(await bookWithCode(t.employee01, ` ${code.toLowerCase()} `, 'BJS', 'SHA', seededDay('2026-12-08')))
      assert.equal(r.Status, 'Placed')
      const d = expectOk(await env.call('flightOrder/getOrderDetail', { OrderNo: r.OrderNo }, { token: t.employee01 }))
      assert.equal(d.AuthorizationCode, code, 'stored as the register spells it')
      const app = expectOk(await env.call('tripformapi/application/detail', { ApplicationNo: no }, { token: t.employee01 }))
      assert.ok(
        app.Orders.some((o: any) => o.OrderNo === r.OrderNo),
        'the application lists the booking',
      )
      assert.equal(app.BookingStatus, 'Initiated')
      // The way back is on the itinerary too.
      expectOk(await bookWithCode(t.employee01, code, 'SHA', 'BJS', seededDay('2026-12-10')))
      // Ordinary bookings need no code.
      expectOk(await bookWithCode(t.employee01, '', 'BJS', 'SHA', seededDay('2026-12-08')))
    })

    it('a wrong code, another traveller’s code, or a code for another route or date is refused with the reason', async () => {
      const { code, no } = await seededCode()
      const other = await adb(env)
        .selectFrom('trip_applications')
        .select(['authorization_code', 'application_no'])
        .where('seed_key', '=', 'ta-system')
        .executeTakeFirstOrThrow()
      const why = async (c: string, dep: string, arr: string, date: string, lang?: number) =>
        expectError(await bookWithCode(t.employee01, c, dep, arr, date, lang ? { lang } : {}), ErrorCode.ValidationFailed).ErrMsg
      assert.equal(await why('AC000000-XXXX', 'BJS', 'SHA', seededDay('2026-12-08')), '授权码 AC000000-XXXX 不存在')
      assert.equal(await why('AC000000-XXXX', 'BJS', 'SHA', seededDay('2026-12-08'), 2), 'Authorization code AC000000-XXXX does not exist.')
      assert.equal(await why(other.authorization_code!, 'SHA', 'BJS', seededDay('2026-12-09')), `张伟不在出差申请 ${other.application_no} 的出行人中`)
      assert.equal(await why(code, 'BJS', 'CAN', seededDay('2026-12-08')), `北京 - 广州 不在出差申请 ${no} 的行程中`)
      assert.equal(
        await why(code, 'BJS', 'SHA', seededDay('2026-12-12')),
        `出行日期 ${seededDay('2026-12-12')} 不在出差申请 ${no} 的日期（${seededDay('2026-12-08')} 至 ${seededDay('2026-12-10')}）内`,
      )
      // Nothing was booked by the refused attempts.
      const carrying = await adb(env).selectFrom('orders').select('id').where('detail_json', 'like', '%AC000000-XXXX%').execute()
      assert.equal(carrying.length, 0)
    })

    it('VettingType 2 (by trip application): without a code the order waits; with an approved application’s code it is placed at once', async () => {
      const cid = await companyId(env)
      const row = await env.db.selectFrom('company_settings').select('setting_json').where('company_id', '=', cid).executeTakeFirstOrThrow()
      const setting = JSON.parse(row.setting_json)
      setting.FlightSettings.NormalSettings.VettingSettings = { IsEnableVetting: true, VettingType: 2 }
      await env.db
        .updateTable('company_settings')
        .set({ setting_json: JSON.stringify(setting) })
        .where('company_id', '=', cid)
        .execute()
      try {
        const a = await apply(env, t.employee01, { ClientRequestId: requestId('ta') })
        assert.equal(a.Status, 'Submitted')
        expectOk(await approve(env, t.approver01, a.ApprovalNo))
        const app = expectOk(await env.call('tripformapi/application/detail', { ApplicationNo: a.ApplicationNo }, { token: t.employee01 }))
        const without = expectOk(await bookWithCode(t.employee01, '', 'BJS', 'SHA', TRIP_OUT))
        assert.deepEqual([without.Status, without.NeedApproval], ['PendingApproval', true], 'in policy, yet no application covers it')
        const withCode = expectOk(await bookWithCode(t.employee01, app.AuthorizationCode, 'BJS', 'SHA', TRIP_OUT))
        assert.deepEqual([withCode.Status, withCode.NeedApproval], ['Placed', false])
      } finally {
        await env.db.updateTable('company_settings').set({ setting_json: row.setting_json }).where('company_id', '=', cid).execute()
      }
    })
  })

  it('another company sees none of the order approvals', async () => {
    const o = await bookForLin('BJS', 'SHA')
    expectError(await env.call('vetting/getApprovalDetail', { OrderNo: o.OrderNo }, { token: t.other01 }), ErrorCode.NotFound)
    const l = expectOk(await env.call('vetting/getApprovalOrders', { Tab: 'Pending' }, { token: t.other01 }))
    assert.equal(l.Total, 0)
  })
})
