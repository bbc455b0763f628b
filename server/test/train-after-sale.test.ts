/**
 * Refund and change of train tickets under the injected clock: the fee at each tier boundary
 * (8 days free, 48 h–8 days 5 %, 24–48 h 10 %, under 24 h 20 %, from each tier's hour on), the
 * place back on sale; a change once, within 48 hours only to a train the same day or earlier,
 * 1011 with the new quote when the screen's difference is stale, a dearer train paid at the
 * cashier and a cheaper one refunded.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import type { TrainRow } from '../../types/api/train'
import { journeyOf, timesOf, trainByNo } from '../src/modules/train/catalog'
import { addDays } from '../src/lib/time'
import { createTestEnv, expectError, expectOk, TODAY, type TestEnv } from './helpers'
import { choiceOf, detail, findTrain, me, pay, rid, search, submitBody } from './train-harness'

const departure = (row: TrainRow) => timesOf(journeyOf(trainByNo(row.TrainNo)!, row.FromStation.Code, row.ToStation.Code, row.DepartDate)!).depart

async function bookAndPay(env: TestEnv, token: string, row: TrainRow, personId: number): Promise<{ orderNo: string; ticketId: number; price: number }> {
  const res = expectOk(await env.call('train/submitOrder', await submitBody(env, token, choiceOf(row, 'Second'), [personId]), { token }))
  await pay(env, token, res.OrderNo)
  const d = await detail(env, token, res.OrderNo)
  return { orderNo: res.OrderNo, ticketId: d.Tickets[0].TicketId, price: d.Tickets[0].Price }
}

const expectedFee = (price: number, rate: number) => (rate === 0 ? 0 : Math.min(price, Math.max(200, Math.round((price * rate) / 50) * 50)))

describe('train refund fee tiers', () => {
  let env: TestEnv
  let token: string
  before(async () => {
    env = await createTestEnv()
    token = await env.login('employee01')
  })
  after(async () => env?.close())

  it('charges 0 / 5 / 10 / 20 % from each boundary on, and puts the place back on sale', async () => {
    const row = await findTrain(env, token, 'Second', 1, (r) => r.DepartDate === addDays(TODAY, 10))
    const { orderNo, ticketId, price } = await bookAndPay(env, token, row, (await me(env, token)).PersonId)
    const dep = departure(row).getTime()
    const toHours = (h: number) => env.advance((dep - env.now().getTime()) / 1000 - h * 3600)
    const preview = async () => {
      token = await env.login('employee01')
      return expectOk(await env.call('train/refundPreview', { OrderNo: orderNo, TicketIds: [ticketId] }, { token }))
    }
    const steps: [hours: number, rate: number][] = [
      [192, 0],
      [192 - 1 / 3600, 0.05],
      [48, 0.05],
      [48 - 1 / 3600, 0.1],
      [24, 0.1],
      [24 - 1 / 3600, 0.2],
    ]
    for (const [h, rate] of steps) {
      toHours(h)
      const p = await preview()
      assert.equal(p.Lines[0].Rate, rate, `${h} hours before`)
      assert.equal(p.Fee, expectedFee(price, rate), `${h} hours before`)
      assert.equal(p.Refund, price - p.Fee)
    }
    const left = async () =>
      (await search(env, token, row.FromStation.Code, row.ToStation.Code, row.DepartDate)).Trains.find((t) => t.TrainNo === row.TrainNo)!.Seats.find(
        (s) => s.SeatClass === 'Second',
      )!.Remaining
    const before = await left()
    expectError(
      await env.call('train/refund', { OrderNo: orderNo, ClientRequestId: rid(), TicketIds: [ticketId], Fee: 0, Reason: '行程取消' }, { token }),
      ErrorCode.OrderStatusChanged,
    )
    const body = { OrderNo: orderNo, ClientRequestId: rid(), TicketIds: [ticketId], Fee: expectedFee(price, 0.2), Reason: '行程取消' }
    const r = expectOk(await env.call('train/refund', body, { token }))
    assert.equal(r.Status, 'RefundSucceeded')
    assert.equal(r.Refund, price - body.Fee)
    assert.equal(r.CompanyRefund, r.Refund)
    const again = expectOk(await env.call('train/refund', body, { token }))
    assert.equal(again.RefundNo, r.RefundNo)
    assert.equal(await left(), before + 1)
    toHours(-1)
    token = await env.login('employee01')
    // The train has left: the search says so, and booking it is refused as an offer gone (1004).
    const gone = (await search(env, token, row.FromStation.Code, row.ToStation.Code, row.DepartDate)).Trains.find((t) => t.TrainNo === row.TrainNo)!
    assert.equal(gone.Departed, true)
    const late = expectError(
      await env.call('train/submitOrder', await submitBody(env, token, choiceOf(row, 'Second'), [(await me(env, token)).PersonId]), { token }),
      ErrorCode.TrainOfferExpired,
    )
    assert.equal(late.ErrMsg, '该车次已发车')
  })
})

describe('train change rule', () => {
  let env: TestEnv
  let token: string
  let self: number
  before(async () => {
    env = await createTestEnv()
    token = await env.login('employee01')
    self = (await me(env, token)).PersonId
  })
  after(async () => env?.close())

  it('within 48 hours refuses the next day and changes to an earlier train the same day, once', async () => {
    const day = addDays(TODAY, 1)
    const r = await search(env, token, 'VNP', 'AOH', day)
    const fits = (t: TrainRow) => t.TrainType === 'G' && (t.Seats.find((s) => s.SeatClass === 'Second')?.Remaining ?? 0) > 0
    const late = [...r.Trains].reverse().find(fits)!
    const early = r.Trains.find((t) => fits(t) && t.DepartTime < late.DepartTime && t.TrainNo !== late.TrainNo)!
    assert.ok(late && early)
    const { orderNo, ticketId } = await bookAndPay(env, token, late, self)
    assert.ok(departure(late).getTime() - env.now().getTime() < 48 * 3_600_000)

    const next = await env.call('train/changeSearch', { OrderNo: orderNo, TicketIds: [ticketId], Date: addDays(TODAY, 2) }, { token })
    assert.equal(expectOk(next).LastDate, day)
    assert.equal(expectOk(next).Trains.length, 0)
    const tomorrowTrain = (await search(env, token, 'VNP', 'AOH', addDays(TODAY, 2))).Trains.find(fits)!
    const refused = expectError(
      await env.call(
        'train/submitChange/v2',
        { OrderNo: orderNo, ClientRequestId: rid(), TicketIds: [ticketId], Choice: choiceOf(tomorrowTrain, 'Second'), PriceDifference: 0 },
        { token },
      ),
      ErrorCode.ValidationFailed,
    )
    assert.match(refused.ErrMsg, /48/)

    const options = expectOk(await env.call('train/changeSearch', { OrderNo: orderNo, TicketIds: [ticketId], Date: day }, { token }))
    assert.ok(options.Trains.some((t: TrainRow) => t.TrainNo === early.TrainNo))
    const body = { OrderNo: orderNo, ClientRequestId: rid(), TicketIds: [ticketId], Choice: choiceOf(early, 'Second'), PriceDifference: 999_999 }
    const stale = expectError(await env.call('train/submitChange/v2', body, { token }), ErrorCode.TrainChangePassBack)
    const diff = stale.ResultData.PriceDifference
    const done = expectOk(await env.call('train/submitChange/v2', { ...body, PriceDifference: diff }, { token }))
    if (done.NeedPayment) await pay(env, token, orderNo, done.ChangeNo)
    const d = await detail(env, token, orderNo)
    assert.equal(d.Status, 'ChangeSucceeded')
    const now = d.Tickets.find((t: { Status: string }) => t.Status === 'Issued')
    assert.equal(now.TrainNo, early.TrainNo)
    assert.equal(now.ChangedFrom, ticketId)
    assert.equal(now.CanChange, false)
    const second = r.Trains.find(
      (t) => fits(t) && t.TrainNo !== early.TrainNo && t.TrainNo !== late.TrainNo && t.DepartTime > env.now().toISOString().slice(11, 16),
    )
    if (second) {
      const again = expectError(
        await env.call(
          'train/submitChange/v2',
          { OrderNo: orderNo, ClientRequestId: rid(), TicketIds: [now.TicketId], Choice: choiceOf(second, 'Second'), PriceDifference: 0 },
          { token },
        ),
        ErrorCode.ValidationFailed,
      )
      assert.match(again.ErrMsg, /一次/)
    }
  })

  it('more than 48 hours ahead changes to another day; a dearer class waits for the difference at the cashier', async () => {
    const row = await findTrain(env, token, 'Second', 1, (t) => t.FromStation.Code === 'VNP' && t.ToStation.Code === 'AOH', 'VNP', 'AOH', addDays(TODAY, 5))
    const { orderNo, ticketId, price } = await bookAndPay(env, token, row, self)
    const target = await findTrain(env, token, 'First', 1, (t) => t.FromStation.Code === 'VNP' && t.ToStation.Code === 'AOH', 'VNP', 'AOH', addDays(TODAY, 6))
    const first = choiceOf(target, 'First')
    const res = expectOk(
      await env.call(
        'train/submitChange/v2',
        { OrderNo: orderNo, ClientRequestId: rid(), TicketIds: [ticketId], Choice: first, PriceDifference: first.Price - price, Reason: '行程变更' },
        { token },
      ),
    )
    assert.equal(res.NeedPayment, true)
    assert.equal(res.PriceDifference, first.Price - price)
    const waiting = await detail(env, token, orderNo)
    assert.equal(waiting.PayInfo.PayFor, res.ChangeNo)
    await pay(env, token, orderNo, res.ChangeNo)
    const d = await detail(env, token, orderNo)
    assert.equal(d.Status, 'ChangeSucceeded')
    assert.deepEqual(d.Tickets.map((t: { Status: string }) => t.Status).sort(), ['Changed', 'Issued'])
  })
})
