// Cars through the real server: a ride now from the rider's saved office to the current place
// (the phone's position) from the quote to a settled fare the company paid, complained about, a
// class over the standard booked with a reason, the ride's states shown live on the order page
// (the server's event stream) in SPEC's order as the server's dispatch moves it (the server's
// clock moved through the API), the ride then in the trips tab; a reserved ride cancelled once the
// driver is on the way shows and charges its fee; an airport pick-up whose flight turns out late
// moves its pick-up on the open page; and an employee whose role loses the car powers sees no car
// tile and is refused by the server.
import { createHash } from 'node:crypto'
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import {
  launch,
  phone,
  shot,
  open,
  signIn,
  api,
  ok,
  tokenOf,
  advanceServerClock,
  payThroughApi,
  fillCompanyFields,
  assertText,
  until,
  payAtChannel,
} from './browser.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())

const $ = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
/** Beijing: the trade centre office and the capital airport (server/src/modules/car/places.ts). */
const OFFICE = 'BJS-O0'
const AIRPORT = 'BJS-A-PEK'

/** Booking a quote's economy class on the company account, with the demo company's fields (and a reason when it breaks the standard). */
async function bookBody(token, q) {
  const cc = (await ok('user/getCostCenters', {}, token)).Items[0]
  const inPolicy = q.Options.find((o) => o.Class === 'Economy').Verdict.InPolicy
  const reason = inPolicy ? null : (await ok('reasoncode/get', { Product: 'Car', Kind: 'Policy' }, token)).Items[0]
  return {
    ...(reason ? { PolicyReason: { ReasonCodeId: reason.Id } } : {}),
    ClientRequestId: `e2e-car-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`,
    QuoteId: q.QuoteId,
    Class: 'Economy',
    Fare: q.Options.find((o) => o.Class === 'Economy').Fare,
    Contacts: [{ Name: '王芳', MobileCountryCode: '86', Mobile: '13800000002' }],
    PaymentType: 'Company',
    CostCenterId: cc.Id,
    PurposeText: '客户拜访',
    ExtendFields: { ExtendField2: '客户拜访' },
  }
}

/** Fen as the app shows yuan: '¥5', '¥86.40'. */
const yuan = (fen) => `¥${fen % 100 ? (fen / 100).toFixed(2) : fen / 100}`

/** A pattern matching a text as it is. */
const has = (text) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))

const stateOf = (page) => $(page, 'car-state').getAttribute('data-state')

/** Waits for the order page to show `state`, moving the server's clock `seconds` on first. */
async function reach(page, seconds, state, seen) {
  if (seconds) await advanceServerClock(seconds)
  await until(
    async () => {
      const s = await stateOf(page).catch(() => null)
      if (s && seen.at(-1) !== s) seen.push(s)
      return s === state
    },
    { timeout: 12_000, what: `the ride ${state}` },
  )
}

test('a ride now over the standard with a reason, live to a settled fare the company paid', async () => {
  const { context, page } = await phone(browser)
  await signIn(page, 'employee01')
  await $(page, 'home-greeting').waitFor()
  await $(page, 'entry-car').click()
  await $(page, 'car-search').waitFor()

  // From the office, saved as the rider's office from the city's places (kept by the server)...
  await $(page, 'from-place').click()
  await $(page, 'car-saved-set-Office').click()
  await $(page, 'car-saving').waitFor()
  await $(page, 'car-kind-Office').click()
  await page.locator(`[data-testid="car-place"][data-place="${OFFICE}"]:visible`).click()
  await page.locator(`[data-testid="car-saved-Office"][data-place="${OFFICE}"]:visible`).waitFor()
  const saved = await ok('car/savedPlaces', {}, await tokenOf('employee01'))
  assert.deepEqual([saved.Office?.Id, saved.Home], [OFFICE, null])
  await $(page, 'car-saved-Office').locator('[role="button"]').first().click()
  await assertText($(page, 'from-place'), has(saved.Office.Name))
  // ...to the airport, the current place: the phone stands at the capital airport.
  const airport = (await ok('car/places', { CityCode: 'BJS', Kind: 'Airport' }, await tokenOf('employee01'))).Places.find((p) => p.Id === AIRPORT)
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation({ latitude: airport.Lat + 0.001, longitude: airport.Lon - 0.001 })
  await $(page, 'to-place').click()
  await $(page, 'car-here').click()
  await assertText($(page, 'to-place'), has(airport.Name))
  await $(page, 'car-get-quote').click()
  await $(page, 'car-quote').waitFor()
  assert.equal(await page.locator('[data-testid="car-option"][data-class="Economy"]:visible').getAttribute('data-policy'), 'in')
  const comfort = page.locator('[data-testid="car-option"][data-class="Comfort"]:visible')
  assert.equal(await comfort.getAttribute('data-policy'), 'out')
  await comfort.click()

  // Comfort is outside the junior standard: booking it asks why.
  await $(page, 'car-booking').waitFor()
  assert.equal(await $(page, 'cb-policy').getAttribute('data-policy'), 'out')
  await fillCompanyFields(page)
  await $(page, 'cb-pay-Company').click()
  await $(page, 'cb-submit').click()
  await page.getByTestId('toast').filter({ visible: true }).first().waitFor()
  assert.match((await $(page, 'cb-reason').getAttribute('class')) ?? '', /booking-reason--error/)
  await $(page, 'cb-reason').click()
  await page.locator('[data-testid="cb-reason-sheet"] [role="radio"]').first().click()
  await $(page, 'cb-reason-sheet-ok').click()
  await $(page, 'cb-submit').click()

  // The demo company asks no approval for cars and pays on its account: nothing waits, nothing to
  // pay, the car is called.
  await $(page, 'car-ride').waitFor({ timeout: 15_000 })
  assert.notEqual(await $(page, 'status-header').getAttribute('data-status'), 'PendingApproval')
  assert.equal(await page.locator('[data-testid="details-pay"]:visible').count(), 0)
  // From here the order page follows the ride without a reload.
  await $(page, 'car-ride').waitFor({ timeout: 15_000 })
  const url = page.url()
  const seen = []
  await reach(page, 0, 'Calling', seen)
  // On H5 the page follows the server's event stream (polling is the fallback).
  await until(async () => (await $(page, 'car-state').getAttribute('data-live')) === 'stream', { what: 'the event stream' })
  await reach(page, 25, 'DriverComing', seen)
  await assertText($(page, 'car-driver-phone'), /170\*{4}\d{4}/)
  assert.match(await $(page, 'car-plate').innerText(), /^京[A-Z]/)
  await shot(page, 'car-1-driver-coming')
  await reach(page, 10 * 60, 'DriverArrived', seen)
  await reach(page, 61, 'InTravel', seen)
  await reach(page, 3 * 3600, 'Completed', seen)
  assert.deepEqual(seen, ['Calling', 'DriverComing', 'DriverArrived', 'InTravel', 'Completed'])
  assert.equal(page.url(), url, 'the page was never reloaded')

  // Settled: the fare lines, all of it the company's.
  await $(page, 'car-settled').waitFor()
  const orderNo = new URL(url.replace('/#', '')).searchParams.get('orderNo')
  const d = await ok('car/getOrderDetail', { OrderNo: orderNo }, await tokenOf('employee01'))
  assert.equal(d.Status, 'Completed')
  assert.equal(d.Class, 'Comfort')
  assert.ok(d.PolicyReason, 'the reason is on the order')
  assert.equal(d.Settled.CompanyAmount, d.Settled.Fare)
  assert.equal(d.Settled.PersonalAmount, 0)
  await assertText($(page, 'car-settled-fare'), yuan(d.Settled.Fare))

  // Rated once.
  await $(page, 'car-star-4').click()
  await $(page, 'car-rate-send').click()
  await $(page, 'car-rated').waitFor()

  // A complaint about the ride: recorded on the order.
  await $(page, 'car-complaint-RouteDetour').click()
  await $(page, 'car-complaint-text').locator('input').fill('司机绕了远路')
  await $(page, 'car-complaint-send').click()
  await assertText($(page, 'car-complaint-reason'), '绕路')
  await assertText($(page, 'car-complained'), /司机绕了远路/)
  const c = (await ok('car/getOrderDetail', { OrderNo: orderNo }, await tokenOf('employee01'))).Complaint
  assert.deepEqual([c.Reason, c.Text], ['RouteDetour', '司机绕了远路'])

  // The ride is a trip of the trips tab.
  await open(page, '/trip/list')
  await page.locator(`[data-order="${orderNo}"]:visible`).waitFor()
  assert.deepEqual(page.errors, [])
  await context.close()
})

test('a reserved ride cancelled after the driver took it shows and charges its fee', async () => {
  const token = await tokenOf('employee01')
  const info = await ok('car/getInitInfo', {}, token)
  const q = await ok('car/quote', { Service: 'Reserved', From: OFFICE, To: AIRPORT, At: info.EarliestReserved }, token)
  const economy = q.Options.find((o) => o.Class === 'Economy')
  const booked = await ok('car/submitOrder', await bookBody(token, q), token)
  await payThroughApi('Pay/carpaystart', { OrderNo: booked.OrderNo, Channel: 'CompanyAccount', PersonalAmount: 0 }, token)
  // The car is called 15 minutes before the pick-up; a driver takes it; 2 free minutes pass.
  const pickUp = Date.parse(`${q.PickUpAt.replace(' ', 'T')}:00+08:00`)
  const now = Date.parse(await advanceServerClock(0))
  await advanceServerClock(Math.ceil((pickUp - 15 * 60_000 - now) / 1000) + 5)
  await until(async () => (await ok('car/getOrderDetail', { OrderNo: booked.OrderNo }, token)).State === 'Calling', { what: 'the call' })
  await advanceServerClock(25)
  await until(async () => (await ok('car/getOrderDetail', { OrderNo: booked.OrderNo }, token)).State === 'DriverComing', { what: 'a driver' })
  await advanceServerClock(121)

  const { context, page } = await phone(browser)
  await signIn(page, 'employee01')
  await $(page, 'home-greeting').waitFor()
  await open(page, `/car/orderDetails?orderNo=${booked.OrderNo}`)
  await $(page, 'car-driver').waitFor()
  await $(page, 'details-cancel').click()
  await assertText($(page, 'cancel-fee'), yuan(500))
  await $(page, 'cancel-confirm').click()
  await $(page, 'car-settled').waitFor({ timeout: 10_000 })
  await assertText($(page, 'car-settled-fare'), yuan(500))
  const d = await ok('car/getOrderDetail', { OrderNo: booked.OrderNo }, token)
  assert.deepEqual([d.State, d.Settled.Fare, d.Settled.Refund], ['Cancelled', 500, economy.Fare - 500])
  assert.deepEqual(page.errors, [])
  await context.close()
})

/** Whether the reference server's timetable makes a flight late on a day (server/src/modules/flight/flight-status.ts delayOf). */
const late = (flightNo, date) => createHash('sha256').update(`delay:${flightNo}:${date}`).digest().readUInt32BE(0) % 10 >= 7
const at = (chinaTime) => Date.parse(`${chinaTime.replace(' ', 'T')}:00+08:00`)

test('an airport pick-up whose flight turns out late moves its pick-up on the open page', async () => {
  const token = await tokenOf('employee01')
  const info = await ok('car/getInitInfo', {}, token)
  // A flight into Beijing the day after tomorrow: its delay is not known yet when the ride is booked.
  const date = new Date(Date.parse(`${info.Now.slice(0, 10)}T00:00:00Z`) + 2 * 864e5).toISOString().slice(0, 10)
  const { Flights } = await ok('domesticFlightv2/getFlights', { DepartCityCode: 'SHA', ArriveCityCode: 'BJS', DepartDate: date }, token)
  // Economy within the standard (a ride from the farther airport may pass the cap): no approval to wait for.
  let q = null
  for (const f of Flights.filter((x) => late(x.FlightNo, date))) {
    const r = await api('car/quote', { Service: 'AirportPickUp', To: OFFICE, FlightNo: f.FlightNo, Date: date, WaitMinutes: '30' }, token)
    const quoted = r.IsSuccess && r.ResultData.Arrival.DelayMinutes === 0 ? r.ResultData : null
    if (quoted) q ??= quoted
    if (quoted?.Options.find((o) => o.Class === 'Economy').Verdict.InPolicy) {
      q = quoted
      break
    }
  }
  assert.ok(q, `a late flight SHA-BJS on ${date}`)
  assert.equal(q.From.Kind, 'Airport')
  const booked = await ok('car/submitOrder', await bookBody(token, q), token)
  await payThroughApi('Pay/carpaystart', { OrderNo: booked.OrderNo, Channel: 'CompanyAccount', PersonalAmount: 0 }, token)

  const { context, page } = await phone(browser)
  await signIn(page, 'employee01')
  await $(page, 'home-greeting').waitFor()
  await open(page, `/car/orderDetails?orderNo=${booked.OrderNo}`)
  const pickUp = $(page, 'car-pick-up')
  assert.equal(await pickUp.getAttribute('data-at'), q.PickUpAt)
  await assertText($(page, 'car-arrival'), new RegExp(q.Arrival.No))
  const url = page.url()
  // The car is called 15 minutes before the pick-up: by then the delay is known and the pick-up moves.
  const now = Date.parse(await advanceServerClock(0))
  await advanceServerClock(Math.ceil((at(q.PickUpAt) - 15 * 60_000 - now) / 1000) + 5)
  await advanceServerClock(25)
  await until(async () => (await pickUp.getAttribute('data-at')) !== q.PickUpAt, { timeout: 12_000, what: 'the pick-up moved' })
  const d = await ok('car/getOrderDetail', { OrderNo: booked.OrderNo }, token)
  assert.ok(d.Arrival.DelayMinutes > 0)
  assert.equal(await pickUp.getAttribute('data-at'), d.PickUpAt)
  assert.equal(at(d.PickUpAt) - at(q.PickUpAt), d.Arrival.DelayMinutes * 60_000)
  await assertText($(page, 'car-arrival'), new RegExp(`${d.Arrival.DelayMinutes}`))
  assert.equal(page.url(), url, 'the page was never reloaded')
  await shot(page, 'car-3-pick-up-moved')
  assert.deepEqual(page.errors, [])
  await context.close()
})

test('without the car powers an employee sees no car tile and the server refuses', async () => {
  const admin = await tokenOf('admin01')
  const role = (await ok('role/getRoles', {}, admin)).Items.find((r) => r.Code === 'employee')
  const detail = await ok('role/getRoleDetail', { RoleId: role.RoleId }, admin)
  const off = { Search: false, Book: false }
  detail.Power.BusinessPermission.Car = { Ride: off, ReservedRide: off, AirportPickUp: off, TrainPickUp: off }
  await ok('role/save', { RoleId: role.RoleId, Power: detail.Power }, admin)

  const { context, page } = await phone(browser)
  await signIn(page, 'employee01')
  await $(page, 'entry-flight').waitFor()
  assert.equal(await page.locator('[data-testid="entry-car"]:visible').count(), 0)
  await open(page, '/module/car')
  await $(page, 'car-no-permission').waitFor()
  const refused = await api(
    'car/quote',
    { Service: 'Ride', From: OFFICE, To: AIRPORT },
    (await ok('Login/UserLogin/v2', { UserName: 'employee01', Password: 'Travel2026' })).Token,
  )
  assert.equal(refused.IsSuccess, false)
  assert.equal(refused.ErrorCode, 1003)
  assert.deepEqual(page.errors, [])
  await context.close()
})

test("admin01 gives the junior rank's car standard overtime hours; the server keeps them", async () => {
  const admin = await tokenOf('admin01')
  const rankId = (await ok('rank/list', {}, admin)).Items.find((r) => r.Code === 'R1').Id
  const { context, page } = await phone(browser)
  await signIn(page, 'admin01')
  await $(page, 'home-greeting').waitFor()
  await open(page, `/business/level/rank?rankId=${rankId}`)
  const card = page.locator('[data-testid="policy-card"][data-product="Car"][data-set="true"]:visible')
  await assertText(card, /经济型[\s\S]*150 元[\s\S]*公司/)
  await card.getByTestId('policy-edit').click()
  await $(page, 'policy-sheet').waitFor()
  const hours = page.locator('[data-testid="pf-Windows"]:visible input')
  await hours.fill('21:00')
  await $(page, 'policy-save').click()
  await page.locator('#tp-f-Windows .form-row__error').first().waitFor()
  await hours.fill('21:00-06:00')
  await $(page, 'policy-save').click()
  await $(page, 'policy-sheet').waitFor({ state: 'detached' })
  await assertText(card, /21:00-06:00/)
  const saved = await ok('carRank/getCarRankDetail', { RankId: rankId }, admin)
  assert.deepEqual(saved.Policy, {
    Classes: ['Economy'],
    Windows: [{ From: '21:00', To: '06:00' }],
    Cities: [],
    Cap: 15000,
    Addresses: ['Office', 'Hotel', 'Airport', 'Station'],
  })
  assert.deepEqual(page.errors, [])
  await context.close()
})
