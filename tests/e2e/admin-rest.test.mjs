// Company administration, the rest of it: an employee binds WeChat Work through the link admin01
// made for them (signing in first, in a browser of their own), and the same link later says it was used.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, phone, shot, open, signIn, ok, tokenOf, until, BASE, assertText } from './browser.mjs'

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
  await assertText($(emp.page, 'bind-info'), /WeChat Work/)
  await assertText($(emp.page, 'bind-info'), /张伟/)
  // No userid from the messenger's page: the employee types it, checked under the field.
  const field = emp.page.locator('[data-testid="bind-account"]:visible input')
  await field.fill('zhang wei')
  await field.blur()
  await emp.page.locator('[data-testid="bind-account"]:visible .form-row__error', { hasText: 'letters, digits' }).waitFor()
  await shot(emp.page, 'admin-rest-1-bind-en')
  await field.fill('zhangwei.hy')
  await $(emp.page, 'bind-confirm').click()
  await $(emp.page, 'bind-bound').waitFor()
  await assertText($(emp.page, 'bind-bound'), /zhangwei\.hy/)
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

test("admin01 changes an employee's mobile and rank and reads the change, before and after, in the change log", async () => {
  const admin = await tokenOf('admin01')
  const before = (await ok('employee/getEmployees', { Keyword: 'HY0003' }, admin)).Items[0]
  const detail = await ok('employee/getEmployee', { PersonId: before.PersonId }, admin)
  const r2 = (await ok('rank/list', {}, admin)).Items.find((r) => r.Code === 'R2')
  const mobile = '13800009917'

  const en = await phone(browser, { locale: 'en-US' })
  await signIn(en.page, 'admin01')
  await $(en.page, 'home-greeting').waitFor()
  await open(en.page, '/business/staff')
  await $(en.page, 'person').waitFor()
  await $(en.page, 'people-search').locator('input').fill('HY0003')
  const row = en.page.locator('[data-testid="person"]:visible', { hasText: 'HY0003' })
  await row.waitFor()
  await row.getByTestId('person-edit').click()
  await $(en.page, 'person-sheet').waitFor()
  await en.page.locator('[data-testid="pf-Mobile"]:visible input').fill(mobile)
  await $(en.page, 'pf-RankId').click()
  await en.page.locator(`[data-testid="rank-sheet"] [data-value="${r2.Id}"]:visible`).click()
  await $(en.page, 'person-save').click()
  await $(en.page, 'person-sheet').waitFor({ state: 'hidden' })

  // From the employee's form to their history: the edit on top, mobile and rank before → after.
  await row.getByTestId('person-edit').click()
  await $(en.page, 'pf-history').click()
  await $(en.page, 'audit-scope').waitFor()
  await assertText($(en.page, 'audit-scope'), /History of 张伟/)
  const top = en.page.locator('[data-testid="audit-entry"]:visible').first()
  await top.waitFor()
  assert.equal(await top.getAttribute('data-action'), 'edit')
  await assertText(top, /Edited · Employee/)
  await assertText(top, /by 刘洋/)
  assert.equal((await top.locator('[data-field="mobile"]').innerText()).replace(/\s+/g, ' '), `Mobile ${detail.Mobile} → ${mobile}`)
  assert.match((await top.locator('[data-field="rank_name"]').innerText()).replace(/\s+/g, ' '), new RegExp(`^Rank ${detail.RankName} → ${r2.Name}$`))
  assert.equal(await top.locator('[data-field="rank_id"]').count(), 0, 'the id is left out beside its name')
  await shot(en.page, 'admin-rest-4-history-en')

  // The whole log from the Manage tab, filtered by kind of record.
  await open(en.page, '/management')
  await $(en.page, 'manage-entry-auditLog').click()
  await $(en.page, 'audit-filter').waitFor()
  await $(en.page, 'audit-filter').locator('[data-value="MessengerBinding"]').click()
  await until(async () => (await en.page.locator('[data-testid="audit-entry"]:visible:not([data-entity="MessengerBinding"])').count()) === 0, {
    what: 'binding entries only',
  })
  await en.page.locator('[data-testid="audit-entry"][data-action="accept:wechatwork"]:visible', { hasText: '张伟' }).waitFor()
  await shot(en.page, 'admin-rest-5-log-en')

  assert.deepEqual(en.page.errors, [])
  await en.context.close()
})

test('a booking scope of chosen people shows them by name and department; one removed and saved is gone', async () => {
  const admin = await tokenOf('admin01')
  const find = async (no) => (await ok('employee/getEmployees', { Keyword: no }, admin)).Items[0]
  const [zhang, liu, li] = [await find('HY0003'), await find('HY0005'), await find('李娜')]
  const scope = (ids) => ({ Kind: 'Staff', DepartmentIds: [], StaffIds: ids })
  const self = { Kind: 'Self', DepartmentIds: [], StaffIds: [] }
  await ok(
    'employee/saveViewAndBooking',
    { PersonId: zhang.PersonId, BookingScope: { Flight: scope([liu.PersonId, li.PersonId]), Hotel: self, Train: self }, ViewScope: null },
    admin,
  )

  const zh = await phone(browser)
  await signIn(zh.page, 'admin01')
  await $(zh.page, 'home-greeting').waitFor()
  await open(zh.page, `/business/staff/viewAndBooking?personId=${zhang.PersonId}`)
  const chosen = zh.page.locator('[data-testid="scope-chosen-BookingScope-Flight"]:visible [data-testid="scope-chosen"]')
  await chosen.filter({ hasText: '刘洋' }).waitFor()
  await chosen.filter({ hasText: '李娜' }).waitFor()
  assert.match(await chosen.filter({ hasText: '刘洋' }).innerText(), new RegExp(liu.DepartmentName))
  await shot(zh.page, 'admin-rest-6-scope-names-zh')
  await chosen.filter({ hasText: '刘洋' }).getByTestId('scope-chosen-remove').click()
  await chosen.filter({ hasText: '刘洋' }).waitFor({ state: 'detached' })
  await $(zh.page, 'scope-save').click()
  await until(async () => (await ok('employee/getViewAndBooking', { PersonId: zhang.PersonId }, admin)).BookingScope.Flight.StaffIds.length === 1, {
    what: 'one person left in the scope',
  })
  assert.deepEqual((await ok('employee/getViewAndBooking', { PersonId: zhang.PersonId }, admin)).BookingScope.Flight.StaffIds, [li.PersonId])
  assert.deepEqual(zh.page.errors, [])
  await zh.context.close()
})
