/**
 * Bus refunds and changes under the company's approval rules (BusSettings.RefundSettings /
 * ChangeSettings VettingSettings, set on the approval settings page), one env, table-driven:
 * with the rule on, the refund or change waits (its ticket held, the preview says so), the
 * traveller's superior reads it among the bus refunds or changes; approved, it completes as it
 * would have at once; rejected, the ticket is as it was and held seats go back. With the rule
 * off again, they go through at once.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { BookPerson } from '../../types/api/flight'
import type { BusRow } from '../../types/api/bus'
import { addDays } from '../src/lib/time'
import { approve, reject } from './approval-harness'
import { createTestEnv, expectOk, TODAY, type TestEnv } from './helpers'
import { payThrough } from './money-harness'
import { fields, person, rid } from './train-harness'

const DAY = addDays(TODAY, 5)

describe('bus refunds and changes through approval', () => {
  let env: TestEnv
  const t: Record<string, string> = {}
  let lin: BookPerson
  const rule = (Occasion: string, Mode: string) => env.call('vettingsetting/saveVettingRule', { Product: 'Bus', Occasion, Mode }, { token: t.admin01 })
  const search = async (date = DAY): Promise<BusRow[]> =>
    expectOk(await env.call('bus/search', { From: 'SHA01', To: 'SZV01', Date: date }, { token: t.booker01 })).Buses.filter((b: BusRow) => b.Class === 'Seat')
  const seatsOf = async (no: string, date = DAY) => (await search(date)).find((b) => b.ScheduleNo === no)!.SeatsLeft
  const detail = async (orderNo: string) => expectOk(await env.call('bus/getOrderDetail', { OrderNo: orderNo }, { token: t.booker01 }))
  /** An issued, company-paid ticket for 林涛 (whose superior is approver01). */
  async function issued(row: BusRow) {
    const body = {
      ClientRequestId: rid('bus'),
      Choice: { ScheduleNo: row.ScheduleNo, Date: row.Date, Price: row.Price },
      Passengers: [{ PersonId: lin.PersonId }],
      ...(await fields(env, t.booker01)),
    }
    const r = expectOk(await env.call('bus/submitOrder', body, { token: t.booker01 }))
    expectOk(await payThrough(env, t.booker01, 'Pay/buspaystart', { OrderNo: r.OrderNo, Channel: 'CompanyAccount', PersonalAmount: 0 }))
    const d = await detail(r.OrderNo)
    assert.equal(d.Tickets[0].Status, 'Issued')
    return { orderNo: r.OrderNo as string, ticket: d.Tickets[0] }
  }
  /** The approval of a record in approver01's pending tab. */
  async function pendingOf(subject: string, no: string) {
    const list = expectOk(await env.call('vetting/getApprovalOrders', { Tab: 'Pending', Subject: subject, PageSize: 50 }, { token: t.approver01 }))
    return list.Items.find((i: any) => i.Subject.No === no)
  }

  before(async () => {
    env = await createTestEnv()
    for (const u of ['booker01', 'approver01', 'admin01']) t[u] = await env.login(u)
    lin = await person(env, t.booker01, '林涛')
  })
  after(() => env?.close())

  it('the approval settings offer the bus refund and change rules', async () => {
    const info = expectOk(await env.call('vettingsetting/getVettingInitInfo', {}, { token: t.admin01 }))
    assert.deepEqual(
      info.Rules.filter((r: any) => r.Product === 'Bus').map((r: any) => [r.Occasion, r.Mode]),
      [
        ['Booking', 'Off'],
        ['Refund', 'Off'],
        ['Change', 'Off'],
      ],
    )
    expectOk(await rule('Refund', 'Always'))
    expectOk(await rule('Change', 'Always'))
  })

  const refund = async (orderNo: string, ticketId: number) => {
    const p = expectOk(await env.call('bus/refundPreview', { OrderNo: orderNo, TicketIds: [ticketId] }, { token: t.booker01 }))
    const body = { OrderNo: orderNo, ClientRequestId: rid('bus'), TicketIds: [ticketId], Fee: p.Fee, Reason: '行程取消' }
    return { preview: p, res: expectOk(await env.call('bus/refund', body, { token: t.booker01 })) }
  }
  const change = async (orderNo: string, ticketId: number, to: BusRow) =>
    expectOk(
      await env.call(
        'bus/submitChange',
        {
          OrderNo: orderNo,
          ClientRequestId: rid('bus'),
          TicketIds: [ticketId],
          Choice: { ScheduleNo: to.ScheduleNo, Date: to.Date, Price: to.Price },
          Reason: '会议改期',
        },
        { token: t.booker01 },
      ),
    )

  const cases = [
    { occasion: 'Refund', approved: true, row: 0 },
    { occasion: 'Refund', approved: false, row: 1 },
    { occasion: 'Change', approved: true, row: 2 },
    { occasion: 'Change', approved: false, row: 3 },
  ] as const
  for (const c of cases)
    it(`a ${c.occasion.toLowerCase()} waits for the superior; ${c.approved ? 'approved, it completes' : 'rejected, the ticket is as it was'}`, async () => {
      const rows = await search()
      const row = rows[c.row]
      const target = rows[rows.length - 1]
      const { orderNo, ticket } = await issued(row)
      const seats = await seatsOf(row.ScheduleNo)
      const targetSeats = await seatsOf(target.ScheduleNo)
      let no: string
      if (c.occasion === 'Refund') {
        const { preview, res } = await refund(orderNo, ticket.TicketId)
        assert.deepEqual([preview.NeedApproval, res.NeedApproval], [true, true])
        no = res.RefundNo
      } else {
        const res = await change(orderNo, ticket.TicketId, target)
        assert.deepEqual([res.Status, res.NeedApproval], ['PendingApproval', true])
        no = res.ChangeNo
        assert.equal(await seatsOf(target.ScheduleNo), targetSeats - 1, 'the new seat is held while the change waits')
      }
      const waiting = await detail(orderNo)
      assert.deepEqual(
        [waiting.Status, waiting.Tickets[0].Status, waiting.Tickets[0].CanRefund, waiting.Tickets[0].PickUpCode],
        ['TicketIssued', c.occasion === 'Refund' ? 'Refunding' : 'Changing', false, ''],
      )
      assert.equal(await seatsOf(row.ScheduleNo), seats, 'the seat is not sold again while it waits')
      const subject = `Bus${c.occasion}`
      const item = await pendingOf(subject, no)
      assert.ok(item, `the ${subject} is in approver01's pending tab`)
      assert.deepEqual([item.Subject.Kind, item.Subject.TravellerNames], [subject, ['林涛']])

      if (c.approved) expectOk(await approve(env, t.approver01, item.ApprovalNo))
      else expectOk(await reject(env, t.approver01, item.ApprovalNo, '行程未变'))
      const d = await detail(orderNo)
      const states = d.Tickets.map((x: any) => [x.ScheduleNo, x.Status])
      if (!c.approved) {
        assert.deepEqual([d.Status, states, d.Tickets[0].CanRefund], ['TicketIssued', [[row.ScheduleNo, 'Issued']], true])
        assert.match(d.Timeline.at(-1).Text, /^(退票|改签)未获审批，车票保持不变.*：行程未变$/)
        assert.equal(await seatsOf(target.ScheduleNo), targetSeats, 'held seats are back on sale')
        assert.equal(await seatsOf(row.ScheduleNo), seats)
      } else if (c.occasion === 'Refund') {
        assert.deepEqual([d.Status, states], ['RefundSucceeded', [[row.ScheduleNo, 'Refunded']]])
        assert.equal(d.Refunds[0].Amount, row.Price)
        assert.equal(await seatsOf(row.ScheduleNo), seats + 1)
      } else {
        assert.deepEqual(
          [d.Status, states],
          [
            'ChangeSucceeded',
            [
              [row.ScheduleNo, 'Changed'],
              [target.ScheduleNo, 'Issued'],
            ],
          ],
        )
        assert.match(d.Tickets[1].PickUpCode, /^\d{6}$/)
        assert.deepEqual([await seatsOf(row.ScheduleNo), await seatsOf(target.ScheduleNo)], [seats + 1, targetSeats - 1])
      }
    })

  it('with the rules off again, a refund goes through at once', async () => {
    expectOk(await rule('Refund', 'Off'))
    const { orderNo, ticket } = await issued((await search())[4])
    const { preview, res } = await refund(orderNo, ticket.TicketId)
    assert.deepEqual([preview.NeedApproval, res.NeedApproval, res.Status], [false, false, 'RefundSucceeded'])
  })
})
