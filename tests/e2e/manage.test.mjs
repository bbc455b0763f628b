// The Manage tab's approval settings through the real server: admin01 changes the approval
// time limit and finds it again after a reload; creates a template with a designated approver,
// binds a colleague, is told to unbind before deleting, unbinds and deletes it; adds a colleague
// to the approval whitelist and removes them. employee01 has no management right and sees no
// approval-settings entries. Screenshots in Chinese and English.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, PASSWORD, assertText, launch, shot, open, signedIn } from './browser.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())

async function ok(path, body, token = '') {
  const r = await fetch(`${BASE}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Token: token, Version: '8.10.1', LanguageType: '1' },
    body: JSON.stringify(body),
  })
  const j = await r.json()
  if (!j.IsSuccess) throw new Error(`${path}: ${j.ErrorCode} ${j.ErrMsg}`)
  return j.ResultData
}
const adminToken = async () => (await ok('Login/UserLogin/v2', { UserName: 'admin01', Password: PASSWORD })).Token

// Pages left behind in the stack keep their elements: always read the visible one.
const $ = (page, id) => page.getByTestId(id).filter({ visible: true }).first()
const toast = (page) => $(page, 'toast')
/** One toast shows at a time and later ones are dropped: wait until none is showing. */
const quiet = (page) =>
  page.waitForFunction(() => ![...document.querySelectorAll('[data-testid="toast"]')].some((e) => e.getClientRects().length > 0), null, { timeout: 6000 })

async function confirmAlert(page) {
  await $(page, 'alert-button-yes').click()
  await page
    .getByTestId('alert')
    .filter({ visible: true })
    .waitFor({ state: 'detached' })
    .catch(() => undefined)
}

test('admin01 changes the approval time limit; it is there after a reload', async () => {
  const token = await adminToken()
  const before = (await ok('vettingsetting/getVettingInitInfo', {}, token)).TimeoutMinutes
  const { context, page } = await signedIn(browser, 'admin01', 'zh-CN')
  try {
    await open(page, '/management')
    await $(page, 'manage-approval-setting').waitFor()
    for (const r of ['approvalRules', 'approvalTemplateList', 'approvalWhitelist']) assert.equal(await $(page, `manage-entry-${r}`).count(), 1, r)
    assert.match(await $(page, 'manage-approval-setting').textContent(), /审批设置/)
    await shot(page, 'manage-1-tab-zh')
    await $(page, 'manage-entry-approvalRules').click()
    await $(page, 'rules-content').waitFor()
    assert.match(await $(page, 'approval-rules').textContent(), /审批时限/)

    // A value out of range is refused with a message and nothing is sent.
    const value = $(page, 'timeout-value').locator('input')
    await value.fill('10')
    await $(page, 'timeout-unit').click()
    await page.getByRole('option', { name: '分钟' }).click()
    await $(page, 'timeout-save').click()
    assert.equal((await $(page, 'timeout-error').textContent()).trim(), '审批时限须在 30 分钟至 30 天之间')
    await shot(page, 'manage-2-rules-invalid-zh')

    await value.fill('3')
    await $(page, 'timeout-unit').click()
    await page.getByRole('option', { name: '小时' }).click()
    await $(page, 'timeout-save').click()
    await page.waitForSelector('[data-testid="rules-content"][data-timeout="180"]')
    assert.equal((await toast(page).textContent()).trim(), '已保存')
    await shot(page, 'manage-3-rules-saved-zh')

    await page.reload()
    await page.waitForSelector('[data-testid="rules-content"][data-timeout="180"]')
    assert.equal(await $(page, 'timeout-value').locator('input').inputValue(), '3')
    assert.equal(await $(page, 'timeout-unit').getAttribute('data-unit'), 'hours')
    assert.equal((await ok('vettingsetting/getVettingInitInfo', {}, token)).TimeoutMinutes, 180)
    assert.deepEqual(page.errors, [])
  } finally {
    await context.close()
    await ok('vettingsetting/saveVettingInitInfo', { TimeoutMinutes: before }, token)
  }
})

test('admin01 creates a template with a designated approver, binds a colleague, unbinds and deletes it', async () => {
  const { context, page } = await signedIn(browser, 'admin01', 'en')
  const name = `E2E template ${Date.now() % 100000}`
  await open(page, '/management')
  await $(page, 'manage-entry-approvalTemplateList').click()
  await $(page, 'templates-list').waitFor()
  assert.match(await $(page, 'templates-list').textContent(), /Default/)
  await shot(page, 'manage-4-templates-en')

  await $(page, 'templates-add').click()
  await $(page, 'edit-save').waitFor()
  // Saving with a designated level without an approver names the problem.
  await $(page, 'edit-level-1-kind-Designated').click()
  await $(page, 'edit-save').click()
  assert.equal((await $(page, 'edit-name-error').textContent()).trim(), 'Enter the template name.')
  assert.equal((await $(page, 'edit-level-1-error').textContent()).trim(), 'Level 1: choose exactly 1 designated approver.')
  await shot(page, 'manage-5-template-invalid-en')
  await quiet(page)

  await $(page, 'edit-name').locator('input').fill(name)
  await $(page, 'edit-level-1-add-approver').click()
  const approver = page.locator('[data-testid^="approver-picker-item-"]').first()
  await approver.waitFor()
  const approverName = (await approver.locator('.pick-option__name').textContent()).trim()
  await approver.click()
  await page.locator('[data-testid^="edit-level-1-approver-"]').first().waitFor()
  assert.equal(await $(page, 'edit-level-1-error').count(), 0)
  await shot(page, 'manage-6-template-edit-en')
  await $(page, 'edit-save').click()

  // Saved: the new template's page with its level and no one bound yet.
  await page.waitForSelector(`[data-testid="details-content"][data-name="${name}"]`)
  assert.match(await $(page, 'details-level-1').textContent(), new RegExp(approverName))
  // The bound people load after the template: wait for their answer, not just the template's.
  await $(page, 'details-persons').getByText('No one is bound yet').waitFor()

  await $(page, 'details-bind-persons').click()
  const person = page.locator('[data-testid^="bind-persons-picker-item-"]').first()
  await person.waitFor()
  const personId = (await person.getAttribute('data-testid')).replace('bind-persons-picker-item-', '')
  await person.click()
  await shot(page, 'manage-7-bind-picker-en')
  await $(page, 'bind-persons-picker-done').click()
  await $(page, `bound-person-${personId}`).waitFor()
  await shot(page, 'manage-8-template-details-en')

  // The approver can be marked out of office on the template and back again.
  await quiet(page)
  const absence = page.locator('[data-testid^="absence-1-"]').filter({ visible: true }).first()
  await absence.click()
  assert.match(await $(page, 'alert').textContent(), new RegExp(`While ${approverName} is out of office`))
  await confirmAlert(page)
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid^="absence-1-"]')].some((e) => e.textContent === 'Set back at work'))
  assert.match(await $(page, 'details-level-1').textContent(), /Out of office/)
  await shot(page, 'manage-8b-approver-absent-en')
  await quiet(page)
  await absence.click()
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid^="absence-1-"]')].some((e) => e.textContent === 'Set out of office'))
  assert.doesNotMatch(await $(page, 'details-level-1').textContent(), /Out of office/)

  // Deleting a template with someone bound is refused with the reason.
  await quiet(page)
  await $(page, 'details-delete').click()
  assert.equal((await toast(page).textContent()).trim(), 'Unbind its employees and items before deleting the template.')
  await quiet(page)

  await $(page, `unbind-person-${personId}`).click()
  await confirmAlert(page)
  await $(page, `bound-person-${personId}`).waitFor({ state: 'detached' })
  await quiet(page)
  await $(page, 'details-delete').click()
  await $(page, 'alert').waitFor()
  assert.match(await $(page, 'alert').textContent(), new RegExp(`Delete “${name}”`))
  await confirmAlert(page)
  await $(page, 'templates-list').waitFor()
  await page.waitForFunction(
    (n) => ![...document.querySelectorAll('[data-testid^="template-"][data-name]')].some((e) => e.getAttribute('data-name') === n),
    name,
  )

  // A custom-item template lists its projects instead of employees.
  await page.locator('[data-testid^="template-"][data-name^="项目审批"]').filter({ visible: true }).first().click()
  await $(page, 'details-items').waitFor()
  await page.waitForTimeout(400) // the page's slide-in
  assert.match(await $(page, 'details-items').textContent(), /PRJ-2026-001/)
  assert.equal(await page.getByTestId('details-persons').filter({ visible: true }).count(), 0)
  await shot(page, 'manage-8c-project-template-en')
  assert.deepEqual(page.errors, [])
  await context.close()
})

test('admin01 adds a colleague to the approval whitelist and removes them', async () => {
  const { context, page } = await signedIn(browser, 'admin01', 'zh-CN')
  await open(page, '/management')
  await $(page, 'manage-entry-approvalWhitelist').click()
  await $(page, 'whitelist-total').waitFor()
  const count = async () => Number((await $(page, 'whitelist-total').textContent()).match(/共 (\d+) 人/)[1])
  const start = await count()
  await shot(page, 'manage-9-whitelist-zh')

  await $(page, 'whitelist-add').click()
  const item = page.locator('[data-testid^="whitelist-picker-item-"]').first()
  await item.waitFor()
  const id = (await item.getAttribute('data-testid')).replace('whitelist-picker-item-', '')
  await item.click()
  assert.equal((await $(page, 'whitelist-picker-done').textContent()).trim(), '确定（1）')
  await shot(page, 'manage-10-whitelist-picker-zh')
  await $(page, 'whitelist-picker-done').click()
  await $(page, `whitelister-${id}`).waitFor()
  assert.equal((await toast(page).textContent()).trim(), '已添加 1 人')
  assert.equal(await count(), start + 1)
  await quiet(page)

  await $(page, `whitelister-remove-${id}`).click()
  assert.match(await $(page, 'alert').textContent(), /移出免审批名单/)
  await shot(page, 'manage-11-whitelist-remove-zh')
  await confirmAlert(page)
  await $(page, `whitelister-${id}`).waitFor({ state: 'detached' })
  assert.equal(await count(), start)
  assert.deepEqual(page.errors, [])
  await context.close()
})

test('employee01 has no management right and sees no approval-settings entries', async () => {
  const { context, page } = await signedIn(browser, 'employee01', 'en')
  await open(page, '/management')
  await $(page, 'manage-no-right').waitFor()
  assert.equal(await page.getByTestId('manage-approval-setting').count(), 0)
  await shot(page, 'manage-12-employee-en')
  // A typed address of an administration page says so, with the way home, and offers nothing of
  // the page (no list to fail to load, no button that the server would refuse).
  for (const url of ['/business/staff', '/business/exchangeRate', '/business/setting/templateEdit']) {
    await open(page, url)
    await assertText($(page, 'page-no-permission'), /You do not have permission to view this page/)
    assert.equal(await page.getByTestId('retry').count(), 0)
  }
  assert.equal(await page.getByText('Add employee').count(), 0)
  await $(page, 'page-no-permission-home').click()
  await page.waitForURL(/#\/home/)
  await context.close()
})
