// International flights through the real server: Shanghai → Frankfurt and back in economy with a
// passport, from the search page to the issued e-tickets (English UI), where a passport ending
// before the return is first refused on the form naming the traveller; business class on the
// eleven-hour nonstop is in policy for a director (Japanese UI) and over standard for a staff
// member (their rank allows economy only, marked on their screen); a booker's three-city trip for
// herself and a colleague (English); an inquiry sheet asked by a staff member, answered by
// a travel consultant in a second browser, confirmed and paid.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, shot, open, ok, tokenOf, plusDays, serverToday, fillCompanyFields, assertText, signedIn } from './browser.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())

const $ = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
const nonstop = (page) => page.locator('[data-testid="intl-itinerary"]:visible:not([data-key*="+"])').first()

async function openSearch(page) {
  await $(page, 'entry-intlFlight').click()
  await $(page, 'intl-search-button').waitFor()
}

test('employee books Shanghai → Frankfurt and back in economy with a passport, to issued e-tickets (English)', async () => {
  const today = await serverToday()
  const out = plusDays(today, 10)
  const back = plusDays(today, 17)
  const { context, page } = await signedIn(browser, 'employee01', 'en-US')
  await openSearch(page)
  // Frankfurt typed into the kit's city picker; the two dates from the kit's calendar.
  await $(page, 'intl-to').click()
  await page.locator('[data-testid="intl-picker-to"] input').fill('Frankfurt')
  await page.locator('[data-testid="intl-picker-to"] .city-picker__hit[data-code="FRA"]').first().click()
  await $(page, 'intl-trip-type').locator('[data-value="RoundTrip"]').click()
  await $(page, 'intl-depart').click()
  await $(page, 'intl-calendar').locator(`[data-date="${out}"]`).click()
  await $(page, 'intl-calendar').locator(`[data-date="${back}"]`).click()
  await $(page, 'intl-cabin').locator('[data-value="Economy"]').click()
  await shot(page, 'intl-search-en')
  await $(page, 'intl-search-button').click()

  // Outbound: a nonstop, its fare families side by side; Economy Standard.
  await nonstop(page).waitFor({ timeout: 15_000 })
  await shot(page, 'intl-list-en')
  await nonstop(page).click()
  await $(page, 'intl-fare-EconomyStandard').waitFor()
  await assertText($(page, 'intl-fare-sheet'), /Refund fee: ¥1,200/)
  await shot(page, 'intl-fares-en')
  await $(page, 'intl-choose-EconomyStandard').click()
  // Return: the chosen outbound stays above the list.
  await $(page, 'intl-chosen-0').waitFor()
  await nonstop(page).click()
  await $(page, 'intl-choose-EconomyStandard').click()

  // Booking: the English names come from the person; passport typed in.
  await $(page, 'ib-pax-0').waitFor()
  await page.locator('[data-testid="ib-last-name"]:visible input').fill('zhang')
  await page.locator('[data-testid="ib-first-name"]:visible input').fill('wei')
  await page.locator('[data-testid="ib-doc-no"]:visible input').fill('E12345678')
  // A passport ending between the two flights: refused on the form, naming the traveller.
  await page.locator('[data-testid="ib-expiry"]:visible input').fill(plusDays(today, 14))
  await fillCompanyFields(page)
  await $(page, 'ib-submit').click()
  const refusal = page
    .locator('[data-testid="ib-pax-0"]:visible .form-row__error, [data-testid="ib-pax-0"]:visible [class*="error"]')
    .filter({ hasText: 'cannot be booked' })
    .first()
  await refusal.waitFor()
  await assertText(refusal, /passport expires on .* before the trip ends/)
  await shot(page, 'intl-booking-passport-refused-en')
  // A valid passport: the quote with the visa reminder, then booked and paid by the company.
  await page.locator('[data-testid="ib-expiry"]:visible input').fill('2031-05-01')
  await $(page, 'ib-visa').waitFor({ timeout: 10_000 })
  await assertText($(page, 'ib-visa'), /Schengen|visa/i)
  await shot(page, 'intl-booking-en')
  await $(page, 'ib-submit').click()

  await page.locator('[data-testid="status-header"][data-status="TicketIssued"]:visible').first().waitFor({ timeout: 20_000 })
  assert.equal(await page.locator('[data-testid="details-leg"]:visible').count(), 2)
  await assertText($(page, 'ticket-no'), /\d{3}-\d{10}/)
  await shot(page, 'intl-order-issued-en')

  // Refund: the fee of Economy Standard (¥1,200 per leg) quoted first, then refunded.
  await $(page, 'details-refund-entry').click()
  await $(page, 'refund-quote').waitFor()
  await assertText($(page, 'refund-fee'), /¥2,400/)
  await shot(page, 'intl-refund-quote-en')
  await $(page, 'refund-confirm').click()
  // A refund cannot be undone: asked first, like the domestic refund.
  await $(page, 'alert-button-yes').click()
  await page.locator('[data-testid="ticket"][data-status="Refunded"]:visible').first().waitFor({ timeout: 15_000 })
  await context.close()
})

test('business class on the eleven-hour nonstop: in policy for a director (Japanese), over standard for staff', async () => {
  const today = await serverToday()
  const date = plusDays(today, 12)
  // Staff (economy only): every business fare of the nonstop carries the cabin violation.
  const staff = await ok(
    'intlflight/get',
    { TripType: 'OneWay', Legs: [{ From: 'SHA', To: 'FRA', Date: date }], Cabin: 'Business' },
    await tokenOf('employee01'),
  )
  const direct = staff.Legs[0].Itineraries.find((i) => i.Stops === 0)
  assert.ok(direct.FlyingMinutes >= 600)
  assert.ok(direct.Fares.every((f) => !f.Policy.InPolicy && f.Policy.Violations.some((v) => v.Kind === 'Cabin')))

  const { context, page } = await signedIn(browser, 'director01', 'ja-JP')
  await openSearch(page)
  await $(page, 'intl-trip-type').locator('[data-value="OneWay"]').click()
  await $(page, 'intl-depart').click()
  await $(page, 'intl-calendar').locator(`[data-date="${date}"]`).click()
  await $(page, 'intl-cabin').locator('[data-value="Business"]').click()
  await $(page, 'intl-search-button').click()
  await nonstop(page).waitFor({ timeout: 15_000 })
  assert.equal(await nonstop(page).locator('[data-testid="intl-over-standard"]').count(), 0)
  await nonstop(page).click()
  await $(page, 'intl-fare-Business').waitFor()
  assert.equal(await $(page, 'intl-fare-policy-Business').getAttribute('data-policy'), 'in')
  await shot(page, 'intl-business-director-ja')
  await context.close()

  // The same search on a staff member's screen: the nonstop is marked over standard.
  const other = await signedIn(browser, 'employee01', 'zh-CN')
  await openSearch(other.page)
  await $(other.page, 'intl-trip-type').locator('[data-value="OneWay"]').click()
  await $(other.page, 'intl-depart').click()
  await $(other.page, 'intl-calendar').locator(`[data-date="${date}"]`).click()
  await $(other.page, 'intl-cabin').locator('[data-value="Business"]').click()
  await $(other.page, 'intl-search-button').click()
  await nonstop(other.page).locator('[data-testid="intl-over-standard"]').waitFor({ timeout: 15_000 })
  await nonstop(other.page).click()
  assert.equal(await $(other.page, 'intl-fare-policy-Business').getAttribute('data-policy'), 'out')
  await shot(other.page, 'intl-business-staff-over-zh')
  await other.context.close()
})

test('a booker books a three-city trip for herself and a colleague (English)', async () => {
  const { context, page } = await signedIn(browser, 'booker01', 'en-US')
  await openSearch(page)
  await $(page, 'intl-trip-type').locator('[data-value="MultiCity"]').click()
  // Shanghai → Frankfurt, Frankfurt → London, London → Shanghai.
  await $(page, 'intl-leg-to-1').click()
  await page.locator('[data-testid="intl-picker-to"] input').fill('London')
  await page.locator('[data-testid="intl-picker-to"] .city-picker__hit[data-code="LON"]').first().click()
  await $(page, 'intl-leg-add').click()
  await $(page, 'intl-leg-to-2').click()
  await page.locator('[data-testid="intl-picker-to"] input').fill('Shanghai')
  await page.locator('[data-testid="intl-picker-to"] .city-picker__hit[data-code="SHA"]').first().click()
  await assertText($(page, 'intl-leg-1'), /Frankfurt[\s\S]*London/)
  await assertText($(page, 'intl-leg-2'), /London[\s\S]*Shanghai/)
  // The first flight moved past the second (a week ahead, then four days after): the second moves
  // with it, the third stays; then the second is set a day later again.
  const today = await serverToday()
  const legDate = async (leg, date) => {
    await $(page, `intl-leg-date-${leg}`).click()
    await page.locator(`[data-testid="intl-leg-calendar"]:visible [data-date="${date}"]`).click()
    await page.locator('[data-testid="intl-leg-calendar"]:visible').waitFor({ state: 'hidden' })
  }
  const second = await $(page, 'intl-leg-date-1').innerText()
  const third = await $(page, 'intl-leg-date-2').innerText()
  await legDate(0, plusDays(today, 12))
  assert.notEqual(await $(page, 'intl-leg-date-1').innerText(), second)
  assert.equal(await $(page, 'intl-leg-date-1').innerText(), await $(page, 'intl-leg-date-0').innerText())
  await assertText($(page, 'intl-leg-date-2'), third)
  await legDate(1, plusDays(today, 13))
  await shot(page, 'intl-multi-city-en')
  await $(page, 'intl-search-button').click()

  // Flight 1, 2 and 3 in turn: the first itinerary and its first fare family each time.
  for (const n of [1, 2, 3]) {
    await page.locator('[data-testid="intl-list-head"]:visible', { hasText: `Flight ${n}` }).waitFor({ timeout: 15_000 })
    await page.locator('[data-testid="intl-itinerary"]:visible').first().click()
    await page.locator('[data-testid^="intl-choose-"]:visible').first().click()
  }

  // Two travellers: herself, and Zhang Wei from the company directory; both passports typed in.
  await $(page, 'ib-pax-0').waitFor()
  await assertText($(page, 'ib-flights'), /Flight 1[\s\S]*Flight 2[\s\S]*Flight 3/)
  await $(page, 'ib-add-traveller').click()
  await $(page, 'pp-row-p4').click()
  await $(page, 'pp-done').click()
  await $(page, 'ib-pax-1').waitFor()
  for (const [i, no] of [
    [0, 'E11223344'],
    [1, 'E55667788'],
  ]) {
    const pax = page.locator(`[data-testid="ib-pax-${i}"]:visible`)
    if (!(await pax.locator('[data-testid="ib-first-name"] input').inputValue()))
      await pax.locator('[data-testid="ib-first-name"] input').fill(i ? 'wei' : 'fang')
    await pax.locator('[data-testid="ib-doc-no"] input').fill(no)
    await pax.locator('[data-testid="ib-expiry"] input').fill('2032-08-01')
  }
  await fillCompanyFields(page)
  await $(page, 'ib-quote').waitFor({ timeout: 10_000 })
  await shot(page, 'intl-multi-city-two-travellers-en')
  await $(page, 'ib-submit').click()
  await page.locator('[data-testid="status-header"]:visible').first().waitFor({ timeout: 20_000 })
  assert.equal(await page.locator('[data-testid="details-leg"]:visible').count(), 3)
  const tickets = await $(page, 'details-tickets').innerText()
  assert.match(tickets, /WANG\//)
  assert.match(tickets, /ZHANG\//)
  await shot(page, 'intl-multi-city-order-en')
  await context.close()
})

test('an inquiry sheet asked by staff, answered by a consultant in a second browser, confirmed and paid', async () => {
  const today = await serverToday()
  const out = plusDays(today, 20)
  const back = plusDays(today, 27)
  const asker = await signedIn(browser, 'employee01', 'zh-CN')
  const page = asker.page
  await openSearch(page)
  await $(page, 'intl-open-sheets').click()
  await $(page, 'sheet-list').waitFor()
  await $(page, 'sheet-new').click()
  // The search page stays mounted behind (H5): the ask page's own fields.
  const ask = page.locator('[data-testid="sheet-ask"]:visible')
  await ask.waitFor()
  await ask.locator('[data-testid="intl-trip-type"] [data-value="RoundTrip"]').click()
  await ask.locator('[data-testid="intl-depart"]').click()
  await $(page, 'intl-calendar').locator(`[data-date="${out}"]`).click()
  await $(page, 'intl-calendar').locator(`[data-date="${back}"]`).click()
  await page.locator('[data-testid="sheet-notes"]:visible textarea').fill('希望直飞，靠窗座位')
  await shot(page, 'intl-sheet-ask')
  await $(page, 'sheet-ask-submit').click()
  await page.locator('[data-testid="status-header"][data-status="Asked"]:visible').first().waitFor()
  const sheetNo = (await $(page, 'status-header').innerText()).match(/Q\d+/)[0]

  // The consultant answers from the inbox in another browser.
  const consultant = await signedIn(browser, 'consultant01', 'zh-CN')
  const c = consultant.page
  await open(c, '/intlPlaneTicket/inquirySheet/orderList')
  await $(c, 'sheet-tabs').locator('[data-value="inbox"]').click()
  await c.locator(`[data-testid="sheet-row"][data-sheet="${sheetNo}"]:visible`).click()
  await $(c, 'sheet-answer').click()
  await $(c, 'answer-option').waitFor({ timeout: 15_000 })
  await c.locator('[data-testid="answer-price"]:visible input').fill('9800')
  await c.locator('[data-testid="answer-reply"]:visible input').fill('已为您预留直飞座位')
  await shot(c, 'intl-sheet-answer')
  await $(c, 'answer-send').click()
  await c.locator('[data-testid="status-header"][data-status="Answered"]:visible').first().waitFor()
  await consultant.context.close()

  // The asker confirms the option: documents on the order form, then the company pays.
  await open(page, `/intlPlaneTicket/inquirySheet/orderDetails?sheetNo=${sheetNo}`)
  await $(page, 'sheet-option-price').waitFor()
  await assertText($(page, 'sheet-option-price'), /¥9,800/)
  await shot(page, 'intl-sheet-answered')
  await $(page, 'sheet-confirm-1').click()
  await $(page, 'ib-pax-0').waitFor()
  await page.locator('[data-testid="ib-doc-no"]:visible input').fill('E76543210')
  await page.locator('[data-testid="ib-expiry"]:visible input').fill('2032-03-01')
  await fillCompanyFields(page)
  await $(page, 'ib-submit').click()
  await page.locator('[data-testid="status-header"][data-status="TicketIssued"]:visible').first().waitFor({ timeout: 20_000 })
  assert.match(await $(page, 'status-header').innerText(), new RegExp(sheetNo))
  await shot(page, 'intl-sheet-order-issued')
  await asker.context.close()
})
