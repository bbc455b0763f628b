/**
 * Train booking: the standard's verdict and the reason an out-of-policy class needs, mixed
 * payment, idempotent submits, seat choice (1D 1F side by side, a seat from the map, a taken
 * seat), passenger verification gating, the 12306 account (bind, the railway's code, limits,
 * unbind) and TrainSettings requiring it, payment issuing tickets, and tenant isolation.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { sql } from 'kysely'
import { ErrorCode } from '../../types/api'
import { createTestEnv, expectError, expectOk, type TestEnv } from './helpers'
import { anyDb, choiceOf, detail, findTrain, me, pay, person, rid, submitBody } from './train-harness'
import type { SeatPlace } from '../src/modules/train/catalog'
import { together } from '../src/modules/train/inventory'
import { timelineText } from '../src/kernel/orders/texts'

describe('train booking', () => {
  let env: TestEnv
  let employee: string
  let booker: string
  let selfId: number
  before(async () => {
    env = await createTestEnv({ config: { demoSmsEcho: true } })
    employee = await env.login('employee01')
    booker = await env.login('booker01')
    selfId = (await me(env, employee)).PersonId
  })
  after(async () => env?.close())

  it('books second class in policy, pays and issues a numbered ticket with coach, seat and gate', async () => {
    const row = await findTrain(env, employee, 'Second')
    const res = expectOk(await env.call('train/submitOrder', await submitBody(env, employee, choiceOf(row, 'Second'), [selfId]), { token: employee }))
    assert.equal(res.Status, 'Placed')
    assert.equal(res.NeedApproval, false)
    const paid = await pay(env, employee, res.OrderNo)
    assert.equal(paid.Status, 'TicketIssued')
    const d = await detail(env, employee, res.OrderNo)
    assert.equal(d.Tickets.length, 1)
    const t = d.Tickets[0]
    assert.equal(t.Status, 'Issued')
    assert.ok(t.Coach > 0 && /^\d+[ABCDF]$/.test(t.Seat) && t.Gate && t.TicketNo)
    assert.ok(d.Actions.CanRefund && d.Actions.CanChange)
    const list = expectOk(await env.call('order/getOrderList', { Product: 'Train' }, { token: employee }))
    assert.ok(list.Orders.some((o: { OrderNo: string; SubTitle: string }) => o.OrderNo === res.OrderNo && o.SubTitle.startsWith(row.TrainNo)))
  })

  it("shows an order booked in Chinese in the reader's language: timeline tickets, seat and the price line (class once)", async () => {
    const row = await findTrain(env, employee, 'Second')
    const res = expectOk(await env.call('train/submitOrder', await submitBody(env, employee, choiceOf(row, 'Second'), [selfId]), { token: employee, lang: 1 }))
    await pay(env, employee, res.OrderNo)
    const en = expectOk(await env.call('train/getOrderDetail', { OrderNo: res.OrderNo }, { token: employee, lang: 2 }))
    const t = en.Tickets[0]
    const issued = en.Timeline.find((e: { Text: string }) => e.Text.startsWith('Tickets issued'))
    assert.ok(issued, JSON.stringify(en.Timeline))
    assert.ok(issued.Text.includes(`${row.TrainNo} Coach ${t.Coach}, seat ${t.Seat}`), issued.Text)
    assert.ok(!/[车座]/.test(issued.Text), issued.Text)
    const line = en.PriceDetail.Lines[0]
    assert.equal(line.Label, 'Second Class')
    assert.ok(line.Detail.includes(row.FromStation.NameEN) && line.Detail.includes(row.ToStation.NameEN), line.Detail)
    assert.ok(!/Second|[\u4e00-\u9fff]/.test(line.Detail), `the class once, no Chinese: ${line.Detail}`)
    const zh = expectOk(await env.call('train/getOrderDetail', { OrderNo: res.OrderNo }, { token: employee, lang: 1 }))
    assert.ok(
      zh.Timeline.some((e: { Text: string }) => e.Text.includes(`${row.TrainNo} ${t.Coach}车${t.Seat}号`)),
      JSON.stringify(zh.Timeline),
    )
    assert.equal(zh.PriceDetail.Lines[0].Label, '二等座')
    assert.ok(!zh.PriceDetail.Lines[0].Detail.includes('二等座'))
  })

  it('keeps timeline entries written as sentences by earlier versions readable', () => {
    assert.equal(timelineText('en', 'evTrainIssued', JSON.stringify({ tickets: 'G7 4车1F 张伟' })), 'Tickets issued: G7 4车1F 张伟')
  })

  it('asks a reason for business class out of policy, takes a reason code, and splits mixed payment at the second-class price', async () => {
    const row = await findTrain(env, employee, 'Business')
    const body = await submitBody(env, employee, choiceOf(row, 'Business'), [selfId], { PaymentType: 'Mixed' })
    expectError(await env.call('train/submitOrder', body, { token: employee }), ErrorCode.ValidationFailed)
    const codes = expectOk(await env.call('reasoncode/get', { Product: 'Train', Kind: 'Policy' }, { token: employee }))
    const list = codes.Items ?? codes.Reasons ?? codes
    const code = (Array.isArray(list) ? list : [])[0]
    const reason = code ? { ReasonCodeId: code.Id, ReasonText: '' } : { ReasonCodeId: null, ReasonText: '需在车上办公' }
    const res = expectOk(await env.call('train/submitOrder', { ...body, ClientRequestId: rid(), PolicyReason: reason }, { token: employee }))
    const business = row.Seats.find((s) => s.SeatClass === 'Business')!
    const second = row.Seats.find((s) => s.SeatClass === 'Second')!
    assert.equal(res.PriceDetail.CompanyAmount, second.Price)
    assert.equal(res.PriceDetail.PersonalAmount, business.Price - second.Price)
  })

  it('answers a replayed submit with the same order, refuses a reused id with other contents', async () => {
    const row = await findTrain(env, employee, 'Second', 2)
    const body = await submitBody(env, employee, choiceOf(row, 'Second'), [selfId])
    const a = expectOk(await env.call('train/submitOrder', body, { token: employee }))
    const b = expectOk(await env.call('train/submitOrder', body, { token: employee }))
    assert.equal(b.OrderNo, a.OrderNo)
    assert.equal(b.Replayed, true)
    expectError(await env.call('train/submitOrder', { ...body, PurposeText: '别的' }, { token: employee }), ErrorCode.RequestIdReused)
    const moved = { ...body, ClientRequestId: rid(), Choice: { ...body.Choice, Price: body.Choice.Price + 100 } }
    const e = expectError(await env.call('train/submitOrder', moved, { token: employee }), ErrorCode.TrainOfferExpired)
    assert.equal(e.ResultData.Price, body.Choice.Price)
  })

  it('seats travellers side by side as asked (1D 1F) and gives a chosen seat from the map once', async () => {
    const wang = await person(env, booker, '王芳')
    const zhang = await person(env, booker, '张伟')
    const row = await findTrain(env, booker, 'Second', 4)
    const res = expectOk(
      await env.call(
        'train/submitOrder',
        await submitBody(env, booker, choiceOf(row, 'Second'), [wang.PersonId, zhang.PersonId], { SeatChoice: { Letters: ['1D', '1F'], Adjacent: true } }),
        { token: booker },
      ),
    )
    const d = await detail(env, booker, res.OrderNo)
    assert.equal(d.SeatChoiceMet, true)
    const [a, b] = d.Tickets
    assert.equal(a.Coach, b.Coach)
    assert.equal(a.Seat.replace(/\D/g, ''), b.Seat.replace(/\D/g, ''))
    assert.deepEqual([a.Seat.slice(-1), b.Seat.slice(-1)], ['D', 'F'])

    const c = choiceOf(row, 'Second')
    const map = expectOk(
      await env.call(
        'train/getSeatMap',
        { TrainNo: c.TrainNo, Date: c.Date, FromStation: c.FromStation, ToStation: c.ToStation, SeatClass: 'Second' },
        { token: booker },
      ),
    )
    const sold = map.Coaches.find((x: { Coach: number }) => x.Coach === a.Coach)
      .Rows.flat()
      .find((x: { Seat: string }) => x.Seat === a.Seat)
    assert.equal(sold.Free, false, 'a sold seat is not free')
    const freeSeat = map.Coaches.flatMap((x: { Coach: number; Rows: { Seat: string; Free: boolean }[][] }) =>
      x.Rows.flat()
        .filter((s) => s.Free)
        .map((s) => ({ Coach: x.Coach, Seat: s.Seat })),
    )[0]
    const one = await submitBody(env, employee, c, [selfId], { SeatChoice: { Seats: [freeSeat] } })
    const got = expectOk(await env.call('train/submitOrder', one, { token: employee }))
    const t = (await detail(env, employee, got.OrderNo)).Tickets[0]
    assert.deepEqual({ Coach: t.Coach, Seat: t.Seat }, freeSeat)
    expectError(await env.call('train/submitOrder', { ...one, ClientRequestId: rid() }, { token: employee }), ErrorCode.ValidationFailed)
  })

  it('seats the travellers of one order together without a seat choice (one row, side by side)', async () => {
    const ids = [(await person(env, booker, '王芳')).PersonId, (await person(env, booker, '张伟')).PersonId, (await person(env, booker, '赵磊')).PersonId]
    const row = await findTrain(env, booker, 'Second', 6)
    const res = expectOk(await env.call('train/submitOrder', await submitBody(env, booker, choiceOf(row, 'Second'), ids), { token: booker }))
    const d = await detail(env, booker, res.OrderNo)
    assert.equal(d.Tickets.length, 3)
    const coaches = new Set(d.Tickets.map((t: { Coach: number }) => t.Coach))
    const rows = new Set(d.Tickets.map((t: { Seat: string }) => t.Seat.replace(/\D/g, '')))
    assert.equal(coaches.size, 1, `one coach: ${d.Tickets.map((t: { Coach: number; Seat: string }) => `${t.Coach}/${t.Seat}`).join(' ')}`)
    assert.equal(rows.size, 1, 'one row')
    const letters = d.Tickets.map((t: { Seat: string }) => 'ABCDF'.indexOf(t.Seat.slice(-1))).sort()
    assert.equal(letters[2] - letters[0], 2, 'side by side')
  })

  it('keeps a group in one coach when no row has room for all of it', () => {
    const place = (coach: number, row: number, letter: string): SeatPlace => ({
      coach,
      row,
      letter,
      index: 'ABCDF'.indexOf(letter),
      seat: `${String(row).padStart(2, '0')}${letter}`,
    })
    // The railway's order: coach 4 first, with one free seat a row; coach 6 has two rows of three.
    const free = [place(4, 4, 'A'), place(6, 4, 'B'), place(4, 9, 'F'), place(6, 12, 'C'), place(6, 4, 'C'), place(6, 4, 'D'), place(6, 12, 'A')]
    assert.deepEqual(
      together(free, 2).map((s) => `${s.coach}/${s.seat}`),
      ['6/04B', '6/04C'],
    )
    assert.deepEqual(
      together(free, 3).map((s) => `${s.coach}/${s.seat}`),
      ['6/04B', '6/04C', '6/04D'],
    )
    const scattered = [place(4, 4, 'A'), place(6, 4, 'B'), place(4, 9, 'F'), place(6, 12, 'C')]
    assert.deepEqual(new Set(together(scattered, 2).map((s) => s.coach)).size, 1)
    assert.deepEqual(together(scattered, 1), [scattered[0]])
  })

  it('lets only verified and provisionally passed travellers buy online', async () => {
    const v = expectOk(
      await env.call(
        'train/passengerVerification',
        {
          PersonIds: [(await person(env, booker, '黄敏')).PersonId, (await person(env, booker, '周杰')).PersonId, (await person(env, booker, '杨帆')).PersonId],
        },
        { token: booker },
      ),
    )
    assert.deepEqual(
      v.Passengers.map((p: { Status: string }) => p.Status),
      ['Failed', 'ProvisionallyPassed', 'Pending'],
    )
    const row = await findTrain(env, booker, 'Second')
    const failed = v.Passengers[0].PersonId
    const e = expectError(
      await env.call('train/submitOrder', await submitBody(env, booker, choiceOf(row, 'Second'), [failed]), { token: booker }),
      ErrorCode.ValidationFailed,
    )
    assert.match(e.ErrMsg, /未通过/)
    expectOk(await env.call('train/submitOrder', await submitBody(env, booker, choiceOf(row, 'Second'), [v.Passengers[1].PersonId]), { token: booker }))
    const pending = v.Passengers[2].PersonId
    expectError(
      await env.call('train/submitOrder', await submitBody(env, booker, choiceOf(row, 'Second'), [pending]), { token: booker }),
      ErrorCode.ValidationFailed,
    )
    const re = expectOk(await env.call('train/passengerVerification', { PersonIds: [pending], Recheck: true }, { token: booker }))
    assert.equal(re.Passengers[0].Status, 'ProvisionallyPassed')
    expectOk(await env.call('train/submitOrder', await submitBody(env, booker, choiceOf(row, 'Second'), [pending]), { token: booker }))
  })

  it('binds a 12306 account, verifies it with the railway code (at most 3 a day), and unbinds it', async () => {
    expectError(await env.call('train/account/bind', { UserName: 'zhangwei12306', Password: 'abc' }, { token: employee }), ErrorCode.ValidationFailed)
    const bound = expectOk(await env.call('train/account/bind', { UserName: 'zhangwei12306', Password: 'Rail2026ok' }, { token: employee }))
    assert.equal(bound.State, 'Unverified')
    assert.equal(bound.SmsText, '999')
    assert.equal(bound.MaskedPhone, '138****0001')
    const stored = await anyDb(env).selectFrom('train_accounts').select('password_hash').executeTakeFirstOrThrow()
    assert.ok(!stored.password_hash.includes('Rail2026ok'))
    expectError(await env.call('train/account/bind', { UserName: 'again', Password: 'Rail2026ok' }, { token: employee }), ErrorCode.AlreadyExists)
    const sent = expectOk(await env.call('train/account/sendCode', {}, { token: employee }))
    assert.match(sent.DevCode, /^\d{6}$/)
    assert.ok(
      env.logLines.some((l) => l.includes(`code ${sent.DevCode}`)),
      'the code is in the server log',
    )
    expectError(await env.call('train/account/verify', { Code: sent.DevCode === '000000' ? '111111' : '000000' }, { token: employee }), ErrorCode.CodeInvalid)
    expectOk(await env.call('train/account/sendCode', {}, { token: employee }))
    const third = expectOk(await env.call('train/account/sendCode', {}, { token: employee }))
    assert.equal(third.CodesLeftToday, 0)
    expectError(await env.call('train/account/sendCode', {}, { token: employee }), ErrorCode.TooManyCodes)
    const ok = expectOk(await env.call('train/account/verify', { Code: third.DevCode }, { token: employee }))
    assert.equal(ok.State, 'Verified')
    const gone = expectOk(await env.call('train/account/unbind', {}, { token: employee }))
    assert.equal(gone.State, 'None')
  })

  it('requires a verified 12306 account when TrainSettings say so', async () => {
    const db = anyDb(env)
    const other = await env.login('approver01')
    const row = await findTrain(env, other, 'Second')
    const company = await db.selectFrom('users').select('company_id').where('user_name', '=', 'approver01').executeTakeFirstOrThrow()
    const s = await db.selectFrom('company_settings').select('setting_json').where('company_id', '=', company.company_id).executeTakeFirstOrThrow()
    const setting = JSON.parse(s.setting_json)
    setting.TrainSettings.NormalSettings.IsRequired12306Account = true
    await db
      .updateTable('company_settings')
      .set({ setting_json: JSON.stringify(setting) })
      .where('company_id', '=', company.company_id)
      .execute()
    try {
      const meId = (await me(env, other)).PersonId
      const e = expectError(
        await env.call('train/submitOrder', await submitBody(env, other, choiceOf(row, 'Second'), [meId]), { token: other }),
        ErrorCode.ValidationFailed,
      )
      assert.match(e.ErrMsg, /12306/)
      expectOk(await env.call('train/account/bind', { UserName: 'lina12306', Password: 'Rail2026ok' }, { token: other }))
      const code = expectOk(await env.call('train/account/sendCode', {}, { token: other })).DevCode
      expectOk(await env.call('train/account/verify', { Code: code }, { token: other }))
      expectOk(await env.call('train/submitOrder', await submitBody(env, other, choiceOf(row, 'Second'), [meId]), { token: other }))
    } finally {
      setting.TrainSettings.NormalSettings.IsRequired12306Account = false
      await db
        .updateTable('company_settings')
        .set({ setting_json: JSON.stringify(setting) })
        .where('company_id', '=', company.company_id)
        .execute()
    }
  })

  it('keeps orders to their company: another company neither sees nor acts on them', async () => {
    const row = await findTrain(env, employee, 'Second')
    const res = expectOk(await env.call('train/submitOrder', await submitBody(env, employee, choiceOf(row, 'Second'), [selfId]), { token: employee }))
    const other = await env.login('other01')
    expectError(await env.call('train/getOrderDetail', { OrderNo: res.OrderNo }, { token: other }), ErrorCode.NotFound)
    expectError(await env.call('train/cancelOrder', { OrderNo: res.OrderNo, ClientRequestId: rid() }, { token: other }), ErrorCode.NotFound)
    expectError(
      await env.call('Pay/trainpaystart', { OrderNo: res.OrderNo, Channel: 'CompanyAccount', PersonalAmount: 0 }, { token: other }),
      ErrorCode.NotFound,
    )
    expectError(
      await env.call('train/submitOrder', await submitBody(env, other, choiceOf(row, 'Second'), [selfId]), { token: other }),
      ErrorCode.ValidationFailed,
    )
    const cancelled = expectOk(await env.call('train/cancelOrder', { OrderNo: res.OrderNo, ClientRequestId: rid() }, { token: employee }))
    assert.equal(cancelled.Status, 'Cancelled')
    const n = await sql<{
      n: number
    }>`select count(*) as n from train_tickets where order_id = (select id from orders where order_no = ${res.OrderNo}) and status = 'Void'`.execute(anyDb(env))
    assert.equal(Number(n.rows[0].n), 1)
  })
})
