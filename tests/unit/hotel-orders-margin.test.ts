// The hotel order list's market switch (国内 / 国际) keeps the page margin the cards have.
import fs from 'node:fs'
import path from 'node:path'
import * as sass from 'sass'

const dir = path.join(__dirname, '../../src/features/hotel/orders')

it('wraps the market switch in a head with the 24px page margin', () => {
  const tsx = fs.readFileSync(path.join(dir, 'index.tsx'), 'utf8')
  expect(tsx).toMatch(/<View className=['"]hotel-orders__head['"]>\s*<Segmented/)
  const css = sass.compile(path.join(dir, 'index.scss')).css.replace(/\s+/g, '')
  expect(css).toContain('.hotel-orders__head{padding:16px24px0;}')
})
