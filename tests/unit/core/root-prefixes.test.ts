/** The journeys' API helper (tests/e2e/browser.mjs, plain JavaScript) calls the root paths where the contract puts them. */
import fs from 'fs'
import path from 'path'
import { ROOT_PREFIXES } from '@api/envelope'

it('browser.mjs lists the same root prefixes as the contract', () => {
  const text = fs.readFileSync(path.join(__dirname, '../../e2e/browser.mjs'), 'utf8')
  const m = /export const ROOT_PREFIXES = (\[[^\]]*\])/.exec(text)
  expect(m).not.toBeNull()
  expect(JSON.parse(m![1].replace(/'/g, '"').replace(/,\s*\]$/, ']'))).toEqual([...ROOT_PREFIXES])
})
