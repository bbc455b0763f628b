// The home shell through the real server: each demo role signs in through the login page and
// sees what its PersonalPower allows; English; an expired token returns to the interrupted
// route after signing in again; a 107 answer shows the update dialog; unknown routes.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, OUTDATED_BASE, launch, phone, shot, open, signIn, assertText, tokenOf, flightOrder, serverToday, plusDays, until } from './browser.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())

const text = (page, testId) => page.getByTestId(testId).innerText()

async function tab(page, name) {
  // The label exactly: 'Me' is also the start of 'Messages'.
  await page
    .locator('.weui-tabbar__item')
    .filter({ has: page.getByText(name, { exact: true }) })
    .first()
    .click()
}

const ROLES = [
  { user: 'employee01', name: '张伟', company: '恒远科技有限公司', manage: false },
  { user: 'booker01', name: '王芳', company: '恒远科技有限公司', manage: false },
  { user: 'approver01', name: '李娜', company: '恒远科技有限公司', manage: false },
  { user: 'admin01', name: '刘洋', company: '恒远科技有限公司', manage: true },
  { user: 'consultant01', name: '陈静', company: '恒远科技有限公司', manage: false },
  { user: 'other01', name: '冯晓燕', company: '蓝海物流', manage: false },
]

for (const role of ROLES) {
  test(`${role.user} signs in and sees what the role allows`, async () => {
    const { context, page } = await phone(browser)
    await signIn(page, role.user)
    await page.getByTestId('home-greeting').waitFor()
    assert.match(await text(page, 'home-greeting'), new RegExp(role.name))
    assert.match(await page.locator('.home__company').innerText(), new RegExp(role.company.slice(0, 4)))
    // every demo role of a company account may search flights; the grid shows it
    await page.getByTestId('entry-flight').waitFor()
    assert.equal(await page.getByTestId('entry-notices').count(), 1)
    await shot(page, `shell-${role.user}-home`)

    await tab(page, '企业管理')
    if (role.manage) {
      await page.getByTestId('manage-company').waitFor()
      assert.match(await text(page, 'manage-company'), new RegExp(role.company.slice(0, 4)))
      assert.equal(await page.getByTestId('manage-no-right').count(), 0)
    } else {
      await page.getByTestId('manage-no-right').waitFor()
      assert.equal(await page.getByTestId('manage-company').count(), 0)
    }
    await shot(page, `shell-${role.user}-manage`)

    await tab(page, '我的')
    await page.getByTestId('user-name').waitFor()
    assert.equal(await text(page, 'user-name'), role.name)
    assert.equal(await text(page, 'user-account-type'), '企业账号')
    assert.deepEqual(page.errors, [])
    await context.close()
  })
}

test('the personal account has no company booking', async () => {
  const { context, page } = await phone(browser)
  await signIn(page, 'employee01')
  await page.getByTestId('entry-flight').waitFor()
  await tab(page, '我的')
  await page.getByTestId('user-switch-account').click()
  await page.getByTestId('home-greeting').waitFor()
  await page.getByTestId('entry-notices').waitFor()
  assert.equal(await page.getByTestId('entry-flight').count(), 0)
  await tab(page, '我的')
  await page.getByTestId('user-name').waitFor()
  assert.equal(await text(page, 'user-account-type'), '个人账号')
  await shot(page, 'shell-personal-account')
  await context.close()
})

test('an account without a personal side is not offered the switch, and a switch asked anyway keeps the session', async () => {
  const { context, page } = await phone(browser)
  await signIn(page, 'consultant01')
  await page.getByTestId('home-greeting').waitFor()
  await tab(page, '我的')
  await page.getByTestId('user-name').waitFor()
  assert.equal(await page.getByTestId('user-switch-account').count(), 0)
  const token = await page.evaluate(() => localStorage.getItem('token'))
  await open(page, `/loginSwitch?loginType=2&tmsp=${Date.now()}`)
  // The server's refusal is said, and the user is back where they were, still signed in.
  await page.locator('[data-testid="toast"]:visible', { hasText: '该账号未开通个人账户' }).first().waitFor()
  await page.waitForURL((u) => !/loginSwitch|login\b/.test(u.hash))
  assert.equal(await page.evaluate(() => localStorage.getItem('token')), token)
  await context.close()
})

test('switching to English re-renders in English without a reload', async () => {
  const { context, page } = await phone(browser)
  await signIn(page, 'employee01')
  await page.getByTestId('home-greeting').waitFor()
  const lang = () => page.evaluate(() => document.documentElement.lang)
  assert.equal(await lang(), 'zh-CN')
  await tab(page, '我的')
  await page.getByTestId('user-settings').click()
  await page.getByTestId('user-language').click()
  await page.locator('[role="option"]', { hasText: 'English' }).click()
  await page.getByText('Sign out').waitFor()
  // Screen readers read the page in the language it is in.
  assert.equal(await lang(), 'en')
  await page.goBack()
  await tab(page, 'Home')
  await page.getByText('Travel services').waitFor()
  assert.match((await text(page, 'home-greeting')).trim(), /^Good (morning|afternoon|evening), WEI ZHANG$/)
  // The banner's words are the server's English title over wordless artwork.
  await page.getByTestId('home-ad-title').filter({ hasText: 'Corporate domestic fares: 15% off' }).first().waitFor()
  assert.equal(await page.getByTestId('home-ad-title').filter({ hasText: '国内机票' }).count(), 0)
  await shot(page, 'shell-english-home')
  await tab(page, 'Me')
  await page.getByTestId('user-name').waitFor()
  // The "my" area lists what the products declare and the powers allow; an entry opens its list.
  await page.getByTestId('user-mine').waitFor()
  assert.match(await text(page, 'user-mine'), /Flight Orders/)
  await shot(page, 'shell-english-user')
  await page.getByTestId('user-mine-flightOrderList').click()
  await page.getByTestId('orders-page').waitFor()
  await context.close()
})

test('an expired token leads to login and back to the interrupted route', async () => {
  const { context, page } = await phone(browser)
  await signIn(page, 'employee01')
  await page.getByTestId('home-greeting').waitFor()
  await page.evaluate(() => localStorage.setItem('token', 'expired-or-revoked-token'))
  // a fresh start on a signed-in page with a token the server no longer knows
  await page.goto(`${BASE}/?restart=1#/announcement/list`)
  await page.waitForURL(/#\/login/)
  await shot(page, 'shell-token-expired-login')
  await page.getByTestId('login-username').locator('input').fill('employee01')
  await page.getByTestId('login-password').locator('input').fill('Travel2026')
  const agree = page.getByTestId('login-agree')
  if ((await agree.getAttribute('aria-checked')) !== 'true') await agree.click()
  await page.getByTestId('login-submit').click()
  await page.waitForURL(/#\/announcement\/list/)
  await page.getByTestId('announcement-list').waitFor()
  await shot(page, 'shell-token-expired-returned')
  await context.close()
})

test('a 107 answer shows the update dialog', { skip: !OUTDATED_BASE && 'no outdated server' }, async () => {
  const { context, page } = await phone(browser)
  await open(page, '/login', OUTDATED_BASE)
  await page.getByTestId('login-username').locator('input').fill('employee01')
  await page.getByTestId('login-password').locator('input').fill('Travel2026')
  const agree = page.getByTestId('login-agree')
  if ((await agree.getAttribute('aria-checked')) !== 'true') await agree.click()
  await page.getByTestId('login-submit').click()
  await page.getByTestId('alert').waitFor()
  await assertText(page.getByTestId('alert'), /新版本/)
  await shot(page, 'shell-107-dialog')
  await context.close()
})

test("an order's details have the H5 header (title, back); back by the browser's history the trips tab shows its trips, twenty times over", async () => {
  const orderNo = await flightOrder(await tokenOf('employee01'), plusDays(await serverToday(), 9))
  const { context, page } = await phone(browser)
  await signIn(page, 'employee01')
  await page.getByTestId('home-greeting').waitFor()
  await tab(page, '行程')
  const card = page.locator(`[data-testid="trip-next"][data-order="${orderNo}"], [data-testid="trip-${orderNo}"]`).first()
  await card.waitFor()
  // A tab has no header of its own: the tab bar is its way around.
  assert.equal(await page.locator('[data-testid="app-header"]:visible').count(), 0)
  // Straight back, within the router's slide: its late hide of the tab page once left it blank.
  for (let round = 1; round <= 20; round++) {
    await card.click()
    await page.locator('[data-testid="details-page"]:visible').first().waitFor()
    const header = page.locator('[data-testid="app-header"]:visible').first()
    assert.equal(await header.locator('.app-header__title').innerText(), '订单详情')
    // The document is named as the page: the browser's tab and history, and a screen reader, say it.
    await until(async () => (await page.title()) === '订单详情', { what: `round ${round}: the details page's document title` })
    const back = header.getByTestId('app-header-back')
    assert.equal(await back.getAttribute('aria-label'), '返回')
    assert.equal(await back.getAttribute('data-home'), null)
    if (round === 1) await shot(page, 'shell-details-header')
    await page.goBack()
    // The tab page itself, not a blank one: its list, the card and the tab bar.
    await card.waitFor({ timeout: 5_000 })
    await page.locator('.weui-tabbar__item').first().waitFor({ timeout: 5_000 })
    assert.ok((await page.getByTestId('trip-list').innerText()).length > 0, `round ${round}: an empty trips tab`)
    await until(async () => (await page.title()) === '行程', { what: `round ${round}: the trips tab names the document again` })
  }
  await context.close()
})

test('an unknown route shows the error page', async () => {
  const { context, page } = await phone(browser)
  await open(page, '/no/such/page')
  await page.getByTestId('error-page').waitFor()
  assert.match(page.url(), /#\/error\?code=notFound/)
  assert.match(await text(page, 'error-tips'), /不存在/)
  await shot(page, 'shell-unknown-route')
  await context.close()
})

test('a page whose code cannot load (network gone) says so with a retry, which opens it once the network is back', async () => {
  const { context, page } = await phone(browser)
  await signIn(page, 'employee01')
  await page.getByTestId('home-greeting').waitFor()
  // The flight pages' code is fetched on first use: cut it off.
  const blocked = (url) => /\/(js|css)\/[^/]+\.(js|css)$/.test(new URL(url).pathname)
  await page.route(blocked, (r) => r.abort('internetdisconnected'))
  await page.getByTestId('entry-flight').click()
  const dialog = page.locator('[data-testid="alert"]:visible').first()
  await dialog.waitFor()
  await assertText(dialog, /页面加载失败，请检查网络后重试/)
  await shot(page, 'shell-chunk-load-failed')
  await page.unroute(blocked)
  await page.locator('[data-testid="alert-button-retry"]:visible').click()
  await page.getByTestId('search-flights').waitFor()
  await context.close()
})

test('a first visit on a slow network shows the brand mark until the first page is on screen, then the page alone', async () => {
  const { context, page } = await phone(browser)
  // The start-up's code arrives late, as on a slow network.
  let release
  const held = new Promise((r) => (release = r))
  await page.route(/\/js\/app-core\.[^/]+\.js$/, async (r) => {
    await held
    await r.continue()
  })
  // Not waiting for the load event: it waits for the held script.
  await page.goto(`${BASE}/#/login`, { waitUntil: 'commit' })
  const mark = page.locator('#boot')
  await mark.locator('svg').waitFor()
  assert.equal(await mark.locator('svg').getAttribute('aria-hidden'), 'true')
  assert.equal(await page.getByTestId('login-submit').count(), 0)
  release()
  await page.getByTestId('login-submit').waitFor()
  assert.equal(await mark.count(), 0, 'the mark is gone once the sign-in page shows')
  await page.getByTestId('login-username').locator('input').fill('employee01')
  assert.equal(await page.getByTestId('login-username').locator('input').inputValue(), 'employee01')
  await context.close()
})

test("when the first page's own code cannot load, the start-up screen says so with a retry that opens it", async () => {
  const { context, page } = await phone(browser)
  // Everything but the first load's files (the entry, the start-up, the shared code, the language's
  // texts) fails, as when the network drops after the first bytes.
  const firstLoad = (url) => /^\/(js\/(app|app-core|app-start|pages-shared|texts-[\w-]+|\d+)|css\/app)\.[^/]+\.(js|css)$/.test(new URL(url).pathname)
  const blocked = (url) => /^\/(js|css)\//.test(new URL(url).pathname) && !firstLoad(url)
  const seen = []
  await page.route(blocked, (r) => {
    seen.push(new URL(r.request().url()).pathname)
    return r.abort('internetdisconnected')
  })
  await page.goto(`${BASE}/#/login`, { waitUntil: 'commit' })
  const problem = page.getByTestId('boot-problem')
  await problem.waitFor()
  assert.ok(seen.length > 0, "the sign-in page's code was asked for and refused")
  assert.equal(await problem.getAttribute('role'), 'alert')
  await assertText(problem, /页面加载失败，请检查网络后重试/)
  await shot(page, 'shell-first-page-failed')
  await page.unroute(blocked)
  await page.getByTestId('boot-retry').click()
  await page.getByTestId('login-submit').waitFor()
  assert.equal(await page.locator('#boot').count(), 0)
  await context.close()
})
