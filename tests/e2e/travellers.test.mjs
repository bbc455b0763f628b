// Frequent travellers and contacts through the real server (issue 12): booker01 adds a
// traveller whose passport expires in about four months (saved, warned in orange on the expiry
// row), is refused one whose passport expired yesterday (the message on the expiry row, nothing
// typed lost), finds the first by search, picks them in a flight booking, and deletes them after
// the confirmation; then adds contacts, meets the server's refusal of a
// repeated phone on the phone row, and makes the second contact the default. Dates come from the
// server's clock.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, shot, open, ok, tokenOf, plusDays, serverToday, until, assertText, signedIn } from './browser.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())

const $ = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
const input = (page, id) => $(page, id).locator('input')
const toast = (page) => page.getByTestId('toast').filter({ visible: true })

/** Opens a "my" entry of the personal centre as a person would. */
async function mine(page, route) {
  await open(page, '/personal/center')
  await $(page, `user-mine-${route}`).click()
}

async function fillPassportTraveller(page, { last, first, docNo, expiry, passportLabel }) {
  await input(page, 'tf-LastName').fill(last)
  await input(page, 'tf-FirstName').fill(first)
  await $(page, 'tf-gender-choice').locator('[data-value="F"]').click()
  await input(page, 'tf-BirthDate').fill('1988-06-15')
  await input(page, 'tf-Mobile').fill('13900001234')
  await $(page, 'tf-Documents.0.DocType').click()
  await page.locator('.picker-dialog [role=option]:visible', { hasText: passportLabel }).first().click()
  await input(page, 'tf-Documents.0.DocNo').fill(docNo)
  await input(page, 'tf-Documents.0.Expiry').fill(expiry)
  await input(page, 'tf-Documents.0.Expiry').blur()
}

/** The first in-policy Beijing → Shanghai fare on `date`, as the flight cabins page hands it over. */
async function inPolicyFare(token, date) {
  const { Flights } = await ok('domesticFlightv2/getFlights', { DepartCityCode: 'BJS', ArriveCityCode: 'SHA', DepartDate: date }, token)
  for (const row of Flights) {
    if (row.LowestPrice === null) continue
    const { Flight, Cabins } = await ok(
      'domesticFlightv2/getCabinClass',
      { FlightNo: row.FlightNo, DepartDate: date, DepartCityCode: 'BJS', ArriveCityCode: 'SHA' },
      token,
    )
    const cabin = Cabins.find((c) => c.SeatsLeft > 0 && c.Policy.InPolicy)
    if (cabin)
      return {
        choice: { FlightNo: row.FlightNo, DepartDate: date, DepartCityCode: 'BJS', ArriveCityCode: 'SHA', CabinCode: cabin.CabinCode, Price: cabin.Price },
        flight: Flight,
        cabin,
      }
  }
  throw new Error(`no in-policy fare on ${date}`)
}

test('a traveller with a passport expiring in four months is saved and warned; an expired one is refused; the first is found and picked in a flight booking', async () => {
  const today = await serverToday()
  const soon = plusDays(today, 122)
  const expired = plusDays(today, -1)
  const docNo = `E${String(Date.now()).slice(-8)}`
  // booker01 books for others, so their saved travellers are offered in the booking's picker.
  const { context, page } = await signedIn(browser, 'booker01', 'zh-CN')

  await mine(page, 'passengers')
  await $(page, 'passenger-row').waitFor()
  await shot(page, 'travellers-list-zh')

  await $(page, 'passengers-add').click()
  await $(page, 'traveller-form').waitFor()
  await fillPassportTraveller(page, { last: 'zhou', first: 'min', docNo, expiry: soon, passportLabel: '护照' })
  await $(page, 'tf-save').click()
  const warning = $(page, 'tf-Documents.0.Expiry').locator('.form-row__warning')
  await warning.waitFor()
  assert.match(await warning.innerText(), new RegExp(`证件有效期不足6个月（${soon}到期）`))
  assert.equal(await $(page, 'tf-Documents.0.Expiry').locator('.form-row__error').count(), 0)
  await toast(page).first().waitFor()
  await shot(page, 'traveller-warned-zh')
  const saved = await ok('frequentTraveler/list', { Keyword: docNo }, await tokenOf('booker01'))
  assert.equal(saved.Total, 1)
  assert.equal(saved.Travelers[0].LastName, 'ZHOU')

  // A second traveller whose passport expired yesterday: refused on the expiry row.
  await page.goBack()
  await $(page, 'passengers-add').click()
  await $(page, 'traveller-form').waitFor()
  const docNo2 = `G${String(Date.now()).slice(-8)}`
  await fillPassportTraveller(page, { last: 'zhou', first: 'xia', docNo: docNo2, expiry: expired, passportLabel: '护照' })
  await $(page, 'tf-save').click()
  const error = $(page, 'tf-Documents.0.Expiry').locator('.form-row__error')
  await error.waitFor()
  await assertText(error, '证件已过期，无法保存')
  assert.equal(await input(page, 'tf-Documents.0.Expiry').inputValue(), expired)
  assert.equal(await input(page, 'tf-Documents.0.DocNo').inputValue(), docNo2)
  assert.equal(await input(page, 'tf-FirstName').inputValue(), 'xia')
  await shot(page, 'traveller-expired-zh')
  const refused = await ok('frequentTraveler/list', { Keyword: docNo2 }, await tokenOf('booker01'))
  assert.equal(refused.Total, 0)

  // The list finds the first traveller by its passport number, marked as expiring soon.
  await page.goBack()
  await input(page, 'passengers-search').fill(docNo)
  await until(
    async () =>
      (await page.locator('[data-testid="passenger-row"]:visible').count()) === 1 && (await $(page, 'passenger-row').innerText()).includes('ZHOU/MIN'),
    { what: 'the one match' },
  )
  await $(page, 'passenger-expires-soon').waitFor()
  await shot(page, 'travellers-search-zh')

  // The saved traveller is offered in a flight booking's picker, with its passport, and goes on the order.
  const token = await tokenOf('booker01')
  const seg = await inPolicyFare(token, plusDays(today, 10))
  await page.evaluate(
    (sel) => {
      sessionStorage.removeItem('flightBookingDraft')
      sessionStorage.setItem('flightSelection', JSON.stringify(sel))
    },
    { tripType: 'OneWay', segments: [seg], passengerIds: [] },
  )
  await open(page, '/planeTicket/bookDetails')
  await $(page, 'bk-total').waitFor()
  await $(page, 'bk-add-traveller').click()
  await $(page, 'pp-tab-frequent').click()
  const row = page.locator('[data-testid^="pp-row-"]:visible', { hasText: 'ZHOU/MIN' })
  await row.waitFor()
  await assertText(row, /护照/)
  await row.click()
  await shot(page, 'travellers-picked-in-booking-zh')
  await $(page, 'pp-done').click()
  await $(page, 'passenger-picker').waitFor({ state: 'detached' })
  await assertText($(page, 'bk-travellers'), /ZHOU\/MIN/)

  // Opened from the list it is edited in place; deleting asks first, then the list no longer has it.
  await mine(page, 'passengers')
  await input(page, 'passengers-search').fill(docNo)
  await until(async () => (await page.locator('[data-testid="passenger-row"]:visible').count()) === 1, { what: 'the one match again' })
  await $(page, 'passenger-row').click()
  await until(
    async () =>
      (await input(page, 'tf-Documents.0.DocNo')
        .inputValue()
        .catch(() => '')) === docNo,
    { what: 'the traveller to edit' },
  )
  await $(page, 'tf-delete').click()
  await $(page, 'alert').waitFor()
  await shot(page, 'traveller-delete-zh')
  await $(page, 'alert-button-yes').click()
  await $(page, 'passengers-empty').waitFor()
  assert.equal((await ok('frequentTraveler/list', { Keyword: docNo }, await tokenOf('booker01'))).Total, 0)
  await context.close()
})

test('in English: the traveller form, contacts with a repeated phone refused and a new default', async () => {
  const { context, page } = await signedIn(browser, 'employee01', 'en')
  await mine(page, 'passengers')
  await $(page, 'passengers-add').click()
  await $(page, 'traveller-form').waitFor()
  await input(page, 'tf-ChName').fill('周')
  await input(page, 'tf-ChName').blur()
  await $(page, 'tf-ChName').locator('.form-row__error').waitFor()
  await shot(page, 'traveller-form-en')

  await mine(page, 'frequentContacts')
  await $(page, 'contacts-list').waitFor()
  const add = async (name, mobile) => {
    await $(page, 'contacts-add').click()
    await $(page, 'contact-sheet').waitFor()
    await input(page, 'cf-Name').fill(name)
    await input(page, 'cf-Mobile').fill(mobile)
    await $(page, 'contact-save').click()
  }
  const suffix = String(Date.now()).slice(-4)
  await add('Chen Jing', `1370000${suffix}`)
  await until(async () => (await page.locator('[data-testid="contact-row"]:visible').count()) >= 1, { what: 'the first contact' })
  await add('Liu Yang', `1370001${suffix}`)
  await page.locator('[data-testid="contact-row"]:visible', { hasText: 'Liu Yang' }).waitFor()

  // The same phone again: the server's message on the phone row, the sheet keeps what was typed.
  await toast(page)
    .first()
    .waitFor({ state: 'hidden', timeout: 10_000 })
    .catch(() => undefined)
  await add('Chen Twice', `1370000${suffix}`)
  const phoneError = $(page, 'cf-Mobile').locator('.form-row__error')
  await phoneError.waitFor()
  await assertText(phoneError, /is already one of your contacts/)
  assert.equal(await input(page, 'cf-Name').inputValue(), 'Chen Twice')
  await shot(page, 'contact-duplicate-en')
  await $(page, 'contact-sheet').locator('.sheet__close').click()
  await $(page, 'contact-sheet').waitFor({ state: 'detached' })

  const liu = page.locator('[data-testid="contact-row"]:visible', { hasText: 'Liu Yang' })
  await liu.getByTestId('contact-set-default').click()
  await until(
    async () =>
      (await page.locator('[data-testid="contact-row"]:visible').first().getAttribute('data-default')) === 'true' &&
      (await $(page, 'contact-row').innerText()).includes('Liu Yang'),
    { what: 'Liu Yang first and default' },
  )
  const rows = page.locator('[data-testid="contact-row"]:visible')
  assert.equal(await rows.filter({ hasText: 'Chen Jing' }).getAttribute('data-default'), 'false')
  await shot(page, 'contacts-en')
  const { Contacts } = await ok('frequentContact/list', {}, await tokenOf('employee01'))
  assert.equal(Contacts.filter((c) => c.IsDefault).length, 1)
  assert.equal(Contacts[0].Name, 'Liu Yang')
  await context.close()
})
