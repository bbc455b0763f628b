/**
 * The disruption assistant on domestic flights (docs/disruptions.md): an event applied once across
 * two instances, the involuntary rule at the 30-minute boundary, alternatives in order, rebooking
 * onto another airline (new ticket, old refunded in full, a replay answers the same), a free
 * same-airline change, keeping, a sold-out alternative refused cleanly, and who may see what.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createHash } from 'node:crypto'
import type { Alternative, DisruptionDetailRes } from '../../types/api/disruption'
import type { CabinItem, FlightRow } from '../../types/api/flight'
import { applyEvent, isInvoluntary, recordEvent } from '../src/kernel/disruptions/events'
import { delayOf } from '../src/modules/flight/flight-status'
import { addDays, chinaDay, chinaInstant } from '../src/lib/time'
import { createTestEnv, DB_KIND, expectError, expectOk, type TestEnv } from './helpers'
import { bookingBody, cabins, choice, DAY, inPolicyFare, me, passengerOf, requestId, search, seatsOf, setSeats } from './flight-harness'

/** The demo feed's cancellations (modules/flight/disruption.ts): about 1 in 50 flights. */
const simulatedCancel = (no: string, date: string) => createHash('sha256').update(`cancel:${no}:${date}`).digest().readUInt32BE(0) % 50 === 0

describe('the involuntary rule', () => {
  const cases: [string, number, boolean][] = [
    ['Delay', 20, false],
    ['Delay', 30, false],
    ['Delay', 31, true],
    ['Delay', 45, true],
    ['Cancellation', 0, true],
    ['Diversion', 0, true],
    ['Suspension', 0, true],
    ['GateChange', 0, false],
    ['TerminalChange', 0, false],
  ]
  for (const [kind, minutes, expected] of cases)
    it(`${kind} ${minutes} min is ${expected ? '' : 'not '}involuntary`, () => assert.equal(isInvoluntary(kind as never, minutes), expected))
})

describe('disruptions of domestic flights', () => {
  let env: TestEnv
  let second: TestEnv
  let employee: string
  let admin: string

  before(async () => {
    env = await createTestEnv({ onDisk: true })
    second = await createTestEnv({ sameDatabaseAs: env })
    employee = await env.login('employee01')
    admin = await env.login('admin01')
  })
  after(async () => {
    await second?.close()
    await env?.close()
  })

  /** employee01 booked and paid (company) on an in-policy fare of a flight with other flights on its route. */
  async function booked(): Promise<{ orderNo: string; row: FlightRow; cabin: CabinItem }> {
    const { row, cabin } = await inPolicyFare(env, employee, 'BJS', 'SHA', DAY)
    const body = await bookingBody(env, employee, [choice(row, cabin)], [passengerOf(await me(env, employee))])
    const r = expectOk(await env.call('flight/submitBooking', body, { token: employee }))
    expectOk(await env.call('Pay/flightpaystart', { OrderNo: r.OrderNo, Channel: 'CompanyAccount', PersonalAmount: 0 }, { token: employee }))
    return { orderNo: r.OrderNo, row, cabin }
  }
  const event = (row: FlightRow, kind: string, extra: Record<string, unknown> = {}) =>
    env.call('disruption/addEvent', { Product: 'Flight', ServiceNo: row.FlightNo, DepartDate: row.DepartDate, Kind: kind, ...extra }, { token: admin })
  const mine = async () => expectOk(await env.call('disruption/mine', {}, { token: employee })).Items
  const detail = async (id: number): Promise<DisruptionDetailRes> => expectOk(await env.call('disruption/detail', { Id: id }, { token: employee }))
  const order = async (orderNo: string) => expectOk(await env.call('flightOrder/getOrderDetail', { OrderNo: orderNo }, { token: employee }))

  it('an event is applied once, whichever instance gets there first', async () => {
    const { orderNo, row } = await booked()
    const e = await recordEvent(
      env.db,
      { product: 'Flight', no: row.FlightNo, date: row.DepartDate, kind: 'GateChange', gate: 'C9', source: 'Feed' },
      env.now(),
    )
    const again = await recordEvent(
      second.db,
      { product: 'Flight', no: row.FlightNo, date: row.DepartDate, kind: 'GateChange', gate: 'C9', source: 'Feed' },
      second.now(),
    )
    assert.equal(again.id, e.id, 'the same observation is one event')
    // PostgreSQL: at the same time. SQLite's one writer (and this one process) takes them in turn.
    const tries = [() => applyEvent(env.db, e.id, env.now()), () => applyEvent(second.db, e.id, second.now()), () => applyEvent(env.db, e.id, env.now())]
    const told = DB_KIND === 'postgres' ? await Promise.all(tries.map((t) => t())) : [await tries[0](), await tries[1](), await tries[2]()]
    assert.equal(told.filter((n) => n !== null).length, 1)
    const rows = await env.db.selectFrom('disruptions').selectAll().where('event_id', '=', e.id).where('order_no', '=', orderNo).execute()
    assert.equal(rows.length, 1)
    assert.equal(rows[0].state, 'Informed', 'a gate change only informs')
  })

  it("the demo feed's job on two instances records a flight's delay once and tells its traveller once", async () => {
    // A flight of tomorrow (watched from today) that the demo feed sees delayed.
    const tomorrow = addDays(chinaDay(env.now()), 1)
    const rows = await search(env, employee, 'BJS', 'SHA', tomorrow)
    let found: { row: FlightRow; cabin: CabinItem } | undefined
    for (const r of rows.filter((x) => delayOf(x.FlightNo, tomorrow) > 0 && !simulatedCancel(x.FlightNo, tomorrow))) {
      const c = (await cabins(env, employee, r)).find((x) => x.Policy.InPolicy && x.SeatsLeft > 0)
      if (c && !found) found = { row: r, cabin: c }
    }
    const { row, cabin } = found!
    const body = await bookingBody(env, employee, [choice(row, cabin)], [passengerOf(await me(env, employee))])
    const r = expectOk(await env.call('flight/submitBooking', body, { token: employee }))
    expectOk(await env.call('Pay/flightpaystart', { OrderNo: r.OrderNo, Channel: 'CompanyAccount', PersonalAmount: 0 }, { token: employee }))
    // The feed knows of a delay from a day before departure: both instances' clocks to 6 hours before it.
    const hhmm = row.DepartTime.slice(-5)
    const departs = chinaInstant(tomorrow, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5)))
    const ahead = Math.floor((departs.getTime() - env.now().getTime()) / 1000) - 6 * 3600
    if (ahead > 0) for (const e of [env, second]) e.advance(ahead)
    // Sweeps of both instances, in turn on SQLite (one writer), at once on PostgreSQL.
    const sweeps = [() => env.app.opsFeed.runOnce(), () => second.app.opsFeed.runOnce(), () => env.app.opsFeed.runOnce()]
    if (DB_KIND === 'postgres') await Promise.all(sweeps.map((s) => s()))
    else for (const s of sweeps) await s()
    const events = await env.db
      .selectFrom('ops_events')
      .selectAll()
      .where('service_no', '=', row.FlightNo)
      .where('dep_date', '=', tomorrow)
      .where('source', '=', 'Feed')
      .execute()
    assert.equal(events.length, 1)
    assert.equal(events[0].delay_minutes, delayOf(row.FlightNo, tomorrow))
    const told = await env.db.selectFrom('disruptions').selectAll().where('order_no', '=', r.OrderNo).execute()
    assert.equal(told.length, 1)
    assert.equal(told[0].state, delayOf(row.FlightNo, tomorrow) > 30 ? 'Open' : 'Informed')
  })

  it('at the 30-minute boundary: 30 informs without alternatives, 31 offers them and keep', async () => {
    const { orderNo, row } = await booked()
    expectOk(await event(row, 'Delay', { DelayMinutes: 30 }))
    let d = (await mine()).find((x: { OrderNo: string; State: string; Id: number }) => x.OrderNo === orderNo)!
    assert.equal(d.State, 'Informed')
    assert.equal(d.Involuntary, false)
    assert.deepEqual((await detail(d.Id)).Alternatives, [])
    expectOk(await event(row, 'Delay', { DelayMinutes: 31 }))
    d = (await mine()).find((x: { OrderNo: string; State: string; Id: number }) => x.OrderNo === orderNo && x.State === 'Open')!
    assert.ok(d, 'a delay over 30 minutes is open')
    const alts = (await detail(d.Id)).Alternatives
    assert.ok(alts.length > 1)
    assert.equal(alts[alts.length - 1].Group, 'Keep')
    const kept = expectOk(await env.call('disruption/keep', { Id: d.Id }, { token: employee }))
    assert.equal(kept.Item.State, 'Kept')
    expectError(await env.call('disruption/keep', { Id: d.Id }, { token: employee }), 1001)
    assert.equal((await order(orderNo)).Status, 'TicketIssued')
  })

  it('a cancellation: alternatives in order; another airline books a new ticket and refunds the old in full, once', async () => {
    const { orderNo, row } = await booked()
    const added = expectOk(await event(row, 'Cancellation'))
    assert.equal(added.Event.Affected >= 1, true)
    const d = (await mine()).find((x: { OrderNo: string; State: string; Id: number }) => x.OrderNo === orderNo && x.State === 'Open')!
    assert.equal(d.Kind, 'Cancellation')
    assert.match(d.Title, new RegExp(row.FlightNo))
    const messages = expectOk(await env.call('message/getMessageList', { Category: 'Flight' }, { token: employee })).Items
    assert.ok(
      messages.some((m: { Kind: string; SubjectNo: string }) => m.Kind === 'Disruption' && m.SubjectNo === orderNo),
      'the traveller hears in the message centre',
    )
    const { Alternatives } = await detail(d.Id)
    const groups = Alternatives.map((a) => a.Group)
    const rank = { SameCarrier: 0, OtherCarrier: 1, Train: 2, Keep: 3 }
    assert.deepEqual(
      [...groups].sort((a, b) => rank[a] - rank[b]),
      groups,
      'same airline, other airlines, trains, keep',
    )
    assert.ok(!Alternatives.some((a) => a.ServiceNo === row.FlightNo && a.Group !== 'Keep'))
    const other = Alternatives.find((a) => a.Group === 'OtherCarrier' && a.InPolicy) as Alternative
    assert.ok(other, 'another airline in policy')
    const before = await order(orderNo)
    const req = { Id: d.Id, Token: other.Token, ClientRequestId: requestId('rebook') }
    const r = expectOk(await env.call('disruption/rebook', req, { token: employee }))
    assert.notEqual(r.OrderNo, orderNo)
    assert.equal(r.Item.State, 'Rebooked')
    assert.equal(r.PendingApproval, false)
    const fresh = await order(r.OrderNo)
    assert.equal(fresh.Status, 'TicketIssued')
    const old = await order(orderNo)
    assert.equal(old.Status, 'RefundSucceeded')
    const refunds = old.Refunds as { RefundAmount: number; RefundFee: number }[]
    assert.ok(refunds.length >= 1 && refunds.every((x) => x.RefundFee === 0), 'no fee')
    assert.equal(
      refunds.reduce((n, x) => n + x.RefundAmount, 0),
      before.PriceDetail.Total,
      'everything it cost comes back',
    )
    const again = expectOk(await env.call('disruption/rebook', req, { token: employee }))
    assert.equal(again.OrderNo, r.OrderNo, 'a replay answers the same rebooking')
    expectError(await env.call('disruption/rebook', { ...req, ClientRequestId: requestId('rebook') }, { token: employee }), 1001)
  })

  it('the same airline: a free change of the ticket on the same order', async () => {
    const { orderNo, row } = await booked()
    expectOk(await event(row, 'Delay', { DelayMinutes: 120 }))
    const d = (await mine()).find((x: { OrderNo: string; State: string; Id: number }) => x.OrderNo === orderNo && x.State === 'Open')!
    const same = (await detail(d.Id)).Alternatives.find((a) => a.Group === 'SameCarrier')
    if (!same) return // the route has no other flight of this airline in the next two days
    assert.equal(same.Free, true)
    assert.equal(same.PriceDifference, 0)
    const r = expectOk(await env.call('disruption/rebook', { Id: d.Id, Token: same.Token, ClientRequestId: requestId('same') }, { token: employee }))
    assert.equal(r.OrderNo, orderNo)
    const o = await order(orderNo)
    assert.equal(o.Status, 'ChangeSucceeded')
    assert.ok(JSON.stringify(o).includes(same.ServiceNo))
  })

  it('a sold-out alternative is refused cleanly: nothing booked, nothing refunded', async () => {
    const { orderNo, row } = await booked()
    const ev = expectOk(await event(row, 'Cancellation'))
    const d = (await mine()).find((x: { OrderNo: string; State: string; Id: number }) => x.OrderNo === orderNo && x.State === 'Open')!
    assert.ok(d, JSON.stringify([orderNo, row.FlightNo, ev]))
    const other = (await detail(d.Id)).Alternatives.find((a) => a.Group === 'OtherCarrier')!
    // Every fare of the chosen flight sold out by someone else in between.
    const target = (await search(env, employee, 'BJS', 'SHA', other.DepartDate)).find((r) => r.FlightNo === other.ServiceNo)!
    const codes = (await cabins(env, employee, target)).map((c) => c.CabinCode)
    for (const c of codes) await setSeats(env, target, c, 0)
    const res = await env.call('disruption/rebook', { Id: d.Id, Token: other.Token, ClientRequestId: requestId('soldout') }, { token: employee })
    assert.notEqual(res.ErrorCode, 0)
    assert.ok(res.ErrMsg.length > 0)
    assert.equal((await order(orderNo)).Status, 'TicketIssued', 'the old ticket stays')
    assert.equal((await mine()).find((x: { OrderNo: string; State: string; Id: number }) => x.Id === d.Id)!.State, 'Open')
    for (const c of codes) assert.equal(await seatsOf(env, target, c), 0)
  })

  it('another traveller cannot open my disruption; the duty-of-care list is for administrators', async () => {
    const { orderNo, row } = await booked()
    expectOk(await event(row, 'Cancellation'))
    const d = (await mine()).find((x: { OrderNo: string; State: string; Id: number }) => x.OrderNo === orderNo && x.State === 'Open')!
    const stranger = await env.login('other01')
    const res = await env.call('disruption/detail', { Id: d.Id }, { token: stranger })
    assert.notEqual(res.ErrorCode, 0)
    expectError(await env.call('disruption/affected', {}, { token: employee }), 1003)
    const list = expectOk(await env.call('disruption/affected', { OpenOnly: true }, { token: admin }))
    assert.ok(list.Items.some((x: { Id: number; PersonName: string }) => x.Id === d.Id && x.PersonName.length > 0))
    assert.ok(list.Open >= 1)
    expectError(
      await env.call(
        'disruption/addEvent',
        { Product: 'Flight', ServiceNo: row.FlightNo, DepartDate: row.DepartDate, Kind: 'Cancellation' },
        { token: employee },
      ),
      1003,
    )
  })

  it("the flight's notice in the message centre shows the recorded cancellation, not its usual status", async () => {
    // Within 48 hours of departure the flight has a notice.
    const tomorrow = addDays(chinaDay(env.now()), 1)
    const { row, cabin } = await inPolicyFare(env, employee, 'BJS', 'SHA', tomorrow)
    const body = await bookingBody(env, employee, [choice(row, cabin)], [passengerOf(await me(env, employee))])
    const r = expectOk(await env.call('flight/submitBooking', body, { token: employee }))
    expectOk(await env.call('Pay/flightpaystart', { OrderNo: r.OrderNo, Channel: 'CompanyAccount', PersonalAmount: 0 }, { token: employee }))
    expectOk(await event(row, 'Cancellation'))
    const items = expectOk(await env.call('message/getMessageList', { Category: 'Flight', PageSize: 50 }, { token: employee })).Items
    const notice = items.find((m: { Kind: string; SubjectNo: string }) => m.Kind === 'FlightNotice' && m.SubjectNo === r.OrderNo)
    assert.equal(notice?.Flight?.Status, 'Cancelled')
  })

  it('an administrator decides whether a disruption rebooks without approval; the assistant says so', async () => {
    const { orderNo, row } = await booked()
    expectOk(await event(row, 'Cancellation'))
    const d = (await mine()).find((x: { OrderNo: string; State: string; Id: number }) => x.OrderNo === orderNo && x.State === 'Open')!
    assert.equal((await detail(d.Id)).SkipsApproval, true, 'absent: skipped')
    const saved = expectOk(await env.call('vettingsetting/saveVettingInitInfo', { TimeoutMinutes: 1440, DisruptionSkipsApproval: false }, { token: admin }))
    assert.equal(saved.DisruptionSkipsApproval, false)
    assert.equal((await detail(d.Id)).SkipsApproval, false)
    expectOk(await env.call('vettingsetting/saveVettingInitInfo', { TimeoutMinutes: 1440, DisruptionSkipsApproval: true }, { token: admin }))
  })

  it('the console refuses what does not fit, in words', async () => {
    const { row } = await booked()
    expectError(await event(row, 'Suspension'), 1001)
    expectError(await event(row, 'Delay'), 1001)
    expectError(await event(row, 'Diversion', { DivertedTo: 'ZZZ' }), 1001)
    expectError(
      await env.call('disruption/addEvent', { Product: 'Flight', ServiceNo: 'ZZ9999', DepartDate: DAY, Kind: 'Cancellation' }, { token: admin }),
      1001,
    )
    const list = expectOk(await env.call('disruption/events', {}, { token: admin }))
    assert.ok(list.Events.length > 0)
  })
})
