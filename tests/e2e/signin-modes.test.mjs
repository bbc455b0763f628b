// Sign-in by e-mail code and by scanning: the login's e-mail code mode, and a desktop browser
// (1280 px, the QR code) signed in by a phone signed in as employee01, with the expired, declined
// and reused codes said on both sides. The server runs with DEMO_SMS_ECHO=1 and CLOCK_CONTROL=1
// (scripts/e2e.mjs): codes are read from the network answer, expiry is reached by moving the
// server's clock.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { advanceServerClock, assertText, desktop, launch, ok, open, phone, shot, signIn, tokenOf } from './browser.mjs'

let browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

const input = (page, testId) => page.getByTestId(testId).locator('input').first()

async function answerOf(page, path, action) {
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes(path) && r.request().method() === 'POST'), action()])
  return response.json()
}

async function openEmailMode(page) {
  await open(page, '/login')
  await page.getByTestId('login-mode-email').click()
  await page.getByTestId('login-agree').click()
}

test('e-mail code: unknown e-mail, expired and wrong codes are said under their fields; the right code signs in', async () => {
  const email = (await ok('home/loadInitInfo/v2', {}, await tokenOf('employee01'))).PersonalInfor.Email
  assert.ok(email, 'employee01 has an e-mail')
  const first = await phone(browser, { locale: 'en' })
  try {
    const { page } = first
    await openEmailMode(page)
    // A phone-sized login has no QR code.
    assert.equal(await page.getByTestId('scan-panel').count(), 0)

    await input(page, 'login-email').fill('nobody@e2e.example')
    await page.getByTestId('login-email-get-code').click()
    await page.getByTestId('login-email').getByText('No account uses this e-mail.').waitFor()

    await input(page, 'login-email').fill(email)
    const sent = await answerOf(page, 'Login/GetPhoneVerifyCode', () => page.getByTestId('login-email-get-code').click())
    assert.equal(sent.IsSuccess, true, sent.ErrMsg)
    await advanceServerClock(601)
    await input(page, 'login-email-code').fill(sent.ResultData.DevCode)
    await page.getByTestId('login-submit').click()
    await page.getByTestId('login-email-code').getByText('The code has expired. Get a new one.').waitFor()
  } finally {
    await first.context.close()
  }

  // The resend button waits a minute on that page: a new visit asks for a new code.
  const { page, context } = await phone(browser, { locale: 'zh-CN' })
  try {
    await openEmailMode(page)
    await input(page, 'login-email').fill(email)
    const sent = await answerOf(page, 'Login/GetPhoneVerifyCode', () => page.getByTestId('login-email-get-code').click())
    const code = sent.ResultData.DevCode
    await input(page, 'login-email-code').fill(code === '000000' ? '111111' : '000000')
    await page.getByTestId('login-submit').click()
    await page.getByTestId('login-email-code').getByText('验证码错误，请核对后重新输入').waitFor()
    await shot(page, 'signin-email-wrong-code')
    await input(page, 'login-email-code').fill(code)
    await page.getByTestId('login-submit').click()
    await page.waitForURL(/#\/home/, { timeout: 20_000 })
  } finally {
    await context.close()
  }
})

test('scan to sign in: declined, expired and reused codes say so; a confirmed one signs the desktop in', async () => {
  const pc = await desktop(browser, { locale: 'en' })
  const mobile = await phone(browser, { locale: 'en' })
  const d = pc.page
  const p = mobile.page
  try {
    await signIn(p, 'employee01')
    await p.waitForURL(/#\/home/, { timeout: 20_000 })

    await open(d, '/login')
    const codeOnScreen = () => d.getByTestId('scan-code').innerText()
    await d.getByTestId('scan-qr').waitFor()
    const c1 = await codeOnScreen()
    assert.match(c1, /^[A-Z2-9]{4}-[A-Z2-9]{4}$/)
    // Counted on the browser's clock, whatever the server's says (this one was moved on by the test above).
    await assertText(d.getByTestId('scan-status'), /^Renews in 1[012]\d s$/)
    await d.getByTestId('scan-panel').scrollIntoViewIfNeeded()
    await shot(d, 'signin-scan-desktop')

    // The QR code's link opens the phone's confirm page with the code; the desktop hears it was scanned.
    await open(p, `/scanLogin?code=${c1}`)
    await p.getByTestId('scan-ask').waitFor()
    await assertText(p.getByTestId('scan-asking'), /A browser asks to sign in as .+/)
    await assertText(p.getByTestId('scan-browser'), /Chrome \d+ · Linux/)
    await assertText(p.getByTestId('scan-place'), /the same network as this phone · 127\.0\.0\.\*/)
    await shot(p, 'signin-scan-phone-ask')
    await assertText(d.getByTestId('scan-status'), 'Scanned. Confirm on your phone.')

    await p.getByTestId('scan-decline').click()
    await assertText(p.getByTestId('scan-result'), /Declined: the browser was not signed in\./)
    await assertText(d.getByTestId('scan-status'), 'The sign-in was declined on the phone.')

    // The declined code typed again.
    const typeCode = async (code) => {
      await p.getByTestId('scan-another').click()
      await input(p, 'scan-code-input').fill(code.toLowerCase())
      await p.getByTestId('scan-look-up').click()
    }
    await typeCode(c1)
    await assertText(p.getByTestId('scan-result'), /This sign-in request was declined\./)

    // A new code, left to expire: the desktop replaces it by itself; the phone is told it expired.
    await d.getByTestId('scan-renew').click()
    await d
      .getByTestId('scan-status')
      .getByText(/Renews in \d+ s/)
      .waitFor()
    const c2 = await codeOnScreen()
    assert.notEqual(c2, c1)
    await advanceServerClock(121)
    const deadline = Date.now() + 10_000
    while ((await codeOnScreen()) === c2 && Date.now() < deadline) await d.waitForTimeout(200)
    const c3 = await codeOnScreen()
    assert.notEqual(c3, c2, 'the expired code was replaced')
    await typeCode(c2)
    await assertText(p.getByTestId('scan-result'), /This code has expired\. Refresh the QR code on the computer\./)

    // The live code, typed: confirmed on the phone, the desktop signs in as employee01.
    await typeCode(c3)
    await p.getByTestId('scan-confirm').click()
    await assertText(p.getByTestId('scan-result'), /Done: the browser is signed in as you\./)
    await d.waitForURL(/#\/home/, { timeout: 20_000 })
    const token = await d.evaluate(() => Object.keys(localStorage).some((k) => /token/i.test(k) && localStorage.getItem(k)))
    assert.ok(token, 'the desktop holds a session')

    // Reused.
    await typeCode(c3)
    await assertText(p.getByTestId('scan-result'), /This code has already been used\./)
    assert.deepEqual([...d.errors, ...p.errors], [])
  } finally {
    await pc.context.close()
    await mobile.context.close()
  }
})
