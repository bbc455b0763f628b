// Settings through the real server: the dark appearance chosen once and kept on every screen
// (home, a search, an order, settings; axe checks the contrast of each), and after a reload;
// clearing the cache keeps the person signed in and their language; my travel standard per
// product in English.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, shot, open, tokenOf, serverToday, plusDays, flightOrder, assertText, assertSettles, pixelContrast, until, signedIn } from './browser.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())

const $ = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()

const background = (page, testId) =>
  page
    .locator(`[data-testid="${testId}"]:visible`)
    .first()
    .evaluate((el) => getComputedStyle(el.closest('.app-root')).getPropertyValue('--color-surface').trim())

test('dark appearance, chosen in settings, darkens every screen and the tab bar, and is remembered', async () => {
  const orderNo = await flightOrder(await tokenOf('employee01'), plusDays(await serverToday(), 7))
  const { context, page } = await signedIn(browser, 'employee01')
  await page.locator('.weui-tabbar__item', { hasText: '我的' }).click()
  await $(page, 'user-settings').click()
  await $(page, 'settings-page').waitFor()
  await $(page, 'settings-appearance').click()
  await page.locator('[data-testid="appearance-picker"] [role="option"]', { hasText: '深色' }).click()
  await page.locator('.theme-dark [data-testid="settings-page"], [data-testid="settings-page"].theme-dark').first().waitFor()
  await assertSettles(() => background(page, 'settings-page'), '#1c2029')
  // Nothing light around the page: its container has the page colour too (no white band on top).
  await assertSettles(() => $(page, 'settings-page').evaluate((el) => getComputedStyle(el.closest('.taro_page')).backgroundColor), 'rgb(17, 20, 26)')
  await shot(page, 'settings-1-dark-settings-zh')

  await open(page, '/home')
  await $(page, 'home-greeting').waitFor()
  await assertSettles(() => background(page, 'home-greeting'), '#1c2029')
  // The tab bar too.
  // (set by the page's effect once it has rendered)
  await assertSettles(
    () =>
      page
        .locator('.weui-tabbar')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor),
    'rgb(28, 32, 41)',
  )
  // Text on the band, on the banner's picture and on the messages badge reads at 4.5:1 or more,
  // measured from the pixels.
  await page.locator('.weui-tabbar .weui-badge:visible').waitFor()
  // The banner turns its slides by itself: held still (focused, as a person reading it holds it) and
  // at rest on a slide, so that no picture is caught between two. A turn the focus caught half-way
  // is settled on its nearest slide, as a finger lifted there would (the row snaps to the slide).
  const banner = page.locator('.home__ads .carousel__row:visible').first()
  await banner.focus()
  await banner.evaluate((el) => el.scrollTo({ left: Math.round(el.scrollLeft / el.clientWidth) * el.clientWidth, behavior: 'instant' }))
  await until(() => banner.evaluate((el) => Math.abs(el.scrollLeft / el.clientWidth - Math.round(el.scrollLeft / el.clientWidth)) < 0.01), {
    what: 'the banner at rest on a slide',
  })
  for (const sel of ['.home__greeting', '.home__company', '.home__ad-title', '.weui-tabbar .weui-badge']) {
    const ratio = await pixelContrast(page.locator(`${sel}:visible`).first())
    assert.ok(ratio >= 4.5, `${sel}: ${ratio.toFixed(2)}:1`)
  }
  await shot(page, 'settings-1-dark-home-zh')
  await open(page, '/planeTicket/query')
  await $(page, 'search-flights').waitFor()
  await shot(page, 'settings-1-dark-flight-search-zh')
  await open(page, '/train/query')
  await $(page, 'search-trains').waitFor()
  await shot(page, 'settings-1-dark-train-search-zh')
  await open(page, `/planeTicket/orderDetails?orderNo=${orderNo}`)
  await $(page, 'status-header').waitFor()
  await assertSettles(() => background(page, 'details-page'), '#1c2029')
  await shot(page, 'settings-1-dark-order-details-zh')

  // Remembered: a reload comes back dark.
  await page.reload()
  await $(page, 'status-header').waitFor()
  await assertSettles(() => background(page, 'details-page'), '#1c2029')
  // And back to light.
  await open(page, '/personal/setting')
  await $(page, 'settings-appearance').click()
  await page.locator('[data-testid="appearance-picker"] [role="option"]', { hasText: '浅色' }).click()
  await page.waitForTimeout(200)
  await assertSettles(() => background(page, 'settings-page'), /^#fff(fff)?$/)
  await context.close()
})

test('clearing the cache shows its size, keeps the person signed in and in their language', async () => {
  const { context, page } = await signedIn(browser, 'employee01', 'en-US')
  // Something cached: a train search remembered.
  await open(page, '/train/query')
  await $(page, 'search-trains').click()
  await $(page, 'train-list').waitFor()
  await open(page, '/personal/setting')
  const before = await $(page, 'settings-cache').innerText()
  assert.match(before, /\d+(\.\d)? KB/)
  await $(page, 'settings-cache').click()
  await page.locator('[role="alertdialog"] [role="button"], .alert-host [role="button"]', { hasText: 'Clear' }).last().click()
  await page.getByTestId('toast').filter({ visible: true, hasText: 'Cache cleared' }).first().waitFor()
  await shot(page, 'settings-2-cache-cleared-en')
  const stored = await page.evaluate(() => Object.keys(localStorage))
  assert.ok(stored.includes('token'), 'still signed in')
  assert.ok(!stored.includes('trainSearchCriteria'))
  assert.equal(await page.evaluate(() => sessionStorage.getItem('trainSearchCriteria')), null)
  await page.reload()
  await $(page, 'settings-page').waitFor()
  await page.getByText('Sign out').waitFor()
  await context.close()
})

test('my travel standard lists flights, hotels and trains in plain words (English)', async () => {
  const { context, page } = await signedIn(browser, 'employee01', 'en-US')
  await page.locator('.weui-tabbar__item', { hasText: /^Me$/ }).click()
  await $(page, 'user-mine-myRanks').click()
  await $(page, 'ranks-page').waitFor()
  for (const p of ['flight', 'hotel', 'train']) await $(page, `rank-${p}`).locator('.my-ranks__line').first().waitFor()
  await assertText($(page, 'rank-train'), /Train Tickets/)
  await assertText($(page, 'rank-train'), /[Ss]econd/)
  await shot(page, 'settings-3-ranks-en')
  await $(page, 'settings-about').count()
  await open(page, '/personal/aboutUs')
  await $(page, 'about-version').waitFor()
  await assertText($(page, 'about-licences'), /Taro[\s\S]*MIT licence/)
  await context.close()
})

test('choosing US dollars converts the list already on screen at today’s rate, without searching again', async () => {
  const { context, page } = await signedIn(browser, 'employee01', 'en-US')
  // Tomorrow's trains: late in the China day every train of today has left and shows no price.
  await open(page, '/train/query')
  await $(page, 'train-date').click()
  await $(page, 'train-calendar')
    .locator(`[data-date="${plusDays(await serverToday(), 1)}"]`)
    .click()
  await $(page, 'search-trains').click()
  const row = page.locator('[data-testid="train-row"]:visible:not(.train-row--departed)').first()
  await row.waitFor()
  const amount = () => row.locator('.train-row__amount').innerText()
  assert.match((await amount()).trim(), /^¥\d/)
  const searches = []
  page.on('request', (r) => r.url().includes('train/searchTrains') && searches.push(r.url()))

  await open(page, '/personal/setting')
  await $(page, 'user-currency').click()
  await page.locator('[data-testid="currency-picker"] [role="option"]', { hasText: 'USD' }).click()
  await $(page, 'user-currency').locator('text=/USD/').waitFor()
  // The chosen currency comes with today's rate: nothing else needs to be asked first.
  const rate = await page.evaluate(() => JSON.parse(localStorage.getItem('CurrencyInfo')).RateMicro)
  assert.ok(rate > 5_000_000 && rate < 9_000_000, `a dollar in CNY ${rate / 1e6}`)

  await page.goBack()
  await assertSettles(async () => (await amount()).trim(), /^\$\d{1,3}(,\d{3})*(\.\d{2})?$/)
  assert.deepEqual(searches, [], 'the list converts what it has; it does not search again')
  await shot(page, 'settings-4-usd-train-list-en')
  await context.close()
})
