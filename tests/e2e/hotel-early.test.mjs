// The early-morning stay, with both clocks pinned at 02:30 China time (the runner starts this
// file's server with CLOCK_AT): after midnight the search offers last night, the stay books
// yesterday's date, arrival times run to 06:00, and the order says so.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, phone, shot, open, signIn, ok, tokenOf, plusDays, CLOCK_PINNED, fillCompanyFields, assertText } from './browser.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())

const $ = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()

test(
  "after midnight the stay starts last night: offered, booked on yesterday's date, kept on the order",
  { skip: !CLOCK_PINNED && 'runs with the clock pinned to 02:30 China time' },
  async () => {
    const token = await tokenOf('employee01')
    const info = await ok('newhotel/hotel/getHotelIndexInitInfo', {}, token)
    assert.equal(info.EarlyMorning, true)
    const { context, page } = await phone(browser, { locale: 'zh-CN' })
    await signIn(page, 'employee01')
    await $(page, 'home-greeting').waitFor()
    await open(page, '/module/hotel/query')
    // At 02:30 the stay starts last night by default; off, it is tonight; on again, last night.
    await $(page, 'early-morning').waitFor()
    assert.equal(await $(page, 'early-morning').getAttribute('aria-checked'), 'true')
    await $(page, 'early-morning').click()
    assert.equal(await $(page, 'early-morning').getAttribute('aria-checked'), 'false')
    await shot(page, 'hotel-early-offer-zh')
    await $(page, 'early-morning').click()
    assert.equal(await $(page, 'early-morning').getAttribute('aria-checked'), 'true')
    await assertText($(page, 'nights'), /共1晚/)
    await shot(page, 'hotel-early-on-zh')
    await $(page, 'search-hotels').click()
    const row = page.locator('[data-testid="hotel-row"]:visible:has([data-policy="in"])').first()
    await row.click()
    const plan = page.locator('[data-testid="rate-plan"][data-policy="in"][data-pay="Prepay"]:visible:not([data-left="0"])').first()
    await plan.scrollIntoViewIfNeeded()
    await plan.locator('[data-testid="book-plan"]').click()
    await $(page, 'hotel-booking').waitFor()
    await assertText($(page, 'hb-early'), /凌晨入住/)
    await assertText($(page, 'hb-arrival'), /06:00前/)
    await fillCompanyFields(page)
    await shot(page, 'hotel-early-booking-zh')
    await $(page, 'hb-submit').click()
    // Company pay: confirmed at once.
    await page.locator('[data-testid="status-header"][data-status="Confirmed"]:visible').waitFor({ timeout: 15_000 })
    assert.match(await $(page, 'details-dates').innerText(), new RegExp(`${Number(info.Yesterday.slice(5, 7))}`))
    const orderNo = (await $(page, 'details-order-no').innerText()).replace(/^.*[：:]\s*/, '').trim()
    const order = await ok('newhotel/order/getOrderDetail', { OrderNo: orderNo }, token)
    assert.equal(order.CheckIn, info.Yesterday)
    assert.equal(order.CheckOut, info.Today)
    assert.equal(order.EarlyMorning, true)
    assert.equal(plusDays(order.CheckIn, 1), order.CheckOut)
    await shot(page, 'hotel-early-confirmed-zh')
    await context.close()
  },
)
