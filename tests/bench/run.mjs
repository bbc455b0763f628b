// `npm run bench`: sizes and speeds against the budgets of the issues. Prints each figure next
// to its budget; never fails a test run. Builds what it measures.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromiumPath, ensurePrerequisites } from '../../scripts/prerequisites.mjs'

ensurePrerequisites('npm run bench', ['chromium', 'fonts'])

const rows = []
const kb = (n) => `${(n / 1024).toFixed(1)} KB`
const report = (name, value, budget, ok) => rows.push({ name, value, budget, ok })

function build(type) {
  // The H5 build precompresses its assets (npm run build:h5), as the server sends them.
  const r = type === 'h5' ? spawnSync('npm', ['run', 'build:h5'], { stdio: ['ignore', 'ignore', 'inherit'] }) : spawnSync('npx', ['taro', 'build', '--type', type], { stdio: ['ignore', 'ignore', 'inherit'] })
  if (r.status !== 0) throw new Error(`taro build --type ${type} failed`)
}

function dirSize(dir, skip = new Set()) {
  let total = 0
  for (const name of readdirSync(dir)) {
    const p = join(dir, name)
    if (skip.has(p)) continue
    const st = statSync(p)
    total += st.isDirectory() ? dirSize(p, skip) : st.size
  }
  return total
}

async function weappSizes() {
  build('weapp')
  const root = 'dist/weapp'
  const app = JSON.parse(readFileSync(join(root, 'app.json'), 'utf8'))
  const subs = (app.subPackages || []).map((s) => s.root.replace(/\/$/, ''))
  const budget = 1024 * 1024
  const main = dirSize(root, new Set(subs.map((s) => join(root, s))))
  report('weapp main package', kb(main), '≤ 1024 KB', main <= budget)
  for (const s of subs) {
    const size = dirSize(join(root, s))
    report(`weapp subpackage ${s}`, kb(size), '≤ 1024 KB', size <= budget)
  }
}

async function h5FirstLoad() {
  build('h5')
  const { chromium } = await import('playwright-core')
  const { createServer } = await import('node:http')
  const root = 'dist/h5'
  const server = createServer((req, res) => {
    const path = join(root, decodeURIComponent(req.url.split('?')[0]).replace(/^\/$/, '/index.html'))
    if (!existsSync(path) || statSync(path).isDirectory()) return res.writeHead(404).end()
    res.writeHead(200, { 'content-type': path.endsWith('.js') ? 'application/javascript' : path.endsWith('.css') ? 'text/css' : 'text/html' })
    res.end(readFileSync(path))
  })
  await new Promise((r) => server.listen(0, '127.0.0.1', r))
  const port = server.address().port
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
  const scripts = new Set()
  page.on('request', (r) => r.resourceType() === 'script' && scripts.add(new URL(r.url()).pathname))
  await page.goto(`http://127.0.0.1:${port}/#/home`, { waitUntil: 'networkidle' })
  await browser.close()
  server.close()
  let raw = 0
  let gz = 0
  for (const s of scripts) {
    const buf = readFileSync(join(root, s))
    raw += buf.length
    gz += gzipSync(buf, { level: 9 }).length
  }
  // The floor of an empty Taro 4 H5 app is 171 KB gzip (docs/architecture.md); budget: twice that.
  report('H5 first-load JS of /#/home (gzip)', `${kb(gz)} (${kb(raw)} raw, ${scripts.size} files)`, '≤ 342 KB', gz <= 342 * 1024)
}

const extra = []
for (const f of existsSync('tests/bench') ? readdirSync('tests/bench') : []) {
  if (f.endsWith('.bench.mjs')) extra.push(join(process.cwd(), 'tests/bench', f))
}

await weappSizes()
await h5FirstLoad()
for (const file of extra) {
  const mod = await import(file)
  await mod.default({ report })
}

const w = Math.max(...rows.map((r) => r.name.length))
console.log('\nbenchmark'.padEnd(w + 2) + 'value'.padEnd(36) + 'budget')
for (const r of rows) console.log(`${r.ok ? ' ' : '!'} ${r.name.padEnd(w)}  ${String(r.value).padEnd(34)}  ${r.budget}${r.ok ? '' : '  OVER BUDGET'}`)
