// International changes through the real server: a staff member's Shanghai → Frankfurt order on
// split payment (booked, paid and ticketed through the API) moved two days later from its details
// page: the leg, the new date in the kit's calendar, the flights with fee, difference and total,
// the reason, the confirmation sheet, the traveller's share at the cashier, and the order showing
// the re-issued e-ticket on the new flight with the old leg beside the new (Chinese UI); an
// Economy Light order says it cannot change before anyone tries (English UI).
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, shot, open, ok, tokenOf, plusDays, serverToday, payAtChannel, payThroughApi, assertText, signedIn } from './browser.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())

const $ = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
const waitStatus = (page, status) => page.locator(`[data-testid="status-header"][data-status="${status}"]:visible`).first().waitFor({ timeout: 20_000 })

/** The token's own person flies Shanghai → Frankfurt nonstop on `date` in `family`, paid at the cashier through the API: answers the issued order. */
async function issuedOrder(token, date, family, paymentType) {
  const me = (await ok('user/getBookPersons', { PageSize: 100 }, token)).Persons.find((p) => p.IsSelf)
  const found = await ok('intlflight/get', { TripType: 'OneWay', Legs: [{ From: 'SHA', To: 'FRA', Date: date }] }, token)
  const itin = found.Legs[0].Itineraries.find((i) => i.Stops === 0)
  assert.ok(itin, `a nonstop SHA-FRA on ${date}`)
  const selection = { TripType: 'OneWay', Selections: [{ ItineraryKey: itin.Key, Family: family }] }
  const passengers = [
    {
      PersonId: me.PersonId,
      Nationality: 'CN',
      LastName: 'ZHANG',
      FirstName: 'WEI',
      Document: { Type: 'Passport', Number: 'E24681357', IssuingCountry: 'CN', Expiry: '2032-05-01' },
    },
  ]
  const q = await ok('intlflight/checkPrice', { ...selection, Passengers: passengers }, token)
  const cc = (await ok('user/getCostCenters', {}, token)).Items[0]
  const res = await ok(
    'intlflight/submitBooking',
    {
      ...selection,
      ClientRequestId: `e2e-ic-${Date.now().toString(36)}`,
      Passengers: passengers,
      PricePerPassenger: q.PricePerPassenger,
      Contacts: [{ Name: me.ChName, MobileCountryCode: '86', Mobile: me.Mobile, Email: me.Email || 'wei.zhang@hengyuan.example' }],
      PaymentType: paymentType,
      CostCenterId: cc.Id,
      PurposeText: '客户拜访',
      ExtendFields: { ExtendField2: '客户拜访' },
    },
    token,
  )
  assert.equal(res.Status, 'Placed')
  const d = await ok('intlflight/getOrderDetail', { OrderNo: res.OrderNo }, token)
  const personal = d.PayInfo?.PersonalAmount ?? 0
  await payThroughApi(
    'Pay/intlflightpaystart',
    { OrderNo: res.OrderNo, Channel: personal > 0 ? 'WeChatPay' : 'CompanyAccount', PersonalAmount: personal },
    token,
  )
  const issued = await ok('intlflight/getOrderDetail', { OrderNo: res.OrderNo }, token)
  assert.equal(issued.Status, 'TicketIssued')
  return issued
}

test('a staff member moves the Frankfurt leg two days later, pays the change at the cashier and sees the re-issued e-ticket (Chinese)', async () => {
  const today = await serverToday()
  const out = plusDays(today, 10)
  const later = plusDays(today, 12)
  const token = await tokenOf('employee01')
  const order = await issuedOrder(token, out, 'EconomyStandard', 'Mixed')
  const oldTicket = order.Tickets[0].TicketNo
  const oldFlight = order.Legs[0].Segments[0].FlightNo
  assert.ok(order.Actions.CanChange)

  const { context, page } = await signedIn(browser, 'employee01', 'zh-CN')
  await open(page, `/intlPlaneTicket/orderDetails?orderNo=${order.OrderNo}`)
  await waitStatus(page, 'TicketIssued')
  await $(page, 'details-change-entry').click()

  // The one leg, chosen; the new date from the kit's calendar.
  await $(page, 'intl-change').waitFor()
  await page.locator('[data-testid="change-leg-1"][aria-checked="true"]:visible').waitFor()
  await $(page, 'change-date').click()
  await $(page, 'change-calendar-sheet').locator(`[data-date="${later}"]`).click()
  await assertText($(page, 'change-fee-rule'), /经济舱标准.*¥800/)

  // The flights of that day with each fare's fee, difference and total; the nonstop in Economy Standard.
  const option = page.locator(`[data-testid="change-option"][data-key*="@${later}"]:visible:not([data-key*="+"])`).first()
  await option.waitFor({ timeout: 15_000 })
  await shot(page, 'intl-change-options')
  await option.locator('[data-testid="change-fare-EconomyStandard"]').click()
  await assertText($(page, 'change-total'), /¥/)
  // The demo company asks why: one of the common reasons.
  await $(page, 'change-reason-meetingMoved').click()
  await $(page, 'change-submit').click()

  // The confirmation sheet says what is due and who pays it.
  await $(page, 'change-confirm-sheet').waitFor()
  await assertText($(page, 'change-confirm-total'), /¥/)
  await assertText($(page, 'change-confirm-sheet'), /前往收银台/)
  await shot(page, 'intl-change-confirm')
  await $(page, 'change-confirm').click()

  // Split payment: the traveller pays the change at the cashier, then back to the order.
  await $(page, 'pay-page').waitFor({ timeout: 15_000 })
  await assertText($(page, 'pay-change'), new RegExp(`改签 C\\d+.*${later}`))
  await shot(page, 'intl-change-cashier')
  await $(page, 'pay-submit').click()
  await payAtChannel(page)
  await $(page, 'details-page').waitFor({ timeout: 20_000 })
  await waitStatus(page, 'ChangeSucceeded')

  // The re-issued e-ticket on the new flight, the old leg beside the new, the timeline saying it.
  await page.locator('[data-testid="ticket"][data-status="Issued"]:visible').first().waitFor()
  const ticketNo = (await $(page, 'ticket-no').innerText()).match(/\d{3}-\d{10}/)[0]
  assert.notEqual(ticketNo, oldTicket)
  await $(page, 'details-changes').waitFor()
  await assertText($(page, 'change-from'), new RegExp(oldFlight))
  await assertText($(page, 'change-to'), new RegExp(later))
  await shot(page, 'intl-change-done')
  const after = await ok('intlflight/getOrderDetail', { OrderNo: order.OrderNo }, token)
  assert.equal(after.Status, 'ChangeSucceeded')
  assert.equal(after.Tickets[0].TicketNo, ticketNo)
  assert.ok(after.Legs[0].Segments[0].DepartTime.startsWith(later))
  assert.ok(after.Timeline.some((e) => e.Text.includes(ticketNo)))
  assert.deepEqual(page.errors, [])
  await context.close()
})

test('an Economy Light ticket says it cannot change before anyone tries (English)', async () => {
  const today = await serverToday()
  const token = await tokenOf('employee01')
  const order = await issuedOrder(token, plusDays(today, 14), 'EconomyLight', 'Company')
  assert.equal(order.Actions.CanChange, false)
  const { context, page } = await signedIn(browser, 'employee01', 'en-US')
  await open(page, `/intlPlaneTicket/orderDetails?orderNo=${order.OrderNo}`)
  await waitStatus(page, 'TicketIssued')
  await assertText($(page, 'details-no-change'), /cannot be changed/)
  assert.equal(await page.locator('[data-testid="details-change-entry"]:visible').count(), 0)
  // Opened by its address, the change page says so on the leg and offers no date.
  await open(page, `/intlPlaneTicket/change?orderNo=${order.OrderNo}`)
  await assertText($(page, 'change-not-allowed'), /Economy Light fares cannot be changed/)
  assert.equal(await page.locator('[data-testid="change-date"]:visible').count(), 0)
  await shot(page, 'intl-change-light-en')
  await context.close()
})
