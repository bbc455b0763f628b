// Accounts, the rest (issue 37) through the real server (scripts/e2e.mjs runs it with
// DEMO_SMS_ECHO=1, so a code sender answers the code in DevCode): a Huazhu membership bound in
// the personal centre goes on a Huazhu stay — the booking form says so before submitting and the
// order details name it; frequent travellers imported from a CSV file, row by row, then found in
// the list; the English names of a traveller filled from the Chinese name; the administrator sets
// the links opened in the app and an employee's link opens inside it, another host's is refused.
// What a journey changes of the shared demo accounts is put back afterwards.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, shot, open, ok, api, tokenOf, plusDays, serverToday, fillCompanyFields, until, assertText, signedIn } from './browser.mjs'

let browser
let employee
let admin
let hostsBefore = []
const imported = []
before(async () => {
  browser = await launch()
  employee = await tokenOf('employee01')
  admin = await tokenOf('admin01')
  hostsBefore = (await ok('companySettings/getWebViewHosts', {}, admin)).Hosts
})
after(async () => {
  await api('User/ThreePartyBind/unbind', { Provider: 'Huazhu' }, employee)
  await api('companySettings/saveWebViewHosts', { Hosts: hostsBefore }, admin)
  const booker = await tokenOf('booker01')
  for (const id of imported) await api('frequentTraveler/delete', { FrequentTravelerId: id }, booker)
  await browser?.close()
})

const $ = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
const input = (page, id) => page.locator(`[data-testid="${id}"]:visible input`).first()

/** The first Huazhu hotel of Shanghai with an in-standard prepaid plan for the stay. */
async function huazhuPlan(token, checkIn, checkOut) {
  const { Hotels } = await ok('newhotel/hotel/searchHotels', { CityCode: 'SHA', CheckIn: checkIn, CheckOut: checkOut, Groups: ['HUAZHU'] }, token)
  for (const h of Hotels) {
    if (h.LowestPrice === null) continue
    const detail = await ok('newhotel/hotel/getHotelDetail', { HotelId: h.HotelId, CheckIn: checkIn, CheckOut: checkOut }, token)
    for (const room of detail.Rooms) {
      const plan = room.Plans.find((p) => p.Remaining >= 1 && p.Policy.InPolicy && p.PayKind === 'Prepay')
      if (plan) return { detail, room, plan }
    }
  }
  throw new Error(`no Huazhu plan in Shanghai ${checkIn}–${checkOut}`)
}

/** A mainland ID card number of the birth date with its check character (GB 11643). */
function idCard(birth, seq) {
  const first17 = `110101${birth}${seq}`
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
  const sum = [...first17].reduce((s, d, i) => s + Number(d) * weights[i], 0)
  return first17 + '10X98765432'[sum % 11]
}

test('a bound Huazhu membership goes on a Huazhu stay: said on the booking form, named in the order', async () => {
  const digits = String(Date.now()).slice(-8)
  const account = `136${digits}`
  const sent = await ok('User/ThreePartyBind/sendCode', { Provider: 'Huazhu', Account: account }, employee)
  await ok('User/ThreePartyBind/bind', { Provider: 'Huazhu', Account: account, Code: sent.DevCode }, employee)
  const masked = `${account.slice(0, 3)}****${account.slice(-4)}`

  const today = await serverToday()
  const checkIn = plusDays(today, 9)
  const checkOut = plusDays(today, 10)
  const found = await huazhuPlan(employee, checkIn, checkOut)
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
  await plan.locator('[data-testid="book-plan"]').click()

  await $(page, 'hotel-booking').waitFor()
  await $(page, 'hb-room-0').locator('text=张伟').waitFor()
  // The price check names the bound account before anything is submitted.
  await assertText($(page, 'hb-member-bound'), `华住会会员 ${masked}，积分累积到该账户`)
  await $(page, 'hb-member-bound').scrollIntoViewIfNeeded()
  await shot(page, 'accounts-1-member-booking-zh')
  await fillCompanyFields(page)
  await $(page, 'hb-submit').click()

  await $(page, 'details-page').waitFor()
  await page.locator('[data-testid="status-header"][data-status="Confirmed"]:visible').first().waitFor({ timeout: 15_000 })
  await assertText($(page, 'hd-member'), `华住会会员 ${masked}（已绑定账户，积分累积到该账户）`)
  await $(page, 'hd-member').scrollIntoViewIfNeeded()
  await shot(page, 'accounts-1-member-order-zh')
  const orderNo = (await $(page, 'details-order-no').innerText()).replace(/^.*[：:]\s*/, '').trim()
  assert.deepEqual(page.errors, [])
  await context.close()

  // The stay goes back on sale for the other journeys.
  const preview = await ok('newhotel/order/cancelPreview', { OrderNo: orderNo }, employee)
  await ok('newhotel/order/cancelOrder', { OrderNo: orderNo, ClientRequestId: `e2e-${Date.now().toString(36)}`, Penalty: preview.Penalty }, employee)
})

test('frequent travellers from a CSV file: the columns and template, each row imported or refused with its reason, then in the list', async () => {
  const n = String(Date.now()).slice(-4)
  const good = idCard('19850615', n.slice(-3))
  const name = `导入${'甲乙丙丁戊己庚辛壬癸'[Number(n[3])]}${'子丑寅卯辰巳午未申酉'[Number(n[2])]}`
  const csv = `\uFEFFChName,Mobile,DocType,DocNo\r\n${name},139${n}${n},IDCard,${good}\r\n错号,13900001111,IDCard,110101198501011234\r\n`
  const { context, page } = await signedIn(browser, 'booker01', 'en-US')

  await open(page, '/personal/passengers')
  await $(page, 'passengers-import').click()
  await $(page, 'passenger-import').waitFor()
  await $(page, 'import-template').locator('text=ChName / 中文姓名').waitFor()
  await shot(page, 'accounts-2-import-en')

  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), $(page, 'import-pick').click()])
  await chooser.setFiles({ name: 'travellers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') })
  const outcome = page.locator('[data-testid="import-outcome"]:visible[data-rows="2"]')
  await outcome.waitFor()
  assert.equal(await outcome.getAttribute('data-imported'), '1')
  const refused = page.locator('[data-testid="import-error"]:visible')
  assert.equal(await refused.count(), 1)
  assert.equal(await refused.first().getAttribute('data-row'), '2')
  // The ID card's check character is wrong (9 would be right).
  assert.match(await refused.first().getAttribute('data-field'), /DocNo/)
  await shot(page, 'accounts-2-import-outcome-en')
  const { Travelers } = await ok('frequentTraveler/list', { Keyword: name, PageIndex: 1, PageSize: 20 }, await tokenOf('booker01'))
  imported.push(...Travelers.map((x) => x.FrequentTravelerId))

  // Back on the list, which loads again: the imported traveller is found by name.
  await $(page, 'passenger-import-back').click()
  await $(page, 'passengers-search').waitFor()
  await input(page, 'passengers-search').fill(name)
  await until(async () => (await page.locator('[data-testid="passenger-row"]:visible', { hasText: name }).count()) === 1, { what: 'the imported traveller' })
  assert.deepEqual(page.errors, [])
  await context.close()
})

test('the English names of a traveller come from the Chinese name, polyphonic surname as the server reads it, and stay editable', async () => {
  const { context, page } = await signedIn(browser, 'booker01')
  await open(page, '/personal/passengers')
  await $(page, 'passengers-add').click()
  await $(page, 'traveller-form').waitFor()
  await input(page, 'tf-ChName').fill('单田芳')
  await input(page, 'tf-ChName').blur()
  await until(async () => (await input(page, 'tf-LastName').inputValue()) === 'SHAN', { what: 'the surname filled' })
  assert.equal(await input(page, 'tf-FirstName').inputValue(), 'TIANFANG')
  await shot(page, 'accounts-3-pinyin-zh')
  // Typed over, and filled again only on asking.
  await input(page, 'tf-FirstName').fill('TIAN FANG')
  await input(page, 'tf-ChName').blur()
  assert.equal(await input(page, 'tf-FirstName').inputValue(), 'TIAN FANG')
  await $(page, 'tf-pinyin').click()
  await until(async () => (await input(page, 'tf-FirstName').inputValue()) === 'TIANFANG', { what: 'the given names filled again' })
  assert.deepEqual(page.errors, [])
  await context.close()
})

test('the administrator sets the links opened in the app: a listed host opens inside it, another is refused', async () => {
  const { context, page } = await signedIn(browser, 'admin01', 'en-US')
  await open(page, '/business/info')
  await $(page, 'webview-hosts').scrollIntoViewIfNeeded()
  await input(page, 'webview-host-entry').fill('http://intranet.hengyuan.example')
  await $(page, 'webview-host-add').click()
  await assertText($(page, 'webview-host-entry').locator('.form-row__error'), 'Only https links open in the app: leave out http://.')
  await input(page, 'webview-host-entry').fill('https://Intranet.Hengyuan.example/')
  await $(page, 'webview-host-add').click()
  await page.locator('[data-testid="webview-host"][data-host="intranet.hengyuan.example"]:visible').waitFor()
  // By the keyboard, as its focusable button allows (the pointer's actionability wait does not settle on it here).
  await $(page, 'webview-hosts-save').press('Enter')
  await until(async () => (await ok('companySettings/getWebViewHosts', {}, admin)).Hosts.includes('intranet.hengyuan.example'), { what: 'the hosts saved' })
  await shot(page, 'accounts-4-webview-hosts-en')
  await context.close()

  // An employee signing in now reads the list with the company's settings.
  const emp = await signedIn(browser, 'employee01', 'en-US')
  await open(emp.page, `/module/webview?url=${encodeURIComponent('https://intranet.hengyuan.example/notice/1')}`)
  await $(emp.page, 'webview-page').waitFor()
  await emp.page.locator('[data-testid="webview-frame"], [data-testid="webview-page"] iframe').first().waitFor({ state: 'attached' })
  assert.equal(await emp.page.locator('[data-testid="webview-refused"]:visible').count(), 0)
  await open(emp.page, `/module/webview?url=${encodeURIComponent('https://elsewhere.example/')}`)
  await $(emp.page, 'webview-refused').waitFor()
  await emp.context.close()
})
