// Approvals, trip applications, trips and messages through the real server, each person in
// their own browser context (their own session): a traveller books an out-of-policy flight
// through the search pages and it waits; approver01 approves (or rejects, with a reason) in
// their session; the traveller sees the order move on. Also the two-level chain (booker01:
// approver01, then admin01) with a stale screen answered 316, a whitelisted booking
// (consultant01), an application made in the form, approved and used for a booking with its
// authorization code, and the trips tab. Screenshots of every step, in Chinese and English.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, shot, open, ok, tokenOf, serverToday, plusDays, assertText, pickFare, bookFare, signedIn } from './browser.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())

// ---------------------------------------------------------------------------------------------
// The API, as the test's own hands (finding fares, preparing an order for a journey's start)

let todayCache = ''
async function day(offset) {
  todayCache ||= await serverToday()
  return plusDays(todayCache, offset)
}

// Fares with two seats left at least: one found here is booked on the pages a moment later, and
// another journey of the file may take a seat meanwhile.
const inPolicy = (c) => c.SeatsLeft > 1 && c.Policy.InPolicy && c.CabinClass === 'Economy'
const outOfPolicy = (c) => c.SeatsLeft > 1 && !c.Policy.InPolicy && c.CabinClass === 'Economy'

/** An order made through the API by `user` for themself (the two-level journey's start). */
async function apiOrder(user, date, want) {
  const token = await tokenOf(user)
  return bookFare(token, await pickFare(token, { date, want }))
}

async function approvalOfOrder(user, orderNo) {
  return ok('vetting/getApprovalDetail', { OrderNo: orderNo }, await tokenOf(user))
}

// ---------------------------------------------------------------------------------------------
// The pages, as each person's hands

const $ = (page, id) => page.getByTestId(id).first()

/**
 * Through the search pages: the flight on the list, a fare of the wanted policy the cabins page
 * offers (seat counts move with the clock, so the page decides, not the API a moment earlier),
 * the reason, the order form, submit.
 */
async function bookInUi(page, { date, flightNo, outOfPolicy: reason, authCode, name }) {
  await open(page, `/planeTicket/list?from=BJS&to=SHA&date=${date}`)
  await page.locator(`[data-testid="flight-row"][data-flight="${flightNo}"]`).click()
  await $(page, 'cabin-row').waitFor()
  const row = page.locator(`[data-testid="cabin-row"][data-policy="${reason ? 'out' : 'in'}"]:not(.cabin-row--sold)`).first()
  await row.scrollIntoViewIfNeeded()
  await shot(page, `${name}-fare`)
  const rules = (await row.getAttribute('data-rules')).split(' ').filter(Boolean)
  assert.equal(rules.length > 0, !!reason, `rules: ${rules}`)
  await row.getByTestId('cabin-book').click()
  // Each rule the fare breaks is asked for in turn (over the standard, then not the lowest).
  for (const [i, rule] of rules.entries()) {
    const sheet = page.locator(`[data-testid="reason-sheet"]:has([data-kind="${rule}"])`)
    await sheet.locator('[role="radio"]').first().click()
    if (i === 0) await shot(page, `${name}-reason`)
    await $(page, 'reason-confirm').click()
  }
  await $(page, 'booking-page').waitFor()
  await $(page, 'bk-total').waitFor()
  await page.getByTestId('cf-purpose').first().click()
  await $(page, 'cf-ExtendField2').click()
  await page.locator('.picker-dialog [role=option]').first().click()
  if (authCode) {
    // Booked from the approved application: the order form is prefilled with its code.
    const input = $(page, 'cf-AuthorizationCode').locator('input')
    await input.scrollIntoViewIfNeeded()
    await page.waitForFunction((code) => document.querySelector('[data-testid="cf-AuthorizationCode"] input')?.value === code, authCode)
  }
  await shot(page, `${name}-form`)
  await $(page, 'bk-submit').click()
  await page.waitForURL(/orderNo=/, { timeout: 20_000 })
  return new URL(page.url().replace('/#/', '/')).searchParams.get('orderNo')
}

async function orderStatus(page, orderNo) {
  // A fresh load: right after booking the app is still replacing its own page with this same
  // URL, and a hash-only navigation to it would race that replacement.
  await page.goto('about:blank')
  await open(page, `/planeTicket/orderDetails?orderNo=${orderNo}`)
  const head = $(page, 'status-header')
  await head.waitFor()
  return head.getAttribute('data-status')
}

async function openApproval(page, approvalNo) {
  await open(page, `/message/examineDetails?id=${approvalNo}`)
  await $(page, 'details-content').waitFor()
}

async function decide(page, mode, reason = '') {
  await $(page, mode === 'approve' ? 'details-approve' : 'details-reject').click()
  const dialog = $(page, `decision-${mode}`)
  await dialog.waitFor()
  if (reason) await dialog.locator('textarea').fill(reason)
  await $(page, 'decision-confirm').click()
  await dialog.waitFor({ state: 'detached' })
}

const messageBadge = (page) => page.locator('.weui-tabbar__item').nth(2).locator('.weui-badge')

// ---------------------------------------------------------------------------------------------

test('an out-of-policy booking waits for approver01, who approves it in their own session; the traveller sees it move on', async () => {
  const date = await day(16)
  const fare = await pickFare(await tokenOf('employee01'), { date, want: outOfPolicy })
  const traveller = await signedIn(browser, 'employee01', 'zh-CN')
  const orderNo = await bookInUi(traveller.page, { date, flightNo: fare.choice.FlightNo, outOfPolicy: true, name: 'approval-1-traveller' })
  assert.equal(await orderStatus(traveller.page, orderNo), 'PendingApproval')
  await shot(traveller.page, 'approval-1-traveller-waiting-zh')

  const approver = await signedIn(browser, 'approver01', 'en')
  // Straight after signing in, on home, the message tab already counts what waits for approver01.
  await messageBadge(approver.page).waitFor()
  assert.match(await messageBadge(approver.page).textContent(), /^\d+\+?$/)
  await open(approver.page, '/message')
  await $(approver.page, 'message-approvals').waitFor()
  await approver.page.waitForFunction(() => Number(document.querySelector('.message__pending-count')?.textContent) >= 1)
  assert.match(await messageBadge(approver.page).textContent(), /^\d+\+?$/)
  await shot(approver.page, 'approval-1-approver-hub-en')
  await $(approver.page, 'message-link-pending').click()
  const { ApprovalNo } = await approvalOfOrder('employee01', orderNo)
  const card = $(approver.page, `approval-${ApprovalNo}`)
  await card.waitFor()
  assert.match(await card.textContent(), /Out of Policy/)
  assert.match(await card.textContent(), /Reason:/)
  await shot(approver.page, 'approval-1-approver-pending-en')
  await card.click()
  await $(approver.page, 'details-approve').waitFor()
  assert.match(await $(approver.page, 'subject-order-no').textContent(), new RegExp(orderNo))
  await shot(approver.page, 'approval-1-approver-details-en')
  await decide(approver.page, 'approve')
  await approver.page.waitForSelector('[data-testid="details-content"][data-status="Approved"]')
  assert.equal(await $(approver.page, 'details-approve').count(), 0)
  await shot(approver.page, 'approval-1-approver-approved-en')

  // The traveller's order moved on: waiting for payment (and then ticketing).
  assert.equal(await orderStatus(traveller.page, orderNo), 'Placed')
  await shot(traveller.page, 'approval-1-traveller-approved-zh')
  await open(traveller.page, '/message/center')
  await traveller.page.locator('[data-kind="ApprovalResult"]').first().waitFor()
  await shot(traveller.page, 'approval-1-traveller-messages-zh')
  await traveller.context.close()
  await approver.context.close()
})

test('a rejection needs a reason, cancels the order, and the traveller reads the reason', async () => {
  const date = await day(18)
  const fare = await pickFare(await tokenOf('employee01'), { date, want: outOfPolicy })
  const traveller = await signedIn(browser, 'employee01', 'en')
  const orderNo = await bookInUi(traveller.page, { date, flightNo: fare.choice.FlightNo, outOfPolicy: true, name: 'approval-2-traveller' })
  assert.equal(await orderStatus(traveller.page, orderNo), 'PendingApproval')

  const approver = await signedIn(browser, 'approver01', 'zh-CN')
  const { ApprovalNo } = await approvalOfOrder('employee01', orderNo)
  await openApproval(approver.page, ApprovalNo)
  await $(approver.page, 'details-reject').click()
  await $(approver.page, 'decision-confirm').click()
  assert.equal(await $(approver.page, 'decision-error').textContent(), '请填写驳回原因')
  await shot(approver.page, 'approval-2-approver-reason-required-zh')
  const reason = '本月部门差旅预算已用完，请改订标准内航班'
  await $(approver.page, 'decision-reject').locator('textarea').fill(reason)
  assert.equal(await $(approver.page, 'decision-counter').textContent(), `${reason.length}/200`)
  await shot(approver.page, 'approval-2-approver-reason-zh')
  await $(approver.page, 'decision-confirm').click()
  await approver.page.waitForSelector('[data-testid="details-content"][data-status="Rejected"]')
  assert.match(await $(approver.page, 'details-head').textContent(), new RegExp(reason))
  await shot(approver.page, 'approval-2-approver-rejected-zh')

  assert.equal(await orderStatus(traveller.page, orderNo), 'Cancelled')
  await traveller.page.locator('[data-testid="details-page"]:visible').getByText(reason).first().waitFor()
  await shot(traveller.page, 'approval-2-traveller-cancelled-en')
  await open(traveller.page, '/message/examine?tab=Submitted')
  const card = $(traveller.page, `approval-${ApprovalNo}`)
  await card.waitFor()
  assert.match(await card.textContent(), new RegExp(reason))
  assert.equal(await card.getAttribute('data-status'), 'Rejected')
  await shot(traveller.page, 'approval-2-traveller-submitted-en')
  await traveller.context.close()
  await approver.context.close()
})

test('two levels: approver01 then admin01; a second decision on a stale screen answers "order status changed" and reloads', async () => {
  const date = await day(20)
  const order = await apiOrder('booker01', date, outOfPolicy)
  assert.equal(order.Status, 'PendingApproval')
  const { ApprovalNo, LevelCount } = await approvalOfOrder('booker01', order.OrderNo)
  assert.equal(LevelCount, 2)

  const first = await signedIn(browser, 'approver01', 'zh-CN')
  const stale = await first.context.newPage()
  await openApproval(first.page, ApprovalNo)
  await openApproval(stale, ApprovalNo)
  assert.match(await $(first.page, 'details-head').textContent(), /第 1\/2 级/)
  await shot(first.page, 'approval-3-level1-zh')
  await decide(first.page, 'approve')
  await first.page.waitForSelector('[data-testid="level-1"][data-status="Approved"]')
  assert.equal(await first.page.locator('[data-testid="details-content"]').getAttribute('data-status'), 'Pending')
  assert.equal(await $(first.page, 'details-approve').count(), 0)
  await shot(first.page, 'approval-3-level1-approved-zh')
  // The other tab still shows level 1 open: its decision is refused and the page shows the truth.
  await decide(stale, 'approve')
  await stale.getByText('订单状态已变更，请重新操作').waitFor()
  await stale.waitForSelector('[data-testid="level-1"][data-status="Approved"]')
  await shot(stale, 'approval-3-stale-316-zh')

  const second = await signedIn(browser, 'admin01', 'en')
  await open(second.page, '/message/examine')
  const card = $(second.page, `approval-${ApprovalNo}`)
  await card.waitFor()
  assert.match(await card.textContent(), /Level 2 of 2/)
  await shot(second.page, 'approval-3-level2-pending-en')
  await card.click()
  await $(second.page, 'details-approve').waitFor()
  await decide(second.page, 'approve')
  await second.page.waitForSelector('[data-testid="details-content"][data-status="Approved"]')
  await shot(second.page, 'approval-3-level2-approved-en')

  const booker = await signedIn(browser, 'booker01', 'zh-CN')
  assert.equal(await orderStatus(booker.page, order.OrderNo), 'Placed')
  await shot(booker.page, 'approval-3-booker-order-zh')
  for (const c of [first, second, booker]) await c.context.close()
})

test('a whitelisted employee (consultant01) books out of policy without approval', async () => {
  const date = await day(22)
  const fare = await pickFare(await tokenOf('consultant01'), { date, want: outOfPolicy })
  const consultant = await signedIn(browser, 'consultant01', 'en')
  const orderNo = await bookInUi(consultant.page, { date, flightNo: fare.choice.FlightNo, outOfPolicy: true, name: 'approval-4-whitelisted' })
  assert.equal(await orderStatus(consultant.page, orderNo), 'Placed')
  await shot(consultant.page, 'approval-4-whitelisted-order-en')
  const approval = await approvalOfOrder('consultant01', orderNo)
  assert.equal(approval.Status, 'SystemApproved')
  await open(consultant.page, '/message/myExamineTemplates')
  await $(consultant.page, 'templates-whitelisted').waitFor()
  await shot(consultant.page, 'approval-4-whitelisted-templates-en')
  await consultant.context.close()
})

test('refunds need approval once admin01 says so: employee01 asks, approver01 approves in their own session, the ticket is refunded', async () => {
  // admin01 turns refund approval on in the approval rules.
  const admin = await signedIn(browser, 'admin01')
  await open(admin.page, '/manage/approval/rules')
  const rule = $(admin.page, 'vetting-Flight-Refund')
  await rule.waitFor()
  assert.equal(await rule.getAttribute('data-mode'), 'Off')
  await rule.locator('[data-value="Always"]').click()
  await admin.page.locator('[data-testid="vetting-Flight-Refund"][data-mode="Always"]').waitFor()
  await shot(admin.page, 'approval-4b-refund-rule')
  await admin.context.close()
  try {
    const token = await tokenOf('employee01')
    const order = await apiOrder('employee01', await day(23), inPolicy)
    await ok('Pay/flightpaystart', { OrderNo: order.OrderNo, Channel: 'CompanyAccount', PersonalAmount: 0 }, token)
    const traveller = await signedIn(browser, 'employee01')
    const page = traveller.page
    assert.equal(await orderStatus(page, order.OrderNo), 'TicketIssued')
    await $(page, 'details-refund').click()
    await $(page, 'refund-amount').waitFor()
    assert.match(await $(page, 'refund-quote').innerText(), /审批/, 'the preview says the refund needs approval')
    await $(page, 'refund-reason').click()
    await $(page, 'refund-reason-sheet').locator('[role=radio]:not([data-testid=reason-other])').first().click()
    await $(page, 'refund-reason-sheet-ok').click()
    await $(page, 'refund-reason-sheet').waitFor({ state: 'hidden' })
    await shot(page, 'approval-4b-refund-preview')
    await $(page, 'refund-submit').click()
    // The order details page stays mounted under this one with its own (hidden) dialog.
    await page.locator('[data-testid="alert-button-yes"]:visible').click()
    await $(page, 'details-refunds').waitFor()
    // Still issued: the refund waits, with a way to its approval.
    // The order details page the refund was opened from is still mounted (hidden) under this one.
    const head = page.locator('[data-testid="status-header"]:visible')
    assert.equal(await head.getAttribute('data-status'), 'TicketIssued')
    await assertText(head, /退票申请待审批/)
    await assertText($(page, 'details-refunds'), /待审批/)
    const link = page.locator('[data-testid^="record-approval-"]').first()
    const approvalNo = (await link.getAttribute('data-testid')).replace('record-approval-', '')
    await shot(page, 'approval-4b-refund-waiting')

    const approver = await signedIn(browser, 'approver01')
    await openApproval(approver.page, approvalNo)
    const sale = $(approver.page, 'subject-after-sale')
    await assertText(sale, /退票单号[\s\S]*应退金额/)
    await assertText($(approver.page, 'details-content'), /退票申请/)
    await shot(approver.page, 'approval-4b-refund-approver')
    await decide(approver.page, 'approve')
    await approver.page.locator('[data-testid="details-content"][data-status="Approved"]').waitFor()
    await approver.context.close()

    assert.equal(await orderStatus(page, order.OrderNo), 'RefundSucceeded')
    assert.doesNotMatch(await $(page, 'details-refunds').innerText(), /待审批/)
    await link.waitFor()
    await traveller.context.close()
  } finally {
    await ok('vettingsetting/saveVettingRule', { Product: 'Flight', Occasion: 'Refund', Mode: 'Off' }, await tokenOf('admin01'))
  }
})

test('a trip application made in the form, approved by approver01, then used for a booking with its authorization code', async () => {
  const [d1, d2] = [await day(30), await day(32)]
  const traveller = await signedIn(browser, 'employee01', 'zh-CN')
  const p = traveller.page
  await open(p, '/travelApply/bookDetails')
  await $(p, 'book-form').waitFor()
  // Submitting empty names what is missing.
  await $(p, 'book-submit').click()
  await $(p, 'legs-error').waitFor()
  await shot(p, 'approval-5-form-errors-zh')
  const pick = async (leg, end, code) => {
    await $(p, `leg-${leg}-${end}`).click()
    await $(p, 'apply-city-picker').locator(`[data-code="${code}"]`).first().click()
  }
  const date = async (leg, value) => {
    await $(p, `leg-${leg}-date`).click()
    await $(p, 'apply-calendar').locator(`[data-date="${value}"]`).click()
  }
  await pick(0, 'from', 'BJS')
  await pick(0, 'to', 'SHA')
  await date(0, d1)
  await $(p, 'legs-add').click()
  await pick(1, 'to', 'BJS')
  await date(1, d2)
  await $(p, 'budget-total').locator('input').fill('6000')
  await $(p, 'budget-Flight').locator('input').fill('3000')
  await p.getByTestId('cf-purpose').first().click()
  await $(p, 'cf-ExtendField2').click()
  await p.locator('.picker-dialog [role=option]').first().click()
  await shot(p, 'approval-5-form-filled-zh')
  await $(p, 'book-submit').click()
  await p.waitForSelector('[data-testid="apply-details"][data-status="Submitted"]')
  const applicationNo = new URL(p.url().replace('/#/', '/')).searchParams.get('applicationNo')
  await shot(p, 'approval-5-application-submitted-zh')

  const approver = await signedIn(browser, 'approver01', 'en')
  const { ApprovalNo } = await ok('vetting/getApprovalDetail', { ApplicationNo: applicationNo }, await tokenOf('employee01'))
  await open(approver.page, '/message/examine')
  const card = $(approver.page, `approval-${ApprovalNo}`)
  await card.waitFor()
  assert.match(await card.textContent(), /Trip Application/)
  await card.click()
  await $(approver.page, 'subject-application').waitFor()
  await shot(approver.page, 'approval-5-approver-application-en')
  await decide(approver.page, 'approve')
  await approver.page.waitForSelector('[data-testid="details-content"][data-status="Approved"]')

  await open(p, `/travelApply/orderDetails?applicationNo=${applicationNo}`)
  await p.waitForSelector('[data-testid="apply-details"][data-status="Approved"]')
  const code = (await $(p, 'apply-code-value').textContent()).trim()
  assert.match(code, /^[A-Z0-9-]{4,}$/)
  await shot(p, 'approval-5-application-approved-zh')
  await $(p, 'apply-book-flight').click()
  await p.waitForURL(/planeTicket\/query.*authCode=/)
  const held = await p.evaluate(() => JSON.parse(sessionStorage.getItem('travelApplyAuthCode') || 'null'))
  assert.equal(held?.code, code)

  const fare = await pickFare(await tokenOf('employee01'), { date: d1, want: inPolicy })
  const orderNo = await bookInUi(p, { date: d1, flightNo: fare.choice.FlightNo, authCode: code, name: 'approval-5-booking' })
  // The code was spent on this order: the next booking starts without it.
  assert.equal(await p.evaluate(() => sessionStorage.getItem('travelApplyAuthCode')), null)
  // Booked on an approved application: no approval of its own; the company account pays and the
  // ticket is issued.
  await open(p, `/planeTicket/orderDetails?orderNo=${orderNo}`)
  await p.locator('[data-testid="status-header"][data-status="TicketIssued"]:visible').first().waitFor({ timeout: 15_000 })
  // The order carries the code (company fields of the order details page).
  await p.locator('[data-testid="details-fields"]:visible').getByText(code).waitFor()
  await shot(p, 'approval-5-order-with-code-zh')
  await open(p, `/travelApply/orderDetails?applicationNo=${applicationNo}`)
  await $(p, 'apply-orders').getByText(orderNo).waitFor()
  await $(p, 'apply-orders').scrollIntoViewIfNeeded()
  await shot(p, 'approval-5-application-orders-zh')
  await traveller.context.close()
  await approver.context.close()
})

test('the trips tab puts the next trip on top; lists and messages in both languages', async () => {
  // Two trips ahead whatever ran before: one in two days, one in six.
  const soon = await apiOrder('employee01', await day(2), inPolicy)
  const later = await apiOrder('employee01', await day(6), inPolicy)
  for (const locale of ['zh-CN', 'en']) {
    const tag = locale === 'en' ? 'en' : 'zh'
    const { context, page } = await signedIn(browser, 'employee01', locale)
    await open(page, '/trip/list')
    await $(page, 'trip-next').waitFor()
    await page.locator(`[data-order="${later.OrderNo}"]`).waitFor()
    // The next trip is on top and the others ahead follow in time order, the sooner trip before the later one.
    const ahead = await page
      .locator('.trip-card:not(.trip-card--past)')
      .evaluateAll((els) => els.map((e) => ({ id: e.getAttribute('data-testid'), no: e.getAttribute('data-order'), when: e.getAttribute('data-when') })))
    assert.equal(ahead[0].id, 'trip-next')
    assert.deepEqual(
      ahead.map((a) => a.when),
      ahead.map((a) => a.when).sort(),
    )
    const at = (no) => ahead.findIndex((a) => a.no === no)
    assert.ok(at(soon.OrderNo) >= 0 && at(soon.OrderNo) < at(later.OrderNo), JSON.stringify(ahead))
    await shot(page, `approval-6-trips-${tag}`)
    await $(page, 'trip-next').click()
    await page.waitForURL(new RegExp(`orderNo=${ahead[0].no}`))
    await $(page, 'status-header').waitFor()
    await open(page, '/personal/authOrderList')
    await page.locator('[data-testid^="application-"]').first().waitFor()
    await shot(page, `approval-6-applications-${tag}`)
    await open(page, '/message/examine?tab=Submitted')
    await page.locator('[data-testid^="approval-A"]').first().waitFor()
    await shot(page, `approval-6-submitted-${tag}`)
    await open(page, '/message/orderNotice')
    await page.locator('[data-kind="OrderNotice"]').first().waitFor()
    await shot(page, `approval-6-order-notices-${tag}`)
    await open(page, '/message/myExamineTemplates')
    await $(page, 'templates-content').waitFor()
    await shot(page, `approval-6-templates-${tag}`)
    await open(page, '/message')
    await $(page, 'message-messages').waitFor()
    await shot(page, `approval-6-hub-${tag}`)
    assert.deepEqual(page.errors, [])
    await context.close()
  }
  const { context, page } = await signedIn(browser, 'booker01', 'en')
  await open(page, '/trip/concern/list')
  await page.locator('[data-testid="concern-list"], [data-testid="concern-empty"]').first().waitFor()
  await shot(page, 'approval-6-followed-en')
  await context.close()
})
