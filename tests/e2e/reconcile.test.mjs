// Reconciliation through the real server and its sandbox payment channel: a wallet recharge paid
// at the channel, the channel's statement of that day amended at the channel (another amount),
// the day compared once it is over, and the company's finance admin finding the mismatch on
// /business/reconciliation and resolving it with what was done.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, phone, shot, open, signIn, ok, tokenOf, advanceServerClock, payIntentAtChannel, serverToday, SANDBOX, assertText } from './browser.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())

const $ = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()

test('a finance admin finds a statement mismatch and resolves it with what was done', async () => {
  const employee = await tokenOf('employee01')
  const admin = await tokenOf('admin01')
  const day = await serverToday()
  const intent = await ok(
    'pay_wallet/recharge',
    { ClientRequestId: `reconcile-${Date.now()}`, Amount: 12_300, Channel: 'WeChatPay', Scene: 'Native' },
    employee,
  )
  await payIntentAtChannel(intent, employee)
  // The channel's books say another amount was paid.
  const seeded = await fetch(`${SANDBOX}/__sandbox/statement`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ channel: 'WeChatPay', day, amend: [{ intentNo: intent.IntentNo, amount: 12_000 }] }),
  })
  assert.ok(seeded.ok, await seeded.text())
  // The day is over: compared as the daily job would.
  await advanceServerClock(86_400)
  const run = await ok('payReconcile/run', { Day: day }, admin)
  assert.equal(run.Channels.find((c) => c.Channel === 'WeChatPay').Open, 1)
  const [mismatch] = (await ok('payReconcile/list', { Day: day }, admin)).Items
  assert.equal(mismatch.IntentNo, intent.IntentNo)

  const { context, page } = await phone(browser)
  await signIn(page, 'admin01')
  await $(page, 'home-greeting').waitFor()
  await open(page, '/business/reconciliation')
  await $(page, 'reconcile-page').waitFor()
  const id = `mismatch-${mismatch.MismatchId}`
  await $(page, id).waitFor()
  await assertText($(page, `${id}-channel`), '渠道金额：¥120')
  await assertText($(page, `${id}-ours`), '账内金额：¥123')
  await assertText($(page, 'reconcile-latest-WeChatPay'), new RegExp(`${day}`))
  await shot(page, 'reconcile-1-open-zh')
  await $(page, `${id}-resolve`).click()
  await $(page, 'resolve-sheet').waitFor()
  await page.locator('[data-testid="resolve-decision"] textarea:visible').fill('已与微信支付核对，差额 ¥3 已退还付款人')
  await shot(page, 'reconcile-2-decision-zh')
  await $(page, 'resolve-save').click()
  await page.locator(`[data-testid="${id}"]:visible`).waitFor({ state: 'detached' })
  await $(page, 'reconcile-empty').waitFor()
  await $(page, 'reconcile-filter-Resolved').click()
  await assertText($(page, `${id}-done`), /已与微信支付核对，差额 ¥3 已退还付款人 —— 刘洋/)
  await shot(page, 'reconcile-3-resolved-zh')
  // In the company's audit log, by the same hand.
  const log = await ok('audit/list', { Entity: 'PaymentMismatch' }, admin)
  assert.equal(log.Items[0].EntityId, mismatch.MismatchId)
  await context.close()
})
