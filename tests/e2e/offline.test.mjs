// Offline trips (issue 9): employee01 opens the trips tab and an order while online; the network
// is then cut. Every screen says it is offline; the trips tab and the order details show what was
// last fetched, marked with when; when the network returns they load again and the marks go.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, phone, shot, signIn, tokenOf, serverToday, plusDays, flightOrder } from './browser.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())

const $ = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
const tab = (page, text) => page.locator('.weui-tabbar__item', { hasText: text }).click()

test('without a network, the trips and an opened order show their last known state; back online they refresh', async () => {
  const orderNo = await flightOrder(await tokenOf('employee01'), plusDays(await serverToday(), 5))
  const { context, page } = await phone(browser)
  await signIn(page, 'employee01')
  await $(page, 'home-greeting').waitFor()
  await tab(page, '行程')
  await $(page, 'trip-next').waitFor()
  await $(page, 'trip-next').click()
  await $(page, 'status-header').waitFor()
  assert.equal(await $(page, 'snapshot-note').count(), 0)
  await tab(page, '行程')
  await $(page, 'trip-next').waitFor()

  await context.setOffline(true)
  await $(page, 'offline-banner').waitFor()
  await tab(page, '首页')
  await $(page, 'home-greeting').waitFor()
  assert.match(await $(page, 'offline-banner').innerText(), /无网络/)
  await tab(page, '行程')
  await $(page, 'trip-snapshot').waitFor()
  assert.match(await $(page, 'trip-snapshot').innerText(), /离线查看：\d{4}-\d{2}-\d{2} \d{2}:\d{2}/)
  assert.match(await $(page, 'trip-next').innerText(), /北京|上海/)
  await shot(page, 'offline-trips-zh')
  await $(page, 'trip-next').click()
  await $(page, 'snapshot-note').waitFor()
  assert.match(await $(page, 'details-order-no').innerText(), new RegExp(orderNo))
  await shot(page, 'offline-order-details-zh')

  // The network returns: the banner goes and the order loads again by itself.
  await context.setOffline(false)
  await $(page, 'offline-banner').waitFor({ state: 'detached' })
  await page.locator('[data-testid="snapshot-note"]:visible').waitFor({ state: 'detached' })
  await $(page, 'status-header').waitFor()
  await context.close()
})
