// Travel standards and reason codes through the real server: admin01 lowers the hotel cap of
// employee01's rank (R1) on /business/level (a bad amount is said under the field, nothing typed
// lost) and employee01's very next search marks more hotels over standard; a rank still held
// cannot be deleted and the page says why; admin01 adds a reason code in English on /business/rc
// and employee01's booking list of reasons offers it; the old /manage/approval/rules address
// opens the approval rules at /business/setting; on /business/productSettings admin01 makes a
// bus refund's reason optional and has dining refuse bills over the standard, the page keeps both
// after a reload, and employee01's settings and meal standard follow.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, phone, shot, open, signIn, ok, tokenOf, serverToday, plusDays } from './browser.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())

const $ = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
/** One toast shows at a time: wait until none is showing before a screenshot. */
const quiet = (page) =>
  page.waitForFunction(() => ![...document.querySelectorAll('[data-testid="toast"]')].some((e) => e.getClientRects().length > 0), null, { timeout: 6000 })

/** employee01's hotel search in Shanghai (a tier-1 city) as the booking pages ask for it. */
async function overStandard(checkIn) {
  const { Hotels } = await ok('newhotel/hotel/searchHotels', { CityCode: 'SHA', CheckIn: checkIn, CheckOut: plusDays(checkIn, 1) }, await tokenOf('employee01'))
  const priced = Hotels.filter((h) => h.LowestPrice !== null)
  return { priced, over: priced.filter((h) => !h.Policy.InPolicy) }
}

test('admin01 lowers R1’s hotel cap and employee01’s next search marks the hotels over it', async () => {
  const checkIn = plusDays(await serverToday(), 7)
  const beforeChange = await overStandard(checkIn)
  assert.ok(
    beforeChange.priced.some((h) => h.LowestPrice > 20000 && h.Policy.InPolicy),
    'some hotel above 200 yuan is within the 600 yuan standard first',
  )

  const { page } = await phone(browser)
  await signIn(page, 'admin01')
  await $(page, 'home-greeting').waitFor()
  await open(page, '/management')
  await $(page, 'manage-entry-rankList').click()
  await $(page, 'rank-list-page').waitFor()
  const r1 = page.locator('[data-testid="rank-item"][data-code="R1"]:visible')
  assert.ok(Number(await r1.getAttribute('data-members')) > 0)

  // A rank somebody holds: the server refuses, the page says why.
  await r1.getByTestId('rank-delete').click()
  // Every mounted page draws the one alert: the question is the top page's, the last in the document.
  await page.locator('[data-testid="alert-button-yes"]:visible').last().click()
  const refusal = page.locator('[data-testid="alert"]:visible', { hasText: '请先为他们更换职级' })
  await refusal.waitFor()
  assert.match(await refusal.textContent(), /仍有 \d+ 人属于“普通员工”/)
  await refusal.getByTestId('alert-button-ok').click()

  await r1.getByTestId('rank-standards').click()
  await page.locator('[data-testid="rank-policies"][data-rank="R1"]:visible').waitFor()
  const hotelCard = page.locator('[data-testid="policy-card"][data-product="Hotel"][data-set="true"]:visible')
  await hotelCard.waitFor()
  // Every product the server lists has its card: one without a standard for the rank says anything goes.
  for (const p of ['Flight', 'IntlFlight', 'Hotel', 'IntlHotel', 'Train', 'Car', 'Bus', 'Dining']) {
    const card = page.locator(`[data-testid="policy-card"][data-product="${p}"][data-set]:visible`)
    await card.waitFor()
    const text = await card.textContent()
    if ((await card.getAttribute('data-set')) === 'true') assert.doesNotMatch(text, /未设置/, p)
    else assert.match(text, /未设置 — 不限/, p)
  }

  await hotelCard.getByTestId('policy-edit').click()
  await $(page, 'policy-sheet').waitFor()
  const tier1 = page.locator('[data-testid="pf-tier1"]:visible input')
  assert.equal(await tier1.inputValue(), '600')
  await tier1.fill('200.555')
  await page.locator('[data-testid="pf-tier2"]:visible input').fill('180')
  await $(page, 'policy-save').click()
  await page.locator('[data-testid="pf-tier1"]:visible .form-row__error').waitFor()
  assert.equal(await page.locator('[data-testid="pf-tier2"]:visible input').inputValue(), '180', 'nothing typed is lost')
  await tier1.fill('200')
  await quiet(page)
  await page.locator('[data-testid="policy-breach"]:visible [data-value="NeedsApproval"]').click()
  await shot(page, 'admin-policy-1-hotel-standard-zh')
  await $(page, 'policy-save').click()
  await $(page, 'policy-sheet').waitFor({ state: 'detached' })
  await page.locator('[data-testid="policy-card"][data-product="Hotel"]:visible', { hasText: '1 线：200 元' }).waitFor()
  assert.match(await hotelCard.textContent(), /需要审批/)
  await hotelCard.scrollIntoViewIfNeeded()
  await quiet(page)
  await shot(page, 'admin-policy-2-rank-zh')

  // employee01's very next search: every hotel above 200 yuan a night is over standard now.
  const afterChange = await overStandard(checkIn)
  assert.ok(afterChange.over.length > beforeChange.over.length, `over standard: ${beforeChange.over.length} before, ${afterChange.over.length} after`)
  for (const h of afterChange.priced) if (h.LowestPrice > 20000) assert.equal(h.Policy.InPolicy, false, `${h.Name} at ${h.LowestPrice / 100} yuan`)

  // The earlier approval-settings address opens the rules at their new one.
  await open(page, '/manage/approval/rules')
  await $(page, 'approval-rules').waitFor()
  assert.deepEqual(page.errors, [])
  await page.context().close()
})

test('admin01 adds a reason code in English; employee01’s booking is offered it', async () => {
  const { page } = await phone(browser, { locale: 'en-US' })
  await signIn(page, 'admin01')
  await $(page, 'home-greeting').waitFor()
  await open(page, '/business/rc')
  await $(page, 'reason-codes-page').waitFor()
  await page.locator('[data-testid="rc-product"]:visible [data-value="Hotel"]').click()
  await page.locator('[data-testid="rc-item"][data-code="H1"]:visible').waitFor()
  await $(page, 'rc-add').click()
  await $(page, 'reason-sheet').waitFor()
  // The code of an existing reason is refused and said under the code; the texts stay.
  await page.locator('[data-testid="rcf-Code"]:visible input').fill('H1')
  await page.locator('[data-testid="rcf-zh-CN"]:visible input').fill('客户临时更改会议地点')
  await page.locator('[data-testid="rcf-en"]:visible input').fill('The client moved the meeting')
  await $(page, 'reason-save').click()
  await page.locator('[data-testid="rcf-Code"]:visible .form-row__error', { hasText: 'already used' }).waitFor()
  assert.equal(await page.locator('[data-testid="rcf-en"]:visible input').inputValue(), 'The client moved the meeting')
  await page.locator('[data-testid="rcf-Code"]:visible input').fill('H9')
  await quiet(page)
  await shot(page, 'admin-policy-3-reason-en')
  await $(page, 'reason-save').click()
  await $(page, 'reason-sheet').waitFor({ state: 'detached' })
  await page.locator('[data-testid="rc-item"][data-code="H9"]:visible', { hasText: 'The client moved the meeting' }).waitFor()
  await quiet(page)
  await shot(page, 'admin-policy-4-reasons-en')

  // The list the hotel booking's reason sheet reads, as employee01 in English.
  const offered = await ok('reasoncode/get', { Product: 'Hotel', Kind: 'Policy' }, await tokenOf('employee01'), 2)
  assert.ok(
    offered.Items.some((r) => r.Code === 'H9' && r.Text === 'The client moved the meeting'),
    JSON.stringify(offered.Items.map((r) => r.Code)),
  )
  assert.deepEqual(page.errors, [])
  await page.context().close()
})

test('admin01 changes bus and dining settings; the page keeps them and the server applies them to employee01', async () => {
  const employee = await tokenOf('employee01')
  const before = await ok('customer/getSettingsV2', {}, employee)
  assert.deepEqual([before.BusSettings.RefundSettings.RefundReasonSettings.IsRequired, before.DiningSettings.OverStandard], [true, 'PayPersonally'])

  const { page } = await phone(browser)
  await signIn(page, 'admin01')
  await $(page, 'home-greeting').waitFor()
  await open(page, '/business/productSettings?product=Bus')
  const required = page.locator('[data-testid="ps-RefundSettings-RefundReasonSettings-IsRequired"]:visible').first()
  await required.click()
  assert.equal(await required.getAttribute('aria-checked'), 'false')
  await $(page, 'ps-save').click()
  await quiet(page)
  await page.locator('[data-testid="ps-product"]:visible [data-value="Dining"]').click()
  await page.locator('[data-testid="ps-form"][data-product="Dining"]:visible').waitFor()
  await page.locator('[data-testid="ps-OverStandard"]:visible [data-value="Refuse"]').click()
  await $(page, 'ps-save').click()
  await quiet(page)

  // Kept: the page read again shows both.
  await page.reload()
  await page.locator('[data-testid="ps-form"][data-product="Bus"]:visible').waitFor()
  assert.equal(await required.getAttribute('aria-checked'), 'false')
  await page.locator('[data-testid="ps-product"]:visible [data-value="Dining"]').click()
  await page.locator('[data-testid="ps-OverStandard"]:visible [data-value="Refuse"][aria-checked="true"]').waitFor()
  await shot(page, 'admin-policy-5-dining-settings')

  // Applied: what employee01's app reads, and the rule the restaurant's bill is judged by.
  const after = await ok('customer/getSettingsV2', {}, employee)
  assert.deepEqual([after.BusSettings.RefundSettings.RefundReasonSettings.IsRequired, after.DiningSettings.OverStandard], [false, 'Refuse'])
  const { Standard } = await ok('mealsapi/Dining/restaurants', { Near: 'Office' }, employee)
  assert.equal(Standard.OverStandard, 'Refuse')
  assert.deepEqual(page.errors, [])
  await page.context().close()
})
