// Shared set-up for the journeys: Debian Chromium through playwright-core (each launch gets a
// fresh temporary profile), a phone viewport,
// screenshots saved under tests/e2e/screenshots/ for a person to look at.
import { chromium } from 'playwright-core'
import { chromiumPath } from '../../scripts/prerequisites.mjs'
import assert from 'node:assert/strict'
import { mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { PNG } from 'pngjs'
import { after } from 'node:test'

export const BASE = process.env.E2E_BASE || 'http://127.0.0.1:3000'
export const OUTDATED_BASE = process.env.E2E_OUTDATED_BASE || ''
export const PASSWORD = 'Travel2026'
/**
 * Set by the runner when a file runs with the clock pinned (the server started with CLOCK_AT):
 * the phone then reads the same instant, in the UTC zone, so a day that differs between UTC and
 * China shows up in the browser as it would on a phone abroad.
 */
const CLOCK_OFFSET_MS = Number(process.env.E2E_CLOCK_OFFSET_MS || 0)
export const CLOCK_PINNED = Boolean(process.env.E2E_CLOCK_OFFSET_MS)
const shots = new URL('./screenshots/', import.meta.url).pathname
mkdirSync(shots, { recursive: true })

/**
 * The site runs under the server's content security policy: anything the browser refuses
 * ('Refused to execute inline script ...') is collected here, and every journey file ends by
 * checking that nothing was.
 */
const cspViolations = []

/**
 * Accessibility: axe-core (WCAG 2.1 A and AA rules) looks at every screen a journey visits — the
 * first time each route shows in a file, once it has settled, and at every screenshot (sheets and
 * dialogs open) — and every journey file ends by checking that nothing serious or critical was
 * found. Hidden pages that H5 keeps mounted are not looked at (axe skips what is not displayed).
 */
const a11yViolations = new Map()

/**
 * What the whole file saw, checked once it is over. The browsers are closed first: a failing
 * hook would otherwise skip the file's own clean-up and leave Chromium (and the run) hanging.
 */
const browsers = []
after(async () => {
  await Promise.all(browsers.map((b) => b.close().catch(() => {})))
  assert.deepEqual(cspViolations, [], 'content security policy violations')
  assert.deepEqual(
    [...a11yViolations.values()].map((v) => `${v.impact} ${v.id} on ${v.screen}: ${v.target} — ${v.summary}`),
    [],
    'serious or critical accessibility violations (axe-core)',
  )
})

/** Whether a URL is one of the product's (the server under test, or the outdated one), not a payment channel's. */
const isProductPage = (url) => [BASE, OUTDATED_BASE].filter(Boolean).some((base) => url.startsWith(new URL(base).origin))

const GONE = /context was destroyed|Target( page, context or browser)? (has been )?closed|navigat|detached/i

/**
 * axe-core itself, put into a document once and run there (axe.run, violations only): the
 * Playwright wrapper put its 550 KB into the page again at every look and finished each look in a
 * blank page of its own, which made axe most of a journey's time. The product's pages have no
 * frames of their own to look into (a web view's page is the other site's).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** What axe finds against WCAG 2.1 A and AA on the page, or only inside `include` (a selector). */
export async function axeViolations(page, include) {
  if (!(await page.evaluate(() => typeof window.axe?.run === 'function'))) await page.evaluate(AXE_SOURCE)
  return page.evaluate(
    ({ tags, include }) =>
      window.axe.run(include ? { include: [include] } : document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }).then((r) =>
        r.violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
        })),
      ),
    { tags: AXE_TAGS, include },
  )
}

/**
 * Runs axe on what the page shows now; one run at a time per page. Only the product's own screens:
 * a payment channel's page (the sandbox channel, on its own origin) is the channel's.
 */
export async function audit(page, screen) {
  if (!isProductPage(page.url())) return
  while (page.auditing) await page.auditing
  page.auditing = (async () => {
    try {
      for (const v of await axeViolations(page)) {
        if (v.impact !== 'serious' && v.impact !== 'critical') continue
        for (const n of v.nodes) {
          const target = n.target.join(' ')
          const key = `${v.id}|${target}`
          if (!a11yViolations.has(key))
            a11yViolations.set(key, { id: v.id, impact: v.impact, screen, target, summary: n.failureSummary?.split('\n').slice(0, 2).join(' ') ?? v.help })
        }
      }
      for (const t of await page.evaluate(smallTargets)) if (!smallTargetsSeen.has(t)) smallTargetsSeen.set(t, `${screen}: ${t}`)
    } catch (e) {
      // The journey moved on (or ended) while axe was looking: the next screen gets its own look.
      if (!GONE.test(String(e?.message))) throw e
    } finally {
      page.auditing = null
    }
  })()
  return page.auditing
}

/**
 * Touch targets: everything a looked-at screen offers to tap is at least 44 × 44 CSS px; every
 * journey file ends by checking that nothing smaller was seen. A target tapped inside a line of
 * text (an inline element) is exempt, as WCAG's target-size rules exempt it.
 */
const smallTargetsSeen = new Map()
after(() => {
  assert.deepEqual([...smallTargetsSeen.values()], [], 'tap targets under 44 × 44 CSS px')
})
function smallTargets() {
  const sel =
    'button, a[href], input:not([type=hidden]), textarea, [role=button], [role=link], [role=switch], [role=checkbox], [role=radio], [role=tab], [role=option]'
  const out = []
  for (const el of document.querySelectorAll(sel)) {
    const r = el.getBoundingClientRect()
    const style = getComputedStyle(el)
    if (!r.width || !r.height || style.visibility === 'hidden' || !el.checkVisibility?.()) continue
    // Sub-pixel layout: 43.9 is 44 on the screen; a tap inside a sentence is exempt.
    if ((r.width >= 43.5 && r.height >= 43.5) || style.display === 'inline') continue
    const id = el.closest('[data-testid]')?.getAttribute('data-testid') ?? ''
    const cls = String(el.className || el.parentElement?.className || '').split(' ')[0]
    out.push(
      `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[${el.getAttribute('role')}]` : ''} ${id || cls} "${(el.innerText || el.getAttribute('aria-label') || '').trim().slice(0, 20)}" ${Math.round(r.width)}×${Math.round(r.height)}`,
    )
  }
  return out
}

/**
 * The first visit of each route is looked at once the screen has settled: the first in the whole
 * run (scripts/e2e.mjs gives the files one E2E_AUDITED folder, where a route is claimed by making
 * its entry), or in the file when it runs alone; not again in a pinned run. A route's screen is
 * the same whichever journey opens it first; what differs (sheets, dialogs, languages, themes) is
 * looked at with its screenshot.
 */
const auditedRoutes = new Set()
const AUDITED = process.env.E2E_AUDITED
function claimRoute(route) {
  if (auditedRoutes.has(route)) return false
  auditedRoutes.add(route)
  if (!AUDITED) return true
  try {
    mkdirSync(join(AUDITED, encodeURIComponent(route)))
    return true
  } catch (e) {
    if (e.code === 'EEXIST') return false
    throw e
  }
}
function auditNewRoutes(page) {
  if (CLOCK_PINNED) return
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return
    const route = new URL(frame.url()).hash.replace(/^#/, '').split('?')[0] || '/'
    if (!claimRoute(route)) return
    setTimeout(() => {
      if (!page.isClosed()) audit(page, route).catch(() => {})
    }, 800)
  })
}

export async function launch() {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  browsers.push(browser)
  return browser
}

/** A phone (390×844) with a language preference; a fresh context has empty storage. */
export async function phone(browser, { locale = 'zh-CN' } = {}) {
  return device(browser, { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale })
}

/** A desktop browser (1280×800, a mouse, no touch screen) with a language preference. */
export async function desktop(browser, { locale = 'zh-CN' } = {}) {
  return device(browser, { viewport: { width: 1280, height: 800 }, locale })
}

async function device(browser, options) {
  const context = await browser.newContext({ ...options, ...(CLOCK_PINNED ? { timezoneId: 'UTC' } : {}) })
  // Time flows from the pinned instant (timers keep running at their natural pace).
  if (CLOCK_PINNED) await context.clock.install({ time: Date.now() + CLOCK_OFFSET_MS })
  context.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) cspViolations.push(`${m.location().url}: ${m.text()}`)
  })
  const page = await context.newPage()
  page.errors = []
  page.on('pageerror', (e) => page.errors.push(e.message))
  auditNewRoutes(page)
  return { context, page }
}

/**
 * A screenshot for a person to look at, and an accessibility look at the screen. Not in a run
 * with the clock pinned: that run is there for its dates; the same screens were photographed
 * and looked at in the file's own run (and would only be overwritten).
 */
export async function shot(page, name) {
  await settled(page)
  if (CLOCK_PINNED) return
  await page.screenshot({ path: join(shots, `${name}.png`) })
  await audit(page, name)
}

/**
 * Waits until the screen has stopped moving: two frames for a tap's effects to start, then every
 * finite animation or transition (a sheet sliding in, a toast fading) finished; endless ones
 * (skeletons, spinners) are not waited for; at most three seconds.
 */
export async function settled(page) {
  const still = page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            Promise.all(
              document
                .getAnimations()
                .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity)
                .map((a) => a.finished.catch(() => {})),
            ).then(resolve),
          ),
        ),
      ),
  )
  // A page that navigates meanwhile has settled as far as this shot is concerned.
  await Promise.race([still.catch(() => {}), page.waitForTimeout(3000)])
}

export async function open(page, path, base = BASE) {
  await page.goto(`${base}/#${path}`)
}

/** Signs in through the login form as a person would. */
export async function signIn(page, user, password = PASSWORD) {
  await open(page, '/login')
  // The one on screen: a sign-in page the app opened just before may still be mounted, hidden.
  const shown = (id) => page.locator(`[data-testid="${id}"]:visible`)
  await shown('login-username').locator('input').fill(user)
  await shown('login-password').locator('input').fill(password)
  const agree = shown('login-agree')
  if ((await agree.getAttribute('aria-checked')) !== 'true') await agree.click()
  await shown('login-submit').click()
}

/** A phone of its own (a new context) signed in as `user`, on the home screen. */
export async function signedIn(browser, user, locale = 'zh-CN') {
  const { context, page } = await phone(browser, { locale })
  await signIn(page, user)
  await page.locator('[data-testid="home-greeting"]:visible').first().waitFor()
  return { context, page }
}

/** Waits until an order's details page shows `status` in its header. */
export async function waitStatus(page, status, timeout = 15_000) {
  await page.locator(`[data-testid="status-header"][data-status="${status}"]:visible`).first().waitFor({ timeout })
}

/** Paths at the site root instead of under /api (types/api/envelope.ts ROOT_PREFIXES; a unit test keeps the two equal). */
export const ROOT_PREFIXES = [
  'personalapi/',
  'mealsapi/',
  'tripformapi/',
  'lvxingdouapi/',
  'intlDemandApi/',
  'trip_dynamic/',
  'openapi/',
  'pay_wallet/',
  'invoiceApply/',
  'customer/mobile/',
]

/**
 * The API as a test sets its scene (docs/server-calls.md paths: the root prefixes at the root, the
 * rest under /api). LanguageType 1 zh-CN, 2 en: data picked for an English page carries English names.
 */
export async function api(path, body = {}, token = '', lang = 1) {
  const root = ROOT_PREFIXES.some((p) => path.startsWith(p)) ? '' : 'api/'
  const r = await fetch(`${BASE}/${root}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Token: token, Version: '8.10.1', LanguageType: String(lang) },
    body: JSON.stringify(body),
  })
  return r.json()
}

/** ResultData of a call that must succeed. */
export async function ok(path, body, token, lang) {
  const r = await api(path, body, token, lang)
  if (!r.IsSuccess) throw new Error(`${path}: ${r.ErrorCode} ${r.ErrMsg}`)
  return r.ResultData
}

const tokens = {}
/** One API session per demo user for the whole test file. */
export async function tokenOf(user) {
  tokens[user] ??= (await ok('Login/UserLogin/v2', { UserName: user, Password: PASSWORD })).Token
  return tokens[user]
}

/** The server's 'today' (China time, from its clock): journeys take their dates from here. */
export async function serverToday() {
  return (await ok('flight/getFlightIndexInitInfo', {}, await tokenOf('employee01'))).Today
}

/** Moves the test server's clock on (scripts/e2e.mjs starts it with CLOCK_CONTROL=1): a deadline is reached without waiting. */
export async function advanceServerClock(seconds) {
  const r = await fetch(`${BASE}/__test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ AdvanceSeconds: seconds }),
  })
  if (!r.ok) throw new Error(`the server's clock did not move: ${r.status} ${await r.text()}`)
  return (await r.json()).Now
}

/** 'yyyy-MM-dd' n days after a 'yyyy-MM-dd' date. */
export function plusDays(date, n) {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * 864e5).toISOString().slice(0, 10)
}

/** Polls `probe` until it returns a truthy value (that value is returned) or fails after `timeout` ms. */
export async function until(probe, { timeout = 10_000, what = 'condition' } = {}) {
  const deadline = Date.now() + timeout
  let last
  for (;;) {
    last = await probe()
    if (last) return last
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/**
 * Asserts that what `read` returns is `want` (a string: exactly; a RegExp: matching), reading it
 * again for up to `timeout` ms: a text or a style set by a call or an effect still on its way (a
 * prefilled traveller, a quote, the tab bar's colours) is not judged on its first frame.
 */
export async function assertSettles(read, want, timeout = 5_000) {
  const good = (v) => (typeof want === 'string' ? v === want : want.test(v))
  const deadline = Date.now() + timeout
  let value = await read()
  while (!good(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100))
    value = await read()
  }
  if (typeof want === 'string') assert.equal(value, want)
  else assert.match(value, want)
}

/** assertSettles on an element's text. */
export const assertText = (locator, want, timeout) => assertSettles(() => locator.innerText(), want, timeout)

/** The sandbox payment channel of this run: a separate party (its own origin); `/__sandbox/` are its controls, the channel's side. */
export const SANDBOX = process.env.E2E_SANDBOX_BASE || 'http://127.0.0.1:3100'

/**
 * After the cashier's (or the recharge's) pay button: what the channel collects is paid on the
 * sandbox channel's own page as a payer would (its Pay button, on the sandbox's origin), which sends
 * the browser back to the payment result page; that page waits on the server until the channel's
 * notification has made it paid, then goes on to the order (or the wallet). Nothing to do when the
 * company, the wallet, beans or a voucher paid it all.
 */
export async function payAtChannel(page) {
  const pay = page.locator('[data-testid="sandbox-pay"]')
  await pay.or(page.locator('[data-testid="details-page"]:visible')).first().waitFor({ timeout: 15_000 })
  if (!(await pay.count())) return
  assert.equal(new URL(page.url()).origin, new URL(SANDBOX).origin, "the channel's page is the channel's, not the product's")
  await pay.click()
  await page.locator('[data-testid="callback"][data-status="Succeeded"]:visible').waitFor({ timeout: 15_000 })
  await page.locator('[data-testid="callback-done"]:visible').click()
}

/** The payer pays a pending intent at the sandbox channel (what its page's Pay button does); resolves once the server, told by the channel, says it succeeded. */
export async function payIntentAtChannel(intent, token) {
  const r = await fetch(`${SANDBOX}/__sandbox/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ channel: intent.Channel, intentNo: intent.IntentNo, outcome: 'Succeeded' }),
  })
  if (!r.ok) throw new Error(`the sandbox channel did not take the payment: ${r.status} ${await r.text()}`)
  await until(async () => (await ok('Pay/query', { IntentNo: intent.IntentNo }, token)).Status === 'Succeeded', { what: `${intent.IntentNo} paid` })
}

/** A cashier call through the API (Pay/{product}paystart) whose channel part, if any, is then paid at the channel. */
export async function payThroughApi(path, body, token) {
  const r = await ok(path, body, token)
  if (r.Intent && r.Intent.Status === 'Pending') await payIntentAtChannel(r.Intent, token)
  return r
}

/** The demo company's order fields on an order form, filled the quickest way a person would (only those shown). */
export async function fillCompanyFields(page) {
  const chip = page.locator('[data-testid="cf-purpose"]:visible')
  // The purposes arrive with the form; the demo company requires one.
  await chip
    .first()
    .waitFor({ timeout: 5000 })
    .catch(() => undefined)
  if (await chip.count()) await chip.first().click()
  const extend = page.locator('[data-testid="cf-ExtendField2"]:visible').first()
  if (await extend.count()) {
    await extend.click()
    await page.locator('.picker-dialog [role=option]').first().click()
  }
}

/**
 * The first fare on a route and day that `want` accepts, as the cabins page hands it over: the
 * segment to book (`choice`), the flight and the cabin. Searched for `passengerIds` when given.
 */
export async function pickFare(token, { from = 'BJS', to = 'SHA', date, want, passengerIds = [], lang = 1 }) {
  const pax = passengerIds.length ? passengerIds : undefined
  const { Flights } = await ok('domesticFlightv2/getFlights', { DepartCityCode: from, ArriveCityCode: to, DepartDate: date, PassengerIds: pax }, token, lang)
  for (const row of Flights) {
    if (row.LowestPrice === null) continue
    const { Flight, Cabins } = await ok(
      'domesticFlightv2/getCabinClass',
      { FlightNo: row.FlightNo, DepartDate: date, DepartCityCode: from, ArriveCityCode: to, PassengerIds: pax },
      token,
      lang,
    )
    const cabin = Cabins.find((c) => c.SeatsLeft > 0 && want(c))
    if (cabin)
      return {
        choice: { FlightNo: row.FlightNo, DepartDate: date, DepartCityCode: from, ArriveCityCode: to, CabinCode: cabin.CabinCode, Price: cabin.Price },
        flight: Flight,
        cabin,
      }
  }
  throw new Error(`no fare ${from}-${to} ${date}`)
}

/** The token's own person in the booking scope (their ID number shown in full to themself). */
export async function selfOf(token) {
  const { Persons } = await ok('user/getBookPersons', { PageSize: 100 }, token)
  return Persons.find((p) => p.IsSelf)
}

/**
 * A fare of pickFare booked through the API on company pay with the demo company's order fields,
 * for the token's own person or `passenger` (a person of the booking scope), `contact` the order's
 * contact (the passenger unless given). A fare over the standard is given the reasons it asks for
 * (one picked, one typed). Answers submitBooking's result.
 */
export async function bookFare(token, fare, { passenger, contact } = {}) {
  const who = passenger ?? (await selfOf(token))
  const kind = fare.cabin.Policy.Violations.some((v) => v.Kind === 'LowestPrice') ? 'LowestPrice' : 'Policy'
  const reasons = fare.cabin.Policy.InPolicy ? [] : (await ok('reasoncode/get', { Product: 'Flight', Kind: kind }, token)).Items
  return ok(
    'flight/submitBooking',
    {
      ClientRequestId: `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
      TripType: 'OneWay',
      Segments: [fare.choice],
      Passengers: [
        {
          PersonId: who.PersonId,
          ChName: who.ChName,
          LastName: who.LastName,
          FirstName: who.FirstName,
          Gender: who.Gender,
          BirthDate: who.BirthDate,
          Nationality: 'CN',
          IdType: who.IdType,
          IdNo: who.IdNo,
          MobileCountryCode: '86',
          Mobile: who.Mobile,
        },
      ],
      Contacts: [contact ?? { Name: who.ChName, MobileCountryCode: '86', Mobile: who.Mobile, Email: who.Email }],
      PaymentType: 'Company',
      CostCenterId: who.CostCenterId,
      PurposeText: '客户拜访',
      ExtendFields: { ExtendField2: '客户拜访' },
      ...(reasons.length
        ? {
            PolicyReasons: [
              { SegmentIndex: 0, ReasonCodeId: reasons[0].Id },
              { SegmentIndex: 0, ReasonCodeId: null, ReasonText: '时间合适', Kind: kind === 'LowestPrice' ? 'Policy' : 'LowestPrice' },
            ],
          }
        : {}),
    },
    token,
  )
}

/**
 * The token's own person flies alone Beijing → Shanghai on an in-policy fare on company pay, booked
 * through the API; answers the order number. The fare has a seat to spare: journeys set up two
 * people's flights on one day at once, and both may find the same fare.
 */
export async function flightOrder(token, date) {
  return (await bookFare(token, await pickFare(token, { date, want: (c) => c.SeatsLeft > 1 && c.Policy.InPolicy }))).OrderNo
}

/**
 * The contrast of an element's text with what lies under it, read from the pixels (text on a
 * gradient or a picture, which computed styles cannot tell): the text is the extreme luminance
 * farthest from the element's median, the background the quartile nearest to it (the worst part
 * of a gradient). WCAG's ratio, (L1 + 0.05) / (L2 + 0.05).
 */
export async function pixelContrast(locator) {
  const png = PNG.sync.read(await locator.screenshot())
  const lum = []
  const lin = (c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
  for (let i = 0; i < png.data.length; i += 4) {
    const [r, g, b] = [png.data[i], png.data[i + 1], png.data[i + 2]].map((v) => lin(v / 255))
    lum.push(0.2126 * r + 0.7152 * g + 0.0722 * b)
  }
  lum.sort((a, b) => a - b)
  const at = (q) => lum[Math.min(lum.length - 1, Math.floor(q * lum.length))]
  const median = at(0.5)
  const [dark, light] = [at(0.005), at(0.995)]
  const textIsLight = light - median > median - dark
  const text = textIsLight ? light : dark
  const ground = textIsLight ? at(0.75) : at(0.25)
  const [hi, lo] = text > ground ? [text, ground] : [ground, text]
  return (hi + 0.05) / (lo + 0.05)
}
