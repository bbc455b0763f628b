/**
 * Every page of the BUILT mini-program's app.json (main package and subpackages) renders in
 * miniprogram-simulate against the reference server, signed in as the person who may open it,
 * with the parameters the page needs (an order, an approval, a trip application made through the
 * API first). A page fails on: an exception while loading or rendering, an error logged, a wx API
 * the simulator host does not offer, a custom component its json names that the build lacks, or
 * a blank screen. The list of pages and what each rendered is printed at the end.
 * Run `npm run build:weapp` first.
 */
const fs = require('fs')
const path = require('path')
const { startServer, signIn, postJson } = require('./server')
const { dist } = require('./mini-app')
const { allPages } = require('./dist')

const PASSWORD = 'Travel2026'
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

let server
let mini
const tokens = {}
const ids = {}
const rendered = []
let consoleErrors = []
let restoreConsole = () => undefined

/** Paths the app sends to the site root rather than under /api (types/api/envelope.ts ROOT_PREFIXES). */
const AT_ROOT = /^(invoiceApply|pay_wallet|tripformapi|mealsapi)\//

async function call(user, pathname, body) {
  const res = await postJson(server.origin, `${AT_ROOT.test(pathname) ? '' : '/api'}/${pathname}`, body, { Token: tokens[user], RequestSource: 'Wechat' })
  if (res.status !== 200 || !res.body.IsSuccess) throw new Error(`${pathname}: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.ResultData
}

const plusDays = (date, n) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 864e5).toISOString().slice(0, 10)

/** An out-of-policy flight order of employee01: it waits for approver01, so it has an approval too. */
async function makeOrder(date) {
  const { Flights } = await call('employee01', 'domesticFlightv2/getFlights', { DepartCityCode: 'BJS', ArriveCityCode: 'SHA', DepartDate: date })
  for (const row of Flights) {
    if (row.LowestPrice === null) continue
    const { Cabins } = await call('employee01', 'domesticFlightv2/getCabinClass', {
      FlightNo: row.FlightNo,
      DepartDate: date,
      DepartCityCode: 'BJS',
      ArriveCityCode: 'SHA',
    })
    const cabin = Cabins.find((c) => c.SeatsLeft > 1 && !c.Policy.InPolicy && c.CabinClass === 'Economy')
    if (!cabin) continue
    const me = (await call('employee01', 'user/getBookPersons', { PageSize: 100 })).Persons.find((p) => p.IsSelf)
    const kind = cabin.Policy.Violations.some((v) => v.Kind === 'LowestPrice') ? 'LowestPrice' : 'Policy'
    const reasons = (await call('employee01', 'reasoncode/get', { Product: 'Flight', Kind: kind })).Items
    const order = await call('employee01', 'flight/submitBooking', {
      ClientRequestId: `weapp-${Date.now().toString(36)}`,
      TripType: 'OneWay',
      Segments: [{ FlightNo: row.FlightNo, DepartDate: date, DepartCityCode: 'BJS', ArriveCityCode: 'SHA', CabinCode: cabin.CabinCode, Price: cabin.Price }],
      Passengers: [
        {
          PersonId: me.PersonId,
          ChName: me.ChName,
          LastName: me.LastName,
          FirstName: me.FirstName,
          Gender: me.Gender,
          BirthDate: me.BirthDate,
          Nationality: 'CN',
          IdType: me.IdType,
          IdNo: me.IdNo,
          MobileCountryCode: '86',
          Mobile: me.Mobile,
        },
      ],
      Contacts: [{ Name: me.ChName, MobileCountryCode: '86', Mobile: me.Mobile, Email: me.Email }],
      PaymentType: 'Company',
      CostCenterId: me.CostCenterId,
      PurposeText: '客户拜访',
      ExtendFields: { ExtendField2: '客户拜访' },
      PolicyReasons: [{ SegmentIndex: 0, ReasonCodeId: reasons[0].Id }],
    })
    return { orderNo: order.OrderNo, flightNo: row.FlightNo }
  }
  throw new Error(`no out-of-policy economy fare BJS-SHA on ${date}`)
}

/** An issued international round trip of employee01, Shanghai → Frankfurt nonstop in Economy Standard (company pay). */
async function makeIntlOrder(date, back) {
  const found = await call('employee01', 'intlflight/get', {
    TripType: 'RoundTrip',
    Legs: [
      { From: 'SHA', To: 'FRA', Date: date },
      { From: 'FRA', To: 'SHA', Date: back },
    ],
    Cabin: 'Economy',
  })
  const Selections = found.Legs.map((l) => ({ ItineraryKey: (l.Itineraries.find((i) => i.Stops === 0) ?? l.Itineraries[0]).Key, Family: 'EconomyStandard' }))
  const { Persons } = await call('employee01', 'user/getBookPersons', { PageSize: 100 })
  const me = Persons.find((p) => p.IsSelf)
  const Passengers = [
    {
      PersonId: me.PersonId,
      LastName: 'ZHANG',
      FirstName: 'WEI',
      Nationality: 'CN',
      Document: { Type: 'Passport', Number: 'E12345678', IssuingCountry: 'CN', Expiry: '2031-05-01' },
    },
  ]
  const quote = await call('employee01', 'intlflight/checkPrice', { TripType: 'RoundTrip', Selections, Passengers })
  const order = await call('employee01', 'intlflight/submitBooking', {
    ClientRequestId: `weapp-intl-${Date.now().toString(36)}`,
    TripType: 'RoundTrip',
    Selections,
    Passengers,
    PricePerPassenger: quote.PricePerPassenger,
    Contacts: [{ Name: me.ChName, MobileCountryCode: '86', Mobile: me.Mobile, Email: me.Email }],
    PaymentType: 'Company',
    CostCenterId: me.CostCenterId,
    PurposeText: '客户拜访',
    ExtendFields: { ExtendField2: '客户拜访' },
  })
  if (order.NeedPayment && !order.NeedApproval)
    await call('employee01', 'Pay/intlflightpaystart', { OrderNo: order.OrderNo, Channel: 'CompanyAccount', PersonalAmount: 0 })
  return { intlOrderNo: order.OrderNo }
}

/** An inquiry sheet of employee01 for the same round trip, answered by consultant01 with one option. */
async function makeSheet(date, back) {
  const Legs = [
    { From: 'SHA', To: 'FRA', Date: date },
    { From: 'FRA', To: 'SHA', Date: back },
  ]
  const sheet = await call('employee01', 'intlflight/inquirySheet/ask', {
    ClientRequestId: `weapp-sheet-${Date.now().toString(36)}`,
    TripType: 'RoundTrip',
    Legs,
    Cabin: 'Economy',
    PassengerIds: [],
    Notes: '希望直飞',
  })
  const found = await call('consultant01', 'intlflight/get', { TripType: 'RoundTrip', Legs, Cabin: 'Economy' })
  const Selections = found.Legs.map((l) => ({ ItineraryKey: l.Itineraries[0].Key, Family: 'EconomyStandard' }))
  await call('consultant01', 'intlflight/inquirySheet/answer', {
    SheetNo: sheet.SheetNo,
    Options: [{ Selections, PricePerPassenger: 900000, Deadline: `${plusDays(date, -2)} 18:00` }],
  })
  return { sheetNo: sheet.SheetNo }
}

/** An issued second-class ticket of employee01 on a G train (company pay, in standard). */
async function makeTrainOrder(date) {
  const { Trains } = await call('employee01', 'train/searchTrains', { From: 'VNP', To: 'AOH', Date: date })
  const train = Trains.find((t) => t.TrainType === 'G' && t.Seats.some((x) => x.SeatClass === 'Second' && x.Remaining > 0 && x.Policy.InPolicy))
  const seat = train.Seats.find((x) => x.SeatClass === 'Second')
  const me = (await call('employee01', 'user/getBookPersons', { PageSize: 100 })).Persons.find((p) => p.IsSelf)
  const order = await call('employee01', 'train/submitOrder', {
    ClientRequestId: `weapp-train-${Date.now().toString(36)}`,
    Choice: { TrainNo: train.TrainNo, Date: date, FromStation: 'VNP', ToStation: 'AOH', SeatClass: 'Second', Price: seat.Price },
    Passengers: [{ PersonId: me.PersonId }],
    Contacts: [{ Name: me.ChName, MobileCountryCode: '86', Mobile: me.Mobile, Email: me.Email }],
    PaymentType: 'Company',
    CostCenterId: me.CostCenterId,
    PurposeText: '客户拜访',
    ExtendFields: { ExtendField2: '客户拜访' },
  })
  if (order.NeedPayment && !order.NeedApproval)
    await call('employee01', 'Pay/trainpaystart', { OrderNo: order.OrderNo, Channel: 'CompanyAccount', PersonalAmount: 0 })
  const ticketId = (await call('employee01', 'train/getOrderDetail', { OrderNo: order.OrderNo })).Tickets[0].TicketId
  return { trainOrderNo: order.OrderNo, trainNo: train.TrainNo, ticketId }
}

/** The payer pays an intent at the sandbox channel (what its page's Pay button does); resolves once the server, told by the channel, has it paid. */
async function payAtSandbox(intent) {
  const res = await postJson(server.sandbox, '/__sandbox/pay', { channel: intent.Channel, intentNo: intent.IntentNo, outcome: 'Succeeded' })
  if (res.status !== 200) throw new Error(`the sandbox channel did not take ${intent.IntentNo}: ${res.status} ${JSON.stringify(res.body)}`)
  for (let i = 0; i < 100; i++) {
    if ((await call('employee01', 'Pay/query', { IntentNo: intent.IntentNo })).Status === 'Succeeded') return
    await sleep(100)
  }
  throw new Error(`${intent.IntentNo} was not paid`)
}

/** An invoice of employee01: a ticket they paid themselves, invoiced electronically. */
async function makeInvoice(date) {
  const { Trains } = await call('employee01', 'train/searchTrains', { From: 'VNP', To: 'AOH', Date: date })
  const train = Trains.filter((t) => t.TrainType === 'G' && t.Seats.some((x) => x.SeatClass === 'Second' && x.Remaining > 0 && x.Policy.InPolicy))[1]
  const seat = train.Seats.find((x) => x.SeatClass === 'Second')
  const me = (await call('employee01', 'user/getBookPersons', { PageSize: 100 })).Persons.find((p) => p.IsSelf)
  const order = await call('employee01', 'train/submitOrder', {
    ClientRequestId: `weapp-invoice-${Date.now().toString(36)}`,
    Choice: { TrainNo: train.TrainNo, Date: date, FromStation: 'VNP', ToStation: 'AOH', SeatClass: 'Second', Price: seat.Price },
    Passengers: [{ PersonId: me.PersonId }],
    Contacts: [{ Name: me.ChName, MobileCountryCode: '86', Mobile: me.Mobile, Email: me.Email }],
    PaymentType: 'Personal',
    CostCenterId: me.CostCenterId,
    PurposeText: '客户拜访',
    ExtendFields: { ExtendField2: '客户拜访' },
  })
  const paid = await call('employee01', 'Pay/trainpaystart', { OrderNo: order.OrderNo, Channel: 'WeChatPay', PersonalAmount: seat.Price })
  if (paid.Intent && paid.Intent.Status === 'Pending') await payAtSandbox(paid.Intent)
  ids.intentNo = paid.Intent ? paid.Intent.IntentNo : ''
  const header = await call('employee01', 'invoiceApply/header/save', { Kind: 'Personal', Title: me.ChName, Email: 'invoice@example.com' })
  const invoice = await call('employee01', 'invoiceApply/apply', {
    ClientRequestId: `weapp-invoice-${Date.now().toString(36)}`,
    OrderNo: order.OrderNo,
    HeaderId: header.HeaderId,
    Medium: 'Electronic',
  })
  return { invoiceNo: invoice.InvoiceNo }
}

/**
 * A payment code of employee01 at the seeded restaurant nearest the office, and the meal the
 * restaurant's (sandbox) terminal charges on it: a receipt when the server's hour is a meal's
 * (the order pages then open it; outside the windows the charge is refused and they open empty).
 */
async function makeMeal() {
  const { Items } = await call('employee01', 'mealsapi/Dining/restaurants', { Near: 'Office' })
  const restaurantId = Items[0].RestaurantId
  const code = await call('employee01', 'mealsapi/Dining/openCode', { RestaurantId: restaurantId, Guests: 0 })
  const { createHmac, randomBytes } = require('crypto')
  const sorted = (v) =>
    Array.isArray(v)
      ? v.map(sorted)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, sorted(v[k])]),
          )
        : v
  const terminal = 'DT-BJS-JW'
  const body = { CodeNo: code.CodeNo, BillNo: `W${Date.now()}`, Amount: 1000, Dishes: [{ Name: 'Noodles', Count: 1, Price: 1000 }] }
  const all = { ...body, TerminalId: terminal, Timestamp: Math.floor(Date.now() / 1000), Nonce: randomBytes(8).toString('hex') }
  const key = createHmac('sha256', 'sandbox-dining-terminals').update(terminal).digest('hex')
  const Signature = createHmac('sha256', key)
    .update(`${all.Timestamp}\n${all.Nonce}\n${JSON.stringify(sorted(all))}`)
    .digest('hex')
  await call('employee01', 'mealsapi/Terminal/charge', { ...all, Signature })
  const after = await call('employee01', 'mealsapi/Dining/code', { CodeNo: code.CodeNo })
  const open = await call('employee01', 'mealsapi/Dining/openCode', { RestaurantId: restaurantId, Guests: 0 })
  return { restaurantId, diningCode: open.CodeNo, diningOrderNo: after.OrderNo }
}

/** A car ride of employee01 from the office to the airport, booked on the company account and left to pay. */
async function makeCarOrder() {
  const q = await call('employee01', 'car/quote', { Service: 'Ride', From: 'BJS-O0', To: 'BJS-A-PEK' })
  const economy = q.Options.find((o) => o.Class === 'Economy')
  const cc = (await call('employee01', 'user/getCostCenters', {})).Items[0]
  const order = await call('employee01', 'car/submitOrder', {
    ClientRequestId: `weapp-car-${Date.now().toString(36)}`,
    QuoteId: q.QuoteId,
    Class: 'Economy',
    Fare: economy.Fare,
    Contacts: [{ Name: '王芳', MobileCountryCode: '86', Mobile: '13800000002' }],
    PaymentType: 'Company',
    CostCenterId: cc.Id,
    PurposeText: '客户拜访',
    ExtendFields: { ExtendField2: '客户拜访' },
  })
  return { carOrderNo: order.OrderNo }
}

/**
 * Who opens a page and with which query. Pages not listed open as employee01 without one (their
 * own empty or default state). Keyed by the page's path in app.json.
 */
function visits() {
  const order = `orderNo=${ids.orderNo}`
  const search = `trip=OneWay&leg=0&from=BJS&to=SHA&date=${ids.date}`
  return {
    'features/flight/list/index': { query: search },
    'features/flight/cabins/index': { query: `${search}&flightNo=${ids.flightNo}` },
    'features/flight/pay/index': { query: order },
    'features/flight/order-details/index': { query: order },
    'features/flight/refund/index': { query: order },
    'features/flight/change/index': { query: order },
    'features/approval/examine/index': {},
    'features/approval/examine-details/index': { query: `id=${ids.approvalNo}` },
    'features/approval-setting/general/index': {},
    'features/approval-setting/templates/index': {},
    'features/approval-setting/template-details/index': { query: `id=${ids.templateId}` },
    'features/approval-setting/template-edit/index': { query: `id=${ids.templateId}` },
    'features/approval-setting/whitelist/index': {},
    'features/approval-setting/approvers/index': {},
    'features/travel-apply/details/index': { query: `applicationNo=${ids.applicationNo}` },
    'features/travel-apply/auth-details/index': { query: `applicationNo=${ids.applicationNo}` },
    'features/train/details/index': { query: `trainNo=${ids.trainNo}&date=${ids.trainDate}&from=VNP&to=AOH` },
    'features/train/pay/index': { query: `orderNo=${ids.trainOrderNo}` },
    'features/train/order-details/index': { query: `orderNo=${ids.trainOrderNo}` },
    'features/train/change/index': { query: `orderNo=${ids.trainOrderNo}&ticketIds=${ids.ticketId}` },
    'features/invoice/details/index': { query: `invoiceNo=${ids.invoiceNo}` },
    'features/dining/restaurant/index': { query: `id=${ids.restaurantId}` },
    'features/dining/code/index': { query: `code=${ids.diningCode}` },
    'features/dining/order/index': ids.diningOrderNo ? { query: `orderNo=${ids.diningOrderNo}` } : {},
    'features/dining/pay/index': ids.diningOrderNo ? { query: `orderNo=${ids.diningOrderNo}` } : {},
    'features/car/order-details/index': { query: `orderNo=${ids.carOrderNo}` },
    'features/car/pay/index': { query: `orderNo=${ids.carOrderNo}` },
    'features/intl-flight/pay/index': { query: `orderNo=${ids.intlOrderNo}` },
    'features/intl-flight/order-details/index': { query: `orderNo=${ids.intlOrderNo}` },
    'features/intl-flight/refund/index': { query: `orderNo=${ids.intlOrderNo}` },
    'features/intl-flight/sheet-details/index': { query: `sheetNo=${ids.sheetNo}` },
    'features/intl-flight/sheet-answer/index': { query: `sheetNo=${ids.sheetNo}` },
    'features/intl-flight/sheet-confirm/index': { query: `sheetNo=${ids.sheetNo}&optionNo=1` },
    'features/business/join/index': { query: `token=${ids.inviteToken}` },
    'features/travel-policy/level/index': {},
    'features/travel-policy/rank/index': { query: `rankId=${ids.rankId}` },
    'features/travel-policy/rc/index': {},
    'features/travel-policy/settings/index': { query: 'product=Dining' },
    'features/business/scope/index': { query: `personId=${ids.staffPersonId}` },
    'features/business/bind/index': { query: `messenger=dingtalkwork&token=${ids.bindToken}&userid=zhangwei.dt` },
    'features/organisation/department/index': {},
    'features/organisation/cost/index': {},
    'features/organisation/bu/index': {},
    'features/organisation/custom/index': {},
    'features/organisation/role/index': {},
    'features/organisation/info/index': {},
    'features/organisation/invoice/index': {},
    'features/organisation/audit/index': { query: `entity=Employee&entityId=${ids.staffPersonId}&name=%E5%BC%A0%E4%BC%9F` },
    'pages/account/announcement/details': { query: `id=${ids.noticeId}` },
    'features/personal/emergency/alarm': { query: order },
    'features/personal/share/index': { query: `Token=${ids.shareToken}` },
    'features/money/callback/index': ids.intentNo ? { query: `intentNo=${ids.intentNo}` } : {},
  }
}

/** Who opens which page; every other page is opened by employee01. */
const VISITORS = {
  'features/approval/examine/index': 'approver01',
  'features/approval/examine-details/index': 'approver01',
  'features/approval-setting/general/index': 'admin01',
  'features/approval-setting/templates/index': 'admin01',
  'features/approval-setting/template-details/index': 'admin01',
  'features/approval-setting/template-edit/index': 'admin01',
  'features/approval-setting/whitelist/index': 'admin01',
  'features/approval-setting/approvers/index': 'admin01',
  'features/support/inbox/index': 'consultant01',
  'features/business/invite/index': 'admin01',
  'features/travel-policy/level/index': 'admin01',
  'features/travel-policy/rank/index': 'admin01',
  'features/travel-policy/rc/index': 'admin01',
  'features/travel-policy/settings/index': 'admin01',
  'features/business/staff/index': 'admin01',
  'features/business/scope/index': 'admin01',
  'features/business/unstaff/index': 'admin01',
  'features/business/wechat/index': 'admin01',
  'features/business/nail/index': 'admin01',
  'features/business/lark/index': 'admin01',
  'features/organisation/department/index': 'admin01',
  'features/organisation/cost/index': 'admin01',
  'features/organisation/bu/index': 'admin01',
  'features/organisation/custom/index': 'admin01',
  'features/organisation/role/index': 'admin01',
  'features/organisation/info/index': 'admin01',
  'features/organisation/invoice/index': 'admin01',
  'features/organisation/audit/index': 'admin01',
  'features/intl-flight/sheet-answer/index': 'consultant01',
  'features/money/settings/index': 'admin01',
  'features/money/rates/index': 'admin01',
  'features/money/prepayment/index': 'admin01',
  'features/reports/index/index': 'admin01',
  'features/dining/invoices/index': 'admin01',
}

/**
 * Pages that end the session they find when their own sign-in step fails (no link parameters
 * here): they get a session of their own, so the pages after them keep theirs.
 */
const ENDS_SESSION = new Set(['pages/login-switch/index', 'pages/callback/index', 'pages/silent-login/index'])

/** Custom components a page's json names, each with the files WeChat needs to mount it. */
function missingComponents(page) {
  const json = JSON.parse(fs.readFileSync(path.join(dist, `${page}.json`), 'utf8'))
  const missing = []
  for (const [name, ref] of Object.entries(json.usingComponents || {})) {
    const base = ref.startsWith('/') ? path.join(dist, ref) : path.join(dist, path.dirname(page), ref)
    for (const ext of ['.js', '.json', '.wxml']) if (!fs.existsSync(base + ext)) missing.push(`${name} → ${ref}${ext}`)
  }
  return missing
}

beforeAll(async () => {
  if (!fs.existsSync(path.join(dist, 'app.js'))) throw new Error('dist/weapp is missing: run `npm run build:weapp` first')
  server = await startServer({ payments: true })
  for (const user of ['employee01', 'approver01', 'admin01', 'consultant01']) tokens[user] = (await signIn(server.origin, user, PASSWORD)).Token
  // Dates from the server's China day, never this machine's.
  const today = (await call('employee01', 'flight/getFlightIndexInitInfo', {})).Today
  ids.date = plusDays(today, 12)
  Object.assign(ids, await makeOrder(ids.date))
  ids.trainDate = plusDays(today, 5)
  Object.assign(ids, await makeTrainOrder(ids.trainDate))
  Object.assign(ids, await makeInvoice(ids.trainDate))
  Object.assign(ids, await makeMeal())
  Object.assign(ids, await makeCarOrder())
  Object.assign(ids, await makeIntlOrder(plusDays(today, 10), plusDays(today, 17)))
  Object.assign(ids, await makeSheet(plusDays(today, 20), plusDays(today, 27)))
  ids.approvalNo = (await call('employee01', 'vetting/getApprovalDetail', { OrderNo: ids.orderNo })).ApprovalNo
  ids.noticeId = (await call('employee01', 'notice/list', { PageIndex: 1, PageSize: 1 })).Items[0].Id
  ids.templateId = (await call('admin01', 'vettingsetting/getVettingTemplates', {})).Items[0].TemplateId
  ids.inviteToken = (await call('admin01', 'invite/create', {})).Token
  ids.rankId = (await call('admin01', 'rank/list', {})).Items.find((r) => r.Code === 'R1').Id
  ids.staffPersonId = (await call('admin01', 'employee/getEmployees', { Keyword: 'HY0003' })).Items[0].PersonId
  // employee01's own DingTalk binding link, opened with the id the messenger's page appends.
  ids.bindToken = (await call('admin01', 'dingtalkwork/inviteUser', { PersonId: ids.staffPersonId })).Token
  // An emergency alarm on the flight order: its share token opens the public shared-trip page.
  await call('employee01', 'user/saveEmergencyContact', { Name: '林芳', MobileCountryCode: '86', Mobile: '13700000088' })
  ids.shareToken = (await call('employee01', 'emergency/alarm', { OrderNo: ids.orderNo })).ShareToken
  const applications = await postJson(server.origin, '/tripformapi/application/list', { PageIndex: 1, PageSize: 1 }, { Token: tokens.employee01 })
  ids.applicationNo = applications.body.ResultData.Items.length ? applications.body.ResultData.Items[0].ApplicationNo : 'TA-NONE'

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
    // Answers still on their way arrive before the server goes.
    await mini.host.idle()
  }
  if (server) await server.stop()
  if (rendered.length) {
    const width = Math.max(...rendered.map((r) => r.page.length))
    // The list goes to a file (the failures stay at the end of the report, where CI's excerpt shows them).
    const list = path.join(dist, '..', 'weapp-pages.txt')
    fs.writeFileSync(list, rendered.map((r) => `${r.page.padEnd(width)}  ${r.user.padEnd(10)}  ${r.text}`).join('\n') + '\n')
    console.log(`${rendered.length} pages rendered: what each showed is in ${path.relative(process.cwd(), list)}`)
  }
})

describe('every page of app.json renders on the built mini-program', () => {
  it.each(allPages())(
    '%s',
    async (page) => {
      expect(missingComponents(page)).toEqual([])
      const user = VISITORS[page] || 'employee01'
      const token = ENDS_SESSION.has(page) ? (await signIn(server.origin, user, PASSWORD)).Token : tokens[user]
      const visit = visits()[page] || {}
      // A fresh app for every page, signed in as its visitor, as a phone opening a shared link: no
      // page inherits what another left behind. app.js runs again in a fresh module registry.
      if (mini) mini.close()
      let comp
      jest.isolateModules(() => {
        mini = require('./mini-app').launchMiniApp({ origin: server.origin, storage: { token, loginType: '1' } })
        comp = mini.open(visit.query ? `${page}?${visit.query}` : page)
      })
      // Rendered once its first answers are in and Taro has flushed its updates.
      // Generous: this check runs beside the H5 build on two cores (npm test).
      const deadline = Date.now() + 20000
      let text = ''
      while (Date.now() < deadline) {
        await mini.host.idle()
        text = comp.dom.textContent.replace(/\s+/g, ' ').trim()
        if (text) break
        await sleep(100)
      }
      rendered.push({ page, user, text: text.slice(0, 70) })

      const missing = [...mini.host.missing]
      const errors = consoleErrors
      mini.host.missing.clear()
      consoleErrors = []
      expect({ missingWxApis: missing, consoleErrors: errors }).toEqual({ missingWxApis: [], consoleErrors: [] })
      // Something a person can read: a page, its empty state or its error with a way on.
      expect(text.length).toBeGreaterThan(0)
    },
    40000,
  )
})
