/**
 * The BUILT mini-program pays WeChat Pay's JSAPI way, offline (miniprogram-simulate, the reference
 * server and the sandbox payment channel as a separate process): the cashier sends Scene JSAPI with
 * a wx.login code and no Simulate, and opens wx.requestPayment with exactly the parameters the
 * server signed (the intent's RequestPayment action). The sheet answering "paid" proves nothing:
 * the order stays unpaid until the channel itself says so, and the payment result page waits on
 * the server for that. Run `npm run build:weapp` first.
 */
const fs = require('fs')
const path = require('path')
const { startServer, signIn, postJson } = require('./server')
const { launchMiniApp, dist } = require('./mini-app')
const { waitForText, waitFor, find, tap } = require('./dom')

const PASSWORD = 'Travel2026'

let server
let mini
let token
let consoleErrors = []
let restoreConsole = () => undefined

async function api(pathname, body) {
  const res = await postJson(server.origin, `/api/${pathname}`, body, { Token: token, RequestSource: 'Wechat' })
  if (res.status !== 200 || !res.body.IsSuccess) throw new Error(`${pathname}: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.ResultData
}

const plusDays = (date, n) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 864e5).toISOString().slice(0, 10)

/** A second-class ticket employee01 pays personally (PaymentType Personal), placed through the API and waiting for payment. */
async function personalTrainOrder(date, nth) {
  const { Trains } = await api('train/searchTrains', { From: 'VNP', To: 'AOH', Date: date })
  const train = Trains.filter((t) => t.TrainType === 'G' && t.Seats.some((x) => x.SeatClass === 'Second' && x.Remaining > 0 && x.Policy.InPolicy))[nth]
  const seat = train.Seats.find((x) => x.SeatClass === 'Second')
  const me = (await api('user/getBookPersons', { PageSize: 100 })).Persons.find((p) => p.IsSelf)
  const order = await api('train/submitOrder', {
    ClientRequestId: `weapp-pay-${Date.now().toString(36)}-${nth}`,
    Choice: { TrainNo: train.TrainNo, Date: date, FromStation: 'VNP', ToStation: 'AOH', SeatClass: 'Second', Price: seat.Price },
    Passengers: [{ PersonId: me.PersonId }],
    Contacts: [{ Name: me.ChName, MobileCountryCode: '86', Mobile: me.Mobile, Email: me.Email }],
    PaymentType: 'Personal',
    CostCenterId: me.CostCenterId,
    PurposeText: '客户拜访',
    ExtendFields: { ExtendField2: '客户拜访' },
  })
  return { orderNo: order.OrderNo, price: seat.Price }
}

/**
 * A fresh app (app.js again in a fresh module registry, as every-page.test.js launches one) on the
 * train cashier of the order; its payment sheets end as `payAnswer` says. Taps the pay button.
 */
async function payOnCashier(orderNo, payAnswer = 'ok') {
  if (mini) mini.close()
  let comp
  jest.isolateModules(() => {
    mini = launchMiniApp({ origin: server.origin, storage: { token, loginType: '1' } })
    mini.host.payAnswer = payAnswer
    comp = mini.open(`features/train/pay/index?orderNo=${orderNo}`)
  })
  // Tapped once the cashier has settled: the order, the sources and the channels are in.
  await waitForText(comp, ['确认支付', '支付方式', '微信支付'], 8000)
  await mini.host.idle()
  tap(comp, find(comp, 'main-button', '确认支付'))
  return comp
}

beforeAll(async () => {
  if (!fs.existsSync(path.join(dist, 'app.js'))) throw new Error('dist/weapp is missing: run `npm run build:weapp` first')
  server = await startServer({ payments: true })
  token = (await signIn(server.origin, 'employee01', PASSWORD)).Token
  const original = console.error
  console.error = (...args) => {
    consoleErrors.push(args.map(String).join(' '))
    original(...args)
  }
  restoreConsole = () => {
    console.error = original
  }
}, 60000)

afterAll(async () => {
  restoreConsole()
  if (mini) {
    mini.close()
    await mini.host.idle()
  }
  if (server) await server.stop()
})

describe('the mini-program pays through wx.requestPayment', () => {
  it('sends JSAPI with the login code and opens the sheet with exactly the server’s parameters; only the channel makes it paid', async () => {
    const today = (await api('flight/getFlightIndexInitInfo', {})).Today
    const { orderNo, price } = await personalTrainOrder(plusDays(today, 6), 0)
    await payOnCashier(orderNo)
    const host = mini.host
    expect(await waitFor(() => host.payments.length === 1, 10000)).toBe(true)

    // What the cashier asked for.
    const start = host.requests.find((r) => r.path === '/api/Pay/trainpaystart')
    const sent = JSON.parse(start.body)
    expect(sent).toMatchObject({ OrderNo: orderNo, Channel: 'WeChatPay', PersonalAmount: price, Scene: 'JSAPI' })
    expect(sent.LoginCode).toMatch(/^simulate-/)
    expect(sent).not.toHaveProperty('Simulate')

    // The sheet got exactly what the server signed, nothing more.
    const { Intent } = await api('Pay/pending', { OrderNo: orderNo })
    expect(Intent.Status).toBe('Pending')
    expect(Intent.Action.Kind).toBe('RequestPayment')
    expect(host.payments[0]).toEqual(Intent.Action.Params)
    expect(Object.keys(host.payments[0]).sort()).toEqual(['nonceStr', 'package', 'paySign', 'signType', 'timeStamp'])

    // The sheet said "paid": the app shows the payment result page, and the order is not paid yet.
    await waitFor(() => host.navigations.some((n) => n.url.includes('features/money/callback/index') && n.url.includes(Intent.IntentNo)))
    expect(host.navigations.map((n) => n.url).find((u) => u.includes('features/money/callback/index'))).toContain(`intentNo=${Intent.IntentNo}`)
    expect((await api('Pay/query', { IntentNo: Intent.IntentNo })).Status).toBe('Pending')
    expect((await api('train/getOrderDetail', { OrderNo: orderNo })).Status).toBe('Placed')

    // The channel (the sandbox, paid by its payer) notifies the server: now it is paid.
    const paid = await postJson(server.sandbox, '/__sandbox/pay', { channel: 'WeChatPay', intentNo: Intent.IntentNo, outcome: 'Succeeded' })
    expect(paid.status).toBe(200)
    let status = ''
    for (let i = 0; i < 50 && status !== 'Succeeded'; i++) {
      status = (await api('Pay/query', { IntentNo: Intent.IntentNo })).Status
      if (status !== 'Succeeded') await new Promise((r) => setTimeout(r, 100))
    }
    expect(status).toBe('Succeeded')
    expect([...host.missing]).toEqual([])
    expect(consoleErrors).toEqual([])
  }, 40000)

  it('a closed sheet keeps the payer on the cashier with the payment under way', async () => {
    const today = (await api('flight/getFlightIndexInitInfo', {})).Today
    const { orderNo } = await personalTrainOrder(plusDays(today, 6), 1)
    const comp = await payOnCashier(orderNo, 'cancel')
    expect(await waitFor(() => mini.host.payments.length === 1, 10000)).toBe(true)
    const text = await waitForText(comp, ['继续支付'], 8000)
    expect(text).toContain('有一笔支付正在进行中')
    expect(mini.host.navigations.some((n) => n.url.includes('features/money/callback/index'))).toBe(false)
    expect((await api('Pay/pending', { OrderNo: orderNo })).Intent.Status).toBe('Pending')
  }, 40000)
})
