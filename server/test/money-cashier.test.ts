/**
 * One cashier for every product (docs/money.md "The cashier"), tested on train orders: the
 * personal part paid with a voucher, travel beans, the wallet and a channel; refunds back to each
 * source in the same split; a channel's pending payment held, cancelled, paid on the channel's word
 * and timed out (the order cancelled); the company's part from its prepayment; what the company does not allow
 * and what does not fit refused with nothing taken; concurrent payments never overdrawing the
 * wallet.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Kysely } from 'kysely'
import { ErrorCode } from '../../types/api'
import type { Database } from '../src/db/schema'
import { createTestEnv, expectError, expectOk, TODAY, type TestEnv } from './helpers'
import { changeAwaitingPayment, choiceOf, detail, findTrain, me, person, rid, submitBody } from './train-harness'
import { ledgerState, notifyAgain, payThrough } from './money-harness'
import * as H from './hotel-harness'

describe('the cashier with wallet, beans, vouchers, prepayment and the channels', () => {
  let env: TestEnv
  let employee: string
  let booker: string
  let other: string
  before(async () => {
    env = await createTestEnv()
    employee = await env.login('employee01')
    booker = await env.login('booker01')
    other = await env.login('other01')
  })
  after(async () => env?.close())
  const db = () => env.db as Kysely<Database>

  /** A second-class train order of the caller for themself, paid as `paymentType` says. */
  async function book(token: string, paymentType: 'Personal' | 'Mixed' | 'Company' = 'Personal', cls: 'Second' | 'Business' = 'Second', others: number[] = []) {
    const row = await findTrain(env, token, cls, 1 + others.length)
    const self = (await me(env, token)).PersonId
    const extra: Record<string, unknown> = { PaymentType: paymentType }
    if (cls === 'Business') extra.PolicyReason = { ReasonCodeId: null, ReasonText: '需在车上办公' }
    const res = expectOk(await env.call('train/submitOrder', await submitBody(env, token, choiceOf(row, cls), [self, ...others], extra), { token }))
    assert.equal(res.Status, 'Placed')
    return { orderNo: res.OrderNo as string, company: res.PriceDetail.CompanyAmount as number, personal: res.PriceDetail.PersonalAmount as number }
  }
  const wallet = async (token: string) => expectOk(await env.call('pay_wallet/getWalletInfo', {}, { token })).Balance as number
  const beans = async (token: string) => expectOk(await env.call('lvxingdouapi/openapi/lxd/personal/acct', {}, { token })).Balance as number
  const vouchers = async (token: string, body: Record<string, unknown> = {}) =>
    expectOk(await env.call('voucher/list', body, { token })).Items as {
      VoucherId: number
      Title: string
      Amount: number
      Product: string
      MinSpend: number
      State: string
    }[]
  /** The cashier, with what it leaves for a channel paid at the sandbox channel. */
  const pay = (token: string, body: Record<string, unknown>, path = 'Pay/trainpaystart') => payThrough(env, token, path, body)
  /** The cashier's call alone: what it leaves for a channel stays pending there. */
  const start = (token: string, body: Record<string, unknown>, path = 'Pay/trainpaystart') => env.call(path, body, { token })

  it('pays the personal part with a voucher, beans, the wallet and WeChat Pay, and a refund gives each back', async () => {
    const o = await book(employee)
    const [w0, b0] = [await wallet(employee), await beans(employee)]
    const usable = await vouchers(employee, { Product: 'Train', Amount: o.personal })
    const trainVoucher = usable.find((v) => v.Product === 'Train')!
    assert.ok(trainVoucher, 'the seeded train voucher is usable')
    assert.ok(usable.every((v) => v.Product === '' || v.Product === 'Train'))
    const paid = expectOk(
      await pay(employee, {
        OrderNo: o.orderNo,
        Channel: 'WeChatPay',
        PersonalAmount: o.personal,
        VoucherId: trainVoucher.VoucherId,
        Beans: 100,
        Wallet: 10_000,
      }),
    )
    assert.equal(paid.Status, 'TicketIssued')
    const rest = o.personal - trainVoucher.Amount - 100 * 100 - 10_000
    assert.deepEqual(paid.Sources, [
      { Source: 'Voucher', Amount: trainVoucher.Amount },
      { Source: 'Beans', Amount: 10_000 },
      { Source: 'Wallet', Amount: 10_000 },
      { Source: 'WeChatPay', Amount: rest },
    ])
    assert.equal(await wallet(employee), w0 - 10_000)
    assert.equal(await beans(employee), b0 - 100)
    const history = expectOk(await env.call('voucher/history', {}, { token: employee })).Items
    assert.equal(history.find((v: { VoucherId: number }) => v.VoucherId === trainVoucher.VoucherId).UsedOrderNo, o.orderNo)
    // The wallet's record names the order and the product.
    const rec = expectOk(await env.call('pay_wallet/getRecords', { Product: 'Train' }, { token: employee })).Items[0]
    assert.equal(rec.Kind, 'Payment')
    assert.equal(rec.OrderNo, o.orderNo)
    assert.equal(rec.Amount, -10_000)

    // Ten days out the refund is free: everything goes back where it came from.
    const d = await detail(env, employee, o.orderNo)
    const ticketId = d.Tickets[0].TicketId
    const preview = expectOk(await env.call('train/refundPreview', { OrderNo: o.orderNo, TicketIds: [ticketId] }, { token: employee }))
    assert.equal(preview.Fee, 0)
    expectOk(
      await env.call('train/refund', { OrderNo: o.orderNo, ClientRequestId: rid(), TicketIds: [ticketId], Fee: 0, Reason: '行程取消' }, { token: employee }),
    )
    assert.equal(await wallet(employee), w0)
    assert.equal(await beans(employee), b0)
    assert.ok(
      (await vouchers(employee)).some((v) => v.VoucherId === trainVoucher.VoucherId),
      'the voucher is available again',
    )
    const sources = await db()
      .selectFrom('payment_sources')
      .innerJoin('orders', 'orders.id', 'payment_sources.order_id')
      .select(['source', 'amount', 'refunded'])
      .where('orders.order_no', '=', o.orderNo)
      .execute()
    assert.deepEqual(
      sources.map((s) => [s.source, Number(s.amount), Number(s.refunded)]).sort(),
      [
        ['Beans', 10_000, 10_000],
        ['Channel', rest, rest],
        ['Voucher', trainVoucher.Amount, trainVoucher.Amount],
        ['Wallet', 10_000, 10_000],
      ].sort(),
    )
    for (const ledger of ['Wallet', 'Beans']) {
      const s = await ledgerState(db(), 'employee01', ledger)
      assert.equal(s.balance, s.sum, `${ledger} balance is the sum of its records`)
    }
  })

  it("a partial refund splits in the same proportions: the company's part back to its prepayment, the personal part over wallet and channel", async () => {
    const prepaid0 = (await ledgerState(db(), null, 'Prepayment')).balance
    const colleague = (await person(env, booker, '张伟')).PersonId
    const o = await book(booker, 'Mixed', 'Business', [colleague])
    assert.ok(o.company > 0 && o.personal > 0)
    const w0 = await wallet(booker)
    const part = 5_000
    expectOk(await pay(booker, { OrderNo: o.orderNo, Channel: 'Alipay', PersonalAmount: o.personal, Wallet: part }))
    assert.equal((await ledgerState(db(), null, 'Prepayment')).balance, prepaid0 - o.company, "the company's part came from its prepayment")
    // One of the two tickets is refunded (free ten days out): half of the order.
    const d = await detail(env, booker, o.orderNo)
    const ticketId = d.Tickets[0].TicketId
    const r = expectOk(
      await env.call('train/refund', { OrderNo: o.orderNo, ClientRequestId: rid(), TicketIds: [ticketId], Fee: 0, Reason: '行程取消' }, { token: booker }),
    )
    assert.ok(r.CompanyRefund > 0 && r.PersonalRefund > 0)
    assert.equal((await ledgerState(db(), null, 'Prepayment')).balance, prepaid0 - o.company + r.CompanyRefund)
    const walletBack = (await wallet(booker)) - (w0 - part)
    // The wallet paid `part` of the personal part: it gets that share of the personal refund (±1 fen).
    assert.ok(Math.abs(walletBack - (r.PersonalRefund * part) / o.personal) <= 1, `wallet got ${walletBack} of ${r.PersonalRefund}`)
    assert.ok(walletBack > 0 && walletBack < part)
    const channel = await db()
      .selectFrom('payment_sources')
      .innerJoin('orders', 'orders.id', 'payment_sources.order_id')
      .select(['refunded'])
      .where('orders.order_no', '=', o.orderNo)
      .where('source', '=', 'Channel')
      .executeTakeFirstOrThrow()
    assert.equal(Number(channel.refunded), r.PersonalRefund - walletBack)
    const p = await ledgerState(db(), null, 'Prepayment')
    assert.equal(p.balance, p.sum)
  })

  it("holds the sources of a channel's payment: cancelled gives them back, the channel's word pays the order once", async () => {
    const o = await book(employee)
    const b0 = await beans(employee)
    const first = expectOk(await start(employee, { OrderNo: o.orderNo, Channel: 'WeChatPay', PersonalAmount: o.personal, Beans: 50 }))
    assert.equal(first.Status, 'Placed')
    assert.equal(first.PaymentNo, '')
    assert.equal(first.Intent.Status, 'Pending')
    assert.equal(first.Intent.Amount, o.personal - 5_000)
    assert.equal(first.Intent.Action.Kind, 'Redirect')
    assert.equal(await beans(employee), b0 - 50, 'held while pending')
    // One pending payment per order, and nothing else pays it meanwhile.
    expectError(await start(employee, { OrderNo: o.orderNo, Channel: 'WeChatPay', PersonalAmount: o.personal }), ErrorCode.AlreadyExists)
    expectError(await start(employee, { OrderNo: o.orderNo, Channel: 'Alipay', PersonalAmount: o.personal, Beans: 50 }), ErrorCode.AlreadyExists)
    const cancelled = expectOk(await env.call('Pay/cancel', { IntentNo: first.Intent.IntentNo }, { token: employee }))
    assert.equal(cancelled.Status, 'Cancelled')
    assert.equal(cancelled.OrderStatus, 'Placed')
    assert.equal(await beans(employee), b0, 'given back')
    // Pay again; the channel notifies, and sends the same notification twice more.
    const again = expectOk(await start(employee, { OrderNo: o.orderNo, Channel: 'WeChatPay', PersonalAmount: o.personal, Beans: 50 }))
    await env.payAtChannel(again.Intent.IntentNo)
    await Promise.all([0, 1].map(() => notifyAgain(env, 'WeChatPay', again.Intent.IntentNo)))
    const done = expectOk(await env.call('Pay/query', { IntentNo: again.Intent.IntentNo }, { token: employee }))
    assert.equal(done.Status, 'Succeeded')
    assert.equal(done.OrderStatus, 'TicketIssued')
    assert.equal(await beans(employee), b0 - 50)
    const payments = await db()
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.order_id')
      .select('payments.id')
      .where('orders.order_no', '=', o.orderNo)
      .execute()
    assert.equal(payments.length, 1)
  })

  it('finds the pending payment of an order for a cashier shown again; cancelling it gives back what it held and lets the order be paid anew', async () => {
    const o = await book(employee)
    const b0 = await beans(employee)
    assert.equal(expectOk(await env.call('Pay/pending', { OrderNo: o.orderNo }, { token: employee })).Intent, null)
    const first = expectOk(await start(employee, { OrderNo: o.orderNo, Channel: 'Alipay', PersonalAmount: o.personal, Beans: 50 }))
    expectError(await start(employee, { OrderNo: o.orderNo, Channel: 'Alipay', PersonalAmount: o.personal }), ErrorCode.AlreadyExists)
    // Back on the cashier: the same pending payment, to continue.
    const pending = expectOk(await env.call('Pay/pending', { OrderNo: o.orderNo }, { token: employee })).Intent
    assert.equal(pending.IntentNo, first.Intent.IntentNo)
    assert.equal(pending.Status, 'Pending')
    assert.equal(pending.Channel, 'Alipay')
    assert.deepEqual(pending.Action, first.Intent.Action, 'the same page of the channel, to continue')
    // Nobody else's business: another company's user cannot read or cancel it.
    expectError(await env.call('Pay/pending', { OrderNo: o.orderNo }, { token: other }), ErrorCode.NotFound)
    expectError(await env.call('Pay/cancel', { IntentNo: first.Intent.IntentNo }, { token: other }), ErrorCode.NotFound)
    // Another method: the pending one is cancelled, what it held is back, and paying works again.
    const cancelled = expectOk(await env.call('Pay/cancel', { IntentNo: first.Intent.IntentNo }, { token: employee }))
    assert.equal(cancelled.Status, 'Cancelled')
    assert.equal(cancelled.OrderStatus, 'Placed')
    assert.equal(await beans(employee), b0)
    assert.equal(expectOk(await env.call('Pay/pending', { OrderNo: o.orderNo }, { token: employee })).Intent, null)
    assert.equal(
      expectOk(await env.call('Pay/cancel', { IntentNo: first.Intent.IntentNo }, { token: employee })).Status,
      'Cancelled',
      'repeated, nothing changes',
    )
    const again = expectOk(await start(employee, { OrderNo: o.orderNo, Channel: 'WeChatPay', PersonalAmount: o.personal }))
    assert.equal(again.Intent.Status, 'Pending')
  })

  it('gives back at once what a pending payment held when its order is cancelled; paid at the channel after, it does not pay the order', async () => {
    const o = await book(employee)
    const [w0, b0] = [await wallet(employee), await beans(employee)]
    const first = expectOk(await start(employee, { OrderNo: o.orderNo, Channel: 'WeChatPay', PersonalAmount: o.personal, Wallet: 2_000, Beans: 3 }))
    assert.equal(await wallet(employee), w0 - 2_000)
    expectOk(await env.call('train/cancelOrder', { OrderNo: o.orderNo, ClientRequestId: rid() }, { token: employee }))
    assert.equal(await wallet(employee), w0)
    assert.equal(await beans(employee), b0)
    // The payer still pays on the channel's page: the notification comes out of order, after the end.
    await env.payAtChannel(first.Intent.IntentNo)
    const late = expectOk(await env.call('Pay/query', { IntentNo: first.Intent.IntentNo }, { token: employee }))
    assert.equal(late.Status, 'Cancelled')
    assert.equal(late.OrderStatus, 'Cancelled')
    assert.equal(await wallet(employee), w0)
    const kept = await db().selectFrom('pay_intents').select('transaction_id').where('intent_no', '=', first.Intent.IntentNo).executeTakeFirstOrThrow()
    assert.notEqual(kept.transaction_id, '', "the channel's transaction is kept")
    const back = await db().selectFrom('channel_refunds').select(['amount', 'reason']).where('intent_no', '=', first.Intent.IntentNo).execute()
    assert.deepEqual(
      back.map((r) => [Number(r.amount), r.reason]),
      [[first.Intent.Amount, 'paidAfterTimeout']],
      'all of it goes back through the channel',
    )
  })

  it('cancels the order when its payment times out, and gives back what was held', async () => {
    const o = await book(employee)
    const w0 = await wallet(employee)
    const first = expectOk(await start(employee, { OrderNo: o.orderNo, Channel: 'Alipay', PersonalAmount: o.personal, Wallet: 1_000 }))
    // The payer opens Alipay's page (the trade exists there from then on) and leaves it.
    assert.equal((await fetch(first.Intent.Action.Url)).status, 200)
    assert.equal(await wallet(employee), w0 - 1_000)
    env.advance(15 * 60 + 1)
    await env.app.moneySweep.runOnce()
    const q = expectOk(await env.call('Pay/query', { IntentNo: first.Intent.IntentNo }, { token: employee }))
    assert.equal(q.Status, 'TimedOut')
    assert.equal(q.OrderStatus, 'Cancelled')
    assert.equal(await wallet(employee), w0)
    employee = await env.login('employee01')
    const d = await detail(env, employee, o.orderNo)
    assert.equal(d.Status, 'Cancelled')
    // Closed at the channel: its page cannot take the payment any more.
    const late = await env.sandbox.control('pay', { channel: 'Alipay', intentNo: first.Intent.IntentNo, outcome: 'Succeeded' })
    assert.equal(late.status, 409)
    assert.equal(expectOk(await env.call('Pay/query', { IntentNo: first.Intent.IntentNo }, { token: employee })).Status, 'TimedOut')
  })

  it('refuses what the company does not allow, what does not fit and vouchers that do not apply, taking nothing', async () => {
    // Lanhai does not let beans pay.
    const theirs = await book(other)
    expectError(await pay(other, { OrderNo: theirs.orderNo, Channel: 'WeChatPay', PersonalAmount: theirs.personal, Beans: 1 }), ErrorCode.NoPermission)
    const o = await book(employee)
    const b0 = await beans(employee)
    // More than is due.
    expectError(
      await pay(employee, { OrderNo: o.orderNo, Channel: 'WeChatPay', PersonalAmount: o.personal, Wallet: o.personal + 1 }),
      ErrorCode.ValidationFailed,
    )
    // A wallet part larger than the balance: 1015, and the beans of the same payment are not taken.
    const w = await wallet(employee)
    assert.ok(w + 1 + 100 <= o.personal, 'the wallet holds less than the ticket costs')
    expectError(
      await pay(employee, { OrderNo: o.orderNo, Channel: 'WeChatPay', PersonalAmount: o.personal, Beans: 1, Wallet: w + 1 }),
      ErrorCode.InsufficientFunds,
    )
    assert.equal(await beans(employee), b0)
    // A hotel voucher, an expired one, someone else's.
    const all = await db()
      .selectFrom('vouchers')
      .innerJoin('users', 'users.id', 'vouchers.user_id')
      .select(['vouchers.id', 'vouchers.product', 'vouchers.expires_on', 'users.user_name'])
      .execute()
    const hotel = all.find((v) => v.user_name === 'employee01' && v.product === 'Hotel')!
    const expired = all.find((v) => v.user_name === 'employee01' && v.expires_on < TODAY)!
    const foreign = all.find((v) => v.user_name === 'booker01')!
    expectError(await pay(employee, { OrderNo: o.orderNo, Channel: 'WeChatPay', PersonalAmount: o.personal, VoucherId: hotel.id }), ErrorCode.ValidationFailed)
    expectError(
      await pay(employee, { OrderNo: o.orderNo, Channel: 'WeChatPay', PersonalAmount: o.personal, VoucherId: expired.id }),
      ErrorCode.ValidationFailed,
    )
    expectError(await pay(employee, { OrderNo: o.orderNo, Channel: 'WeChatPay', PersonalAmount: o.personal, VoucherId: foreign.id }), ErrorCode.NotFound)
    // A channel is needed for what the sources leave.
    expectError(await pay(employee, { OrderNo: o.orderNo, Channel: 'CompanyAccount', PersonalAmount: o.personal, Beans: 1 }), ErrorCode.ValidationFailed)
    assert.equal((await detail(env, employee, o.orderNo)).Status, 'Placed')
    // The plain cashier: everything through the channel, paid on its word.
    const plain = expectOk(await pay(employee, { OrderNo: o.orderNo, Channel: 'WeChatPay', PersonalAmount: o.personal }))
    assert.equal(plain.Status, 'TicketIssued')
    assert.equal(plain.Intent.Amount, o.personal)
  })

  it('takes 100 concurrent payments of 100 orders from the wallet only as far as it goes: never negative, always its records', async () => {
    // Recharge the wallet to ¥202.50 first: 67 payments of ¥3 fit, ¥1.50 is left.
    const topUp = expectOk(
      await env.call('pay_wallet/recharge', { ClientRequestId: rid(), Amount: 20_250 - (await wallet(booker)), Channel: 'WeChatPay' }, { token: booker }),
    )
    await env.payAtChannel(topUp.IntentNo)
    const w0 = await wallet(booker)
    assert.equal(w0, 20_250)
    const row = await findTrain(env, booker, 'Second', 100)
    const self = (await me(env, booker)).PersonId
    const orders: { orderNo: string; personal: number }[] = []
    for (let i = 0; i < 100; i++) {
      const res = expectOk(
        await env.call('train/submitOrder', await submitBody(env, booker, choiceOf(row, 'Second'), [self], { PaymentType: 'Personal' }), { token: booker }),
      )
      orders.push({ orderNo: res.OrderNo, personal: res.PriceDetail.PersonalAmount })
    }
    const part = 300
    const fit = 67
    const results = await Promise.all(orders.map((o) => pay(booker, { OrderNo: o.orderNo, Channel: 'WeChatPay', PersonalAmount: o.personal, Wallet: part })))
    assert.equal(results.filter((r) => r.IsSuccess).length, fit)
    assert.ok(results.filter((r) => !r.IsSuccess).every((r) => r.ErrorCode === ErrorCode.InsufficientFunds))
    assert.equal(await wallet(booker), w0 - fit * part)
    const s = await ledgerState(db(), 'booker01', 'Wallet')
    assert.equal(s.balance, s.sum)
    assert.equal(s.negatives, 0)
    // The refused orders were not paid and kept nothing of the wallet.
    const unpaid = await db()
      .selectFrom('orders')
      .select('status')
      .where(
        'order_no',
        'in',
        orders.map((o) => o.orderNo),
      )
      .where('status', '=', 'Placed')
      .execute()
    assert.equal(unpaid.length, 100 - fit)
    // The same order paid five times at once is paid once.
    const o = await book(booker)
    const same = await Promise.all(
      [0, 1, 2, 3, 4].map(() => pay(booker, { OrderNo: o.orderNo, Channel: 'WeChatPay', PersonalAmount: o.personal, Wallet: 100 })),
    )
    assert.equal(same.filter((r) => r.IsSuccess).length, 1)
    assert.equal(await wallet(booker), w0 - fit * part - 100)
  })

  it('is the same cashier for hotels: a hotel voucher, the wallet and Alipay, all back when the stay is cancelled free', async () => {
    const f = await H.findPlan(
      env,
      employee,
      'SHA',
      (p) => p.PayKind === 'Prepay' && p.Cancel.Kind === 'Free' && p.Policy.InPolicy && p.Remaining >= 1 && p.TotalPrice >= 50_000,
    )
    const body = await H.submitBody(env, employee, H.choiceOf(f), [{ Guests: [H.guestOf(await H.me(env, employee))] }], { PaymentType: 'Personal' })
    const r = expectOk(await env.call('newhotel/hotel/submitOrder', body, { token: employee }))
    const personal = r.PriceDetail.PersonalAmount as number
    assert.equal(personal, f.plan.TotalPrice)
    const hotelVoucher = (await vouchers(employee, { Product: 'Hotel', Amount: personal })).find((v) => v.Product === 'Hotel')!
    assert.ok(hotelVoucher)
    const w0 = await wallet(employee)
    const paid = expectOk(
      await pay(
        employee,
        { OrderNo: r.OrderNo, Channel: 'Alipay', PersonalAmount: personal, VoucherId: hotelVoucher.VoucherId, Wallet: 2_000 },
        'Pay/hotelpaystart',
      ),
    )
    assert.equal(paid.Status, 'Confirmed')
    assert.deepEqual(
      paid.Sources.map((x: { Source: string }) => x.Source),
      ['Voucher', 'Wallet', 'Alipay'],
    )
    assert.equal(await wallet(employee), w0 - 2_000)
    const preview = expectOk(await env.call('newhotel/order/cancelPreview', { OrderNo: r.OrderNo }, { token: employee }))
    assert.equal(preview.Penalty, 0)
    expectOk(await env.call('newhotel/order/cancelOrder', { OrderNo: r.OrderNo, ClientRequestId: rid(), Penalty: 0 }, { token: employee }))
    assert.equal(await wallet(employee), w0)
    assert.ok((await vouchers(employee)).some((v) => v.VoucherId === hotelVoucher.VoucherId))
  })

  it("pays a change's difference with the same sources through a channel; a cancelled payment leaves the change waiting", async () => {
    const { orderNo, change, due } = await changeAwaitingPayment(env, employee)
    assert.equal(change.NeedPayment, true)
    assert.equal(due.PayFor, change.ChangeNo)
    assert.ok(due.PersonalAmount > 1_000)
    const [w0, b0] = [await wallet(employee), await beans(employee)]
    const body = {
      OrderNo: orderNo,
      ChangeNo: change.ChangeNo,
      Channel: 'WeChatPay',
      PersonalAmount: due.PersonalAmount,
      Wallet: 1_000,
      Beans: 1,
    }
    const failing = expectOk(await start(employee, body))
    assert.equal(failing.Intent.Amount, due.PersonalAmount - 1_100)
    assert.equal(await wallet(employee), w0 - 1_000)
    expectOk(await env.call('Pay/cancel', { IntentNo: failing.Intent.IntentNo }, { token: employee }))
    assert.equal(await wallet(employee), w0)
    assert.equal(await beans(employee), b0)
    assert.equal((await detail(env, employee, orderNo)).PayInfo.PayFor, change.ChangeNo, 'the change still waits for its difference')
    const paying = expectOk(await start(employee, body))
    await env.payAtChannel(paying.Intent.IntentNo)
    const done = expectOk(await env.call('Pay/query', { IntentNo: paying.Intent.IntentNo }, { token: employee }))
    assert.equal(done.OrderStatus, 'ChangeSucceeded')
    assert.equal(await wallet(employee), w0 - 1_000)
    assert.equal(await beans(employee), b0 - 1)
    const d = await detail(env, employee, orderNo)
    assert.equal(d.PayInfo, null)
    assert.deepEqual(d.Tickets.map((t: { Status: string }) => t.Status).sort(), ['Changed', 'Issued'])
  })

  it("follows the company's settings, which only its administrators change: the sources allowed and the payment time-out", async () => {
    const admin = await env.login('admin01')
    expectError(await env.call('moneySettings/get', {}, { token: employee }), ErrorCode.NoPermission)
    const before = expectOk(await env.call('moneySettings/get', {}, { token: admin }))
    assert.deepEqual(before, {
      WalletPay: true,
      BeansPay: true,
      VoucherPay: true,
      Prepayment: true,
      LowBalance: 5_000_000,
      PayTimeoutMinutes: 15,
      OrderPayMinutes: 0,
    })
    expectError(await env.call('moneySettings/save', { ...before, BeansPay: false }, { token: employee }), ErrorCode.NoPermission)
    expectError(await env.call('moneySettings/save', { ...before, PayTimeoutMinutes: 1 }, { token: admin }), ErrorCode.ValidationFailed)
    expectOk(await env.call('moneySettings/save', { ...before, BeansPay: false, PayTimeoutMinutes: 5 }, { token: admin }))
    assert.equal(expectOk(await env.call('pay_wallet/getWalletInfo', {}, { token: employee })).PayWithBeans, false)
    const o = await book(employee)
    expectError(await pay(employee, { OrderNo: o.orderNo, Channel: 'WeChatPay', PersonalAmount: o.personal, Beans: 1 }), ErrorCode.NoPermission)
    const pending = expectOk(await start(employee, { OrderNo: o.orderNo, Channel: 'WeChatPay', PersonalAmount: o.personal, Wallet: 100 }))
    assert.equal(new Date(pending.Intent.ExpiresAt).getTime() - env.now().getTime(), 5 * 60_000)
    // Lanhai's settings are its own.
    const lanhai = await db()
      .selectFrom('money_settings')
      .innerJoin('companies', 'companies.id', 'money_settings.company_id')
      .select(['beans_pay', 'pay_timeout_minutes'])
      .where('companies.code', '=', 'LANHAI')
      .executeTakeFirstOrThrow()
    assert.deepEqual([lanhai.beans_pay, lanhai.pay_timeout_minutes], [0, 15])
    expectOk(await env.call('moneySettings/save', before, { token: admin }))
  })

  it("cancels orders left unpaid past the limit the company sets, but not one whose payment is pending, nor another company's", async () => {
    const admin = await env.login('admin01')
    const before = expectOk(await env.call('moneySettings/get', {}, { token: admin }))
    expectError(await env.call('moneySettings/save', { ...before, OrderPayMinutes: 5 }, { token: admin }), ErrorCode.ValidationFailed)
    expectOk(await env.call('moneySettings/save', { ...before, OrderPayMinutes: 30, PayTimeoutMinutes: 60 }, { token: admin }))
    employee = await env.login('employee01')
    other = await env.login('other01')
    const idle = await book(employee)
    const paying = await book(employee)
    const theirs = await book(other)
    expectOk(await start(employee, { OrderNo: paying.orderNo, Channel: 'WeChatPay', PersonalAmount: paying.personal }))
    env.advance(29 * 60)
    await env.app.moneySweep.runOnce()
    assert.equal((await detail(env, employee, idle.orderNo)).Status, 'Placed')
    env.advance(2 * 60)
    await env.app.moneySweep.runOnce()
    employee = await env.login('employee01')
    other = await env.login('other01')
    const d = await detail(env, employee, idle.orderNo)
    assert.equal(d.Status, 'Cancelled')
    assert.ok(d.Timeline.some((t: { Text: string }) => t.Text.includes('30')))
    assert.equal((await detail(env, employee, paying.orderNo)).Status, 'Placed', 'its payment is pending')
    assert.equal((await detail(env, other, theirs.orderNo)).Status, 'Placed', 'Lanhai sets no limit')
    expectOk(await env.call('moneySettings/save', { ...before, OrderPayMinutes: 0 }, { token: await env.login('admin01') }))
  })
})
