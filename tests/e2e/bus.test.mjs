// Bus tickets through the real server: a seat from Shanghai to Suzhou searched on the search page,
// booked for oneself on the booking engine and paid by the company, the e-ticket shown with its
// pick-up code and QR code; then the server's clock moved to just inside the last-2-hours tier
// and the ticket refunded with that tier's fee (10 %, whole yuan), where 2 hours before was free.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, phone, signIn, ok, tokenOf, plusDays, serverToday, fillCompanyFields, advanceServerClock, assertText } from './browser.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())

const $ = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
const yuan = (fen) => `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: fen % 100 ? 2 : 0, maximumFractionDigits: 2 })}`

test('a bus seat searched, booked, paid, shown with its QR code and refunded with the fee of its tier', async () => {
  const token = await tokenOf('employee01')
  const tomorrow = plusDays(await serverToday(), 1)
  // The departure the list will offer first: tomorrow's earliest seat in standard with seats left.
  const { Buses } = await ok('bus/search', { From: 'SHA', To: 'SZV', Date: tomorrow }, token)
  const row = Buses.find((b) => b.Class === 'Seat' && b.Policy.InPolicy && b.SeatsLeft > 0)
  assert.ok(row, 'a seat in standard tomorrow')

  const { page } = await phone(browser)
  await signIn(page, 'employee01')
  await $(page, 'entry-bus').click()
  await $(page, 'search-buses').click()
  await $(page, 'next-day').click()
  await $(page, 'bus-rows').waitFor()
  await page.locator(`[data-testid="bus-row"][data-schedule="${row.ScheduleNo}"]:visible`).first().click()

  await $(page, 'bb-traveller-' + (await ok('user/getBookPersons', {}, token)).Persons.find((p) => p.IsSelf).PersonId).waitFor()
  await fillCompanyFields(page)
  await $(page, 'bb-submit').click()
  await page.locator('[data-testid="status-header"][data-status="TicketIssued"]:visible').first().waitFor({ timeout: 15_000 })
  await $(page, 'ticket-qr').waitFor()
  const code = (await $(page, 'pick-up-code').innerText()).match(/\d{6}/)?.[0]
  assert.ok(code, 'a six-digit pick-up code')
  const orderNo = decodeURIComponent(page.url().match(/orderNo=([^&#]+)/i)?.[1] ?? '')
  const detail = await ok('bus/getOrderDetail', { OrderNo: orderNo }, token)
  assert.equal(detail.Tickets[0].QrText, `BUS:${orderNo}:${detail.Tickets[0].TicketId}:${code}`)

  // Exactly 2 hours before is still free; five minutes later the 10 % tier applies.
  const depart = Date.parse(`${row.Date}T${row.DepartTime}:00+08:00`)
  const now = Date.parse(await advanceServerClock(0))
  await advanceServerClock(Math.floor((depart - now) / 1000) - 2 * 3600 - 2)
  const free = await ok('bus/refundPreview', { OrderNo: orderNo, TicketIds: [detail.Tickets[0].TicketId] }, token)
  assert.equal(free.Fee, 0)
  await advanceServerClock(5 * 60)
  const fee = Math.max(100, Math.round((row.Price * 0.1) / 100) * 100)

  await page.reload()
  await $(page, 'ticket-refund').click()
  await assertText($(page, 'refund-fee'), yuan(fee))
  // The company asks for a refund reason (BusSettings.RefundSettings.RefundReasonSettings).
  await page.locator('[data-testid="refund-reason"]:visible input').first().fill('行程取消')
  await $(page, 'refund-confirm').click()
  await page.locator('[data-testid="status-header"][data-status="RefundSucceeded"]:visible').first().waitFor({ timeout: 15_000 })
  await assertText($(page, 'details-refund'), new RegExp(yuan(row.Price - fee).replace('.', '\\.')))
})
