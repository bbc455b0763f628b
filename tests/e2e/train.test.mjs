// Trains through the real server: a second-class seat D on a G train in standard from the search
// page to the issued ticket; a business seat over standard with a reason and the traveller's
// part at the cashier (in English); binding and verifying a 12306 account; a change within 48
// hours that may only go to an earlier train of the same day; a refund with the fee of its tier.
// The scene (which train, which class) is found through the API the way the pages ask for it, so
// the journeys hold whatever the generated timetable holds on the day they run.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, phone, shot, open, signIn, ok, api, tokenOf, plusDays, serverToday } from './browser.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())

const $ = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()

async function signedIn(user, locale = 'zh-CN') {
  const { context, page } = await phone(browser, { locale })
  await signIn(page, user)
  await $(page, 'home-greeting').waitFor()
  return { context, page }
}

async function waitStatus(page, status, timeout = 15_000) {
  await page.locator(`[data-testid="status-header"][data-status="${status}"]:visible`).first().waitFor({ timeout })
}

/** The first train between two stations on a date whose class `want` accepts. */
async function findTrain(token, { from, to, date, want }) {
  const { Trains } = await ok('train/searchTrains', { From: from, To: to, Date: date }, token)
  for (const t of Trains) {
    const seat = t.Seats.find((s) => want(s, t))
    if (seat) return { train: t, seat }
  }
  throw new Error(`no train ${from} → ${to} on ${date}`)
}

/** The demo company's order fields, filled the quickest way a person would (only those shown). */
async function fillCompanyFields(page) {
  const chip = page.locator('.cf__chip:visible')
  await chip.first().waitFor({ timeout: 5000 }).catch(() => undefined)
  if (await chip.count()) await chip.first().click()
  const extend = $(page, 'cf-ExtendField2')
  if (await extend.count()) {
    await extend.click()
    await page.locator('.picker-dialog [role=option]').first().click()
  }
}

const rid = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`

/** A paid, issued ticket booked through the API for the user themself (preconditions of after-sale journeys). */
async function apiTicket(user, { train, seat }) {
  const token = await tokenOf(user)
  const { Persons } = await ok('user/getBookPersons', { PageSize: 100 }, token)
  const me = Persons.find((p) => p.IsSelf)
  const res = await ok(
    'train/submitOrder',
    {
      ClientRequestId: rid(),
      Choice: { TrainNo: train.TrainNo, Date: train.DepartDate, FromStation: train.FromStation.Code, ToStation: train.ToStation.Code, SeatClass: seat.SeatClass, Price: seat.Price },
      Passengers: [{ PersonId: me.PersonId }],
      Contacts: [{ Name: me.ChName, MobileCountryCode: '86', Mobile: me.Mobile, Email: me.Email }],
      PaymentType: 'Company',
      PolicyReason: seat.Policy.InPolicy ? null : { ReasonCodeId: null, ReasonText: '会议临时改期' },
      CostCenterId: me.CostCenterId,
      PurposeText: '客户拜访',
      ExtendFields: { ExtendField2: '客户拜访' },
    },
    token,
  )
  if (res.NeedPayment && !res.NeedApproval) await ok('Pay/trainpaystart', { OrderNo: res.OrderNo, Channel: 'CompanyAccount', PersonalAmount: 0 }, token)
  return res.OrderNo
}

// ---------------------------------------------------------------------------------------------

test('employee books second class seat D on a G train in standard, from the search page to the issued ticket', async () => {
  const today = await serverToday()
  const date = plusDays(today, 5)
  const { context, page } = await signedIn('employee01')
  await $(page, 'entry-train').click()
  await $(page, 'search-trains').waitFor()
  // Beijing South from the hot stations, Shanghai Hongqiao typed in pinyin.
  await $(page, 'from-station').click()
  await $(page, 'station-picker-from').locator('[data-testid="city-hot"] [data-code="VNP"]').click()
  await $(page, 'to-station').click()
  await page.locator('[data-testid="station-picker-to"] input').fill('shanghaihongqiao')
  await page.locator('[data-testid="station-picker-to"] .city-picker__hit[data-code="AOH"]').first().click()
  await $(page, 'train-date').click()
  await $(page, 'train-calendar').locator(`[data-date="${date}"]`).click()
  await $(page, 'policy-line').locator('text=/二等座/').waitFor()
  await shot(page, 'train-1-search-zh')
  await $(page, 'search-trains').click()

  await $(page, 'train-list').waitFor()
  await $(page, 'train-row').waitFor()
  assert.match(await $(page, 'list-route').innerText(), /北京南 → 上海虹桥/)
  // High-speed only, with tickets: a G train with second class left.
  await $(page, 'open-filter').click()
  await $(page, 'filter-groups-GC').click()
  await $(page, 'filter-available').click()
  await $(page, 'filter-apply').click()
  await shot(page, 'train-1-list-zh')
  const numbers = await page.locator('[data-testid="train-row"]:visible').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-train')))
  assert.ok(numbers.length > 0 && numbers.every((n) => /^[GC]/.test(n)), `trains ${numbers}`)
  const token = await tokenOf('employee01')
  const { train } = await findTrain(token, { from: 'VNP', to: 'AOH', date, want: (s, t) => t.TrainType === 'G' && s.SeatClass === 'Second' && s.Remaining > 5 && s.Policy.InPolicy })
  await page.locator(`[data-testid="train-row"][data-train="${train.TrainNo}"]`).scrollIntoViewIfNeeded()
  await page.locator(`[data-testid="train-row"][data-train="${train.TrainNo}"]:visible`).click()

  await $(page, 'train-classes').waitFor()
  await $(page, 'train-stops').locator('.train-stops__row--in').first().waitFor()
  await shot(page, 'train-1-details-zh')
  await $(page, 'book-Second').click()

  await $(page, 'train-booking').waitFor()
  await $(page, 'tb-traveller-' + (await selfId(token))).locator('[data-testid="tb-check"]').waitFor()
  assert.match(await $(page, 'tb-travellers').innerText(), /张伟/)
  assert.equal(await $(page, 'tb-policy').innerText(), '符合标准')
  await $(page, 'seat-1D').click()
  assert.equal(await $(page, 'seat-1D').getAttribute('aria-checked'), 'true')
  await fillCompanyFields(page)
  await shot(page, 'train-1-booking-zh')
  await $(page, 'tb-submit').click()

  // All on the company account: no cashier; the ticket is issued at once.
  await $(page, 'details-page').waitFor()
  await waitStatus(page, 'TicketIssued')
  const seatText = await $(page, 'ticket-seat').innerText()
  assert.match(seatText, /二等座 · \d+车\d+D号/)
  assert.match(await $(page, 'details-tickets').innerText(), /检票口/)
  await shot(page, 'train-1-issued-zh')
  // It is a trip now, and an order in the train order list.
  await open(page, '/trip/list')
  await page.locator(`text=${train.TrainNo}`).filter({ visible: true }).first().waitFor()
  await open(page, '/train/orderList')
  await page.locator('.order-card:visible', { hasText: train.TrainNo }).first().waitFor()
  assert.deepEqual(page.errors, [])
  await context.close()
})

async function selfId(token) {
  const { Persons } = await ok('user/getBookPersons', { PageSize: 100 }, token)
  return Persons.find((p) => p.IsSelf).PersonId
}
