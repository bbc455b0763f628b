// Drafts belong to a person. In one tab, employee01 (张伟) half-fills a booking form — contact
// mobile and e-mail, a remark, himself as the traveller — and signs out through settings; booker01
// (王芳) signs in in the same tab and opens the same URL, reloads it, and walks the same path from
// home to the same fare, room or seat. Nothing of employee01's may show on the screen or sit in
// the page's sessionStorage or localStorage. Once for each booking form: flights, international
// flights, hotels and trains. Which fare, room and train is found through the API: one that is
// in policy for both people, so both reach the form by the same taps.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, phone, open, signIn, ok, tokenOf, plusDays, serverToday, shot } from './browser.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())

const $ = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
/** A form row's field (the last one: a mobile number follows its country code picker). */
const input = (page, id) => page.locator(`[data-testid="${id}"]:visible input, [data-testid="${id}"]:visible textarea`).last()
/** The first contact's field of a form: the booking kit's `<prefix>-contact-0-<field>`, or a form's own `<prefix>-contact-<field>`. */
const contact = (page, prefix, field) =>
  input(page, `${prefix}-contact-0-${field}`)
    .or(input(page, `${prefix}-contact-${field}`))
    .first()

/** What employee01 types: unlike anything the demo data holds, so a leak is found wherever it hides. */
const TYPED = { mobile: '13977770421', email: 'zw.private.0421@example.org', remark: '靠窗安静 draft-0421', passport: 'E99880421' }

/** employee01 as the server knows him: his name, mobile and e-mail are his too. */
async function employee01() {
  const { Persons } = await ok('user/getBookPersons', { PageSize: 100 }, await tokenOf('employee01'))
  const me = Persons.find((p) => p.IsSelf)
  return { name: me.ChName, mobile: me.Mobile, email: me.Email, ...TYPED }
}

// ---------------------------------------------------------------------------------------------
// The scenes: the same fare, room and train for both people, in policy for each.

const both = async () => [await tokenOf('employee01'), await tokenOf('booker01')]

async function flightScene(today) {
  const date = plusDays(today, 6)
  const q = { DepartCityCode: 'BJS', ArriveCityCode: 'SHA', DepartDate: date }
  const [a, b] = await both()
  for (const row of (await ok('domesticFlightv2/getFlights', q, a)).Flights) {
    if (row.LowestPrice === null) continue
    const body = { ...q, FlightNo: row.FlightNo }
    const mine = (await ok('domesticFlightv2/getCabinClass', body, a)).Cabins
    const hers = (await ok('domesticFlightv2/getCabinClass', body, b)).Cabins
    const cabin = mine.find((c) => c.SeatsLeft > 0 && c.Policy.InPolicy && hers.some((h) => h.CabinCode === c.CabinCode && h.Policy.InPolicy))
    if (cabin) return { date, flightNo: row.FlightNo, cabin: cabin.CabinCode }
  }
  throw new Error(`no fare BJS-SHA ${date} in policy for both`)
}

async function hotelScene(today) {
  const stay = { CityCode: 'SHA', CheckIn: plusDays(today, 8), CheckOut: plusDays(today, 9), Rooms: 1, Adults: 1 }
  const [a, b] = await both()
  const { Hotels } = await ok('newhotel/hotel/searchHotels', stay, a)
  // The first rows of the list, as both see it without scrolling far.
  for (const h of Hotels.slice(0, 6)) {
    if (h.LowestPrice === null) continue
    const mine = await ok('newhotel/hotel/getHotelDetail', { ...stay, HotelId: h.HotelId }, a)
    const hers = await ok('newhotel/hotel/getHotelDetail', { ...stay, HotelId: h.HotelId }, b)
    const inFor = (d, room, plan) => d.Rooms.find((r) => r.RoomCode === room)?.Plans.find((p) => p.PlanCode === plan)?.Policy.InPolicy
    for (const room of mine.Rooms) {
      const plan = room.Plans.find((p) => p.Remaining >= 1 && p.PayKind === 'Prepay' && p.Policy.InPolicy && inFor(hers, room.RoomCode, p.PlanCode))
      if (plan) return { checkIn: stay.CheckIn, checkOut: stay.CheckOut, hotelId: h.HotelId, room: room.RoomCode, plan: plan.PlanCode }
    }
  }
  throw new Error(`no room in Shanghai ${stay.CheckIn} in standard for both`)
}

async function trainScene(today) {
  const date = plusDays(today, 5)
  const [a, b] = await both()
  const q = { From: 'VNP', To: 'AOH', Date: date }
  const hers = (await ok('train/searchTrains', q, b)).Trains
  const fits = (s) => s.SeatClass === 'Second' && s.Remaining > 5 && s.Policy.InPolicy
  const train = (await ok('train/searchTrains', q, a)).Trains.find((t) => t.Seats.some(fits) && hers.find((h) => h.TrainNo === t.TrainNo)?.Seats.some(fits))
  if (!train) throw new Error(`no second-class seat VNP → AOH ${date} in standard for both`)
  return { date, trainNo: train.TrainNo }
}

// ---------------------------------------------------------------------------------------------
// The forms: each reached from home the way a person taps there, and half-filled by employee01.

const PRODUCTS = [
  {
    name: 'flight',
    scene: flightScene,
    form: 'booking-page',
    keeps: true,
    async walk(page, s) {
      await $(page, 'entry-flight').click()
      await $(page, 'search-flights').waitFor()
      await $(page, 'from-city').click()
      await $(page, 'city-hot').locator('[data-code="BJS"]').click()
      await $(page, 'to-city').click()
      await $(page, 'city-hot').locator('[data-code="SHA"]').click()
      await $(page, 'depart-date').click()
      await $(page, 'flight-calendar').locator(`[data-date="${s.date}"]`).click()
      await $(page, 'search-flights').click()
      await page.waitForURL(/#\/planeTicket\/list\?/)
      await page.locator(`[data-testid="flight-row"][data-flight="${s.flightNo}"]:visible`).click()
      await page.waitForURL(/#\/planeTicket\/cabins\?/)
      await page.locator(`[data-testid="cabin-row"][data-cabin="${s.cabin}"]:visible`).first().getByTestId('cabin-book').click()
      await page.waitForURL(/#\/planeTicket\/bookDetails/)
      await $(page, 'bk-total').waitFor()
    },
    async fill(page) {
      await $(page, 'bk-travellers').locator('text=张伟').first().waitFor()
      await contact(page, 'bk', 'mobile').fill(TYPED.mobile)
      await contact(page, 'bk', 'email').fill(TYPED.email)
      await remarkInPurpose(page)
    },
  },
  {
    name: 'international flight',
    form: 'ib-bar',
    keeps: false,
    scene: async (today) => ({ date: plusDays(today, 10) }),
    async walk(page, s) {
      await $(page, 'entry-intlFlight').click()
      await $(page, 'intl-search-button').waitFor()
      await $(page, 'intl-trip-type').locator('[data-value="OneWay"]').click()
      await $(page, 'intl-to').click()
      await page.locator('[data-testid="intl-picker-to"] input').fill('Frankfurt')
      await page.locator('[data-testid="intl-picker-to"] .city-picker__hit[data-code="FRA"]').first().click()
      await $(page, 'intl-depart').click()
      await $(page, 'intl-calendar').locator(`[data-date="${s.date}"]`).click()
      await $(page, 'intl-cabin').locator('[data-value="Economy"]').click()
      await $(page, 'intl-search-button').click()
      const nonstop = page.locator('[data-testid="intl-itinerary"]:visible:not([data-key*="+"])').first()
      await nonstop.waitFor({ timeout: 15_000 })
      await nonstop.click()
      await $(page, 'intl-choose-EconomyStandard').click()
      await $(page, 'ib-pax-0').waitFor()
    },
    async fill(page) {
      await $(page, 'ib-travellers').locator('text=张伟').first().waitFor()
      await input(page, 'ib-doc-no').fill(TYPED.passport)
      await contact(page, 'ib', 'mobile').fill(TYPED.mobile)
      await contact(page, 'ib', 'email').fill(TYPED.email)
      await remarkInPurpose(page)
    },
  },
  {
    name: 'hotel',
    scene: hotelScene,
    form: 'hotel-booking',
    keeps: true,
    async walk(page, s) {
      await $(page, 'entry-hotel').click()
      await $(page, 'search-hotels').waitFor()
      await $(page, 'hotel-city').click()
      await $(page, 'city-hot').locator('[data-code="SHA"]').click()
      await $(page, 'hotel-dates').click()
      await $(page, 'hotel-calendar').locator(`[data-date="${s.checkIn}"]`).click()
      await $(page, 'hotel-calendar').locator(`[data-date="${s.checkOut}"]`).click()
      await $(page, 'search-hotels').click()
      const row = page.locator(`[data-testid="hotel-row"][data-hotel="${s.hotelId}"]:visible`)
      await row.waitFor()
      await row.click()
      const plan = page.locator(`[data-testid="room-card"][data-room="${s.room}"]:visible [data-testid="rate-plan"][data-plan="${s.plan}"]`).first()
      await plan.scrollIntoViewIfNeeded()
      await plan.locator('[data-testid="book-plan"]').click()
      await $(page, 'hb-total').waitFor()
    },
    async fill(page) {
      await $(page, 'hb-guests').locator('text=张伟').first().waitFor()
      await contact(page, 'hb', 'mobile').fill(TYPED.mobile)
      await contact(page, 'hb', 'email').fill(TYPED.email)
      await input(page, 'hb-remark').fill(TYPED.remark)
    },
  },
  {
    name: 'train',
    scene: trainScene,
    form: 'train-booking',
    keeps: true,
    async walk(page, s) {
      await $(page, 'entry-train').click()
      await $(page, 'search-trains').waitFor()
      await $(page, 'from-station').click()
      await $(page, 'station-picker-from').locator('[data-testid="city-hot"] [data-code="VNP"]').click()
      await $(page, 'to-station').click()
      await page.locator('[data-testid="station-picker-to"] input').fill('shanghaihongqiao')
      await page.locator('[data-testid="station-picker-to"] .city-picker__hit[data-code="AOH"]').first().click()
      await $(page, 'train-date').click()
      await $(page, 'train-calendar').locator(`[data-date="${s.date}"]`).click()
      await $(page, 'search-trains').click()
      const row = page.locator(`[data-testid="train-row"][data-train="${s.trainNo}"]`)
      await row.first().waitFor({ state: 'attached' })
      await row.first().scrollIntoViewIfNeeded()
      await page.locator(`[data-testid="train-row"][data-train="${s.trainNo}"]:visible`).click()
      await $(page, 'book-Second').click()
      await $(page, 'tb-total').waitFor()
    },
    async fill(page) {
      await $(page, 'tb-travellers').locator('text=张伟').first().waitFor()
      await contact(page, 'tb', 'mobile').fill(TYPED.mobile)
      await contact(page, 'tb', 'email').fill(TYPED.email)
      await remarkInPurpose(page)
    },
  },
]

/** The trip's purpose, where the company asks for one in words: the remark of a flight or train form. */
async function remarkInPurpose(page) {
  const box = page.locator('[data-testid="cf-Purpose"]:visible input, [data-testid="cf-Purpose"]:visible textarea').first()
  if (await box.count()) await box.fill(TYPED.remark)
}

// ---------------------------------------------------------------------------------------------
// What the tab shows and keeps

/** The screen's text, what its fields hold, and the tab's two stores. */
function tabContents(page) {
  return page.evaluate(() => {
    const fields = [...document.querySelectorAll('input, textarea')].map((el) => el.value).join('\n')
    const kept = (s) => Object.fromEntries(Array.from({ length: s.length }, (_, i) => [s.key(i), s.getItem(s.key(i))]))
    return { screen: `${document.body.innerText}\n${fields}`, fields, storage: JSON.stringify({ session: kept(sessionStorage), local: kept(localStorage) }) }
  })
}

/**
 * Nothing of employee01's on the screen or in the tab's storage. His name may stand in booker01's
 * own lists (colleagues to book for), never in a field of her form or in a store.
 */
async function assertNothingOf(page, his, where) {
  const { screen, fields, storage } = await tabContents(page)
  for (const [what, value] of Object.entries(his)) {
    if (!value) continue
    if (what === 'name') assert.ok(!fields.includes(value), `${where}: employee01's ${what} (${value}) is in a field`)
    else assert.ok(!screen.includes(value), `${where}: employee01's ${what} (${value}) is on the screen`)
    assert.ok(!storage.includes(value), `${where}: employee01's ${what} (${value}) is in the tab's storage`)
  }
}

/** Whatever the page does with what it finds (restore, go back to the search, ask again) is done. */
async function settled(page, form) {
  await page.waitForLoadState('load')
  await page
    .locator(
      `[data-testid="${form}"]:visible, [data-testid="search-flights"]:visible, [data-testid="search-hotels"]:visible, [data-testid="search-trains"]:visible, [data-testid="intl-search-button"]:visible, [data-testid="home-greeting"]:visible`,
    )
    .first()
    .waitFor({ timeout: 15_000 })
  await page.waitForTimeout(1500)
}

async function signOutThroughSettings(page) {
  await open(page, '/home')
  await page.locator('.weui-tabbar__item', { hasText: '我的' }).click()
  await $(page, 'user-settings').click()
  await $(page, 'user-logout').click()
  // Every mounted page draws the one alert; the settings page's is the last.
  await page.locator('[data-testid="alert-button-yes"]:visible').last().click()
  await $(page, 'login-username').waitFor()
}

// ---------------------------------------------------------------------------------------------

for (const product of PRODUCTS) {
  test(`${product.name}: employee01's half-filled form is nowhere for booker01 in the same tab — same URL, reload, same path from home`, async () => {
    const today = await serverToday()
    const scene = await product.scene(today)
    const his = await employee01()
    const { context, page } = await phone(browser)
    await signIn(page, 'employee01')
    await $(page, 'home-greeting').waitFor()
    await product.walk(page, scene)
    await product.fill(page)
    await page.waitForTimeout(500)
    const url = page.url()
    // What he typed is there for him: on the form and, where the form keeps its draft, in the tab.
    const before = await tabContents(page)
    assert.ok(before.screen.includes(TYPED.email), 'his e-mail on his own form')
    if (product.keeps) assert.ok(before.storage.includes(TYPED.email), 'his draft kept for a reload of his own form')
    await shot(page, `draft-privacy-${product.name.replace(' ', '-')}-employee01`)

    await signOutThroughSettings(page)
    await assertNothingOf(page, his, 'signed out')
    await signIn(page, 'booker01')
    await $(page, 'home-greeting').waitFor()
    await assertNothingOf(page, his, 'booker01 signed in')

    await page.goto(url)
    await settled(page, product.form)
    await assertNothingOf(page, his, `${product.name}: the same URL`)
    await page.reload()
    await settled(page, product.form)
    await assertNothingOf(page, his, `${product.name}: a reload`)

    await open(page, '/home')
    await $(page, 'home-greeting').waitFor()
    await product.walk(page, scene)
    await settled(page, product.form)
    await assertNothingOf(page, his, `${product.name}: the same path from home`)
    await shot(page, `draft-privacy-${product.name.replace(' ', '-')}-booker01`)
    assert.deepEqual(page.errors, [])
    await context.close()
  })
}
