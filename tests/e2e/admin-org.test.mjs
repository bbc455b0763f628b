// The organisation and the company through the real server, as admin01: a department moved under
// another, the tree and its member's department path following; a role without booking made on
// the role screen and given to employee01 through its holders (the employee role taken away
// through the API), employee01's home then without flights and hotels and both searches refused;
// a cost centre added; a company invoice header with a wrong tax ID refused under the field with
// the text kept, then saved.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, phone, shot, open, signIn, ok, tokenOf, assertText } from './browser.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())

const $ = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
const field = (page, id) => page.locator(`[data-testid="${id}"]:visible input`).first()
/** Screens are looked at once the last toast is gone. */
const settled = (page) => page.locator('[data-testid="toast"]:visible').waitFor({ state: 'hidden' })
const node = (page, code) => page.locator(`[data-testid="department-node"][data-code="${code}"]:visible`)

test('admin01 moves a department, makes a role without booking for employee01, adds a cost centre and a company invoice header', async () => {
  const admin = await phone(browser)
  const page = admin.page
  await signIn(page, 'admin01')
  await $(page, 'home-greeting').waitFor()

  // Departments: 移动研发部 (under 技术研发中心) moves under 市场营销中心.
  await open(page, '/management')
  await $(page, 'manage-entry-orgDepartments').click()
  await $(page, 'department-tree').waitFor()
  await node(page, 'HY-RD').getByTestId('department-toggle').click()
  await node(page, 'HY-RD-MOB').getByTestId('department-open').click()
  await $(page, 'department-sheet').waitFor()
  const memberPath = page.locator('[data-testid="department-member"]:visible', { hasText: '张伟' }).getByTestId('department-member-path')
  await assertText(memberPath, /技术研发中心 \/ 移动研发部$/)
  await $(page, 'department-move').click()
  // The choices are outside its own branch only: not itself, and not its present parent.
  const picker = page.locator('[data-testid="department-move-picker"]:visible')
  await picker.locator('[data-testid^="department-move-picker-item-"]').first().waitFor()
  assert.equal(await picker.locator('[data-testid^="department-move-picker-item-"]', { hasText: '移动研发部' }).count(), 0)
  await picker.locator('[data-testid^="department-move-picker-item-"]', { hasText: '市场营销中心' }).first().click()
  await page.waitForFunction(() =>
    /市场营销中心 \/ 移动研发部$/.test([...document.querySelectorAll('[data-testid="department-member-path"]')].map((e) => e.textContent).join('\n')),
  )
  await assertText(memberPath, /市场营销中心 \/ 移动研发部$/)
  await $(page, 'department-sheet').locator('.sheet__close').click()
  // The tree: 移动研发部 is now a child of 市场营销中心 (one level deeper, right after it and its own children).
  await node(page, 'HY-RD-MOB').waitFor()
  const order = await page.locator('[data-testid="department-node"]:visible').evaluateAll((els) => els.map((e) => `${e.dataset.depth}:${e.dataset.code}`))
  const mkt = order.indexOf('1:HY-MKT')
  assert.ok(mkt >= 0 && order.slice(mkt + 1).some((x) => x === '2:HY-RD-MOB'), order.join(' '))
  assert.ok(!order.slice(order.indexOf('1:HY-RD') + 1, mkt).includes('2:HY-RD-MOB'), order.join(' '))
  await settled(page)
  await shot(page, 'admin-org-1-departments-zh')
  const person = (await ok('employee/getEmployees', { Keyword: '张伟' }, await tokenOf('admin01'))).Items[0]
  const tree = (await ok('department/list', {}, await tokenOf('admin01'))).Items
  assert.equal(tree.find((d) => d.Id === person.DepartmentId).ParentId, tree.find((d) => d.Code === 'HY-MKT').Id)

  // Roles: a role that may see trips but not book, given to employee01 through its holders.
  await open(page, '/business/role')
  await $(page, 'role-add').click()
  await $(page, 'role-sheet').waitFor()
  await field(page, 'rf-Code').fill('no-booking')
  await field(page, 'rf-name-zh-CN').fill('仅查看行程')
  await field(page, 'rf-name-en').fill('Trips only')
  await $(page, 'power-mine-trips').click()
  await $(page, 'power-mine-orders').click()
  assert.equal(await $(page, 'power-booking-flight').getAttribute('aria-checked'), 'false')
  await shot(page, 'admin-org-2-role-zh')
  await $(page, 'role-save').click()
  const role = page.locator('[data-testid="role-item"][data-code="no-booking"]:visible')
  await role.waitFor()
  await role.getByTestId('role-holders').click()
  await $(page, 'holders-add').click()
  await $(page, 'holders-picker-search').locator('input').fill('张伟')
  await page.locator('[data-testid="holders-picker"]:visible [data-testid^="holders-picker-item-"]', { hasText: '张伟' }).first().click()
  await $(page, 'holders-picker-done').click()
  await page.locator('[data-testid="holder"]:visible', { hasText: '张伟' }).waitFor()
  const token = await tokenOf('admin01')
  const employeeRole = (await ok('role/getRoles', {}, token)).Items.find((r) => r.Code === 'employee')
  await ok('role/unbindPersons', { RoleId: employeeRole.RoleId, PersonIds: [person.PersonId] }, token)

  // employee01, in English: no flight or hotel booking on home, and the flight search refused.
  const member = await phone(browser, { locale: 'en-US' })
  await signIn(member.page, 'employee01')
  await $(member.page, 'home-greeting').waitFor()
  await $(member.page, 'entry-trips').waitFor()
  for (const e of ['flight', 'hotel', 'intlFlight', 'train']) assert.equal(await member.page.locator(`[data-testid="entry-${e}"]:visible`).count(), 0, e)
  await shot(member.page, 'admin-org-3-home-without-booking-en')
  await open(member.page, '/planeTicket/query')
  await $(member.page, 'flight-no-permission').waitFor()
  await open(member.page, '/module/hotel/query')
  await $(member.page, 'hotel-no-permission').waitFor()
  assert.deepEqual(member.page.errors, [])
  await member.context.close()

  // A cost centre added.
  await open(page, '/business/cost')
  await $(page, 'catalog-total').waitFor()
  await $(page, 'catalog-add').click()
  await field(page, 'nf-Name').fill('海外市场')
  await field(page, 'nf-Code').fill('CC-OVS')
  await $(page, 'catalog-sheet-save').click()
  await page.locator('[data-testid="catalog-item"][data-code="CC-OVS"]:visible', { hasText: '海外市场' }).waitFor()

  // A company invoice header: a tax ID with a wrong check character is refused under the field, the text kept.
  await open(page, '/business/invoice')
  await $(page, 'company-header-add').waitFor()
  await $(page, 'company-header-add').click()
  await field(page, 'ih-Title').fill('恒远科技有限公司')
  await field(page, 'ih-TaxNo').fill('91350100M000100Y44')
  await $(page, 'company-header-save').click()
  await page.locator('[data-testid="ih-TaxNo"]:visible .form-row__error').waitFor()
  assert.equal(await field(page, 'ih-TaxNo').inputValue(), '91350100M000100Y44')
  assert.equal(await field(page, 'ih-Title').inputValue(), '恒远科技有限公司')
  await settled(page)
  await shot(page, 'admin-org-4-tax-id-refused-zh')
  await field(page, 'ih-TaxNo').fill('91350100M000100Y43')
  await $(page, 'company-header-save').click()
  await page.locator('[data-testid="company-header"]:visible', { hasText: '91350100M000100Y43' }).waitFor()
  assert.deepEqual(page.errors, [])
  await admin.context.close()
})
