// Invoices through the real server: a traveller requests the invoice of what they paid
// themselves — adding a company title (a wrong tax ID refused first) and a shipping address on
// the way — and opens and downloads the PDF of an electronic invoice once it is issued.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { launch, phone, shot, open, signIn, ok, tokenOf, serverToday, plusDays, until, assertText, payThroughApi } from './browser.mjs'

let browser
const orders = []
let electronic
before(async () => {
  browser = await launch()
  const token = await tokenOf('employee01')
  const date = plusDays(await serverToday(), 11)
  for (const n of [1, 2]) orders.push(await paidTrainTicket(token, date, n))
  // The first order's invoice is asked for now, by e-mail: issued about a minute later, while the first journey runs.
  const header = await ok('invoiceApply/header/save', { Kind: 'Personal', Title: '张伟', Email: 'zhangwei@example.com' }, token)
  electronic = await ok(
    'invoiceApply/apply',
    { ClientRequestId: `e2e-inv-${Date.now().toString(36)}`, OrderNo: orders[0], HeaderId: header.HeaderId, Medium: 'Electronic' },
    token,
  )
})
after(async () => browser?.close())

const $ = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()

/** A second-class ticket employee01 paid in full themselves (an order they can invoice). */
async function paidTrainTicket(token, date, n) {
  const { Trains } = await ok('train/searchTrains', { From: 'VNP', To: 'AOH', Date: date }, token)
  const train = Trains.filter((t) => t.TrainType === 'G' && t.Seats.some((s) => s.SeatClass === 'Second' && s.Remaining > 2 && s.Policy.InPolicy))[n]
  const seat = train.Seats.find((s) => s.SeatClass === 'Second')
  const me = (await ok('user/getBookPersons', { PageSize: 100 }, token)).Persons.find((p) => p.IsSelf)
  const order = await ok(
    'train/submitOrder',
    {
      ClientRequestId: `e2e-inv-${n}-${Date.now().toString(36)}`,
      Choice: { TrainNo: train.TrainNo, Date: date, FromStation: 'VNP', ToStation: 'AOH', SeatClass: 'Second', Price: seat.Price },
      Passengers: [{ PersonId: me.PersonId }],
      Contacts: [{ Name: me.ChName, MobileCountryCode: '86', Mobile: me.Mobile, Email: me.Email }],
      PaymentType: 'Personal',
      CostCenterId: me.CostCenterId,
      PurposeText: '客户拜访',
      ExtendFields: { ExtendField2: '客户拜访' },
    },
    token,
  )
  await payThroughApi('Pay/trainpaystart', { OrderNo: order.OrderNo, Channel: 'WeChatPay', PersonalAmount: seat.Price }, token)
  return order.OrderNo
}

test('a traveller asks for a paper invoice with a new company title and a new address', async () => {
  const { context, page } = await phone(browser)
  await signIn(page, 'employee01')
  await $(page, 'home-greeting').waitFor()
  await page.locator('.weui-tabbar__item', { hasText: '我的' }).click()
  await $(page, 'user-mine-invoiceList').click()
  await $(page, 'invoice-list-page').waitFor()
  const item = page.locator(`[data-testid="invoice-item"][data-order="${orders[1]}"]:visible`)
  await item.waitFor()
  assert.equal(await item.getAttribute('data-state'), 'NotIssued')
  await shot(page, 'invoice-1-list-zh')
  await item.getByTestId('invoice-apply').click()
  await $(page, 'invoice-apply-sheet').waitFor()

  // A company title, added from the request: a mistyped tax ID is refused on the form.
  await $(page, 'apply-add-header').click()
  await $(page, 'header-sheet').waitFor()
  await page.locator('[data-testid="hf-Title"]:visible input').fill('上海云途科技有限公司')
  await page.locator('[data-testid="hf-TaxId"]:visible input').fill('91310000MA1FL0000M')
  await $(page, 'header-save').click()
  await page.locator('[data-testid="hf-TaxId"]:visible .form-row__error', { hasText: '税号校验不通过' }).waitFor()
  await shot(page, 'invoice-1-tax-id-refused-zh')
  assert.equal(await page.locator('[data-testid="hf-Title"]:visible input').inputValue(), '上海云途科技有限公司')
  await page.locator('[data-testid="hf-TaxId"]:visible input').fill('91310000MA1FL0000N')
  await $(page, 'header-save').click()

  // Back at the request, the new title is there to choose; paper needs an address.
  const title = page.locator('[data-testid="invoice-apply-sheet"]:visible .inv-choice', { hasText: '上海云途科技有限公司' })
  await title.waitFor()
  await title.click()
  await $(page, 'apply-medium').locator('[data-value="Paper"]').click()
  await $(page, 'invoice-apply-submit').click()
  await page.locator('.inv-group__error', { hasText: '纸质发票请选择收货地址' }).waitFor()
  await $(page, 'apply-add-address').click()
  await $(page, 'address-sheet').waitFor()
  await page.locator('[data-testid="af-Name"]:visible input').fill('张伟')
  await page.locator('[data-testid="af-Mobile"]:visible input').fill('13912345678')
  await page.locator('[data-testid="af-Region"]:visible input').fill('上海市 浦东新区')
  await page.locator('[data-testid="af-Detail"]:visible input').fill('世纪大道 100 号 20 楼')
  await page.locator('[data-testid="af-Postcode"]:visible input').fill('20012')
  await $(page, 'address-save').click()
  await page.locator('[data-testid="af-Postcode"]:visible .form-row__error', { hasText: '邮编为 6 位数字' }).waitFor()
  await page.locator('[data-testid="af-Postcode"]:visible input').fill('200120')
  await $(page, 'address-save').click()
  await page.locator('[data-testid="invoice-apply-sheet"]:visible .inv-choice--on', { hasText: '世纪大道 100 号 20 楼' }).waitFor()
  assert.equal(
    await page.locator('[data-testid="invoice-apply-sheet"]:visible .inv-choice--on', { hasText: '上海云途科技有限公司' }).count(),
    1,
    'the chosen title stays chosen',
  )
  await shot(page, 'invoice-1-apply-zh')
  await $(page, 'invoice-apply-submit').click()

  await page.locator('[data-testid="invoice-status"][data-status="Invoicing"]:visible').waitFor()
  await assertText($(page, 'invoice-details-page'), /91310000MA1FL0000N[\s\S]*世纪大道 100 号 20 楼/)
  await shot(page, 'invoice-1-details-zh')
  const list = await ok('invoiceApply/list', { State: 'Invoicing' }, await tokenOf('employee01'))
  assert.ok(list.Items.some((i) => i.OrderNo === orders[1]))
  assert.deepEqual(page.errors, [])
  await context.close()
})

test('the electronic invoice, once issued, opens as a PDF and downloads (English)', async () => {
  const { context, page } = await phone(browser, { locale: 'en-US' })
  await signIn(page, 'employee01')
  await $(page, 'home-greeting').waitFor()
  // Issued about a minute after its request (the server's sweep); the page asks again by itself.
  await until(async () => (await ok('invoiceApply/details', { InvoiceNo: electronic.InvoiceNo }, await tokenOf('employee01'))).State === 'Issued', {
    timeout: 120_000,
    what: 'the invoice to be issued',
  })
  await open(page, '/personal/invoice/list')
  await $(page, 'invoice-tab').locator('[data-value="Issued"]').click()
  await page.locator(`[data-testid="invoice-item"][data-order="${orders[0]}"]:visible`).click()
  await page.locator('[data-testid="invoice-status"][data-status="Issued"]:visible').waitFor()
  await assertText($(page, 'invoice-fiscal-no'), /\d{8,}/)
  await assertText($(page, 'invoice-status'), /zhangwei@example\.com/)
  await shot(page, 'invoice-2-issued-en')

  const [popup] = await Promise.all([page.waitForEvent('popup'), $(page, 'invoice-pdf-view').click()])
  assert.match(popup.url(), /^blob:/)
  await popup.close()
  const [download] = await Promise.all([page.waitForEvent('download'), $(page, 'invoice-pdf-save').click()])
  assert.equal(download.suggestedFilename(), `${electronic.InvoiceNo}.pdf`)
  const pdf = readFileSync(await download.path())
  assert.equal(pdf.subarray(0, 5).toString(), '%PDF-')
  assert.deepEqual(page.errors, [])
  await context.close()
})
