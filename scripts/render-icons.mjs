// Renders the SVG tab icons of src/assets/tab/svg to the 81×81 PNGs WeChat's tab bar requires
// (the mini-program tab bar takes local PNG files only). Run once after changing an icon;
// the PNGs are committed so builds need no browser.
import { chromium } from 'playwright-core'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const dir = new URL('../src/assets/tab/', import.meta.url).pathname
const colors = { '': '#8a93a6', '-active': '#1f6fff' }
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage({ viewport: { width: 81, height: 81 } })
for (const file of readdirSync(join(dir, 'svg'))) {
  const svg = readFileSync(join(dir, 'svg', file), 'utf8')
  for (const [suffix, color] of Object.entries(colors)) {
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg.replace(/currentColor/g, color)}</body></html>`)
    await page.locator('svg').screenshot({ path: join(dir, file.replace('.svg', `${suffix}.png`)), omitBackground: true })
  }
}
await browser.close()
