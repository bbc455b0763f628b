// Company dining through the real server: a dinner within the standard paid by the company; one
// over it, where the company pays what the day's cap leaves and the person the rest at the
// cashier after a reason; a meal outside the windows refused with the reason shown. The server's
// clock is moved to a working day's dinner time through the API; the restaurant's terminal is the
// sandbox terminal (server/sandbox-terminal), charging the code the app shows, signed.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, phone, shot, open, signIn, ok, tokenOf, advanceServerClock, payAtChannel, assertText, BASE } from './browser.mjs'
import { charge, signed } from '../../server/sandbox-terminal/terminal.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())

const $ = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
/** The seeded restaurant nearest the demo company's office, and its terminal. */
const NEAREST = { name: '京味小馆', terminal: 'DT-BJS-JW' }
/** employee01's rank R1 in Beijing (tier 1): dinner up to ¥100, ¥150 a day. */
const DINNER_CAP = 10000
const DAY_CAP = 15000

const CHINA_MS = 8 * 3600_000
const signedStatus = (billNo, at) => signed(NEAREST.terminal, { BillNo: billNo }, at)
/** Seconds from `now` to the next Monday–Friday at hh:00 China time. */
function toWorkingDayAt(now, hh) {
  const china = new Date(now.getTime() + CHINA_MS)
  for (let d = 0; d < 8; d++) {
    const day = new Date(Date.UTC(china.getUTCFullYear(), china.getUTCMonth(), china.getUTCDate() + d, hh) - CHINA_MS)
    const weekday = new Date(day.getTime() + CHINA_MS).getUTCDay()
    if (day > now && weekday >= 1 && weekday <= 5) return Math.ceil((day - now) / 1000)
  }
  throw new Error('no working day ahead')
}

const serverNow = async () => new Date(await advanceServerClock(0))

/** The code the page shows, once it is there. */
async function shownCode(page) {
  await $(page, 'dining-qr').waitFor()
  return (await $(page, 'dining-code-no').innerText()).replace(/\s/g, '')
}

/** The terminal presents a bill for the code, at the server's time. */
async function bill(code, amount, billNo) {
  const at = (await serverNow()).getTime()
  const r = await charge(BASE, NEAREST.terminal, { CodeNo: code, BillNo: billNo, Amount: amount, Dishes: [{ Name: '北京烤鸭', Count: 1, Price: amount }] }, at)
  assert.ok(r.IsSuccess, `the charge: ${r.ErrorCode} ${r.ErrMsg}`)
  return r.ResultData
}

test('dinner within the standard, over it paid partly by the person, and outside the window refused', async () => {
  const token = await tokenOf('employee01')
  // 19:00 China time on a working day (Monday to Friday, and not a public holiday: the server says): dinner.
  await advanceServerClock(toWorkingDayAt(await serverNow(), 19) + 60)
  while (!(await ok('mealsapi/Dining/restaurants', { Near: 'Office' }, token)).Standard.PayableToday)
    await advanceServerClock(toWorkingDayAt(await serverNow(), 19) + 60)

  const { context, page } = await phone(browser)
  await signIn(page, 'employee01')
  await $(page, 'home-greeting').waitFor()
  await open(page, '/dining')
  await assertText($(page, 'dining-left'), /¥150/)
  await page.locator('[data-testid="dining-restaurant"]:visible', { hasText: NEAREST.name }).first().click()
  await $(page, 'dining-show-code').click()
  const first = await shownCode(page)
  await shot(page, 'dining-1-code')

  // Within the standard: the company pays it all on the terminal's word; the page sees it.
  const paid = await bill(first, 8800, 'E2E-1')
  assert.deepEqual([paid.Result, paid.CompanyAmount, paid.PersonalAmount], ['Paid', 8800, 0])
  await assertText($(page, 'dining-code-paid'), /¥88/, 8_000)
  await $(page, 'dining-receipt').click()
  await page.locator('[data-testid="dining-order-status"][data-status="Completed"]:visible').waitFor()
  await assertText($(page, 'dining-company'), /¥88/)
  // The company's part is on the platform's invoice of the month, issued once the month is over.
  await assertText($(page, 'dining-monthly-invoice'), /\d{4}-\d{2} 月度统一发票（月末后开具）/)

  // Over it: the day's cap leaves ¥62 for the company; ¥58 is the person's, after a reason, at the cashier.
  await page.goBack()
  await page.goBack()
  await $(page, 'dining-show-code').click()
  const second = await shownCode(page)
  assert.notEqual(second, first)
  const over = await bill(second, 12000, 'E2E-2')
  const company = Math.min(DINNER_CAP, DAY_CAP - 8800)
  assert.deepEqual([over.Result, over.CompanyAmount, over.PersonalAmount], ['AwaitingPayer', company, 12000 - company])
  await assertText($(page, 'dining-code-split'), /¥62.*¥58/, 8_000)
  await $(page, 'dining-give-reason').click()
  await page.locator('[data-testid="reason-option"]:visible').first().click()
  await $(page, 'dining-reason-ok').click()
  // The cashier asks ¥58 (once its amount has loaded).
  await assertText($(page, 'pay-page'), /¥58/)
  await $(page, 'pay-channel-WeChatPay').click()
  await $(page, 'pay-submit').click()
  await payAtChannel(page)
  await page.locator('[data-testid="dining-order-status"][data-status="Completed"]:visible').waitFor({ timeout: 15_000 })
  await assertText($(page, 'dining-personal'), /¥58/)
  assert.ok(await $(page, 'dining-reason-given').isVisible(), 'the receipt keeps the reason')
  await shot(page, 'dining-2-receipt')
  const status = await ok('mealsapi/Terminal/status', signedStatus('E2E-2', (await serverNow()).getTime()))
  assert.deepEqual([status.Result, status.PaidPersonal], ['Paid', 12000 - company])

  // 22:00: no meal's window; the restaurant's bill is refused and the page says why.
  await advanceServerClock(3 * 3600)
  await open(page, '/dining')
  await page.locator('[data-testid="dining-restaurant"]:visible', { hasText: NEAREST.name }).first().click()
  await $(page, 'dining-show-code').click()
  const late = await shownCode(page)
  const refused = await bill(late, 5000, 'E2E-3')
  assert.deepEqual([refused.Result, refused.Refusal], ['Refused', 'OutsideWindow'])
  await assertText($(page, 'dining-refusal'), /不在用餐时段内/, 8_000)
  await shot(page, 'dining-3-refused')
  assert.deepEqual(page.errors, [])
  await context.close()
})
