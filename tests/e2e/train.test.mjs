// Trains through the real server: a second-class seat D on a G train in standard from the search
// page to the issued ticket; a business seat over standard with a reason and the traveller's
// part at the cashier (in English); binding and verifying a 12306 account; a change within 48
// hours that may only go to an earlier train of the same day; a refund with the fee of its tier.
// The scene (which train, which class) is found through the API the way the pages ask for it, so
// the journeys hold whatever the generated timetable holds on the day they run.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, shot, open, ok, api, tokenOf, plusDays, serverToday, fillCompanyFields, payAtChannel, assertText, signedIn, waitStatus } from './browser.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())

const $ = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()

/** The first train between two stations on a date whose class `want` accepts. */
async function findTrain(token, { from, to, date, want }) {
  const { Trains } = await ok('train/searchTrains', { From: from, To: to, Date: date }, token)
  for (const t of Trains) {
    const seat = t.Seats.find((s) => want(s, t))
    if (seat) return { train: t, seat }
  }
  throw new Error(`no train ${from} → ${to} on ${date}`)
}

/** Fen as the screens print them: '¥606.50', '¥1,911'. */
const yuan = (fen) => `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: fen % 100 ? 2 : 0, maximumFractionDigits: 2 })}`

const rid = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`

/** A paid, issued ticket booked through the API for the user themself (preconditions of after-sale journeys). */
async function apiTicket(user, { train, seat }) {
  const token = await tokenOf(user)
  const { Persons } = await ok('user/getBookPersons', { PageSize: 100 }, token)
  const me = Persons.find((p) => p.IsSelf)
  const res = await ok(
    'train/submitOrder',
    {
      ClientRequestId: rid(),
      Choice: {
        TrainNo: train.TrainNo,
        Date: train.DepartDate,
        FromStation: train.FromStation.Code,
        ToStation: train.ToStation.Code,
        SeatClass: seat.SeatClass,
        Price: seat.Price,
      },
      Passengers: [{ PersonId: me.PersonId }],
      Contacts: [{ Name: me.ChName, MobileCountryCode: '86', Mobile: me.Mobile, Email: me.Email }],
      PaymentType: 'Company',
      PolicyReason: seat.Policy.InPolicy ? null : { ReasonCodeId: null, ReasonText: '会议临时改期' },
      CostCenterId: me.CostCenterId,
      PurposeText: '客户拜访',
      ExtendFields: { ExtendField2: '客户拜访' },
    },
    token,
  )
  if (res.NeedPayment && !res.NeedApproval) await ok('Pay/trainpaystart', { OrderNo: res.OrderNo, Channel: 'CompanyAccount', PersonalAmount: 0 }, token)
  return res.OrderNo
}

// ---------------------------------------------------------------------------------------------

test('employee books second class seat D on a G train in standard, from the search page to the issued ticket', async () => {
  const today = await serverToday()
  const date = plusDays(today, 5)
  const { context, page } = await signedIn(browser, 'employee01')
  await $(page, 'entry-train').click()
  await $(page, 'search-trains').waitFor()
  // Beijing South from the hot stations, Shanghai Hongqiao typed in pinyin.
  await $(page, 'from-station').click()
  await $(page, 'station-picker-from').locator('[data-testid="city-hot"] [data-code="VNP"]').click()
  await $(page, 'to-station').click()
  await page.locator('[data-testid="station-picker-to"] input').fill('shanghaihongqiao')
  await page.locator('[data-testid="station-picker-to"] .city-picker__hit[data-code="AOH"]').first().click()
  await $(page, 'train-date').click()
  await $(page, 'train-calendar').locator(`[data-date="${date}"]`).click()
  await $(page, 'policy-line').locator('text=/二等座/').waitFor()
  await shot(page, 'train-1-search-zh')
  await $(page, 'search-trains').click()

  await $(page, 'train-list').waitFor()
  await $(page, 'train-row').waitFor()
  await assertText($(page, 'list-route'), /北京南 → 上海虹桥/)
  // High-speed only, with tickets: a G train with second class left.
  await $(page, 'open-filter').click()
  await $(page, 'filter-groups-GC').click()
  await $(page, 'filter-available').click()
  await $(page, 'filter-apply').click()
  await shot(page, 'train-1-list-zh')
  const numbers = await page.locator('[data-testid="train-row"]:visible').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-train')))
  assert.ok(numbers.length > 0 && numbers.every((n) => /^[GC]/.test(n)), `trains ${numbers}`)
  const token = await tokenOf('employee01')
  const { train } = await findTrain(token, {
    from: 'VNP',
    to: 'AOH',
    date,
    want: (s, t) => t.TrainType === 'G' && s.SeatClass === 'Second' && s.Remaining > 5 && s.Policy.InPolicy,
  })
  await page.locator(`[data-testid="train-row"][data-train="${train.TrainNo}"]`).scrollIntoViewIfNeeded()
  await page.locator(`[data-testid="train-row"][data-train="${train.TrainNo}"]:visible`).click()

  await $(page, 'train-classes').waitFor()
  await $(page, 'train-stops').locator('.train-stops__row--in').first().waitFor()
  await shot(page, 'train-1-details-zh')
  await $(page, 'book-Second').click()

  await $(page, 'train-booking').waitFor()
  await $(page, 'tb-traveller-' + (await selfId(token)))
    .locator('[data-testid="tb-check"]')
    .waitFor()
  await assertText($(page, 'tb-travellers'), /张伟/)
  await assertText($(page, 'tb-policy'), '符合标准')
  // The seat map marks windows and the aisle and explains its colours, as 12306 does; closing it
  // keeps the letter chosen.
  await $(page, 'open-seat-map').click()
  await assertText($(page, 'seat-map-legend'), /可选[\s\S]*已售[\s\S]*已选/)
  await assertText($(page, 'seat-map').locator('.train-seatmap__row--marks').first(), /窗[\s\S]*过道[\s\S]*窗/)
  await shot(page, 'train-1-seat-map-zh')
  await page.locator('[data-testid="seat-map"] .sheet__close:visible').click()
  await $(page, 'seat-1D').click()
  assert.equal(await $(page, 'seat-1D').getAttribute('aria-checked'), 'true')
  await fillCompanyFields(page)
  await shot(page, 'train-1-booking-zh')
  await $(page, 'tb-submit').click()

  // All on the company account: no cashier; the ticket is issued at once.
  await $(page, 'details-page').waitFor()
  await waitStatus(page, 'TicketIssued')
  const seatText = await $(page, 'ticket-seat').innerText()
  assert.match(seatText, /二等座 · \d+车\d+D号/)
  await assertText($(page, 'details-tickets'), /检票口/)
  await shot(page, 'train-1-issued-zh')
  // It is a trip now, and an order in the train order list.
  await open(page, '/trip/list')
  // On the trips tab itself (the order page sliding away still shows the train number too).
  await page.locator('[data-testid="trip-list"]:visible').getByText(train.TrainNo).first().waitFor()
  await open(page, '/train/orderList')
  await page.locator('.order-card:visible', { hasText: train.TrainNo }).first().waitFor()
  assert.deepEqual(page.errors, [])
  await context.close()
})

async function selfId(token) {
  const { Persons } = await ok('user/getBookPersons', { PageSize: 100 }, token)
  return Persons.find((p) => p.IsSelf).PersonId
}

test('a business seat over standard needs a reason; the company pays up to second class and the traveller the rest at the cashier (in English)', async () => {
  const token = await tokenOf('employee01')
  const today = await serverToday()
  const date = plusDays(today, 6)
  const { train, seat } = await findTrain(token, {
    from: 'VNP',
    to: 'AOH',
    date,
    want: (s, t) => t.TrainType === 'G' && s.SeatClass === 'Business' && s.Remaining > 0 && !s.Policy.InPolicy,
  })
  const { context, page } = await signedIn(browser, 'employee01', 'en-US')
  await open(page, `/train/details?trainNo=${train.TrainNo}&date=${date}&from=VNP&to=AOH`)
  await $(page, 'class-Business').waitFor()
  await assertText($(page, 'class-Business'), /over standard/)
  await $(page, 'book-Business').click()

  await $(page, 'train-booking').waitFor()
  assert.equal(await $(page, 'tb-policy').getAttribute('data-policy'), 'out')
  // Submitting without a reason is refused, and says why.
  await fillCompanyFields(page)
  await $(page, 'tb-submit').click()
  await page.getByTestId('toast').filter({ visible: true }).first().waitFor()
  await $(page, 'tb-reason').click()
  await $(page, 'tb-reason-sheet').waitFor()
  await page.locator('[data-testid="tb-reason-sheet"] [role="radio"]').first().click()
  await $(page, 'tb-reason-sheet-ok').click()
  // Mixed payment: the company up to the second-class fare.
  await $(page, 'tb-split').waitFor()
  const second = train.Seats.find((s) => s.SeatClass === 'Second')
  const personal = seat.Price - second.Price
  await assertText($(page, 'tb-split'), /Company ¥[\d,.]+ \+ you ¥[\d,.]+/)
  await shot(page, 'train-2-booking-over-en')
  await $(page, 'tb-submit').click()

  // The traveller's part goes to the cashier at once: the demo company asks no approval for trains.
  await $(page, 'pay-page').waitFor()
  await $(page, 'pay-submit').waitFor()
  assert.ok((await $(page, 'pay-page').innerText()).includes(yuan(personal)), `the cashier asks ${yuan(personal)}`)
  await $(page, 'pay-channel-WeChatPay').click()
  await shot(page, 'train-2-cashier-en')
  await $(page, 'pay-submit').click()
  await payAtChannel(page)
  await $(page, 'details-page').waitFor()
  await waitStatus(page, 'TicketIssued')
  await assertText($(page, 'ticket-seat'), /Business · Coach \d+, seat \d+[ACF]/)
  await shot(page, 'train-2-issued-en')
  await context.close()
})

test('a traveller binds a 12306 account and verifies it with the code the railway texts back', async () => {
  const { context, page } = await signedIn(browser, 'employee01')
  await open(page, '/train/account')
  await $(page, 'account-bind').waitFor()
  // A password the railway refuses stays on the form with the rule.
  await page.locator('[data-testid="account-user"] input').fill('zhang_rail')
  await page.locator('[data-testid="account-password"] input').fill('abc')
  await $(page, 'account-bind-submit').click()
  await page.locator('.form-row--error', { hasText: '6-20位字母或数字' }).first().waitFor()
  await page.locator('[data-testid="account-password"] input').fill('Rail2026ok')
  await shot(page, 'train-3-bind-zh')
  await $(page, 'account-bind-submit').click()
  await $(page, 'account-verify').waitFor()
  await assertText($(page, 'account-instruction'), /发送短信“999”至12306/)
  await assertText($(page, 'account-state-name'), /待核验/)
  // The railway answers the text with a code (DEMO_SMS_ECHO gives it in the answer, as the SMS would).
  const sent = page.waitForResponse((r) => r.url().includes('train/account/sendCode'))
  await $(page, 'account-send').click()
  const code = (await (await sent).json()).ResultData.DevCode
  assert.match(code, /^\d{6}$/)
  await $(page, 'account-sent').waitFor()
  // A wrong code first: refused, the field keeps it for correcting.
  await page.locator('[data-testid="account-code"] input').fill(code === '000000' ? '111111' : '000000')
  await $(page, 'account-verify-submit').click()
  await page.getByTestId('toast').filter({ visible: true }).first().waitFor()
  await assertText($(page, 'account-state-name'), /待核验/)
  await page.locator('[data-testid="account-code"] input').fill(code)
  await shot(page, 'train-3-verify-zh')
  await $(page, 'account-verify-submit').click()
  await page.locator('[data-testid="account-state-name"]', { hasText: '已核验' }).first().waitFor()
  await shot(page, 'train-3-verified-zh')
  assert.equal((await ok('train/account/status', {}, await tokenOf('employee01'))).State, 'Verified')
  await context.close()
})

test('a change within 48 hours is offered only for trains of the same day, and goes to an earlier train', async () => {
  const token = await tokenOf('employee01')
  const today = await serverToday()
  const tomorrow = plusDays(today, 1)
  const { Trains } = await ok('train/searchTrains', { From: 'VNP', To: 'AOH', Date: tomorrow }, token)
  const open2nd = (t) => t.TrainType === 'G' && t.Seats.some((s) => s.SeatClass === 'Second' && s.Remaining > 2 && s.Policy.InPolicy)
  const late = [...Trains].reverse().find(open2nd)
  const earlier = Trains.find((t) => open2nd(t) && t.DepartTime < late.DepartTime)
  const orderNo = await apiTicket('employee01', { train: late, seat: late.Seats.find((s) => s.SeatClass === 'Second') })
  const { context, page } = await signedIn(browser, 'employee01')
  await open(page, `/train/orderDetail?orderNo=${orderNo}`)
  await waitStatus(page, 'TicketIssued')
  await $(page, 'ticket-change').click()
  await $(page, 'change-page').waitFor()
  await $(page, 'change-train').waitFor()
  await assertText($(page, 'change-rule'), /48/)
  // The next day is not offered: only the ticket's own day (or earlier).
  assert.equal(await page.locator(`[data-testid="change-day-${plusDays(tomorrow, 1)}"]`).count(), 0)
  const api2 = await api(
    'train/changeSearch',
    { OrderNo: orderNo, TicketIds: [(await ok('train/getOrderDetail', { OrderNo: orderNo }, token)).Tickets[0].TicketId], Date: plusDays(tomorrow, 1) },
    token,
  )
  // Within 48 hours the search stops at the ticket's own day: the day after has no trains.
  assert.equal(api2.IsSuccess, true, JSON.stringify(api2))
  assert.deepEqual([api2.ResultData.LastDate, api2.ResultData.Trains.length], [tomorrow, 0])
  const offered = await page.locator('[data-testid="change-train"]:visible').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-train')))
  assert.ok(offered.includes(earlier.TrainNo), `${earlier.TrainNo} offered among ${offered}`)
  await shot(page, 'train-4-change-zh')
  await page.locator(`[data-testid="change-train"][data-train="${earlier.TrainNo}"] [data-testid="change-to-Second"]`).click()
  await $(page, 'change-diff').waitFor()
  // The demo company asks why for every change (its change settings).
  await $(page, 'change-reason-meetingMoved').click()
  await $(page, 'change-confirm').click()
  await $(page, 'details-page').waitFor()
  await page.locator('[data-testid="ticket"]', { hasText: earlier.TrainNo }).filter({ visible: true }).first().waitFor()
  await shot(page, 'train-4-changed-zh')
  const d = await ok('train/getOrderDetail', { OrderNo: orderNo }, token)
  assert.ok(d.Tickets.some((x) => x.TrainNo === earlier.TrainNo && x.Status === 'Issued'))
  assert.ok(d.Tickets.some((x) => x.TrainNo === late.TrainNo && x.Status === 'Changed'))
  await context.close()
})

test('a refund three days before departure costs the 5 % tier, shown before the traveller confirms', async () => {
  const token = await tokenOf('employee01')
  const today = await serverToday()
  const date = plusDays(today, 4)
  const found = await findTrain(token, {
    from: 'VNP',
    to: 'AOH',
    date,
    want: (s, t) => t.TrainType === 'G' && s.SeatClass === 'Second' && s.Remaining > 2 && s.Policy.InPolicy && t.DepartTime >= '08:00',
  })
  const orderNo = await apiTicket('employee01', found)
  const { context, page } = await signedIn(browser, 'employee01')
  await open(page, `/train/orderDetail?orderNo=${orderNo}`)
  await waitStatus(page, 'TicketIssued')
  await $(page, 'ticket-refund').click()
  await $(page, 'refund-sheet').waitFor()
  // 5 % of the fare, rounded to half a yuan, at least 2 yuan.
  const fee = Math.max(200, Math.round((found.seat.Price * 0.05) / 50) * 50)
  await assertText($(page, 'refund-fee'), yuan(fee))
  await assertText($(page, 'refund-amount'), yuan(found.seat.Price - fee))
  await assertText($(page, 'refund-sheet'), /5%/)
  // The company asks why, with the common reasons to tap.
  await $(page, 'refund-reason-planChanged').click()
  await shot(page, 'train-5-refund-zh')
  await $(page, 'refund-confirm').click()
  await waitStatus(page, 'RefundSucceeded')
  assert.ok((await $(page, 'details-refund').innerText()).includes(yuan(fee)))
  // The head says what came back beside what the order cost.
  await assertText($(page, 'status-header'), new RegExp(`退款 ${yuan(found.seat.Price - fee).replace(/[.$]/g, '\\$&')}`))
  await shot(page, 'train-5-refunded-zh')
  await context.close()
})
