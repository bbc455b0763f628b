// Ticket-grabbing through the real server and its background job (a sweep every few seconds):
// a grab started on the train page for a class that another traveller bought out, which books
// the place as soon as that traveller refunds; and a grab that expires at its deadline, the
// progress page following it and the prepaid amount coming back. The sold-out class and the
// refund are set up through the API as the other traveller would make them.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import {
  launch,
  shot,
  open,
  ok,
  tokenOf,
  plusDays,
  serverToday,
  fillCompanyFields,
  payAtChannel,
  payThroughApi,
  assertText,
  advanceServerClock,
  signedIn,
  waitStatus,
} from './browser.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())

const $ = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
const rid = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`

async function orderFields(token) {
  const { Persons } = await ok('user/getBookPersons', { PageSize: 100 }, token)
  const me = Persons.find((p) => p.IsSelf)
  return {
    me,
    fields: {
      Contacts: [{ Name: me.ChName, MobileCountryCode: '86', Mobile: me.Mobile, Email: me.Email }],
      CostCenterId: me.CostCenterId,
      PurposeText: '客户拜访',
      ExtendFields: { ExtendField2: '客户拜访' },
    },
  }
}

/** booker01 buys every place left of a class for colleagues (up to five a order); the tickets are paid by the company. */
async function buyOut(train, seat) {
  const token = await tokenOf('booker01')
  const { Persons } = await ok('user/getBookPersons', { PageSize: 100 }, token)
  const { fields } = await orderFields(token)
  // Colleagues the railway lets buy online (a pending or failed identity check cannot).
  const others = Persons.filter((p) => !p.IsSelf && p.EmployeeNo !== 'HY0003').slice(0, 20)
  const { Passengers } = await ok('train/passengerVerification', { PersonIds: others.map((p) => p.PersonId) }, token)
  const people = others.filter((p) => Passengers.find((x) => x.PersonId === p.PersonId)?.CanBuyOnline).slice(0, seat.Remaining)
  assert.equal(people.length, seat.Remaining, 'enough colleagues to buy the class out')
  const orders = []
  for (let i = 0; i < people.length; i += 5) {
    const res = await ok(
      'train/submitOrder',
      {
        ClientRequestId: rid(),
        Choice: {
          TrainNo: train.TrainNo,
          Date: train.DepartDate,
          FromStation: train.FromStation.Code,
          ToStation: train.ToStation.Code,
          SeatClass: seat.SeatClass,
          Price: seat.Price,
        },
        Passengers: people.slice(i, i + 5).map((p) => ({ PersonId: p.PersonId })),
        PaymentType: 'Company',
        PolicyReason: { ReasonCodeId: null, ReasonText: '客户同行' },
        ...fields,
      },
      token,
    )
    if (res.NeedApproval) {
      const approver = await tokenOf('approver01')
      const { Items } = await ok('vetting/getApprovalOrders', { Tab: 'Pending', Keyword: res.OrderNo }, approver)
      const item = Items.find((x) => x.Subject.No === res.OrderNo)
      await ok('vetting/vettingHandleOrderV1', { ApprovalNo: item.ApprovalNo, Decision: 'Approve', Level: item.CurrentLevel }, approver)
    }
    await ok('Pay/trainpaystart', { OrderNo: res.OrderNo, Channel: 'CompanyAccount', PersonalAmount: 0 }, token)
    orders.push(res.OrderNo)
  }
  return orders
}

/** A G train VNP → AOH on `date` with a class of 1 to 5 places left (that another traveller can buy out). */
async function smallClass(token, date) {
  const { Trains } = await ok('train/searchTrains', { From: 'VNP', To: 'AOH', Date: date }, token)
  for (const t of Trains) {
    if (t.TrainType !== 'G' || t.DepartTime < '09:00') continue
    const seat = t.Seats.find((s) => s.Remaining >= 1 && s.Remaining <= 5 && s.SeatClass !== 'Standing')
    if (seat) return { train: t, seat }
  }
  throw new Error(`no small class on ${date}`)
}

test('a grab on a bought-out class books the place a refund puts back, and the traveller sees it on the progress page', async () => {
  const token = await tokenOf('employee01')
  const today = await serverToday()
  const date = plusDays(today, 3)
  const { train, seat } = await smallClass(token, date)
  const held = await buyOut(train, seat)
  const { context, page } = await signedIn(browser, 'employee01')
  await open(page, `/train/details?trainNo=${train.TrainNo}&date=${date}&from=VNP&to=AOH`)
  await $(page, `grab-${seat.SeatClass}`).click()

  await $(page, 'train-grab').waitFor()
  await $(page, 'tb-grab').waitFor()
  if ((await $(page, 'tb-policy').getAttribute('data-policy')) === 'out') {
    await $(page, 'tb-reason').click()
    await page.locator('[data-testid="tb-reason-sheet"] [role="radio"]').first().click()
    await $(page, 'tb-reason-sheet-ok').click()
  }
  // The latest deadline the railway allows (two hours before departure).
  await $(page, 'grab-deadline').click()
  await page.locator('[data-testid="deadline-picker"] [role="option"]').last().click()
  await fillCompanyFields(page)
  await $(page, 'tb-payment-type').locator('text=公司支付').click()
  await shot(page, 'train-6-grab-zh')
  await $(page, 'tb-submit').click()

  await $(page, 'details-page').waitFor()
  const orderNo = (await $(page, 'details-order-no').innerText()).replace(/^.*[：:]\s*/, '').trim()
  const header = page.locator('[data-testid="status-header"][data-status]:visible').first()
  await header.waitFor()
  if ((await header.getAttribute('data-status')) === 'PendingApproval') {
    const approver = await tokenOf('approver01')
    const { Items } = await ok('vetting/getApprovalOrders', { Tab: 'Pending', Keyword: orderNo }, approver)
    const item = Items.find((x) => x.Subject.No === orderNo)
    await ok('vetting/vettingHandleOrderV1', { ApprovalNo: item.ApprovalNo, Decision: 'Approve', Level: item.CurrentLevel }, approver)
    await page.reload()
    await $(page, 'details-pay').click()
    await $(page, 'pay-submit').click()
    await payAtChannel(page)
  }
  await waitStatus(page, 'Processing')
  await $(page, 'grab-card').waitFor()
  await shot(page, 'train-6-grabbing-zh')

  // The other traveller refunds one ticket: the job takes the place within its next attempts.
  const holder = await tokenOf('booker01')
  const d = await ok('train/getOrderDetail', { OrderNo: held[0] }, holder)
  const ticketId = d.Tickets[0].TicketId
  const preview = await ok('train/refundPreview', { OrderNo: held[0], TicketIds: [ticketId] }, holder)
  await ok('train/refund', { OrderNo: held[0], ClientRequestId: rid(), TicketIds: [ticketId], Fee: preview.Fee, Reason: '行程取消' }, holder)
  // The page follows the grab by itself (no reload).
  await waitStatus(page, 'TicketIssued', 60_000)
  await $(page, 'grab-booked').waitFor()
  assert.match(await $(page, 'ticket-seat').innerText(), new RegExp(seat.Name))
  await shot(page, 'train-6-grabbed-zh')
  // The traveller's message centre has the notice.
  const msgs = await ok('message/getMessageList', { Category: 'Order' }, token)
  assert.ok(JSON.stringify(msgs).includes(orderNo), 'the grab result reaches the traveller')
  await context.close()
})

test('a grab that finds nothing expires at its deadline and the prepaid amount comes back', async () => {
  const token = await tokenOf('employee01')
  const today = await serverToday()
  const date = plusDays(today, 2)
  const { train, seat } = await smallClass(token, date)
  await buyOut(train, seat)
  // The first whole minute at least five minutes ahead by the server's clock (the API takes any
  // minute; the page offers whole hours); the server's clock is then moved past it, not waited for.
  const serverNow = Date.parse(await advanceServerClock(0))
  const deadline = new Date(Math.ceil((serverNow + 300_000) / 60_000) * 60_000 + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')
  const { me, fields } = await orderFields(token)
  const res = await ok(
    'train/grab/submit',
    {
      ClientRequestId: rid(),
      Grab: { FromStation: 'VNP', ToStation: 'AOH', TrainNos: [train.TrainNo], Dates: [date], SeatClasses: [seat.SeatClass], Deadline: deadline },
      Passengers: [{ PersonId: me.PersonId }],
      PaymentType: 'Personal',
      PolicyReason: seat.Policy.InPolicy ? null : { ReasonCodeId: null, ReasonText: '客户同行' },
      ...fields,
    },
    token,
  )
  assert.equal(res.NeedApproval, false)
  await payThroughApi('Pay/trainpaystart', { OrderNo: res.OrderNo, Channel: 'WeChatPay', PersonalAmount: res.PriceDetail.PersonalAmount }, token)
  const { context, page } = await signedIn(browser, 'employee01', 'ja-JP')
  await open(page, `/train/orderDetail?orderNo=${res.OrderNo}`)
  await waitStatus(page, 'Processing')
  await $(page, 'grab-left').waitFor()
  // The time left counts down on the page (minutes:seconds in the last hour).
  const first = await $(page, 'grab-left').innerText()
  assert.match(first, /\d+:\d{2}/)
  await page.waitForTimeout(1500)
  assert.notEqual(await $(page, 'grab-left').innerText(), first)
  await shot(page, 'train-7-grabbing-ja')
  await advanceServerClock(420)
  await waitStatus(page, 'RefundSucceeded', 60_000)
  await $(page, 'details-refund').waitFor()
  await assertText($(page, 'grab-card'), /期限切れ|期限|締切/)
  await shot(page, 'train-7-expired-ja')
  const d = await ok('train/getOrderDetail', { OrderNo: res.OrderNo }, token)
  assert.equal(d.Grab.State, 'Expired')
  assert.equal(
    d.Refunds.reduce((s, r) => s + r.Amount, 0),
    res.PriceDetail.Total,
  )
  await context.close()
})
