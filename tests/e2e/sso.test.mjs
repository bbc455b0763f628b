// Company single sign-on through the login screen against a real OpenID provider (the sandbox
// identity provider, server/sandbox-idp, started here): the administrator's settings are set
// through the API; a person of the company's domain goes to the provider and comes back signed
// in; somebody the company does not know comes back to the login screen told why.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, launch, ok, open, phone, shot, tokenOf } from './browser.mjs'
import { startSandboxIdp } from '../../server/sandbox-idp/idp.mjs'

const CLIENT = { clientId: 'travel-e2e', clientSecret: 'e2e-sandbox-secret', redirectUris: [`${BASE}/sso/callback`] }
let browser
let idp

before(async () => {
  idp = await startSandboxIdp({ clients: [CLIENT], name: 'Hengyuan sign-in (sandbox)' })
  const settings = await ok(
    'sso/saveSettings',
    { Enabled: true, Issuer: idp.issuer, ClientId: CLIENT.clientId, ClientSecret: CLIENT.clientSecret, Domains: ['hengyuan.example'] },
    await tokenOf('admin01'),
  )
  assert.equal(settings.RedirectUri, CLIENT.redirectUris[0], 'the redirect URI the administrator registers is the one the server sends')
  browser = await launch()
})
after(async () => {
  await browser?.close()
  await idp?.close()
})

const shown = (page, id) => page.locator(`[data-testid="${id}"]:visible`)

/** From the login screen to the provider's page with the work e-mail. */
async function toProvider(page, email) {
  await open(page, '/login')
  await shown(page, 'login-sso').click()
  await shown(page, 'login-sso-email').locator('input').fill(email)
  const agree = shown(page, 'login-agree')
  if ((await agree.getAttribute('aria-checked')) !== 'true') await agree.click()
  await shown(page, 'login-sso-continue').click()
  await page.waitForURL((url) => url.origin === idp.issuer, { timeout: 15_000 })
  assert.equal(await page.locator('#email').inputValue(), email, 'the provider is told who is signing in')
}

test('a work e-mail signs in at the company identity provider and comes back signed in', async () => {
  const { page, context } = await phone(browser, { locale: 'en' })
  try {
    await toProvider(page, 'wei.zhang@hengyuan.example')
    await page.locator('#idp-sign-in').click()
    await page.waitForURL(/#\/(pages\/)?home/, { timeout: 20_000 })
    const token = await page.evaluate(() => localStorage.getItem('token'))
    assert.ok(token, 'signed in')
    const me = await ok('home/loadInitInfo/v2', {}, token.replace(/^"|"$/g, ''))
    assert.equal(me.PersonalInfor.UserName, 'employee01')
  } finally {
    await context.close()
  }
})

test('somebody the company does not know is refused with the reason, on the login screen', async () => {
  const { page, context } = await phone(browser, { locale: 'en' })
  try {
    await toProvider(page, 'nobody@hengyuan.example')
    await page.locator('#idp-sign-in').click()
    const toast = page.getByTestId('toast').filter({ visible: true }).first()
    await toast.waitFor({ timeout: 20_000 })
    assert.match(await toast.innerText(), /Nobody with the e-mail nobody@hengyuan\.example works at/)
    await page.waitForURL(/#\/(pages\/)?login/, { timeout: 10_000 })
    await shot(page, 'sso-unknown-person')
  } finally {
    await context.close()
  }
})
