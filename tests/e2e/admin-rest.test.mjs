// Company administration, the rest of it: an employee binds WeChat Work through the link admin01
// made for them (signing in first, in a browser of their own), and the same link later says it was used.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, phone, shot, open, signIn, BASE } from './browser.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())

const $ = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()

test('admin01 makes a WeChat Work binding link for employee01, who signs in, binds with an id, and finds the link used afterwards', async () => {
  const admin = await phone(browser)
  await signIn(admin.page, 'admin01')
  await $(admin.page, 'home-greeting').waitFor()
  await open(admin.page, '/business/wechatStaff')
  await $(admin.page, 'messenger-user').waitFor()
  await $(admin.page, 'messenger-search').locator('input').fill('HY0003')
  const zhang = admin.page.locator('[data-testid="messenger-user"]:visible', { hasText: 'HY0003' })
  await zhang.waitFor()
  await zhang.getByTestId('messenger-invite').click()
  const url = (await $(admin.page, 'binding-url').innerText()).trim()
  // The link carries the site's absolute address, as the QR code does.
  assert.ok(url.startsWith(`${BASE}/#/messengerBind?messenger=wechatwork&token=`), url)
  assert.ok(Number(await $(admin.page, 'binding-qr').getAttribute('data-size')) >= 25, 'a QR code of the whole address')
  await $(admin.page, 'toast').waitFor({ state: 'hidden' })

  // employee01 opens it signed out: the sign-in page first, then back on the binding page.
  const emp = await phone(browser, { locale: 'en-US' })
  await emp.page.goto(url)
  await $(emp.page, 'login-submit').waitFor()
  await emp.page.getByTestId('login-username').locator('input').fill('employee01')
  await emp.page.getByTestId('login-password').locator('input').fill('Travel2026')
  const agree = emp.page.getByTestId('login-agree')
  if ((await agree.getAttribute('aria-checked')) !== 'true') await agree.click()
  await $(emp.page, 'login-submit').click()
  await $(emp.page, 'bind-info').waitFor()
  assert.match(await $(emp.page, 'bind-info').innerText(), /WeChat Work/)
  assert.match(await $(emp.page, 'bind-info').innerText(), /张伟/)
  // No userid from the messenger's page: the employee types it, checked under the field.
  const field = emp.page.locator('[data-testid="bind-account"]:visible input')
  await field.fill('zhang wei')
  await field.blur()
  await emp.page.locator('[data-testid="bind-account"]:visible .form-row__error', { hasText: 'letters, digits' }).waitFor()
  await shot(emp.page, 'admin-rest-1-bind-en')
  await field.fill('zhangwei.hy')
  await $(emp.page, 'bind-confirm').click()
  await $(emp.page, 'bind-bound').waitFor()
  assert.match(await $(emp.page, 'bind-bound').innerText(), /zhangwei\.hy/)
  await shot(emp.page, 'admin-rest-2-bound-en')

  // admin01's list shows employee01 bound with that id.
  await admin.page.reload()
  await $(admin.page, 'messenger-tab').locator('[data-value="Bound"]').click()
  await admin.page.locator('[data-testid="messenger-user"][data-state="Bound"]:visible', { hasText: 'zhangwei.hy' }).waitFor()

  // The same link again: used, said in words.
  await emp.page.goto('about:blank')
  await emp.page.goto(url)
  await $(emp.page, 'bind-used').waitFor()
  await shot(emp.page, 'admin-rest-3-used-en')

  for (const x of [admin, emp]) assert.deepEqual(x.page.errors, [])
  await Promise.all([admin, emp].map((x) => x.context.close()))
})
