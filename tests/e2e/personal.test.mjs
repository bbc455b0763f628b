// The personal centre through the real server (scripts/e2e.mjs runs it with DEMO_SMS_ECHO=1, so
// code senders answer the code in DevCode and the journeys read it from the network answer, as a
// person reads the SMS): privacy protection masks the traveller's own numbers in order details
// and a tap reveals one; the bound phone changes after a wrong code; the emergency alarm of a trip
// ahead and the shared page opened without signing in; binding and unbinding Ctrip; all my orders
// in one list with product tabs.
// employee01's settings are put back afterwards (the demo accounts are shared with other files).
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, launch, phone, shot, open, signIn, ok, api, tokenOf, serverToday, plusDays, flightOrder, assertText } from './browser.mjs'

let browser
let token
let orderNo
before(async () => {
  browser = await launch()
  token = await tokenOf('employee01')
  orderNo = await flightOrder(token, plusDays(await serverToday(), 6))
  await ok('user/saveEmergencyContact', { Name: '林芳', MobileCountryCode: '86', Mobile: '13700000088' }, token)
})
after(async () => {
  await api('user/savePersonalSettings', { EnablePrivacyProtect: false }, token)
  await api('User/ThreePartyBind/unbind', { Provider: 'Ctrip' }, token)
  await browser?.close()
})

const $ = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
const input = (page, id) => page.locator(`[data-testid="${id}"]:visible input`).first()

/** Runs `action` and answers the JSON of the first call whose URL contains `path`. */
async function answerOf(page, path, action) {
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes(path) && r.request().method() === 'POST'), action()])
  return response.json()
}

test('privacy protection masks my ID number in the order details; a tap reveals it', async () => {
  const { context, page } = await phone(browser)
  await signIn(page, 'employee01')
  await $(page, 'home-greeting').waitFor()
  await page.locator('.weui-tabbar__item', { hasText: '我的' }).click()
  await $(page, 'user-settings').click()
  // Enabled once the settings are in.
  const sw = page.locator('[data-testid="settings-privacy-switch"]:visible:not([aria-disabled="true"])').first()
  await sw.waitFor()
  assert.equal(await sw.getAttribute('aria-checked'), 'false')
  await sw.click()
  await page.locator('[data-testid="settings-privacy-switch"]:visible[aria-checked="true"]').waitFor()
  await shot(page, 'personal-1-privacy-on-zh')

  await open(page, `/planeTicket/orderDetails?orderNo=${orderNo}`)
  const id = page.locator('[data-testid="details-pax-id-0"]:visible[data-masked="true"]')
  await id.waitFor()
  const masked = await id.innerText()
  assert.match(masked, /^\d{4}\*+\w{4}/)
  await shot(page, 'personal-1-masked-zh')
  await id.click()
  await page.locator('[data-testid="details-pax-id-0"]:visible:not([data-masked])').waitFor()
  const shown = await $(page, 'details-pax-id-0').innerText()
  assert.ok(!shown.includes('*') && shown.slice(0, 4) === masked.slice(0, 4), shown)
  assert.deepEqual(page.errors, [])
  await context.close()
})

test('changing the bound phone: a wrong code is refused on the form, the right one changes it', async () => {
  // A fresh company's administrator, so that no other journey's account changes.
  const digits = String(Date.now()).slice(-8)
  const user = { userName: `e2e.pc${digits}`, password: 'Start2026a', phone: `139${digits}` }
  const sent = await ok('mobileverification/sendMobileVerificationCode', { Purpose: 'Register', Mobile: user.phone, MobileCountryCode: '86' })
  await ok('personalapi/systeminfo/addRegisterCompany', {
    CompanyName: `E2E PC ${digits} Ltd`,
    ContactName: 'E2E Tester',
    Mobile: user.phone,
    MobileCountryCode: '86',
    Email: `pc${digits}@e2e.example`,
    UserName: user.userName,
    Password: user.password,
    VerifyCode: sent.DevCode,
  })

  const { context, page } = await phone(browser, { locale: 'en' })
  await signIn(page, user.userName, user.password)
  await page.waitForURL(/#\/home/, { timeout: 20_000 })
  // Home shown in full before the next address (a page opened while home still starts can be lost under load).
  await $(page, 'home-greeting').waitFor()
  await open(page, '/personal/setting')
  await $(page, 'settings-phone').click()
  await $(page, 'phone-page').waitFor()
  const next = `138${digits}`
  await input(page, 'phone-phone').fill(next)
  const answer = await answerOf(page, 'user/sendBindMobileValidCode', () => $(page, 'phone-send').click())
  assert.equal(answer.IsSuccess, true, answer.ErrMsg)
  const code = answer.ResultData.DevCode
  await page.locator('[data-testid="phone-send"]:visible', { hasText: / s$/ }).waitFor()
  await input(page, 'phone-code').fill(code === '000000' ? '111111' : '000000')
  await $(page, 'phone-submit').click()
  await page.locator('[data-testid="phone-code-row"]:visible .form-row__error', { hasText: 'The code is wrong or has expired.' }).waitFor()
  await shot(page, 'personal-2-wrong-code-en')
  await input(page, 'phone-code').fill(code)
  await $(page, 'phone-submit').click()
  await page.locator('[data-testid="settings-phone"]:visible', { hasText: next.slice(-4) }).waitFor()
  await shot(page, 'personal-2-phone-changed-en')
  assert.deepEqual(page.errors, [])
  await context.close()
})

test('the emergency alarm of a trip ahead, and the shared trip opened without signing in', async () => {
  const { context, page } = await phone(browser)
  await signIn(page, 'employee01')
  await $(page, 'home-greeting').waitFor()
  await page.locator('.weui-tabbar__item', { hasText: '行程' }).click()
  await $(page, `trip-alarm-${orderNo}`).click()
  await $(page, 'alarm-contact').waitFor()
  await input(page, 'alarm-note').fill('航班延误，手机快没电了')
  const answer = await answerOf(page, 'emergency/alarm', () => $(page, 'alarm-raise').click())
  assert.equal(answer.IsSuccess, true, answer.ErrMsg)
  await $(page, 'alarm-result').waitFor()
  await assertText($(page, 'alarm-message'), /林芳|emergencyShare/)
  await shot(page, 'personal-3-alarm-zh')
  const token = answer.ResultData.ShareToken

  const stranger = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'zh-CN' })
  const shared = await stranger.newPage()
  await shared.goto(`${BASE}/#/share/trip?token=${token}`)
  await shared.locator('[data-testid="share-sender"]:visible').waitFor()
  await assertText(shared.locator('[data-testid="share-note"]:visible'), /航班延误/)
  assert.ok((await shared.locator('[data-testid="share-travellers"]:visible').innerText()).length > 0)
  assert.doesNotMatch(shared.url(), /login/)
  await shot(shared, 'personal-3-shared-zh')
  await stranger.close()

  // The alarm's address without a trip says to raise it from a trip, and leads to the trips tab.
  await open(page, '/personal/emergencyAlarm')
  await assertText($(page, 'alarm-no-order'), /请先选择要发送的行程/)
  assert.equal(await page.getByTestId('alarm-raise').count(), 0)
  await $(page, 'alarm-to-trips').click()
  await $(page, `trip-alarm-${orderNo}`).waitFor()
  assert.deepEqual(page.errors, [])
  await context.close()
})

test('binding Ctrip with a code, then unbinding it', async () => {
  const { context, page } = await phone(browser, { locale: 'en' })
  await signIn(page, 'employee01')
  await $(page, 'home-greeting').waitFor()
  await page.locator('.weui-tabbar__item', { hasText: /^Me$/ }).click()
  await $(page, 'user-mine-jointBinding').click()
  await $(page, 'binding-Ctrip').click()
  await page.locator('[data-testid="provider-state"]:visible', { hasText: 'Not linked' }).waitFor()
  await input(page, 'bind-phone').fill('13800000066')
  const answer = await answerOf(page, 'User/ThreePartyBind/sendCode', () => $(page, 'bind-send').click())
  assert.equal(answer.IsSuccess, true, answer.ErrMsg)
  await input(page, 'bind-code').fill(answer.ResultData.DevCode)
  await $(page, 'bind-submit').click()
  await page.locator('[data-testid="provider-state"]:visible', { hasText: /^Linked$/ }).waitFor()
  await $(page, 'provider-account').waitFor()
  await shot(page, 'personal-4-ctrip-bound-en')
  await $(page, 'provider-unbind').click()
  await page.locator('[role="alertdialog"] [role="button"], .alert-host [role="button"]', { hasText: 'Unlink' }).last().click()
  await page.locator('[data-testid="provider-state"]:visible', { hasText: 'Not linked' }).waitFor()
  assert.deepEqual(page.errors, [])
  await context.close()
})

test('all my orders in one list: every product, one product by its tab, each opening its own details', async () => {
  const { context, page } = await phone(browser)
  await signIn(page, 'employee01')
  await $(page, 'home-greeting').waitFor()
  await page.locator('.weui-tabbar__item', { hasText: '我的' }).click()
  await $(page, 'user-mine-myOrders').click()
  await $(page, `order-${orderNo}`).waitFor()
  await shot(page, 'personal-5-all-orders-zh')
  await $(page, 'orders-product').locator('[data-value="Hotel"]').click()
  // The hotel tab lists no flight order.
  await page.locator(`[data-testid="order-${orderNo}"]:visible`).waitFor({ state: 'detached' })
  await $(page, 'orders-product').locator('[data-value="Flight"]').click()
  await $(page, `order-${orderNo}`).click()
  await page.locator('[data-testid="details-order-no"]:visible', { hasText: orderNo }).waitFor()
  await context.close()
})
