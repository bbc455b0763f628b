/**
 * Ticket-grabbing with the real job (app.trainGrabs, run once at a time under the injected
 * clock): nothing while sold out; a refund puts a place back and the grab takes it, in the
 * traveller's order of preference, the difference to the prepaid amount refunded and the
 * traveller told in the order's timeline (their message-centre notices); at the deadline the
 * prepaid amount comes back; a second instance on the same database goes on after the first
 * stopped mid-grab; two instances sweeping the same grabs issue each place once.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import type { TrainRow } from '../../types/api/train'
import { journeyOf, timesOf, trainByNo } from '../src/modules/train/catalog'
import { chinaDateTime } from '../src/lib/time'
import { createTestEnv, DB_KIND, expectError, expectOk, type TestEnv } from './helpers'
import { anyDb, choiceOf, detail, grabBody, me, pay, person, rid, search, setLeft, submitBody, DAY } from './train-harness'

const startDate = (row: TrainRow) => journeyOf(trainByNo(row.TrainNo)!, row.FromStation.Code, row.ToStation.Code, row.DepartDate)!.startDate
const departure = (row: TrainRow) => timesOf(journeyOf(trainByNo(row.TrainNo)!, row.FromStation.Code, row.ToStation.Code, row.DepartDate)!).depart

/** Two G trains VNP → AOH on DAY with second class, each set to `left` places. */
async function twoTrains(env: TestEnv, token: string, left: [number, number]): Promise<[TrainRow, TrainRow]> {
  const r = await search(env, token, 'VNP', 'AOH', DAY)
  const rows = r.Trains.filter(
    (t) =>
      t.TrainType === 'G' &&
      t.FromStation.Code === 'VNP' &&
      t.ToStation.Code === 'AOH' &&
      (t.Seats.find((s) => s.SeatClass === 'Second')?.Remaining ?? 0) > 2 &&
      t.DepartTime > '09:00',
  )
  const pair: [TrainRow, TrainRow] = [rows[0], rows[1]]
  for (const [i, row] of pair.entries()) await setLeft(env, row.TrainNo, startDate(row), 'Second', left[i])
  return pair
}

async function bookPaid(env: TestEnv, token: string, row: TrainRow, personId: number): Promise<{ orderNo: string; ticketId: number }> {
  const res = expectOk(await env.call('train/submitOrder', await submitBody(env, token, choiceOf(row, 'Second'), [personId]), { token }))
  await pay(env, token, res.OrderNo)
  return { orderNo: res.OrderNo, ticketId: (await detail(env, token, res.OrderNo)).Tickets[0].TicketId }
}

async function refund(env: TestEnv, token: string, b: { orderNo: string; ticketId: number }) {
  const p = expectOk(await env.call('train/refundPreview', { OrderNo: b.orderNo, TicketIds: [b.ticketId] }, { token }))
  expectOk(await env.call('train/refund', { OrderNo: b.orderNo, ClientRequestId: rid(), TicketIds: [b.ticketId], Fee: p.Fee, Reason: '行程取消' }, { token }))
}

async function grab(env: TestEnv, token: string, rows: TrainRow[], personId: number, deadline: Date): Promise<string> {
  const g = {
    FromStation: 'VNP',
    ToStation: 'AOH',
    TrainNos: rows.map((r) => r.TrainNo),
    Dates: [DAY],
    SeatClasses: ['Second' as const],
    Deadline: chinaDateTime(deadline),
  }
  const res = expectOk(await env.call('train/grab/submit', await grabBody(env, token, g, [personId]), { token }))
  await pay(env, token, res.OrderNo)
  return res.OrderNo
}

const grabState = async (env: TestEnv, token: string, orderNo: string) => expectOk(await env.call('train/grab/detail', { OrderNo: orderNo }, { token }))

describe('ticket-grabbing', () => {
  let env: TestEnv
  let booker: string
  let ids: number[]
  before(async () => {
    env = await createTestEnv()
    booker = await env.login('booker01')
    ids = []
    for (const name of ['张伟', '王芳', '李娜', '吴婷', '陈静']) ids.push((await person(env, booker, name)).PersonId)
  })
  after(async () => env?.close())

  it('waits while sold out, takes a refunded place in the order of preference, and refunds the difference', async () => {
    const [a, b] = await twoTrains(env, booker, [1, 2])
    const x = await bookPaid(env, booker, a, ids[0])
    const y = await bookPaid(env, booker, b, ids[1])
    const z = await bookPaid(env, booker, b, ids[2])
    const deadline = new Date(departure(a).getTime() - 3 * 3_600_000)
    expectError(
      await env.call(
        'train/grab/submit',
        await grabBody(
          env,
          booker,
          {
            FromStation: 'VNP',
            ToStation: 'AOH',
            TrainNos: [a.TrainNo],
            Dates: [DAY],
            SeatClasses: ['Second'],
            Deadline: chinaDateTime(new Date(departure(a).getTime() - 3_600_000)),
          },
          [ids[3]],
        ),
        { token: booker },
      ),
      ErrorCode.ValidationFailed,
    )

    const first = await grab(env, booker, [a, b], ids[3], deadline)
    assert.equal((await detail(env, booker, first)).Status, 'Processing')
    assert.deepEqual(await env.app.trainGrabs.runOnce(), ['Waiting'])
    let g = await grabState(env, booker, first)
    assert.equal(g.State, 'Grabbing')
    assert.equal(g.Attempts, 1)
    assert.deepEqual(await env.app.trainGrabs.runOnce(), [], 'not due again before the retry interval')

    await refund(env, booker, y)
    env.advance(31)
    assert.deepEqual(await env.app.trainGrabs.runOnce(), ['Succeeded'])
    g = await grabState(env, booker, first)
    assert.equal(g.State, 'Succeeded')
    assert.equal(g.Booked.TrainNo, b.TrainNo, 'the only place was on the second choice')
    const d = await detail(env, booker, first)
    assert.equal(d.Status, 'TicketIssued')
    assert.equal(d.Tickets.length, 1)
    assert.equal(d.Tickets[0].TrainNo, b.TrainNo)
    assert.ok(d.Timeline.some((e: { Text: string }) => e.Text.includes('抢票成功')))
    const prepaid = Math.max(a.Seats.find((s) => s.SeatClass === 'Second')!.Price, b.Seats.find((s) => s.SeatClass === 'Second')!.Price)
    const back = prepaid - d.Tickets[0].Price
    assert.equal(
      d.Refunds.reduce((s: number, r: { Amount: number }) => s + r.Amount, 0),
      back,
    )

    // Both trains free a place at once: the first choice wins.
    const second = await grab(env, booker, [a, b], ids[4], deadline)
    await refund(env, booker, x)
    await refund(env, booker, z)
    assert.deepEqual(await env.app.trainGrabs.runOnce(), ['Succeeded'])
    assert.equal((await grabState(env, booker, second)).Booked.TrainNo, a.TrainNo)
    // The traveller's message centre shows it.
    const traveller = await env.login('consultant01')
    const msgs = expectOk(await env.call('message/getMessageList', { Category: 'Order' }, { token: traveller }))
    assert.ok(JSON.stringify(msgs).includes(second), 'the grab result reaches the traveller')
  })

  it('expires at the deadline and refunds the prepaid amount; a cancelled grab refunds too', async () => {
    const [a] = await twoTrains(env, booker, [0, 0])
    const deadline = new Date(env.now().getTime() + 3_600_000)
    const orderNo = await grab(env, booker, [a], ids[0], deadline)
    assert.deepEqual(await env.app.trainGrabs.runOnce(), ['Waiting'])
    env.advance(3601)
    booker = await env.login('booker01')
    assert.deepEqual(await env.app.trainGrabs.runOnce(), ['Expired'])
    const d = await detail(env, booker, orderNo)
    assert.equal(d.Status, 'RefundSucceeded')
    assert.equal(d.Grab.State, 'Expired')
    assert.equal(d.Refunds[0].Amount, d.PriceDetail.Total)
    assert.equal(d.Tickets.length, 0)

    const other = await grab(env, booker, [a], ids[1], new Date(env.now().getTime() + 3_600_000))
    const c = expectOk(await env.call('train/grab/cancel', { OrderNo: other, ClientRequestId: rid() }, { token: booker }))
    assert.equal(c.Status, 'RefundSucceeded')
    assert.deepEqual(await env.app.trainGrabs.runOnce(), [])
  })
})

describe('ticket-grabbing across instances', () => {
  let a: TestEnv
  before(async () => {
    a = await createTestEnv({ onDisk: true })
  })
  after(async () => a?.close())

  it('goes on in another instance after the first stopped mid-grab (its lease runs out)', async () => {
    const b = await createTestEnv({ sameDatabaseAs: a })
    const token = await b.login('booker01')
    const self = (await me(b, token)).PersonId
    const [row] = await twoTrains(b, token, [1, 1])
    const held = await bookPaid(b, token, row, (await person(b, token, '李娜')).PersonId)
    const orderNo = await grab(b, token, [row], self, new Date(departure(row).getTime() - 3 * 3_600_000))
    // b leases the grab for an attempt and stops before finishing it.
    await anyDb(b)
      .updateTable('train_grabs')
      .set({ lease_owner: b.app.trainGrabs.owner, lease_until: new Date(b.now().getTime() + 60_000).toISOString() })
      .execute()
    await b.close()

    const c = await createTestEnv({ sameDatabaseAs: a })
    try {
      const t = await c.login('booker01')
      await refund(c, t, held)
      assert.deepEqual(await c.app.trainGrabs.runOnce(), [], 'the lease of the stopped instance still holds')
      c.advance(61)
      assert.deepEqual(await c.app.trainGrabs.runOnce(), ['Succeeded'])
      const t2 = await c.login('booker01')
      assert.equal((await detail(c, t2, orderNo)).Status, 'TicketIssued')
    } finally {
      await c.close()
    }
  })

  it('two instances sweeping the same grabs issue each place once', async () => {
    const b = await createTestEnv({ sameDatabaseAs: a })
    try {
      const token = await a.login('booker01')
      const people: number[] = []
      for (const name of ['张伟', '王芳', '吴婷', '陈静', '梁颖', '郑浩然']) people.push((await person(a, token, name)).PersonId)
      const [, row] = await twoTrains(a, token, [0, 2])
      const held = [await bookPaid(a, token, row, people[0]), await bookPaid(a, token, row, people[1])]
      const deadline = new Date(departure(row).getTime() - 3 * 3_600_000)
      const grabs: string[] = []
      for (const p of people.slice(2)) grabs.push(await grab(a, token, [row], p, deadline))
      for (const h of held) await refund(a, token, h)
      const outcomes =
        DB_KIND === 'postgres'
          ? (await Promise.all([a.app.trainGrabs.runOnce(), b.app.trainGrabs.runOnce(), a.app.trainGrabs.runOnce(), b.app.trainGrabs.runOnce()])).flat()
          : [...(await a.app.trainGrabs.runOnce()), ...(await b.app.trainGrabs.runOnce())]
      assert.equal(outcomes.filter((o) => o === 'Succeeded').length, 2)
      assert.equal(outcomes.length, grabs.length, 'each grab was tried once: the other instance skipped what was leased')
      const db = anyDb(a)
      const issued = await db
        .selectFrom('train_tickets as t')
        .innerJoin('orders as o', 'o.id', 't.order_id')
        .select(['o.order_no'])
        .where('o.order_no', 'in', grabs)
        .where('t.status', '=', 'Issued')
        .execute()
      assert.equal(issued.length, 2)
      assert.equal(new Set(issued.map((r) => r.order_no)).size, 2, 'no grab got two tickets')
      const inv = await db
        .selectFrom('train_inventory')
        .select('tickets_left')
        .where('train_no', '=', row.TrainNo)
        .where('start_date', '=', startDate(row))
        .where('seat_class', '=', 'Second')
        .executeTakeFirstOrThrow()
      assert.equal(inv.tickets_left, 0)
    } finally {
      await b.close()
    }
  })
})
