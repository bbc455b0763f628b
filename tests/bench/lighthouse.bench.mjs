// Lighthouse 12 (mobile emulation and throttling, its defaults) on Debian Chromium against the
// product as `npm start` serves it (built H5 site + API on one origin, seeded database): the
// sign-in page, home and the flight result list, the last two signed in as employee01; each page
// three times, the median run reported.
// Budget (issue 9): performance ≥ 95 and accessibility 100 on each page.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { chromiumPath } from '../../scripts/prerequisites.mjs'

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address()
      s.close(() => resolve(port))
    })
  })
}

async function call(base, p, body, token = '') {
  const r = await fetch(`${base}/api/${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Token: token, Version: '8.10.1' },
    body: JSON.stringify(body),
  })
  return r.json()
}

async function waitReady(base, child) {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      if ((await call(base, 'home/getversionnumber', {})).IsSuccess) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error('server did not start within 120 s')
}

export default async ({ report }) => {
  const { default: lighthouse } = await import('lighthouse')
  const { chromium } = await import('playwright-core')
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-bench-'))
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      SQLITE_FILE: path.join(dir, 'bench.db'),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // The demo company's year of travel: an order to open.
      DEMO_HISTORY: '1',
      UPLOAD_DIR: path.join(dir, 'uploads'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const debugPort = await freePort()
  let context
  try {
    await waitReady(base, server)
    // One Chromium whose default profile Lighthouse shares (storage kept between its runs), so a
    // session made here is the one the audited pages read.
    context = await chromium.launchPersistentContext(path.join(dir, 'profile'), {
      executablePath: chromiumPath(),
      args: ['--headless=new', '--no-sandbox', '--disable-gpu', `--remote-debugging-port=${debugPort}`],
    })
    // Lighthouse's own guidance on variability: run a page several times and take the median run
    // (by performance score). One run on this two-core machine moved by up to 6 points between
    // runs of the same build.
    const RUNS = 3
    // The sign-in page as a first visit (nothing cached); home and the list as a signed-in user
    // returns to them (the site's files cached from the sign-in).
    const audit = async (name, hash, { cold = false } = {}) => {
      const runs = []
      // A run Lighthouse could not score (its runtimeError: no first paint recorded, a page that did
      // not load) says nothing of the page's speed: it is named in the line and run again, up to
      // three such runs, rather than counted as 0.
      const failed = []
      while (runs.length < RUNS && failed.length < 3) {
        if (cold) {
          const cdp = await context.newCDPSession(context.pages()[0] ?? (await context.newPage()))
          await cdp.send('Network.clearBrowserCache')
          await cdp.detach()
        }
        const { lhr } = await lighthouse(`${base}/#${hash}`, {
          port: debugPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          disableStorageReset: true,
        })
        if (lhr.runtimeError || lhr.categories.performance.score === null) failed.push(lhr.runtimeError?.code ?? 'no score')
        else runs.push(lhr)
      }
      if (runs.length === 0) {
        report(`Lighthouse ${name}: performance`, `no run scored (${failed.join(', ')})`, '≥ 95', false)
        return
      }
      runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score)
      const lhr = runs[Math.floor(runs.length / 2)]
      const { categories, audits } = lhr
      const perf = Math.round(categories.performance.score * 100)
      const a11y = Math.round(categories.accessibility.score * 100)
      const ms = (id) => `${Math.round(audits[id]?.numericValue ?? 0)} ms`
      mkdirSync('tests/bench/out', { recursive: true })
      writeFileSync(path.join('tests/bench/out', `lighthouse-${name.replace(/ /g, '-')}.json`), JSON.stringify(lhr))
      const failing = Object.values(audits)
        .filter((a) => a.score !== null && a.score < 1 && categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0))
        .map((a) => a.id)
      const all = runs.map((r) => Math.round(r.categories.performance.score * 100)).join(', ')
      report(
        `Lighthouse ${name}: performance`,
        `${perf} (median of ${all}${failed.length ? `; not scored: ${failed.join(', ')}` : ''}; LCP ${ms('largest-contentful-paint')}, TBT ${ms('total-blocking-time')})`,
        '≥ 95',
        perf >= 95,
      )
      report(
        `Lighthouse ${name}: accessibility`,
        `${a11y}${failing.length ? ` (${failing.join(', ')})` : ''}`,
        '100',
        runs.every((r) => r.categories.accessibility.score === 1),
      )
    }
    await audit('login', '/login', { cold: true })
    // Signed in as a traveller would be: through the sign-in form.
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto(`${base}/#/login`)
    await page.getByTestId('login-username').locator('input').fill('employee01')
    await page.getByTestId('login-password').locator('input').fill('Travel2026')
    const agree = page.getByTestId('login-agree')
    if ((await agree.getAttribute('aria-checked')) !== 'true') await agree.click()
    await page.getByTestId('login-submit').click()
    await page.getByTestId('home-greeting').waitFor()
    // Another user's session for the date: a second sign-in of employee01 could end the page's.
    const token = (await call(base, 'Login/UserLogin/v2', { UserName: 'booker01', Password: 'Travel2026' })).ResultData.Token
    const today = (await call(base, 'flight/getFlightIndexInitInfo', {}, token)).ResultData.Today
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 864e5).toISOString().slice(0, 10)
    await audit('home', '/home')
    await audit('flight list', `/planeTicket/list?from=SHA&to=BJS&date=${tomorrow}`)
    // The hotel list and an order's details at the addresses the app itself opens: the search's
    // own city and stay, and the first order of the traveller's list.
    await page.goto(`${base}/#/module/hotel/query`)
    await page.getByTestId('search-hotels').click()
    await page.getByTestId('hotel-row').first().waitFor({ timeout: 30_000 })
    await audit('hotel list', new URL(page.url()).hash.slice(1))
    await page.goto(`${base}/#/personal/orders`)
    await page.locator('.order-card__main').first().click()
    await page.waitForURL(/orderDetail/i)
    await audit('order details', new URL(page.url()).hash.slice(1))
  } finally {
    await context?.close()
    server.kill('SIGTERM')
    await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)))
    rmSync(dir, { recursive: true, force: true })
  }
}
