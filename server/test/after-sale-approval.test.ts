/**
 * Refunds and changes that need approval (RefundSettings / ChangeSettings VettingSettings): the
 * record waits in PendingApproval with its tickets held, the traveller's superior reads what goes
 * back or what it costs, approval completes it, rejection leaves the tickets as they were (Issued,
 * or Changed after an earlier change) and gives held seats back. And whose superior decides when
 * the travellers of one order have different superiors: the first traveller's (docs/order-states.md).
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import type { BookPerson } from '../../types/api/flight'
import { createTestEnv, expectError, expectOk, type TestEnv } from './helpers'
import { approve, reject } from './approval-harness'
import { bookingBody, choice, DAY, inPolicyFare, outOfPolicyFare, passengerOf, person, requestId, seatsOf, anyRuleReasons } from './flight-harness'
import { addDays } from '../src/lib/time'

describe('refunds and changes through approval', () => {
  let env: TestEnv
  const t: Record<string, string> = {}
  let lin: BookPerson
  const rule = (Occasion: string, Mode: string, token = t.admin01) =>
    env.call('vettingsetting/saveVettingRule', { Product: 'Flight', Occasion, Mode }, { token })
  before(async () => {
    env = await createTestEnv()
    for (const u of ['booker01', 'approver01', 'admin01']) t[u] = await env.login(u)
    lin = await person(env, t.booker01, '林涛')
  })
  after(() => env.close())

  it('the approval settings say when a booking, refund or change needs approval; only administrators change it', async () => {
    const info = expectOk(await env.call('vettingsetting/getVettingInitInfo', {}, { token: t.admin01 }))
    // Hengyuan vets bookings out of policy only, and neither refunds nor changes.
    assert.deepEqual(
      info.Rules.filter((r: any) => r.Product === 'Flight').map((r: any) => [r.Occasion, r.Mode, r.Modes.join('|')]),
      [
        ['Booking', 'OutOfPolicy', 'Off|OutOfPolicy|Always|ByApplication'],
        ['Refund', 'Off', 'Off|Always'],
        ['Change', 'Off', 'Off|Always'],
      ],
    )
    expectError(await rule('Refund', 'Always', t.approver01), ErrorCode.NoPermission)
    assert.equal(expectError(await rule('Refund', 'ByApplication'), ErrorCode.ValidationFailed).ErrMsg, '该产品没有这种审批规则')
    expectError(
      await env.call('vettingsetting/saveVettingRule', { Product: 'Rocket', Occasion: 'Refund', Mode: 'Always' }, { token: t.admin01 }),
      ErrorCode.ValidationFailed,
    )
    expectError(
      await env.call('vettingsetting/saveVettingRule', { Product: 'Flight', Occasion: 'Refund', Mode: 'Sometimes' }, { token: t.admin01 }),
      ErrorCode.ValidationFailed,
    )
    // From here on every refund and change is vetted.
    const after = expectOk(await rule('Refund', 'Always'))
    assert.equal(after.Rules.find((r: any) => r.Occasion === 'Refund').Mode, 'Always')
    expectOk(await rule('Change', 'Always'))
    assert.equal(
      expectOk(await env.call('vettingsetting/getVettingInitInfo', {}, { token: t.admin01 })).Rules.find((r: any) => r.Occasion === 'Booking').Mode,
      'OutOfPolicy',
      'the booking rule is untouched',
    )
  })

  /** An issued, company-paid, in-policy order for 林涛 (no approval for the booking itself). */
  async function issuedForLin(dep: string, arr: string) {
    const { row, cabin } = await inPolicyFare(env, t.booker01, dep, arr)
    const r = expectOk(
      await env.call('flight/submitBooking', await bookingBody(env, t.booker01, [choice(row, cabin)], [passengerOf(lin)]), { token: t.booker01 }),
    )
    assert.equal(r.Status, 'Placed')
    expectOk(await env.call('Pay/flightpaystart', { OrderNo: r.OrderNo, Channel: 'CompanyAccount', PersonalAmount: 0 }, { token: t.booker01 }))
    const d = await detail(r.OrderNo)
    assert.equal(d.Status, 'TicketIssued')
    return { orderNo: r.OrderNo as string, row, cabin, pid: d.Passengers[0].PassengerId as number }
  }
  const detail = async (orderNo: string) => expectOk(await env.call('flightOrder/getOrderDetail', { OrderNo: orderNo }, { token: t.booker01 }))
  const approval = async (no: string, token = t.approver01) => expectOk(await env.call('vetting/getApprovalDetail', { ApprovalNo: no }, { token }))

  async function applyRefund(orderNo: string, pid: number) {
    const preview = expectOk(await env.call('domesticFlightv2/checkVettingRefundFee', { OrderNo: orderNo, PassengerIds: [pid] }, { token: t.booker01 }))
    assert.equal(preview.NeedVetting, true)
    const rc = expectOk(await env.call('reasoncode/get', { Product: 'Flight', Kind: 'Refund' }, { token: t.booker01 })).Items[0]
    const r = expectOk(
      await env.call(
        'flightOrder/applyRefund',
        { ClientRequestId: requestId('rf'), OrderNo: orderNo, PassengerIds: [pid], RefundAmount: preview.RefundAmount, ReasonCodeId: rc.Id },
        { token: t.booker01 },
      ),
    )
    return { ...r, preview, reason: `${rc.Code} ${rc.Text}` }
  }

  async function applyChange(orderNo: string, pid: number, date: string) {
    const options = expectOk(await env.call('flightOrder/getChangeFlights', { OrderNo: orderNo, PassengerIds: [pid], NewDate: date }, { token: t.booker01 }))
    const pick = options.Options.find((o: any) => o.Cabins.some((c: any) => c.IsLowest && c.SeatsLeft > 0))
    const c = pick.Cabins.find((x: any) => x.IsLowest && x.SeatsLeft > 0)
    const body = {
      ClientRequestId: requestId('ch'),
      OrderNo: orderNo,
      PassengerIds: [pid],
      NewFlightNo: pick.Flight.FlightNo,
      NewDepartDate: date,
      NewCabinCode: c.CabinCode,
      NewPrice: c.Price,
      ReasonText: '会议改期',
    }
    const r = expectOk(await env.call('flightOrder/applyChange', body, { token: t.booker01 }))
    return {
      ...r,
      flight: { FlightNo: pick.Flight.FlightNo as string, DepartDate: date },
      cabinCode: c.CabinCode as string,
      fee: c.ChangeFee + c.PriceDifference,
    }
  }

  it('a refund waits for the superior, who reads what goes back; approved, it completes and the seat is back', async () => {
    const o = await issuedForLin('BJS', 'SHA')
    const seats = await seatsOf(env, o.row, o.cabin.CabinCode)
    const r = await applyRefund(o.orderNo, o.pid)
    assert.equal(r.Status, 'PendingApproval')
    const waiting = await detail(o.orderNo)
    assert.deepEqual([waiting.Status, waiting.Tickets[0].Status, waiting.Actions.CanRefund], ['TicketIssued', 'Refunding', false])
    assert.equal(waiting.Refunds[0].Status, 'PendingApproval')
    assert.match(waiting.Refunds[0].ApprovalNo, /^A\d{14}$/)
    assert.equal(waiting.Timeline.at(-1).Text, '退票需要审批，等待审批人处理')
    const reason = waiting.Refunds[0].Reason
    assert.equal(reason, r.reason, 'the reason code as the booker chose it')
    assert.equal(await seatsOf(env, o.row, o.cabin.CabinCode), seats, 'the seat is not sold again while the refund waits')

    const pending = expectOk(await env.call('vetting/getApprovalOrders', { Tab: 'Pending', Subject: 'FlightRefund', PageSize: 50 }, { token: t.approver01 }))
    const item = pending.Items.find((i: any) => i.ApprovalNo === waiting.Refunds[0].ApprovalNo)
    assert.ok(item, 'the refund is in approver01’s pending tab')
    assert.deepEqual(
      [item.Subject.Kind, item.Subject.KindName, item.Subject.No, item.Subject.Title],
      ['FlightRefund', '国内机票退票', r.RefundNo, '北京 - 上海'],
    )
    assert.deepEqual([item.Subject.Amount, item.Subject.TravellerNames, item.Subject.PolicyReasons], [r.preview.RefundAmount, ['林涛'], [reason]])
    const d = await approval(item.ApprovalNo)
    assert.equal(d.FlightOrder.OrderNo, o.orderNo)
    assert.deepEqual(d.AfterSale, {
      Kind: 'Refund',
      No: r.RefundNo,
      OrderNo: o.orderNo,
      Status: 'PendingApproval',
      StatusName: '待审批',
      PassengerNames: ['林涛'],
      Description: '',
      Reason: reason,
      Amount: r.preview.RefundAmount,
      Fee: r.preview.RefundFee,
      CompanyAmount: r.preview.CompanyRefund,
      PersonalAmount: r.preview.PersonalRefund,
    })
    assert.equal(d.CanDecide, true)

    const res = expectOk(await approve(env, t.approver01, item.ApprovalNo))
    assert.deepEqual([res.Status, res.SubjectStatus], ['Approved', 'RefundSucceeded'])
    const done = await detail(o.orderNo)
    assert.deepEqual([done.Status, done.Tickets[0].Status, done.Refunds[0].Status], ['RefundSucceeded', 'Refunded', 'RefundSucceeded'])
    assert.deepEqual(
      done.Timeline.slice(-2).map((e: any) => e.Text.split('，')[0]),
      ['退票审批通过', `退票成功`],
    )
    assert.equal(await seatsOf(env, o.row, o.cabin.CabinCode), seats! + 1)
    expectError(await approve(env, t.approver01, item.ApprovalNo), 316)
  })

  it('a rejected refund leaves the ticket issued, with the reason in the timeline; it can be asked again', async () => {
    const o = await issuedForLin('BJS', 'CAN')
    const seats = await seatsOf(env, o.row, o.cabin.CabinCode)
    await applyRefund(o.orderNo, o.pid)
    const no = (await detail(o.orderNo)).Refunds[0].ApprovalNo
    expectOk(await reject(env, t.approver01, no, '行程未取消，请勿退票'))
    const d = await detail(o.orderNo)
    assert.deepEqual([d.Status, d.Tickets[0].Status, d.Refunds[0].Status, d.Actions.CanRefund], ['TicketIssued', 'Issued', 'RefundFailed', true])
    assert.equal(d.Timeline.at(-1).Text, '退票未获审批，机票保持不变：行程未取消，请勿退票')
    const en = expectOk(await env.call('flightOrder/getOrderDetail', { OrderNo: o.orderNo }, { token: t.booker01, lang: 2 }))
    assert.equal(en.Timeline.at(-1).Text, 'Refund not approved; the tickets stay as they were: 行程未取消，请勿退票')
    assert.equal(await seatsOf(env, o.row, o.cabin.CabinCode), seats)
    const again = await applyRefund(o.orderNo, o.pid)
    assert.equal(again.Status, 'PendingApproval')
    assert.notEqual(again.RefundNo, d.Refunds[0].RefundNo)
  })

  it('a change waits with its new seat held; rejected, the seat goes back; approved, the ticket moves — and a later rejected refund leaves it Changed', async () => {
    const o = await issuedForLin('SHA', 'XIY')
    const later = addDays(DAY, 2)
    const first = await applyChange(o.orderNo, o.pid, later)
    assert.deepEqual([first.Status, first.NeedPayment], ['PendingApproval', false])
    const held = await seatsOf(env, first.flight, first.cabinCode)
    let d = await detail(o.orderNo)
    assert.deepEqual([d.Tickets[0].Status, d.Changes[0].Status, d.Timeline.at(-1).Text], ['Changing', 'PendingApproval', '改签需要审批，等待审批人处理'])
    const a = await approval(d.Changes[0].ApprovalNo)
    assert.deepEqual([a.Subject.Kind, a.AfterSale.Kind, a.AfterSale.No, a.AfterSale.Amount], ['FlightChange', 'Change', first.ChangeNo, first.fee])
    assert.equal(a.AfterSale.Description, `${o.row.FlightNo} → ${first.flight.FlightNo} · ${later}`)
    assert.deepEqual(a.Subject.SubTitle, a.AfterSale.Description)

    expectOk(await reject(env, t.approver01, a.ApprovalNo, '原航班即可'))
    d = await detail(o.orderNo)
    assert.deepEqual([d.Status, d.Tickets[0].Status, d.Tickets[0].FlightNo, d.Changes[0].Status], ['TicketIssued', 'Issued', o.row.FlightNo, 'ChangeFailed'])
    assert.equal(d.Timeline.at(-1).Text, '改签未获审批，机票保持不变：原航班即可')
    assert.equal(await seatsOf(env, first.flight, first.cabinCode), held! + 1, 'the held seat is back on sale')

    const second = await applyChange(o.orderNo, o.pid, later)
    expectOk(await approve(env, t.approver01, (await detail(o.orderNo)).Changes[1].ApprovalNo))
    d = await detail(o.orderNo)
    assert.deepEqual(
      [d.Status, d.Tickets[0].Status, d.Tickets[0].FlightNo, d.Changes[1].Status],
      ['ChangeSucceeded', 'Changed', second.flight.FlightNo, 'ChangeSucceeded'],
    )

    await applyRefund(o.orderNo, o.pid)
    expectOk(await reject(env, t.approver01, (await detail(o.orderNo)).Refunds[0].ApprovalNo, '按期出行'))
    d = await detail(o.orderNo)
    assert.deepEqual([d.Status, d.Tickets[0].Status], ['ChangeSucceeded', 'Changed'], 'back to what it was: a changed ticket')
  })

  it('travellers with different superiors: the first traveller’s superior decides, and the order of travellers picks who', async () => {
    // 林涛's superior is approver01 (李娜); 杨帆's is 谢明轩, out of office, so the default
    // template's backup admin01 (刘洋) decides for him.
    const yang = await person(env, t.booker01, '杨帆')
    const cases: [BookPerson[], string, string][] = [
      [[lin, yang], 'approver01', '李娜'],
      [[yang, lin], 'admin01', '刘洋'],
    ]
    for (const [travellers, decider, name] of cases) {
      const { row, cabin } = await outOfPolicyFare(
        env,
        t.booker01,
        'BJS',
        'SHA',
        DAY,
        travellers.map((p) => p.PersonId),
      )
      const body = await bookingBody(env, t.booker01, [choice(row, cabin)], travellers.map(passengerOf), { PolicyReasons: anyRuleReasons('客户临时改期') })
      const r = expectOk(await env.call('flight/submitBooking', body, { token: t.booker01 }))
      assert.equal(r.Status, 'PendingApproval')
      const a = expectOk(await env.call('vetting/getApprovalDetail', { OrderNo: r.OrderNo }, { token: t.admin01 }))
      assert.deepEqual(
        a.Subject.TravellerNames,
        travellers.map((p) => p.ChName),
      )
      const decides = a.Levels[0].Approvers.filter((x: any) => !x.IsAbsent).map((x: any) => x.Name)
      assert.ok(decides.includes(name), `${decides} include ${name}`)
      const other = decider === 'approver01' ? 'admin01' : 'approver01'
      const seen = await env.call('vetting/getApprovalDetail', { OrderNo: r.OrderNo }, { token: t[other] })
      assert.equal(seen.IsSuccess ? seen.ResultData.CanDecide : false, false, `${other} cannot decide`)
      expectOk(await approve(env, t[decider], a.ApprovalNo))
      assert.equal((await detail(r.OrderNo)).Status, 'Placed')
    }
  })
})
