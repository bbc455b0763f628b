// Offline trips (issue 9): employee01 has seen the trips tab and two orders while online; the
// network is then cut. Every screen says it is offline; the trips tab and an order's details show
// what was last fetched, marked with when; when the network returns they load again and the
// marks go.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, launch, phone, shot, open, signIn, tokenOf, serverToday, plusDays, flightOrder, assertText } from './browser.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())

const $ = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
const tab = (page, text) => page.locator('.weui-tabbar__item', { hasText: text }).click()

test('without a network, the trips and an opened order show their last known state; back online they refresh', async () => {
  const token = await tokenOf('employee01')
  const today = await serverToday()
  const first = await flightOrder(token, plusDays(today, 5))
  const second = await flightOrder(token, plusDays(today, 6))
  const { context, page } = await phone(browser)
  await signIn(page, 'employee01')
  await $(page, 'home-greeting').waitFor()

  // Two orders opened while online: each is kept.
  await open(page, `/planeTicket/orderDetails?orderNo=${first}`)
  await page.locator('[data-testid="details-order-no"]:visible', { hasText: first }).waitFor()
  await open(page, `/planeTicket/orderDetails?orderNo=${second}`)
  await page.locator('[data-testid="details-order-no"]:visible', { hasText: second }).waitFor()
  assert.equal(await $(page, 'snapshot-note').count(), 0)

  // Offline: the first order again shows what was fetched, marked with when.
  await context.setOffline(true)
  await $(page, 'offline-banner').waitFor()
  await assertText($(page, 'offline-banner'), /无网络/)
  await open(page, `/planeTicket/orderDetails?orderNo=${first}`)
  await $(page, 'snapshot-note').waitFor()
  await assertText($(page, 'snapshot-note'), /离线查看：\d{4}-\d{2}-\d{2} \d{2}:\d{2}/)
  assert.match(await $(page, 'details-order-no').innerText(), new RegExp(first))
  await shot(page, 'offline-order-details-zh')
  await context.setOffline(false)
  await $(page, 'offline-banner').waitFor({ state: 'detached' })

  // The trips tab in a second tab of the same browser: seen online, then without a network.
  const trips = await context.newPage()
  await trips.goto(`${BASE}/#/trip/list`)
  await $(trips, 'trip-next').waitFor()
  await context.setOffline(true)
  await $(trips, 'offline-banner').waitFor()
  await tab(trips, '首页')
  await $(trips, 'home-greeting').waitFor()
  await tab(trips, '行程')
  await $(trips, 'trip-snapshot').waitFor()
  await assertText($(trips, 'trip-snapshot'), /离线查看：\d{4}-\d{2}-\d{2} \d{2}:\d{2}/)
  await assertText($(trips, 'trip-next'), /北京|上海/)
  await shot(trips, 'offline-trips-zh')
  // The next trip's order opens from there too (its page's code is in the browser's cache), as last fetched.
  await $(trips, 'trip-next').click()
  await $(trips, 'snapshot-note').waitFor()
  assert.match(await $(trips, 'details-order-no').innerText(), new RegExp(first))

  // The network returns: the banner goes and the order loads again by itself.
  await context.setOffline(false)
  await $(trips, 'offline-banner').waitFor({ state: 'detached' })
  await trips.locator('[data-testid="snapshot-note"]:visible').waitFor({ state: 'detached' })
  await $(trips, 'status-header').waitFor()
  await context.close()
})
