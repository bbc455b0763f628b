// Texts that must not split at 390 px (ja, admin01): the action bar's '一括インポート' (staff and
// non-employee lists) and a required label such as '金額（人民元）*' (wallet top-up). Jsdom has no
// layout, so this checks the means: action-bar buttons start as wide as their text on one line and
// wrap Chinese and Japanese only at punctuation or spaces (word-break: keep-all), breaking a word
// only when it cannot fit at all (overflow-wrap: anywhere, min-width: 0: never cut off); a form
// label wraps the same way and glues its required star to its last word with a word joiner.
import fs from 'node:fs'
import path from 'node:path'
import TestUtils from '@tarojs/test-utils-react'
import { FormRow } from '@/components/ui/form'
import { flush } from './form-helpers'

const scss = fs.readFileSync(path.join(__dirname, '../../src/components/ui/ui.scss'), 'utf8')

/** The declarations of the first rule for `selector` inside the block that starts with `block {`. */
function declarations(block: string, selector: string): Record<string, string> {
  const start = scss.indexOf(`${block} {`)
  expect(start).toBeGreaterThanOrEqual(0)
  const inner = scss.slice(start)
  const m = new RegExp(`(?:^|\\n)\\s*${selector.replace(/[.&]/g, (c) => `\\${c}`)}\\s*\\{([^}]*)\\}`).exec(inner)
  expect(m).not.toBeNull()
  return Object.fromEntries(
    m![1]
      .split(';')
      .map((d) => d.split(':').map((x) => x.trim()))
      .filter((d) => d.length === 2 && d[0])
      .map(([k, v]) => [k, v]),
  )
}

describe('no orphan characters when a text wraps', () => {
  it('action-bar buttons take their text’s width on one line and break Chinese and Japanese only at punctuation', () => {
    const b = declarations('.action-bar', '.main-button')
    expect(b).toMatchObject({ flex: '1 1 auto', 'min-width': '0', 'word-break': 'keep-all', 'overflow-wrap': 'anywhere' })
    expect(declarations('.action-bar', '&__main.main-button')).toMatchObject({ flex: '2 1 auto' })
  })

  it('a form label wraps at punctuation and keeps its required star with its last word', async () => {
    expect(declarations('.form-row', '&__label')).toMatchObject({ 'word-break': 'keep-all', 'overflow-wrap': 'anywhere' })
    const utils = new TestUtils()
    await utils.mount(
      () => (
        <FormRow label="金額（人民元）" required testId="row">
          <span />
        </FormRow>
      ),
      {},
    )
    await flush()
    const star = document.querySelector('[data-testid="row"] .form-row__star')
    expect(star?.textContent).toBe('\u2060*')
    utils.unmout()
  })
})
