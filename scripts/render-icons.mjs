// Renders the SVG icons under src/assets/*/svg to PNG: the tab bar (81×81, grey and active
// blue; WeChat's tab bar takes local PNG files only) and the home entry icons (96×96; PNG
// shows the same on every mini-program base library). Run after changing an icon; the PNGs
// are committed so builds need no browser.
import { chromium } from 'playwright-core'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const assets = new URL('../src/assets/', import.meta.url).pathname
const sets = [
  { dir: 'tab', size: 81, variants: { '': '#8a93a6', '-active': '#1f6fff' } },
  { dir: 'entries', size: 96, variants: { '': null } },
]
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
for (const set of sets) {
  const dir = join(assets, set.dir)
  const page = await browser.newPage({ viewport: { width: set.size, height: set.size } })
  for (const file of readdirSync(join(dir, 'svg'))) {
    const svg = readFileSync(join(dir, 'svg', file), 'utf8')
    for (const [suffix, color] of Object.entries(set.variants)) {
      const body = color ? svg.replace(/currentColor/g, color) : svg
      await page.setContent(`<html><body style="margin:0;background:transparent">${body}</body></html>`)
      await page.locator('svg').screenshot({ path: join(dir, file.replace('.svg', `${suffix}.png`)), omitBackground: true })
    }
  }
  await page.close()
}
await browser.close()
