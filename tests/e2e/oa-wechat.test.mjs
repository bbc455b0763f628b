// Sign-in from the company's office system and the page for following the official account
// (docs/sign-in.md). The administrator turns office-system sign-in on through the API (a secret,
// shown once, and the settings); a link the server signs as the office system would opens
// /callback4Oa and lands signed in on the route it names; a link signed too long ago is refused
// on the page, in words; the personal centre leads to /wechatShare and back.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { createHmac } from 'node:crypto'
import { BASE, launch, ok, open, phone, settled, shot, signIn, tokenOf } from './browser.mjs'

let browser
let admin
let secret

before(async () => {
  admin = await tokenOf('admin01')
  secret = (await ok('oa/rotateSecret', {}, admin)).Secret
  const settings = await ok('oa/saveSettings', { Enabled: true, OaName: 'Hengyuan Portal', ClockSkewSeconds: 30 }, admin)
  assert.equal(settings.CallbackUrl, `${BASE}/#/callback4Oa`, 'the address the office system opens is this site')
  browser = await launch()
})
after(async () => {
  await ok('oa/saveSettings', { Enabled: false, OaName: 'Hengyuan Portal', ClockSkewSeconds: 30 }, admin).catch(() => undefined)
  await browser?.close()
})

const shown = (page, id) => page.locator(`[data-testid="${id}"]:visible`)

/** A ticket signed with the company's secret, as an office system signs it (the five values joined by line feeds). */
function signedLink(t) {
  const sign = createHmac('sha256', secret)
    .update([t.company, t.employee, String(t.ts), t.nonce, t.redirect ?? ''].join('\n'))
    .digest('hex')
  const q = new URLSearchParams({ ...t, ts: String(t.ts), sign })
  return `${BASE}/#/callback4Oa?${q.toString()}`
}

test('a link the office system signed signs the employee in and opens the route it names', async () => {
  // The sandbox office system: the server signs a ticket for the administrator themself, now.
  const { Url } = await ok('oa/tryLink', { Redirect: '/trip/list' }, admin)
  assert.ok(Url.startsWith(`${BASE}/#/callback4Oa?`), Url)
  const { page, context } = await phone(browser, { locale: 'en' })
  try {
    await page.goto(Url)
    await page.waitForURL(/#\/trip\/list/, { timeout: 20_000 })
    await settled(page)
    const token = await page.evaluate(() => localStorage.getItem('token'))
    assert.ok(token, 'signed in')
    const me = await ok('home/loadInitInfo/v2', {}, token.replace(/^"|"$/g, ''))
    assert.equal(me.PersonalInfor.UserName, 'admin01')
    await shot(page, 'oa-signed-in-trips')
    // The same link again: its nonce is spent.
    await page.evaluate(() => localStorage.clear())
    await page.goto(Url)
    await page.reload()
    const refused = shown(page, 'oa-callback-refused')
    await refused.waitFor({ timeout: 15_000 })
    assert.match(await refused.innerText(), /already been used/)
  } finally {
    await context.close()
  }
})

test('a link signed too long ago is refused on the page, in words, with the way to sign in', async () => {
  const { page, context } = await phone(browser, { locale: 'en' })
  try {
    await page.goto(signedLink({ company: 'HENGYUAN', employee: 'HY0003', ts: 1_000_000_000, nonce: `e2e-expired-${Date.now()}`, redirect: '/trip/list' }))
    const refused = shown(page, 'oa-callback-refused')
    await refused.waitFor({ timeout: 15_000 })
    assert.match(await refused.innerText(), /The sign-in link has expired\. Open it again from your office system\./)
    assert.equal(await page.evaluate(() => localStorage.getItem('token')), null, 'nobody is signed in')
    await shot(page, 'oa-expired-link')
    await shown(page, 'oa-callback-login').click()
    await page.waitForURL(/#\/(pages\/)?login/, { timeout: 10_000 })
  } finally {
    await context.close()
  }
})

test('the personal centre leads to following the official account, and Continue comes back', async () => {
  const { page, context } = await phone(browser, { locale: 'en' })
  try {
    await signIn(page, 'employee01')
    // Signed in, the app lands on home; the personal centre is its tab.
    await shown(page, 'home-greeting').waitFor()
    await page.locator('.weui-tabbar__item', { hasText: /^Me$/ }).click()
    await shown(page, 'user-mine-wechatShare').click()
    await page.waitForURL(/#\/wechatShare/, { timeout: 15_000 })
    const account = shown(page, 'wechat-share-account')
    await account.waitFor({ timeout: 15_000 })
    assert.ok((await shown(page, 'wechat-share-name').innerText()).length > 0, 'the account is named')
    assert.match(await account.innerText(), /Scan the QR code with WeChat/)
    assert.match(await shown(page, 'wechat-share-qr').getAttribute('aria-label'), /^QR code of the official account /)
    await shot(page, 'wechat-share')
    await shown(page, 'wechat-share-continue').click()
    await page.waitForURL(/#\/personal\/center/, { timeout: 10_000 })
  } finally {
    await context.close()
  }
})
