// Hotels through the real server: search to confirmed stay on company pay, an over-standard room
// with a reason code, split payment and approval by approver01 in a second browser, an
// international stay in English with two rooms and a child, a free and a penalised
// cancellation, and a room that sells out under the traveller. The scene (which hotel, which
// plan) is found through the API the way the pages ask for it, so the journeys hold whatever the
// generated inventory holds on the day they run.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import {
  launch,
  shot,
  open,
  ok,
  api,
  tokenOf,
  plusDays,
  serverToday,
  fillCompanyFields,
  payAtChannel,
  payThroughApi,
  assertText,
  signedIn,
  waitStatus,
} from './browser.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())

const $ = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()

/**
 * The first hotel of a city whose rate plan `want` accepts for the stay, as the hotel page shows
 * it: { hotel (row), detail, room, plan }.
 */
async function findPlan(token, { city, checkIn, checkOut, rooms = 1, adults = 1, want, lang = 1 }) {
  const { Hotels } = await ok(
    'newhotel/hotel/searchHotels',
    { CityCode: city, CheckIn: checkIn, CheckOut: checkOut, Rooms: rooms, Adults: adults },
    token,
    lang,
  )
  for (const h of Hotels) {
    if (h.LowestPrice === null) continue
    const detail = await ok(
      'newhotel/hotel/getHotelDetail',
      { HotelId: h.HotelId, CheckIn: checkIn, CheckOut: checkOut, Rooms: rooms, Adults: adults },
      token,
      lang,
    )
    for (const room of detail.Rooms) {
      const plan = room.Plans.find((p) => p.Remaining >= rooms && want(p, room))
      if (plan) return { hotel: h, detail, room, plan }
    }
  }
  throw new Error(`no plan in ${city} ${checkIn}–${checkOut}`)
}

/** A booked order made through the API (preconditions of the cancellation and approval journeys). */
async function apiBooking(user, found, { payment = 'Company', reason = null, rooms = 1 } = {}) {
  const token = await tokenOf(user)
  const { Persons } = await ok('user/getBookPersons', { PageSize: 100 }, token)
  const me = Persons.find((p) => p.IsSelf)
  const { detail, room, plan } = found
  const res = await ok(
    'newhotel/hotel/submitOrder',
    {
      ClientRequestId: `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
      Choice: {
        HotelId: detail.Hotel.HotelId,
        RoomCode: room.RoomCode,
        PlanCode: plan.PlanCode,
        CheckIn: detail.CheckIn,
        CheckOut: detail.CheckOut,
        RoomCount: rooms,
        AvgPrice: plan.AvgPrice,
      },
      Rooms: Array.from({ length: rooms }, () => ({
        Guests: [{ PersonId: me.PersonId, ChName: me.ChName, LastName: me.LastName, FirstName: me.FirstName }],
      })).slice(0, 1),
      Contacts: [{ Name: me.ChName, MobileCountryCode: '86', Mobile: me.Mobile, Email: me.Email }],
      ArrivalTime: '20:00',
      PaymentType: plan.PayKind === 'PayAtHotel' ? 'Personal' : payment,
      PolicyReason: reason,
      CostCenterId: me.CostCenterId,
      PurposeText: '客户拜访',
      ExtendFields: { ExtendField2: '客户拜访' },
    },
    token,
  )
  if (res.NeedPayment && !res.NeedApproval)
    await payThroughApi(
      'Pay/hotelpaystart',
      { OrderNo: res.OrderNo, Channel: res.PriceDetail.PersonalAmount > 0 ? 'WeChatPay' : 'CompanyAccount', PersonalAmount: res.PriceDetail.PersonalAmount },
      token,
    )
  return res.OrderNo
}

// ---------------------------------------------------------------------------------------------

test('employee books an in-standard room in Shanghai on company pay, from the search page to the confirmed stay', async () => {
  const today = await serverToday()
  const checkIn = plusDays(today, 7)
  const checkOut = plusDays(today, 9)
  const { context, page } = await signedIn(browser, 'employee01')
  await open(page, '/module/hotel/query')
  await $(page, 'search-hotels').waitFor()
  // Shanghai from the hot cities; the stay from the calendar, with its nights.
  await $(page, 'hotel-city').click()
  await $(page, 'city-hot').locator('[data-code="SHA"]').click()
  await $(page, 'hotel-dates').click()
  await $(page, 'hotel-calendar').locator(`[data-date="${checkIn}"]`).click()
  await $(page, 'hotel-calendar').locator(`[data-date="${checkOut}"]`).click()
  await assertText($(page, 'nights'), /共2晚/)
  await $(page, 'policy-line').locator('text=/差旅标准/').waitFor()
  await shot(page, 'hotel-1-search-zh')
  await $(page, 'search-hotels').click()

  await $(page, 'hotel-list').waitFor()
  await $(page, 'hotel-row').waitFor()
  await assertText($(page, 'list-policy'), /差旅标准/)
  await shot(page, 'hotel-1-list-zh')
  // Three and four stars only, cheapest first: the first rows are in standard.
  await $(page, 'open-star-price').click()
  await $(page, 'star-3').click()
  await $(page, 'star-4').click()
  await $(page, 'star-price-done').click()
  await $(page, 'open-sort').click()
  await page.locator('[data-testid="sort-picker"] [role="option"]', { hasText: '价格从低到高' }).click()
  await page.waitForTimeout(300)
  await $(page, 'hotel-row').waitFor()
  const starCounts = await page.locator('[data-testid="hotel-row"]:visible .hotel-stars').allInnerTexts()
  assert.ok(starCounts.length > 0 && starCounts.every((x) => x.length === 3 || x.length === 4), `stars ${starCounts}`)
  const row = page.locator('[data-testid="hotel-row"]:visible:has([data-policy="in"])').first()
  await row.waitFor()
  await row.click()

  await $(page, 'hotel-details').waitFor()
  await $(page, 'room-card').waitFor()
  await shot(page, 'hotel-1-details-zh')
  const plan = page.locator('[data-testid="rate-plan"][data-policy="in"][data-pay="Prepay"]:visible').first()
  await plan.scrollIntoViewIfNeeded()
  await plan.locator('[data-testid="book-plan"]').click()

  await $(page, 'hotel-booking').waitFor()
  await $(page, 'hb-total').locator('text=/¥/').waitFor()
  // Oneself is in room 1 (once the booking scope has answered) and the contact; the company pays it all.
  await $(page, 'hb-room-0').locator('text=张伟').waitFor()
  await assertText($(page, 'hb-policy'), '符合标准')
  await fillCompanyFields(page)
  await shot(page, 'hotel-1-booking-zh')
  await $(page, 'hb-submit').click()

  // All on the company account: no cashier; the hotel confirms at once.
  await $(page, 'details-page').waitFor()
  await waitStatus(page, 'Confirmed')
  await assertText($(page, 'status-header'), /酒店确认号/)
  await assertText($(page, 'details-dates'), /2晚/)
  await shot(page, 'hotel-1-confirmed-zh')
  const hotelName = (await $(page, 'details-stay').locator('.details-card__title').innerText()).trim()
  // The stay is a trip now, and an order in the hotel order list.
  await open(page, '/trip/list')
  await page.locator(`text=${hotelName}`).filter({ visible: true }).first().waitFor()
  await shot(page, 'hotel-1-trips-zh')
  await open(page, '/module/hotel/orderList')
  await page.locator('.order-card:visible', { hasText: hotelName }).first().waitFor()
  assert.deepEqual(page.errors, [])
  await context.close()
})

test('an over-standard room needs a reason, splits the money, and waits for approver01 before the traveller pays the excess', async () => {
  const token = await tokenOf('employee01')
  const today = await serverToday()
  const checkIn = plusDays(today, 12)
  const checkOut = plusDays(today, 13)
  const found = await findPlan(token, { city: 'SHA', checkIn, checkOut, want: (p) => !p.Policy.InPolicy && p.PayKind === 'Prepay' && p.Cancel.Kind === 'Free' })
  const { context, page } = await signedIn(browser, 'employee01')
  await page.evaluate((s) => sessionStorage.setItem('hotelSearchCriteria', JSON.stringify(s)), {
    market: 'CN',
    city: { CN: { code: 'SHA', names: { CN: '上海', EN: 'Shanghai', JP: '上海' }, country: 'CN', currency: 'CNY', tier: 1 } },
    stay: { checkIn, checkOut, earlyMorning: false },
    occupancy: { rooms: 1, adults: 1, childAges: [] },
    keyword: null,
    stars: [],
    band: null,
    travellers: [],
  })
  await open(page, `/module/hotel/details?hotelId=${found.detail.Hotel.HotelId}`)
  const plan = page.locator(`[data-testid="room-card"][data-room="${found.room.RoomCode}"] [data-testid="rate-plan"][data-plan="${found.plan.PlanCode}"]`)
  await plan.scrollIntoViewIfNeeded()
  await assertText(plan, /超标/)
  await plan.locator('[data-testid="book-plan"]').click()
  // The reason first: a code of the company's list.
  await $(page, 'hotel-reason-sheet').waitFor()
  await page.locator('[data-testid="hotel-reason-sheet"] [role="radio"]').first().click()
  await shot(page, 'hotel-2-reason-zh')
  await $(page, 'hotel-reason-sheet-ok').click()

  await $(page, 'hotel-booking').waitFor()
  await $(page, 'hb-split').waitFor()
  await assertText($(page, 'hb-split'), /公司¥[\d,]+ · 个人¥[\d,]+/)
  await fillCompanyFields(page)
  await shot(page, 'hotel-2-booking-split-zh')
  await $(page, 'hb-submit').click()
  await $(page, 'details-page').waitFor()
  await waitStatus(page, 'PendingApproval')
  const orderNo = (await $(page, 'details-order-no').innerText()).replace(/^.*[：:]\s*/, '').trim()

  // approver01, in a browser of their own, approves from the approval page.
  const approver = await signedIn(browser, 'approver01', 'en-US')
  const { Items } = await ok('vetting/getApprovalOrders', { Tab: 'Pending', Keyword: orderNo }, await tokenOf('approver01'))
  const item = Items.find((i) => i.Subject.No === orderNo)
  assert.ok(item, 'the approval reached approver01')
  await open(approver.page, `/message/examineDetails?id=${item.ApprovalNo}`)
  await $(approver.page, 'subject-hotel').waitFor()
  await assertText($(approver.page, 'subject-hotel'), /Traveller's cap/)
  await shot(approver.page, 'hotel-2-approver-en')
  await $(approver.page, 'details-approve').click()
  await $(approver.page, 'decision-approve').waitFor()
  await $(approver.page, 'decision-confirm').click()
  await $(approver.page, 'decision-approve').waitFor({ state: 'detached' })
  await approver.context.close()

  await page.reload()
  await waitStatus(page, 'Placed')
  await $(page, 'details-pay').click()
  await $(page, 'pay-page').waitFor()
  await $(page, 'pay-channel-WeChatPay').click()
  await $(page, 'pay-submit').click()
  await payAtChannel(page)
  await $(page, 'details-page').waitFor()
  await waitStatus(page, 'Confirmed')
  await shot(page, 'hotel-2-confirmed-zh')
  await context.close()
})

test('a booker books an international stay in English: two rooms, a child, English names, local currency beside CNY', async () => {
  const today = await serverToday()
  const checkIn = plusDays(today, 20)
  const checkOut = plusDays(today, 23)
  const { context, page } = await signedIn(browser, 'booker01', 'en-US')
  await open(page, '/module/hotel/query?intl=1')
  await $(page, 'search-hotels').waitFor()
  assert.equal(await $(page, 'market-INTL').getAttribute('aria-selected'), 'true')
  await $(page, 'hotel-dates').click()
  await $(page, 'hotel-calendar').locator(`[data-date="${checkIn}"]`).click()
  await $(page, 'hotel-calendar').locator(`[data-date="${checkOut}"]`).click()
  // Two rooms, one adult each, and a 7-year-old.
  await $(page, 'hotel-occupancy').click()
  await page.locator('[data-testid="step-rooms"] [role="button"]').nth(1).click()
  await page.locator('[data-testid="step-children"] [role="button"]').nth(1).click()
  await page.locator('[data-testid="age-options"] [role="radio"]').nth(7).click()
  await shot(page, 'hotel-3-occupancy-en')
  await $(page, 'occupancy-done').click()
  await assertText($(page, 'hotel-occupancy'), /2 rooms · 1 adult · 1 child/)
  await shot(page, 'hotel-3-search-en')
  await $(page, 'search-hotels').click()
  await $(page, 'hotel-row').waitFor()
  await shot(page, 'hotel-3-list-en')
  const row = page.locator('[data-testid="hotel-row"]:visible:has([data-policy="in"])').first()
  await row.click()
  await $(page, 'room-card').waitFor()
  const plan = page.locator('[data-testid="rate-plan"][data-policy="in"][data-pay="Prepay"]:visible:not([data-left="0"]):not([data-left="1"])').first()
  await plan.scrollIntoViewIfNeeded()
  await shot(page, 'hotel-3-details-en')
  await plan.locator('[data-testid="book-plan"]').click()
  await $(page, 'hotel-booking').waitFor()
  await $(page, 'hb-total').locator('text=/¥/').waitFor()
  // Room 1 is the booker; room 2 a guest typed in with the English names of the passport.
  // The booker is put in room 1 once their traveller list has loaded (after or before the quote).
  await $(page, 'hb-room-0').locator('text=/WANG\\/FANG|王芳/').waitFor()
  await $(page, 'hb-pick-1').click()
  await $(page, 'pp-new').click()
  await $(page, 'guest-sheet').waitFor()
  await $(page, 'guest-last-name').locator('input').fill('LI')
  await $(page, 'guest-first-name').locator('input').fill('NA')
  await $(page, 'guest-save').click()
  await assertText($(page, 'hb-room-1'), /LI\/NA/)
  await assertText($(page, 'hb-stay'), /children: 7 yrs/)
  await fillCompanyFields(page)
  await shot(page, 'hotel-3-booking-en')
  await $(page, 'hb-submit').click()
  await $(page, 'details-page').waitFor()
  await page
    .locator('[data-testid="status-header"]:visible[data-status="Confirmed"], [data-testid="status-header"]:visible[data-status="PendingApproval"]')
    .first()
    .waitFor({ timeout: 15_000 })
  await assertText($(page, 'details-guests'), /Room 2: LI\/NA/)
  await shot(page, 'hotel-3-order-en')
  assert.deepEqual(page.errors, [])
  await context.close()
})

test('a free cancellation costs nothing; a penalised one shows its penalty before it is confirmed', async () => {
  const token = await tokenOf('employee01')
  const today = await serverToday()
  const free = await findPlan(token, {
    city: 'BJS',
    checkIn: plusDays(today, 15),
    checkOut: plusDays(today, 16),
    want: (p) => p.Policy.InPolicy && p.PayKind === 'Prepay' && p.Cancel.Kind === 'Free',
  })
  const strict = await findPlan(token, {
    city: 'BJS',
    checkIn: plusDays(today, 16),
    checkOut: plusDays(today, 18),
    want: (p) => p.Policy.InPolicy && p.PayKind === 'Prepay' && p.Cancel.Kind !== 'Free',
  })
  const freeNo = await apiBooking('employee01', free)
  const strictNo = await apiBooking('employee01', strict)
  const { context, page } = await signedIn(browser, 'employee01')

  await open(page, `/module/hotel/orderDetails?orderNo=${freeNo}`)
  await waitStatus(page, 'Confirmed')
  await $(page, 'details-cancel').click()
  await $(page, 'cancel-sheet').waitFor()
  await assertText($(page, 'cancel-penalty'), '¥0')
  await shot(page, 'hotel-4-cancel-free-zh')
  await $(page, 'cancel-confirm').click()
  await waitStatus(page, 'RefundSucceeded')
  await assertText($(page, 'details-cancellation'), /罚金¥0/)

  await open(page, `/module/hotel/orderDetails?orderNo=${strictNo}`)
  await waitStatus(page, 'Confirmed')
  await $(page, 'details-cancel').click()
  await $(page, 'cancel-sheet').waitFor()
  const penalty = await $(page, 'cancel-penalty').innerText()
  assert.notEqual(penalty, '¥0')
  await shot(page, 'hotel-4-cancel-penalty-zh')
  await $(page, 'cancel-confirm').click()
  await page
    .locator('[data-testid="status-header"]:visible[data-status="RefundSucceeded"], [data-testid="status-header"]:visible[data-status="Cancelled"]')
    .first()
    .waitFor()
  assert.match(await $(page, 'details-cancellation').innerText(), new RegExp(`罚金${penalty.replace(/[¥,.]/g, (c) => `\\${c}`)}`))
  await shot(page, 'hotel-4-cancelled-penalty-zh')
  await context.close()
})

test('a room that sells out while the traveller fills in the form sends them back to choose another', async () => {
  const token = await tokenOf('employee01')
  const today = await serverToday()
  const checkIn = plusDays(today, 30)
  const checkOut = plusDays(today, 31)
  const found = await findPlan(token, { city: 'CTU', checkIn, checkOut, want: (p) => p.Policy.InPolicy && p.PayKind === 'Prepay' && p.Remaining <= 5 })
  const { context, page } = await signedIn(browser, 'employee01')
  await page.evaluate((s) => sessionStorage.setItem('hotelSearchCriteria', JSON.stringify(s)), {
    market: 'CN',
    city: { CN: { code: 'CTU', names: { CN: '成都', EN: 'Chengdu', JP: '成都' }, country: 'CN', currency: 'CNY', tier: 2 } },
    stay: { checkIn, checkOut, earlyMorning: false },
    occupancy: { rooms: 1, adults: 1, childAges: [] },
    keyword: null,
    stars: [],
    band: null,
    travellers: [],
  })
  await open(page, `/module/hotel/details?hotelId=${found.detail.Hotel.HotelId}`)
  const plan = page.locator(`[data-testid="room-card"][data-room="${found.room.RoomCode}"] [data-testid="rate-plan"][data-plan="${found.plan.PlanCode}"]`)
  await plan.scrollIntoViewIfNeeded()
  await plan.locator('[data-testid="book-plan"]').click()
  await $(page, 'hotel-booking').waitFor()
  await fillCompanyFields(page)
  // Meanwhile colleagues book every room left.
  for (let i = 0; i < found.plan.Remaining; i++) await apiBooking('employee01', found)
  await $(page, 'hb-submit').click()
  await $(page, 'hotel-details').waitFor()
  await assertText(page.getByTestId('toast').filter({ visible: true }).first(), /刚刚订完/)
  await shot(page, 'hotel-5-sold-out-zh')
  const after = await ok('newhotel/hotel/getHotelDetail', { HotelId: found.detail.Hotel.HotelId, CheckIn: checkIn, CheckOut: checkOut }, token)
  const left = after.Rooms.find((r) => r.RoomCode === found.room.RoomCode).Plans.find((p) => p.PlanCode === found.plan.PlanCode).Remaining
  assert.equal(left, 0)
  await context.close()
})

test('a stay in the past is refused with a clear message', async () => {
  const token = await tokenOf('employee01')
  const today = await serverToday()
  const r = await api('newhotel/hotel/searchHotels', { CityCode: 'SHA', CheckIn: plusDays(today, -3), CheckOut: plusDays(today, -2) }, token)
  assert.equal(r.IsSuccess, false)
  assert.ok(r.ErrMsg.length > 0)
})

test('an order number that does not exist says so and leads home, with no retry that cannot help', async () => {
  const { context, page } = await signedIn(browser, 'employee01')
  await open(page, '/module/hotel/orderDetails?orderNo=H20990101999999')
  await assertText(page.locator('[data-testid="details-error"]:visible').first(), /内容不存在或已被删除/)
  assert.equal(await page.locator('[data-testid="retry"]:visible').count(), 0)
  await page.locator('[data-testid="back-home"]:visible').first().click()
  await page.locator('[data-testid="home-greeting"]:visible').first().waitFor()
  await context.close()
})
