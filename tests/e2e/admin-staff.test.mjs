// Staff administration through the real server: admin01 adds an employee on a rank whose hotel
// cap is low (the rank and its standard set through the API first); the new employee signs in
// with the first password from the form and their hotel search is out of standard. An import of
// 50 rows with two bad ones is refused with both rows named and nobody imported; corrected, all 50
// are imported. A disabled employee can no longer sign in.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, phone, shot, open, signIn, ok, api, tokenOf, until, assertText } from './browser.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())

const $ = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
const field = (page, id) => page.locator(`[data-testid="${id}"]:visible input`).first()

const MOBILE = '13765430001'
const PASSWORD = 'Welcome2026'

/** 50 people with distinct names, numbers and mobiles; `bad` rows (1-based) get a wrong mobile or e-mail. */
function csv(bad) {
  const surnames = ['赵', '钱', '孙', '李', '周', '吴', '郑', '王', '冯', '陈']
  const given = ['一鸣', '二楠', '三思', '四海', '五洲']
  const rows = ['EmployeeNo,ChName,Mobile,Email,Department,Rank']
  for (let i = 1; i <= 50; i++) {
    const no = `IMP${String(i).padStart(3, '0')}`
    const mobile = bad.includes(i) && i % 2 === 0 ? '12345' : `1376544${String(i).padStart(4, '0')}`
    const email = bad.includes(i) && i % 2 === 1 ? 'not-an-email' : `imp${i}@example.com`
    rows.push([no, surnames[(i - 1) % 10] + given[Math.floor((i - 1) / 10)], mobile, email, 'HY-RD', 'R1'].join(','))
  }
  return Buffer.from('\ufeff' + rows.join('\r\n') + '\r\n', 'utf8')
}

async function importFile(page, name, buffer) {
  const chooser = page.waitForEvent('filechooser')
  await $(page, 'import-pick').click()
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer })
}

test('admin01 adds an employee on a low hotel cap, imports 50 rows all or nothing, and disables the employee', async () => {
  const admin = await tokenOf('admin01')
  // A rank whose hotel cap is ¥50 a night in every city tier: every hotel is over it.
  const rank = await ok('rank/add', { Name: '实习生', NameEn: 'Intern', Code: 'INTERN', Level: 1 }, admin)
  await ok(
    'rank/savePolicy',
    {
      RankId: rank.Id,
      Product: 'Hotel',
      Policy: { TierCaps: [5000, 5000, 5000, 5000], CityCaps: [], IntlCap: 5000, StarCeiling: null },
      Breach: 'AllowWithReason',
    },
    admin,
  )
  const init = await ok('employee/getEmployeeInitData', {}, admin)
  const mob = init.Departments.find((d) => d.Code === 'HY-RD-MOB')
  const cc = init.CostCenters.find((c) => c.Code === 'CC-RD')
  assert.ok(mob && cc, 'the seeded mobile team and its cost centre')

  // admin01 adds 林晓 from the staff screen: a wrong mobile is refused under its field first.
  const a = await phone(browser)
  await signIn(a.page, 'admin01')
  await $(a.page, 'home-greeting').waitFor()
  await open(a.page, '/management')
  await $(a.page, 'manage-entry-staff').click()
  await $(a.page, 'person').waitFor()
  await $(a.page, 'people-add').click()
  await $(a.page, 'person-sheet').waitFor()
  await field(a.page, 'pf-ChName').fill('林晓')
  await field(a.page, 'pf-Mobile').fill('1376543000')
  await field(a.page, 'pf-Email').fill('linxiao@example.com')
  await $(a.page, 'pf-DepartmentId').click()
  await a.page.locator(`[data-testid="department-sheet"] [data-value="${mob.Id}"]:visible`).click()
  await $(a.page, 'pf-CostCenterId').click()
  await a.page.locator(`[data-testid="cost-sheet"] [data-value="${cc.Id}"]:visible`).click()
  await $(a.page, 'pf-RankId').click()
  await a.page.locator(`[data-testid="rank-sheet"] [data-value="${rank.Id}"]:visible`).click()
  await field(a.page, 'pf-Password').fill(PASSWORD)
  await $(a.page, 'person-save').click()
  await a.page.locator('[data-testid="pf-Mobile"]:visible .form-row__error').waitFor()
  assert.equal(await field(a.page, 'pf-ChName').inputValue(), '林晓')
  await field(a.page, 'pf-Mobile').fill(MOBILE)
  await shot(a.page, 'admin-staff-1-add-zh')
  await $(a.page, 'person-save').click()
  await $(a.page, 'person-sheet').waitFor({ state: 'hidden' })
  await $(a.page, 'people-search').locator('input').fill('林晓')
  const added = a.page.locator('[data-testid="person"]:visible', { hasText: '林晓' })
  await added.waitFor()
  await assertText(added, /实习生/)
  await shot(a.page, 'admin-staff-2-list-zh')

  // Their own booking scope: flights for the mobile team only, instead of what their roles give.
  const personId = Number(await added.getAttribute('data-id'))
  await added.getByTestId('person-scope').click()
  await $(a.page, 'scope-person').waitFor()
  await $(a.page, 'scope-follow-BookingScope').click()
  await $(a.page, 'scope-kind-BookingScope-Flight').locator('[data-value="Departments"]').click()
  await $(a.page, 'scope-pick-BookingScope-Flight').click()
  await a.page.locator(`[data-testid="scope-departments"] [data-value="${mob.Id}"]:visible`).click()
  await $(a.page, 'choice-done').click()
  await shot(a.page, 'admin-staff-3-scope-zh')
  await $(a.page, 'scope-save').click()
  await until(async () => (await ok('employee/getViewAndBooking', { PersonId: personId }, admin)).OwnBooking, { what: 'the own booking scope saved' })
  const vb = await ok('employee/getViewAndBooking', { PersonId: personId }, admin)
  assert.deepEqual([vb.BookingScope.Flight.Kind, vb.BookingScope.Flight.DepartmentIds, vb.OwnView], ['Departments', [mob.Id], false])

  // 林晓 signs in with the mobile and the first password: every hotel is over their standard.
  const e = await phone(browser, { locale: 'zh-CN' })
  await signIn(e.page, MOBILE, PASSWORD)
  await $(e.page, 'home-greeting').waitFor()
  await open(e.page, '/module/hotel/query')
  await $(e.page, 'search-hotels').click()
  await $(e.page, 'hotel-row').waitFor()
  const rows = e.page.locator('[data-testid="hotel-row"]:visible')
  assert.ok((await rows.count()) > 0)
  assert.equal(await e.page.locator('[data-testid="hotel-row"]:visible [data-policy="in"]').count(), 0, 'no hotel within ¥50')
  assert.ok((await e.page.locator('[data-testid="hotel-row"]:visible [data-policy="out"]').count()) > 0, 'hotels marked over standard')

  // The import, in English: two bad rows refuse the whole file; corrected, all 50 arrive.
  const en = await phone(browser, { locale: 'en-US' })
  await signIn(en.page, 'admin01')
  await $(en.page, 'home-greeting').waitFor()
  await open(en.page, '/business/staff')
  await $(en.page, 'person').waitFor()
  await $(en.page, 'people-import').click()
  await $(en.page, 'import-template').waitFor()
  await importFile(en.page, 'staff.csv', csv([17, 32]))
  const outcome = $(en.page, 'import-outcome')
  await outcome.waitFor()
  assert.equal(await outcome.getAttribute('data-rejected'), 'true')
  const errors = en.page.locator('[data-testid="import-error"]:visible')
  assert.deepEqual(
    (await errors.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-row'))))).sort((x, y) => x - y),
    [17, 32],
  )
  await assertText(outcome, /2 of 50 rows have problems: nobody was imported/)
  assert.equal((await ok('employee/getEmployees', { Keyword: 'IMP0' }, admin)).Total, 0)
  await $(en.page, 'toast').waitFor({ state: 'hidden' })
  await shot(en.page, 'admin-staff-4-import-rejected-en')
  await importFile(en.page, 'staff-fixed.csv', csv([]))
  await until(async () => (await outcome.getAttribute('data-rejected')) === 'false', { what: 'the corrected import' })
  assert.equal(await outcome.getAttribute('data-imported'), '50')
  assert.equal((await ok('employee/getEmployees', { Keyword: 'IMP0' }, admin)).Total, 50)
  await en.page.locator('[data-testid="import-sheet"] .sheet__close:visible').click()

  // Disabled (after confirming), 林晓 is marked so and cannot sign in any more.
  await $(en.page, 'people-search').locator('input').fill(MOBILE)
  const person = en.page.locator('[data-testid="person"]:visible', { hasText: '林晓' })
  await person.waitFor()
  await person.getByTestId('person-status').click()
  await en.page.locator('[data-testid="alert-button-yes"]:visible').click()
  await en.page.locator('[data-testid="person"][data-status="0"]:visible', { hasText: '林晓' }).waitFor()
  const refused = await api('Login/UserLogin/v2', { UserName: MOBILE, Password: PASSWORD })
  assert.equal(refused.IsSuccess, false)
  // Deleting oneself is refused, and the screen says why in words.
  await $(en.page, 'people-search').locator('input').fill('HY0005')
  const self = en.page.locator('[data-testid="person"]:visible', { hasText: 'HY0005' })
  await self.waitFor()
  await self.getByTestId('person-delete').click()
  await en.page.locator('[data-testid="alert-button-yes"]:visible').click()
  await en.page.locator('[data-testid="alert"]:visible', { hasText: 'must keep at least one active account' }).waitFor()
  await en.page.locator('[data-testid="alert-button-ok"]:visible').click()
  await self.waitFor()

  // WeChat Work: admin01 is bound; an unbound colleague gets a binding link.
  await open(en.page, '/business/wechatStaff')
  await $(en.page, 'messenger-user').waitFor()
  await $(en.page, 'messenger-tab').locator('[data-value="Bound"]').click()
  await en.page.locator('[data-testid="messenger-user"][data-state="Bound"]:visible', { hasText: 'wx_liuyang' }).waitFor()
  await $(en.page, 'messenger-tab').locator('[data-value="Unbound"]').click()
  const users = en.page.locator('[data-testid="messenger-user"]:visible')
  await until(
    async () => (await users.count()) > 0 && (await en.page.locator('[data-testid="messenger-user"]:visible:not([data-state="Unbound"])').count()) === 0,
    { what: 'only unbound employees' },
  )
  await en.page.locator('[data-testid="messenger-user"][data-state="Unbound"]:visible').first().getByTestId('messenger-invite').click()
  await assertText($(en.page, 'binding-url'), /messengerBind\?messenger=wechatwork&token=/)
  await $(en.page, 'toast').waitFor({ state: 'hidden' })
  await shot(en.page, 'admin-staff-5-wechat-link-en')

  const again = await phone(browser)
  await signIn(again.page, MOBILE, PASSWORD)
  await $(again.page, 'toast').waitFor()
  assert.ok(await $(again.page, 'login-submit').isVisible(), 'still on the sign-in page')
  assert.equal(await $(again.page, 'home-greeting').count(), 0)

  for (const x of [a, e, en, again]) assert.deepEqual(x.page.errors, [])
  await Promise.all([a, e, en, again].map((x) => x.context.close()))
})
