// Domestic flights, from the search to the chosen fare, against the real server: employee01
// searches Shanghai → Beijing for tomorrow, sees a policy tag on every row, keeps nonstop flights,
// sorts by price, opens the fares of a flight, books one out of policy, gives a reason code and
// lands on the booking page with the selection stored. Then the same in English.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { axeViolations, launch, phone, shot, open, signIn, serverToday, plusDays, until, assertText, ok, tokenOf } from './browser.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())

const TEXT = {
  'zh-CN': {
    search: '搜索机票',
    inPolicy: '符合标准',
    outOfPolicy: '超标',
    direct: '直飞',
    reasonTitle: /原因/,
    book: '预订',
    from: '上海',
    to: '北京',
    keyword: 'beijing',
    soldOut: '售罄',
    soldOutNote: '已售罄，不可预订',
    co2: /^碳排放 \d+\.\d kg$/,
  },
  en: {
    search: 'Search Flights',
    inPolicy: 'In Policy',
    outOfPolicy: 'Out of Policy',
    direct: 'Nonstop',
    reasonTitle: /Reason|Lowest Fare/,
    book: 'Book',
    from: 'Shanghai',
    to: 'Beijing',
    keyword: 'bj',
    soldOut: 'Sold out',
    soldOutNote: 'Sold out: this fare cannot be booked',
    co2: /^CO₂e \d+\.\d kg$/,
  },
}

async function visibleRows(page) {
  return page.getByTestId('flight-row').evaluateAll((els) =>
    els.map((el) => ({
      flight: el.getAttribute('data-flight'),
      price: Number((el.querySelector('[data-testid="flight-price"]')?.textContent ?? '').replace(/[^\d]/g, '')) || null,
      policy: el.querySelector('.policy-tag')?.getAttribute('data-policy') ?? null,
      tag: el.querySelector('.policy-tag')?.textContent ?? '',
      stops: el.querySelector('.flight-row__stops')?.textContent ?? '',
      why: el.querySelector('.flight-row__why')?.textContent ?? '',
      sold: el.getAttribute('aria-disabled') === 'true',
      co2: el.querySelector('[data-testid="co2"]')?.textContent ?? '',
    })),
  )
}

/** Contrast of every text in an element against the background behind it (WCAG 2 formula, opacity included). */
function textContrasts(root) {
  const rgba = (s) => {
    const [r, g, b, a = 1] = s.match(/[\d.]+/g).map(Number)
    return { rgb: [r, g, b], a }
  }
  const lum = (rgb) => {
    const [r, g, b] = rgb.map((v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const background = (el) => {
    for (let e = el; e; e = e.parentElement) {
      const c = rgba(getComputedStyle(e).backgroundColor)
      if (c.a > 0) return c.rgb
    }
    return [255, 255, 255]
  }
  const out = []
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement
    if (!n.textContent.trim() || !el.checkVisibility()) continue
    let opacity = 1
    for (let e = el; e; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity)
    const fg = rgba(getComputedStyle(el).color)
    const bg = background(el)
    const a = fg.a * opacity
    const drawn = fg.rgb.map((v, i) => v * a + bg[i] * (1 - a))
    const [hi, lo] = [lum(drawn), lum(bg)].sort((x, y) => y - x)
    out.push({ text: n.textContent.trim(), ratio: Math.round(((hi + 0.05) / (lo + 0.05)) * 100) / 100 })
  }
  return out
}

/**
 * The sold-out fare the server keeps on every flight and day (one discount class closed from the
 * start): shown, announced as unavailable with the reason in its name, not choosable, every text
 * legible (4.5:1), and clean for axe.
 */
async function soldOutFare(page, t, flightNo, date) {
  const { Cabins } = await ok(
    'domesticFlightv2/getCabinClass',
    { FlightNo: flightNo, DepartDate: date, DepartCityCode: 'SHA', ArriveCityCode: 'BJS' },
    await tokenOf('employee01'),
  )
  const soldCodes = Cabins.filter((c) => c.SeatsLeft === 0).map((c) => c.CabinCode)
  assert.ok(soldCodes.length > 0, `no sold-out fare on ${flightNo} ${date}`)
  const shown = await page.locator('[data-testid="cabin-row"][data-sold="true"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-cabin')))
  assert.deepEqual(shown.sort(), soldCodes.sort())
  const row = page.locator(`[data-testid="cabin-row"][data-cabin="${soldCodes[0]}"]`)
  await row.scrollIntoViewIfNeeded()
  // What a screen reader is given: two disabled buttons, the row's own name ending with why.
  const tree = await row.ariaSnapshot()
  assert.ok(
    tree.split('\n').some((l) => l.includes(t.soldOutNote) && /button ".*" \[disabled\]/.test(l)),
    tree,
  )
  assert.equal(await row.getByRole('button', { name: t.soldOutNote, disabled: true }).count(), 1)
  assert.equal(await row.getByRole('button', { name: t.soldOut, exact: true, disabled: true }).count(), 1)
  assert.equal(await row.getByRole('button', { disabled: false }).count(), 0)
  // Tapped anyway: no rules open, no reason asked, no booking; the page stays.
  await row.getByTestId('cabin-main').click({ force: true })
  await row.getByTestId('cabin-book').click({ force: true })
  await page.waitForTimeout(400)
  assert.equal(await row.getByTestId('cabin-rules').count(), 0)
  assert.equal(await page.getByTestId('reason-sheet').isVisible(), false)
  assert.match(page.url(), /#\/planeTicket\/cabins\?/)
  // Legible, though muted: the name, discount, bags, reason, price and button text.
  const contrasts = await row.evaluate(textContrasts)
  assert.ok(contrasts.length >= 6, JSON.stringify(contrasts))
  for (const c of contrasts) assert.ok(c.ratio >= 4.5, `"${c.text}" drawn at ${c.ratio}:1`)
  const violations = await axeViolations(page, `[data-testid="cabin-row"][data-cabin="${soldCodes[0]}"]`)
  assert.deepEqual(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    [],
  )
}

async function journey(locale, prefix) {
  const t = TEXT[locale]
  const { context, page } = await phone(browser, { locale })
  await signIn(page, 'employee01')
  await page.getByTestId('home-greeting').waitFor()
  await open(page, '/planeTicket/query')
  await page.getByTestId('search-flights').waitFor()
  assert.equal((await page.getByTestId('search-flights').innerText()).trim(), t.search)
  await page.getByTestId('policy-line').locator('text=/./').first().waitFor()
  await shot(page, `${prefix}-search`)

  // From: the hot-city grid; to: the search box (pinyin / initials).
  await page.getByTestId('from-city').click()
  await page.getByTestId('city-hot').waitFor()
  await shot(page, `${prefix}-city-picker`)
  await page.getByTestId('city-hot').locator('[data-code="SHA"]').click()
  await page.getByTestId('to-city').click()
  await page.getByTestId('city-search').locator('input').fill(t.keyword)
  await page.getByTestId('city-hits').locator('[data-code="BJS"]').first().waitFor()
  await shot(page, `${prefix}-city-search`)
  await page.getByTestId('city-hits').locator('[data-code="BJS"]').first().click()
  assert.match(await page.getByTestId('from-city').innerText(), new RegExp(t.from))
  assert.match(await page.getByTestId('to-city').innerText(), new RegExp(t.to))

  // Tomorrow in the calendar, with prices under the days.
  const tomorrow = plusDays(await serverToday(), 1)
  await page.getByTestId('depart-date').click()
  const day = page.getByTestId('flight-calendar').locator(`[data-date="${tomorrow}"]`)
  await day.locator('.calendar__price').waitFor()
  await shot(page, `${prefix}-calendar`)
  await day.click()
  await page.getByTestId('search-flights').click()

  await page.waitForURL(/#\/planeTicket\/list\?/)
  assert.match(page.url(), new RegExp(`from=SHA&to=BJS&date=${tomorrow}`))
  await page.getByTestId('flight-row').first().locator('.policy-tag').waitFor()
  await shot(page, `${prefix}-list`)
  let rows = await visibleRows(page)
  assert.ok(rows.length >= 3, `rows: ${rows.length}`)
  // The carbon of a seat on every row (docs/carbon.md), in the page's language.
  for (const r of rows) assert.match(r.co2, t.co2, JSON.stringify(r))
  // A policy tag on every bookable row, in the page's language; out-of-policy rows say why.
  for (const r of rows.filter((x) => !x.sold)) {
    assert.ok(r.policy === 'in' || r.policy === 'out', JSON.stringify(r))
    assert.equal(r.tag, r.policy === 'in' ? t.inPolicy : t.outOfPolicy)
    if (r.policy === 'out') assert.ok(r.why.length > 0, `no reason shown for ${r.flight}`)
  }

  // Nonstop only, then by price (low to high).
  await page.getByTestId('direct-only').click()
  await page.getByTestId('sort-price').click()
  // The list settles on nonstop rows in price order; the checks below say what is wrong if not.
  const settled = (list) =>
    list.length > 0 &&
    list.every((r) => r.stops.trim() === t.direct) &&
    list.every((r, i) => i === 0 || r.price === null || list[i - 1].price === null || list[i - 1].price <= r.price)
  rows = await until(
    async () => {
      const list = await visibleRows(page)
      return settled(list) && list
    },
    { what: 'nonstop rows by price' },
  ).catch(() => visibleRows(page))
  assert.ok(rows.length > 0)
  for (const r of rows) assert.equal(r.stops.trim(), t.direct)
  const prices = rows.filter((r) => r.price !== null).map((r) => r.price)
  assert.deepEqual(
    prices,
    [...prices].sort((a, b) => a - b),
  )
  await shot(page, `${prefix}-list-direct-price`)

  // The filter sheet counts what each option would show: the same number the list ends with.
  const total = (await page.locator('.result-list__count').textContent()).replace(/[^\d]/g, '')
  assert.ok(Number(total) >= rows.length)
  await page.getByTestId('open-filter').click()
  await page.getByTestId('filter-sheet').waitFor()
  assert.equal((await page.getByTestId('filter-apply').innerText()).replace(/[^\d]/g, ''), total)
  await shot(page, `${prefix}-filter`)
  // The open sheet holds the keyboard: focus is in it, Tab goes round inside it past its last
  // control, and Escape closes it as a tap outside does, giving focus back to the filter button.
  const inSheet = () => page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="filter-sheet"] [role="dialog"]')))
  await page.waitForFunction(() => Boolean(document.activeElement?.closest('[role="dialog"]')))
  const controls = await page.locator('[data-testid="filter-sheet"] [role="dialog"] [tabindex="0"]').count()
  assert.ok(controls > 3, `${controls} controls in the filter sheet`)
  for (let i = 0; i < controls + 2; i++) {
    await page.keyboard.press('Tab')
    assert.ok(await inSheet(), `Tab ${i + 1} of ${controls + 2} left the filter sheet`)
  }
  await page.keyboard.press('Shift+Tab')
  assert.ok(await inSheet(), 'Shift+Tab left the filter sheet')
  await page.keyboard.press('Escape')
  await page.getByTestId('filter-sheet').waitFor({ state: 'detached' })
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'open-filter')

  // Fares of the cheapest nonstop flight.
  const first = rows.find((r) => !r.sold)
  await page.locator(`[data-testid="flight-row"][data-flight="${first.flight}"]`).click()
  await page.waitForURL(/#\/planeTicket\/cabins\?/)
  await page.getByTestId('cabin-row').first().waitFor()
  await page.locator('[data-testid="cabin-row"][data-sold="false"]').first().getByTestId('cabin-main').click()
  await page.getByTestId('cabin-rules').first().waitFor()
  await shot(page, `${prefix}-cabins`)
  await soldOutFare(page, t, first.flight, tomorrow)

  // An out-of-policy fare asks for a reason before going on.
  const out = page
    .locator('[data-testid="cabin-row"][data-policy="out"]')
    .filter({ has: page.locator('[data-testid="cabin-book"][aria-disabled="false"]') })
    .first()
  const cabinCode = await out.getAttribute('data-cabin')
  // The rules the fare breaks, each asked for in turn: the travel standard, then the lowest fare.
  const broken = (await out.getAttribute('data-rules')).split(' ')
  assert.ok(broken.length >= 1, `rules: ${broken}`)
  await out.getByTestId('cabin-book').click()
  await page.getByTestId('reason-sheet').waitFor()
  assert.match(await page.getByTestId('reason-sheet').locator('.sheet__title').innerText(), t.reasonTitle)
  await page.getByTestId('reason-option').first().waitFor()
  // Confirming without a choice is refused with the rule's message.
  await page.getByTestId('reason-confirm').click()
  await page.getByTestId('reason-error').waitFor()
  await page.getByTestId('reason-option').first().click()
  await shot(page, `${prefix}-reason`)
  await page.getByTestId('reason-confirm').click()
  // A fare over the standard and not the lowest asks once more, for the other rule.
  for (const rule of broken.slice(1)) {
    await page.locator(`[data-testid="reason-sheet"] [data-kind="${rule}"]`).waitFor()
    await page.getByTestId('reason-option').first().click()
    await page.getByTestId('reason-confirm').click()
  }

  await page.waitForURL(/#\/planeTicket\/bookDetails/)
  const stored = await page.evaluate(() => ({
    selection: JSON.parse(sessionStorage.getItem('flightSelection') || 'null'),
    reasons: JSON.parse(sessionStorage.getItem('flightPolicyReasons') || 'null'),
  }))
  assert.equal(stored.selection.tripType, 'OneWay')
  assert.equal(stored.selection.segments.length, 1)
  const seg = stored.selection.segments[0]
  assert.equal(seg.choice.FlightNo, first.flight)
  assert.equal(seg.choice.DepartDate, tomorrow)
  assert.equal(seg.choice.DepartCityCode, 'SHA')
  assert.equal(seg.choice.ArriveCityCode, 'BJS')
  assert.equal(seg.choice.CabinCode, cabinCode)
  assert.equal(seg.cabin.Policy.InPolicy, false)
  assert.deepEqual(stored.selection.passengerIds, [])
  // One reason per broken rule.
  const rules = new Set(seg.cabin.Policy.Violations.map((v) => (v.Kind === 'LowestPrice' ? 'LowestPrice' : 'Policy')))
  assert.equal(stored.reasons.length, Math.max(1, rules.size))
  assert.equal(stored.reasons[0].segmentIndex, 0)
  assert.ok(Number.isInteger(stored.reasons[0].reasonCodeId) && stored.reasons[0].reasonCodeId > 0)
  await page.getByTestId('bk-total').waitFor()
  await shot(page, `${prefix}-booking`)
  // A reload keeps the chosen flight: the URL names the search, the flight and the cabin.
  assert.match(page.url(), new RegExp(`fn=${first.flight}&cc=${cabinCode}`))
  await page.reload()
  await page.getByTestId('bk-segment-0').waitFor()
  assert.match(await page.getByTestId('bk-segment-0').innerText(), new RegExp(first.flight))
  assert.deepEqual(page.errors, [])
  await context.close()
}

test('employee01 searches, filters, sorts, picks an out-of-policy fare with a reason code and reaches booking', async () => {
  await journey('zh-CN', 'flight-zh')
})

test('the same journey in English shows English', async () => {
  await journey('en', 'flight-en')
})

test('a round trip: outbound fare, then the return list (reversed route, not before the outbound), then both stored; an expired flight returns to the list', async () => {
  const { context, page } = await phone(browser, { locale: 'zh-CN' })
  const visible = (sel) => page.locator(`${sel} >> visible=true`).first()
  // A flight whose lowest fare is in policy (on some days the first flight has none: its fares
  // are not the lowest within the policy's window).
  const IN_POLICY_ROW = '[data-testid="flight-row"][aria-disabled="false"]:has(.policy-tag[data-policy="in"])'
  await signIn(page, 'employee01')
  await page.getByTestId('home-greeting').waitFor()
  await open(page, '/planeTicket/query')
  await page.getByTestId('trip-RoundTrip').click()
  await page.getByTestId('return-date').waitFor()
  await page.getByTestId('search-flights').click()
  await page.waitForURL(/trip=RoundTrip&leg=0&from=SHA&to=BJS/)
  await visible(IN_POLICY_ROW).click()
  await page.waitForURL(/#\/planeTicket\/cabins\?trip=RoundTrip&leg=0/)
  await visible('[data-testid="cabin-row"][data-policy="in"] [data-testid="cabin-book"][aria-disabled="false"]').click()

  // The return list: Beijing → Shanghai on the return date, with the chosen outbound fare on top.
  await page.waitForURL(/#\/planeTicket\/list\?trip=RoundTrip&leg=1&from=BJS&to=SHA/)
  await visible('[data-testid="outbound-summary"]').waitFor()
  await visible('[data-testid="flight-row"]').waitFor()
  const outboundDate = new URL(page.url().replace('#', '')).searchParams.get('ret')
  const stripDays = await page
    .locator('[data-testid="date-strip"] >> visible=true')
    .locator('[data-date]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-date')))
  assert.ok(stripDays.length > 0)
  const outbound = JSON.parse(await page.evaluate(() => sessionStorage.getItem('flightOutbound')))
  for (const d of stripDays) assert.ok(d >= outbound.segment.flight.ArriveDate, `${d} offered before the outbound ${outbound.segment.flight.ArriveDate}`)
  assert.ok(outboundDate)
  await shot(page, 'flight-zh-return-list')
  await visible(IN_POLICY_ROW).click()
  await page.waitForURL(/#\/planeTicket\/cabins\?trip=RoundTrip&leg=1/)
  await visible('[data-testid="cabin-row"][data-policy="in"] [data-testid="cabin-book"][aria-disabled="false"]').click()
  await page.waitForURL(/#\/planeTicket\/bookDetails/)
  const selection = JSON.parse(await page.evaluate(() => sessionStorage.getItem('flightSelection')))
  assert.equal(selection.tripType, 'RoundTrip')
  assert.deepEqual(
    selection.segments.map((s) => [s.choice.DepartCityCode, s.choice.ArriveCityCode]),
    [
      ['SHA', 'BJS'],
      ['BJS', 'SHA'],
    ],
  )
  assert.ok(selection.segments[1].choice.DepartDate >= selection.segments[0].choice.DepartDate)

  assert.deepEqual(page.errors, [])

  // docs/error-codes.md 305: a flight that is no longer on sale says so and goes back to a fresh list. A new
  // tab of the same session (a changed hash in this one would return to the cabins page in the
  // H5 router's stack rather than open a new one).
  const date = selection.segments[0].choice.DepartDate
  const tab = await context.newPage()
  tab.errors = []
  tab.on('pageerror', (e) => tab.errors.push(e.message))
  await open(tab, `/planeTicket/cabins?trip=OneWay&leg=0&from=SHA&to=BJS&date=${date}&cabin=Economy&flightNo=CZ9999`)
  await tab.locator('.toast >> visible=true', { hasText: '舱位或航班信息可能已变化' }).waitFor()
  await tab.waitForURL(/#\/planeTicket\/list\?trip=OneWay&leg=0&from=SHA&to=BJS/)
  await tab.locator('[data-testid="flight-row"] >> visible=true').first().waitFor()
  await shot(tab, 'flight-zh-offer-expired')
  assert.deepEqual(tab.errors, [])
  await context.close()
})

test('a booker picks the travellers the search is for: search, check, confirm; the chips show them and one tap removes one', async () => {
  const { context, page } = await phone(browser, { locale: 'zh-CN' })
  await signIn(page, 'booker01')
  await page.getByTestId('home-greeting').waitFor()
  await open(page, '/planeTicket/query')
  await page.getByTestId('add-traveller').click()
  const sheet = page.getByTestId('traveller-sheet')
  await sheet.locator('.pick-option').first().waitFor()
  // The booker herself is marked.
  await assertText(sheet.locator('.pick-option', { has: page.locator('.pick-option__badge') }).first(), /王芳[\s\S]*本人/)
  await page.getByTestId('traveller-sheet-search').locator('input').fill('林涛')
  const lin = sheet.locator('.pick-option', { hasText: '林涛' })
  await lin.waitFor()
  await lin.click()
  assert.equal(await lin.getAttribute('aria-checked'), 'true')
  await shot(page, 'search-travellers-sheet')
  await page.getByTestId('traveller-sheet-done').click()
  await sheet.waitFor({ state: 'hidden' })
  const chips = page.getByTestId('travellers').getByTestId('traveller-chip')
  assert.deepEqual(await chips.allInnerTexts(), ['林涛 ×'])
  await chips.first().click()
  await until(async () => (await chips.count()) === 0, { what: 'the chip removed' })
  await context.close()
})
