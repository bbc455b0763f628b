// Passkeys through the real server and Chromium's virtual authenticator (DevTools protocol
// WebAuthn domain, a platform authenticator that holds discoverable credentials and verifies the
// user): enrol in settings under a name, sign out, sign in with the passkey alone, remove the
// device, and the passkey signs in no more. The site is opened as localhost: an IP address is
// no WebAuthn relying party, and the server takes the RP ID from the request's host.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, launch, phone, shot, open, ok, PASSWORD, assertText } from './browser.mjs'

const SITE = BASE.replace('127.0.0.1', 'localhost')

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())

const $ = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
const toast = (page) => page.getByTestId('toast').filter({ visible: true }).first()

test('a passkey enrolled in settings signs in without a password, and not once removed', async () => {
  const { context, page } = await phone(browser)
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  })

  // Signed in through the API's session, on the settings page.
  const { Token } = await ok('Login/UserLogin/v2', { UserName: 'employee01', Password: PASSWORD })
  await open(page, `/callback?token=${encodeURIComponent(Token)}&loginType=1&redirect=${encodeURIComponent('/personal/setting')}`, SITE)
  await $(page, 'passkey-none').waitFor()

  // Enrol: name the device, the authenticator creates a discoverable credential.
  await $(page, 'passkey-add').click()
  await $(page, 'passkey-name-save').click()
  await assertText(page.locator('[data-testid="passkey-name-sheet"] .form-row__error:visible').first(), '请填写设备名称')
  await $(page, 'passkey-name-input').locator('input').fill('测试手机')
  await $(page, 'passkey-name-save').click()
  await assertText($(page, 'passkey-device'), /测试手机[\s\S]*尚未使用/)
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
  assert.equal(credentials.length, 1)
  assert.equal(credentials[0].isResidentCredential, true)
  await shot(page, 'passkey-1-settings-device')

  // Sign out, then in with the passkey alone: no user name, no password, no agreement box.
  await $(page, 'user-logout').click()
  await page.locator('[data-testid="alert-button-yes"]:visible').last().click()
  await $(page, 'login-passkey').click()
  await $(page, 'home-greeting').waitFor()
  await open(page, '/personal/setting', SITE)
  await assertText($(page, 'passkey-device'), /测试手机[\s\S]*最近使用/)

  // Remove it: listed no more; the authenticator still offers the credential, and the server refuses it.
  await $(page, 'passkey-device').click()
  await page.locator('[data-testid="alert-button-yes"]:visible').last().click()
  await $(page, 'passkey-none').waitFor()
  await $(page, 'user-logout').click()
  await page.locator('[data-testid="alert-button-yes"]:visible').last().click()
  await $(page, 'login-passkey').click()
  await assertText(toast(page), '该设备未绑定或已被移除，请使用密码登录')
  await shot(page, 'passkey-2-removed-refused')
  assert.match(page.url(), /login/)
  assert.deepEqual(page.errors, [])
  await context.close()
})

test('a cancelled prompt says so and stays on the login screen', async () => {
  const { context, page } = await phone(browser, { locale: 'en' })
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  // The person does not verify: the browser's prompt ends without a credential.
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: false },
  })
  await open(page, '/login', SITE)
  await $(page, 'login-passkey').click()
  await assertText(toast(page), /Passkey sign-in was cancelled|The passkey did not work/)
  assert.match(page.url(), /login/)
  await context.close()
})
