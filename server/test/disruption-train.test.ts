/**
 * Trains in the disruption assistant, called as the assistant calls them (the registry's getters):
 * trains offered instead of a cancelled or delayed flight only under 1,000 km, in the traveller's
 * standard first, booked paid as the flight was (a replayed request id answers the same order, a
 * sold-out train refused with nothing written); the railway's timetable operations: the trains
 * watched, the travellers a train's event touches, the demo feed, the free change and the full
 * refund.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import type { ServiceFacts } from '../src/kernel/disruptions/registry'
import { alternativeSources, timetableOps } from '../src/kernel/disruptions/registry'
import { allTrains } from '../src/modules/train/catalog'
import { addDays, chinaInstant } from '../src/lib/time'
import { bookingBody, choice as flightChoice, inPolicyFare, passengerOf } from './flight-harness'
import { createTestEnv, expectOk, TODAY, type TestEnv } from './helpers'
import { bookingOf, CONTEXT_DOMAIN, contextOf, tripOf } from './disruption-harness'
import { choiceOf, DAY, findTrain, me, pay, rid, setLeft, submitBody } from './train-harness'

const EN = 2
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))
const source = () => alternativeSources().find((s) => s.product === 'Train')!
const ops = () => timetableOps('Train')!

/** A flight's facts as the flight's timetable would give them (the kernel's): Beijing to Shanghai on DAY, 09:00–11:15. */
const flightService = (no: string, km: number): ServiceFacts => ({
  product: 'Flight',
  no,
  date: DAY,
  carrier: 'MU',
  carrierName: 'China Eastern',
  fromCity: 'BJS',
  toCity: 'SHA',
  fromName: 'Beijing',
  toName: 'Shanghai',
  arrivalPlace: 'SHA',
  departure: chinaInstant(DAY, 9 * 60),
  arrival: chinaInstant(DAY, 11 * 60 + 15),
  km,
})

async function countRows(env: TestEnv) {
  const n = async (t: 'orders' | 'train_tickets' | 'order_events' | 'train_seats') =>
    Number(
      (
        await env.db
          .selectFrom(t)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  return { orders: await n('orders'), tickets: await n('train_tickets'), events: await n('order_events'), seats: await n('train_seats') }
}

describe('trains instead of a disrupted flight', () => {
  let env: TestEnv
  let token: string
  let flight: Awaited<ReturnType<typeof bookingOf>>
  let flightNo: string

  before(async () => {
    env = await createTestEnv({ extraDomains: [CONTEXT_DOMAIN] })
    token = await env.login('employee01')
    const self = await me(env, token)
    const { row, cabin } = await inPolicyFare(env, token, 'BJS', 'SHA', DAY)
    const booked = expectOk(await env.call('flight/submitBooking', await bookingBody(env, token, [flightChoice(row, cabin)], [passengerOf(self)]), { token }))
    flight = await bookingOf(env, booked.OrderNo, self.PersonId, cabin.Price)
    flightNo = row.FlightNo
  })
  after(async () => env?.close())

  const cases: [km: number, offered: boolean][] = [
    [300, true],
    [999, true],
    [1000, false],
    [1800, false],
  ]
  for (const [km, offered] of cases) {
    it(`${offered ? 'offers' : 'offers no'} trains for a ${km} km flight`, async () => {
      const ctx = await contextOf(env, token)
      const alts = await source().alternatives(ctx, tripOf(flight, flightService(flightNo, km)))
      assert.equal(alts.length > 0, offered)
    })
  }

  it('offers trains leaving after the expected departure, in the standard first, then by arrival, each with its price difference', async () => {
    const ctx = await contextOf(env, token)
    const expected = chinaInstant(DAY, 14 * 60)
    const trip = tripOf(flight, flightService(flightNo, 900), { kind: 'Delay', delayMinutes: 300, expectedDeparture: expected })
    const alts = await source().alternatives(ctx, trip)
    assert.ok(alts.length > 0)
    const arrival = (a: (typeof alts)[number]) => chinaInstant(a.DepartDate, minutesOf(a.ArriveTime) + a.ArriveDayOffset * 1440).getTime()
    for (const [i, a] of alts.entries()) {
      assert.equal(a.group, 'Train')
      assert.equal(a.Product, 'Train')
      assert.equal(a.Free, false)
      assert.equal(a.PriceDifference, a.Price - flight.paid)
      assert.ok(a.SeatsLeft > 0)
      assert.ok(chinaInstant(a.DepartDate, minutesOf(a.DepartTime)).getTime() > expected.getTime(), `${a.ServiceNo} leaves after 14:00`)
      assert.equal(a.InPolicy, a.PolicyNote === '')
      assert.deepEqual(Object.keys(a.choice).sort(), ['Date', 'FromStation', 'InPolicy', 'Price', 'SeatClass', 'ToStation', 'TrainNo'])
      const prev = alts[i - 1]
      if (prev)
        assert.ok(
          Number(prev.InPolicy) > Number(a.InPolicy) || (prev.InPolicy === a.InPolicy && arrival(prev) <= arrival(a)),
          'in policy first, then by arrival',
        )
    }
    assert.ok(alts[0].InPolicy, 'the standard allows second class on a high-speed train')
  })

  it("marks a class over the standard with a note in the reader's language", async () => {
    const ctx = await contextOf(env, token, EN)
    const trip = tripOf(flight, flightService(flightNo, 900), { kind: 'Delay', delayMinutes: 600, expectedDeparture: chinaInstant(DAY, 17 * 60) })
    const before = await source().alternatives(ctx, trip)
    // Second class sold out on every train offered: the class left is over the employee's standard.
    for (const a of before) await setLeft(env, String(a.choice.TrainNo), String(a.choice.Date), 'Second', 0)
    const alts = await source().alternatives(ctx, trip)
    const over = alts.find((a) => !a.InPolicy)
    assert.ok(over, 'a class over the standard is listed')
    assert.match(over.PolicyNote, /^Out of policy: /)
  })

  it("books a class over the standard with the booker's reason, without approval when the company skips it for disruptions", async () => {
    const ctx = await contextOf(env, token)
    // Second class is sold out after 17:00 (the test before): the class left is over the standard.
    const trip = tripOf(flight, flightService(flightNo, 900), { kind: 'Delay', delayMinutes: 600, expectedDeparture: chinaInstant(DAY, 17 * 60) })
    const over = (await source().alternatives(ctx, trip)).find((a) => !a.InPolicy)!
    const reasonOf = async (orderNo: string) =>
      await env.db
        .selectFrom('train_tickets as t')
        .innerJoin('orders as o', 'o.id', 't.order_id')
        .select(['t.policy_reason', 'o.status'])
        .where('o.order_no', '=', orderNo)
        .executeTakeFirstOrThrow()
    await assert.rejects(source().book(ctx, trip, over.choice, { requestId: rid('rebook'), skipApproval: true, reasonText: ' ' }), (e: { code?: number }) => {
      assert.equal(e.code, ErrorCode.ValidationFailed, 'a class over the standard needs a reason')
      return true
    })
    const skipped = await source().book(ctx, trip, over.choice, { requestId: rid('rebook'), skipApproval: true, reasonText: '航班取消，改乘高铁' })
    assert.equal(skipped.pendingApproval, false)
    assert.deepEqual(await reasonOf(skipped.orderNo), { policy_reason: '航班取消，改乘高铁', status: 'TicketIssued' })
    const asked = await source().book(ctx, trip, over.choice, { requestId: rid('rebook'), skipApproval: false, reasonText: '航班取消，改乘高铁' })
    assert.equal(asked.pendingApproval, (await reasonOf(asked.orderNo)).status === 'PendingApproval')
  })

  it('books the train for the traveller paid as the flight was; a replayed request id answers the same order', async () => {
    const ctx = await contextOf(env, token)
    const trip = tripOf(flight, flightService(flightNo, 900))
    const alt = (await source().alternatives(ctx, trip)).find((a) => a.InPolicy)!
    const opts = { requestId: rid('rebook'), skipApproval: true, reasonText: '' }
    const first = await source().book(ctx, trip, alt.choice, opts)
    assert.equal(first.pendingApproval, false)
    assert.deepEqual(
      { product: first.arrival.product, no: first.arrival.no, city: first.arrival.cityCode },
      { product: 'Train', no: alt.ServiceNo, city: 'SHA' },
    )
    const order = await env.db.selectFrom('orders').selectAll().where('order_no', '=', first.orderNo).executeTakeFirstOrThrow()
    assert.deepEqual([order.product, order.status, order.payment_type, order.total], ['Train', 'TicketIssued', 'Company', alt.Price])
    const tickets = await env.db
      .selectFrom('train_tickets as t')
      .innerJoin('order_passengers as p', 'p.id', 't.passenger_id')
      .select(['t.status', 't.train_no', 'p.person_id', 'p.id_no'])
      .where('t.order_id', '=', order.id)
      .execute()
    assert.deepEqual(
      tickets.map((t) => [t.status, t.train_no, t.person_id]),
      [['Issued', alt.ServiceNo, flight.personId]],
    )
    assert.ok(tickets[0].id_no, "the traveller's stored document")
    const rows = await countRows(env)
    const again = await source().book(ctx, trip, alt.choice, opts)
    assert.equal(again.orderNo, first.orderNo)
    assert.deepEqual(await countRows(env), rows, 'the replay wrote nothing')
  })

  it('leaves a train booked for a flight the traveller paid themselves waiting at the cashier', async () => {
    const self = await me(env, token)
    const { row, cabin } = await inPolicyFare(env, token, 'BJS', 'SHA', DAY)
    const body = await bookingBody(env, token, [flightChoice(row, cabin)], [passengerOf(self)], { PaymentType: 'Personal' })
    const personal = await bookingOf(env, expectOk(await env.call('flight/submitBooking', body, { token })).OrderNo, self.PersonId, cabin.Price)
    const ctx = await contextOf(env, token)
    const trip = tripOf(personal, flightService(row.FlightNo, 900))
    const alt = (await source().alternatives(ctx, trip)).find((a) => a.InPolicy)!
    const out = await source().book(ctx, trip, alt.choice, { requestId: rid('rebook'), skipApproval: true, reasonText: '' })
    const order = await env.db.selectFrom('orders').selectAll().where('order_no', '=', out.orderNo).executeTakeFirstOrThrow()
    assert.deepEqual([order.payment_type, order.status, order.personal_amount], ['Personal', 'Placed', alt.Price])
  })

  it('refuses a sold-out train with the railway’s sold-out answer and writes nothing', async () => {
    const ctx = await contextOf(env, token)
    const trip = tripOf(flight, flightService(flightNo, 900))
    const alt = (await source().alternatives(ctx, trip))[0]
    await setLeft(env, String(alt.choice.TrainNo), String(alt.choice.Date), alt.choice.SeatClass as 'Second', 0)
    const rows = await countRows(env)
    await assert.rejects(source().book(ctx, trip, alt.choice, { requestId: rid('rebook'), skipApproval: true, reasonText: '' }), (e: { code?: number }) => {
      assert.equal(e.code, ErrorCode.TrainOfferExpired)
      return true
    })
    assert.deepEqual(await countRows(env), rows)
  })
})

describe("the railway's timetable operations", () => {
  let env: TestEnv
  let token: string
  let self: number

  /** A second-class ticket on a Beijing–Shanghai G train on DAY, paid by the company. */
  async function bookedTicket(payment: 'Company' | 'Personal' = 'Company') {
    const row = await findTrain(env, token, 'Second', 1, (r) => r.FromStation.Code === 'VNP' && r.ToStation.Code === 'AOH', 'VNP', 'AOH')
    const body = await submitBody(env, token, choiceOf(row, 'Second'), [self], { PaymentType: payment })
    const res = expectOk(await env.call('train/submitOrder', body, { token }))
    await pay(env, token, res.OrderNo)
    const t = await env.db
      .selectFrom('train_tickets as t')
      .innerJoin('orders as o', 'o.id', 't.order_id')
      .selectAll('t')
      .where('o.order_no', '=', res.OrderNo)
      .executeTakeFirstOrThrow()
    const service = ops().service(t.train_no, t.start_date, 'zh-CN')!
    return { row, ticket: t, orderNo: res.OrderNo as string, service, booking: await bookingOf(env, res.OrderNo, self, t.price) }
  }

  before(async () => {
    env = await createTestEnv({ extraDomains: [CONTEXT_DOMAIN] })
    token = await env.login('employee01')
    self = (await me(env, token)).PersonId
  })
  after(async () => env?.close())

  it('watches trains with issued tickets and finds the travellers on one, with what each ticket cost', async () => {
    const { ticket, orderNo } = await bookedTicket()
    const watched = await ops().watched(env.db, DAY, DAY)
    assert.ok(watched.some((w) => w.no === ticket.train_no && w.date === ticket.start_date))
    assert.deepEqual(await ops().watched(env.db, addDays(DAY, 1), addDays(DAY, 2)), [])
    const affected = await ops().affected(env.db, ticket.train_no, ticket.start_date)
    const mine = affected.filter((a) => a.orderNo === orderNo)
    assert.deepEqual(
      mine.map((a) => [a.personId, a.paid]),
      [[self, ticket.price]],
    )
    const facts = ops().service(ticket.train_no, ticket.start_date, 'en')!
    assert.equal(facts.carrierName, 'China Railway')
    assert.ok(facts.arrival > facts.departure && facts.km > 0)
    assert.equal(ops().service('G1', '2026-02-30', 'en'), null)
  })

  it('simulates the feed from a hash of train and date: most on time, some late 10–90 minutes, about 1 in 60 suspended', () => {
    const date = addDays(TODAY, 1)
    const late = new Date(chinaInstant(date, 24 * 60).getTime())
    const seen = allTrains().map((t) => ops().simulate(t.no, date, late))
    assert.deepEqual(
      allTrains().map((t) => ops().simulate(t.no, date, late)),
      seen,
      'deterministic',
    )
    const suspended = seen.filter((o) => o[0]?.kind === 'Suspension').length
    const delayed = seen.filter((o) => o[0]?.kind === 'Delay')
    const onTime = seen.filter((o) => o.length === 0).length
    assert.ok(onTime > seen.length / 2, `${onTime} of ${seen.length} on time`)
    assert.ok(delayed.length > 0 && suspended <= seen.length / 20, `${delayed.length} delayed, ${suspended} suspended`)
    for (const [o] of delayed) assert.ok(o.delayMinutes! >= 10 && o.delayMinutes! <= 90)
    // Long before the train starts nothing is known yet.
    assert.ok(allTrains().every((t) => ops().simulate(t.no, date, chinaInstant(addDays(date, -3), 0)).length === 0))
  })

  it("changes the traveller's ticket free of charge to another train between its stations; a replay changes nothing more", async () => {
    const { ticket, orderNo, service, booking } = await bookedTicket()
    const ctx = await contextOf(env, token)
    const trip = tripOf(booking, service, { kind: 'Suspension' })
    const alts = await ops().alternatives(ctx, trip)
    assert.ok(alts.length > 0)
    for (const a of alts) {
      assert.deepEqual([a.group, a.Free, a.PriceDifference], ['Train', true, 0])
      assert.notEqual(a.ServiceNo, ticket.train_no)
      assert.deepEqual([a.choice.FromStation, a.choice.ToStation], [ticket.from_station, ticket.to_station])
    }
    const alt = alts.find((a) => a.choice.SeatClass === 'Second')!
    const opts = { requestId: rid('chg'), skipApproval: false, reasonText: '' }
    const out = await ops().changeInvoluntary(ctx, trip, alt.choice, opts)
    assert.deepEqual([out.orderNo, out.pendingApproval, out.arrival.no], [orderNo, false, alt.ServiceNo])
    const order = await env.db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow()
    assert.equal(order.status, 'ChangeSucceeded')
    const tickets = await env.db.selectFrom('train_tickets').selectAll().where('order_id', '=', order.id).orderBy('id').execute()
    assert.deepEqual(
      tickets.map((t) => [t.status, t.train_no]),
      [
        ['Changed', ticket.train_no],
        ['Issued', alt.ServiceNo],
      ],
    )
    assert.equal(tickets[1].price, Math.min(ticket.price, alt.Price), 'no difference to pay')
    const changes = await env.db.selectFrom('changes').selectAll().where('order_id', '=', order.id).execute()
    assert.deepEqual(
      changes.map((c) => [c.change_fee, c.price_difference, c.status]),
      [[0, 0, 'ChangeSucceeded']],
    )
    const payments = await env.db.selectFrom('payments').select('id').where('order_id', '=', order.id).execute()
    assert.equal(payments.length, 1, 'only the first payment')
    const again = await ops().changeInvoluntary(ctx, trip, alt.choice, opts)
    assert.equal(again.orderNo, orderNo)
    assert.equal((await env.db.selectFrom('changes').select('id').where('order_id', '=', order.id).execute()).length, 1)
  })

  for (const payment of ['Company', 'Personal'] as const) {
    it(`refunds a ${payment.toLowerCase()}-paid ticket in full in the caller's transaction: no fee, everything back where it came from`, async () => {
      const { ticket, orderNo, service, booking } = await bookedTicket(payment)
      const order = await env.db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow()
      const trip = tripOf(booking, service, { kind: 'Suspension' })
      await env.db.transaction().execute((trx) => ops().refundInFull(trx, trip, env.now()))
      const refunds = await env.db.selectFrom('refunds').selectAll().where('order_id', '=', order.id).execute()
      assert.deepEqual(
        refunds.map((r) => [r.status, r.refund_fee, r.refund_amount, r.company_refund, r.personal_refund]),
        [['RefundSucceeded', 0, ticket.price, order.paid_company, order.paid_personal]],
      )
      assert.equal(payment === 'Company' ? order.paid_company : order.paid_personal, ticket.price)
      const sources = await env.db.selectFrom('payment_sources').select(['amount', 'refunded']).where('order_id', '=', order.id).execute()
      assert.ok(sources.length > 0)
      assert.ok(
        sources.every((x) => Number(x.refunded) === Number(x.amount)),
        'every source paid back in full',
      )
      const after = await env.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()
      assert.equal(after.status, 'RefundSucceeded')
      const t = await env.db.selectFrom('train_tickets').select('status').where('id', '=', ticket.id).executeTakeFirstOrThrow()
      assert.equal(t.status, 'Refunded')
      // Asked again (a retried transaction): nothing more.
      await env.db.transaction().execute((trx) => ops().refundInFull(trx, trip, env.now()))
      assert.equal((await env.db.selectFrom('refunds').select('id').where('order_id', '=', order.id).execute()).length, 1)
    })
  }
})
