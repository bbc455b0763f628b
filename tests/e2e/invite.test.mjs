// Inviting an employee through the real server: admin01 makes a link with its QR code; a person
// opens it without an account and asks to join (a wrong mobile refused on the form first);
// admin01 approves the request and the person is an employee.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, phone, shot, open, signIn, ok, tokenOf, assertText } from './browser.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())

const $ = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()

test('admin01 invites by link and QR code; the person asks to join without an account; admin01 approves', async () => {
  const admin = await phone(browser)
  await signIn(admin.page, 'admin01')
  await $(admin.page, 'home-greeting').waitFor()
  await open(admin.page, '/management')
  await $(admin.page, 'manage-entry-staffInvite').click()
  await $(admin.page, 'invite-page').waitFor()
  await $(admin.page, 'invite-create').click()
  await $(admin.page, 'invite-qr').waitFor()
  const url = (await $(admin.page, 'invite-url').innerText()).trim()
  assert.match(url, /#\/joinCompany\?token=[\w-]{20,}$/)
  assert.ok(Number(await $(admin.page, 'invite-qr').getAttribute('data-size')) >= 21, 'a QR code of the link')
  await shot(admin.page, 'invite-1-link-zh')

  // The invited person, in a browser of their own, not signed in.
  const person = await phone(browser, { locale: 'en-US' })
  await person.page.goto(url)
  await $(person.page, 'join-company').waitFor()
  await assertText($(person.page, 'join-company'), /invites you/)
  await person.page.locator('[data-testid="jf-Name"]:visible input').fill('周明')
  await person.page.locator('[data-testid="jf-Mobile"]:visible input').fill('1391234567')
  await $(person.page, 'join-submit').click()
  await person.page.locator('[data-testid="jf-Mobile"]:visible .form-row__error').waitFor()
  assert.equal(await person.page.locator('[data-testid="jf-Name"]:visible input').inputValue(), '周明')
  await person.page.locator('[data-testid="jf-Mobile"]:visible input').fill('13912345670')
  await person.page.locator('[data-testid="jf-Email"]:visible input').fill('zhouming@example.com')
  await shot(person.page, 'invite-2-join-en')
  await $(person.page, 'join-submit').click()
  await $(person.page, 'join-sent').waitFor()
  await shot(person.page, 'invite-3-sent-en')
  assert.deepEqual(person.page.errors, [])
  await person.context.close()

  // Back with admin01: the request waits; approved, the person is an employee.
  await admin.page.reload()
  const request = admin.page.locator('[data-testid="join-request"][data-state="Pending"]:visible', { hasText: '周明' })
  await request.waitFor()
  await request.getByTestId('join-approve').click()
  await request.waitFor({ state: 'detached' })
  await $(admin.page, 'join-tab').locator('[data-value="Approved"]').click()
  await admin.page.locator('[data-testid="join-request"][data-state="Approved"]:visible', { hasText: '周明' }).waitFor()
  const staff = await ok('employee/getEmployees', { Keyword: '周明' }, await tokenOf('admin01'))
  assert.equal(staff.Items.length, 1)
  assert.deepEqual(admin.page.errors, [])
  await admin.context.close()
})
