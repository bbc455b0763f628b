// Money in the personal centre through the real server: recharging the wallet on the payment
// channel's own page (the sandbox channel: a payment given up first, then a paid one) and seeing
// the balance and the record; travel beans, vouchers and the company's prepayment as the traveller sees them.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, shot, open, ok, api, tokenOf, payAtChannel, until, assertText, SANDBOX, pickFare, bookFare, signedIn } from './browser.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())

const $ = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()

test('a traveller recharges the wallet at the channel: a payment given up changes nothing, a paid one adds the amount and a record', async () => {
  const token = await tokenOf('employee01')
  const before = (await ok('pay_wallet/getWalletInfo', {}, token)).Balance
  const { context, page } = await signedIn(browser, 'employee01')
  await page.locator('.weui-tabbar__item', { hasText: '我的' }).click()
  await $(page, 'user-mine-walletCenter').click()
  await $(page, 'wallet-page').waitFor()
  await $(page, 'wallet-balance').waitFor()
  await shot(page, 'money-1-wallet-zh')
  await $(page, 'wallet-recharge').click()
  await $(page, 'recharge-page').waitFor()
  // A bad amount is refused on the form with the range, and stays for correcting.
  await page.locator('[data-testid="recharge-amount"] input').fill('0.5')
  await $(page, 'recharge-submit').click()
  await page.locator('.form-row--error', { hasText: '充值金额须在' }).first().waitFor()
  await $(page, 'recharge-100').click()
  await shot(page, 'money-1-recharge-zh')
  await $(page, 'recharge-submit').click()

  // The channel's own page (the sandbox channel, on its own origin) takes the payment.
  const channelPage = page.locator('[data-testid="sandbox-pay"]')
  await channelPage.waitFor({ timeout: 15_000 })
  assert.equal(new URL(page.url()).origin, new URL(SANDBOX).origin)
  await assertText(page.locator('[data-testid="sandbox-amount"]'), '¥100.00')
  await shot(page, 'money-1-channel-zh')
  // The payer cancels there: back on the payment result page, which still waits on the channel.
  await page.locator('[data-testid="sandbox-cancel"]').click()
  await page.locator('[data-testid="callback"][data-status="Pending"]:visible').waitFor()
  await assertText($(page, 'callback-amount'), '¥100')
  await $(page, 'callback-waiting').waitFor()
  await shot(page, 'money-1-waiting-zh')
  // Given up on the result page: cancelled, nothing charged or added.
  await $(page, 'callback-cancel').click()
  await page.locator('[data-testid="callback"][data-status="Cancelled"]:visible').waitFor()
  await $(page, 'callback-not-charged').waitFor()
  assert.equal((await ok('pay_wallet/getWalletInfo', {}, token)).Balance, before)

  // Again, and paid at the channel this time.
  await $(page, 'callback-done').click()
  await $(page, 'wallet-page').waitFor()
  await $(page, 'wallet-recharge').click()
  await $(page, 'recharge-page').waitFor()
  await $(page, 'recharge-100').click()
  await $(page, 'recharge-submit').click()
  await payAtChannel(page)
  await $(page, 'wallet-page').waitFor()
  await page.locator('[data-testid="record"][data-kind="Recharge"]:visible').first().waitFor()
  assert.equal((await ok('pay_wallet/getWalletInfo', {}, token)).Balance, before + 10000)
  await shot(page, 'money-1-recharged-zh')
  await context.close()
})

test('travel beans, vouchers and the prepayment in English', async () => {
  const { context, page } = await signedIn(browser, 'employee01', 'en-US')
  await open(page, '/travelBean')
  await $(page, 'beans-balance').waitFor()
  await assertText($(page, 'beans-balance'), /beans/)
  await shot(page, 'money-2-beans-en')
  await open(page, '/personal/wallet/voucher/list')
  await page.locator('[data-testid="voucher"]:visible, [data-testid="vouchers-empty"]:visible').first().waitFor()
  await shot(page, 'money-2-vouchers-en')
  await $(page, 'vouchers-tab').locator('text=Used / expired').click()
  await page.locator('[data-testid="voucher"]:visible, [data-testid="vouchers-empty"]:visible').first().waitFor()
  // The company's prepayment, shown to those the company lets see it.
  const prepayment = await api('advancePayment/getAccount', {}, await tokenOf('employee01'))
  if (prepayment.IsSuccess) {
    await open(page, '/advancePayment')
    await $(page, 'prepayment-balance').waitFor()
    await shot(page, 'money-2-prepayment-en')
  }
  assert.deepEqual(page.errors, [])
  await context.close()
})

/** A second-class ticket on a G train `days` after the server's today, placed personally by employee01 and waiting for payment. */
async function trainOrder(token, days) {
  const today = (await ok('train/getTrainCityList', {}, token)).Today
  const date = new Date(Date.parse(`${today}T00:00:00Z`) + days * 864e5).toISOString().slice(0, 10)
  const { Trains } = await ok('train/searchTrains', { From: 'VNP', To: 'AOH', Date: date }, token)
  const train = Trains.find((t) => t.TrainType === 'G' && t.Seats.some((s) => s.SeatClass === 'Second' && s.Remaining > 2 && s.Policy.InPolicy))
  const seat = train.Seats.find((s) => s.SeatClass === 'Second')
  const { Persons } = await ok('user/getBookPersons', { PageSize: 100 }, token)
  const me = Persons.find((p) => p.IsSelf)
  const order = await ok(
    'train/submitOrder',
    {
      ClientRequestId: `e2e-${Date.now().toString(36)}-${days}`,
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
  return { order, seat }
}

test('at the cashier a traveller pays a train ticket with a voucher, travel beans and the wallet, and the refund gives each back', async () => {
  const token = await tokenOf('employee01')
  const { order, seat } = await trainOrder(token, 9)
  const walletBefore = (await ok('pay_wallet/getWalletInfo', {}, token)).Balance
  const beansBefore = (await ok('lvxingdouapi/openapi/lxd/personal/acct', {}, token)).Balance
  const { Items } = await ok('voucher/list', { Product: 'Train', Amount: seat.Price }, token)
  const trainVoucher = Items.find((v) => v.Product === 'Train' && v.State === 'Available' && v.MinSpend <= seat.Price)
  assert.ok(trainVoucher, 'a train voucher to use')

  const { context, page } = await signedIn(browser, 'employee01')
  await open(page, `/train/pay?orderNo=${order.OrderNo}`)
  await $(page, 'pay-sources').waitFor()
  await $(page, `pay-voucher-${trainVoucher.VoucherId}`).click()
  await $(page, 'pay-use-beans').click()
  await $(page, 'pay-use-wallet').click()
  // Whole beans (1 bean = ¥1) after the voucher, then the wallet, then the channel.
  const beansUsed = Math.min(beansBefore, Math.floor((seat.Price - trainVoucher.Amount) / 100))
  const walletUsed = Math.min(walletBefore, seat.Price - trainVoucher.Amount - beansUsed * 100)
  const channelPart = seat.Price - trainVoucher.Amount - beansUsed * 100 - walletUsed
  assert.match(
    await $(page, 'pay-channel-part').innerText(),
    new RegExp(`¥${(channelPart / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}`.replace('.', '\\.')),
  )
  await shot(page, 'money-3-cashier-sources-zh')
  await $(page, 'pay-submit').click()
  await payAtChannel(page)
  await $(page, 'details-page').waitFor()
  await page.locator('[data-testid="status-header"][data-status="TicketIssued"]:visible').first().waitFor({ timeout: 15_000 })
  const walletAfter = (await ok('pay_wallet/getWalletInfo', {}, token)).Balance
  assert.equal(walletBefore - walletAfter, walletUsed)
  assert.equal((await ok('lvxingdouapi/openapi/lxd/personal/acct', {}, token)).Balance, beansBefore - beansUsed)
  const used = await ok('voucher/history', {}, token)
  assert.ok(used.Items.some((v) => v.VoucherId === trainVoucher.VoucherId && v.State === 'Used'))

  // Refunded nine days ahead (free): the wallet and the beans get their parts back and the voucher is usable again.
  await $(page, 'ticket-refund').click()
  await $(page, 'refund-sheet').waitFor()
  // The demo company asks why for every refund (its refund settings).
  await $(page, 'refund-reason-planChanged').click()
  await $(page, 'refund-confirm').click()
  await page.locator('[data-testid="status-header"][data-status="RefundSucceeded"]:visible').first().waitFor({ timeout: 15_000 })
  assert.equal((await ok('pay_wallet/getWalletInfo', {}, token)).Balance, walletBefore)
  assert.equal((await ok('lvxingdouapi/openapi/lxd/personal/acct', {}, token)).Balance, beansBefore)
  const again = await ok('voucher/list', {}, token)
  assert.ok(again.Items.some((v) => v.VoucherId === trainVoucher.VoucherId && v.State === 'Available'))
  await context.close()
})

test('the points mall: a sold-out reward cannot be redeemed, two neck pillows can, and the points go down', async () => {
  const token = await tokenOf('employee01')
  const before = (await ok('integralMall/getAccount', {}, token)).Points
  const { Items } = await ok('integralMall/getItems', {}, token)
  const pillow = Items.find((i) => i.Code === 'PILLOW') ?? Items.find((i) => i.Stock > 2 && i.Price * 2 <= before)
  const soldOut = Items.find((i) => i.Stock === 0)
  const { context, page } = await signedIn(browser, 'employee01')
  await page.locator('.weui-tabbar__item', { hasText: '我的' }).click()
  await $(page, 'user-mine-pointsMall').click()
  await $(page, 'mall-points').waitFor()
  await assertText($(page, 'mall-points'), `${before}积分`)
  const soldOutCard = page.locator(`[data-testid="mall-item"][data-code="${soldOut.Code}"]:visible`)
  await assertText(soldOutCard, /已兑完/)
  assert.equal(await soldOutCard.getByTestId('mall-redeem').getAttribute('aria-disabled'), 'true')
  await shot(page, 'money-4-mall-zh')

  await page.locator(`[data-testid="mall-item"][data-code="${pillow.Code}"]:visible`).getByTestId('mall-redeem').click()
  await $(page, 'redeem-sheet').waitFor()
  await $(page, 'redeem-more').click()
  await assertText($(page, 'redeem-quantity'), '2')
  await shot(page, 'money-4-redeem-zh')
  await $(page, 'redeem-confirm').click()
  await $(page, 'mall-order').waitFor()
  assert.match(await $(page, 'mall-order').innerText(), new RegExp(`${pillow.Name} × 2`))
  await page.locator('[data-testid="mall-points"]:visible', { hasText: `${before - 2 * pillow.Price}积分` }).waitFor()
  assert.equal((await ok('integralMall/getAccount', {}, token)).Points, before - 2 * pillow.Price)
  assert.deepEqual(page.errors, [])
  await context.close()
})

/** Chooses US dollars in the settings, as a person does. */
async function chooseDollars(page) {
  await open(page, '/personal/setting')
  await $(page, 'user-currency').click()
  await page.locator('[data-testid="currency-picker"] [role="option"]', { hasText: 'USD' }).click()
  await $(page, 'user-currency').locator('text=/USD/').waitFor()
}

const DOLLARS = /\$\d{1,3}(,\d{3})*(\.\d{2})?/

test('in US dollars: the flight list, the booking, the order, the wallet and the approval show converted amounts', async () => {
  const token = await tokenOf('employee01')
  const date = new Date(Date.parse(`${(await ok('flight/getFlightIndexInitInfo', {}, token)).Today}T00:00:00Z`) + 12 * 864e5).toISOString().slice(0, 10)
  // An order over the standard, waiting for approver01, and a flight with a fare within it to
  // book on the pages (set up through the API).
  const order = await bookFare(token, await pickFare(token, { date, want: (c) => c.SeatsLeft > 1 && !c.Policy.InPolicy && c.CabinClass === 'Economy' }))
  const inPolicy = (await pickFare(token, { date, want: (c) => c.Policy.InPolicy })).choice.FlightNo

  const { context, page } = await signedIn(browser, 'employee01', 'en-US')
  await chooseDollars(page)
  const search = `trip=OneWay&leg=0&from=BJS&to=SHA&date=${date}`
  await open(page, `/planeTicket/list?${search}`)
  await $(page, 'flight-price').waitFor()
  assert.match(await $(page, 'flight-price').innerText(), DOLLARS)
  await shot(page, 'money-5-usd-flight-list-en')
  await page.locator(`[data-testid="flight-row"][data-flight="${inPolicy}"]:visible`).click()
  await page.waitForURL(/#\/planeTicket\/cabins\?/)
  await page.locator('[data-testid="cabin-row"][data-policy="in"]:visible [data-testid="cabin-book"][aria-disabled="false"]').first().click()
  await $(page, 'bk-total').waitFor()
  assert.match(await $(page, 'bk-total').innerText(), DOLLARS)
  await open(page, `/planeTicket/orderDetails?orderNo=${order.OrderNo}`)
  await page.locator('[data-testid="status-header"]:visible').first().waitFor()
  assert.match(await page.locator('[data-testid="status-header"]:visible').first().innerText(), DOLLARS)
  await shot(page, 'money-5-usd-order-en')
  await open(page, '/personal/wallet/center')
  await $(page, 'wallet-balance').waitFor()
  assert.match(await $(page, 'wallet-balance').innerText(), DOLLARS)
  await page.locator('.money-head__note:visible', { hasText: '¥' }).first().waitFor()
  await context.close()

  const approver = await signedIn(browser, 'approver01', 'en-US')
  await chooseDollars(approver.page)
  const { ApprovalNo } = await ok('vetting/getApprovalDetail', { OrderNo: order.OrderNo }, token)
  await open(approver.page, '/message/examine')
  const card = approver.page.locator(`[data-testid="approval-${ApprovalNo}"]:visible`)
  await card.waitFor()
  assert.match(await card.locator('.ap-card__amount').innerText(), DOLLARS)
  await shot(approver.page, 'money-5-usd-approvals-en')
  assert.deepEqual(page.errors, [])
  await approver.context.close()
})

test('admin01 turns travel beans off, sets the company’s dollar rate and tops up the prepayment; employee01’s cashier and wallet follow', async () => {
  const admin = await tokenOf('admin01')
  const token = await tokenOf('employee01')
  const settingsBefore = await ok('moneySettings/get', {}, admin)
  assert.equal(settingsBefore.BeansPay, true, 'beans are allowed at first')
  const prepaymentBefore = (await ok('advancePayment/getAccount', {}, admin)).Balance
  const { order } = await trainOrder(token, 10)
  try {
    const { context, page } = await signedIn(browser, 'admin01', 'en-US')
    await open(page, '/management')
    await $(page, 'manage-entry-moneySettings').click()
    await $(page, 'money-settings-page').waitFor()
    await $(page, 'money-BeansPay').click()
    assert.equal(await $(page, 'money-BeansPay').getAttribute('aria-checked'), 'false')
    // Five minutes is under the unpaid-order floor: said under the field, nothing saved.
    await $(page, 'money-order-pay').locator('input').fill('5')
    await $(page, 'money-settings-save').click()
    await $(page, 'money-order-pay').locator('[role="alert"]', { hasText: '10' }).waitFor()
    assert.equal((await ok('moneySettings/get', {}, admin)).BeansPay, true)
    await $(page, 'money-order-pay').locator('input').fill('')
    await $(page, 'money-settings-save').click()
    await until(async () => (await ok('moneySettings/get', {}, admin)).BeansPay === false, { what: 'beans switched off' })
    await $(page, 'toast').waitFor({ state: 'hidden' })
    await shot(page, 'money-7-settings-en')

    // The dollar at ¥8 from today: a wrong rate is refused under the field first.
    await $(page, 'money-open-rates').click()
    await $(page, 'rate-USD').click()
    await $(page, 'rate-sheet').waitFor()
    await $(page, 'rate-value-input').locator('input').fill('8.1234567')
    await $(page, 'rate-save').click()
    await $(page, 'rate-value').locator('[role="alert"]').waitFor()
    await $(page, 'rate-value-input').locator('input').fill('8')
    await assertText($(page, 'rate-preview'), /12\.50 USD/)
    await $(page, 'rate-save').click()
    await $(page, 'rate-sheet').waitFor({ state: 'detached' })
    await $(page, 'rate-USD-value').locator('text=¥8').waitFor()
    await assertText($(page, 'rate-USD-source'), /Company/)
    await $(page, 'toast').waitFor({ state: 'hidden' })
    await shot(page, 'money-8-rates-en')

    // A top-up of the prepayment: under ¥1 refused, ¥1,000 added once.
    await open(page, '/advancePayment')
    await $(page, 'prepayment-top-up').click()
    await $(page, 'top-up-input').locator('input').fill('0.5')
    await $(page, 'top-up-confirm').click()
    await $(page, 'top-up-amount').locator('[role="alert"]').waitFor()
    await $(page, 'top-up-input').locator('input').fill('1000')
    await $(page, 'top-up-confirm').click()
    await $(page, 'top-up-sheet').waitFor({ state: 'detached' })
    assert.equal((await ok('advancePayment/getAccount', {}, admin)).Balance, prepaymentBefore + 100_000)
    assert.deepEqual(page.errors, [])
    await context.close()

    // employee01: the cashier offers the wallet but no beans; in dollars the wallet is at ¥8 a dollar.
    const traveller = await signedIn(browser, 'employee01', 'en-US')
    await open(traveller.page, `/train/pay?orderNo=${order.OrderNo}`)
    await $(traveller.page, 'pay-sources').waitFor()
    await $(traveller.page, 'pay-use-wallet').waitFor()
    assert.equal(await traveller.page.locator('[data-testid="pay-use-beans"]:visible').count(), 0)
    await chooseDollars(traveller.page)
    const balance = (await ok('pay_wallet/getWalletInfo', {}, token)).Balance
    await open(traveller.page, '/personal/wallet/center')
    // Cents at ¥8 a dollar (half away from zero); whole amounts show without decimals.
    const cents = Math.round(balance / 8)
    const dollars = `${Math.floor(cents / 100).toLocaleString('en-US')}${cents % 100 ? `.${String(cents % 100).padStart(2, '0')}` : ''}`
    const shown = new RegExp(`\\$${dollars.replace('.', '\\.')}(?![\\d.,])`)
    await $(traveller.page, 'wallet-balance').waitFor()
    await until(async () => shown.test(await $(traveller.page, 'wallet-balance').innerText()), { what: `the wallet's ¥${balance / 100} as $${dollars}` }).catch(
      async (e) => {
        throw new Error(`${e.message}; shown: ${await $(traveller.page, 'wallet-balance').innerText()}`)
      },
    )
    assert.deepEqual(traveller.page.errors, [])
    await traveller.context.close()
  } finally {
    await ok(
      'moneySettings/save',
      {
        WalletPay: settingsBefore.WalletPay,
        BeansPay: settingsBefore.BeansPay,
        VoucherPay: settingsBefore.VoucherPay,
        Prepayment: settingsBefore.Prepayment,
        LowBalance: settingsBefore.LowBalance,
        PayTimeoutMinutes: settingsBefore.PayTimeoutMinutes,
        OrderPayMinutes: settingsBefore.OrderPayMinutes,
      },
      admin,
    )
  }
})
