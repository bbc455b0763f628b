// Paying at the channel as a payer would, through the real server and the sandbox payment channel
// (a separate party on its own origin): on a desktop the payment result page shows WeChat Pay's QR
// code, which the payer's phone "scans" (opens) and pays on the channel's page, and the desktop page
// waiting on the server sees it paid; a payment left at the channel's page past the company's
// payment time ends timed out, with nothing added. The result page never reports an outcome.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import QRCode from 'qrcode'
import { launch, phone, desktop, shot, open, signIn, ok, tokenOf, advanceServerClock, assertText, SANDBOX } from './browser.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())

const $ = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
const balance = async (token) => (await ok('pay_wallet/getWalletInfo', {}, token)).Balance

/** The intent number of the payment result page a page shows (/#/pay/callback?intentNo=). */
const intentOf = (page) => new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? '').get('intentNo')

/** How the kit draws a code (components/qr-code/runs.ts): the text as bytes, error correction M; its size and its runs of dark modules. */
function drawn(text) {
  const { modules } = QRCode.create([{ data: Buffer.from(text, 'utf8'), mode: 'byte' }], { errorCorrectionLevel: 'M' })
  let runs = 0
  for (let r = 0; r < modules.size; r++) for (let c = 0; c < modules.size; c++) if (modules.get(r, c) && (c === 0 || !modules.get(r, c - 1))) runs++
  return { size: modules.size, runs }
}

test('on a desktop the result page shows WeChat Pay’s QR code; paid from the phone that scanned it, the page sees it paid', async () => {
  const token = await tokenOf('employee01')
  const before = await balance(token)
  const { context, page } = await desktop(browser)
  await signIn(page, 'employee01')
  await $(page, 'home-greeting').waitFor()
  await open(page, '/personal/wallet/recharge')
  await $(page, 'recharge-100').click()
  await $(page, 'recharge-submit').click()

  // No channel page on a desktop: the result page draws the code, with the amount, and waits.
  const qr = $(page, 'callback-qr')
  await qr.waitFor({ timeout: 15_000 })
  await page.locator('[data-testid="callback"][data-status="Pending"]:visible').waitFor()
  await assertText($(page, 'callback-amount'), '¥100')
  assert.match(await $(page, 'callback').innerText(), /请使用微信扫一扫支付/)
  const intentNo = intentOf(page)
  const { Action } = await ok('Pay/query', { IntentNo: intentNo }, token)
  assert.equal(Action.Kind, 'QrCode')
  // The code on the screen is the channel's code URL: the same modules, box for box.
  const want = drawn(Action.CodeUrl)
  assert.equal(Number(await qr.getAttribute('data-size')), want.size)
  assert.equal(await qr.locator('.qr-code__dark').count(), want.runs)
  await shot(page, 'pay-1-desktop-qr-zh')

  // Scanning: the payer's phone opens the code's URL — the channel's page — and pays there.
  const scanner = await phone(browser)
  await scanner.page.goto(Action.CodeUrl)
  assert.equal(new URL(scanner.page.url()).origin, new URL(SANDBOX).origin)
  await assertText(scanner.page.locator('[data-testid="sandbox-amount"]'), '¥100.00')
  await shot(scanner.page, 'pay-1-sandbox-page-zh')
  await scanner.page.locator('[data-testid="sandbox-pay"]').click()
  await scanner.page.locator('[data-testid="sandbox-state"]').waitFor()

  // The desktop page, asking the server every few seconds, sees it paid once the channel said so.
  await page.locator('[data-testid="callback"][data-status="Succeeded"]:visible').waitFor({ timeout: 15_000 })
  assert.equal(await balance(token), before + 10000)
  await shot(page, 'pay-1-desktop-paid-zh')
  await $(page, 'callback-done').click()
  await $(page, 'wallet-page').waitFor()
  assert.deepEqual(page.errors, [])
  await scanner.context.close()
  await context.close()
})

test('a recharge left on the channel’s page past the company’s payment time ends timed out, and nothing is added', async () => {
  const token = await tokenOf('employee01')
  const before = await balance(token)
  const { PayTimeoutMinutes } = await ok('moneySettings/get', {}, await tokenOf('admin01'))
  const { context, page } = await phone(browser)
  await signIn(page, 'employee01')
  await $(page, 'home-greeting').waitFor()
  await open(page, '/personal/wallet/recharge')
  await $(page, 'recharge-100').click()
  await $(page, 'recharge-submit').click()
  await page.locator('[data-testid="sandbox-pay"]').waitFor({ timeout: 15_000 })
  // The person walks away; the payment's time passes (the server's clock is moved on past it).
  await advanceServerClock(PayTimeoutMinutes * 60 + 60)
  // Back from the channel's page without paying: the result page finds the payment timed out.
  await page.locator('[data-testid="sandbox-cancel"]').click()
  await page.locator('[data-testid="callback"][data-status="TimedOut"]:visible').waitFor({ timeout: 15_000 })
  await $(page, 'callback-not-charged').waitFor()
  await shot(page, 'money-6-timed-out-zh')
  assert.equal(await balance(token), before)
  assert.deepEqual(page.errors, [])
  await context.close()
})
