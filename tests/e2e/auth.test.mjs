// Sign-in journeys in a real browser against the real server (scripts/e2e.mjs starts it with
// DEMO_SMS_ECHO=1, so code senders answer the code in DevCode and the tests read it from the
// network answer, as a person would read the SMS).
//
// The demo accounts are shared with the other journeys of the same run (one database), so every
// journey that changes an account or counts failures works on a company registered for it.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, PASSWORD, launch, phone, open, shot, signIn } from './browser.mjs'

const RUN = Date.now().toString(36)
let seq = 0
let browser

before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

/** POSTs a call to the server and answers its envelope. */
async function post(path, body) {
  const res = await fetch(`${BASE}/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return res.json()
}

/** A fresh company with its administrator, registered straight through the API (phone code included). */
async function registerViaApi(tag) {
  seq += 1
  const n = `${RUN}${seq}${tag}`.replace(/[^a-z0-9]/gi, '').slice(-20)
  const digits = String(Date.now() * 10 + seq).slice(-8)
  const account = {
    userName: `e2e.${n}`,
    password: 'Start2026a',
    phone: `139${digits}`,
    email: `${n}@e2e.example`,
    company: `E2E ${n} Ltd`,
  }
  const sent = await post('api/mobileverification/sendMobileVerificationCode', { Purpose: 'Register', Mobile: account.phone, MobileCountryCode: '86' })
  assert.equal(sent.IsSuccess, true, `fixture registration code failed: ${sent.ErrMsg}`)
  const body = await post('personalapi/systeminfo/addRegisterCompany', {
    CompanyName: account.company,
    ContactName: 'E2E Tester',
    Mobile: account.phone,
    MobileCountryCode: '86',
    Email: account.email,
    UserName: account.userName,
    Password: account.password,
    VerifyCode: sent.ResultData.DevCode,
  })
  assert.equal(body.IsSuccess, true, `fixture registration failed: ${body.ErrMsg}`)
  return account
}

// Pages left behind (tabs, the stack) keep their own hidden toast host: read the visible one.
const toast = (page) => page.getByTestId('toast').filter({ visible: true }).first()
const input = (page, testId) => page.getByTestId(testId).locator('input').first()

async function waitHome(page) {
  await page.waitForURL(/#\/home/, { timeout: 20_000 })
  const token = await page.evaluate(() => Object.keys(localStorage).some((k) => /token/i.test(k) && localStorage.getItem(k)))
  assert.ok(token, 'a token is stored after sign-in')
}

/** Runs `action` and returns the JSON answer of the first call whose URL contains `path`. */
async function answerOf(page, path, action) {
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes(path) && r.request().method() === 'POST'), action()])
  return response.json()
}

async function openLogin(page) {
  await open(page, '/login')
  await page.getByTestId('login-submit').waitFor()
}

test('wrong password: the server message shows and the typed user name stays', async () => {
  const acct = await registerViaApi('wrong')
  const { page, context } = await phone(browser)
  try {
    await openLogin(page)
    await input(page, 'login-username').fill(acct.userName)
    await input(page, 'login-password').fill('Wrong2026x')
    await page.getByTestId('login-agree').click()
    const answer = await answerOf(page, 'Login/UserLogin/v2', () => page.getByTestId('login-submit').click())
    assert.equal(answer.IsSuccess, false)
    assert.ok(answer.ErrMsg)
    await toast(page).waitFor()
    assert.equal((await toast(page).textContent()).trim(), answer.ErrMsg)
    await shot(page, 'auth-wrong-password')
    assert.equal(await input(page, 'login-username').inputValue(), acct.userName)
    assert.match(page.url(), /#\/login/)
    assert.equal(await page.getByTestId('login-submit').getAttribute('aria-busy'), 'false')
    assert.deepEqual(page.errors, [])
  } finally {
    await context.close()
  }
})

test('after three wrong passwords the image code is asked for, refreshes on tap, and signs in with it', async () => {
  const acct = await registerViaApi('captcha')
  const { page, context } = await phone(browser)
  try {
    await openLogin(page)
    await input(page, 'login-username').fill(acct.userName)
    await page.getByTestId('login-agree').click()
    for (let i = 0; i < 3; i++) {
      await input(page, 'login-password').fill(`Wrong2026${i}`)
      await answerOf(page, 'Login/UserLogin/v2', () => page.getByTestId('login-submit').click())
      await page.waitForFunction(() => document.querySelector('[data-testid=login-submit]')?.getAttribute('aria-busy') === 'false')
    }
    await page.getByTestId('login-captcha').waitFor()
    const first = await page.getByTestId('login-captcha-image').locator('img').getAttribute('src')
    const fresh = await answerOf(page, 'Login/GetVerifyCodeV2', () => page.getByTestId('login-captcha-image').click())
    await page.waitForFunction((old) => document.querySelector('[data-testid=login-captcha-image] img')?.getAttribute('src') !== old, first)
    await shot(page, 'auth-captcha')
    await input(page, 'login-password').fill(acct.password)
    await input(page, 'login-captcha').fill(fresh.ResultData.DevCode)
    await page.getByTestId('login-submit').click()
    await waitHome(page)
  } finally {
    await context.close()
  }
})

test('the agreement must be ticked: refused with a message, everything typed stays', async () => {
  const { page, context } = await phone(browser)
  try {
    await openLogin(page)
    await input(page, 'login-username').fill('employee01')
    await input(page, 'login-password').fill(PASSWORD)
    let called = false
    page.on('request', (r) => r.url().includes('Login/UserLogin') && (called = true))
    assert.equal(await page.getByTestId('login-agree').getAttribute('aria-checked'), 'false')
    await page.getByTestId('login-submit').click()
    await toast(page).waitFor()
    assert.match(await toast(page).textContent(), /用户协议/)
    await shot(page, 'auth-agreement-required')
    assert.equal(called, false, 'no sign-in call without the agreement')
    assert.match(page.url(), /#\/login/)
    assert.equal(await input(page, 'login-username').inputValue(), 'employee01')
    assert.equal(await input(page, 'login-password').inputValue(), PASSWORD)
    // Ticking it clears the message and the same form signs in.
    await page.getByTestId('login-agree').click()
    assert.equal(await page.getByTestId('login-agree').getAttribute('aria-checked'), 'true')
    await page.getByTestId('login-submit').click()
    await waitHome(page)
  } finally {
    await context.close()
  }
})

test('SMS sign-in: a code typed before fetching is refused; the fetched code signs in', async () => {
  const acct = await registerViaApi('sms')
  const { page, context } = await phone(browser)
  try {
    await openLogin(page)
    await page.getByTestId('login-mode-sms').click()
    // The country code sheet lists the server's codes; +86 is the default and stays chosen.
    await page.getByTestId('login-country').click()
    await page.getByRole('option', { name: /\+852/ }).waitFor()
    await shot(page, 'auth-country-picker')
    await page.getByRole('option', { name: /\+86(?!\d)/ }).click()
    assert.equal((await page.getByTestId('login-country').textContent()).trim(), '+86')
    await input(page, 'login-phone').fill(acct.phone)
    await input(page, 'login-code').pressSequentially('1')
    await page.getByTestId('login-code').getByText('请先获取验证码').waitFor()
    assert.equal(await input(page, 'login-code').inputValue(), '')
    const sent = await answerOf(page, 'Login/GetPhoneVerifyCode', () => page.getByTestId('login-get-code').click())
    assert.equal(sent.IsSuccess, true)
    assert.match(sent.ResultData.DevCode, /^\d{6}$/)
    await page
      .getByTestId('login-get-code')
      .getByText(/\d+ 秒/)
      .waitFor()
    assert.equal(await page.getByTestId('login-get-code').getAttribute('aria-disabled'), 'true')
    await input(page, 'login-code').fill(sent.ResultData.DevCode)
    await page.getByTestId('login-agree').click()
    await shot(page, 'auth-sms')
    await page.getByTestId('login-submit').click()
    await waitHome(page)
    assert.deepEqual(page.errors, [])
  } finally {
    await context.close()
  }
})

test('forgot password by phone: code, ticket, new password, then sign in with it', async () => {
  const acct = await registerViaApi('forgot')
  const newPassword = 'Fresh2026b'
  const { page, context } = await phone(browser)
  try {
    await openLogin(page)
    await page.getByTestId('login-forgot').click()
    await page.getByTestId('recovery-phone').waitFor()
    await shot(page, 'auth-recovery')
    await page.getByTestId('recovery-phone').click()
    await input(page, 'fp-phone').fill(acct.phone)
    await shot(page, 'auth-forgot-step1')
    const sent = await answerOf(page, 'user/getForgotPasswordVerificationCode', () => page.getByTestId('fp-send').click())
    assert.equal(sent.IsSuccess, true)
    await page.waitForURL(/#\/forgetPasswordStep2/)
    await page.getByTestId('fp-target').getByText(sent.ResultData.MaskedTarget).waitFor()
    await input(page, 'fp-code').fill(sent.ResultData.DevCode)
    await shot(page, 'auth-forgot-step2')
    await page.getByTestId('fp-next').click()
    await page.waitForURL(/#\/forgetPasswordStep3/)
    await input(page, 'fp-password').fill(newPassword)
    await input(page, 'fp-confirm').fill('Other2026c')
    await page.getByTestId('fp-submit').click()
    await page.getByTestId('fp-confirm').getByText('两次输入的密码不一致', { exact: false }).waitFor()
    await input(page, 'fp-confirm').fill(newPassword)
    await shot(page, 'auth-forgot-step3')
    await page.getByTestId('fp-submit').click()
    await page.waitForURL(/#\/login/)
    await toast(page).getByText('密码已重置').waitFor()
    // One toast at a time (docs/order-states.md): let the notice go before reading the next one.
    await toast(page).waitFor({ state: 'hidden', timeout: 6000 })
    await signIn(page, acct.userName, acct.password)
    await toast(page).getByText('用户名或密码错误').waitFor()
    await signIn(page, acct.userName, newPassword)
    await waitHome(page)
  } finally {
    await context.close()
  }
})

test('recovery steps 2 and 3 without their state send the user back to step 1', async () => {
  const { page, context } = await phone(browser)
  try {
    await open(page, '/forgetPasswordStep3')
    await page.waitForURL(/#\/forgetPasswordStep1/)
    await page.getByTestId('fp-phone').waitFor()
    await open(page, '/forgetPasswordStep2?mobile=123')
    await page.waitForURL(/#\/forgetPasswordStep1/)
    await page.getByTestId('fp-phone').waitFor()
  } finally {
    await context.close()
  }
})

test('forgot password by e-mail: code, new password, sign in with it', async () => {
  const acct = await registerViaApi('mail')
  const newPassword = 'Mailed2026d'
  const { page, context } = await phone(browser, { locale: 'en-US' })
  try {
    await open(page, '/forgetPasswordEmail')
    await input(page, 'email-email').fill(acct.email)
    const sent = await answerOf(page, 'user/getForgotPasswordCode/v2', () => page.getByTestId('email-get-code').click())
    assert.equal(sent.IsSuccess, true)
    await input(page, 'email-code').fill(sent.ResultData.DevCode)
    await input(page, 'email-password').fill(newPassword)
    await input(page, 'email-confirm').fill(newPassword)
    await shot(page, 'auth-forgot-email-en')
    await page.getByTestId('email-submit').click()
    await page.waitForURL(/#\/login/)
    await signIn(page, acct.userName, newPassword)
    await waitHome(page)
  } finally {
    await context.close()
  }
})

test('register a company: inline errors first, the phone code, then signed in as its administrator', async () => {
  const { page, context } = await phone(browser)
  const n = `${RUN}reg`.slice(-12)
  const digits = String(Date.now()).slice(-8)
  try {
    await openLogin(page)
    await page.getByTestId('login-register').click()
    await page.getByTestId('register-submit').waitFor()
    // A code typed before one was asked for is refused: the field stays empty and says why.
    await input(page, 'register-code').pressSequentially('1')
    await page.getByTestId('register-code').getByText('请先获取验证码').waitFor()
    assert.equal(await input(page, 'register-code').inputValue(), '')
    // 'Get code' without a phone names the phone and sends nothing.
    let sends = 0
    page.on('request', (r) => r.url().includes('sendMobileVerificationCode') && (sends += 1))
    await page.getByTestId('register-get-code').click()
    await page.getByTestId('register-phone').getByText('请输入手机号').waitFor()
    assert.equal(sends, 0, 'no code call without a valid phone')
    // 'Get code' scrolled the page to the phone field; a press that lands while it still moves
    // can miss the button (once in four clean runs), so a person would press again.
    const companyError = page.getByTestId('register-company').getByText('请输入企业名称')
    for (let i = 0; i < 3 && !(await companyError.isVisible()); i++) {
      await page.getByTestId('register-submit').click()
      await companyError.waitFor({ timeout: 5000 }).catch(() => undefined)
    }
    await companyError.waitFor()
    await shot(page, 'auth-register-errors')
    await input(page, 'register-company').fill(`差旅测试${n}有限公司`)
    await input(page, 'register-contact').fill('王测试')
    await input(page, 'register-phone').fill(`137${digits}`)
    const sent = await answerOf(page, 'mobileverification/sendMobileVerificationCode', () => page.getByTestId('register-get-code').click())
    assert.equal(sent.IsSuccess, true, sent.ErrMsg)
    assert.match(sent.ResultData.DevCode, /^\d{6}$/)
    assert.equal(sent.ResultData.MaskedTarget, `+86 137****${digits.slice(-4)}`)
    await page
      .getByTestId('register-get-code')
      .getByText(/\d+ 秒/)
      .waitFor()
    assert.equal(await page.getByTestId('register-get-code').getAttribute('aria-disabled'), 'true')
    await page.getByTestId('register-code').getByText(`验证码已发送至 ${sent.ResultData.MaskedTarget}`).waitFor()
    // One toast at a time (docs/order-states.md): let 'code sent' go, so the registration's toast can show.
    await toast(page).waitFor({ state: 'hidden', timeout: 6000 })
    await input(page, 'register-code').fill(sent.ResultData.DevCode)
    await input(page, 'register-email').fill(`admin.${n}@e2e.example`)
    await input(page, 'register-username').fill(`admin.${n}`)
    await input(page, 'register-password').fill('Admin2026e')
    await input(page, 'register-confirm').fill('Admin2026e')
    await page.getByTestId('register-agree').click()
    await page.getByTestId('register-phone').evaluate((el) => el.scrollIntoView({ block: 'start' }))
    await shot(page, 'auth-register-filled')
    const answer = await answerOf(page, 'addRegisterCompany', () => page.getByTestId('register-submit').click())
    assert.equal(answer.IsSuccess, true, answer.ErrMsg)
    assert.equal(answer.ResultData.CompanyName, `差旅测试${n}有限公司`)
    await waitHome(page)
    await toast(page).getByText(answer.ResultData.CompanyCode).waitFor()
    await shot(page, 'auth-register-done')
    // The new administrator's session works for signed-in calls.
    const init = await page.evaluate(async () => {
      const token = localStorage.getItem('token')
      const r = await fetch('/api/home/loadInitInfo/v2', { method: 'POST', headers: { 'content-type': 'application/json', Token: token ?? '' }, body: '{}' })
      return r.json()
    })
    assert.equal(init.IsSuccess, true)
    assert.equal(init.ResultData.PersonalInfor.IsAdmin, true)
  } finally {
    await context.close()
  }
})

test('register in English: a taken phone gets no code, a wrong code creates nothing, the right one registers', async () => {
  const { page, context } = await phone(browser, { locale: 'en-US' })
  const n = `${RUN}regen`.slice(-12)
  const digits = String(Date.now() + 7).slice(-8)
  const company = `E2E Register ${n} Ltd`
  try {
    await open(page, '/register')
    await page.getByTestId('register-submit').getByText('Register').waitFor()
    await input(page, 'register-company').fill(company)
    await input(page, 'register-contact').fill('Alex Tester')
    // A phone an account already uses (employee01's): the server says so and the button stays ready.
    await input(page, 'register-phone').fill('13800000001')
    const taken = await answerOf(page, 'mobileverification/sendMobileVerificationCode', () => page.getByTestId('register-get-code').click())
    assert.equal(taken.IsSuccess, false)
    assert.equal(taken.ErrorCode, 1008)
    await toast(page).getByText(taken.ErrMsg).waitFor()
    await page.getByTestId('register-get-code').getByText('Get code').waitFor()
    assert.equal(await page.getByTestId('register-get-code').getAttribute('aria-disabled'), 'false')
    await toast(page).waitFor({ state: 'hidden', timeout: 6000 })

    await input(page, 'register-phone').fill(`136${digits}`)
    const sent = await answerOf(page, 'mobileverification/sendMobileVerificationCode', () => page.getByTestId('register-get-code').click())
    assert.equal(sent.IsSuccess, true, sent.ErrMsg)
    await page
      .getByTestId('register-get-code')
      .getByText(/^\d+s$/)
      .waitFor()
    await toast(page).waitFor({ state: 'hidden', timeout: 6000 })
    const wrong = sent.ResultData.DevCode === '000000' ? '111111' : '000000'
    await input(page, 'register-code').fill(wrong)
    await input(page, 'register-email').fill(`en.${n}@e2e.example`)
    await input(page, 'register-username').fill(`en.${n}`)
    await input(page, 'register-password').fill('Admin2026g')
    await input(page, 'register-confirm').fill('Admin2026g')
    await page.getByTestId('register-agree').click()
    await page.getByTestId('register-phone').evaluate((el) => el.scrollIntoView({ block: 'start' }))
    await shot(page, 'auth-register-code-en')
    const refused = await answerOf(page, 'addRegisterCompany', () => page.getByTestId('register-submit').click())
    assert.equal(refused.IsSuccess, false)
    assert.equal(refused.ErrorCode, 1007)
    await toast(page).getByText(refused.ErrMsg).waitFor()
    await shot(page, 'auth-register-wrong-code-en')
    assert.match(page.url(), /#\/register/)
    assert.equal(await input(page, 'register-code').inputValue(), wrong, 'what was typed stays')
    // Nothing was created: the user name is still free.
    const check = await post('api/Login/CheckUserName', { UserName: `en.${n}` })
    assert.equal(check.ResultData.Exists, false)
    await toast(page).waitFor({ state: 'hidden', timeout: 6000 })

    await input(page, 'register-code').fill(sent.ResultData.DevCode)
    const answer = await answerOf(page, 'addRegisterCompany', () => page.getByTestId('register-submit').click())
    assert.equal(answer.IsSuccess, true, answer.ErrMsg)
    await waitHome(page)
    await toast(page).getByText(answer.ResultData.CompanyCode).waitFor()
    assert.deepEqual(page.errors, [])
  } finally {
    await context.close()
  }
})

test('change password while signed in, then sign in with the new one', async () => {
  const acct = await registerViaApi('change')
  const newPassword = 'Changed2026f'
  const { page, context } = await phone(browser)
  try {
    // Signed out, the page sends us to login and is remembered; signing in comes back to it.
    await open(page, '/personal/resetPassword')
    await page.waitForURL(/#\/login/)
    await input(page, 'login-username').fill(acct.userName)
    await input(page, 'login-password').fill(acct.password)
    await page.getByTestId('login-agree').click()
    await page.getByTestId('login-submit').click()
    await page.waitForURL(/#\/personal\/resetPassword/)
    await page.getByTestId('reset-submit').waitFor()
    await input(page, 'reset-old').fill(acct.password)
    await input(page, 'reset-new').fill(acct.password)
    await input(page, 'reset-confirm').fill(acct.password)
    await page.getByTestId('reset-submit').click()
    await page.getByTestId('reset-new').getByText('新密码不能与原密码相同', { exact: false }).waitFor()
    await input(page, 'reset-new').fill(newPassword)
    await input(page, 'reset-confirm').fill(newPassword)
    await shot(page, 'auth-change-password')
    await page.getByTestId('reset-submit').click()
    await page.waitForURL(/#\/login/)
    await toast(page).getByText('密码已修改').waitFor()
    await signIn(page, acct.userName, newPassword)
    await waitHome(page)
  } finally {
    await context.close()
  }
})

test('the language chip switches the login page to English without a reload', async () => {
  const { page, context } = await phone(browser)
  try {
    await openLogin(page)
    assert.equal((await page.getByTestId('login-submit').textContent()).trim(), '登录')
    await page.evaluate(() => (window.__noReload = true))
    await page.getByTestId('login-language').click()
    await page.getByRole('option', { name: 'English' }).click()
    await page.getByTestId('login-submit').getByText('Sign in').waitFor()
    assert.equal(await page.evaluate(() => window.__noReload), true, 'no reload')
    assert.ok(await page.getByText('I have read and agree to the').isVisible())
    await shot(page, 'auth-login-en')
    await page.getByTestId('login-mode-sms').click()
    await shot(page, 'auth-login-sms-en')
    // The choice persists: a reload stays in English.
    await page.reload()
    await page.getByTestId('login-submit').getByText('Sign in').waitFor()
    await page.getByTestId('login-language').click()
    await page.getByRole('option', { name: '日本語' }).click()
    await page.getByTestId('login-submit').getByText('ログイン').waitFor()
    await shot(page, 'auth-login-ja')
  } finally {
    await context.close()
  }
})

test('a bad sign-in link lands on login with a message; a good one signs in', async () => {
  const acct = await registerViaApi('link')
  const { page, context } = await phone(browser)
  try {
    await open(page, '/callback')
    await page.waitForURL(/#\/login/)
    await toast(page).getByText('登录链接无效').waitFor()
    const login = await (
      await fetch(`${BASE}/api/Login/UserLogin/v2`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ UserName: acct.userName, Password: acct.password }),
      })
    ).json()
    assert.equal(login.IsSuccess, true)
    await open(page, `/callback?token=${encodeURIComponent(login.ResultData.Token)}&loginType=1`)
    await waitHome(page)
  } finally {
    await context.close()
  }
})

test('account switch: /loginSwitch swaps the session to the personal account and lands on home', async () => {
  const acct = await registerViaApi('switch')
  const { page, context } = await phone(browser)
  try {
    await signIn(page, acct.userName, acct.password)
    await waitHome(page)
    const before = await page.evaluate(() => localStorage.getItem('token'))
    await open(page, `/loginSwitch?loginType=2&tmsp=${Date.now()}`)
    await page.waitForFunction((old) => localStorage.getItem('token') && localStorage.getItem('token') !== old, before)
    await waitHome(page)
    assert.equal(await page.evaluate(() => localStorage.getItem('loginType')), '2')
    // The old token stopped working; the new one answers as the personal account.
    const check = await page.evaluate(async (old) => {
      const call = (token) =>
        fetch('/api/home/loadInitInfo/v2', { method: 'POST', headers: { 'content-type': 'application/json', Token: token }, body: '{}' }).then((r) => r.json())
      return [await call(old), await call(localStorage.getItem('token'))]
    }, before)
    assert.equal(check[0].IsSuccess, false)
    assert.equal(check[1].ResultData.PersonalInfor.LoginType, 2)
  } finally {
    await context.close()
  }
})

test('account switch without a session goes to login with a message', async () => {
  const { page, context } = await phone(browser)
  try {
    await open(page, `/loginSwitch?loginType=1&tmsp=${Date.now()}`)
    await page.waitForURL(/#\/login/)
    await toast(page).getByText('账号切换失败').waitFor()
  } finally {
    await context.close()
  }
})
