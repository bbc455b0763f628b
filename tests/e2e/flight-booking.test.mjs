// Domestic flights from the chosen fare on, through the real server: order filling, price
// check, submit, the cashier, ticketing, order list and details, refund, change, and the
// sold-out (305) flow. A real fare is picked through the search API and handed to the booking
// page the way the cabins page does (sessionStorage 'flightSelection'), so these journeys do not
// depend on the search pages; one more goes through those pages when they are there.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import {
  launch,
  shot,
  open,
  ok,
  tokenOf,
  plusDays,
  fillCompanyFields,
  payAtChannel,
  assertText,
  pickFare,
  selfOf,
  bookFare,
  signedIn,
  waitStatus,
} from './browser.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())

// ---------------------------------------------------------------------------------------------
// The API, as the test's own hands

async function today(token) {
  return (await ok('flight/getFlightIndexInitInfo', {}, token)).Today
}

const inPolicy = (c) => c.Policy.InPolicy
const outOfPolicyEconomy = (c) => !c.Policy.InPolicy && c.CabinClass === 'Economy'

/** An order made through the API for `user` on the first fare of `date` that `want` accepts. */
async function apiOrder(user, date, want) {
  const token = await tokenOf(user)
  return bookFare(token, await pickFare(token, { date, want }))
}

/** A ticketed order made through the API, for the refund and change journeys. */
async function ticketedOrder(user, date) {
  const res = await apiOrder(user, date, inPolicy)
  await ok('Pay/flightpaystart', { OrderNo: res.OrderNo, Channel: 'CompanyAccount', PersonalAmount: res.PriceDetail.PersonalAmount }, await tokenOf(user))
  return res.OrderNo
}

/** The approver decides (approval itself belongs to the approvals pages; here it is the API). */
async function approve(orderNo, approver = 'approver01') {
  const token = await tokenOf(approver)
  const { Items } = await ok('vetting/getApprovalOrders', { Tab: 'Pending', Keyword: orderNo }, token)
  const item = Items.find((i) => i.Subject.No === orderNo)
  assert.ok(item, `no pending approval for ${orderNo}`)
  await ok('vetting/vettingHandleOrderV1', { ApprovalNo: item.ApprovalNo, Decision: 'Approve', Level: item.CurrentLevel }, token)
}

// ---------------------------------------------------------------------------------------------
// The page, as a traveller's hands

async function openBooking(page, selection) {
  await page.evaluate((s) => {
    sessionStorage.removeItem('flightBookingDraft')
    sessionStorage.setItem('flightSelection', JSON.stringify(s))
  }, selection)
  await open(page, '/planeTicket/bookDetails')
  await $(page, 'booking-page').waitFor()
  await $(page, 'bk-total').waitFor()
}

async function scrollTo(page, testId) {
  await $(page, testId).scrollIntoViewIfNeeded()
  await page.waitForTimeout(200)
}

/** The visible element with a test id: H5 keeps earlier pages of the stack in the DOM, hidden. */
const $ = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()

/** Answers every reason the booking form asks (one per rule the fare breaks) with the first code; returns how many. */
async function fillReasons(page) {
  const rows = page.locator('[data-testid^="bk-reason-"]:not([data-testid^="bk-reason-sheet"])[role="button"]:visible')
  const n = await rows.count()
  for (let k = 0; k < n; k++) {
    await rows.nth(k).click()
    await $(page, 'bk-reason-sheet').locator('[role=radio]:not([data-testid=reason-other])').first().click()
    await $(page, 'bk-reason-sheet-ok').click()
  }
  return n
}

// ---------------------------------------------------------------------------------------------

test('employee books an in-policy one-way flight on company pay and sees it ticketed', async () => {
  const token = await tokenOf('employee01')
  const seg = await pickFare(token, { date: plusDays(await today(token), 9), want: inPolicy })
  const me = await selfOf(token)
  const { context, page } = await signedIn(browser, 'employee01')
  await openBooking(page, { tripType: 'OneWay', segments: [seg], passengerIds: [] })
  await assertText($(page, 'policy-tag').first(), '符合标准')
  // Oneself is the default traveller and contact; the company pays everything (insurance is free).
  await $(page, `bk-pax-p${me.PersonId}`).waitFor()
  // Booking scope 'Self': nobody else is offered.
  assert.equal(await $(page, 'bk-add-traveller').count(), 0)
  await assertText($(page, 'bk-travellers'), /仅可为本人预订/)
  await $(page, 'bk-pay-Company').click()
  await fillCompanyFields(page)
  assert.equal(await $(page, 'bk-split').count(), 0)
  await shot(page, 'booking-in-policy-filled')
  await $(page, 'bk-submit').click()
  await $(page, 'details-page').waitFor()
  await waitStatus(page, 'TicketIssued')
  await assertText($(page, 'status-header'), /已出票/)
  await assertText($(page, 'timeline'), /出票/)
  await shot(page, 'booking-in-policy-ticketed')
  await scrollTo(page, 'details-passengers')
  await assertText($(page, 'details-passengers'), /张伟[\s\S]*票号/)
  await shot(page, 'booking-in-policy-ticket-no')
  assert.deepEqual(page.errors, [])
  await context.close()
})

test('books out of policy with a reason and pays the excess personally (split payment)', async () => {
  const token = await tokenOf('employee01')
  const seg = await pickFare(token, { date: plusDays(await today(token), 11), want: outOfPolicyEconomy })
  const { context, page } = await signedIn(browser, 'employee01')
  await openBooking(page, { tripType: 'OneWay', segments: [seg], passengerIds: [] })
  await assertText($(page, 'policy-tag').first(), '超标')
  // Out of policy: split payment is proposed; submitting without a reason is refused there.
  assert.equal(await $(page, 'bk-pay-Mixed').getAttribute('aria-checked'), 'true')
  await $(page, 'bk-split').waitFor()
  await assertText($(page, 'bk-split'), /公司付 ¥[\d,]+ · 您付 ¥[\d,]+/)
  await fillCompanyFields(page)
  // Attachments: an empty file is refused by name, a PDF is uploaded and listed with its size.
  const chooser = page.waitForEvent('filechooser')
  await $(page, 'cf-uploader-add').click()
  await (
    await chooser
  ).setFiles([
    { name: '审批单.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% approval memo\n') },
    { name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) },
  ])
  await $(page, 'cf-uploader').locator('.uploader__file:not(.uploader__file--pending)', { hasText: '审批单.pdf' }).waitFor()
  await assertText($(page, 'cf-uploader'), /不能上传空文件：empty\.pdf/)
  await shot(page, 'booking-attachments')
  await $(page, 'bk-submit').click()
  await assertText($(page, 'bk-reason-0'), /请选择或填写/)
  await shot(page, 'booking-out-of-policy-reason-missing')
  await $(page, 'bk-reason-0').click()
  await $(page, 'reason-other').click()
  await $(page, 'reason-text').locator('textarea').fill('客户会议时间临时调整，只能乘坐该航班')
  await shot(page, 'booking-out-of-policy-reason-sheet')
  await $(page, 'bk-reason-sheet-ok').click()
  await $(page, 'bk-total').click()
  await $(page, 'price-sheet').waitFor()
  const personal = await $(page, 'price-personal').innerText()
  await shot(page, 'booking-out-of-policy-price-detail')
  await $(page, 'price-sheet').locator('.sheet__close').click()
  await $(page, 'bk-submit').click()
  // The company vets out-of-policy trips: the order waits for employee01's superior first.
  await $(page, 'details-page').waitFor()
  await waitStatus(page, 'PendingApproval')
  await shot(page, 'booking-out-of-policy-pending-approval')
  const orderNo = (await $(page, 'details-order-no').innerText()).replace(/^.*[：:]\s*/, '')
  await approve(orderNo)
  await page.reload()
  await waitStatus(page, 'Placed')
  await $(page, 'details-pay').click()
  await $(page, 'pay-page').waitFor()
  await assertText($(page, 'pay-amount'), personal)
  await $(page, 'pay-channel-Alipay').click()
  await shot(page, 'booking-mixed-cashier')
  await $(page, 'pay-submit').click()
  await payAtChannel(page)
  await $(page, 'details-page').waitFor()
  await waitStatus(page, 'TicketIssued')
  await scrollTo(page, 'price-lines')
  await assertText($(page, 'price-personal'), personal)
  await shot(page, 'booking-mixed-ticketed-price')
  await assertText($(page, 'details-fields'), /审批单\.pdf/)
  assert.deepEqual(page.errors, [])
  await context.close()
})

test('a round trip in English: both legs on one order', async () => {
  const token = await tokenOf('employee01')
  const day = await today(token)
  const out = await pickFare(token, { date: plusDays(day, 14), want: inPolicy, lang: 2 })
  const back = await pickFare(token, { from: 'SHA', to: 'BJS', date: plusDays(day, 17), want: inPolicy, lang: 2 })
  // An order of employee01 waiting for approval, for the pending tab below.
  const waiting = await apiOrder('employee01', plusDays(day, 15), outOfPolicyEconomy)
  assert.equal(waiting.Status, 'PendingApproval')
  const { context, page } = await signedIn(browser, 'employee01', 'en')
  await openBooking(page, { tripType: 'RoundTrip', segments: [out, back], passengerIds: [] })
  await assertText($(page, 'bk-segment-0'), /Outbound/)
  await assertText($(page, 'bk-segment-1'), /Return/)
  await shot(page, 'booking-round-trip-en')
  await $(page, 'bk-pay-Company').click()
  await fillCompanyFields(page)
  await $(page, 'bk-submit').click()
  await $(page, 'details-page').waitFor()
  await waitStatus(page, 'TicketIssued')
  assert.equal(await $(page, 'details-segment-1').count(), 1)
  await shot(page, 'booking-round-trip-en-ticketed')
  await open(page, '/planeTicket/orderList')
  await $(page, 'orders-page').waitFor()
  await page.locator('.order-card').first().waitFor()
  await shot(page, 'booking-order-list-en')
  // The pending-approval tab shows the order waiting for approval, and only such orders.
  await $(page, 'orders-tab-PendingApproval').click()
  await page.locator(`[data-testid="order-${waiting.OrderNo}"]:visible`).waitFor()
  const tones = await page.locator('.order-card:visible .tag').evaluateAll((els) => els.map((e) => e.getAttribute('data-tone')))
  assert.ok(tones.length >= 1)
  for (const c of tones) assert.equal(c, 'wait')
  assert.deepEqual(page.errors, [])
  await context.close()
})

test('a booker books an out-of-policy fare for a colleague and the order waits for approval', async () => {
  const token = await tokenOf('booker01')
  const { Persons } = await ok('user/getBookPersons', { PageSize: 100, Keyword: '林涛' }, token)
  const colleague = Persons[0]
  const seg = await pickFare(token, { date: plusDays(await today(token), 10), want: outOfPolicyEconomy, passengerIds: [colleague.PersonId] })
  const { context, page } = await signedIn(browser, 'booker01')
  await openBooking(page, { tripType: 'OneWay', segments: [seg], passengerIds: [colleague.PersonId] })
  await $(page, `bk-pax-p${colleague.PersonId}`).waitFor()
  await fillCompanyFields(page)
  assert.ok((await fillReasons(page)) > 0, 'an out-of-policy fare asks for a reason')
  await $(page, 'bk-pay-Company').click()
  await $(page, 'bk-submit').click()
  await $(page, 'details-page').waitFor()
  await waitStatus(page, 'PendingApproval')
  await assertText($(page, 'status-header'), /等待审批/)
  assert.equal(await $(page, 'details-cancel').count(), 1)
  await shot(page, 'booking-pending-approval')
  // Someone else cancels it meanwhile: this screen's cancel gets 316, says so and shows the order as it is.
  const orderNo = (await $(page, 'details-order-no').innerText()).replace(/^.*[：:]\s*/, '')
  await ok('flightOrder/cancelOrder', { OrderNo: orderNo, Status: 'PendingApproval' }, token)
  await $(page, 'details-cancel').click()
  await $(page, 'cancel-confirm').click()
  await page.locator('.toast:visible', { hasText: '订单状态已变更，请重新操作' }).first().waitFor()
  await shot(page, 'booking-status-changed-316')
  await waitStatus(page, 'Cancelled')
  assert.deepEqual(page.errors, [])
  await context.close()
})

test('bad passenger data is refused with the right message', async () => {
  // A booker may add travellers who are not in the directory (employee01 books for itself only).
  const token = await tokenOf('booker01')
  const day = await today(token)
  const seg = await pickFare(token, { date: plusDays(day, 8), want: inPolicy })
  const { context, page } = await signedIn(browser, 'booker01')
  await openBooking(page, { tripType: 'OneWay', segments: [seg], passengerIds: [] })
  await $(page, 'bk-add-traveller').click()
  await $(page, 'pp-new').click()
  await $(page, 'passenger-form').waitFor()
  await $(page, 'pf-chName').locator('input').fill('李小宝')
  // 11010120250101123X has a wrong check character for its 17 digits.
  await $(page, 'pf-idNo').locator('input').fill('11010120250101123X')
  await $(page, 'pf-save').click()
  await assertText($(page, 'pf-idNo'), /身份证号格式不正确/)
  await shot(page, 'booking-bad-id-check-digit')
  // A real card of a baby (born half a year before the flight): saved, but not without an adult.
  const birth = plusDays(seg.choice.DepartDate, -180).replaceAll('-', '')
  const first17 = `110101${birth}124`
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
  const check = '10X98765432'[[...first17].reduce((s, d, i) => s + Number(d) * weights[i], 0) % 11]
  await $(page, 'pf-idNo')
    .locator('input')
    .fill(first17 + check)
  await $(page, 'pf-save').click()
  await $(page, 'passenger-form').waitFor({ state: 'detached' })
  await assertText($(page, 'bk-travellers'), /李小宝[\s\S]*婴儿/)
  await $(page, `bk-chip-p${(await selfOf(token)).PersonId}`).click()
  await fillCompanyFields(page)
  await $(page, 'bk-submit').click()
  await assertText($(page, 'bk-travellers'), /儿童和婴儿须由成人陪同/)
  await shot(page, 'booking-infant-without-adult')
  assert.deepEqual(page.errors, [])
  await context.close()
})

test('refund and change of a ticketed order', async () => {
  const token = await tokenOf('employee01')
  const day = await today(token)
  const refundNo = await ticketedOrder('employee01', plusDays(day, 20))
  const changeNo = await ticketedOrder('employee01', plusDays(day, 21))
  const { context, page } = await signedIn(browser, 'employee01')

  await open(page, `/planeTicket/orderDetails?orderNo=${refundNo}`)
  await waitStatus(page, 'TicketIssued')
  await $(page, 'details-refund').click()
  await $(page, 'refund-page').waitFor()
  await $(page, 'refund-amount').waitFor()
  await $(page, 'refund-submit').click()
  // The demo company requires a refund reason.
  await assertText($(page, 'refund-reason'), /请选择或填写原因/)
  await $(page, 'refund-reason').click()
  await $(page, 'refund-reason-sheet').locator('[role=radio]:not([data-testid=reason-other])').first().click()
  await $(page, 'refund-reason-sheet-ok').click()
  await shot(page, 'booking-refund-preview')
  await $(page, 'refund-submit').click()
  await $(page, 'alert-button-yes').click()
  await $(page, 'details-page').waitFor()
  await $(page, 'details-refunds').waitFor()
  const refunded = await $(page, 'status-header').getAttribute('data-status')
  // The demo company refunds without approval: the whole order is refunded at once.
  assert.equal(refunded, 'RefundSucceeded')
  await shot(page, 'booking-refund-done')

  // From the order list, as a traveller would.
  await open(page, '/planeTicket/orderList')
  await $(page, `order-${changeNo}`).click()
  await waitStatus(page, 'TicketIssued')
  await $(page, 'details-change').click()
  await $(page, 'change-page').waitFor()
  await $(page, `change-day-${plusDays(day, 22)}`).click()
  await $(page, 'change-flights').waitFor()
  // The first fare with seats, as the page lists them; the server says whether it is the lowest.
  const detail = await ok('flightOrder/getOrderDetail', { OrderNo: changeNo }, token)
  const quote = await ok(
    'flightOrder/getChangeFlights',
    { OrderNo: changeNo, PassengerIds: detail.Passengers.map((p) => p.PassengerId), SegmentIndex: 0, NewDate: plusDays(day, 22) },
    token,
  )
  const option = quote.Options.find((o) => o.Cabins.some((c) => c.SeatsLeft > 0))
  const cabin = option.Cabins.find((c) => c.SeatsLeft > 0)
  await $(page, `change-cabin-${option.Flight.FlightNo}-${cabin.CabinCode}`).click()
  // The demo company asks why for a fare that is not the lowest (and only then), and for every change.
  const notLowest = quote.LowestPrice.IsEnable && !cabin.IsLowest
  assert.equal(await $(page, 'change-lowest-reason').count(), notLowest ? 1 : 0)
  assert.deepEqual([quote.Reason.IsDisplay, quote.Reason.IsRequired], [true, true])
  for (const card of [...(notLowest ? ['change-lowest-reason'] : []), 'change-reason']) {
    await $(page, card).click()
    await $(page, 'change-reason-sheet').locator('[role=radio]:not([data-testid=reason-other])').first().click()
    await $(page, 'change-reason-sheet-ok').click()
  }
  await shot(page, 'booking-change-chosen')
  await $(page, 'change-submit').click()
  await page.waitForURL(/orderDetails|pay/)
  if (/pay/.test(page.url())) {
    await $(page, 'pay-submit').click()
    await payAtChannel(page)
    await $(page, 'details-page').waitFor()
  }
  await waitStatus(page, 'ChangeSucceeded')
  await $(page, 'details-changes').waitFor()
  // The itinerary heads with the flight changed to and still says it was changed.
  await $(page, 'details-changed-to').waitFor()
  await shot(page, 'booking-change-done')
  assert.deepEqual(page.errors, [])
  await context.close()
})

test('a fare sold out meanwhile gives the offer-expired (305) flow', async () => {
  const token = await tokenOf('employee01')
  const day = await today(token)
  // A fare with one seat left: the API takes it, then the traveller submits the same fare.
  let seg = null
  for (let d = 25; d < 40 && !seg; d++) {
    seg = await pickFare(token, { date: plusDays(day, d), want: (c) => c.SeatsLeft === 1 }).catch(() => null)
  }
  assert.ok(seg, 'a fare with one seat left')
  const { context, page } = await signedIn(browser, 'employee01')
  await openBooking(page, { tripType: 'OneWay', segments: [seg], passengerIds: [] })
  await fillCompanyFields(page)
  await fillReasons(page)
  const booker = await tokenOf('booker01')
  const { Persons } = await ok('user/getBookPersons', { PageSize: 100, Keyword: '林涛' }, booker)
  const p = Persons[0]
  const full = await ok('user/getBookPersons', { PageSize: 100 }, booker)
  const other = full.Persons.find((x) => x.PersonId === p.PersonId)
  await ok(
    'flight/submitBooking',
    {
      ClientRequestId: `e2e-sold-${Date.now().toString(36)}`,
      TripType: 'OneWay',
      Segments: [seg.choice],
      Passengers: [
        {
          PersonId: other.PersonId,
          ChName: other.ChName,
          LastName: other.LastName,
          FirstName: other.FirstName,
          Gender: other.Gender,
          BirthDate: other.BirthDate,
          Nationality: 'CN',
          IdType: other.IdType,
          IdNo: other.IdNo,
          MobileCountryCode: '86',
          Mobile: other.Mobile,
        },
      ],
      Contacts: [{ Name: '王芳', MobileCountryCode: '86', Mobile: '13800000002', Email: 'fang.wang@hengyuan.example' }],
      PaymentType: 'Company',
      CostCenterId: other.CostCenterId,
      PurposeText: '客户拜访',
      ExtendFields: { ExtendField2: '客户拜访' },
      PolicyReasons: [
        { SegmentIndex: 0, ReasonCodeId: null, ReasonText: '测试占座', Kind: 'Policy' },
        { SegmentIndex: 0, ReasonCodeId: null, ReasonText: '测试占座', Kind: 'LowestPrice' },
      ],
    },
    booker,
  )
  await $(page, 'bk-submit').click()
  await $(page, 'alert').waitFor()
  await assertText($(page, 'alert'), /舱位或航班信息可能已变化，请重新查询/)
  await shot(page, 'booking-sold-out-305')
  await $(page, 'alert-button-ok').click()
  await page.waitForURL(/planeTicket\/list\?/)
  assert.match(page.url(), new RegExp(`from=${seg.choice.DepartCityCode}`))
  assert.match(page.url(), new RegExp(`date=${seg.choice.DepartDate}`))
  await context.close()
})

test('through the list and cabins pages to a ticket', async () => {
  const token = await tokenOf('employee01')
  const date = plusDays(await today(token), 6)
  const { Flights } = await ok('domesticFlightv2/getFlights', { DepartCityCode: 'BJS', ArriveCityCode: 'SHA', DepartDate: date }, token)
  const row = Flights.find((f) => f.LowestPrice !== null && f.Policy.InPolicy)
  const { context, page } = await signedIn(browser, 'employee01')
  await open(page, `/planeTicket/list?trip=OneWay&leg=0&from=BJS&to=SHA&date=${date}&cabin=Economy`)
  await page.locator(`[data-testid="flight-row"][data-flight="${row.FlightNo}"]:visible`).click()
  await page.waitForURL(/#\/planeTicket\/cabins\?/)
  const fare = page
    .locator('[data-testid="cabin-row"][data-policy="in"]:visible')
    .filter({ has: page.locator('[data-testid="cabin-book"][aria-disabled="false"]') })
    .first()
  await fare.getByTestId('cabin-book').click()
  await page.waitForURL(/#\/planeTicket\/bookDetails/)
  await $(page, 'bk-total').waitFor()
  assert.match(await $(page, 'bk-segment-0').innerText(), new RegExp(row.FlightNo))
  await $(page, 'bk-pay-Company').click()
  await fillCompanyFields(page)
  await $(page, 'bk-submit').click()
  await $(page, 'details-page').waitFor()
  await waitStatus(page, 'TicketIssued')
  await shot(page, 'booking-from-list-ticketed')
  assert.deepEqual(page.errors, [])
  await context.close()
})
