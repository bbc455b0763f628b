// Designated approvers through the real server: admin01 opens /business/setting/approvers from the
// approval settings page and sees the seeded pool with each person's templates; trying to remove
// 赵磊, whom the project template names, is refused with that template named; 林涛 (employee01's
// colleague) is added from the employees outside the pool, then picked as the approver of a new
// level in the two-level template, whose picker offers the pool only; 何雪, named nowhere, is
// removed. One screenshot of the pool.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, phone, shot, open, signIn, ok, tokenOf, until } from './browser.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())

// Pages left behind in the stack keep their elements: always read the visible one.
const $ = (page, id) => page.getByTestId(id).filter({ visible: true }).first()
const quiet = (page) =>
  page.waitForFunction(() => ![...document.querySelectorAll('[data-testid="toast"]')].some((e) => e.getClientRects().length > 0), null, { timeout: 6000 })

async function personOf(token, keyword) {
  const r = await ok('vettingsetting/getAppointUnBindPersons', { Keyword: keyword }, token)
  assert.equal(r.Items.length, 1, keyword)
  return r.Items[0].PersonId
}

test('admin01 keeps the designated approvers: refused removal, add, pick in a template, remove', async () => {
  const token = await tokenOf('admin01')
  const pool = await ok('vettingsetting/getAppointVettingPersons', {}, token)
  const id = Object.fromEntries(pool.Items.map((p) => [p.Name, p.PersonId]))
  assert.deepEqual(Object.keys(id).sort(), ['刘洋', '李娜', '赵磊'].sort())
  const lin = await personOf(token, '林涛')
  const he = await personOf(token, '何雪')
  // Precondition: 何雪 is in the pool without any template naming her.
  await ok('vettingsetting/addAppointVettingPersons', { PersonIds: [he] }, token)
  const two = (await ok('vettingsetting/getVettingTemplates', {}, token)).Items.find((t) => t.LevelCount === 2 && t.BindKind === 'Staff')

  const { context, page } = await phone(browser, { locale: 'zh-CN' })
  try {
    await signIn(page, 'admin01')
    await page.getByTestId('home-greeting').first().waitFor()
    await open(page, '/business/setting')
    await $(page, 'rules-approvers').waitFor()
    assert.match(await $(page, 'rules-approvers').textContent(), /指定审批人.*4 人/)
    await $(page, 'rules-approvers').click()
    await $(page, `approver-${id['赵磊']}`).waitFor()
    assert.match(await $(page, 'approvers-total').textContent(), /共 4 人/)
    assert.match(await $(page, `approver-templates-${id['李娜']}`).textContent(), /用于：两级审批（李娜 → 刘洋）、项目审批（智慧园区二期）/)
    assert.match(await $(page, `approver-${id['赵磊']}`).textContent(), /赵磊.*HY0008/)
    assert.match(await $(page, `approver-templates-${he}`).textContent(), /未被审批模板使用/)
    await shot(page, 'admin-approvers-pool-zh')

    // 赵磊 is named by the project template: the server refuses, the dialog says which template.
    await $(page, `approver-remove-${id['赵磊']}`).click()
    await $(page, 'alert-button-yes').click()
    await $(page, 'alert-button-ok').waitFor()
    assert.match(await $(page, 'alert').textContent(), /无法移除.*赵磊仍是审批模板“项目审批（智慧园区二期）”的审批人或备用审批人/)
    await $(page, 'alert-button-ok').click()
    assert.equal(await $(page, `approver-${id['赵磊']}`).count(), 1)

    // 林涛 joins from the employees outside the pool.
    await quiet(page)
    await $(page, 'approvers-add').click()
    await $(page, 'approvers-picker-search').locator('input').fill('林涛')
    await $(page, `approvers-picker-item-${lin}`).click()
    assert.equal(await $(page, `approvers-picker-item-${id['李娜']}`).count(), 0)
    await $(page, 'approvers-picker-done').click()
    await $(page, `approver-${lin}`).waitFor()
    assert.match(await $(page, 'approvers-total').textContent(), /共 5 人/)

    // 何雪, named nowhere, leaves the pool.
    await quiet(page)
    await $(page, `approver-remove-${he}`).click()
    await $(page, 'alert-button-yes').click()
    await page.getByTestId(`approver-${he}`).filter({ visible: true }).waitFor({ state: 'detached' })
    assert.match(await $(page, 'approvers-total').textContent(), /共 4 人/)

    // In the two-level template, a third level names 林涛; the picker offers the pool only.
    await open(page, `/business/setting/templateEdit?id=${two.TemplateId}`)
    await $(page, 'edit-level-2').waitFor()
    assert.match(await $(page, 'edit-pool-hint').textContent(), /只能从指定审批人中选择/)
    await $(page, 'edit-add-level').click()
    await $(page, 'edit-level-3-kind-Designated').click()
    await $(page, 'edit-level-3-add-approver').click()
    await $(page, `approver-picker-item-${lin}`).waitFor()
    const offered = await page.locator('[data-testid="approver-picker"]:visible [data-testid^="approver-picker-item-"]').count()
    assert.equal(offered, 4)
    await $(page, `approver-picker-item-${lin}`).click()
    await $(page, `edit-level-3-approver-${lin}`).waitFor()
    await $(page, 'edit-save').click()
    const detail = await until(
      async () => {
        const d = await ok('vettingsetting/getVettingTemplateDetail', { TemplateId: two.TemplateId }, token)
        return d.LevelCount === 3 && d
      },
      { what: 'the template saved with a third level' },
    )
    assert.deepEqual(
      detail.Levels[2].Approvers.map((a) => a.Name),
      ['林涛'],
    )
    const after = await ok('vettingsetting/getAppointVettingPersons', { Keyword: '林涛' }, token)
    assert.deepEqual(
      after.Items[0].Templates.map((t) => t.Name),
      [two.Name],
    )
    assert.deepEqual(page.errors, [])
  } finally {
    await context.close()
  }
})
