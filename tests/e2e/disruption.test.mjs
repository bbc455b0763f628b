// The disruption assistant through the real server: a domestic flight booked and ticketed for
// employee01 (through the API, on a day from the server's clock) with a hotel stay at the
// destination that night; admin01 cancels the flight in the operations test console; employee01
// hears it on home (the banner) and in the message centre, opens the assistant, takes another
// airline's flight and confirms: the new order is ticketed, the old one refunded in full (its
// order page says so) and the hotel told of the late arrival. A 45-minute delay offers
// alternatives and Keep, and Keep works; a 20-minute delay only informs (the order page's banner),
// with nothing to choose.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, shot, open, ok, tokenOf, serverToday, plusDays, flightOrder, payThroughApi, assertText, until, signedIn, waitStatus } from './browser.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())

const $ = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()

/** employee01's flight Beijing → Shanghai on `date`, paid on the company account and ticketed: { orderNo, flightNo, order }. */
async function ticketedFlight(token, date) {
  const orderNo = await flightOrder(token, date)
  await payThroughApi('Pay/flightpaystart', { OrderNo: orderNo, Channel: 'CompanyAccount', PersonalAmount: 0 }, token)
  const order = await until(
    async () => {
      const o = await ok('flightOrder/getOrderDetail', { OrderNo: orderNo }, token)
      return o.Status === 'TicketIssued' && o
    },
    { timeout: 15_000, what: `${orderNo} ticketed` },
  )
  return { orderNo, flightNo: order.Segments[0].Flight.FlightNo, order }
}

/**
 * A night in Shanghai from `date`, at the first hotel whose rate the standard allows, on the company
 * account, arriving by noon: a flight rebooked to arrive later makes the hotel's late-arrival note.
 */
async function hotelStay(token, date) {
  const checkOut = plusDays(date, 1)
  const { Persons } = await ok('user/getBookPersons', { PageSize: 100 }, token)
  const me = Persons.find((p) => p.IsSelf)
  const { Hotels } = await ok('newhotel/hotel/searchHotels', { CityCode: 'SHA', CheckIn: date, CheckOut: checkOut, Rooms: 1, Adults: 1 }, token)
  for (const h of Hotels) {
    if (h.LowestPrice === null) continue
    const detail = await ok('newhotel/hotel/getHotelDetail', { HotelId: h.HotelId, CheckIn: date, CheckOut: checkOut, Rooms: 1, Adults: 1 }, token)
    for (const room of detail.Rooms) {
      const plan = room.Plans.find((p) => p.Remaining >= 1 && p.Policy?.InPolicy !== false && p.PayKind !== 'PayAtHotel')
      if (!plan) continue
      const res = await ok(
        'newhotel/hotel/submitOrder',
        {
          ClientRequestId: `e2e-dr-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
          Choice: {
            HotelId: detail.Hotel.HotelId,
            RoomCode: room.RoomCode,
            PlanCode: plan.PlanCode,
            CheckIn: date,
            CheckOut: checkOut,
            RoomCount: 1,
            AvgPrice: plan.AvgPrice,
          },
          Rooms: [{ Guests: [{ PersonId: me.PersonId, ChName: me.ChName, LastName: me.LastName, FirstName: me.FirstName }] }],
          Contacts: [{ Name: me.ChName, MobileCountryCode: '86', Mobile: me.Mobile, Email: me.Email }],
          ArrivalTime: '12:00',
          PaymentType: 'Company',
          PolicyReason: null,
          CostCenterId: me.CostCenterId,
          PurposeText: '客户拜访',
          ExtendFields: { ExtendField2: '客户拜访' },
        },
        token,
      )
      if (res.NeedPayment && !res.NeedApproval)
        await payThroughApi('Pay/hotelpaystart', { OrderNo: res.OrderNo, Channel: 'CompanyAccount', PersonalAmount: 0 }, token)
      return res.OrderNo
    }
  }
  throw new Error(`no hotel in Shanghai on ${date}`)
}

/** The operations event through the API (the console's own journey is the first test's). */
const addEvent = async (req) => (await ok('disruption/addEvent', req, await tokenOf('admin01'))).Event

/** The open disruption of an order, as the traveller's banner reads it. */
async function disruptionOf(token, orderNo) {
  return until(async () => (await ok('disruption/mine', {}, token)).Items.find((d) => d.OrderNo === orderNo), { what: `the disruption of ${orderNo}` })
}

test('a cancelled flight: the console, the banner and the message, another airline in two taps, the refund and the hotel told', async () => {
  const token = await tokenOf('employee01')
  const date = plusDays(await serverToday(), 1)
  const flight = await ticketedFlight(token, date)
  const hotelNo = await hotelStay(token, date)

  // admin01 cancels the flight in the test console, reached from the Manage tab.
  const admin = await signedIn(browser, 'admin01')
  await open(admin.page, '/management')
  await $(admin.page, 'manage-entry-disruptionConsole').click()
  await $(admin.page, 'console-form').waitFor()
  await $(admin.page, 'console-product-Flight').click()
  // Nothing is sent while the form is incomplete: each problem is said under its field.
  await $(admin.page, 'console-send').click()
  await admin.page.locator('.form-row__error:visible').first().waitFor()
  await shot(admin.page, 'disruption-1-console-errors-zh')
  await $(admin.page, 'console-service-no').locator('input').fill(flight.flightNo)
  await $(admin.page, 'console-date').click()
  await $(admin.page, 'console-calendar').locator(`[data-date="${date}"]`).click()
  await $(admin.page, 'console-kind-Cancellation').click()
  await $(admin.page, 'console-send').click()
  const event = admin.page.locator(`[data-testid="console-event"][data-service="${flight.flightNo}"][data-kind="Cancellation"]:visible`).first()
  await event.waitFor({ timeout: 15_000 })
  assert.ok(Number(await event.getAttribute('data-affected')) >= 1)
  await shot(admin.page, 'disruption-2-console-sent-zh')
  await admin.context.close()

  // employee01 hears it first on home...
  const { context, page } = await signedIn(browser, 'employee01')
  const item = await disruptionOf(token, flight.orderNo)
  const banner = page.locator(`[data-testid="disruption-banner-item"][data-id="${item.Id}"]:visible`)
  await banner.waitFor({ timeout: 15_000 })
  await assertText(banner, new RegExp(flight.flightNo))
  await shot(page, 'disruption-3-home-banner-zh')
  // ...and in the message centre, whose message opens the assistant.
  await open(page, '/message/center')
  const message = page.locator('.ap-msg:visible').filter({ hasText: flight.flightNo }).first()
  await message.waitFor({ timeout: 15_000 })
  await message.click()
  await $(page, 'assistant-content').waitFor()
  assert.equal(await $(page, 'assistant-content').getAttribute('data-state'), 'Open')
  await assertText($(page, 'disruption-title'), new RegExp(flight.flightNo))
  await $(page, 'alternatives-OtherCarrier').waitFor()
  await shot(page, 'disruption-4-assistant-zh')

  // Tap 1: another airline's flight (the one arriving last: after the hotel's noon); the sheet
  // sums it up. Tap 2: confirm.
  const others = $(page, 'alternatives-OtherCarrier').locator('[data-testid="alternative"]')
  const arrivals = await others.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-arrive')))
  const last = arrivals.indexOf([...arrivals].sort().at(-1))
  const other = others.nth(last)
  const newFlightNo = await other.getAttribute('data-service')
  await other.click()
  await $(page, 'rebook-summary').waitFor()
  await assertText($(page, 'rebook-summary'), new RegExp(newFlightNo))
  await shot(page, 'disruption-5-confirm-zh')
  await $(page, 'rebook-confirm').click()
  await $(page, 'disruption-outcome').waitFor({ timeout: 15_000 })
  assert.equal(await $(page, 'disruption-outcome').getAttribute('data-state'), 'Rebooked')
  const moved = await page.locator('[data-testid="disruption-moved-line"]:visible').allInnerTexts()
  assert.ok(moved.length >= 1, 'the hotel is told of the late arrival')
  await shot(page, 'disruption-6-rebooked-zh')
  const newOrderNo = await $(page, 'disruption-new-order').getAttribute('data-order')
  assert.ok(newOrderNo && newOrderNo !== flight.orderNo)

  // The new order is ticketed.
  await $(page, 'disruption-open-order').click()
  await waitStatus(page, 'TicketIssued')
  await assertText($(page, 'details-order-no'), new RegExp(newOrderNo))
  // The old one was refunded in full: no fee, its page says so.
  await open(page, `/planeTicket/orderDetails?orderNo=${flight.orderNo}`)
  await $(page, 'details-refunds').waitFor({ timeout: 15_000 })
  await assertText($(page, 'details-refunds').locator('[data-testid="record-refund-fee"]').first(), /¥0$/)
  const old = await ok('flightOrder/getOrderDetail', { OrderNo: flight.orderNo }, token)
  assert.ok(old.Refunds.length >= 1 && old.Refunds.every((r) => r.RefundFee === 0))
  assert.equal(
    old.Refunds.reduce((n, r) => n + r.RefundAmount, 0),
    flight.order.PriceDetail.Total,
  )
  await shot(page, 'disruption-7-old-refunded-zh')
  // The hotel was told of the late arrival: the note in the stay's remark, for the new flight.
  await open(page, `/module/hotel/orderDetails?orderNo=${hotelNo}`)
  await $(page, 'details-stay').waitFor({ timeout: 15_000 })
  await assertText($(page, 'details-page'), new RegExp(`【晚到】客人乘 ${newFlightNo}`), 10_000)
  await shot(page, 'disruption-8-hotel-note-zh')
  // The banner is gone: nothing is open any more.
  await open(page, '/home')
  await $(page, 'home-greeting').waitFor()
  await until(async () => (await page.locator(`[data-testid="disruption-banner-item"][data-id="${item.Id}"]:visible`).count()) === 0, {
    what: 'the banner gone',
  })
  await context.close()
})

test('a 45-minute delay offers alternatives and Keep, and Keep works; a 20-minute delay only informs', async () => {
  const token = await tokenOf('employee01')
  const today = await serverToday()
  const late = await ticketedFlight(token, plusDays(today, 2))
  const short = await ticketedFlight(token, plusDays(today, 3))
  await addEvent({ Product: 'Flight', ServiceNo: late.flightNo, DepartDate: late.order.Segments[0].Flight.DepartDate, Kind: 'Delay', DelayMinutes: 45 })
  await addEvent({ Product: 'Flight', ServiceNo: short.flightNo, DepartDate: short.order.Segments[0].Flight.DepartDate, Kind: 'Delay', DelayMinutes: 20 })
  const item = await disruptionOf(token, late.orderNo)
  const info = await disruptionOf(token, short.orderNo)
  assert.equal(info.State, 'Informed')

  const { context, page } = await signedIn(browser, 'employee01')
  // 45 minutes: the banner on home, the assistant with the alternatives and Keep.
  await page.locator(`[data-testid="disruption-banner-item"][data-id="${item.Id}"]:visible`).click({ timeout: 15_000 })
  await $(page, 'assistant-content').waitFor()
  await $(page, 'disruption-times').waitFor()
  assert.ok((await page.locator('[data-testid="alternative"]:visible').count()) >= 1)
  await $(page, 'alternative-keep').click()
  await $(page, 'rebook-sheet').waitFor()
  await shot(page, 'disruption-9-keep-zh')
  await $(page, 'rebook-confirm').click()
  await $(page, 'disruption-outcome').waitFor({ timeout: 15_000 })
  assert.equal(await $(page, 'disruption-outcome').getAttribute('data-state'), 'Kept')
  assert.equal(await page.locator('[data-testid="alternative"]:visible').count(), 0)
  assert.equal((await ok('disruption/detail', { Id: item.Id }, token)).Item.State, 'Kept')

  // 20 minutes: not on home (nothing to choose), but on its order page with what changed.
  await open(page, '/home')
  await $(page, 'home-greeting').waitFor()
  assert.equal(await page.locator(`[data-testid="disruption-banner-item"][data-id="${info.Id}"]:visible`).count(), 0)
  await open(page, `/planeTicket/orderDetails?orderNo=${short.orderNo}`)
  const banner = page.locator(`[data-testid="disruption-banner-item"][data-id="${info.Id}"]:visible`)
  await banner.waitFor({ timeout: 15_000 })
  assert.equal(await banner.getAttribute('data-state'), 'Informed')
  await assertText(banner, new RegExp(info.Title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
  await shot(page, 'disruption-10-informed-zh')
  await banner.click()
  await $(page, 'disruption-outcome').waitFor()
  assert.equal(await $(page, 'disruption-outcome').getAttribute('data-state'), 'Informed')
  assert.equal(await page.locator('[data-testid="alternative"]:visible').count(), 0)
  assert.equal(await page.locator('[data-testid="alternative-keep"]:visible').count(), 0)
  await context.close()
})
