// The common texts' two parts (scripts/texts-part-loader.cjs): of each split namespace, in every
// language, the start part holds exactly the groups src/i18n/start-texts.json names for sign-in and
// the app part all the others, so that the two together are the whole table and neither repeats
// the other. A split that names a group the table lacks, a namespace it does not split or a part
// other than the two fails the build.
import fs from 'fs'
import path from 'path'
import { LANGUAGES } from '@/i18n/resources'
import START from '@/i18n/start-texts.json'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../../../scripts/texts-part-loader.cjs') as {
  (this: object, source: string): string
  textsPart: (table: Record<string, unknown>, namespace: string, part: string) => Record<string, unknown>
}

const LOCALES = path.resolve(__dirname, '../../../src/i18n/locales')
const table = (lng: string, ns: string) => JSON.parse(fs.readFileSync(path.join(LOCALES, lng, `${ns}.json`), 'utf8')) as Record<string, unknown>

const rows = Object.keys(START).flatMap((ns) => LANGUAGES.map((lng) => [ns, lng] as const))

test.each(rows)('%s in %s: the start part is sign-in’s groups, the app part the rest, together the whole', (ns, lng) => {
  const whole = table(lng, ns)
  const start = loader.textsPart(whole, ns, 'start')
  const app = loader.textsPart(whole, ns, 'app')
  expect(Object.keys(start).sort()).toEqual([...START[ns as keyof typeof START]].sort())
  expect(Object.keys(app).length).toBeGreaterThan(0)
  expect(Object.keys(app).filter((g) => g in start)).toEqual([])
  expect({ ...start, ...app }).toEqual(whole)
})

test('as a loader it reads the part from the import’s query and the namespace from the file name', () => {
  const source = JSON.stringify(table('en', 'validation'))
  const run = (resourceQuery: string) =>
    JSON.parse(loader.call({ resourceQuery, resourcePath: path.join(LOCALES, 'en', 'validation.json'), addDependency: () => undefined }, source))
  expect(Object.keys(run('?part=start')).sort()).toEqual([...START.validation].sort())
  expect(Object.keys(run('?part=app'))).toContain('invoice')
  expect(() => run('?part=other')).toThrow(/no part other/)
})

test('a namespace it does not split, or a group its table lacks, is refused', () => {
  expect(() => loader.textsPart({ a: {} }, 'auth', 'start')).toThrow(/does not split the namespace auth/)
  expect(() => loader.textsPart({ phone: {} }, 'validation', 'start')).toThrow(/validation has no email/)
})
