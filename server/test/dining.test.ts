/**
 * Company dining (docs/dining.md): the meal rules at their edges (table-driven, rules.ts), and
 * paying at the table through the server — the company pays within the standard on the
 * terminal's signed word, the person pays the rest at the cashier after a reason, refusals say
 * why, the daily cap counts across meals, guests and the trip-day rule apply, and one code is
 * paid once even when two server instances are asked at the same time.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { addMonths, chinaInstant } from '../src/lib/time'
import { isWorkingDay } from '../src/modules/dining/holidays'
import { judge, mealAt, rankStandard, type ChargeFacts } from '../src/modules/dining/rules'
import { payThrough } from './money-harness'
import { ErrorCode } from '../../types/api'
import type { DiningMonthlyInvoice } from '../../types/api/dining'
import { usccCheckChar } from '../../types/api/invoice-values'
import { TODAY, createTestEnv, expectError, expectOk, type TestEnv } from './helpers'

const R1 = rankStandard({ BreakfastCap: 3000, LunchCap: 6000, DinnerCap: 10000, PerDayCap: 15000, GuestCap: null })!
const R2 = rankStandard({ BreakfastCap: 4000, LunchCap: 8000, DinnerCap: 15000, PerDayCap: 22000, GuestCap: 10000 })!
const hm = (h: number, m: number) => h * 60 + m

describe('meal windows at their edges (China time)', () => {
  const cases: [number, string | null][] = [
    [hm(5, 59), null],
    [hm(6, 0), 'Breakfast'],
    [hm(9, 59), 'Breakfast'],
    [hm(10, 0), null],
    [hm(10, 59), null],
    [hm(11, 0), 'Lunch'],
    [hm(13, 59), 'Lunch'],
    [hm(14, 0), null],
    [hm(16, 59), null],
    [hm(17, 0), 'Dinner'],
    [hm(21, 29), 'Dinner'],
    [hm(21, 30), null],
  ]
  for (const [minutes, meal] of cases)
    it(`${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')} → ${meal}`, () => assert.equal(mealAt(R1, minutes), meal))
  it("a rank's own window wins over the default", () => {
    const late = rankStandard({ DinnerCap: 100, DinnerWindow: '18:00-23:00' })!
    assert.equal(mealAt(late, hm(17, 30)), null)
    assert.equal(mealAt(late, hm(22, 59)), 'Dinner')
  })
})

describe('what a charge gets', () => {
  const base: ChargeFacts = { rank: R1, tier: 1, minutes: hm(19, 0), guests: 0, bill: 8000, ownToday: 0, dayRefusal: null, overStandard: 'PayPersonally' }
  const cases: [string, Partial<ChargeFacts>, { refusal: string | null; company: number; personal: number; own?: number }][] = [
    ['within the dinner cap', {}, { refusal: null, company: 8000, personal: 0, own: 8000 }],
    ['over it: the person pays the rest', { bill: 12500 }, { refusal: null, company: 10000, personal: 2500 }],
    ['over it and the company refuses', { bill: 12500, overStandard: 'Refuse' }, { refusal: 'OverStandard', company: 0, personal: 12500 }],
    ['the daily cap left after two meals limits dinner', { ownToday: 9000 }, { refusal: null, company: 6000, personal: 2000 }],
    ['nothing left today', { ownToday: 15000 }, { refusal: null, company: 0, personal: 8000 }],
    ['a tier-2 city pays 90 %', { tier: 2, bill: 12000 }, { refusal: null, company: 9000, personal: 3000 }],
    ['guests where the rank may not invite', { guests: 1 }, { refusal: 'NoGuests', company: 0, personal: 8000 }],
    ['guests paid per head on top', { rank: R2, guests: 2, bill: 40000 }, { refusal: null, company: 35000, personal: 5000, own: 15000 }],
    ['guests do not use the daily cap', { rank: R2, guests: 1, bill: 30000, ownToday: 20000 }, { refusal: null, company: 12000, personal: 18000, own: 2000 }],
    ['outside the windows', { minutes: hm(15, 0) }, { refusal: 'OutsideWindow', company: 0, personal: 8000 }],
    ['not a trip day', { dayRefusal: 'NotTripDay' }, { refusal: 'NotTripDay', company: 0, personal: 8000 }],
    ['no standard', { rank: null }, { refusal: 'NoStandard', company: 0, personal: 8000 }],
  ]
  for (const [name, facts, want] of cases)
    it(name, () => {
      const v = judge({ ...base, ...facts })
      assert.equal(v.refusal, want.refusal)
      assert.equal(v.company, want.company)
      assert.equal(v.personal, want.personal)
      if (want.own !== undefined) assert.equal(v.own, want.own)
    })
})

describe("working days of China's calendar (the State Council's notices)", () => {
  const cases: [string, boolean, string][] = [
    ['2025-01-01', false, "New Year's Day, a Wednesday"],
    ['2025-01-02', true, 'the Thursday after'],
    ['2025-01-26', true, 'a make-up Sunday before the Spring Festival'],
    ['2025-02-04', false, 'the Spring Festival’s last day off, a Tuesday'],
    ['2025-02-08', true, 'a make-up Saturday after it'],
    ['2025-10-08', false, 'National Day and Mid-Autumn together, their last day, a Wednesday'],
    ['2025-10-11', true, 'the make-up Saturday after them'],
    ['2026-01-02', false, 'a Friday off after New Year'],
    ['2026-01-04', true, 'its make-up Sunday'],
    ['2026-02-13', true, 'the Friday before the Spring Festival'],
    ['2026-02-14', true, 'a make-up Saturday'],
    ['2026-02-23', false, 'the Spring Festival’s last day off, a Monday'],
    ['2026-02-24', true, 'the Tuesday after'],
    ['2026-09-20', true, 'a make-up Sunday before National Day'],
    ['2026-09-25', false, 'Mid-Autumn, a Friday'],
    ['2026-10-01', false, 'National Day, a Thursday'],
    ['2026-10-07', false, 'its last day off, a Wednesday'],
    ['2026-10-08', true, 'the Thursday after'],
    ['2026-10-10', true, 'the make-up Saturday'],
    ['2026-10-11', false, 'the Sunday after it'],
    ['2026-11-20', true, 'an ordinary Friday'],
    ['2026-11-21', false, 'an ordinary Saturday'],
    ['2027-01-05', true, 'a Tuesday of a year without its notice here'],
    ['2027-01-09', false, 'a Saturday of that year'],
  ]
  for (const [day, working, what] of cases) it(`${day} (${what}) → ${working ? 'working' : 'off'}`, () => assert.equal(isWorkingDay(day), working))
})

describe('paying at the table', () => {
  let env: TestEnv
  let second: TestEnv
  let token: string
  let restaurant: { RestaurantId: number; terminal: string }
  let bills = 0
  let breakfast = ''
  let signed: (terminalId: string, body: object, at?: number) => object

  /** The server clock at hh:mm:ss of TODAY in China (both instances). */
  const clockAt = (h: number, m: number, s = 0) => {
    const target = chinaInstant(TODAY, h * 60 + m).getTime() + s * 1000
    for (const e of [env, second]) e.advance((target - e.now().getTime()) / 1000)
  }
  const open = async (guests = 0) => expectOk(await env.call('mealsapi/Dining/openCode', { RestaurantId: restaurant.RestaurantId, Guests: guests }, { token }))
  const bill = (code: string, amount: number, billNo = `B${++bills}`) => ({
    CodeNo: code,
    BillNo: billNo,
    Amount: amount,
    Dishes: [{ Name: '套餐', Count: 1, Price: amount }],
  })
  const charge = (e: TestEnv, body: object) => e.call('mealsapi/Terminal/charge', signed(restaurant.terminal, body, e.now().getTime()))

  before(async () => {
    // The terminal is the other party: an ES module of its own (server/sandbox-terminal).
    ;({ signed } = await import('../sandbox-terminal/terminal.mjs'))
    env = await createTestEnv({ onDisk: true })
    second = await createTestEnv({ sameDatabaseAs: env })
    token = await env.login('employee01')
    const list = expectOk(await env.call('mealsapi/Dining/restaurants', { Near: 'Office' }, { token }))
    assert.equal(list.CityCode, 'BJS')
    assert.ok(list.Items.length >= 5)
    assert.ok(
      list.Items.every((r: { Distance: number }, i: number, a: { Distance: number }[]) => i === 0 || a[i - 1].Distance <= r.Distance),
      'nearest first',
    )
    const first = list.Items[0]
    const row = await env.db.selectFrom('dining_restaurants').select('terminal_id').where('id', '=', first.RestaurantId).executeTakeFirstOrThrow()
    restaurant = { RestaurantId: first.RestaurantId, terminal: row.terminal_id }
  })
  after(async () => {
    await second?.close()
    await env?.close()
  })

  it('breakfast within the standard is paid by the company on the terminal’s word', async () => {
    clockAt(9, 59, 30)
    const code = await open()
    const res = expectOk(await charge(env, bill(code.CodeNo, 2500)))
    assert.deepEqual([res.Result, res.CompanyAmount, res.PersonalAmount], ['Paid', 2500, 0])
    const seen = expectOk(await env.call('mealsapi/Dining/code', { CodeNo: code.CodeNo }, { token }))
    assert.equal(seen.Status, 'Paid')
    const order = expectOk(await env.call('mealsapi/Dining/order', { OrderNo: seen.OrderNo }, { token }))
    assert.deepEqual([order.Status, order.Meal, order.PaidCompany, order.Dishes[0].Name], ['Completed', 'Breakfast', 2500, '套餐'])
    assert.deepEqual(order.MonthlyInvoice, { Month: TODAY.slice(0, 7), InvoiceNo: '' }, 'on the month’s invoice, once the month is over')
    breakfast = seen.OrderNo
  })

  it('at 10:00 breakfast is over: refused, with the reason', async () => {
    clockAt(10, 0)
    const code = await open()
    const res = expectOk(await charge(env, bill(code.CodeNo, 2000)))
    assert.deepEqual([res.Result, res.Refusal], ['Refused', 'OutsideWindow'])
    const seen = expectOk(await env.call('mealsapi/Dining/code', { CodeNo: code.CodeNo }, { token, lang: 2 }))
    assert.equal(seen.Status, 'Refused')
    assert.match(seen.RefusalText, /Outside the meal times/)
  })

  it('lunch over the standard: the company pays its cap, the person the rest after a reason, through the channel', async () => {
    clockAt(12, 0)
    const code = await open()
    const res = expectOk(await charge(env, bill(code.CodeNo, 8000)))
    assert.deepEqual([res.Result, res.CompanyAmount, res.PersonalAmount], ['AwaitingPayer', 6000, 2000])
    const seen = expectOk(await env.call('mealsapi/Dining/code', { CodeNo: code.CodeNo }, { token }))
    assert.equal(seen.NeedReason, true)
    expectError(await env.call('Pay/diningpaystart', { OrderNo: seen.OrderNo, Channel: 'WeChatPay', PersonalAmount: 2000 }, { token }), 1001)
    expectOk(await env.call('mealsapi/Dining/reason', { OrderNo: seen.OrderNo, ReasonCode: 'D1', Reason: '宴请客户' }, { token }))
    const paid = expectOk(await payThrough(env, token, 'Pay/diningpaystart', { OrderNo: seen.OrderNo, Channel: 'WeChatPay', PersonalAmount: 2000 }))
    assert.equal(paid.Status, 'Completed')
    const status = expectOk(await env.call('mealsapi/Terminal/status', signed(restaurant.terminal, { BillNo: res.BillNo }, env.now().getTime())))
    assert.deepEqual([status.Result, status.PaidPersonal], ['Paid', 2000])
  })

  it('dinner gets what the daily cap leaves after breakfast and lunch', async () => {
    clockAt(19, 0)
    const code = await open()
    const res = expectOk(await charge(env, bill(code.CodeNo, 10000)))
    // 15000 a day − 2500 breakfast − 6000 lunch = 6500 left.
    assert.deepEqual([res.Result, res.CompanyAmount, res.PersonalAmount], ['AwaitingPayer', 6500, 3500])
  })

  it('guests are refused for a rank that may not invite', async () => {
    const code = await open(1)
    const res = expectOk(await charge(env, bill(code.CodeNo, 3000)))
    assert.deepEqual([res.Result, res.Refusal], ['Refused', 'NoGuests'])
  })

  it('the same code charged on two instances at once is paid once; the same bill again answers the first', async () => {
    const code = await open()
    const [a, b] = await Promise.all([charge(env, bill(code.CodeNo, 1000, 'TWICE-A')), charge(second, bill(code.CodeNo, 1000, 'TWICE-B'))])
    const ok = [a, b].filter((r) => r.IsSuccess)
    assert.equal(ok.length, 1, JSON.stringify([a, b]))
    assert.equal([a, b].find((r) => !r.IsSuccess)!.ErrorCode, 316)
    const again = expectOk(await charge(second, bill(code.CodeNo, 1000, ok[0].ResultData.BillNo)))
    assert.equal(again.Result, ok[0].ResultData.Result)
    const orders = await env.db
      .selectFrom('dining_meals')
      .select('id')
      .where('code_id', '=', (await env.db.selectFrom('dining_codes').select('id').where('code_no', '=', code.CodeNo).executeTakeFirstOrThrow()).id)
      .execute()
    assert.equal(orders.length, 1)
  })

  it('a forged or stale signature is refused, and an expired code is not charged', async () => {
    const code = await open()
    const body = signed(restaurant.terminal, bill(code.CodeNo, 1000), env.now().getTime())
    expectError(await env.call('mealsapi/Terminal/charge', { ...body, Amount: 1 }), 1003)
    expectError(await env.call('mealsapi/Terminal/charge', signed(restaurant.terminal, bill(code.CodeNo, 1000), env.now().getTime() - 600_000)), 1003)
    env.advance(181)
    second.advance(181)
    expectError(await charge(env, bill(code.CodeNo, 1000)), 316)
  })

  it('on working days: a holiday weekday is refused, a make-up Saturday paid', async () => {
    const cases: [string, string | null][] = [
      ['2026-10-01', 'NotWorkingDay'],
      ['2026-10-10', null],
    ]
    for (const [day, refusal] of cases) {
      const target = chinaInstant(day, 12 * 60).getTime()
      for (const e of [env, second]) e.advance((target - e.now().getTime()) / 1000)
      const list = expectOk(await env.call('mealsapi/Dining/restaurants', { Near: 'Office' }, { token, lang: 2 }))
      assert.equal(list.Standard.PayableToday, refusal === null, day)
      const res = expectOk(await charge(env, bill((await open()).CodeNo, 1000)))
      assert.deepEqual([res.Refusal, res.CompanyAmount], [refusal, refusal ? 0 : 1000], day)
    }
  })

  it('paying only on trip days: refused without a trip in the city, paid with an approved application there', async () => {
    const company = await env.db.selectFrom('companies').select('id').where('code', '=', 'HENGYUAN').executeTakeFirstOrThrow()
    const row = await env.db.selectFrom('company_settings').select('setting_json').where('company_id', '=', company.id).executeTakeFirstOrThrow()
    const setting = JSON.parse(row.setting_json)
    setting.DiningSettings.PayDays = 'TripDay'
    await env.db
      .updateTable('company_settings')
      .set({ setting_json: JSON.stringify(setting) })
      .where('company_id', '=', company.id)
      .execute()
    clockAt(21, 0)
    const refused = expectOk(await charge(env, bill((await open()).CodeNo, 1000)))
    assert.deepEqual([refused.Result, refused.Refusal], ['Refused', 'NotTripDay'])

    const me = await env.db.selectFrom('users').select(['id', 'person_id']).where('user_name', '=', 'employee01').executeTakeFirstOrThrow()
    const app = await env.db
      .insertInto('trip_applications')
      .values({
        company_id: company.id,
        application_no: 'TA-DINING-1',
        client_request_id: 'dining-trip-1',
        applicant_user_id: me.id,
        applicant_person_id: me.person_id!,
        status: 'Approved',
        approval_status: 'Approved',
        review_type: 0,
        start_date: TODAY,
        end_date: TODAY,
        purpose: '',
        total_budget: null,
        custom_item_id: null,
        fields_json: '{}',
        remark: '',
        authorization_code: null,
        close_reason: '',
        search_text: '',
        submitted_at: null,
        created_at: env.now().toISOString(),
        updated_at: env.now().toISOString(),
        seed_key: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await env.db
      .insertInto('trip_application_legs')
      .values({ company_id: company.id, application_id: app.id, leg_index: 0, depart_city_code: 'SHA', arrive_city_code: 'BJS', depart_date: TODAY })
      .execute()
    const paid = expectOk(await charge(env, bill((await open()).CodeNo, 1000)))
    assert.equal(paid.Refusal, null)
    assert.equal(paid.CompanyAmount, 0, 'the daily cap is used up by now')
  })

  it("once the month is over, the company's dining is invoiced to it once, and the receipt names the invoice", async () => {
    let admin = await env.login('admin01')
    const list = async (e: TestEnv) => expectOk(await e.call('mealsapi/Dining/monthlyInvoices', {}, { token: admin })).Items as DiningMonthlyInvoice[]
    expectError(await env.call('mealsapi/Dining/monthlyInvoices', {}, { token }), ErrorCode.NoPermission)
    // The month is open: only October's meal on its make-up Saturday is invoiced.
    assert.deepEqual(
      (await list(env)).map((i) => [i.Month, i.Meals, i.Amount]),
      [['2026-10', 1, 1000]],
    )
    // The first minute of the next month in China: this month closes. Two instances asked at once issue it once.
    const month = TODAY.slice(0, 7)
    const next = chinaInstant(addMonths(`${month}-01`, 1), 0).getTime() + 30_000
    for (const e of [env, second]) e.advance((next - e.now().getTime()) / 1000)
    admin = await env.login('admin01')
    // The buyer is the company's default invoice header as it is when the month is invoiced.
    const TaxNo = '91310000MA1FL0000' + usccCheckChar('91310000MA1FL0000')
    expectOk(await env.call('companyInvoice/save', { Title: '恒远科技有限公司', TaxNo, Type: 'Special', IsDefault: true }, { token: admin }))
    const [a, b] = await Promise.all([list(env), list(second)])
    assert.deepEqual(a, b)
    // Breakfast ¥25 and lunch's company part ¥60; what waits for the person's part is not paid by the company yet.
    const closed = a.find((i) => i.Month === month)!
    assert.deepEqual([closed.Meals, closed.Amount, closed.Title, closed.TaxNo], [2, 8500, '恒远科技有限公司', TaxNo])
    assert.equal((await env.db.selectFrom('dining_invoices').select('id').where('month', '=', month).execute()).length, 1)
    assert.deepEqual(await list(env), a, 'listed again, nothing more is issued')
    const receipt = expectOk(await env.call('mealsapi/Dining/order', { OrderNo: breakfast }, { token: await env.login('employee01') }))
    assert.deepEqual(receipt.MonthlyInvoice, { Month: month, InvoiceNo: closed.InvoiceNo })
  })
})
