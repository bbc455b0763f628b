/**
 * The order kernel and the services know no product: a product joins them by registering
 * (kernel/orders/products.ts, submit.ts) and the contract's tables (types/api/product-settings.ts),
 * so adding one edits modules/ and one list, never kernel/ or services/. This scans their code and
 * text resources (identifiers, strings, import paths; comments aside, and migrations, which keep
 * the names they were written with) for the words of the table below and fails on any.
 *
 * Services written before the registry still hold product content (the support knowledge base,
 * the default power and settings templates, trip applications' budgets, flight notices): each may
 * hold at most the count listed in SERVICES_TO_MOVE, which only goes down as they move out.
 */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'

const SRC = path.resolve(__dirname, '..', 'src')

/** Product words: in identifiers at a word or camel-case boundary (FlightOrder, old_flight_no, 'Hotel'), and as Chinese words. */
const FORBIDDEN = ['Flight', 'IntlFlight', 'Hotel', 'IntlHotel', 'Train', '机票', '機票', '航班', '酒店', '火车', '火車', '列车', '列車']

const SERVICES_TO_MOVE: Record<string, number> = {
  'services/approvals/detail.ts': 2,
  'services/messages/render.ts': 6,
  'services/messages/service.ts': 4,
  'services/messages/sources.ts': 3,
  'services/places/places.ts': 1,
  'services/places/world-cities.ts': 1,
  'services/support/knowledge.ts': 66,
  'services/templates/power.ts': 46,
  'services/templates/settings.ts': 12,
  'services/templates/theme.ts': 4,
  'services/travellers/rules.ts': 1,
  'services/travellers/texts.ts': 5,
  'services/travellers/travellers.ts': 1,
  'services/trip-forms/authorization.ts': 10,
  'services/trip-forms/texts.ts': 12,
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    return e.isDirectory() ? sourceFiles(p) : /\.(ts|json)$/.test(p) && !p.endsWith('migration.ts') ? [p] : []
  })
}

/** The code of a file: block and line comments blanked (a `//` inside a string or URL stays). */
const codeOf = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, (m) => m.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')

const PATTERN = new RegExp(FORBIDDEN.map((w) => w.replace(/[A-Z]/g, (c) => `[${c}${c.toLowerCase()}]`)).join('|'), 'g')

/** The product words of a line: a Latin one must start a word or a camel-case part and end one (so 'training' and 'constraint' pass). */
export function productWords(line: string): string[] {
  return [...line.matchAll(PATTERN)]
    .filter((m) => {
      const w = m[0]
      if (!/^[a-z]/i.test(w)) return true
      const before = line[m.index - 1] ?? ' '
      const after = line[m.index + w.length] ?? ' '
      return (!/[a-z]/i.test(before) || /[A-Z]/.test(w[0])) && !/[a-z]/.test(after)
    })
    .map((m) => m[0])
}

function findings(folder: string): Map<string, string[]> {
  const out = new Map<string, string[]>()
  for (const file of sourceFiles(path.join(SRC, folder))) {
    // A text resource (texts.json) counts with the code file it belongs to (texts.ts).
    const rel = path
      .relative(SRC, file)
      .split(path.sep)
      .join('/')
      .replace(/\.json$/, '.ts')
    codeOf(fs.readFileSync(file, 'utf8'))
      .split('\n')
      .forEach((line, i) => {
        for (const w of productWords(line)) out.set(rel, [...(out.get(rel) ?? []), `${rel}:${i + 1} ${w}`])
      })
  }
  return out
}

describe('product names', () => {
  it('finds product words where they are and passes other words', () => {
    assert.deepEqual(productWords("const x = { product: 'Hotel', FlightOrder: 1, old_flight_no: 2, intlFlight: 3 }"), [
      'Hotel',
      'Flight',
      'flight',
      'intlFlight',
    ])
    assert.deepEqual(productWords("addUniqueConstraint('x') // training, hotelier"), [])
    assert.deepEqual(productWords("'退票未获审批，机票保持不变'"), ['机票'])
  })

  it('has none in the order kernel', () => {
    const found = [...findings('kernel').values()].flat()
    assert.deepEqual(found, [], 'the kernel reads what it needs of a product from its registration')
  })

  it('has none in the services beyond what is still to move out, and no new ones', () => {
    const over: string[] = []
    for (const [file, words] of findings('services')) {
      const allowed = SERVICES_TO_MOVE[file] ?? 0
      if (words.length > allowed) over.push(`${file}: ${words.length} > ${allowed}\n  ${words.join('\n  ')}`)
    }
    assert.deepEqual(over, [])
  })
})
