// Help centre, service robot and feedback through the real server (issue 12): employee01 asks the
// robot in English and in Japanese and gets the right answer in each, then hands the conversation
// over to a consultant, which consultant01's inbox shows; searches the help centre (a Chinese
// word, then an English one while reading Chinese) and sees the hotline masked; sends feedback
// (a too-short one refused under the field with the text kept, then a good one with an attachment),
// which consultant01 answers on the consultant screen, and sees the answer.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, shot, open, ok, tokenOf, until, assertText, signedIn } from './browser.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())

const $ = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
const toast = (page) => page.getByTestId('toast').filter({ visible: true })

/** Opens a "my" entry of the personal centre as a person would. */
async function mine(page, route) {
  await open(page, '/personal/center')
  await $(page, `user-mine-${route}`).click()
}

async function ask(page, question) {
  const before = await page.locator('[data-testid="robot-answer"]:visible, [data-testid="robot-none"]:visible').count()
  await $(page, 'robot-input').locator('input').fill(question)
  await $(page, 'robot-send').click()
  await until(async () => (await page.locator('[data-testid="robot-answer"]:visible, [data-testid="robot-none"]:visible').count()) > before, {
    what: 'the robot’s reply',
  })
  return page.locator('[data-testid="robot-answer"]:visible').last()
}

test('the robot answers in English and in Japanese, and hands over to a consultant', async () => {
  const { context, page } = await signedIn(browser, 'employee01', 'en')
  await mine(page, 'ourService')
  await $(page, 'help-list').waitFor()
  await $(page, 'help-robot').click()
  await $(page, 'robot-welcome').waitFor()

  // An empty question is refused in place.
  await $(page, 'robot-send').click()
  await assertText($(page, 'robot-problem'), 'Type your question first.')

  const answer = await ask(page, 'How can I change my flight to another date?')
  assert.equal(await answer.getAttribute('data-id'), 'flight-change')
  await assertText(answer, /Open the flight order in My orders, tap Change/)
  await shot(page, 'robot-answer-en')

  const refund = await ask(page, 'I need a refund for my hotel booking, can I cancel?')
  assert.equal(await refund.getAttribute('data-id'), 'hotel-cancel')
  await ask(page, 'Can I bring my cat on board?').catch(() => undefined)
  await $(page, 'robot-none').waitFor()
  await assertText($(page, 'robot-none'), /could not find an answer/)
  await $(page, 'robot-consultant').click()
  await $(page, 'robot-handedOver').waitFor()
  await assertText($(page, 'robot-handedOver'), /passed to a travel consultant/)
  await shot(page, 'robot-handover-en')
  await context.close()

  const inbox = await ok('qa/inbox', {}, await tokenOf('consultant01'), 2)
  const handed = inbox.Items.find((h) => h.Question === 'Can I bring my cat on board?')
  assert.ok(handed, 'consultant01 sees the hand-over')
  assert.ok(handed.Transcript.some((l) => l.From === 'Robot' && /Open the flight order/.test(l.Text)))

  const ja = await signedIn(browser, 'employee01', 'ja')
  await open(ja.page, '/ourService/robot')
  await $(ja.page, 'robot-welcome').waitFor()
  const jaAnswer = await ask(ja.page, 'フライトを変更したいです')
  assert.equal(await jaAnswer.getAttribute('data-id'), 'flight-change')
  await assertText(jaAnswer, /「予約一覧」で航空券の予約を開き、「変更」をタップ/)
  const approval = await ask(ja.page, '承認にどれくらいかかりますか')
  assert.equal(await approval.getAttribute('data-id'), 'approval-how')
  await assertText(approval, /24時間以内/)
  await shot(ja.page, 'robot-answer-ja')
  await ja.context.close()
})

test('the help centre searches across languages and shows the hotline masked', async () => {
  const { context, page } = await signedIn(browser, 'employee01', 'zh-CN')
  await mine(page, 'ourService')
  await $(page, 'help-list').waitFor()
  await assertText($(page, 'help-hotline-no'), '400-***-6688')
  await shot(page, 'help-centre-zh')

  await $(page, 'help-search').locator('input').fill('发票')
  await until(async () => (await page.locator('[data-testid="help-question"]:visible').count()) === 1, { what: 'one match for 发票' })
  assert.equal(await $(page, 'help-question').getAttribute('data-id'), 'other-invoice')
  await $(page, 'help-question').locator('[role=button]').click()
  await assertText($(page, 'help-answer'), /公司支付的订单由公司统一开票/)
  await shot(page, 'help-search-zh')

  // An English word finds the Chinese question.
  await $(page, 'help-search').locator('input').fill('passport')
  await until(
    async () =>
      (await $(page, 'help-question')
        .getAttribute('data-id')
        .catch(() => '')) === 'traveller-passport',
    { what: 'the passport question' },
  )
  await assertText($(page, 'help-question'), /护照快过期了还能订票吗/)

  await $(page, 'help-search').locator('input').fill('斑马')
  await $(page, 'help-empty').waitFor()
  await shot(page, 'help-no-match-zh')

  // The consultants' inbox, typed by someone who is not one: one "no permission", no retry.
  await open(page, '/personal/serviceInbox')
  await assertText($(page, 'inbox-error'), /你没有查看此页面的权限/)
  assert.equal(await page.locator('[data-testid="retry"]:visible').count(), 0)
  assert.equal(await page.locator('[data-testid="inbox-answer"]:visible').count(), 0)
  await context.close()
})

test('feedback: too short is refused with the message, a good one is sent and consultant01 answers it', async () => {
  const { context, page } = await signedIn(browser, 'employee01', 'zh-CN')
  await mine(page, 'suggestion')
  await $(page, 'feedback-content').waitFor()
  assert.equal(await $(page, 'feedback-inbox').count(), 0, 'an employee has no inbox')

  const area = $(page, 'feedback-content').locator('textarea')
  await area.fill('太短了')
  await $(page, 'feedback-submit').click()
  const error = $(page, 'feedback-content-row').locator('.form-row__error')
  await error.waitFor()
  await assertText(error, '请至少输入8个字')
  assert.equal(await area.inputValue(), '太短了')
  await shot(page, 'feedback-too-short-zh')

  const text = `酒店发票总是晚到，希望能尽快寄出（${Date.now() % 100000}）`
  await $(page, 'feedback-kind').locator('[role=radio]', { hasText: '投诉' }).click()
  await area.fill(text)
  const chooser = page.waitForEvent('filechooser')
  await $(page, 'feedback-files-add').click()
  await (await chooser).setFiles([{ name: '发票照片.png', mimeType: 'image/png', buffer: Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]) }])
  await $(page, 'feedback-files').locator('.uploader__file:not(.uploader__file--pending)', { hasText: '发票照片.png' }).waitFor()
  await $(page, 'feedback-submit').click()
  await toast(page).first().waitFor()
  const mineCard = page.locator('[data-testid="feedback-item"]:visible', { hasText: text })
  await mineCard.waitFor()
  await assertText(mineCard, /待回复/)
  await assertText(mineCard, /附件: 发票照片\.png/)
  assert.equal(await area.inputValue(), '')
  await shot(page, 'feedback-sent-zh')

  // consultant01 answers on the consultant screen: an empty answer is refused there first.
  const c = await signedIn(browser, 'consultant01', 'zh-CN')
  await mine(c.page, 'suggestion')
  await $(c.page, 'feedback-inbox').click()
  const card = c.page.locator('[data-testid="feedback-item"]:visible', { hasText: text })
  await card.waitFor()
  await card.getByTestId('inbox-send').click()
  await assertText(card.locator('.sp-card__error'), '请先填写回复')
  await card.getByTestId('inbox-answer').locator('textarea').fill('已联系酒店加急寄出，预计明天送达。')
  await shot(c.page, 'inbox-answering-zh')
  await card.getByTestId('inbox-send').click()
  await until(async () => (await c.page.locator('[data-testid="feedback-item"]:visible', { hasText: text }).count()) === 0, {
    what: 'the answered feedback leaving the inbox',
  })
  await c.context.close()

  // The person comes back to the page later: it loads afresh with the answer.
  await page.reload()
  const answered = page.locator('[data-testid="feedback-item"]:visible', { hasText: text })
  await answered.getByTestId('feedback-answer').waitFor()
  await assertText(answered, /已回复/)
  await assertText(answered.getByTestId('feedback-answer'), /已联系酒店加急寄出，预计明天送达。/)
  await shot(page, 'feedback-answered-zh')
  const list = await ok('complaintAndSuggestion/list', {}, await tokenOf('employee01'))
  assert.equal(list.Items.find((f) => f.Content === text).Answer, '已联系酒店加急寄出，预计明天送达。')
  await context.close()
})
